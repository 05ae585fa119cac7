# As palavras das regras: por que houve pontos, por que uma jogada foi recusada, por que uma
# preparação não pode começar.

## Motivos dos pontos

reason-line = +{ $points }: { $reason }
reason-storyteller-some-found = narrador, alguns votantes encontraram a carta, não todos
reason-storyteller-everyone-found = narrador, todos os votantes encontraram a carta
reason-storyteller-nobody-found = narrador, nenhum votante encontrou a carta
reason-found-card = encontrou a carta do narrador
reason-missed-card = não encontrou a carta do narrador
reason-everyone-found = todos encontraram a carta do narrador
reason-nobody-found = ninguém encontrou a carta do narrador
reason-votes-received = { $votes ->
    [one] { $votes } voto na sua carta
   *[other] { $votes } votos na sua carta
}
reason-votes-received-capped = { $votes ->
    [one] { $votes } voto na sua carta, limitado a { $cap }
   *[other] { $votes } votos na sua carta, limitados a { $cap }
}
reason-single-vote = acertou com um único pino (sem segundo voto)
reason-party-match = { $players } jogadores escolheram a mesma carta
reason-party-match-capped = { $players } jogadores escolheram a mesma carta, limitado a { $cap }
reason-party-red-token = escolheu a carta com o pino vermelho
reason-party-alone = foi o único a votar na carta que escolheu

## Jogadas recusadas

error-wrong-phase = Isso não pode ser feito agora.
error-unknown-player = Não existe o jogador { $seat }.
error-not-storyteller = Só o narrador pode fazer isso.
error-not-a-submitter = Você não entrega carta nesta rodada.
error-already-submitted = Você já entregou sua carta.
error-card-not-in-hand = Essa carta não está na sua mão.
error-wrong-card-count = { $expected ->
    [one] Entregue { $expected } carta, não { $got }.
   *[other] Entregue { $expected } cartas, não { $got }.
}
error-same-card-twice = Não dá para entregar a mesma carta duas vezes.
error-clue-too-long = { $max ->
    [one] A dica pode ter no máximo { $max } caractere.
   *[other] A dica pode ter no máximo { $max } caracteres.
}
error-storyteller-cannot-vote = O narrador não vota.
error-not-a-voter = Você não vota nesta rodada.
error-already-voted = Você já votou.
error-wrong-vote-count-exact = { $count ->
    [one] Dê { $count } voto, não { $got }.
   *[other] Dê { $count } votos, não { $got }.
}
error-wrong-vote-count = Dê de { $min } a { $max } votos, não { $got }.
error-slot-out-of-range = O espaço { $slot } não está no tabuleiro (1 a { $slots }).
error-same-slot-twice = Seus dois pinos precisam ficar em cartas diferentes.
error-own-card = Você não pode votar na sua própria carta.
error-red-token-missing = O narrador precisa colocar o pino vermelho.
error-red-token-not-allowed = Só o narrador do Dixit Party tem um pino vermelho.
error-giver-already-named = Esse jogador já entrega a carta da equipe.
error-storyteller-team = A equipe do narrador não escolhe quem entrega uma carta.
error-game-over = A partida terminou.
error-player-left = Esse jogador saiu da partida.
error-not-between-turns = Jogadores entram ou saem só antes da primeira rodada ou no fim de uma rodada.
error-join-count = { $expected ->
    [one] Entra um jogador por vez.
   *[other] Uma equipe de { $expected } jogadores entra junta.
}
error-new-name-empty = O novo jogador precisa de um nome.
error-new-name-too-long = Esse nome é longo demais (no máximo { $max } caracteres).
error-name-taken = Alguém já se chama “{ $name }”.
error-table-full = A mesa está cheia (no máximo { $max } jogadores).
error-too-few-players = São necessários pelo menos { $min } jogadores.
error-not-enough-cards = O baralho tem cartas de menos para esta mesa ({ $needed } necessárias, { $available } disponíveis).

## Preparações que não podem começar

error-player-count = { $rules ->
    [edition2021] A edição 2021 é para { $min } a { $max } jogadores, não { $count }.
    [party] Dixit Party é para { $min } a { $max } jogadores, não { $count }.
    [team] Dixit em Equipes é para 6, 8, 10 ou 12 jogadores, não { $count }.
   *[classic] As regras clássicas são para { $min } a { $max } jogadores, não { $count }.
}
error-empty-name = O jogador { $seat } está sem nome.
error-name-too-long = O nome “{ $name }” é longo demais (no máximo { $max } caracteres).
error-duplicate-name = Dois jogadores se chamam “{ $name }”.
error-team-names = { $teams } equipes precisam de { $teams } nomes, não { $given }.
error-empty-team-name = A equipe { $team } está sem nome.
error-duplicate-team-name = Duas equipes se chamam “{ $name }”.
error-no-end = A partida precisa durar pelo menos uma rodada.
error-duplicate-card = A carta { $card } está duas vezes no baralho.
error-deck-too-small = { $missing ->
    [one] O baralho tem { $have } cartas, mas esta partida precisa de pelo menos { $needed }: falta { $missing } carta.
   *[other] O baralho tem { $have } cartas, mas esta partida precisa de pelo menos { $needed }: faltam { $missing } cartas.
}

# Os mesmos motivos em poucas palavras, para as linhas estreitas da tela da mesa.
reason-short-line = +{ $points }: { $reason }
reason-short-storyteller-some = narrador, achada por alguns
reason-short-storyteller-all = narrador, achada por todos
reason-short-storyteller-none = narrador, achada por ninguém
reason-short-found = achou
reason-short-missed = errou
reason-short-everyone-found = todos acharam
reason-short-nobody-found = ninguém achou
reason-short-votes = { $votes ->
    [one] 1 voto
   *[other] { $votes } votos
}
reason-short-votes-capped = { $votes } votos, máx. { $cap }
reason-short-single-vote = com um só pino
reason-short-party-match = { $players } na mesma carta
reason-short-party-match-capped = { $players } na mesma carta, máx. { $cap }
reason-short-party-red = pino vermelho
reason-short-party-alone = sozinho na carta
