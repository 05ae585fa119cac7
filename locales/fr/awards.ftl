# Les trophées de fin de partie, et le Panthéon tiré des parties terminées.

end-awards-title = Les trophées de la soirée
award-bluffer = Meilleur bluffeur
award-bluffer-why = { $names } { $winners ->
    [one] a attiré
   *[other] ont attiré chacun
} { $count ->
    [one] un vote
   *[other] { $count } votes
} sur ses propres cartes
award-mind-reader = Télépathe
award-mind-reader-why = { $names } { $winners ->
    [one] a trouvé
   *[other] ont trouvé chacun
} la carte du conteur { $count ->
    [one] une fois
   *[other] { $count } fois
}
award-in-tune = Au diapason
award-in-tune-why = { $names } { $winners ->
    [one] a voté
   *[other] ont voté chacun
} avec d’autres { $count ->
    [one] une fois
   *[other] { $count } fois
}
award-storyteller = Conteur parfait
award-storyteller-why = { $names } { $winners ->
    [one] a donné
   *[other] ont donné chacun
} { $count ->
    [one] un indice
   *[other] { $count } indices
} que certains, mais pas tous, ont trouvé
award-trickster = Roi du jeton rouge
award-trickster-why = { $names } { $winners ->
    [one] a piégé
   *[other] ont piégé chacun
} { $count ->
    [one] un vote
   *[other] { $count } votes
} avec le jeton rouge
award-sphinx = Le sphinx
award-sphinx-why = { $names } { $winners ->
    [one] a donné
   *[other] ont donné chacun
} { $count ->
    [one] un indice
   *[other] { $count } indices
} que personne n’a trouvé
award-best-turn = Meilleur tour
award-best-turn-why = { $names } { $winners ->
    [one] a marqué
   *[other] ont marqué chacun
} { $count ->
    [one] un point
   *[other] { $count } points
} en un seul tour

hall-title = Panthéon
hall-open = Panthéon
hall-reading = Lecture des parties terminées…
hall-empty = Terminez une partie pour ouvrir le livre d’or de la famille.
hall-empty-hint = Chaque partie terminée ajoute ici ses joueurs, ses victoires et ses trophées.
hall-players = Joueurs
hall-column-name = Nom
hall-column-games = Parties
hall-column-wins = Victoires
hall-column-awards = Trophées
hall-records = Records
hall-most-votes = Le plus de votes attirés en une partie
hall-most-votes-line = { $name } : { $count ->
    [one] un vote
   *[other] { $count } votes
}
hall-best-clue = Meilleur indice
hall-best-clue-line = { $name } : { $points ->
    [one] un point
   *[other] { $points } points
}
hall-games-counted = { $count ->
    [one] D’après une partie terminée
   *[other] D’après { $count } parties terminées
}
hall-skipped = { $count ->
    [one] Une sauvegarde illisible a été ignorée.
   *[other] { $count } sauvegardes illisibles ont été ignorées.
}
hall-leave-out = Retirer
hall-leave-out-hint = Retirer { $name } du Panthéon
hall-left-out = Retirés : { $names }
hall-bring-back = Remettre { $name }
