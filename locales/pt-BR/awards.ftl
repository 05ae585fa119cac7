# Os prêmios do fim de uma partida, e o Hall da fama tirado das partidas terminadas.

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
award-in-tune = Em sintonia
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
award-trickster = Mestre do pino vermelho
award-trickster-why = { $names } { $winners ->
    [one] pegou
   *[other] pegaram cada um
} { $count ->
    [one] um voto
   *[other] { $count } votos
} com o pino vermelho
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
hall-reading = Lendo as partidas terminadas…
hall-empty = Termine uma partida para começar o livro da família.
hall-empty-hint = Cada partida terminada traz aqui seus jogadores, vitórias e prêmios.
hall-players = Jogadores
hall-column-name = Nome
hall-column-games = Partidas
hall-column-wins = Vitórias
hall-column-awards = Prêmios
hall-records = Recordes
hall-most-votes = Mais votos atraídos numa partida
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
    [one] De uma partida terminada
   *[other] De { $count } partidas terminadas
}
hall-skipped = { $count ->
    [one] Uma partida salva não pôde ser lida e foi ignorada.
   *[other] { $count } partidas salvas não puderam ser lidas e foram ignoradas.
}
hall-leave-out = Deixar de fora
hall-leave-out-hint = Deixar { $name } fora do Hall da fama
hall-left-out = Deixados de fora: { $names }
hall-bring-back = Trazer { $name } de volta
