# As telas da partida: preparação, tela de privacidade, mão, tabuleiro, votação, revelação, fim,
# trilha de pontos, cartas e marcadores, e a linha "o que fazer agora" sob cada título.

## Preparação

setup-title = Nova partida
setup-players = Jogadores, na ordem dos narradores
setup-add-player = Adicionar jogador
setup-default-name = Jogador
setup-token-of = Marcador do jogador { $seat }: { $token }
setup-token-hover = Clique para trocar de marcador
setup-name-of = Nome do jogador { $seat }
setup-move-up = Subir o jogador { $seat }
setup-move-down = Descer o jogador { $seat }
setup-remove = Remover o jogador { $seat }
setup-rules = Regras
setup-rules-classic = Clássicas
setup-rules-classic-blurb = 3 a 12 jogadores; com 3, cada um entrega duas cartas. A partir de 7, um segundo voto opcional.
setup-rules-2021 = Edição 2021
setup-rules-2021-blurb = 3 a 8 jogadores. Um voto cada; todo voto na sua carta pontua.
setup-rules-party = Dixit Party
setup-rules-party-blurb = 6 a 12 jogadores. Todos jogam e votam; o narrador usa um pino vermelho.
setup-rules-team = Dixit em Equipes
setup-rules-team-blurb = 6, 8, 10 ou 12 jogadores em equipes de dois; cada equipe pontua junta.
setup-game = Partida
setup-play-to = Jogar até
setup-first-storyteller = Primeiro narrador
setup-random = Sorteado
setup-game-kept = A partida em andamento fica em Partidas salvas.
setup-ready = { $count ->
    [one] { $count } jogador, pronto para sonhar
   *[other] { $count } jogadores, prontos para sonhar
}
setup-start = Começar a partida
setup-hint-start = começar
setup-hint-back = voltar
setup-looking-for-cards = Procurando as cartas...

## Tela de privacidade

privacy-turn = Rodada { $turn }
privacy-pass-to = Passe para { $name }
privacy-task-tell = Você é o narrador: escolha uma carta e uma dica.
privacy-task-submit = Escolha da sua mão uma carta que combine com a dica.
privacy-task-vote = Vote na carta que você acha que é do narrador.
privacy-task-clue = Você é o narrador: dê uma dica antes de ver sua mão.
privacy-task-vote-party = Vote na carta que melhor combina com a dica; a sua própria é permitida.
privacy-task-undo = Para desfazer sua última jogada, confirme que é você.
privacy-i-am = Eu sou { $name }
privacy-keep-move = Manter minha jogada
privacy-undo = Desfazer minha última jogada ({ $name })
privacy-hint-or = ou
privacy-hint-its-me = sou eu
privacy-hint-table = tela da mesa

## Mão

hand-title-storyteller = { $name }, você é o narrador
hand-title-submit = { $count ->
    [one] { $name }, escolha uma carta
   *[other] { $name }, escolha { $count } cartas
}
hand-clue-aloud = O narrador disse a dica em voz alta.
hand-clue = Dica
hand-clue-placeholder = opcional: você também pode dizê-la em voz alta
hand-zoom = Ampliar
hand-tell = Narrar esta carta
hand-submit = { $count ->
    [one] Entregar esta carta
   *[other] Entregar estas cartas
}
hand-choose = { $count ->
    [one] Escolha uma carta.
   *[other] Escolha { $count } cartas.
}
hand-hint-pick = escolher
hand-hint-zoom = ampliar
hand-hint-confirm = confirmar
hand-hint-clear = limpar

## Cartas

card-label = Carta { $number }
card-clue = “{ $clue }”
card-zoomed = Carta { $number } ampliada

## Tabuleiro e placar

board-title = As cartas estão na mesa
board-clue = { $name }: “{ $clue }”
board-clue-aloud = { $name } disse a dica em voz alta.
board-start-vote = Começar a votação
board-hint-start-vote = começar a votação
board-slot = Espaço
board-scores = Placar
board-phase-choose-storyteller = Escolhendo quem narra primeiro
board-phase-telling = { $name } está escolhendo uma carta e uma dica
board-phase-clue = { $name } está pensando numa dica
board-phase-naming-givers = As equipes escolhem quem entrega uma carta
board-phase-submitting = Entrega das cartas: { $done } de { $count }
board-phase-voting = { $done ->
    [one] Votação: { $done } de { $count } já votou
   *[other] Votação: { $done } de { $count } já votaram
}
board-phase-reveal = Os votos são revelados
board-phase-game-over = A partida terminou

## Votação

vote-title = { $name }, qual carta é do narrador?
vote-your-vote = Seu voto
vote-first-token = Primeiro pino
vote-second-token = Segundo pino (opcional)
vote-wheel = Roda de votação
vote-second-wheel = Roda do segundo pino
vote-cast = Votar
vote-turn-the-wheel = Gire a roda ou escolha uma carta.
vote-same-card = A carta { $slot } já tem seu primeiro pino: o segundo vai em outra carta.
vote-not-me = Não é { $name }? Esconder esta tela
vote-hint-clear-or-hide = limpar, ou esconder
vote-own-card = A carta { $slot } é sua: você não pode votar nela.
vote-hint-slot = espaço
vote-key-left-right = Esquerda/Direita
vote-hint-turn = girar
vote-key-tab = Tab
vote-hint-other-token = outro pino
vote-hint-vote = votar

## Revelação e trilha de pontos

reveal-title = A carta de { $name }: espaço { $slot }
reveal-title-no-slot = A carta de { $name }
reveal-points-this-turn = Pontos desta rodada
reveal-owner-storyteller = { $name }, narrador
reveal-next-turn = Próxima rodada
reveal-hint-continue = continuar
reveal-see-winner = Ver o vencedor
reveal-hint-winner = o vencedor
track-caption = trilha de pontos
track-rabbit = Coelho de { $name } no espaço { $score }

## Fim

end-game-over = A partida terminou
end-winner = { $name } venceu!
end-team-winner = { $team } vence: { $members }!
end-shared-win = { $names } e { $last } dividem a vitória!
end-name-separator = {", "}
end-play-again = Jogar de novo
end-back-to-start = Voltar ao início
end-hint-play-again = jogar de novo
end-hint-start-screen = tela inicial

## Marcadores (nomes para leitores de tela)

token-coral-circle = círculo coral
token-sky-square = quadrado azul-celeste
token-sun-triangle = triângulo amarelo-sol
token-mint-diamond = losango verde-menta
token-lilac-star = estrela lilás
token-rose-hexagon = hexágono rosa
token-cream-plus = cruz creme
token-teal-pentagon = pentágono verde-azulado
token-orange-ring = anel laranja
token-indigo-drop = gota anil
token-lime-hourglass = ampulheta verde-limão
token-silver-cross = xis prateado

## O que fazer agora: uma linha sob o título de cada tela

hint-setup = Coloque os jogadores na ordem em que estão sentados, escolha as regras e comece.
hint-privacy = Entregue o computador para { $name }, que confirma abaixo enquanto os outros desviam o olhar.
hint-storyteller = Escolha uma carta e pense numa dica: uma palavra, uma frase, um som.
hint-submit = { $count ->
    [one] Escolha a carta da sua mão que mais combina com a dica, para atrair votos.
   *[other] Escolha { $count } cartas da sua mão que combinem com a dica, para atrair votos.
}
hint-board = Olhem as cartas juntos e depois comecem a votação secreta.
hint-vote = Gire a roda até a carta do narrador e depois vote.
hint-vote-two = Ponha o primeiro pino na carta do narrador; o segundo é opcional.
hint-reveal = Veja quem votou em qual carta e quem pontuou, depois siga para a próxima rodada.
hint-reveal-final = Veja quem votou em qual carta e quem pontuou, depois conheça o vencedor.
hint-end = Jogue de novo com os mesmos jogadores ou volte ao início.
