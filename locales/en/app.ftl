# Words used across the app, the start screen, the language picker, settings and the rules screen.

common-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
key-enter = Enter
key-space = Space
key-esc = Esc
key-m = M
common-back = Back
common-back-hint = back
common-menu = menu

app-title = Fabula
start-tagline = a table for storytellers and dreamers
start-continue = Continue
start-new-game = New game
start-saved-games = Saved games
start-rules = Rules
start-settings = Settings
start-hint-continue = continue
start-hint-new-game = new game
start-hint-table = table display
start-language = Language

settings-title = Settings
settings-language = Language
settings-language-hint = The whole game switches at once, rules included.
settings-table-display = Table display
settings-table-display-hint = A second window for a projector or TV that shows only what the whole table may see. A presentation clicker moves the game on: Page Down for the vote and the next turn, Page Up for the round history, B back to the board.
settings-open-table = Open the table display
settings-close-table = Close the table display
settings-card-library = Card library
settings-card-library-hint = Choose which decks go into the next game and import your own.
settings-sound = Sound
settings-sound-hint = Soft sounds for the moments of a turn, played by this computer.
settings-mute = Mute
settings-mute-key = mute anywhere
settings-volume = Volume
settings-effects = Effects
settings-music = Calm music
settings-music-volume = Music volume

rules-title = Rules
rules-contents = Contents

already-open-title = Fabula is already open
already-open-text = Another Fabula window is using the same saved games, but it does not answer: it may be busy, or stuck. Wait a moment and start Fabula again, or start anyway: the games open in that window are left alone.
already-open-start-anyway = Start anyway
already-open-quit = Quit
