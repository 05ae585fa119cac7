# Dixit Party et Dixit en équipes : les écrans propres à ces règles.

clue-title = { $name }, donnez l’indice
hint-blind-clue = Dans Dixit Party, vous donnez l’indice avant de regarder vos cartes. Tapez-le, ou dites-le à voix haute.
clue-field = Votre indice
clue-placeholder = un mot, une phrase, un son…
clue-give = Donner cet indice
clue-hand-after = Vous verrez votre main à votre tour, après les autres : comme tout le monde, vous remettez alors la carte qui va le mieux avec votre indice.
clue-hint-give = donner l’indice

team-default-name = Équipe { $number }

# A Team Dixit partner's token: the team's colour with a second shape.
token-partner-coral = croix grecque corail
token-partner-sky = pentagone bleu ciel
token-partner-sun = anneau soleil
token-partner-mint = goutte menthe
token-partner-lilac = sablier lilas
token-partner-rose = croix rose
token-partner-cream = cercle crème
token-partner-teal = carré bleu canard
token-partner-orange = triangle orange
token-partner-indigo = losange indigo
token-partner-lime = étoile citron vert
token-partner-silver = hexagone argent

# A team's name until the players give it one: its colour.
team-coral = Équipe Corail
team-sky = Équipe Ciel
team-sun = Équipe Soleil
team-mint = Équipe Menthe
team-lilac = Équipe Lilas
team-rose = Équipe Rose
team-cream = Équipe Crème
team-teal = Équipe Canard
team-orange = Équipe Orange
team-indigo = Équipe Indigo
team-lime = Équipe Citron vert
team-silver = Équipe Argent

# La mise en place : la fin de la partie, et les équipes de Dixit en équipes.
setup-each-tells = Chacun raconte
setup-times = { $count ->
    [one] une fois
   *[other] { $count } fois
}
setup-turns = { $count ->
    [one] (1 tour)
   *[other] ({ $count } tours)
}
setup-teams = Équipes de deux
setup-seating = À table
setup-seating-plan = Plan de table, dans le sens des aiguilles d’une montre depuis le haut : { $names }
setup-team-colour-of = Couleur de l’équipe { $team } : { $token }
setup-team-colour-hover = Cliquez pour une autre couleur
setup-team-name-of = Nom de l’équipe { $team }

# Dixit en équipes : choisir, en public, qui remet la carte de chaque équipe.
givers-title = Qui remet la carte ?
hint-givers = Chaque équipe décide à voix haute lequel de ses deux joueurs remet une carte ; l’autre vote. Une équipe peut changer d’avis tant que toutes n’ont pas choisi.
givers-hint-pick = choisir
givers-button = { $name } remet
givers-named = { $name } remet
givers-storyteller-team = { $teller } raconte, { $giver } remet
givers-computers-choosing = Les joueurs virtuels choisissent…
givers-computers-chose = { $name } remet : choix des joueurs virtuels
givers-advice-self = { $name } a une carte pour cet indice et la remettrait bien.
givers-advice-partner = { $name } préfère voter : { $partner } remet ?

# Dixit Party : entre deux tours.
passing-title = Les mains passent à gauche
passing-what = Chacun passe toute sa main, face cachée, au joueur à sa gauche : Fabula l’a fait pour vous.
passing-next = Ensuite, { $name } donne un nouvel indice.
passing-continue = Au tour suivant
passing-hint = continuer

# Le vote de Dixit Party.
vote-green-token = Votre vote (jeton vert)
vote-red-token = Jeton rouge
vote-red-wheel = Roue du jeton rouge
vote-place-red = Placez maintenant le jeton rouge.
vote-hint-other-dial = autre roue
hint-vote-party = Posez votre jeton vert sur la carte qui va le mieux avec l’indice, même si c’est la vôtre.
hint-vote-party-storyteller = Votre jeton vert sur la carte que vous préférez, puis le jeton rouge sur une carte : qui vote pour elle ne marque rien.

reveal-title-party = Les votes sont là
vote-title-party = { $name }, quelle carte va le mieux avec l’indice ?

setup-decks-on = Paquets activés : { $decks }
setup-open-library = Ouvrir la bibliothèque de cartes
