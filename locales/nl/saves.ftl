# De opgeslagen spellen, de rustige meldingen over bestanden, waarom een bestand niet te laden was, en het rondeoverzicht.

saves-title = Opgeslagen spellen
saves-subtitle = Elk spel wordt na elke zet opgeslagen.
saves-empty = Nog geen opgeslagen spellen.
saves-finished = afgelopen
saves-turn = beurt { $number }
saves-team = Team
saves-team-members = { $team } ({ $members })
saves-keep = Bewaren
saves-keep-label = Dit opgeslagen spel bewaren
saves-delete-yes = Ja, verwijderen
saves-delete-yes-label = Ja, verwijder het
saves-delete-question = Dit spel voorgoed verwijderen?
saves-delete = Verwijderen
saves-delete-label = Opgeslagen spel { $number } verwijderen
saves-standings = Eindstand
saves-standings-label = Eindstand van opgeslagen spel { $number }
saves-resume = Verder spelen
saves-resume-label = Opgeslagen spel { $number } verder spelen
saves-hint-back = terug

saves-date = { $day } { $month } { $year }
saves-month-1 = januari
saves-month-2 = februari
saves-month-3 = maart
saves-month-4 = april
saves-month-5 = mei
saves-month-6 = juni
saves-month-7 = juli
saves-month-8 = augustus
saves-month-9 = september
saves-month-10 = oktober
saves-month-11 = november
saves-month-12 = december
saves-just-now = zojuist
saves-minutes-ago = { $count ->
    [one] { $count } minuut geleden
   *[other] { $count } minuten geleden
}
saves-hours-ago = { $count ->
    [one] { $count } uur geleden
   *[other] { $count } uur geleden
}
saves-days-ago = { $count ->
    [one] { $count } dag geleden
   *[other] { $count } dagen geleden
}

notice-title = Goed om te weten
notice-ok = Oké, genoteerd
notice-kept-as = het bestand is bewaard als { $file }
notice-not-moved = het bestand kon niet opzij worden gezet
notice-bad-save = Het opgeslagen spel van { $date } kon niet worden gelezen: { $reason }; { $kept }.
notice-bad-save-undated = Een opgeslagen spel kon niet worden gelezen: { $reason }; { $kept }.
notice-bad-settings = Je instellingen konden niet worden gelezen: { $reason }; { $kept }. Fabula start met de standaardinstellingen.
notice-bad-learning = Wat de computerspelers over het deck ‘{ $deck }’ leerden, kon niet worden gelezen; { $kept }. Ze spelen dit spel zonder.
notice-missing-decks = { $count ->
    [one] Dit opgeslagen spel heeft het deck { $decks } nodig, maar dat is niet geïnstalleerd. Voeg het opnieuw toe om het spel voort te zetten; het opgeslagen spel blijft bewaard.
   *[other] Dit opgeslagen spel heeft de decks { $decks } nodig, maar die zijn niet geïnstalleerd. Voeg ze opnieuw toe om het spel voort te zetten; het opgeslagen spel blijft bewaard.
}
notice-deck-name = ‘{ $name }’
notice-deck-and = { $first } en { $last }
notice-save-failed = Fabula kon { $file } niet opslaan: { $reason }.
notice-game-held = { $file } is open in een ander Fabula-venster; sluit het daar om het hier te spelen.
notice-delete-failed = Het opgeslagen spel { $file } kon niet worden verwijderd: { $reason }.
notice-io-full = de schijf is vol
notice-io-denied = Fabula mag niet schrijven in die map
notice-io-read-only = de schijf is alleen-lezen
notice-io-gone = de map bestaat niet meer
notice-io-other = het systeem weigerde ({ $detail })

load-error-unreadable = het bestand kan niet worden geopend
load-error-empty = het bestand is leeg
load-error-truncated = het bestand houdt halverwege op (bij regel { $line })
load-error-not-a-save = dit is geen opgeslagen spel van Fabula
load-error-not-settings = dit is geen instellingenbestand van Fabula
load-error-newer = het bestand komt van een nieuwere Fabula (formaat { $found }; deze versie leest tot en met { $supported })
load-error-corrupt = het bestand is beschadigd op regel { $line }, kolom { $column }
load-error-inconsistent = het opgeslagen spel spreekt zichzelf tegen
load-error-not-a-file = dit is geen gewoon bestand (maar een pipe, een apparaat of een map)
load-error-too-large = het bestand is veel te groot voor een bestand van Fabula ({ $megabytes } MB)
load-error-contradiction = het opgeslagen spel spreekt zichzelf tegen bij zet { $number }

history-title = Rondeoverzicht
history-back = Terug naar het spel
history-hint-back = terug
history-empty = Er is nog geen beurt afgelopen.
history-turn = Beurt { $number }
history-told = { $name } vertelde
history-clue = ‘{ $clue }’
history-clue-aloud = (de hint werd hardop gezegd)
