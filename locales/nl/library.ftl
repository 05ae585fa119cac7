# De kaartenbibliotheek: decks, importeren, het verslag van overgeslagen bestanden, benodigde kaarten.

library-start-button = Kaartenbibliotheek
library-settings-open = Kaartenbibliotheek openen
library-title = Kaartenbibliotheek
library-add-folder = Map toevoegen…
library-drop-hint = of sleep een map, een zip, een pdf of afbeeldingen naar dit venster
library-no-dialog = Hier is geen venster om een bestand te kiezen: sleep in plaats daarvan een map, een zip, een pdf of afbeeldingen naar dit venster.
library-dialog-title = Kies een map met kaartafbeeldingen
library-add-file = Zip of pdf toevoegen…
library-file-dialog-title = Kies een zip-archief, een pdf of een vel met kaarten
library-dropped-deck = Gesleepte kaarten { $date }

library-cards-on = { $count ->
    [one] { $count } kaart aangezet.
   *[other] { $count } kaarten aangezet.
}
library-cards-needed = Met { $players } spelers zijn minstens { $count } kaarten nodig.
library-cards-missing = { $count ->
    [one] Er ontbreekt { $count } kaart: zet nog een deck aan of voeg er een toe.
   *[other] Er ontbreken { $count } kaarten: zet meer decks aan of voeg er een toe.
}
library-too-few = { $missing ->
    [one] Te weinig kaarten: dit spel heeft er { $needed } nodig en de aangezette decks hebben er { $have }, er ontbreekt dus { $missing } kaart. Zet meer decks aan in de kaartenbibliotheek.
   *[other] Te weinig kaarten: dit spel heeft er { $needed } nodig en de aangezette decks hebben er { $have }, er ontbreken dus { $missing } kaarten. Zet meer decks aan in de kaartenbibliotheek.
}

library-switch = ‘{ $deck }’ in het volgende spel gebruiken
library-switch-hint = Wel of niet in het volgende spel
library-card-count = { $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
}
library-builtin = hoort bij Fabula
library-off = niet in het volgende spel
library-deck-empty = Dit deck heeft geen kaarten meer.
library-rename = Naam wijzigen
library-new-name = Nieuwe naam
library-rename-save = Bewaren
library-rename-cancel = Annuleren
library-remove = Verwijderen
library-remove-question = { $count ->
    [one] ‘{ $deck }’ en zijn kaart uit de bibliotheek verwijderen? Opgeslagen spellen die het deck gebruiken, hebben het dan opnieuw nodig.
   *[other] ‘{ $deck }’ en zijn { $count } kaarten uit de bibliotheek verwijderen? Opgeslagen spellen die het deck gebruiken, hebben het dan opnieuw nodig.
}
library-remove-confirm = Deck verwijderen
library-remove-keep = Houden
library-forget-learning = Vergeten wat de computerspelers leerden
library-forget-learning-hint = De computerspelers leerden uit jullie hints en stemmen welke woorden bij deze kaarten passen.
library-forget-learning-question = Vergeten wat de computerspelers aan tafel over { $deck } leerden? Wat ze in de plaatjes zien, blijft.
library-forget-learning-confirm = Vergeten
library-forget-learning-keep = Bewaren
library-card = { $deck }, kaart { $number }
library-view-large = Klik om hem groot te zien
library-card-large = { $deck }, kaart { $number }, groot
library-card-of = { $deck } — kaart { $number } van { $count }
library-previous-card = Vorige kaart
library-next-card = Volgende kaart
library-close-card = Terug naar de bibliotheek

library-importing = Bezig met importeren…
library-importing-deck = ‘{ $deck }’ wordt geïmporteerd
library-scanning = De map wordt doorzocht…
library-progress = { $done } van { $count } bestanden
library-cancel = Annuleren
library-cancelling = Bezig met stoppen…
library-report-added = { $count ->
    [one] ‘{ $deck }’: { $count } kaart toegevoegd.
   *[other] ‘{ $deck }’: { $count } kaarten toegevoegd.
}
library-report-updated = { $count ->
    [one] ‘{ $deck }’ bijgewerkt: { $count } kaart.
   *[other] ‘{ $deck }’ bijgewerkt: { $count } kaarten.
}
library-report-nothing = Geen bruikbare afbeeldingen in die map, dat archief of dat bestand: er is niets toegevoegd.
library-report-cancelled = Importeren geannuleerd: de bibliotheek is niet veranderd.
library-report-failed = Importeren is mislukt: { $reason }
library-report-refused = ‘{ $archive }’ is niet geïmporteerd, er is niets toegevoegd: { $reason }
library-error-missing = ‘{ $path }’ is er niet meer (verplaatst of verwijderd?)
library-error-read = ‘{ $path }’ kan niet worden gelezen ({ $detail })
library-error-write = de bibliotheek kan niet worden geschreven in ‘{ $path }’ ({ $detail }); is de schijf vol? Het deck is zoals het was.
library-error-manifest = de kaartenlijst van het deck in ‘{ $path }’ is beschadigd ({ $detail })
library-error-encode = ‘{ $path }’ kan niet als kaart worden bewaard ({ $detail })
library-error-busy = ‘{ $path }’ wordt al geïmporteerd; wacht tot die import klaar is
library-error-no-deck = er is geen deck ‘{ $deck }’ in de bibliotheek
library-error-no-data-dir = Fabula vindt geen map voor zijn gegevens (is er een thuismap ingesteld?)
library-error-cancelled = geannuleerd
library-report-skipped = { $count ->
    [one] { $count } bestand overgeslagen:
   *[other] { $count } bestanden overgeslagen:
}
library-report-ok = OK

skip-empty = leeg bestand (0 bytes)
skip-truncated = het bestand houdt op voordat de afbeelding klaar is (onvolledig gekopieerd?)
skip-corrupt = beschadigd { $format }-bestand ({ $detail })
skip-unsupported = { $kind }-bestanden worden niet ondersteund; exporteer de afbeelding als JPEG of PNG
skip-unsupported-variant = deze soort { $format } wordt niet ondersteund ({ $detail }); sla hem opnieuw op als gewone JPEG of PNG
skip-not-a-picture = geen afbeelding
skip-too-large = te groot ({ $width } × { $height } pixels; de grens is { $megapixels } megapixel)
skip-file-too-large = bestand veel te groot voor een kaart ({ $megabytes } MB)
skip-too-much-memory = te groot om veilig te openen (zou te veel geheugen vragen)
skip-same-as = dezelfde afbeelding als { $file }
skip-already-in-deck = staat al in het deck ‘{ $deck }’
skip-already-scanned = koppeling naar een map die al gelezen is ({ $folder }), niet gevolgd
skip-broken-link = kapotte koppeling
skip-not-a-file = geen gewoon bestand
skip-unreadable = kan niet gelezen worden ({ $detail })
skip-link = een koppeling in het archief, niet gevolgd
skip-unsafe-name = de naam leidt buiten het archief; niet gebruikt
skip-unsupported-compression = ingepakt met een compressie die Fabula niet leest; zip de afbeeldingen opnieuw met gewone compressie
skip-archive-in-archive = een archief in het archief; pak het uit en voeg toe wat erin zit
skip-page = pagina { $page }: { $reason }
skip-no-card = er staat geen kaart op
archive-damaged = het zip-archief is beschadigd ({ $detail })
archive-encrypted = het archief is beveiligd met een wachtwoord ({ $entry }); pak het uit met het wachtwoord en voeg de map toe
archive-too-many-entries = het archief bevat { $count } bestanden, meer dan de { $limit } die een deck mag hebben
archive-too-large = uitgepakt zou het archief { $megabytes } MB innemen, meer dan de toegestane { $limit } MB
archive-bomb = { $entry } zou uitpakken tot { $ratio } keer zijn ingepakte grootte (hooguit { $limit }): dit lijkt op een zip-bom
pdf-encrypted = de pdf is beveiligd met een wachtwoord; bewaar een kopie zonder
pdf-damaged = de pdf is beschadigd: zijn pagina’s zijn niet te vinden
pdf-too-many-pages = de pdf heeft { $count } pagina’s, meer dan de { $limit } die uit één bestand gelezen worden
