# Cartes photographiées avec des téléphones : le panneau de la bibliothèque (photos-*), la
# page du téléphone (photos-page-*) et les refus de l’ordinateur (photos-refused-*).

photos-open = Ajouter des cartes par téléphone
photos-title = Cartes venues des téléphones
photos-scan = Scannez ce code avec un téléphone sur le même Wi-Fi, puis photographiez vos cartes à plat sur une table : une à une, ou jusqu’à 12 côte à côte, sans qu’elles se touchent.
photos-qr-label = Code QR de la page photo
photos-address = Ou ouvrez cette adresse sur le téléphone :
photos-loopback = Cet ordinateur n’est sur aucun réseau domestique : les téléphones ne peuvent pas le joindre.
photos-start-failed = Les téléphones ne peuvent pas envoyer de photos : { $reason }
photos-close = Fermer
photos-listening = Les téléphones peuvent envoyer des photos tant que ce panneau est ouvert.
photos-none-yet = Pas encore de photo. Chaque photo apparaît ici à côté de la carte qu’on y a trouvée.
photos-finding = Recherche de la carte…
photos-found = Carte trouvée. Acceptez-la, ou faites glisser un coin mal placé.
photos-not-found = Aucune carte trouvée : faites glisser les quatre coins sur ceux de la carte.
photos-placed = Coins placés à la main. Acceptez la carte, ou faites encore glisser un coin.
photos-accept = Accepter
photos-retake = Reprendre
photos-accepted = Acceptée
photos-same-card = La même carte que la photo { $number } : elle ne sera ajoutée qu’une fois.
photos-accept-number = Accepter la photo { $number }
photos-retake-number = Reprendre la photo { $number }
photos-turn = Tourner d’un demi-tour
photos-turn-number = Tourner la carte { $number } d’un demi-tour
photos-photo-label = Photo { $number }
photos-photo-image = Photo { $number } avec le contour de la carte
photos-card-label = Carte de la photo { $number }
photos-corner = Coin { $corner } de la photo { $number }
photos-photo-card-label = Photo { $number }, carte { $card } sur { $count }
photos-accept-card = Accepter la carte { $card } de la photo { $number }
photos-retake-card = Reprendre la carte { $card } de la photo { $number }
photos-turn-card = Tourner la carte { $card } de la photo { $number } d’un demi-tour
photos-card-of-label = Carte { $card } de la photo { $number }
photos-photo-card-image = Photo { $number } avec la carte { $card } entourée
photos-corner-card = Coin { $corner } de la carte { $card } de la photo { $number }
photos-same-card-of = La même carte que la carte { $card } de la photo { $number } : elle ne sera ajoutée qu’une fois.
photos-cards-found = { $count ->
    [one] Photo { $number } : { $count } carte trouvée
   *[other] Photo { $number } : { $count } cartes trouvées
}
photos-deck-name = Nom du paquet
photos-default-deck = Photos de téléphone { $date }
photos-add = { $count ->
    [one] Ajouter { $count } carte au paquet
   *[other] Ajouter { $count } cartes au paquet
}
photos-add-none = Acceptez des cartes pour les ajouter
photos-adding = Ajout des cartes…
photos-report-added = { $count ->
    [one] { $count } carte ajoutée à « { $deck } ».
   *[other] { $count } cartes ajoutées à « { $deck } ».
}
photos-report-already = { $count ->
    [one] { $count } y était déjà.
   *[other] { $count } y étaient déjà.
}
photos-report-failed = Les cartes n’ont pas pu être ajoutées : { $reason }

photos-page-title = Photographiez vos cartes
photos-page-hint = Jusqu’à 12 cartes par photo, côte à côte sans se toucher, à plat sur une table unie, chaque carte entière dans l’image.
photos-page-take = Prendre une photo
photos-page-choose = Choisir des photos
photos-page-shrinking = Préparation…
photos-page-sending = Envoi…
photos-page-sent-number = Envoyée : la photo { $number } est sur l’ordinateur.
photos-page-sent-cards = { $count ->
    [one] Envoyée : la photo { $number } est sur l’ordinateur, { $count } carte trouvée.
   *[other] Envoyée : la photo { $number } est sur l’ordinateur, { $count } cartes trouvées.
}
photos-page-sent-none = Envoyée : la photo { $number } est sur l’ordinateur, mais aucune carte n’y a été trouvée : placez-en les coins là-bas.
photos-page-waiting-retry = Nouvel essai dans un instant…
photos-page-lost = Pas envoyée : l’ordinateur est injoignable (son panneau est-il encore ouvert ?).
photos-page-no-link = Scannez de nouveau le code QR de l’ordinateur pour envoyer des photos.
photos-page-progress = { $done } sur { $count } envoyées

photos-refused-token = Ce lien ne marche plus : scannez de nouveau le code QR de l’ordinateur.
photos-refused-locked = Trop de liens erronés depuis ce téléphone : attendez une minute, puis scannez de nouveau le code QR.
photos-refused-too-many = Doucement : l’ordinateur prend { $count } photos par minute d’un même téléphone. Celle-ci sera renvoyée dans un instant.
photos-refused-file-too-large = Cette photo est trop lourde ({ $megabytes } Mo ; l’ordinateur accepte jusqu’à { $limit } Mo). Envoyez-la par la page, qui la réduit.
photos-refused-pixels = Cette image a trop de pixels ({ $width } × { $height } ; { $megapixels } mégapixels au plus).
photos-refused-not-a-picture = Ce n’est pas une photo que l’ordinateur sait lire : prenez-en une nouvelle ou choisissez-en une autre.
photos-refused-full = { $count } photos attendent sur l’ordinateur : acceptez-en ou reprenez-en quelques-unes. Celle-ci sera renvoyée dans un instant.
photos-refused-closed = L’ordinateur ne prend plus de photos.
