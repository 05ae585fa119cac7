# Toegankelijkheid: wat een schermlezer zegt (een kaart in woorden, het nieuws van het spel)
# en minder beweging. In een eigen bestand.

## Een kaart in woorden (de alt-tekst) als het deck er geen titel bij geeft.
card-alt-learned = { $words } (een afbeelding uit het deck { $deck })
card-alt-numbered = Afbeelding { $number } uit het deck { $deck }

## Wat een schermlezer meldt terwijl het spel verdergaat.
announce-reveal = { $card }. Deze beurt: { $points }
announce-scorer-points = { $name }: { $count ->
    [one] { $count } punt
   *[other] { $count } punten
}
announce-points-separator = { ", " }

## Instellingen: beweging.
settings-motion = Beweging
settings-motion-hint = Met minder beweging huppelen de konijnen niet over het scorespoor, maar vervagen ze naar hun nieuwe vak, en staat het stemwiel meteen op zijn nummer.
settings-motion-reduce = Minder beweging
settings-motion-system = Je computer is ingesteld op minder beweging.

## De telefoonpagina: namen voor schermlezers.
phone-page-card = Kaart { $number }
phone-page-slot = Vak { $number }
