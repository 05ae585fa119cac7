# Prijzen aan het eind van een spel, en de eregalerij uit de uitgespeelde spellen.

end-awards-title = Prijzen van de avond
award-bluffer = Beste bluffer
award-bluffer-why = { $names } { $winners ->
    [one] lokte
   *[other] lokten elk
} { $count ->
    [one] één stem
   *[other] { $count } stemmen
} naar de eigen kaarten
award-mind-reader = Gedachtelezer
award-mind-reader-why = { $names } { $winners ->
    [one] vond
   *[other] vonden elk
} de kaart van de verteller { $count ->
    [one] één keer
   *[other] { $count } keer
}
award-in-tune = Zielsverwant
award-in-tune-why = { $names } { $winners ->
    [one] stemde
   *[other] stemden elk
} { $count ->
    [one] één keer
   *[other] { $count } keer
} samen met anderen
award-storyteller = Perfecte verteller
award-storyteller-why = { $names } { $winners ->
    [one] gaf
   *[other] gaven elk
} { $count ->
    [one] één hint
   *[other] { $count } hints
} die sommigen, maar niet iedereen, vonden
award-trickster = Meester van het rode fiche
award-trickster-why = { $names } { $winners ->
    [one] ving
   *[other] vingen elk
} { $count ->
    [one] één stem
   *[other] { $count } stemmen
} met het rode fiche
award-sphinx = De sfinx
award-sphinx-why = { $names } { $winners ->
    [one] gaf
   *[other] gaven elk
} { $count ->
    [one] één hint
   *[other] { $count } hints
} die niemand vond
award-best-turn = Beste beurt
award-best-turn-why = { $names } { $winners ->
    [one] scoorde
   *[other] scoorden elk
} { $count ->
    [one] één punt
   *[other] { $count } punten
} in één beurt

hall-title = Eregalerij
hall-open = Eregalerij
hall-reading = De uitgespeelde spellen worden gelezen…
hall-empty = Speel een spel uit om het familieboek te beginnen.
hall-empty-hint = Elk uitgespeeld spel zet hier zijn spelers, overwinningen en prijzen bij.
hall-players = Spelers
hall-column-name = Naam
hall-column-games = Spellen
hall-column-wins = Gewonnen
hall-column-awards = Prijzen
hall-records = Records
hall-most-votes = Meeste stemmen gelokt in één spel
hall-most-votes-line = { $name }: { $count ->
    [one] één stem
   *[other] { $count } stemmen
}
hall-best-clue = Beste hint
hall-best-clue-line = { $name }: { $points ->
    [one] één punt
   *[other] { $points } punten
}
hall-games-counted = { $count ->
    [one] Uit één uitgespeeld spel
   *[other] Uit { $count } uitgespeelde spellen
}
hall-skipped = { $count ->
    [one] Eén opgeslagen spel kon niet gelezen worden en is overgeslagen.
   *[other] { $count } opgeslagen spellen konden niet gelezen worden en zijn overgeslagen.
}
hall-leave-out = Weglaten
hall-leave-out-hint = { $name } weglaten uit de eregalerij
hall-left-out = Weggelaten: { $names }
hall-bring-back = { $name } terugzetten
