# Les mots des règles : pourquoi des points ont été marqués, pourquoi un coup a été refusé,
# pourquoi une mise en place ne peut pas démarrer.

## Raisons des points

reason-line = +{ $points } : { $reason }
reason-storyteller-some-found = conteur, certains votants ont trouvé la carte, pas tous
reason-storyteller-everyone-found = conteur, tous les votants ont trouvé la carte
reason-storyteller-nobody-found = conteur, aucun votant n’a trouvé la carte
reason-found-card = a trouvé la carte du conteur
reason-missed-card = n’a pas trouvé la carte du conteur
reason-everyone-found = tous ont trouvé la carte du conteur
reason-nobody-found = personne n’a trouvé la carte du conteur
reason-votes-received = { $votes ->
    [one] { $votes } vote sur sa carte
   *[other] { $votes } votes sur sa carte
}
reason-votes-received-capped = { $votes ->
    [one] { $votes } vote sur sa carte, plafonné à { $cap }
   *[other] { $votes } votes sur sa carte, plafonnés à { $cap }
}
reason-single-vote = trouvée avec un seul jeton (sans second vote)
reason-party-match = { $players } joueurs ont choisi la même carte
reason-party-match-capped = { $players } joueurs ont choisi la même carte, plafonné à { $cap }
reason-party-red-token = a choisi la carte au jeton rouge
reason-party-alone = seul à voter pour la carte choisie

## Coups refusés

error-wrong-phase = Ce n’est pas possible maintenant.
error-unknown-player = Il n’y a pas de joueur { $seat }.
error-not-storyteller = Seul le conteur peut faire cela.
error-not-a-submitter = Vous ne remettez pas de carte ce tour-ci.
error-already-submitted = Vous avez déjà remis votre carte.
error-card-not-in-hand = Cette carte n’est pas dans votre main.
error-wrong-card-count = { $expected ->
    [one] Remettez { $expected } carte, pas { $got }.
   *[other] Remettez { $expected } cartes, pas { $got }.
}
error-same-card-twice = On ne peut pas remettre deux fois la même carte.
error-clue-too-long = { $max ->
    [one] L’indice ne peut dépasser { $max } caractère.
   *[other] L’indice ne peut dépasser { $max } caractères.
}
error-storyteller-cannot-vote = Le conteur ne vote pas.
error-not-a-voter = Vous ne votez pas ce tour-ci.
error-already-voted = Vous avez déjà voté.
error-wrong-vote-count-exact = { $count ->
    [one] Votez { $count } fois, pas { $got }.
   *[other] Votez { $count } fois, pas { $got }.
}
error-wrong-vote-count = Votez de { $min } à { $max } fois, pas { $got }.
error-slot-out-of-range = La case { $slot } n’est pas sur le plateau (1 à { $slots }).
error-same-slot-twice = Vos deux jetons doivent aller sur des cartes différentes.
error-own-card = Vous ne pouvez pas voter pour votre propre carte.
error-red-token-missing = Le conteur doit poser le jeton rouge.
error-red-token-not-allowed = Seul le conteur de Dixit Party a un jeton rouge.
error-giver-already-named = Ce joueur remet déjà la carte de l’équipe.
error-storyteller-team = L’équipe du conteur ne choisit pas qui remet une carte.
error-game-over = La partie est terminée.
error-player-left = Ce joueur a quitté la partie.
error-not-between-turns = On ne rejoint ou ne quitte la table qu’avant le premier tour ou à la fin d’un tour.
error-join-count = { $expected ->
    [one] Un seul joueur rejoint la table à la fois.
   *[other] Une équipe de { $expected } joueurs rejoint la table ensemble.
}
error-new-name-empty = Le nouveau joueur doit avoir un nom.
error-new-name-too-long = Ce nom est trop long ({ $max } caractères au plus).
error-name-taken = Quelqu’un s’appelle déjà « { $name } ».
error-table-full = La table est complète ({ $max } joueurs au plus).
error-too-few-players = Il faut au moins { $min } joueurs.
error-not-enough-cards = Le paquet a trop peu de cartes pour cette table ({ $needed } nécessaires, { $available } disponibles).

## Mises en place qui ne peuvent pas démarrer

error-player-count = { $rules ->
    [edition2021] L’édition 2021 se joue de { $min } à { $max } joueurs, pas à { $count }.
    [party] Dixit Party se joue de { $min } à { $max } joueurs, pas à { $count }.
    [team] Dixit en équipes se joue à 6, 8, 10 ou 12 joueurs, pas à { $count }.
   *[classic] Les règles classiques se jouent de { $min } à { $max } joueurs, pas à { $count }.
}
error-empty-name = Le joueur { $seat } n’a pas de nom.
error-name-too-long = Le nom « { $name } » est trop long ({ $max } caractères au plus).
error-duplicate-name = Deux joueurs s’appellent « { $name } ».
error-team-names = { $teams } équipes demandent { $teams } noms, pas { $given }.
error-empty-team-name = L’équipe { $team } n’a pas de nom.
error-duplicate-team-name = Deux équipes s’appellent « { $name } ».
error-no-end = La partie doit durer au moins un tour.
error-duplicate-card = La carte { $card } est deux fois dans le paquet.
error-deck-too-small = { $missing ->
    [one] Le paquet compte { $have } cartes, mais cette partie en demande au moins { $needed } : il manque { $missing } carte.
   *[other] Le paquet compte { $have } cartes, mais cette partie en demande au moins { $needed } : il manque { $missing } cartes.
}

# Les mêmes raisons en quelques mots, pour les rangées étroites de l’écran de table.
reason-short-line = +{ $points } : { $reason }
reason-short-storyteller-some = conteur, trouvée par certains
reason-short-storyteller-all = conteur, trouvée par tous
reason-short-storyteller-none = conteur, trouvée par personne
reason-short-found = trouvée
reason-short-missed = manquée
reason-short-everyone-found = tous l’ont trouvée
reason-short-nobody-found = personne ne l’a trouvée
reason-short-votes = { $votes ->
    [one] 1 vote
   *[other] { $votes } votes
}
reason-short-votes-capped = { $votes } votes, max { $cap }
reason-short-single-vote = avec un seul jeton
reason-short-party-match = { $players } sur une carte
reason-short-party-match-capped = { $players } sur une carte, max { $cap }
reason-short-party-red = carte rouge
reason-short-party-alone = seul sur sa carte
