# Kaarten op tafel (meespeelmodus): de tafel speelt met de eigen kaarten, Fabula bewaart de
# geheimen en de score.

setup-table = Kaarten op tafel
setup-table-hint = Speel met je eigen Dixit-kaarten: Fabula bewaart de geheimen en de score, en toont genummerde plaatsen in plaats van plaatjes.
setup-table-no-computers = Computerspelers zien de kaarten op een echte tafel niet: maak van elke plaats een mens om met je eigen kaarten te spelen.

hint-table-clue = Kies een kaart uit je hand, leg hem gedekt neer en zeg je hint hardop (of typ hem hier).
clue-table-after = Daarna legt iedereen een kaart gedekt neer. Schud ze en leg ze open neer, één per genummerde plaats.
privacy-task-table-clue = Jij bent de verteller: kies een kaart, leg hem gedekt neer en geef je hint.
privacy-task-claim = Wijs aan op welke plaats op tafel jouw kaart ligt.

leave-below-text-table = Dit spel heeft minstens { $min } spelers nodig. Met de kaarten op tafel kan geen computerspeler de plaats van { $name } overnemen: het spel eindigt nu met de stand zoals hij is ({ $name } telt als vertrokken en kan niet winnen), of { $name } blijft.

claim-title = { $name }, waar ligt je kaart?
claim-title-two = { $name }, waar liggen je twee kaarten?
claim-hint = { $cards ->
    [one] Zoek je kaart tussen de { $places } op tafel en kies zijn plaats.
   *[other] Zoek je twee kaarten tussen de { $places } op tafel en kies hun plaatsen.
}
claim-confirm = Hier ligt mijn kaart
claim-confirm-two = Hier liggen mijn kaarten
claim-taken-help = Ligt je kaart echt daar, dan koos iemand de verkeerde plaats: iedereen wijst opnieuw aan.
claim-again = Iedereen wijst opnieuw aan
claim-hint-confirm = bevestig je plaats
claim-key-digits = 1–{ $last }
claim-hint-digits = kies een plaats

board-phase-claiming = Plaatsen: { $done } van { $count } aangewezen
table-claiming = Leg de kaarten open op de plaatsen 1 tot { $places } · { $done } van { $total } aangewezen · { $name } is aan de beurt
table-places-laid = { $total ->
    [one] { $total } genummerde plaats op tafel
   *[other] { $total } genummerde plaatsen op tafel
}
table-status-to-claim = wijst nog een plaats aan
table-status-place-told = plaats aangewezen
table-slot-place = plaats { $number }

error-cards-are-on-table = De kaarten liggen op tafel: wijs aan op welke plaats de jouwe ligt.
error-no-places-to-claim = Dit spel wordt met plaatjes gespeeld, niet met de kaarten op tafel.
error-wrong-place-count = { $expected ->
    [one] Kies { $expected } plaats, niet { $got }.
   *[other] Kies { $expected } plaatsen, niet { $got }.
}
error-same-place-twice = Je twee kaarten liggen op twee verschillende plaatsen.
error-place-taken = Plaats { $place } is al door een andere speler gekozen.
error-nothing-claimed = Nog niemand heeft een plaats aangewezen.
error-deck-on-table = Een spel met de kaarten op tafel gebruikt geen deck met plaatjes.
error-place-in-deck = Kaart { $card } is een genummerde plaats, geen plaatje.

phone-page-claim = Hier ligt mijn kaart
phone-page-claim-hint = Zoek je kaart op tafel en tik op het nummer van zijn plaats.
phone-page-claim-two-hint = Zoek je twee kaarten op tafel en tik op de nummers van hun plaatsen.
phone-page-claim-again = Iemand nam mijn plaats: iedereen wijst opnieuw aan
phone-page-table-clue-hint = Kies een kaart uit je hand, leg hem gedekt neer en zeg je hint hardop (of typ hem).
