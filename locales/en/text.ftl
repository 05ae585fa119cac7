# Text size: the settings card and its keys (Settings screen)
settings-text-size = Text size
settings-text-size-hint = Larger type for reading from the sofa, for this computer and for the table display each on its own. In either window, Ctrl + and Ctrl − change its size and Ctrl 0 brings it back to 100%.
settings-text-laptop = This computer
settings-text-table = Table display
settings-text-percent = { $percent }%
settings-text-laptop-smaller = Smaller text on this computer
settings-text-laptop-larger = Larger text on this computer
settings-text-laptop-usual = Usual text size on this computer
settings-text-table-smaller = Smaller text on the table display
settings-text-table-larger = Larger text on the table display
settings-text-table-usual = Usual text size on the table display
settings-text-usual = 100%
