# Acessibilidade: o que um leitor de tela diz (a imagem de uma carta em palavras, as
# novidades da partida) e menos movimento. Em um arquivo próprio.

## A imagem de uma carta em palavras (o texto alternativo) quando o baralho não dá um título.
card-alt-learned = { $words } (uma imagem do baralho { $deck })
card-alt-numbered = Imagem { $number } do baralho { $deck }

## O que um leitor de tela anuncia conforme a partida avança.
announce-reveal = { $card }. Nesta rodada: { $points }
announce-scorer-points = { $name }: { $count ->
    [one] { $count } ponto
   *[other] { $count } pontos
}
announce-points-separator = { ", " }

## Configurações: movimento.
settings-motion = Movimento
settings-motion-hint = Com menos movimento, os coelhos não pulam pela trilha de pontos: eles somem do espaço antigo e aparecem aos poucos no novo, e a roda de votação para direto no número.
settings-motion-reduce = Reduzir movimento
settings-motion-system = O seu computador está configurado para menos movimento.

## A página do celular: nomes para os leitores de tela.
phone-page-card = Carta { $number }
phone-page-slot = Espaço { $number }
