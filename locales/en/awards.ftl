# Awards at the end of a game, and the Hall of fame built from finished games.

end-awards-title = Awards of the evening
award-bluffer = Best bluffer
award-bluffer-why = { $names } { $winners ->
    [one] drew
   *[other] each drew
} { $count ->
    [one] one vote
   *[other] { $count } votes
} to their own cards
award-mind-reader = Mind reader
award-mind-reader-why = { $names } { $winners ->
    [one] found
   *[other] each found
} the storyteller's card { $count ->
    [one] once
   *[other] { $count } times
}
award-in-tune = Kindred spirit
award-in-tune-why = { $names } { $winners ->
    [one] voted
   *[other] each voted
} with others { $count ->
    [one] once
   *[other] { $count } times
}
award-storyteller = Perfect storyteller
award-storyteller-why = { $names } { $winners ->
    [one] told
   *[other] each told
} { $count ->
    [one] one clue
   *[other] { $count } clues
} that some, but not all, found
award-trickster = Red-token trickster
award-trickster-why = { $names } { $winners ->
    [one] caught
   *[other] each caught
} { $count ->
    [one] one vote
   *[other] { $count } votes
} with the red token
award-sphinx = The sphinx
award-sphinx-why = { $names } { $winners ->
    [one] told
   *[other] each told
} { $count ->
    [one] one clue
   *[other] { $count } clues
} that nobody found
award-best-turn = Best turn
award-best-turn-why = { $names } { $winners ->
    [one] scored
   *[other] each scored
} { $count ->
    [one] one point
   *[other] { $count } points
} in a single turn

hall-title = Hall of fame
hall-open = Hall of fame
hall-reading = Reading the finished games…
hall-empty = Finish a game to start the family's record.
hall-empty-hint = Every finished game adds its players, wins and awards here.
hall-players = Players
hall-column-name = Name
hall-column-games = Games
hall-column-wins = Wins
hall-column-awards = Awards
hall-records = Records
hall-most-votes = Most votes drawn in one game
hall-most-votes-line = { $name }: { $count ->
    [one] one vote
   *[other] { $count } votes
}
hall-best-clue = Best clue
hall-best-clue-line = { $name }: { $points ->
    [one] one point
   *[other] { $points } points
}
hall-games-counted = { $count ->
    [one] From one finished game
   *[other] From { $count } finished games
}
hall-skipped = { $count ->
    [one] One save could not be read and was skipped.
   *[other] { $count } saves could not be read and were skipped.
}
hall-leave-out = Leave out
hall-leave-out-hint = Leave { $name } out of the Hall of fame
hall-left-out = Left out: { $names }
hall-bring-back = Bring back { $name }
