# Dixit Party and Team Dixit: the screens only these rule sets have.

clue-title = { $name }, give the clue
hint-blind-clue = In Dixit Party you give the clue before you look at your cards. Type it, or say it aloud.
clue-field = Your clue
clue-placeholder = a word, a line, a sound…
clue-give = Give this clue
clue-hand-after = Your hand comes next: like everyone, you then hand in the card that fits your clue best.
clue-hint-give = give the clue

team-default-name = Team { $number }

# A Team Dixit partner's token: the team's colour with a second shape.
token-partner-coral = coral plus
token-partner-sky = sky pentagon
token-partner-sun = sun ring
token-partner-mint = mint drop
token-partner-lilac = lilac hourglass
token-partner-rose = rose cross
token-partner-cream = cream circle
token-partner-teal = teal square
token-partner-orange = orange triangle
token-partner-indigo = indigo diamond
token-partner-lime = lime star
token-partner-silver = silver hexagon

# A team's name until the players give it one: its colour.
team-coral = Team Coral
team-sky = Team Sky
team-sun = Team Sun
team-mint = Team Mint
team-lilac = Team Lilac
team-rose = Team Rose
team-cream = Team Cream
team-teal = Team Teal
team-orange = Team Orange
team-indigo = Team Indigo
team-lime = Team Lime
team-silver = Team Silver

# The set-up: how the game ends, and Team Dixit's teams.
setup-each-tells = Each player tells
setup-times = { $count ->
    [one] once
   *[other] { $count } times
}
setup-turns = { $count ->
    [one] (1 turn)
   *[other] ({ $count } turns)
}
setup-teams = Teams, in pairs
setup-seating = At the table
setup-seating-plan = Seating plan, clockwise from the top: { $names }
setup-team-colour-of = Colour of team { $team }: { $token }
setup-team-colour-hover = Click for another colour
setup-team-name-of = Name of team { $team }
