# Les parties enregistrées, les avis discrets sur les fichiers, pourquoi un fichier n’a pas pu être chargé, et l’historique des tours.

saves-title = Parties enregistrées
saves-subtitle = Chaque partie est enregistrée après chaque coup.
saves-empty = Aucune partie enregistrée pour l’instant.
saves-finished = terminée
saves-turn = tour { $number }
saves-team = Équipe
saves-team-members = { $team } ({ $members })
saves-keep = La garder
saves-keep-label = Garder cette partie enregistrée
saves-delete-yes = Oui, supprimer
saves-delete-yes-label = Oui, la supprimer
saves-delete-question = Supprimer cette partie pour de bon ?
saves-delete = Supprimer
saves-delete-label = Supprimer la partie enregistrée { $number }
saves-standings = Classement
saves-standings-label = Classement de la partie enregistrée { $number }
saves-resume = Reprendre
saves-resume-label = Reprendre la partie enregistrée { $number }
saves-hint-back = retour

# Le premier jour du mois s’écrit « 1er ».
saves-date = { $day ->
    [1] 1er
   *[other] { $day }
} { $month } { $year }
saves-month-1 = janvier
saves-month-2 = février
saves-month-3 = mars
saves-month-4 = avril
saves-month-5 = mai
saves-month-6 = juin
saves-month-7 = juillet
saves-month-8 = août
saves-month-9 = septembre
saves-month-10 = octobre
saves-month-11 = novembre
saves-month-12 = décembre
saves-just-now = à l’instant
saves-minutes-ago = { $count ->
    [one] il y a { $count } minute
   *[other] il y a { $count } minutes
}
saves-hours-ago = { $count ->
    [one] il y a { $count } heure
   *[other] il y a { $count } heures
}
saves-days-ago = { $count ->
    [one] il y a { $count } jour
   *[other] il y a { $count } jours
}

notice-title = Bon à savoir
notice-ok = D’accord, c’est noté
notice-kept-as = le fichier a été conservé sous le nom { $file }
notice-not-moved = le fichier n’a pas pu être mis de côté
notice-bad-save = La partie enregistrée du { $date } n’a pas pu être lue : { $reason } ; { $kept }.
notice-bad-save-undated = Une partie enregistrée n’a pas pu être lue : { $reason } ; { $kept }.
notice-bad-settings = Vos réglages n’ont pas pu être lus : { $reason } ; { $kept }. Fabula démarre avec les réglages par défaut.
notice-bad-learning = Ce que les joueurs virtuels ont appris sur le paquet « { $deck } » n’a pas pu être lu ; { $kept }. Ils jouent cette partie sans.
notice-missing-decks = { $count ->
    [one] Cette partie enregistrée a besoin du paquet { $decks }, qui n’est pas installé. Ajoutez-le de nouveau pour continuer la partie ; la sauvegarde est conservée.
   *[other] Cette partie enregistrée a besoin des paquets { $decks }, qui ne sont pas installés. Ajoutez-les de nouveau pour continuer la partie ; la sauvegarde est conservée.
}
notice-deck-name = « { $name } »
notice-deck-and = { $first } et { $last }
notice-save-failed = Fabula n’a pas pu enregistrer { $file } : { $reason }.
notice-game-held = { $file } est ouvert dans une autre fenêtre de Fabula ; fermez-le là-bas pour y jouer ici.
notice-delete-failed = La partie enregistrée { $file } n’a pas pu être supprimée : { $reason }.
notice-io-full = le disque est plein
notice-io-denied = Fabula n’a pas le droit d’écrire dans ce dossier
notice-io-read-only = le disque est en lecture seule
notice-io-gone = le dossier n’existe plus
notice-io-other = le système a refusé ({ $detail })

load-error-unreadable = le fichier ne peut pas être ouvert
load-error-empty = le fichier est vide
load-error-truncated = le fichier est tronqué (il s’arrête à la ligne { $line })
load-error-not-a-save = ce n’est pas une partie enregistrée de Fabula
load-error-not-settings = ce n’est pas un fichier de réglages de Fabula
load-error-newer = le fichier vient d’une version plus récente de Fabula (format { $found }, cette version lit jusqu’au format { $supported })
load-error-corrupt = le fichier est endommagé à la ligne { $line }, colonne { $column }
load-error-inconsistent = la partie enregistrée se contredit
load-error-not-a-file = ce n’est pas un fichier ordinaire (mais un tube, un périphérique ou un dossier)
load-error-too-large = le fichier est bien trop gros pour un fichier de Fabula ({ $megabytes } Mo)
load-error-contradiction = la partie enregistrée se contredit au coup { $number }

history-title = Historique des tours
history-back = Retour à la partie
history-hint-back = retour
history-empty = Aucun tour n’est encore terminé.
history-turn = Tour { $number }
history-told = { $name } a raconté
history-clue = « { $clue } »
history-clue-aloud = (l’indice a été dit à voix haute)
