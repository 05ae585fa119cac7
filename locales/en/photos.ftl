# Cards photographed with phones: the library's panel (photos-*), the phone page
# (photos-page-*) and the laptop's refusals sent to the phone (photos-refused-*).

photos-open = Add cards from phones
photos-title = Cards from phones
photos-scan = Scan this code with a phone on the same Wi-Fi, then photograph your cards flat on a table: one at a time, or up to 12 side by side, not touching.
photos-qr-label = QR code of the photo page
photos-address = Or open this address on the phone:
photos-loopback = This computer is on no home network right now: phones cannot reach it.
photos-start-failed = Phones cannot send photos: { $reason }
photos-close = Close
photos-listening = Phones can send photos while this panel is open.
photos-none-yet = No photos yet. Each photo appears here beside the card found in it.
photos-finding = Looking for the card…
photos-found = Card found. Accept it, or drag a corner where it is wrong.
photos-not-found = No card found: drag the four corners onto the card’s corners.
photos-placed = Corners placed by hand. Accept the card, or drag a corner again.
photos-accept = Accept
photos-retake = Retake
photos-accepted = Accepted
photos-same-card = The same card as photo { $number }: it will be added once.
photos-accept-number = Accept photo { $number }
photos-retake-number = Retake photo { $number }
photos-turn = Turn upside down
photos-turn-number = Turn card { $number } upside down
photos-photo-label = Photo { $number }
photos-photo-image = Photo { $number } with the card outlined
photos-card-label = Card from photo { $number }
photos-corner = Corner { $corner } of photo { $number }
photos-photo-card-label = Photo { $number }, card { $card } of { $count }
photos-accept-card = Accept card { $card } of photo { $number }
photos-retake-card = Retake card { $card } of photo { $number }
photos-turn-card = Turn card { $card } of photo { $number } upside down
photos-card-of-label = Card { $card } from photo { $number }
photos-photo-card-image = Photo { $number } with card { $card } outlined
photos-corner-card = Corner { $corner } of card { $card } in photo { $number }
photos-same-card-of = The same card as card { $card } of photo { $number }: it will be added once.
photos-cards-found = { $count ->
    [one] Photo { $number }: { $count } card found
   *[other] Photo { $number }: { $count } cards found
}
photos-deck-name = Deck name
photos-default-deck = Phone photos { $date }
photos-add = { $count ->
    [one] Add { $count } card to the deck
   *[other] Add { $count } cards to the deck
}
photos-add-none = Accept cards to add them
photos-adding = Adding the cards…
photos-report-added = { $count ->
    [one] { $count } card added to “{ $deck }”.
   *[other] { $count } cards added to “{ $deck }”.
}
photos-report-already = { $count ->
    [one] { $count } was already there.
   *[other] { $count } were already there.
}
photos-report-failed = The cards could not be added: { $reason }

photos-page-title = Photograph your cards
photos-page-hint = Up to 12 cards per photo, side by side and not touching, flat on a plain table, every card whole in view.
photos-page-take = Take a photo
photos-page-choose = Choose photos
photos-page-shrinking = Preparing…
photos-page-sending = Sending…
photos-page-sent-number = Sent: photo { $number } is on the laptop.
photos-page-sent-cards = { $count ->
    [one] Sent: photo { $number } is on the laptop, { $count } card found.
   *[other] Sent: photo { $number } is on the laptop, { $count } cards found.
}
photos-page-sent-none = Sent: photo { $number } is on the laptop, but no card was found in it: place its corners there.
photos-page-waiting-retry = Trying again in a moment…
photos-page-lost = Not sent: the laptop cannot be reached (is its panel still open?).
photos-page-no-link = Scan the QR code on the laptop again to send photos.
photos-page-progress = { $done } of { $count } sent

photos-refused-token = This link no longer works: scan the QR code on the laptop again.
photos-refused-locked = Too many wrong links from this phone: wait a minute, then scan the QR code again.
photos-refused-too-many = Slow down: the laptop takes { $count } photos a minute from one phone. This one is sent again in a moment.
photos-refused-file-too-large = This photo is too large ({ $megabytes } MB; the laptop takes up to { $limit } MB). Send it through the page, which makes it smaller.
photos-refused-pixels = This picture has too many pixels ({ $width } × { $height }; at most { $megapixels } megapixels).
photos-refused-not-a-picture = This is no photo the laptop can read: take a new one or choose another.
photos-refused-full = { $count } photos are waiting on the laptop: accept or retake some there. This one is sent again in a moment.
photos-refused-closed = The laptop stopped taking photos.
