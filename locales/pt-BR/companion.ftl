# Cartas na mesa (modo companheiro): a mesa joga com as próprias cartas, e o Fabula guarda os
# segredos e os pontos.

setup-table = Cartas na mesa
setup-table-hint = Jogue com suas próprias cartas de Dixit: o Fabula guarda os segredos e os pontos, e mostra lugares numerados em vez de imagens.
setup-table-no-computers = Jogadores do computador não veem as cartas de uma mesa de verdade: deixe cada lugar com uma pessoa para jogar com suas cartas.

hint-table-clue = Escolha uma carta da sua mão, coloque-a virada para baixo e diga sua dica em voz alta (ou digite-a aqui).
clue-table-after = Depois cada um coloca uma carta virada para baixo. Embaralhem e espalhem as cartas viradas para cima, uma por lugar numerado.
privacy-task-table-clue = Você é o narrador: escolha uma carta, coloque-a virada para baixo e dê sua dica.
privacy-task-claim = Indique em qual lugar da mesa está a sua carta.

leave-below-text-table = Esta partida precisa de pelo menos { $min } jogadores. Com as cartas na mesa nenhum jogador do computador pode assumir o lugar de { $name }: a partida termina agora com a classificação como está ({ $name } conta como quem saiu e não pode vencer), ou { $name } fica.

claim-title = { $name }, onde está a sua carta?
claim-title-two = { $name }, onde estão as suas duas cartas?
claim-hint = { $cards ->
    [one] Encontre sua carta entre as { $places } da mesa e escolha o lugar dela.
   *[other] Encontre suas duas cartas entre as { $places } da mesa e escolha os lugares delas.
}
claim-confirm = Minha carta está aqui
claim-confirm-two = Minhas cartas estão aqui
claim-taken-help = Se a sua carta está mesmo ali, alguém escolheu o lugar errado: todos indicam de novo.
claim-again = Todos indicam de novo
claim-hint-confirm = confirmar seu lugar
claim-key-digits = 1–{ $last }
claim-hint-digits = escolher um lugar

board-phase-claiming = { $done ->
    [one] Lugares: { $done } de { $count } indicado
   *[other] Lugares: { $done } de { $count } indicados
}
table-claiming = Espalhem as cartas viradas para cima nos lugares 1 a { $places } · { $done } de { $total } indicados · vez de { $name }
table-places-laid = { $total ->
    [one] { $total } lugar numerado na mesa
   *[other] { $total } lugares numerados na mesa
}
table-status-to-claim = falta indicar o lugar
table-status-place-told = lugar indicado
table-slot-place = lugar { $number }

error-cards-are-on-table = As cartas estão na mesa: indique em qual lugar está a sua.
error-no-places-to-claim = Esta partida é jogada com imagens, não com as cartas na mesa.
error-wrong-place-count = { $expected ->
    [one] Escolha { $expected } lugar, não { $got }.
   *[other] Escolha { $expected } lugares, não { $got }.
}
error-same-place-twice = Suas duas cartas estão em dois lugares diferentes.
error-place-taken = O lugar { $place } já foi escolhido por outro jogador.
error-nothing-claimed = Ninguém indicou um lugar ainda.
error-deck-on-table = Uma partida com as cartas na mesa não usa baralho de imagens.
error-place-in-deck = A carta { $card } é um lugar numerado, não uma imagem.

phone-page-claim = Minha carta está aqui
phone-page-claim-hint = Encontre sua carta na mesa e toque no número do lugar dela.
phone-page-claim-two-hint = Encontre suas duas cartas na mesa e toque nos números dos lugares delas.
phone-page-claim-again = Alguém pegou meu lugar: todos indicam de novo
phone-page-table-clue-hint = Escolha uma carta da sua mão, coloque-a virada para baixo e diga sua dica em voz alta (ou digite-a).
