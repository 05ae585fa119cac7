# Dixit Party and Team Dixit: the screens only these rule sets have.

clue-title = { $name }, give the clue
hint-blind-clue = In Dixit Party you give the clue before you look at your cards. Type it, or say it aloud.
clue-field = Your clue
clue-placeholder = a word, a line, a sound…
clue-give = Give this clue
clue-hand-after = You see your hand when your turn comes, after the others: like everyone, you then hand in the card that fits your clue best.
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

# Team Dixit: choosing, in public, who hands in each team's card.
givers-title = Who hands in the card?
hint-givers = Each team decides out loud which of its two players hands in a card; the other one votes. A team may change its choice until every team has chosen.
givers-hint-pick = choose
givers-button = { $name } hands in
givers-named = { $name } hands in
givers-storyteller-team = { $teller } tells, { $giver } hands in
givers-computers-choosing = The computer players are choosing…
givers-computers-chose = { $name } hands in: the computer players chose
givers-advice-self = { $name } has a card for this clue and would hand it in.
givers-advice-partner = { $name } would rather vote: { $partner } hands in?

# Dixit Party: between two turns.
passing-title = Hands pass to the left
passing-what = Everyone passes their whole hand, face down, to the player on their left: Fabula has done it for you.
passing-next = Next, { $name } gives a new clue.
passing-continue = On to the next turn
passing-hint = continue

# Dixit Party's vote.
vote-green-token = Your vote (green token)
vote-red-token = Red token
vote-red-wheel = Red token wheel
vote-place-red = Now place the red token.
vote-hint-other-dial = other dial
hint-vote-party = Put your green token on the card that fits the clue best; your own card is allowed.
hint-vote-party-storyteller = Your green token on the card you like best, then the red token on a card: whoever voted for it scores nothing.

reveal-title-party = The votes are in
vote-title-party = { $name }, which card fits the clue best?

setup-decks-on = Decks switched on: { $decks }
setup-open-library = Open the card library
