# The saved games, the calm notices about files, why a file could not be loaded, and the round history.

saves-title = Saved games
saves-subtitle = Every game is saved after each move.
saves-empty = No saved games yet.
saves-finished = finished
saves-turn = turn { $number }
saves-team = Team
saves-team-members = { $team } ({ $members })
saves-keep = Keep it
saves-keep-label = Keep this saved game
saves-delete-yes = Yes, delete
saves-delete-yes-label = Yes, delete it
saves-delete-question = Delete this game for good?
saves-delete = Delete
saves-delete-label = Delete saved game { $number }
saves-standings = Standings
saves-standings-label = Standings of saved game { $number }
saves-resume = Resume
saves-resume-label = Resume saved game { $number }
saves-hint-back = back

# A calendar date: $day and $year are numbers, $month comes from the saves-month-* names.
saves-date = { $day } { $month } { $year }
saves-month-1 = January
saves-month-2 = February
saves-month-3 = March
saves-month-4 = April
saves-month-5 = May
saves-month-6 = June
saves-month-7 = July
saves-month-8 = August
saves-month-9 = September
saves-month-10 = October
saves-month-11 = November
saves-month-12 = December
saves-just-now = just now
saves-minutes-ago = { $count ->
    [one] { $count } minute ago
   *[other] { $count } minutes ago
}
saves-hours-ago = { $count ->
    [one] { $count } hour ago
   *[other] { $count } hours ago
}
saves-days-ago = { $count ->
    [one] { $count } day ago
   *[other] { $count } days ago
}

notice-title = Good to know
notice-ok = OK, noted
notice-kept-as = it was kept as { $file }
notice-not-moved = it could not be moved aside
notice-bad-save = The saved game from { $date } could not be read: { $reason }; { $kept }.
notice-bad-save-undated = A saved game could not be read: { $reason }; { $kept }.
notice-bad-settings = Your settings could not be read: { $reason }; { $kept }. Fabula starts with its defaults.
notice-bad-learning = What the computer players learned about the deck “{ $deck }” could not be read; { $kept }. They play this game without it.
# $decks is a list of deck names, each in notice-deck-name, joined by notice-deck-and.
notice-missing-decks = { $count ->
    [one] This saved game needs the deck { $decks }, which is not installed. Add it again to continue the game; the save is kept.
   *[other] This saved game needs the decks { $decks }, which are not installed. Add them again to continue the game; the save is kept.
}
notice-deck-name = “{ $name }”
notice-deck-and = { $first } and { $last }
notice-save-failed = Fabula could not save { $file }: { $reason }.
notice-game-held = { $file } is open in another Fabula window; close it there to play it here.
notice-delete-failed = The saved game { $file } could not be deleted: { $reason }.
notice-io-full = the disk is full
notice-io-denied = Fabula may not write in that folder
notice-io-read-only = the disk is read-only
notice-io-gone = the folder is gone
notice-io-other = the system refused ({ $detail })

load-error-unreadable = the file cannot be opened
load-error-empty = the file is empty
load-error-truncated = the file is cut off (it ends at line { $line })
load-error-not-a-save = this is not a Fabula saved game
load-error-not-settings = this is not a Fabula settings file
load-error-newer = the file comes from a newer Fabula (format { $found }, this version reads up to { $supported })
load-error-corrupt = the file is damaged at line { $line }, column { $column }
load-error-inconsistent = the saved game contradicts itself
load-error-not-a-file = this is not an ordinary file (but a pipe, a device or a folder)
load-error-too-large = the file is far too large to be a Fabula file ({ $megabytes } MB)
load-error-contradiction = the saved game contradicts itself at move { $number }

history-title = Round history
history-back = Back to the game
history-hint-back = back
history-empty = No turn has finished yet.
history-turn = Turn { $number }
history-told = { $name } told
history-clue = “{ $clue }”
history-clue-aloud = (the clue was said aloud)
