# Os jogos salvos, os avisos tranquilos sobre arquivos, por que um arquivo não pôde ser carregado, e o histórico das rodadas.

saves-title = Jogos salvos
saves-subtitle = Cada jogo é salvo depois de cada jogada.
saves-empty = Nenhum jogo salvo ainda.
saves-finished = terminado
saves-turn = rodada { $number }
saves-team = Equipe
saves-team-members = { $team } ({ $members })
saves-keep = Manter
saves-keep-label = Manter este jogo salvo
saves-delete-yes = Sim, excluir
saves-delete-yes-label = Sim, excluir este jogo
saves-delete-question = Excluir este jogo para sempre?
saves-delete = Excluir
saves-delete-label = Excluir o jogo salvo { $number }
saves-standings = Classificação
saves-standings-label = Classificação do jogo salvo { $number }
saves-resume = Retomar
saves-resume-label = Retomar o jogo salvo { $number }
saves-hint-back = voltar

# O primeiro dia do mês se escreve "1º".
saves-date = { $day ->
    [1] 1º
   *[other] { $day }
} de { $month } de { $year }
saves-month-1 = janeiro
saves-month-2 = fevereiro
saves-month-3 = março
saves-month-4 = abril
saves-month-5 = maio
saves-month-6 = junho
saves-month-7 = julho
saves-month-8 = agosto
saves-month-9 = setembro
saves-month-10 = outubro
saves-month-11 = novembro
saves-month-12 = dezembro
saves-just-now = agora mesmo
saves-minutes-ago = { $count ->
    [one] há { $count } minuto
   *[other] há { $count } minutos
}
saves-hours-ago = { $count ->
    [one] há { $count } hora
   *[other] há { $count } horas
}
saves-days-ago = { $count ->
    [one] há { $count } dia
   *[other] há { $count } dias
}

notice-title = Bom saber
notice-ok = Ok, entendi
notice-kept-as = o arquivo foi guardado como { $file }
notice-not-moved = o arquivo não pôde ser posto de lado
notice-bad-save = O jogo salvo em { $date } não pôde ser lido: { $reason }; { $kept }.
notice-bad-save-undated = Um jogo salvo não pôde ser lido: { $reason }; { $kept }.
notice-bad-settings = Suas configurações não puderam ser lidas: { $reason }; { $kept }. O Fabula começa com as configurações padrão.
notice-bad-learning = O que os jogadores do computador aprenderam sobre o baralho “{ $deck }” não pôde ser lido; { $kept }. Eles jogam esta partida sem isso.
notice-missing-decks = { $count ->
    [one] Este jogo salvo precisa do baralho { $decks }, que não está instalado. Adicione-o de novo para continuar o jogo; o jogo salvo foi mantido.
   *[other] Este jogo salvo precisa dos baralhos { $decks }, que não estão instalados. Adicione-os de novo para continuar o jogo; o jogo salvo foi mantido.
}
notice-deck-name = “{ $name }”
notice-deck-and = { $first } e { $last }
notice-save-failed = O Fabula não conseguiu salvar { $file }: { $reason }.
notice-game-held = { $file } está aberto em outra janela do Fabula; feche-o lá para jogá-lo aqui.
notice-delete-failed = O jogo salvo { $file } não pôde ser excluído: { $reason }.
notice-io-full = o disco está cheio
notice-io-denied = o Fabula não tem permissão para gravar nessa pasta
notice-io-read-only = o disco é somente leitura
notice-io-gone = a pasta não existe mais
notice-io-other = o sistema recusou ({ $detail })

load-error-unreadable = o arquivo não pode ser aberto
load-error-empty = o arquivo está vazio
load-error-truncated = o arquivo está cortado (termina na linha { $line })
load-error-not-a-save = isto não é um jogo salvo do Fabula
load-error-not-settings = isto não é um arquivo de configurações do Fabula
load-error-newer = o arquivo vem de um Fabula mais novo (formato { $found }; esta versão lê até o formato { $supported })
load-error-corrupt = o arquivo está danificado na linha { $line }, coluna { $column }
load-error-inconsistent = o jogo salvo se contradiz
load-error-not-a-file = isto não é um arquivo comum (e sim um pipe, um dispositivo ou uma pasta)
load-error-too-large = o arquivo é grande demais para ser um arquivo do Fabula ({ $megabytes } MB)
load-error-contradiction = o jogo salvo se contradiz na jogada { $number }

history-title = Histórico das rodadas
history-back = Voltar ao jogo
history-hint-back = voltar
history-empty = Nenhuma rodada terminou ainda.
history-turn = Rodada { $number }
history-told = { $name } narrou
history-clue = “{ $clue }”
history-clue-aloud = (a dica foi dita em voz alta)
