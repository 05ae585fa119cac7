# Palavras usadas em todo o aplicativo, na tela inicial, na escolha de idioma, nas configurações e nas regras.

common-points = { $count ->
    [one] { $count } ponto
   *[other] { $count } pontos
}
key-enter = Enter
key-space = Espaço
key-esc = Esc
key-m = M
common-back = Voltar
common-back-hint = voltar
common-menu = menu

app-title = Fabula
start-tagline = uma mesa para narradores e sonhadores
start-continue = Continuar
start-new-game = Nova partida
start-saved-games = Partidas salvas
start-rules = Regras
start-settings = Configurações
start-hint-continue = continuar
start-hint-new-game = nova partida
start-hint-table = tela da mesa
start-language = Idioma

settings-title = Configurações
settings-language = Idioma
settings-language-hint = Todo o Fabula muda na hora, inclusive as regras.
settings-table-display = Tela da mesa
settings-table-display-hint = Uma segunda janela para projetor ou TV que mostra só o que a mesa inteira pode ver. Um passador de slides faz a partida andar: Page Down para a votação e a próxima rodada, Page Up para o histórico das rodadas, B para voltar ao tabuleiro.
settings-open-table = Abrir a tela da mesa
settings-close-table = Fechar a tela da mesa
settings-card-library = Biblioteca de cartas
settings-card-library-hint = Escolha quais baralhos entram na próxima partida e importe os seus.
settings-sound = Som
settings-sound-hint = Sons suaves para os momentos de cada rodada, tocados por este computador.
settings-mute = Silenciar
settings-mute-key = silenciar tudo
settings-volume = Volume
settings-effects = Efeitos
settings-music = Música calma
settings-music-volume = Volume da música

rules-title = Regras
rules-contents = Sumário

already-open-title = O Fabula já está aberto
already-open-text = Outra janela do Fabula está usando as mesmas partidas salvas, mas não responde: talvez esteja ocupada, ou travada. Espere um pouco e abra o Fabula de novo, ou abra assim mesmo: as partidas abertas naquela janela não serão tocadas.
already-open-start-anyway = Abrir assim mesmo
already-open-quit = Sair
