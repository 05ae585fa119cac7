# The table display (the projector or TV window) and the laptop's compact screens while it is open.

table-window-title = Fabula — table
table-region = Table display screen
table-waiting = The table is ready: the game will appear here.
table-turn = Turn { $number }
table-new-game = A new game
table-choosing-teller = Choosing who tells first
table-is-storyteller = { $name } is the storyteller
table-choosing-card = { $name } is choosing a card
table-thinking-clue = { $name } is thinking of a clue
table-clue = “{ $clue }”
table-clue-aloud = { $name } said the clue aloud
table-board-before-vote = Look at every card: the vote starts on the laptop
table-team-choosing = { $team } is choosing who hands in its card
table-teams-choosing = { $teams } and { $last } are choosing who hands in their card
table-teams-chose = Every team has chosen who hands in its card
table-submitting = Cards are coming in: { $done } of { $total } · { $name } is choosing
table-voting = { $total ->
    [one] { $name } is voting: { $done } of { $total } vote in
   *[other] { $name } is voting: { $done } of { $total } votes in
}
table-teller-card = { $name }'s card
table-teller-card-slot = { $name }'s card: slot { $slot }
table-last-turn = { $clue } · the last turn
table-final-standings = Final standings
table-standings = Standings
table-scores = Scores
table-turn-points = + points of turn { $number }
table-standing-label = { $score ->
    [one] { $name }: { $score } point
   *[other] { $name }: { $score } points
}
table-standing-label-note = { $score ->
    [one] { $name }: { $score } point, { $note }
   *[other] { $name }: { $score } points, { $note }
}
table-status-storyteller = storyteller
table-status-voted = voted
table-status-card-in = card in
table-status-choosing = choosing
table-status-chosen = chosen
table-status-hands-in = hands in
table-status-votes-later = votes later
table-status-to-hand-in = to hand in
table-status-to-vote = to vote
table-face-down = { $total ->
    [one] { $placed } of { $total } card face down
   *[other] { $placed } of { $total } cards face down
}
table-on-track = { $name } on the track at { $score }
table-points-title = Points this turn
table-points-label = { $name }: +{ $gained }, { $score } in all. { $reasons }
table-slot = Table slot
table-slot-card = card #{ $number }
table-slot-owner = { $name }'s card
table-slot-storyteller = the storyteller's
table-slot-votes = { $votes ->
    [one] { $votes } vote
   *[other] { $votes } votes
}
table-slot-red = red token

table-toggle = Table display
table-cards-there = The cards are on the table display
table-look-up = Look at the big screen together, then start the vote.
table-start-vote = Start the vote
table-hint-start-vote = start the vote
table-votes-there = The votes and points are on the table display.
table-row = { $name }: +{ $gained }, now { $score }
table-row-reasons = { $name }: +{ $gained }, now { $score } ({ $reasons })
table-see-winner = See the winner
table-hint-winner = the winner
table-next-turn = Next turn
table-hint-continue = continue
