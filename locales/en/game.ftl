# The game's screens: set-up, privacy screen, hand, board, vote, reveal, end, score track,
# cards and tokens, and the one-line "what to do now" hints.

## Set-up

setup-title = New game
setup-players = Players, in storyteller order
setup-add-player = Add player
setup-default-name = Player
setup-token-of = Token of player { $seat }: { $token }
setup-token-hover = Click for another token
setup-name-of = Name of player { $seat }
setup-move-up = Move player { $seat } up
setup-move-down = Move player { $seat } down
setup-remove = Remove player { $seat }
setup-rules = Rules
setup-rules-classic = Classic
setup-rules-classic-blurb = 3 to 12 players; with 3, each player hands in two cards. From 7 on, a second, optional vote.
setup-rules-2021 = 2021 edition
setup-rules-2021-blurb = 3 to 8 players. One vote each; every vote on your card scores.
setup-rules-party = Dixit Party
setup-rules-party-blurb = 6 to 12 players. Everyone plays and votes; the storyteller adds a red token.
setup-rules-team = Team Dixit
setup-rules-team-blurb = 6, 8, 10 or 12 players in pairs; each team scores together.
setup-game = Game
setup-play-to = Play to
setup-first-storyteller = First with a clue
setup-random = Random
setup-game-kept = The game in progress stays in Saved games.
setup-ready = { $count ->
    [one] { $count } player, ready to dream
   *[other] { $count } players, ready to dream
}
setup-start = Start the game
setup-hint-start = start
setup-hint-back = back
setup-looking-for-cards = Looking for the cards...

## Privacy screen

privacy-turn = Turn { $turn }
privacy-pass-to = Pass to { $name }
privacy-task-tell = You are the storyteller: choose a card and a clue.
privacy-task-submit = Choose a card from your hand that fits the clue.
privacy-task-vote = Vote for the card you think is the storyteller's.
privacy-task-clue = You are the storyteller: give a clue before you see your hand.
privacy-task-vote-party = Vote for the card that fits the clue best; your own card is allowed.
privacy-task-undo = To take back your last move: confirm that it is you.
privacy-i-am = I am { $name }
privacy-keep-move = Keep my move
privacy-undo = Undo my last move ({ $name })
privacy-hint-or = or
privacy-hint-its-me = it's me
privacy-hint-table = table display

## Hand

hand-title-storyteller = { $name }, you are the storyteller
hand-title-submit = { $count ->
    [one] { $name }, choose a card
   *[other] { $name }, choose { $count } cards
}
hand-clue-aloud = The storyteller said the clue aloud.
hand-clue = Clue
hand-clue-placeholder = optional: you may also say it aloud
hand-zoom = Zoom
hand-tell = Tell this card
hand-submit = { $count ->
    [one] Hand in this card
   *[other] Hand in these cards
}
hand-choose = { $count ->
    [one] Choose a card.
   *[other] Choose { $count } cards.
}
hand-hint-pick = pick
hand-hint-zoom = zoom
hand-hint-confirm = confirm
hand-hint-clear = clear

## Cards

card-label = Card { $number }
card-clue = “{ $clue }”
card-zoomed = Zoomed card { $number }

## Board and scoreboard

board-title = The cards are on the table
board-clue = { $name }: “{ $clue }”
board-clue-aloud = { $name } said the clue aloud.
board-start-vote = Start the vote
board-hint-start-vote = start the vote
board-slot = Slot
board-scores = Scores
board-phase-choose-storyteller = Choosing who tells first
board-phase-telling = { $name } is choosing a card and a clue
board-phase-clue = { $name } is thinking of a clue
board-phase-naming-givers = Teams choose who hands in a card
board-phase-submitting = Handing in cards: { $done } of { $count } done
board-phase-voting = { $done ->
    [one] Voting: { $done } of { $count } has voted
   *[other] Voting: { $done } of { $count } have voted
}
board-phase-reveal = The votes are revealed
board-phase-game-over = The game is over

## Vote

vote-title = { $name }, which card is the storyteller's?
vote-your-vote = Your vote
vote-first-token = First token
vote-second-token = Second token (optional)
vote-wheel = Voting wheel
vote-second-wheel = Second token wheel
vote-cast = Cast my vote
vote-turn-the-wheel = Turn the wheel or pick a card.
vote-same-card = Card { $slot } has your first token: the second goes on another card.
vote-not-me = Not { $name }? Hide this screen
vote-hint-clear-or-hide = clear, or hide
vote-own-card = Card { $slot } is yours: you cannot vote for it.
vote-hint-slot = slot
vote-key-left-right = Left/Right
vote-hint-turn = turn
vote-key-tab = Tab
vote-hint-other-token = other token
vote-hint-vote = vote

## Reveal and score track

reveal-title = { $name }'s card: slot { $slot }
reveal-title-no-slot = { $name }'s card
reveal-points-this-turn = Points this turn
reveal-owner-storyteller = { $name }, storyteller
reveal-next-turn = Next turn
reveal-hint-continue = continue
reveal-see-winner = See the winner
reveal-hint-winner = the winner
track-caption = score track
track-rabbit = { $name }'s rabbit on { $score }

## End

end-game-over = The game is over
end-winner = { $name } wins!
end-team-winner = { $team } win: { $members }!
end-shared-win = { $names } and { $last } share the win!
end-name-separator = {", "}
end-play-again = Play again
end-back-to-start = Back to the start
end-hint-play-again = play again
end-hint-start-screen = start screen

## Tokens (spoken names for screen readers)

token-coral-circle = coral circle
token-sky-square = sky square
token-sun-triangle = sun triangle
token-mint-diamond = mint diamond
token-lilac-star = lilac star
token-rose-hexagon = rose hexagon
token-cream-plus = cream plus
token-teal-pentagon = teal pentagon
token-orange-ring = orange ring
token-indigo-drop = indigo drop
token-lime-hourglass = lime hourglass
token-silver-cross = silver cross

## What to do now: one line under each screen's title

hint-setup = Name the players in seating order, choose the rules, then start.
hint-privacy = Give the computer to { $name }, who confirms below while the others look away.
hint-storyteller = Pick a card and think of a clue: a word, a line, a sound.
hint-submit = { $count ->
    [one] Pick the card from your hand that best fits the clue, to lure the voters.
   *[other] Pick { $count } cards from your hand that fit the clue, to lure the voters.
}
hint-board = Look at the cards together, then start the secret vote.
hint-vote = Turn the wheel to the card you think is the storyteller's, then cast your vote.
hint-vote-two = Place your first token on the storyteller's card; a second token is optional.
hint-reveal = See who voted for which card and who scored, then go on to the next turn.
hint-reveal-final = See who voted for which card and who scored, then meet the winner.
hint-end = Play again with the same players, or go back to the start.
