# Cards on the table (companion mode): the table plays its own physical cards, and Fabula keeps
# the secrets and the score.

setup-table = Cards on the table
setup-table-hint = Play with your own Dixit cards: Fabula keeps the secrets and the score, and shows numbered places instead of pictures.
setup-table-no-computers = Computer players cannot see the cards on a real table: make every seat a person to play with your own cards.

hint-table-clue = Choose a card from your hand, lay it face down, and say your clue aloud (or type it here).
clue-table-after = Then everyone lays a card face down. Shuffle them and lay them out face up, one per numbered place.
privacy-task-table-clue = You are the storyteller: choose a card, lay it face down, and give your clue.
privacy-task-claim = Say which place on the table holds your card.

leave-below-text-table = This game needs at least { $min } players. With the cards on the table no computer player can take { $name }'s seat: the game ends now with the standings as they are ({ $name } counts as left and cannot win), or { $name } stays.

claim-title = { $name }, where is your card?
claim-title-two = { $name }, where are your two cards?
claim-hint = { $cards ->
    [one] Find your card among the { $places } on the table and choose its place.
   *[other] Find your two cards among the { $places } on the table and choose their places.
}
claim-confirm = My card is here
claim-confirm-two = My cards are here
claim-taken-help = If your card really lies there, someone chose the wrong place: everyone tells again.
claim-again = Everyone tells again
claim-hint-confirm = confirm your place
claim-key-digits = 1–{ $last }
claim-hint-digits = choose a place

board-phase-claiming = Places: { $done } of { $count } told
table-claiming = Lay the cards out face up in places 1 to { $places } · { $done } of { $total } told · { $name } is next
table-places-laid = { $total ->
    [one] { $total } numbered place on the table
   *[other] { $total } numbered places on the table
}
table-status-to-claim = to tell a place
table-status-place-told = place told
table-slot-place = place { $number }

error-cards-are-on-table = The cards are on the table: say which place holds yours.
error-no-places-to-claim = This game is played with pictures, not with the cards on the table.
error-wrong-place-count = { $expected ->
    [one] Choose { $expected } place, not { $got }.
   *[other] Choose { $expected } places, not { $got }.
}
error-same-place-twice = Your two cards lie in two different places.
error-place-taken = Place { $place } is already taken by another player.
error-nothing-claimed = Nobody has told a place yet.
error-deck-on-table = A game with the cards on the table uses no deck of pictures.
error-place-in-deck = Card { $card } is a numbered place, not a picture.

phone-page-claim = My card is here
phone-page-claim-hint = Find your card on the table and tap the number of its place.
phone-page-claim-two-hint = Find your two cards on the table and tap the numbers of their places.
phone-page-claim-again = Someone took my place: everyone tells again
phone-page-table-clue-hint = Choose a card from your hand, lay it face down, and say your clue aloud (or type it).
