# The card library: decks, import, the report of skipped files, and the set-up's card count.

library-start-button = Card library
library-settings-open = Open the card library
library-title = Card library
library-add-folder = Add folder…
library-drop-hint = or drop a folder, a zip, a PDF or pictures onto this window
library-no-dialog = No file window is available here: drop a folder, a zip, a PDF or pictures onto this window instead.
library-dialog-title = Choose a folder of card pictures
library-add-file = Add zip or PDF…
library-file-dialog-title = Choose a zip archive, a PDF or a sheet of cards
library-dropped-deck = Dropped cards { $date }

library-cards-on = { $count ->
    [one] { $count } card switched on.
   *[other] { $count } cards switched on.
}
library-cards-needed = { $players } players need at least { $count } cards.
library-cards-missing = { $count ->
    [one] { $count } card missing: switch on another deck or add one.
   *[other] { $count } cards missing: switch on more decks or add one.
}
library-too-few = { $missing ->
    [one] Not enough cards: this game needs { $needed } and the decks switched on have { $have }, so { $missing } card is missing. Switch on more decks in the card library.
   *[other] Not enough cards: this game needs { $needed } and the decks switched on have { $have }, so { $missing } cards are missing. Switch on more decks in the card library.
}

library-switch = Use “{ $deck }” in the next game
library-switch-hint = In the next game or not
library-card-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
library-builtin = comes with Fabula
library-off = not in the next game
library-deck-empty = This deck has no cards left.
library-rename = Rename
library-new-name = New name
library-rename-save = Save
library-rename-cancel = Cancel
library-remove = Remove
library-remove-question = { $count ->
    [one] Remove “{ $deck }” and its card from the library? Saved games that use it will need it again.
   *[other] Remove “{ $deck }” and its { $count } cards from the library? Saved games that use them will need them again.
}
library-remove-confirm = Remove the deck
library-remove-keep = Keep it
library-forget-learning = Forget what the computer learned
library-forget-learning-hint = The computer players learned from your clues and votes which words fit these cards.
library-forget-learning-question = Forget what the computer players learned at the table about { $deck }? What they see in the pictures stays.
library-forget-learning-confirm = Forget it
library-forget-learning-keep = Keep it
library-card = { $deck }, card { $number }
library-view-large = Click to see it large
library-card-large = { $deck }, card { $number }, large
library-card-of = { $deck } — card { $number } of { $count }
library-previous-card = Previous card
library-next-card = Next card
library-close-card = Back to the library

library-importing = Importing…
library-importing-deck = Importing “{ $deck }”
library-scanning = Looking through the folder…
library-progress = { $done } of { $count } files
library-cancel = Cancel
library-cancelling = Stopping…
library-report-added = { $count ->
    [one] “{ $deck }”: { $count } card added.
   *[other] “{ $deck }”: { $count } cards added.
}
library-report-updated = { $count ->
    [one] “{ $deck }” updated: { $count } card.
   *[other] “{ $deck }” updated: { $count } cards.
}
library-report-nothing = No usable pictures in that folder, archive or file: nothing was added.
library-report-cancelled = Import cancelled: the library is as it was.
library-report-failed = The import failed: { $reason }
library-report-refused = “{ $archive }” was not imported, nothing was added: { $reason }
library-error-missing = “{ $path }” is not there any more (moved or removed?)
library-error-read = “{ $path }” cannot be read ({ $detail })
library-error-write = the library cannot be written at “{ $path }” ({ $detail }); is the disk full? The deck is as it was.
library-error-manifest = the list of cards of the deck at “{ $path }” is damaged ({ $detail })
library-error-encode = “{ $path }” cannot be stored as a card ({ $detail })
library-error-busy = “{ $path }” is being imported already; wait until that import ends
library-error-no-deck = there is no deck “{ $deck }” in the library
library-error-no-data-dir = Fabula cannot find a folder for its data (is a home folder set?)
library-error-cancelled = cancelled
library-report-skipped = { $count ->
    [one] { $count } file skipped:
   *[other] { $count } files skipped:
}
library-report-ok = OK

skip-empty = empty file (0 bytes)
skip-truncated = the file ends before the picture does (an incomplete copy?)
skip-corrupt = damaged { $format } file ({ $detail })
skip-unsupported = { $kind } files are not supported; export the picture as JPEG or PNG
skip-unsupported-variant = this kind of { $format } is not supported ({ $detail }); save it again as an ordinary JPEG or PNG
skip-not-a-picture = not a picture
skip-too-large = too large ({ $width } × { $height } pixels; the limit is { $megapixels } megapixels)
skip-file-too-large = file far too large for a card ({ $megabytes } MB)
skip-too-much-memory = too large to open safely (it would need too much memory)
skip-same-as = the same picture as { $file }
skip-already-in-deck = already in the deck “{ $deck }”
skip-already-scanned = a link to a folder already read ({ $folder }), not followed
skip-broken-link = broken link
skip-not-a-file = not an ordinary file
skip-unreadable = cannot be read ({ $detail })
skip-link = a link inside the archive, not followed
skip-unsafe-name = its name leads outside the archive; not used
skip-unsupported-compression = packed with a compression Fabula does not read; zip the pictures again with ordinary compression
skip-archive-in-archive = an archive inside the archive; unzip it and add what it holds
skip-page = page { $page }: { $reason }
skip-no-card = no card on it
archive-damaged = the zip archive is damaged ({ $detail })
archive-encrypted = the archive is protected by a password ({ $entry }); unzip it with its password and add the folder
archive-too-many-entries = the archive holds { $count } files, more than the { $limit } a deck may have
archive-too-large = unpacked, the archive would take { $megabytes } MB, more than the { $limit } MB allowed
archive-bomb = { $entry } would unpack to { $ratio } times its packed size (at most { $limit }): this looks like a zip bomb
pdf-encrypted = the PDF is protected by a password; save a copy without one
pdf-damaged = the PDF is damaged: its pages cannot be found
pdf-too-many-pages = the PDF has { $count } pages, more than the { $limit } read from one file
