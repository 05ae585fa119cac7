# A tela da mesa (a janela do projetor ou da TV) e as telas resumidas do notebook enquanto ela está aberta.

table-window-title = Fabula — mesa
table-region = Tela da mesa
table-waiting = A mesa está pronta: a partida vai aparecer aqui.
table-turn = Rodada { $number }
table-new-game = Uma nova partida
table-choosing-teller = Escolhendo quem narra primeiro
table-is-storyteller = { $name } narra esta rodada
table-choosing-card = { $name } está escolhendo uma carta
table-thinking-clue = { $name } está pensando numa dica
table-clue = “{ $clue }”
table-clue-aloud = { $name } disse a dica em voz alta
table-board-before-vote = Olhem bem todas as cartas: a votação começa no computador
table-team-choosing = { $team } escolhe quem entrega a carta
table-teams-choosing = { $teams } e { $last } escolhem quem entrega a carta
table-teams-chose = Todas as equipes escolheram quem entrega a carta
table-submitting = As cartas estão chegando: { $done } de { $total } · { $name } está escolhendo
table-voting = { $total ->
    [one] { $name } está votando: { $done } de { $total } voto recebido
   *[other] { $name } está votando: { $done } de { $total } votos recebidos
}
table-teller-card = A carta de { $name }
table-teller-card-slot = A carta de { $name }: espaço { $slot }
table-last-turn = { $clue } · a última rodada
table-final-standings = Classificação final
table-standings = Classificação
table-scores = Pontos
table-turn-points = + pontos da rodada { $number }
table-standing-label = { $score ->
    [one] { $name }: { $score } ponto
   *[other] { $name }: { $score } pontos
}
table-standing-label-note = { $score ->
    [one] { $name }: { $score } ponto, { $note }
   *[other] { $name }: { $score } pontos, { $note }
}
table-status-storyteller = narrador
table-status-voted = votou
table-status-card-in = carta entregue
table-status-choosing = escolhendo
table-status-chosen = escolheu
table-status-hands-in = entrega
table-status-votes-later = vota depois
table-status-to-hand-in = falta entregar
table-status-to-vote = falta votar
table-face-down = { $total ->
    [one] { $placed } de { $total } carta virada para baixo
   *[other] { $placed } de { $total } cartas viradas para baixo
}
table-on-track = { $name } está em { $score } na trilha de pontos
table-points-title = Pontos desta rodada
table-points-label = { $name }: +{ $gained }, { $score } no total. { $reasons }
table-slot = Espaço da mesa
table-slot-card = carta nº { $number }
table-slot-owner = jogada por { $name }
table-slot-storyteller = a do narrador
table-slot-votes = { $votes ->
    [one] { $votes } voto
   *[other] { $votes } votos
}
table-slot-red = pino vermelho

table-toggle = Tela da mesa
table-cards-there = As cartas estão na tela da mesa
table-look-up = Olhem juntos para a tela grande e depois comecem a votação.
table-start-vote = Começar a votação
table-hint-start-vote = começar a votação
table-votes-there = Os votos e os pontos estão na tela da mesa.
table-row = { $name }: +{ $gained }, agora { $score }
table-row-reasons = { $name }: +{ $gained }, agora { $score } ({ $reasons })
table-see-winner = Ver quem venceu
table-hint-winner = quem venceu
table-next-turn = Próxima rodada
table-hint-continue = continuar
