# Text size: the settings card and its keys (Settings screen)
settings-text-size = Tekstgrootte
settings-text-size-hint = Grotere letters om vanaf de bank te lezen, voor deze computer en voor het tafelscherm elk apart. In elk venster maken Ctrl + en Ctrl − de letters groter of kleiner en zet Ctrl 0 ze terug op 100%.
settings-text-laptop = Deze computer
settings-text-table = Tafelscherm
settings-text-percent = { $percent }%
settings-text-laptop-smaller = Kleinere tekst op deze computer
settings-text-laptop-larger = Grotere tekst op deze computer
settings-text-laptop-usual = Gewone tekstgrootte op deze computer
settings-text-table-smaller = Kleinere tekst op het tafelscherm
settings-text-table-larger = Grotere tekst op het tafelscherm
settings-text-table-usual = Gewone tekstgrootte op het tafelscherm
settings-text-usual = 100%
