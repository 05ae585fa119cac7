# A ampulheta opcional: uma regra da casa que não impõe nada.

hourglass-switch = Jogar com a ampulheta
hourglass-setup-hint = Uma ampulheta suave para cada etapa. Quando a areia acaba, nada é imposto: um sino, e “Tempo!” na tela da mesa.
hourglass-storyteller = Narrador
hourglass-handing-in = Entrega das cartas
hourglass-voting = Votação
hourglass-more-time = Mais tempo
hourglass-more-time-key = Mais 30 segundos (tecla +)
hourglass-time = Tempo!
hourglass-ran-out-quiet = o tempo acabou
hourglass-ran-out-label = Ampulheta: o tempo acabou
hourglass-left-label = Ampulheta: faltam { $time }
hourglass-paused = em pausa
settings-hourglass = Ampulheta
settings-hourglass-hint = Para as próximas partidas: um tempo para o narrador, para a entrega das cartas e para a votação. Nada é imposto quando a areia acaba.
