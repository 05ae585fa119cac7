# Cartas fotografadas com celulares: o painel da biblioteca (photos-*), a página do celular
# (photos-page-*) e as recusas do computador (photos-refused-*).

photos-open = Adicionar cartas pelo celular
photos-title = Cartas dos celulares
photos-scan = Leia este código com um celular na mesma rede Wi-Fi e fotografe suas cartas deitadas numa mesa: uma a uma, ou até 12 lado a lado, sem se tocarem.
photos-qr-label = Código QR da página de fotos
photos-address = Ou abra este endereço no celular:
photos-loopback = Este computador não está em nenhuma rede doméstica agora: os celulares não o alcançam.
photos-start-failed = Os celulares não podem enviar fotos: { $reason }
photos-close = Fechar
photos-listening = Os celulares podem enviar fotos enquanto este painel estiver aberto.
photos-none-yet = Nenhuma foto ainda. Cada foto aparece aqui ao lado da carta encontrada nela.
photos-finding = Procurando a carta…
photos-found = Carta encontrada. Aceite-a, ou arraste um canto que esteja errado.
photos-not-found = Nenhuma carta encontrada: arraste os quatro cantos até os cantos da carta.
photos-placed = Cantos posicionados à mão. Aceite a carta, ou arraste um canto de novo.
photos-accept = Aceitar
photos-retake = Refazer
photos-accepted = Aceita
photos-same-card = A mesma carta da foto { $number }: ela será adicionada uma só vez.
photos-accept-number = Aceitar a foto { $number }
photos-retake-number = Refazer a foto { $number }
photos-turn = Virar de cabeça para baixo
photos-turn-number = Virar a carta { $number } de cabeça para baixo
photos-photo-label = Foto { $number }
photos-photo-image = Foto { $number } com o contorno da carta
photos-card-label = Carta da foto { $number }
photos-corner = Canto { $corner } da foto { $number }
photos-photo-card-label = Foto { $number }, carta { $card } de { $count }
photos-accept-card = Aceitar a carta { $card } da foto { $number }
photos-retake-card = Refazer a carta { $card } da foto { $number }
photos-turn-card = Virar a carta { $card } da foto { $number } de cabeça para baixo
photos-card-of-label = Carta { $card } da foto { $number }
photos-photo-card-image = Foto { $number } com a carta { $card } contornada
photos-corner-card = Canto { $corner } da carta { $card } na foto { $number }
photos-same-card-of = A mesma carta que a carta { $card } da foto { $number }: ela será adicionada uma só vez.
photos-cards-found = { $count ->
    [one] Foto { $number }: { $count } carta encontrada
   *[other] Foto { $number }: { $count } cartas encontradas
}
photos-deck-name = Nome do baralho
photos-default-deck = Fotos do celular { $date }
photos-add = { $count ->
    [one] Adicionar { $count } carta ao baralho
   *[other] Adicionar { $count } cartas ao baralho
}
photos-add-none = Aceite cartas para adicioná-las
photos-adding = Adicionando as cartas…
photos-report-added = { $count ->
    [one] { $count } carta adicionada a “{ $deck }”.
   *[other] { $count } cartas adicionadas a “{ $deck }”.
}
photos-report-already = { $count ->
    [one] { $count } já estava lá.
   *[other] { $count } já estavam lá.
}
photos-report-failed = Não foi possível adicionar as cartas: { $reason }

photos-page-title = Fotografe suas cartas
photos-page-hint = Até 12 cartas por foto, lado a lado sem se tocarem, deitadas numa mesa lisa, cada carta inteira na imagem.
photos-page-take = Tirar uma foto
photos-page-choose = Escolher fotos
photos-page-shrinking = Preparando…
photos-page-sending = Enviando…
photos-page-sent-number = Enviada: a foto { $number } está no computador.
photos-page-sent-cards = { $count ->
    [one] Enviada: a foto { $number } está no computador, { $count } carta encontrada.
   *[other] Enviada: a foto { $number } está no computador, { $count } cartas encontradas.
}
photos-page-sent-none = Enviada: a foto { $number } está no computador, mas nenhuma carta foi encontrada nela: posicione os cantos lá.
photos-page-waiting-retry = Tentando de novo em instantes…
photos-page-lost = Não enviada: o computador não responde (o painel dele ainda está aberto?).
photos-page-no-link = Leia de novo o código QR no computador para enviar fotos.
photos-page-progress = { $done } de { $count } enviadas

photos-refused-token = Este link não vale mais: leia de novo o código QR no computador.
photos-refused-locked = Links errados demais deste celular: espere um minuto e leia de novo o código QR.
photos-refused-too-many = Mais devagar: o computador aceita { $count } fotos por minuto de cada celular. Esta será reenviada em instantes.
photos-refused-file-too-large = Esta foto é grande demais ({ $megabytes } MB; o computador aceita até { $limit } MB). Envie-a pela página, que a reduz.
photos-refused-pixels = Esta imagem tem pixels demais ({ $width } × { $height }; no máximo { $megapixels } megapixels).
photos-refused-not-a-picture = Isto não é uma foto que o computador consiga ler: tire outra ou escolha outra.
photos-refused-full = { $count } fotos esperam no computador: aceite ou refaça algumas lá. Esta será reenviada em instantes.
photos-refused-closed = O computador parou de aceitar fotos.
