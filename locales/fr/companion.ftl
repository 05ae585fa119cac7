# Cartes sur la table (mode compagnon) : la table joue avec ses propres cartes, Fabula garde les
# secrets et les points.

setup-table = Cartes sur la table
setup-table-hint = Jouez avec vos propres cartes Dixit : Fabula garde les secrets et les points, et montre des places numérotées au lieu des images.
setup-table-no-computers = Les joueurs virtuels ne voient pas les cartes d’une vraie table : confiez chaque place à une personne pour jouer avec vos cartes.

hint-table-clue = Choisissez une carte de votre main, posez-la face cachée et dites votre indice à voix haute (ou tapez-le ici).
clue-table-after = Ensuite chacun pose une carte face cachée. Mélangez-les et étalez-les face visible, une par place numérotée.
privacy-task-table-clue = Vous êtes le conteur : choisissez une carte, posez-la face cachée et donnez votre indice.
privacy-task-claim = Indiquez à quelle place de la table se trouve votre carte.

leave-below-text-table = Cette partie demande au moins { $min } joueurs. Avec les cartes sur la table, aucun joueur virtuel ne peut prendre la place de { $name } : la partie s’arrête maintenant avec le classement tel quel ({ $name } compte comme parti et ne peut pas gagner), ou { $name } reste.

claim-title = { $name }, où est votre carte ?
claim-title-two = { $name }, où sont vos deux cartes ?
claim-hint = { $cards ->
    [one] Trouvez votre carte parmi les { $places } de la table et choisissez sa place.
   *[other] Trouvez vos deux cartes parmi les { $places } de la table et choisissez leurs places.
}
claim-confirm = Ma carte est ici
claim-confirm-two = Mes cartes sont ici
claim-taken-help = Si votre carte est vraiment là, quelqu’un s’est trompé de place : tout le monde recommence.
claim-again = Tout le monde recommence
claim-hint-confirm = confirmer votre place
claim-key-digits = 1–{ $last }
claim-hint-digits = choisir une place

board-phase-claiming = { $done ->
    [one] Places : { $done } sur { $count } indiquée
   *[other] Places : { $done } sur { $count } indiquées
}
table-claiming = Étalez les cartes face visible aux places 1 à { $places } · { $done } sur { $total } indiquées · à { $name }
table-places-laid = { $total ->
    [one] { $total } place numérotée sur la table
   *[other] { $total } places numérotées sur la table
}
table-status-to-claim = place à indiquer
table-status-place-told = place indiquée
table-slot-place = place { $number }

error-cards-are-on-table = Les cartes sont sur la table : indiquez à quelle place est la vôtre.
error-no-places-to-claim = Cette partie se joue avec des images, pas avec les cartes sur la table.
error-wrong-place-count = { $expected ->
    [one] Choisissez { $expected } place, pas { $got }.
   *[other] Choisissez { $expected } places, pas { $got }.
}
error-same-place-twice = Vos deux cartes sont à deux places différentes.
error-place-taken = La place { $place } est déjà prise par un autre joueur.
error-nothing-claimed = Personne n’a encore indiqué de place.
error-deck-on-table = Une partie avec les cartes sur la table n’utilise pas de paquet d’images.
error-place-in-deck = La carte { $card } est une place numérotée, pas une image.

phone-page-claim = Ma carte est ici
phone-page-claim-hint = Trouvez votre carte sur la table et touchez le numéro de sa place.
phone-page-claim-two-hint = Trouvez vos deux cartes sur la table et touchez les numéros de leurs places.
phone-page-claim-again = Quelqu’un a pris ma place : tout le monde recommence
phone-page-table-clue-hint = Choisissez une carte de votre main, posez-la face cachée et dites votre indice à voix haute (ou tapez-le).
