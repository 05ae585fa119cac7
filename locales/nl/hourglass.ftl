# De zandloper naar keuze: een huisregel die niets afdwingt.

hourglass-switch = Spelen met de zandloper
hourglass-setup-hint = Een rustige zandloper voor elke taak. Loopt hij leeg, dan wordt niets afgedwongen: een belletje, en ‘Tijd!’ op het tafelscherm.
hourglass-storyteller = Verteller
hourglass-handing-in = Inleveren
hourglass-voting = Stemmen
hourglass-more-time = Meer tijd
hourglass-more-time-key = 30 seconden erbij (toets +)
hourglass-time = Tijd!
hourglass-ran-out-quiet = de tijd is om
hourglass-ran-out-label = Zandloper: de tijd is om
hourglass-left-label = Zandloper: nog { $time }
hourglass-paused = gepauzeerd
settings-hourglass = Zandloper
settings-hourglass-hint = Voor de volgende spellen: een tijd voor de verteller, voor het inleveren en voor het stemmen. Loopt hij leeg, dan wordt niets afgedwongen.
