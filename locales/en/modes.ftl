# Dixit Party and Team Dixit: the screens only these rule sets have.

clue-title = { $name }, give the clue
hint-blind-clue = In Dixit Party you give the clue before you look at your cards. Type it, or say it aloud.
clue-field = Your clue
clue-placeholder = a word, a line, a sound…
clue-give = Give this clue
clue-hand-after = Your hand comes next: like everyone, you then hand in the card that fits your clue best.
clue-hint-give = give the clue

team-default-name = Team { $number }
