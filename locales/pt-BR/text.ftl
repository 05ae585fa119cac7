# Text size: the settings card and its keys (Settings screen)
settings-text-size = Tamanho do texto
settings-text-size-hint = Letras maiores para ler do sofá, para este computador e para a tela da mesa, cada um à parte. Em cada janela, Ctrl + e Ctrl − mudam o tamanho e Ctrl 0 volta a 100%.
settings-text-laptop = Este computador
settings-text-table = Tela da mesa
settings-text-percent = { $percent }%
settings-text-laptop-smaller = Texto menor neste computador
settings-text-laptop-larger = Texto maior neste computador
settings-text-laptop-usual = Tamanho normal do texto neste computador
settings-text-table-smaller = Texto menor na tela da mesa
settings-text-table-larger = Texto maior na tela da mesa
settings-text-table-usual = Tamanho normal do texto na tela da mesa
settings-text-usual = 100%
