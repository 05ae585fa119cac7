# A biblioteca de cartas: baralhos, importação, o relatório de arquivos ignorados, cartas necessárias.

library-start-button = Biblioteca de cartas
library-settings-open = Abrir a biblioteca de cartas
library-title = Biblioteca de cartas
library-add-folder = Adicionar pasta…
library-drop-hint = ou arraste uma pasta, um zip, um PDF ou imagens para esta janela
library-no-dialog = Não há janela de escolha de arquivo disponível aqui: arraste uma pasta, um zip, um PDF ou imagens para esta janela.
library-dialog-title = Escolha uma pasta com imagens de cartas
library-add-file = Adicionar zip ou PDF…
library-file-dialog-title = Escolha um arquivo zip, um PDF ou uma folha de cartas
library-dropped-deck = Cartas arrastadas em { $date }

library-cards-on = { $count ->
    [one] { $count } carta ativada.
   *[other] { $count } cartas ativadas.
}
library-cards-needed = Com { $players } jogadores, são necessárias pelo menos { $count } cartas.
library-cards-missing = { $count ->
    [one] Falta { $count } carta: ative outro baralho ou adicione um.
   *[other] Faltam { $count } cartas: ative mais baralhos ou adicione um.
}
library-too-few = { $missing ->
    [one] Cartas insuficientes: esta partida precisa de { $needed } e os baralhos ativados têm { $have }, então falta { $missing } carta. Ative mais baralhos na biblioteca de cartas.
   *[other] Cartas insuficientes: esta partida precisa de { $needed } e os baralhos ativados têm { $have }, então faltam { $missing } cartas. Ative mais baralhos na biblioteca de cartas.
}

library-switch = Usar “{ $deck }” na próxima partida
library-switch-hint = Na próxima partida ou não
library-card-count = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
library-builtin = vem com o Fabula
library-off = fora da próxima partida
library-deck-empty = Este baralho não tem mais cartas.
library-rename = Renomear
library-new-name = Novo nome
library-rename-save = Salvar
library-rename-cancel = Cancelar
library-remove = Remover
library-remove-question = { $count ->
    [one] Remover “{ $deck }” e sua carta da biblioteca? Partidas salvas que a usam vão precisar dela de novo.
   *[other] Remover “{ $deck }” e suas { $count } cartas da biblioteca? Partidas salvas que as usam vão precisar delas de novo.
}
library-remove-confirm = Remover o baralho
library-remove-keep = Manter
library-forget-learning = Esquecer o que o computador aprendeu
library-forget-learning-hint = Os jogadores do computador aprenderam com suas dicas e votos quais palavras combinam com estas cartas.
library-forget-learning-question = Esquecer o que os jogadores do computador aprenderam na mesa sobre { $deck }? O que eles veem nas imagens fica.
library-forget-learning-confirm = Esquecer
library-forget-learning-keep = Manter
library-card = { $deck }, carta { $number }
library-view-large = Clique para ver em tamanho grande
library-card-large = { $deck }, carta { $number }, em tamanho grande
library-card-of = { $deck } — carta { $number } de { $count }
library-previous-card = Carta anterior
library-next-card = Próxima carta
library-close-card = Voltar à biblioteca

library-importing = Importando…
library-importing-deck = Importando “{ $deck }”
library-scanning = Examinando a pasta…
library-progress = { $done } de { $count } arquivos
library-cancel = Cancelar
library-cancelling = Parando…
library-report-added = { $count ->
    [one] “{ $deck }”: { $count } carta adicionada.
   *[other] “{ $deck }”: { $count } cartas adicionadas.
}
library-report-updated = { $count ->
    [one] “{ $deck }” atualizado: { $count } carta.
   *[other] “{ $deck }” atualizado: { $count } cartas.
}
library-report-nothing = Nenhuma imagem utilizável nessa pasta, arquivo compactado ou arquivo: nada foi adicionado.
library-report-cancelled = Importação cancelada: a biblioteca não mudou.
library-report-failed = A importação falhou: { $reason }
library-report-refused = “{ $archive }” não foi importado, nada foi adicionado: { $reason }
library-error-missing = “{ $path }” não está mais lá (movido ou apagado?)
library-error-read = não é possível ler “{ $path }” ({ $detail })
library-error-write = não é possível gravar a biblioteca em “{ $path }” ({ $detail }); o disco está cheio? O baralho ficou como estava.
library-error-manifest = a lista de cartas do baralho em “{ $path }” está danificada ({ $detail })
library-error-encode = não é possível guardar “{ $path }” como carta ({ $detail })
library-error-busy = “{ $path }” já está sendo importado; espere essa importação terminar
library-error-no-deck = não há nenhum baralho “{ $deck }” na biblioteca
library-error-no-data-dir = O Fabula não encontra uma pasta para seus dados (há uma pasta pessoal definida?)
library-error-cancelled = cancelado
library-report-skipped = { $count ->
    [one] { $count } arquivo ignorado:
   *[other] { $count } arquivos ignorados:
}
library-report-ok = OK

skip-empty = arquivo vazio (0 bytes)
skip-truncated = o arquivo termina antes da imagem (cópia incompleta?)
skip-corrupt = arquivo { $format } danificado ({ $detail })
skip-unsupported = arquivos { $kind } não são suportados; exporte a imagem como JPEG ou PNG
skip-unsupported-variant = este tipo de { $format } não é suportado ({ $detail }); salve de novo como JPEG ou PNG comum
skip-not-a-picture = não é uma imagem
skip-too-large = grande demais ({ $width } × { $height } pixels; o limite é { $megapixels } megapixels)
skip-file-too-large = arquivo grande demais para uma carta ({ $megabytes } MB)
skip-too-much-memory = grande demais para abrir com segurança (precisaria de memória demais)
skip-same-as = a mesma imagem que { $file }
skip-already-in-deck = já está no baralho “{ $deck }”
skip-already-scanned = link para uma pasta já lida ({ $folder }), não seguido
skip-broken-link = link quebrado
skip-not-a-file = não é um arquivo comum
skip-unreadable = não pode ser lido ({ $detail })
skip-link = um link dentro do arquivo compactado, não seguido
skip-unsafe-name = o nome leva para fora do arquivo compactado; não usado
skip-unsupported-compression = compactado com uma compressão que o Fabula não lê; compacte as imagens de novo com a compressão comum
skip-archive-in-archive = um arquivo compactado dentro do arquivo compactado; descompacte-o e adicione o que ele contém
skip-page = página { $page }: { $reason }
skip-no-card = não há carta nela
archive-damaged = o arquivo zip está danificado ({ $detail })
archive-encrypted = o arquivo zip é protegido por senha ({ $entry }); descompacte-o com a senha e adicione a pasta
archive-too-many-entries = o arquivo zip contém { $count } arquivos, mais do que os { $limit } que um baralho pode ter
archive-too-large = descompactado, o arquivo zip ocuparia { $megabytes } MB, mais do que os { $limit } MB permitidos
archive-bomb = { $entry } se descompactaria em { $ratio } vezes o seu tamanho compactado (no máximo { $limit }): parece uma bomba zip
pdf-encrypted = o PDF é protegido por senha; salve uma cópia sem senha
pdf-damaged = o PDF está danificado: suas páginas não podem ser encontradas
pdf-too-many-pages = o PDF tem { $count } páginas, mais do que as { $limit } lidas de um arquivo
