# Quem chega atrasado e entra pelo celular: a página para pedir, as respostas do anfitrião, a
# pergunta no computador e o código na tela da mesa.
phone-page-join-title = Entrar na partida
phone-page-join-language = Idioma da mesa: { $language }
phone-page-join-name = Seu nome
phone-page-join-ask = Pedir para entrar
phone-page-join-waiting = Pedido enviado como { $name }: a mesa responde no fim da rodada.
phone-page-join-seated = Bem-vindo à mesa! Suas cartas estão chegando.
phone-join-declined = A mesa não pode receber você desta vez. Obrigado por pedir!
phone-join-full = A mesa está cheia: não cabe mais ninguém.
phone-join-pairs = No Dixit em Equipes, quem chega atrasado entra com uma equipe de dois: peça no computador.
phone-join-game-over = A partida acabou: peça para entrar na próxima.
phone-join-empty-name = Digite seu nome primeiro.
phone-join-long-name = Um nome tem no máximo { $max } caracteres.
phone-join-bad-name = Um nome não pode ter caracteres invisíveis ou de controle.
phone-join-name-taken = { $name } já está na mesa: escolha outro nome.
phone-join-already-asked = Você já pediu: a mesa responde no fim da rodada.
phone-join-too-many = Muita gente está pedindo para entrar agora: tente de novo daqui a pouco.
phone-join-no-link = Você tem um lugar, mas este celular não recebeu o link: peça seu código no computador.
join-prompt-asks = { $name } pede para entrar
join-prompt-where = no próprio celular, depois de { $after }
join-prompt-accept = Aceitar
join-prompt-decline = Recusar
join-prompt-more = e mais { $count } esperando
table-join-title = Chegou atrasado?
table-join-scan = Escaneie para pedir para entrar
