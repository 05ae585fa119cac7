# Access: what screen readers say (a card's picture in words, the game's news) and reduced
# motion. Kept in a file of its own.

## A card's picture in words (its alt text) when its deck gives it no title.
card-alt-learned = { $words } (a picture from { $deck })
card-alt-numbered = Picture { $number } from { $deck }

## What a screen reader announces as the game moves on.
announce-reveal = { $card }. This turn: { $points }
announce-scorer-points = { $name }: { $count ->
    [one] { $count } point
   *[other] { $count } points
}
announce-points-separator = { ", " }

## Settings: motion.
settings-motion = Motion
settings-motion-hint = With less motion, the rabbits fade to their new spaces instead of hopping along the score track, and the voting wheel stands at its number at once.
settings-motion-reduce = Reduce motion
settings-motion-system = Your computer’s settings ask for less motion.

## The phone page: names for screen readers.
phone-page-card = Card { $number }
phone-page-slot = Slot { $number }
