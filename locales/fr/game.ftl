# Les écrans de jeu : mise en place, écran de confidentialité, main, plateau, vote, révélation,
# fin, piste de score, cartes et jetons, et la ligne « que faire » sous chaque titre.

## Mise en place

setup-title = Nouvelle partie
setup-players = Joueurs, dans l’ordre des conteurs
setup-add-player = Ajouter un joueur
setup-default-name = Joueur
setup-token-of = Jeton du joueur { $seat } : { $token }
setup-token-hover = Cliquez pour changer de jeton
setup-name-of = Nom du joueur { $seat }
setup-move-up = Monter le joueur { $seat }
setup-move-down = Descendre le joueur { $seat }
setup-remove = Retirer le joueur { $seat }
setup-rules = Règles
setup-rules-classic = Classiques
setup-rules-classic-blurb = 3 à 12 joueurs ; à 3, chacun remet deux cartes. Dès 7 joueurs, un second vote facultatif.
setup-rules-2021 = Édition 2021
setup-rules-2021-blurb = 3 à 8 joueurs. Un vote chacun ; chaque vote sur votre carte rapporte.
setup-rules-party = Dixit Party
setup-rules-party-blurb = 6 à 12 joueurs. Tout le monde joue et vote ; le conteur pose un jeton rouge.
setup-rules-team = Dixit en équipes
setup-rules-team-blurb = 6, 8, 10 ou 12 joueurs en équipes de deux ; chaque équipe marque ensemble.
setup-game = Partie
setup-play-to = Jouer jusqu’à
setup-first-storyteller = Premier conteur
setup-random = Au hasard
setup-game-kept = La partie en cours reste dans les parties enregistrées.
setup-ready = { $count ->
    [one] { $count } joueur, prêt à rêver
   *[other] { $count } joueurs, prêts à rêver
}
setup-start = Lancer la partie
setup-hint-start = lancer
setup-hint-back = retour
setup-looking-for-cards = Recherche des cartes...

## Écran de confidentialité

privacy-turn = Tour { $turn }
privacy-pass-to = À { $name } de jouer
privacy-task-tell = Vous êtes le conteur : choisissez une carte et un indice.
privacy-task-submit = Choisissez dans votre main une carte qui colle à l’indice.
privacy-task-vote = Votez pour la carte que vous pensez être celle du conteur.
privacy-task-clue = Vous êtes le conteur : donnez un indice avant de voir votre main.
privacy-task-vote-party = Votez pour la carte qui colle le mieux à l’indice, même si c’est la vôtre.
privacy-task-undo = Pour reprendre votre dernier coup, confirmez que c’est bien vous.
privacy-i-am = Je suis { $name }
privacy-keep-move = Garder mon coup
privacy-undo = Annuler mon dernier coup ({ $name })
privacy-hint-or = ou
privacy-hint-its-me = c’est moi
privacy-hint-table = écran de table

## Main

hand-title-storyteller = { $name }, vous êtes le conteur
hand-title-submit = { $count ->
    [one] { $name }, choisissez une carte
   *[other] { $name }, choisissez { $count } cartes
}
hand-clue-aloud = Le conteur a donné l’indice à voix haute.
hand-clue = Indice
hand-clue-placeholder = facultatif : vous pouvez aussi le dire à voix haute
hand-zoom = Agrandir
hand-tell = Raconter cette carte
hand-submit = { $count ->
    [one] Remettre cette carte
   *[other] Remettre ces cartes
}
hand-choose = { $count ->
    [one] Choisissez une carte.
   *[other] Choisissez { $count } cartes.
}
hand-hint-pick = choisir
hand-hint-zoom = agrandir
hand-hint-confirm = valider
hand-hint-clear = effacer

## Cartes

card-label = Carte { $number }
card-clue = « { $clue } »
card-zoomed = Carte { $number } agrandie

## Plateau et scores

board-title = Les cartes sont sur la table
board-clue = { $name } : « { $clue } »
board-clue-aloud = { $name } a donné l’indice à voix haute.
board-start-vote = Lancer le vote
board-hint-start-vote = lancer le vote
board-slot = Case
board-scores = Scores
board-phase-choose-storyteller = On choisit le premier conteur
board-phase-telling = { $name } choisit une carte et un indice
board-phase-clue = { $name } cherche un indice
board-phase-naming-givers = Les équipes choisissent qui remet une carte
board-phase-submitting = Remise des cartes : { $done } sur { $count }
board-phase-voting = { $done ->
    [one] Vote : { $done } sur { $count } a voté
   *[other] Vote : { $done } sur { $count } ont voté
}
board-phase-reveal = Les votes sont révélés
board-phase-game-over = La partie est terminée

## Vote

vote-title = { $name }, quelle carte est celle du conteur ?
vote-your-vote = Votre vote
vote-first-token = Premier jeton
vote-second-token = Second jeton (facultatif)
vote-wheel = Roue de vote
vote-second-wheel = Roue du second jeton
vote-cast = Voter
vote-turn-the-wheel = Tournez la roue ou choisissez une carte.
vote-same-card = La carte { $slot } a déjà votre premier jeton : le second va sur une autre carte.
vote-not-me = Pas { $name } ? Masquer cet écran
vote-hint-clear-or-hide = effacer, ou masquer
vote-own-card = La carte { $slot } est la vôtre : vous ne pouvez pas voter pour elle.
vote-hint-slot = case
vote-key-left-right = Gauche/Droite
vote-hint-turn = tourner
vote-key-tab = Tab
vote-hint-other-token = autre jeton
vote-hint-vote = voter

## Révélation et piste de score

reveal-title = Carte du conteur, { $name } : case { $slot }
reveal-title-no-slot = Carte du conteur, { $name }
reveal-points-this-turn = Points de ce tour
reveal-owner-storyteller = { $name }, conteur
reveal-next-turn = Tour suivant
reveal-hint-continue = continuer
reveal-see-winner = Voir le gagnant
reveal-hint-winner = le gagnant
track-caption = piste de score
track-rabbit = { $name } : lapin sur la case { $score }

## Fin

end-game-over = La partie est terminée
end-winner = { $name } gagne !
end-team-winner = { $team } gagne : { $members } !
end-shared-win = { $names } et { $last } partagent la victoire !
end-name-separator = {", "}
end-play-again = Rejouer
end-back-to-start = Retour à l’accueil
end-hint-play-again = rejouer
end-hint-start-screen = accueil

## Jetons (noms pour les lecteurs d’écran)

token-coral-circle = cercle corail
token-sky-square = carré bleu ciel
token-sun-triangle = triangle soleil
token-mint-diamond = losange menthe
token-lilac-star = étoile lilas
token-rose-hexagon = hexagone rose
token-cream-plus = croix grecque crème
token-teal-pentagon = pentagone bleu canard
token-orange-ring = anneau orange
token-indigo-drop = goutte indigo
token-lime-hourglass = sablier citron vert
token-silver-cross = croix argent

## Que faire : une ligne sous le titre de chaque écran

hint-setup = Inscrivez les joueurs dans l’ordre de table, choisissez les règles, puis lancez.
hint-privacy = Donnez l’ordinateur à { $name }, qui confirme ci-dessous pendant que les autres détournent les yeux.
hint-storyteller = Choisissez une carte et trouvez un indice : un mot, une phrase, un son.
hint-submit = { $count ->
    [one] Choisissez la carte de votre main qui colle le mieux à l’indice, pour attirer les votes.
   *[other] Choisissez { $count } cartes de votre main qui collent à l’indice, pour attirer les votes.
}
hint-board = Regardez ensemble les cartes, puis lancez le vote secret.
hint-vote = Tournez la roue jusqu’à la carte du conteur, puis votez.
hint-vote-two = Posez votre premier jeton sur la carte du conteur ; le second est facultatif.
hint-reveal = Voyez qui a voté pour quelle carte et qui a marqué, puis passez au tour suivant.
hint-reveal-final = Voyez qui a voté pour quelle carte et qui a marqué, puis place au gagnant.
hint-end = Rejouez avec les mêmes joueurs, ou revenez à l’accueil.
