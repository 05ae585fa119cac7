# Accessibilité : ce que dit un lecteur d’écran (l’image d’une carte en mots, les nouvelles
# de la partie) et les animations réduites. Dans un fichier à part.

## L’image d’une carte en mots (son texte alternatif) quand son paquet ne lui donne pas de titre.
card-alt-learned = { $words } (une image du paquet { $deck })
card-alt-numbered = Image { $number } du paquet { $deck }

## Ce qu’annonce un lecteur d’écran à mesure que la partie avance.
announce-reveal = { $card }. Ce tour-ci : { $points }
announce-scorer-points = { $name } : { $count ->
    [one] { $count } point
   *[other] { $count } points
}
announce-points-separator = { ", " }

## Réglages : animations.
settings-motion = Animations
settings-motion-hint = Avec les animations réduites, les lapins ne sautent plus le long de la piste de score : ils s’effacent de leur case et apparaissent doucement sur la nouvelle, et la roue de vote se place aussitôt sur son numéro.
settings-motion-reduce = Réduire les animations
settings-motion-system = Votre ordinateur est réglé pour réduire les animations.

## La page du téléphone : des noms pour les lecteurs d’écran.
phone-page-card = Carte { $number }
phone-page-slot = Case { $number }
