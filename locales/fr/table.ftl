# L’écran de table (la fenêtre du vidéoprojecteur ou de la télévision) et les écrans réduits de l’ordinateur tant qu’il est ouvert.

table-window-title = Fabula — table
table-region = Écran de table
table-waiting = La table est prête : la partie s’affichera ici.
table-turn = Tour { $number }
table-new-game = Une nouvelle partie
table-choosing-teller = On choisit qui raconte en premier
table-is-storyteller = C’est { $name } qui raconte
table-choosing-card = { $name } choisit une carte
table-thinking-clue = { $name } cherche un indice
table-clue = « { $clue } »
table-clue-aloud = { $name } a dit l’indice à voix haute
table-board-before-vote = Regardez bien toutes les cartes : le vote commence sur l’ordinateur
table-team-choosing = { $team } choisit qui remet sa carte
table-teams-choosing = { $teams } et { $last } choisissent qui remet leur carte
table-teams-chose = Chaque équipe a choisi qui remet sa carte
table-submitting = Les cartes arrivent : { $done } sur { $total } · { $name } choisit
table-voting = { $total ->
    [one] { $name } vote : { $done } sur { $total } vote reçu
   *[other] { $name } vote : { $done } sur { $total } votes reçus
}
table-teller-card = { $name } : voici sa carte
table-teller-card-slot = { $name } avait la carte { $slot }
table-last-turn = { $clue } · le dernier tour
table-final-standings = Classement final
table-standings = Classement
table-scores = Scores
table-turn-points = + points du tour { $number }
table-standing-label = { $score ->
    [one] { $name } : { $score } point
   *[other] { $name } : { $score } points
}
table-standing-label-note = { $score ->
    [one] { $name } : { $score } point, { $note }
   *[other] { $name } : { $score } points, { $note }
}
table-status-storyteller = conteur
table-status-voted = a voté
table-status-card-in = carte remise
table-status-choosing = choisit
table-status-chosen = a choisi
table-status-hands-in = remet
table-status-votes-later = votera
table-status-to-hand-in = doit remettre
table-status-to-vote = doit voter
table-face-down = { $total ->
    [one] { $placed } sur { $total } carte face cachée
   *[other] { $placed } sur { $total } cartes face cachée
}
table-on-track = { $name } est à { $score } sur la piste de score
table-points-title = Points de ce tour
table-points-label = { $name } : +{ $gained }, { $score } au total. { $reasons }
table-slot = Emplacement de table
table-slot-card = carte n° { $number }
table-slot-owner = jouée par { $name }
table-slot-storyteller = celle du conteur
table-slot-votes = { $votes ->
    [one] { $votes } vote
   *[other] { $votes } votes
}
table-slot-red = jeton rouge

table-toggle = Écran de table
table-cards-there = Les cartes sont sur l’écran de table
table-look-up = Regardez ensemble le grand écran, puis lancez le vote.
table-start-vote = Lancer le vote
table-hint-start-vote = lancer le vote
table-votes-there = Les votes et les points sont sur l’écran de table.
table-row = { $name } : +{ $gained }, maintenant { $score }
table-row-reasons = { $name } : +{ $gained }, maintenant { $score } ({ $reasons })
table-see-winner = Voir qui a gagné
table-hint-winner = qui a gagné
table-next-turn = Tour suivant
table-hint-continue = continuer
