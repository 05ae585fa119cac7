# As partidas salvas, os avisos tranquilos sobre arquivos, por que um arquivo não pôde ser carregado, e o histórico das rodadas.

saves-title = Partidas salvas
saves-subtitle = Cada partida é salva depois de cada jogada.
saves-empty = Nenhuma partida salva ainda.
saves-finished = terminada
saves-turn = rodada { $number }
saves-team = Equipe
saves-team-members = { $team } ({ $members })
saves-keep = Manter
saves-keep-label = Manter esta partida salva
saves-delete-yes = Sim, excluir
saves-delete-yes-label = Sim, excluir esta partida
saves-delete-question = Excluir esta partida para sempre?
saves-delete = Excluir
saves-delete-label = Excluir a partida salva { $number }
saves-standings = Classificação
saves-standings-label = Classificação da partida salva { $number }
saves-resume = Retomar
saves-resume-label = Retomar a partida salva { $number }
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
notice-bad-save = A partida salva em { $date } não pôde ser lida: { $reason }; { $kept }.
notice-bad-save-undated = Uma partida salva não pôde ser lida: { $reason }; { $kept }.
notice-bad-settings = Suas configurações não puderam ser lidas: { $reason }; { $kept }. O Fabula começa com as configurações padrão.
notice-bad-learning = O que os jogadores do computador aprenderam sobre o baralho “{ $deck }” não pôde ser lido; { $kept }. Eles jogam esta partida sem isso.
notice-missing-decks = { $count ->
    [one] Esta partida salva precisa do baralho { $decks }, que não está instalado. Adicione-o de novo para continuar a partida; a partida salva foi mantida.
   *[other] Esta partida salva precisa dos baralhos { $decks }, que não estão instalados. Adicione-os de novo para continuar a partida; a partida salva foi mantida.
}
notice-deck-name = “{ $name }”
notice-deck-and = { $first } e { $last }
notice-save-failed = O Fabula não conseguiu salvar { $file }: { $reason }.
notice-game-held = { $file } está aberto em outra janela do Fabula; feche-o lá para jogá-lo aqui.
notice-delete-failed = A partida salva { $file } não pôde ser excluída: { $reason }.
notice-io-full = o disco está cheio
notice-io-denied = o Fabula não tem permissão para gravar nessa pasta
notice-io-read-only = o disco é somente leitura
notice-io-gone = a pasta não existe mais
notice-io-other = o sistema recusou ({ $detail })

load-error-unreadable = o arquivo não pode ser aberto
load-error-empty = o arquivo está vazio
load-error-truncated = o arquivo está cortado (termina na linha { $line })
load-error-not-a-save = isto não é uma partida salva do Fabula
load-error-not-settings = isto não é um arquivo de configurações do Fabula
load-error-newer = o arquivo vem de um Fabula mais novo (formato { $found }; esta versão lê até o formato { $supported })
load-error-corrupt = o arquivo está danificado na linha { $line }, coluna { $column }
load-error-inconsistent = a partida salva se contradiz
load-error-not-a-file = isto não é um arquivo comum (e sim um pipe, um dispositivo ou uma pasta)
load-error-too-large = o arquivo é grande demais para ser um arquivo do Fabula ({ $megabytes } MB)
load-error-contradiction = a partida salva se contradiz na jogada { $number }

history-title = Histórico das rodadas
history-back = Voltar à partida
history-hint-back = voltar
history-empty = Nenhuma rodada terminou ainda.
history-turn = Rodada { $number }
history-told = { $name } narrou
history-clue = “{ $clue }”
history-clue-aloud = (a dica foi dita em voz alta)
