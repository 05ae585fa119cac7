# Dixit Party e Dixit em Equipes: as telas que só estas regras têm.

clue-title = { $name }, dê a dica
hint-blind-clue = No Dixit Party você dá a dica antes de olhar suas cartas. Digite-a, ou diga-a em voz alta.
clue-field = Sua dica
clue-placeholder = uma palavra, uma frase, um som…
clue-give = Dar esta dica
clue-hand-after = Você vê sua mão na sua vez, depois dos outros: como todos, você então entrega a carta que melhor combina com a sua dica.
clue-hint-give = dar a dica

team-default-name = Equipe { $number }

# A Team Dixit partner's token: the team's colour with a second shape.
token-partner-coral = cruz coral
token-partner-sky = pentágono azul-celeste
token-partner-sun = anel amarelo-sol
token-partner-mint = gota verde-menta
token-partner-lilac = ampulheta lilás
token-partner-rose = xis rosa
token-partner-cream = círculo creme
token-partner-teal = quadrado verde-azulado
token-partner-orange = triângulo laranja
token-partner-indigo = losango anil
token-partner-lime = estrela verde-limão
token-partner-silver = hexágono prateado

# A team's name until the players give it one: its colour.
team-coral = Equipe Coral
team-sky = Equipe Céu
team-sun = Equipe Sol
team-mint = Equipe Menta
team-lilac = Equipe Lilás
team-rose = Equipe Rosa
team-cream = Equipe Creme
team-teal = Equipe Verde-azulada
team-orange = Equipe Laranja
team-indigo = Equipe Anil
team-lime = Equipe Limão
team-silver = Equipe Prata

# A preparação: como a partida termina, e as equipes do Dixit em Equipes.
setup-each-tells = Cada jogador narra
setup-times = { $count ->
    [one] uma vez
   *[other] { $count } vezes
}
setup-turns = { $count ->
    [one] (1 rodada)
   *[other] ({ $count } rodadas)
}
setup-teams = Equipes de dois
setup-seating = À mesa
setup-seating-plan = Disposição à mesa, em sentido horário a partir do topo: { $names }
setup-team-colour-of = Cor da equipe { $team }: { $token }
setup-team-colour-hover = Clique para outra cor
setup-team-name-of = Nome da equipe { $team }

# Dixit em Equipes: escolher, em público, quem entrega a carta de cada equipe.
givers-title = Quem entrega a carta?
hint-givers = Cada equipe decide em voz alta qual dos dois entrega uma carta; o outro vota. Uma equipe pode mudar de ideia até todas terem escolhido.
givers-hint-pick = escolher
givers-button = { $name } entrega
givers-named = { $name } entrega
givers-storyteller-team = { $teller } narra, { $giver } entrega
givers-computers-choosing = Os jogadores do computador estão escolhendo…
givers-computers-chose = { $name } entrega: escolha dos jogadores do computador
givers-advice-self = { $name } tem uma carta para esta dica e a entregaria.
givers-advice-partner = { $name } prefere votar: { $partner } entrega?

# Dixit Party: entre duas rodadas.
passing-title = As mãos passam para a esquerda
passing-what = Cada um passa a mão inteira, virada para baixo, ao jogador à sua esquerda: o Fabula já fez isso por vocês.
passing-next = Em seguida, { $name } dá uma nova dica.
passing-continue = Para a próxima rodada
passing-hint = continuar

# A votação do Dixit Party.
vote-green-token = Seu voto (pino verde)
vote-red-token = Pino vermelho
vote-red-wheel = Roda do pino vermelho
vote-place-red = Agora coloque o pino vermelho.
vote-hint-other-dial = outra roda
hint-vote-party = Coloque seu pino verde na carta que melhor combina com a dica; sua própria carta também vale.
hint-vote-party-storyteller = Seu pino verde na carta de que você mais gosta, depois o pino vermelho numa carta: quem votar nela não marca pontos.

reveal-title-party = Os votos chegaram
vote-title-party = { $name }, qual carta combina melhor com a dica?

setup-decks-on = Baralhos ativados: { $decks }
setup-open-library = Abrir a biblioteca de cartas
