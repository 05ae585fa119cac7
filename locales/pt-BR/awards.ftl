# Os prêmios do fim de um jogo, e o Hall da fama tirado dos jogos terminados.

end-awards-title = Prêmios da noite
award-bluffer = Melhor blefador
award-bluffer-why = { $names } { $winners ->
    [one] atraiu
   *[other] atraíram cada um
} { $count ->
    [one] um voto
   *[other] { $count } votos
} para as próprias cartas
award-mind-reader = Leitor de mentes
award-mind-reader-why = { $names } { $winners ->
    [one] achou
   *[other] acharam cada um
} a carta do narrador { $count ->
    [one] uma vez
   *[other] { $count } vezes
}
award-in-tune = Alma gêmea
award-in-tune-why = { $names } { $winners ->
    [one] votou
   *[other] votaram cada um
} junto com outros { $count ->
    [one] uma vez
   *[other] { $count } vezes
}
award-storyteller = Narrador perfeito
award-storyteller-why = { $names } { $winners ->
    [one] deu
   *[other] deram cada um
} { $count ->
    [one] uma dica
   *[other] { $count } dicas
} que alguns, mas não todos, acharam
award-trickster = Mestre da ficha vermelha
award-trickster-why = { $names } { $winners ->
    [one] pegou
   *[other] pegaram cada um
} { $count ->
    [one] um voto
   *[other] { $count } votos
} com a ficha vermelha
award-sphinx = A esfinge
award-sphinx-why = { $names } { $winners ->
    [one] deu
   *[other] deram cada um
} { $count ->
    [one] uma dica
   *[other] { $count } dicas
} que ninguém achou
award-best-turn = Melhor rodada
award-best-turn-why = { $names } { $winners ->
    [one] fez
   *[other] fizeram cada um
} { $count ->
    [one] um ponto
   *[other] { $count } pontos
} numa só rodada

hall-title = Hall da fama
hall-open = Hall da fama
hall-reading = Lendo os jogos terminados…
hall-empty = Termine um jogo para começar o livro da família.
hall-empty-hint = Cada jogo terminado traz aqui seus jogadores, vitórias e prêmios.
hall-players = Jogadores
hall-column-name = Nome
hall-column-games = Jogos
hall-column-wins = Vitórias
hall-column-awards = Prêmios
hall-records = Recordes
hall-most-votes = Mais votos atraídos num jogo
hall-most-votes-line = { $name }: { $count ->
    [one] um voto
   *[other] { $count } votos
}
hall-best-clue = Melhor dica
hall-best-clue-line = { $name }: { $points ->
    [one] um ponto
   *[other] { $points } pontos
}
hall-games-counted = { $count ->
    [one] De um jogo terminado
   *[other] De { $count } jogos terminados
}
hall-skipped = { $count ->
    [one] Um jogo salvo não pôde ser lido e foi ignorado.
   *[other] { $count } jogos salvos não puderam ser lidos e foram ignorados.
}
hall-leave-out = Deixar de fora
hall-leave-out-hint = Deixar { $name } fora do Hall da fama
hall-left-out = Deixados de fora: { $names }
hall-bring-back = Trazer { $name } de volta
