# Text size: the settings card and its keys (Settings screen)
settings-text-size = Taille du texte
settings-text-size-hint = Des lettres plus grandes pour lire depuis le canapé, pour cet ordinateur et pour l’écran de table, chacun à part. Dans chaque fenêtre, Ctrl + et Ctrl − changent sa taille et Ctrl 0 la ramène à 100 %.
settings-text-laptop = Cet ordinateur
settings-text-table = Écran de table
settings-text-percent = { $percent } %
settings-text-laptop-smaller = Texte plus petit sur cet ordinateur
settings-text-laptop-larger = Texte plus grand sur cet ordinateur
settings-text-laptop-usual = Taille de texte habituelle sur cet ordinateur
settings-text-table-smaller = Texte plus petit sur l’écran de table
settings-text-table-larger = Texte plus grand sur l’écran de table
settings-text-table-usual = Taille de texte habituelle sur l’écran de table
settings-text-usual = 100 %
