# Het tafelscherm (het venster voor de beamer of tv) en de beknopte schermen van de computer zolang het open is.

table-window-title = Fabula — tafel
table-region = Tafelscherm
table-waiting = De tafel is klaar: het spel verschijnt hier.
table-turn = Beurt { $number }
table-new-game = Een nieuw spel
table-choosing-teller = We kiezen wie als eerste vertelt
table-is-storyteller = { $name } is de verteller
table-choosing-card = { $name } kiest een kaart
table-thinking-clue = { $name } bedenkt een hint
table-clue = ‘{ $clue }’
table-clue-aloud = { $name } zei de hint hardop
table-board-before-vote = Bekijk alle kaarten: de stemming begint op de computer
table-team-choosing = { $team } kiest wie de kaart inlevert
table-teams-choosing = { $teams } en { $last } kiezen wie hun kaart inlevert
table-teams-chose = Elk team heeft gekozen wie zijn kaart inlevert
table-submitting = De kaarten komen binnen: { $done } van { $total } · { $name } kiest
table-voting = { $total ->
    [one] { $name } stemt: { $done } van { $total } stem binnen
   *[other] { $name } stemt: { $done } van { $total } stemmen binnen
}
table-teller-card = De kaart van { $name }
table-teller-card-slot = De kaart van { $name }: vak { $slot }
table-last-turn = { $clue } · de laatste beurt
table-final-standings = Eindstand
table-standings = Stand
table-scores = Scores
table-turn-points = + punten van beurt { $number }
table-standing-label = { $score ->
    [one] { $name }: { $score } punt
   *[other] { $name }: { $score } punten
}
table-standing-label-note = { $score ->
    [one] { $name }: { $score } punt, { $note }
   *[other] { $name }: { $score } punten, { $note }
}
table-status-storyteller = verteller
table-status-voted = gestemd
table-status-card-in = ingeleverd
table-status-choosing = kiest
table-status-chosen = gekozen
table-status-hands-in = levert in
table-status-votes-later = stemt straks
table-status-to-hand-in = moet inleveren
table-status-to-vote = moet stemmen
table-face-down = { $total ->
    [one] { $placed } van { $total } kaart ligt gedekt
   *[other] { $placed } van { $total } kaarten liggen gedekt
}
table-on-track = { $name } staat op { $score } op het scorespoor
table-points-title = Punten deze beurt
table-points-label = { $name }: +{ $gained }, { $score } in totaal. { $reasons }
table-slot = Tafelvak
table-slot-card = kaart nr. { $number }
table-slot-owner = kaart van { $name }
table-slot-storyteller = die van de verteller
table-slot-votes = { $votes ->
    [one] { $votes } stem
   *[other] { $votes } stemmen
}
table-slot-red = het rode fiche

table-toggle = Tafelscherm
table-cards-there = De kaarten liggen op het tafelscherm
table-look-up = Bekijk samen het grote scherm en start dan de stemming.
table-start-vote = Stemming starten
table-hint-start-vote = stemming starten
table-votes-there = De stemmen en punten staan op het tafelscherm.
table-row = { $name }: +{ $gained }, nu { $score }
table-row-reasons = { $name }: +{ $gained }, nu { $score } ({ $reasons })
table-see-winner = Naar de winnaar
table-hint-winner = de winnaar
table-next-turn = Volgende beurt
table-hint-continue = verder
