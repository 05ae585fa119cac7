# La bibliothèque de cartes : paquets, import, rapport des fichiers ignorés, cartes nécessaires.

library-start-button = Bibliothèque de cartes
library-settings-open = Ouvrir la bibliothèque de cartes
library-title = Bibliothèque de cartes
library-add-folder = Ajouter un dossier…
library-drop-hint = ou déposez un dossier, un zip, un PDF ou des images sur cette fenêtre
library-no-dialog = Aucune fenêtre de choix de fichier n’est disponible ici : déposez plutôt un dossier, un zip, un PDF ou des images sur cette fenêtre.
library-dialog-title = Choisissez un dossier d’images de cartes
library-add-file = Ajouter un zip ou un PDF…
library-file-dialog-title = Choisissez une archive zip, un PDF ou une planche de cartes
library-dropped-deck = Cartes déposées le { $date }

library-cards-on = { $count ->
    [one] { $count } carte activée.
   *[other] { $count } cartes activées.
}
library-cards-needed = À { $players } joueurs, il faut au moins { $count } cartes.
library-cards-missing = { $count ->
    [one] Il manque { $count } carte : activez un autre paquet ou ajoutez-en un.
   *[other] Il manque { $count } cartes : activez d’autres paquets ou ajoutez-en un.
}
library-too-few = { $missing ->
    [one] Pas assez de cartes : cette partie en demande { $needed } et les paquets activés en ont { $have }, il en manque donc { $missing }. Activez d’autres paquets dans la bibliothèque de cartes.
   *[other] Pas assez de cartes : cette partie en demande { $needed } et les paquets activés en ont { $have }, il en manque donc { $missing }. Activez d’autres paquets dans la bibliothèque de cartes.
}

library-switch = Jouer avec « { $deck } » à la prochaine partie
library-switch-hint = Dans la prochaine partie ou non
library-card-count = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
library-builtin = fourni avec Fabula
library-off = pas dans la prochaine partie
library-deck-empty = Ce paquet n’a plus de cartes.
library-rename = Renommer
library-new-name = Nouveau nom
library-rename-save = Enregistrer
library-rename-cancel = Annuler
library-remove = Supprimer
library-remove-question = { $count ->
    [one] Retirer « { $deck } » et sa carte de la bibliothèque ? Les parties enregistrées qui l’utilisent en auront de nouveau besoin.
   *[other] Retirer « { $deck } » et ses { $count } cartes de la bibliothèque ? Les parties enregistrées qui les utilisent en auront de nouveau besoin.
}
library-remove-confirm = Supprimer le paquet
library-remove-keep = Le garder
library-forget-learning = Oublier ce que les joueurs virtuels ont appris
library-forget-learning-hint = Les joueurs virtuels ont appris de vos indices et de vos votes quels mots vont à ces cartes.
library-forget-learning-question = Oublier ce que les joueurs virtuels ont appris à table sur { $deck } ? Ce qu’ils voient dans les images reste.
library-forget-learning-confirm = Oublier
library-forget-learning-keep = Garder
library-card = { $deck }, carte { $number }
library-view-large = Cliquez pour l’agrandir
library-card-large = { $deck }, carte { $number }, en grand
library-card-of = { $deck } — carte { $number } sur { $count }
library-previous-card = Carte précédente
library-next-card = Carte suivante
library-close-card = Retour à la bibliothèque

library-importing = Import en cours…
library-importing-deck = Import de « { $deck } »
library-scanning = Lecture du dossier…
library-progress = { $done } fichiers sur { $count }
library-cancel = Annuler
library-cancelling = Arrêt en cours…
library-report-added = { $count ->
    [one] « { $deck } » : { $count } carte ajoutée.
   *[other] « { $deck } » : { $count } cartes ajoutées.
}
library-report-updated = { $count ->
    [one] « { $deck } » mis à jour : { $count } carte.
   *[other] « { $deck } » mis à jour : { $count } cartes.
}
library-report-nothing = Aucune image utilisable dans ce dossier, cette archive ou ce fichier : rien n’a été ajouté.
library-report-cancelled = Import annulé : la bibliothèque n’a pas changé.
library-report-failed = L’import a échoué : { $reason }
library-report-refused = « { $archive } » n’a pas été importé, rien n’a été ajouté : { $reason }
library-error-missing = « { $path } » n’est plus là (déplacé ou supprimé ?)
library-error-read = « { $path } » ne peut pas être lu ({ $detail })
library-error-write = la bibliothèque ne peut pas être écrite dans « { $path } » ({ $detail }) ; le disque est-il plein ? Le paquet est resté tel quel.
library-error-manifest = la liste des cartes du paquet dans « { $path } » est abîmée ({ $detail })
library-error-encode = « { $path } » ne peut pas être gardé comme carte ({ $detail })
library-error-busy = « { $path } » est déjà en cours d’import ; attendez la fin de cet import
library-error-no-deck = il n’y a pas de paquet « { $deck } » dans la bibliothèque
library-error-no-data-dir = Fabula ne trouve pas de dossier pour ses données (un dossier personnel est-il défini ?)
library-error-cancelled = annulé
library-report-skipped = { $count ->
    [one] { $count } fichier ignoré :
   *[other] { $count } fichiers ignorés :
}
library-report-ok = OK

skip-empty = fichier vide (0 octet)
skip-truncated = le fichier s’arrête avant la fin de l’image (copie incomplète ?)
skip-corrupt = fichier { $format } endommagé ({ $detail })
skip-unsupported = les fichiers { $kind } ne sont pas pris en charge ; exportez l’image en JPEG ou en PNG
skip-unsupported-variant = cette variante de { $format } n’est pas prise en charge ({ $detail }) ; réenregistrez-la en JPEG ou PNG ordinaire
skip-not-a-picture = ce n’est pas une image
skip-too-large = trop grande ({ $width } × { $height } pixels ; la limite est de { $megapixels } mégapixels)
skip-file-too-large = fichier bien trop gros pour une carte ({ $megabytes } Mo)
skip-too-much-memory = trop grande pour être ouverte sans risque (il faudrait trop de mémoire)
skip-same-as = même image que { $file }
skip-already-in-deck = déjà dans le paquet « { $deck } »
skip-already-scanned = lien vers un dossier déjà lu ({ $folder }), non suivi
skip-broken-link = lien cassé
skip-not-a-file = ce n’est pas un fichier ordinaire
skip-unreadable = illisible ({ $detail })
skip-link = un lien dans l’archive, non suivi
skip-unsafe-name = son nom mène hors de l’archive ; non utilisé
skip-unsupported-compression = compressé d’une manière que Fabula ne lit pas ; zippez de nouveau les images avec la compression ordinaire
skip-archive-in-archive = une archive dans l’archive ; décompressez-la et ajoutez ce qu’elle contient
skip-page = page { $page } : { $reason }
skip-no-card = aucune carte dessus
archive-damaged = l’archive zip est endommagée ({ $detail })
archive-encrypted = l’archive est protégée par un mot de passe ({ $entry }) ; décompressez-la avec son mot de passe et ajoutez le dossier
archive-too-many-entries = l’archive contient { $count } fichiers, plus que les { $limit } qu’un paquet peut avoir
archive-too-large = décompressée, l’archive occuperait { $megabytes } Mo, plus que les { $limit } Mo permis
archive-bomb = { $entry } se décompresserait à { $ratio } fois sa taille compressée (au plus { $limit }) : cela ressemble à une bombe zip
pdf-encrypted = le PDF est protégé par un mot de passe ; enregistrez-en une copie sans
pdf-damaged = le PDF est endommagé : ses pages sont introuvables
pdf-too-many-pages = le PDF a { $count } pages, plus que les { $limit } lues dans un fichier
