# Dixit Party en Team Dixit: de schermen die alleen deze spelregels hebben.

clue-title = { $name }, geef de hint
hint-blind-clue = In Dixit Party geef je de hint voordat je naar je kaarten kijkt. Typ hem, of zeg hem hardop.
clue-field = Jouw hint
clue-placeholder = een woord, een zin, een geluid…
clue-give = Deze hint geven
clue-hand-after = Je ziet je hand als jij aan de beurt bent, na de anderen: net als iedereen lever je dan de kaart in die het best bij je hint past.
clue-hint-give = hint geven

team-default-name = Team { $number }

# A Team Dixit partner's token: the team's colour with a second shape.
token-partner-coral = koraalrood plusteken
token-partner-sky = hemelsblauwe vijfhoek
token-partner-sun = zonnegele ring
token-partner-mint = mintgroene druppel
token-partner-lilac = lila zandloper
token-partner-rose = roze kruis
token-partner-cream = crème cirkel
token-partner-teal = blauwgroen vierkant
token-partner-orange = oranje driehoek
token-partner-indigo = indigo ruit
token-partner-lime = limoengroene ster
token-partner-silver = zilveren zeshoek

# A team's name until the players give it one: its colour.
team-coral = Team Koraal
team-sky = Team Hemel
team-sun = Team Zon
team-mint = Team Munt
team-lilac = Team Lila
team-rose = Team Roze
team-cream = Team Crème
team-teal = Team Blauwgroen
team-orange = Team Oranje
team-indigo = Team Indigo
team-lime = Team Limoen
team-silver = Team Zilver

# De opzet: hoe het spel eindigt, en de teams van Team Dixit.
setup-each-tells = Iedereen vertelt
setup-times = { $count ->
    [one] één keer
   *[other] { $count } keer
}
setup-turns = { $count ->
    [one] (1 beurt)
   *[other] ({ $count } beurten)
}
setup-teams = Teams van twee
setup-seating = Aan tafel
setup-seating-plan = Tafelschikking, met de klok mee vanaf boven: { $names }
setup-team-colour-of = Kleur van team { $team }: { $token }
setup-team-colour-hover = Klik voor een andere kleur
setup-team-name-of = Naam van team { $team }

# Team Dixit: in het openbaar kiezen wie de kaart van het team inlevert.
givers-title = Wie levert de kaart in?
hint-givers = Elk team beslist hardop wie van de twee een kaart inlevert; de ander stemt. Een team mag van keuze veranderen tot elk team gekozen heeft.
givers-hint-pick = kiezen
givers-button = { $name } levert in
givers-named = { $name } levert in
givers-storyteller-team = { $teller } vertelt, { $giver } levert in
givers-computers-choosing = De computerspelers kiezen…
givers-computers-chose = { $name } levert in: de computerspelers kozen
givers-advice-self = { $name } heeft een kaart bij deze hint en zou die inleveren.
givers-advice-partner = { $name } stemt liever: levert { $partner } in?

# Dixit Party: tussen twee beurten.
passing-title = Handen gaan naar links
passing-what = Iedereen geeft zijn hele hand, gedekt, aan de speler links van hem: Fabula heeft het al voor je gedaan.
passing-next = Daarna geeft { $name } een nieuwe hint.
passing-continue = Naar de volgende beurt
passing-hint = verder

# De stemming in Dixit Party.
vote-green-token = Jouw stem (het groene fiche)
vote-red-token = Het rode fiche
vote-red-wheel = Wiel van het rode fiche
vote-place-red = Leg nu het rode fiche.
vote-hint-other-dial = ander wiel
hint-vote-party = Leg je groene fiche op de kaart die het best bij de hint past; je eigen kaart mag ook.
hint-vote-party-storyteller = Je groene fiche op de kaart die je het mooist vindt, dan het rode fiche op een kaart: wie daarop stemt, scoort niets.

reveal-title-party = De stemmen zijn binnen
vote-title-party = { $name }, welke kaart past het best bij de hint?

setup-decks-on = Decks die aan staan: { $decks }
setup-open-library = Kaartenbibliotheek openen
