# Le sablier facultatif : une règle maison qui n’impose rien.

hourglass-switch = Jouer avec le sablier
hourglass-setup-hint = Un sablier discret pour chaque étape. Quand il est vide, rien n’est imposé : un carillon, et « Temps ! » sur l’écran de table.
hourglass-storyteller = Conteur
hourglass-handing-in = Remise des cartes
hourglass-voting = Vote
hourglass-more-time = Plus de temps
hourglass-more-time-key = 30 secondes de plus (touche +)
hourglass-time = Temps !
hourglass-ran-out-quiet = le temps est écoulé
hourglass-ran-out-label = Sablier : le temps est écoulé
hourglass-left-label = Sablier : encore { $time }
hourglass-paused = en pause
settings-hourglass = Sablier
settings-hourglass-hint = Pour les prochaines parties : un temps pour le conteur, pour la remise des cartes et pour le vote. Rien n’est imposé quand il est vide.
