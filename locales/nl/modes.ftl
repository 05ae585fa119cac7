# Dixit Party en Team Dixit: de schermen die alleen deze spelregels hebben.

clue-title = { $name }, geef de hint
hint-blind-clue = In Dixit Party geef je de hint voordat je naar je kaarten kijkt. Typ hem, of zeg hem hardop.
clue-field = Jouw hint
clue-placeholder = een woord, een zin, een geluid…
clue-give = Geef deze hint
clue-hand-after = Daarna zie je je kaarten: net als iedereen leg je dan de kaart in die het best bij je hint past.
clue-hint-give = hint geven

team-default-name = Team { $number }
