# Dixit Party et Team Dixit : les écrans propres à ces règles.

clue-title = { $name }, donnez l'indice
hint-blind-clue = Dans Dixit Party, vous donnez l'indice avant de regarder vos cartes. Tapez-le, ou dites-le à voix haute.
clue-field = Votre indice
clue-placeholder = un mot, une phrase, un son…
clue-give = Donner cet indice
clue-hand-after = Vos cartes viennent ensuite : comme tout le monde, vous posez alors celle qui va le mieux avec votre indice.
clue-hint-give = donner l'indice

team-default-name = Équipe { $number }
