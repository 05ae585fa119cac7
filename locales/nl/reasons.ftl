# De woorden van de spelregels: waarom er punten vielen, waarom een zet geweigerd werd, waarom
# een voorbereiding niet kan starten.

## Redenen voor punten

reason-line = +{ $points }: { $reason }
reason-storyteller-some-found = verteller, sommige stemmers vonden de kaart, niet allemaal
reason-storyteller-everyone-found = verteller, alle stemmers vonden de kaart
reason-storyteller-nobody-found = verteller, geen enkele stemmer vond de kaart
reason-found-card = vond de kaart van de verteller
reason-missed-card = vond de kaart van de verteller niet
reason-everyone-found = iedereen vond de kaart van de verteller
reason-nobody-found = niemand vond de kaart van de verteller
reason-votes-received = { $votes ->
    [one] { $votes } stem op eigen kaart
   *[other] { $votes } stemmen op eigen kaart
}
reason-votes-received-capped = { $votes ->
    [one] { $votes } stem op eigen kaart, hooguit { $cap }
   *[other] { $votes } stemmen op eigen kaart, hooguit { $cap }
}
reason-single-vote = gevonden met één stemfiche (geen tweede stem)
reason-party-match = { $players } spelers kozen dezelfde kaart
reason-party-match-capped = { $players } spelers kozen dezelfde kaart, hooguit { $cap }
reason-party-red-token = koos de kaart met het rode fiche
reason-party-alone = stemde als enige op de gekozen kaart

## Geweigerde zetten

error-wrong-phase = Dat kan nu niet.
error-unknown-player = Er is geen speler { $seat }.
error-not-storyteller = Alleen de verteller kan dat.
error-not-a-submitter = Jij levert deze beurt geen kaart in.
error-already-submitted = Je hebt je kaart al ingeleverd.
error-card-not-in-hand = Die kaart zit niet in je hand.
error-wrong-card-count = { $expected ->
    [one] Lever { $expected } kaart in, niet { $got }.
   *[other] Lever { $expected } kaarten in, niet { $got }.
}
error-same-card-twice = Je kunt dezelfde kaart niet twee keer inleveren.
error-clue-too-long = { $max ->
    [one] De hint mag hooguit { $max } teken lang zijn.
   *[other] De hint mag hooguit { $max } tekens lang zijn.
}
error-storyteller-cannot-vote = De verteller stemt niet.
error-not-a-voter = Jij stemt deze beurt niet.
error-already-voted = Je hebt al gestemd.
error-wrong-vote-count-exact = { $count ->
    [one] Breng { $count } stem uit, niet { $got }.
   *[other] Breng { $count } stemmen uit, niet { $got }.
}
error-wrong-vote-count = Breng { $min } tot { $max } stemmen uit, niet { $got }.
error-slot-out-of-range = Vak { $slot } ligt niet op het speelbord (1 tot { $slots }).
error-same-slot-twice = Je twee stemfiches moeten op verschillende kaarten liggen.
error-own-card = Je kunt niet op je eigen kaart stemmen.
error-red-token-missing = De verteller moet het rode fiche leggen.
error-red-token-not-allowed = Alleen de verteller in Dixit Party heeft een rood fiche.
error-giver-already-named = Die speler levert de kaart van het team al in.
error-storyteller-team = Het team van de verteller kiest niet wie een kaart inlevert.
error-game-over = Het spel is voorbij.
error-player-left = Die speler heeft het spel verlaten.
error-not-between-turns = Spelers komen erbij of vertrekken alleen voor de eerste beurt of aan het eind van een beurt.
error-join-count = { $expected ->
    [one] Er komt één speler tegelijk bij.
   *[other] Een team van { $expected } spelers komt samen bij.
}
error-new-name-empty = De nieuwe speler heeft een naam nodig.
error-new-name-too-long = Die naam is te lang (hooguit { $max } tekens).
error-name-taken = Er heet al iemand ‘{ $name }’.
error-table-full = De tafel is vol (hooguit { $max } spelers).
error-too-few-players = Er zijn minstens { $min } spelers nodig.
error-not-enough-cards = Het deck heeft te weinig kaarten voor deze tafel ({ $needed } nodig, { $available } beschikbaar).

## Voorbereidingen die niet kunnen starten

error-player-count = { $rules ->
    [edition2021] Editie 2021 is voor { $min } tot { $max } spelers, niet { $count }.
    [party] Dixit Party is voor { $min } tot { $max } spelers, niet { $count }.
    [team] Team Dixit is voor 6, 8, 10 of 12 spelers, niet { $count }.
   *[classic] Klassiek is voor { $min } tot { $max } spelers, niet { $count }.
}
error-empty-name = Speler { $seat } heeft geen naam.
error-name-too-long = De naam ‘{ $name }’ is te lang (hooguit { $max } tekens).
error-duplicate-name = Twee spelers heten ‘{ $name }’.
error-team-names = { $teams } teams hebben { $teams } namen nodig, niet { $given }.
error-empty-team-name = Team { $team } heeft geen naam.
error-duplicate-team-name = Twee teams heten ‘{ $name }’.
error-no-end = Het spel moet minstens één beurt duren.
error-duplicate-card = Kaart { $card } zit twee keer in het deck.
error-deck-too-small = { $missing ->
    [one] Het deck heeft { $have } kaarten, maar dit spel heeft er minstens { $needed } nodig: er ontbreekt { $missing } kaart.
   *[other] Het deck heeft { $have } kaarten, maar dit spel heeft er minstens { $needed } nodig: er ontbreken { $missing } kaarten.
}

# Dezelfde redenen in een paar woorden, voor de smalle rijen van het tafelscherm.
reason-short-line = +{ $points }: { $reason }
reason-short-storyteller-some = verteller, door sommigen gevonden
reason-short-storyteller-all = verteller, door iedereen gevonden
reason-short-storyteller-none = verteller, door niemand gevonden
reason-short-found = gevonden
reason-short-missed = gemist
reason-short-everyone-found = iedereen vond hem
reason-short-nobody-found = niemand vond hem
reason-short-votes = { $votes ->
    [one] 1 stem
   *[other] { $votes } stemmen
}
reason-short-votes-capped = { $votes } stemmen, max { $cap }
reason-short-single-vote = met één fiche
reason-short-party-match = { $players } op één kaart
reason-short-party-match-capped = { $players } op één kaart, max { $cap }
reason-short-party-red = rode kaart
reason-short-party-alone = als enige op die kaart
