# The engine's words: why points were scored, why a move was refused, why a set-up cannot start.

## Scoring reasons

reason-line = +{ $points }: { $reason }
reason-storyteller-some-found = storyteller, some but not all voters found the card
reason-storyteller-everyone-found = storyteller, every voter found the card
reason-storyteller-nobody-found = storyteller, no voter found the card
reason-found-card = found the storyteller's card
reason-missed-card = did not find the storyteller's card
reason-everyone-found = everyone found the storyteller's card
reason-nobody-found = nobody found the storyteller's card
reason-votes-received = { $votes ->
    [one] { $votes } vote on their card
   *[other] { $votes } votes on their card
}
reason-votes-received-capped = { $votes ->
    [one] { $votes } vote on their card, capped at { $cap }
   *[other] { $votes } votes on their card, capped at { $cap }
}
reason-single-vote = found it with one token only (no second vote)
reason-party-match = { $players } players chose the same card
reason-party-match-capped = { $players } players chose the same card, capped at { $cap }
reason-party-red-token = chose the card with the red token
reason-party-alone = was the only one to vote for the card they chose

## Refused moves

error-wrong-phase = That cannot be done now.
error-unknown-player = There is no player { $seat }.
error-not-storyteller = Only the storyteller can do that.
error-not-a-submitter = You do not hand in a card this turn.
error-already-submitted = You have already handed in your card.
error-card-not-in-hand = That card is not in your hand.
error-wrong-card-count = { $expected ->
    [one] Hand in { $expected } card, not { $got }.
   *[other] Hand in { $expected } cards, not { $got }.
}
error-same-card-twice = The same card cannot be handed in twice.
error-clue-too-long = { $max ->
    [one] The clue may be at most { $max } character long.
   *[other] The clue may be at most { $max } characters long.
}
error-storyteller-cannot-vote = The storyteller does not vote.
error-not-a-voter = You do not vote this turn.
error-already-voted = You have already voted.
error-wrong-vote-count-exact = { $count ->
    [one] Cast { $count } vote, not { $got }.
   *[other] Cast { $count } votes, not { $got }.
}
error-wrong-vote-count = Cast between { $min } and { $max } votes, not { $got }.
error-slot-out-of-range = Slot { $slot } is not on the board (1 to { $slots }).
error-same-slot-twice = Your two tokens must go on different cards.
error-own-card = You cannot vote for your own card.
error-red-token-missing = The storyteller must place the red token.
error-red-token-not-allowed = Only the Dixit Party storyteller has a red token.
error-giver-already-named = That player already hands in the team's card.
error-storyteller-team = The storyteller's team does not choose who hands in a card.
error-game-over = The game is over.
error-player-left = That player has left the game.
error-not-between-turns = Players join or leave only before the first turn or at the end of a turn.
error-join-count = { $expected ->
    [one] One player joins at a time.
   *[other] A team of { $expected } players joins together.
}
error-new-name-empty = The new player needs a name.
error-new-name-too-long = That name is too long (at most { $max } characters).
error-name-taken = Someone is already called “{ $name }”.
error-table-full = The table is full ({ $max } players at most).
error-too-few-players = At least { $min } players are needed.
error-not-enough-cards = The deck has too few cards for this table ({ $needed } needed, { $available } available).

## Set-ups that cannot start

error-player-count = { $rules ->
    [edition2021] The 2021 edition is for { $min } to { $max } players, not { $count }.
    [party] Dixit Party is for { $min } to { $max } players, not { $count }.
    [team] Team Dixit is for 6, 8, 10 or 12 players, not { $count }.
   *[classic] Classic is for { $min } to { $max } players, not { $count }.
}
error-empty-name = Player { $seat } has no name.
error-name-too-long = The name “{ $name }” is too long (at most { $max } characters).
error-duplicate-name = Two players are called “{ $name }”.
error-team-names = { $teams } teams need { $teams } names, not { $given }.
error-empty-team-name = Team { $team } has no name.
error-duplicate-team-name = Two teams are called “{ $name }”.
error-no-end = The game must last at least one turn.
error-duplicate-card = Card { $card } is in the deck twice.
error-deck-too-small = { $missing ->
    [one] The deck has { $have } cards, but this game needs at least { $needed }: { $missing } card is missing.
   *[other] The deck has { $have } cards, but this game needs at least { $needed }: { $missing } cards are missing.
}

# The same reasons in a few words, for the table display's narrow rows.
reason-short-line = +{ $points }: { $reason }
reason-short-storyteller-some = storyteller, found by some
reason-short-storyteller-all = storyteller, found by all
reason-short-storyteller-none = storyteller, found by none
reason-short-found = found it
reason-short-missed = missed it
reason-short-everyone-found = everyone found it
reason-short-nobody-found = nobody found it
reason-short-votes = { $votes ->
    [one] 1 vote
   *[other] { $votes } votes
}
reason-short-votes-capped = { $votes } votes, max { $cap }
reason-short-single-vote = with one token
reason-short-party-match = { $players } on one card
reason-short-party-match-capped = { $players } on one card, max { $cap }
reason-short-party-red = red card
reason-short-party-alone = only vote on their choice
