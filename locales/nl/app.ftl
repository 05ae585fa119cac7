# Woorden die overal in het spel terugkomen, het startscherm, de taalkeuze, instellingen en de spelregels.

common-points = { $count ->
    [one] { $count } punt
   *[other] { $count } punten
}
key-enter = Enter
key-space = Spatie
key-esc = Esc
key-m = M
common-back = Terug
common-back-hint = terug
common-menu = menu

app-title = Fabula
start-tagline = een tafel voor vertellers en dromers
start-continue = Verder spelen
start-new-game = Nieuw spel
start-saved-games = Opgeslagen spellen
start-rules = Spelregels
start-settings = Instellingen
start-hint-continue = verder spelen
start-hint-new-game = nieuw spel
start-hint-table = tafelscherm
start-language = Taal

settings-title = Instellingen
settings-language = Taal
settings-language-hint = Het hele spel schakelt meteen om, de spelregels ook.
settings-table-display = Tafelscherm
settings-table-display-hint = Een tweede venster voor een beamer of tv dat alleen laat zien wat de hele tafel mag zien. Een presentatieklikker speelt verder: Page Down voor de stemming en de volgende beurt, Page Up voor het rondeoverzicht, B terug naar het bord.
settings-open-table = Tafelscherm openen
settings-close-table = Tafelscherm sluiten
settings-card-library = Kaartenbibliotheek
settings-card-library-hint = Kies welke decks in het volgende spel meedoen en importeer je eigen kaarten.
settings-sound = Geluid
settings-sound-hint = Zachte geluiden bij de momenten van een beurt, uit deze computer.
settings-mute = Dempen
settings-mute-key = overal dempen
settings-volume = Volume
settings-effects = Effecten
settings-music = Rustige muziek
settings-music-volume = Volume van de muziek

rules-title = Spelregels
rules-contents = Inhoud

already-open-title = Fabula is al open
already-open-text = Een ander Fabula-venster gebruikt dezelfde opgeslagen spellen, maar reageert niet: het is misschien bezig, of vastgelopen. Wacht even en start Fabula opnieuw, of start toch: de spellen die in dat venster open zijn, blijven onaangeroerd.
already-open-start-anyway = Toch starten
already-open-quit = Afsluiten
