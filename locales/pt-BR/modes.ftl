# Dixit Party e Team Dixit: as telas que só estas regras têm.

clue-title = { $name }, dê a dica
hint-blind-clue = No Dixit Party você dá a dica antes de olhar suas cartas. Digite-a, ou diga-a em voz alta.
clue-field = Sua dica
clue-placeholder = uma palavra, uma frase, um som…
clue-give = Dar esta dica
clue-hand-after = Suas cartas vêm depois: como todos, você então entrega a carta que melhor combina com a sua dica.
clue-hint-give = dar a dica

team-default-name = Equipe { $number }
