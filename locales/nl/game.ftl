# De spelschermen: voorbereiding, privacyscherm, hand, speelbord, stemmen, onthulling, einde,
# scorespoor, kaarten en fiches, en de regel ‘wat nu’ onder elke titel.

## Voorbereiding

setup-title = Nieuw spel
setup-players = Spelers, in vertelvolgorde
setup-add-player = Speler toevoegen
setup-default-name = Speler
setup-token-of = Fiche van speler { $seat }: { $token }
setup-token-hover = Klik voor een ander fiche
setup-name-of = Naam van speler { $seat }
setup-move-up = Speler { $seat } omhoog
setup-move-down = Speler { $seat } omlaag
setup-remove = Speler { $seat } verwijderen
setup-rules = Regels
setup-rules-classic = Klassiek
setup-rules-classic-blurb = 3 tot 12 spelers; met z’n drieën levert iedereen twee kaarten in. Vanaf 7 spelers een tweede, optionele stem.
setup-rules-2021 = Editie 2021
setup-rules-2021-blurb = 3 tot 8 spelers. Eén stem per speler; elke stem op jouw kaart telt.
setup-rules-party = Dixit Party
setup-rules-party-blurb = 6 tot 12 spelers. Iedereen speelt en stemt; de verteller legt een rood fiche.
setup-rules-team = Team Dixit
setup-rules-team-blurb = 6, 8, 10 of 12 spelers in teams van twee; elk team scoort samen.
setup-game = Spel
setup-play-to = Spelen tot
setup-first-storyteller = Eerste verteller
setup-random = Willekeurig
setup-game-kept = Het lopende spel blijft bewaard bij Opgeslagen spellen.
setup-ready = { $count ->
    [one] { $count } speler, klaar om te dromen
   *[other] { $count } spelers, klaar om te dromen
}
setup-start = Spel starten
setup-hint-start = starten
setup-hint-back = terug
setup-looking-for-cards = De kaarten worden gezocht...

## Privacyscherm

privacy-turn = Beurt { $turn }
privacy-pass-to = Geef door aan { $name }
privacy-task-tell = Jij bent de verteller: kies een kaart en een hint.
privacy-task-submit = Kies een kaart uit je hand die bij de hint past.
privacy-task-vote = Stem op de kaart die volgens jou van de verteller is.
privacy-task-clue = Jij bent de verteller: geef een hint voordat je je hand ziet.
privacy-task-vote-party = Stem op de kaart die het best bij de hint past; je eigen kaart mag ook.
privacy-task-undo = Je laatste zet terugnemen: bevestig dat jij het bent.
privacy-i-am = Ik ben { $name }
privacy-keep-move = Mijn zet houden
privacy-undo = Mijn laatste zet terugnemen ({ $name })
privacy-hint-or = of
privacy-hint-its-me = dat ben ik
privacy-hint-table = tafelscherm

## Hand

hand-title-storyteller = { $name }, jij bent de verteller
hand-title-submit = { $count ->
    [one] { $name }, kies een kaart
   *[other] { $name }, kies { $count } kaarten
}
hand-clue-aloud = De verteller zei de hint hardop.
hand-clue = Hint
hand-clue-placeholder = optioneel: je mag hem ook hardop zeggen
hand-zoom = Inzoomen
hand-tell = Over deze kaart vertellen
hand-submit = { $count ->
    [one] Deze kaart inleveren
   *[other] Deze kaarten inleveren
}
hand-choose = { $count ->
    [one] Kies een kaart.
   *[other] Kies { $count } kaarten.
}
hand-hint-pick = kiezen
hand-hint-zoom = inzoomen
hand-hint-confirm = bevestigen
hand-hint-clear = wissen

## Kaarten

card-label = Kaart { $number }
card-clue = ‘{ $clue }’
card-zoomed = Ingezoomde kaart { $number }

## Speelbord en scorebord

board-title = De kaarten liggen op tafel
board-clue = { $name }: ‘{ $clue }’
board-clue-aloud = { $name } zei de hint hardop.
board-start-vote = Stemming starten
board-hint-start-vote = stemming starten
board-slot = Vak
board-scores = Scores
board-phase-choose-storyteller = Kiezen wie als eerste vertelt
board-phase-telling = { $name } kiest een kaart en een hint
board-phase-clue = { $name } bedenkt een hint
board-phase-naming-givers = Teams kiezen wie een kaart inlevert
board-phase-submitting = Kaarten inleveren: { $done } van { $count } klaar
board-phase-voting = { $done ->
    [one] Stemmen: { $done } van { $count } heeft gestemd
   *[other] Stemmen: { $done } van { $count } hebben gestemd
}
board-phase-reveal = De stemmen worden onthuld
board-phase-game-over = Het spel is voorbij

## Stemmen

vote-title = { $name }, welke kaart is van de verteller?
vote-your-vote = Jouw stem
vote-first-token = Eerste stemfiche
vote-second-token = Tweede stemfiche (optioneel)
vote-wheel = Stemwiel
vote-second-wheel = Stemwiel voor het tweede fiche
vote-cast = Stem uitbrengen
vote-turn-the-wheel = Draai aan het stemwiel of kies een kaart.
vote-same-card = Op kaart { $slot } ligt je eerste stemfiche al: het tweede gaat op een andere kaart.
vote-not-me = Niet { $name }? Verberg dit scherm
vote-hint-clear-or-hide = wissen, of verbergen
vote-own-card = Kaart { $slot } is van jou: daar kun je niet op stemmen.
vote-hint-slot = vak
vote-key-left-right = Links/Rechts
vote-hint-turn = draaien
vote-key-tab = Tab
vote-hint-other-token = ander fiche
vote-hint-vote = stemmen

## Onthulling en scorespoor

reveal-title = De kaart van { $name }: vak { $slot }
reveal-title-no-slot = De kaart van { $name }
reveal-points-this-turn = Punten deze beurt
reveal-owner-storyteller = { $name }, verteller
reveal-next-turn = Volgende beurt
reveal-hint-continue = verder
reveal-see-winner = Naar de winnaar
reveal-hint-winner = de winnaar
track-caption = scorespoor
track-rabbit = Konijn van { $name } op vak { $score }

## Einde

end-game-over = Het spel is voorbij
end-winner = { $name } wint!
end-team-winner = { $team } wint: { $members }!
end-shared-win = { $names } en { $last } delen de overwinning!
end-name-separator = {", "}
end-play-again = Nog een keer
end-back-to-start = Terug naar het begin
end-hint-play-again = nog een keer
end-hint-start-screen = startscherm

## Fiches (namen voor schermlezers)

token-coral-circle = koraalrode cirkel
token-sky-square = hemelsblauw vierkant
token-sun-triangle = zonnegele driehoek
token-mint-diamond = mintgroene ruit
token-lilac-star = lila ster
token-rose-hexagon = roze zeshoek
token-cream-plus = crème plusteken
token-teal-pentagon = blauwgroene vijfhoek
token-orange-ring = oranje ring
token-indigo-drop = indigo druppel
token-lime-hourglass = limoengroene zandloper
token-silver-cross = zilveren kruis

## Wat nu: één regel onder de titel van elk scherm

hint-setup = Zet de spelers in zitvolgorde, kies de regels en start.
hint-privacy = Geef de computer aan { $name }, die hieronder bevestigt terwijl de anderen wegkijken.
hint-storyteller = Kies een kaart en bedenk een hint: een woord, een zin, een geluid.
hint-submit = { $count ->
    [one] Kies de kaart uit je hand die het best bij de hint past, om stemmen te lokken.
   *[other] Kies { $count } kaarten uit je hand die bij de hint passen, om stemmen te lokken.
}
hint-board = Bekijk samen de kaarten en start dan de geheime stemming.
hint-vote = Draai het stemwiel naar de kaart van de verteller en breng je stem uit.
hint-vote-two = Leg je eerste stemfiche op de kaart van de verteller; een tweede mag.
hint-reveal = Kijk wie op welke kaart stemde en wie scoorde, en ga dan door.
hint-reveal-final = Kijk wie op welke kaart stemde en wie scoorde, en dan naar de winnaar.
hint-end = Speel nog een keer met dezelfde spelers, of ga terug naar het begin.
