# Kaarten gefotografeerd met telefoons: het paneel van de bibliotheek (photos-*), de
# telefoonpagina (photos-page-*) en de weigeringen van de computer (photos-refused-*).

photos-open = Kaarten toevoegen met telefoons
photos-title = Kaarten van telefoons
photos-scan = Scan deze code met een telefoon op hetzelfde wifi en fotografeer je kaarten plat op een tafel: één per keer, of tot 12 naast elkaar, zonder dat ze elkaar raken.
photos-qr-label = QR-code van de fotopagina
photos-address = Of open dit adres op de telefoon:
photos-loopback = Deze computer zit nu op geen thuisnetwerk: telefoons kunnen hem niet bereiken.
photos-start-failed = Telefoons kunnen geen foto’s sturen: { $reason }
photos-close = Sluiten
photos-listening = Telefoons kunnen foto’s sturen zolang dit paneel open is.
photos-none-yet = Nog geen foto’s. Elke foto verschijnt hier naast de kaart die erin gevonden is.
photos-finding = De kaart wordt gezocht…
photos-found = Kaart gevonden. Accepteer hem, of sleep een hoek die niet klopt.
photos-not-found = Geen kaart gevonden: sleep de vier hoeken naar de hoeken van de kaart.
photos-placed = Hoeken met de hand gezet. Accepteer de kaart, of sleep nog een hoek.
photos-accept = Accepteren
photos-retake = Opnieuw
photos-accepted = Geaccepteerd
photos-same-card = Dezelfde kaart als foto { $number }: hij wordt maar één keer toegevoegd.
photos-accept-number = Foto { $number } accepteren
photos-retake-number = Foto { $number } opnieuw maken
photos-turn = Ondersteboven draaien
photos-turn-number = Kaart { $number } ondersteboven draaien
photos-photo-label = Foto { $number }
photos-photo-image = Foto { $number } met de omtrek van de kaart
photos-card-label = Kaart uit foto { $number }
photos-corner = Hoek { $corner } van foto { $number }
photos-photo-card-label = Foto { $number }, kaart { $card } van { $count }
photos-accept-card = Kaart { $card } van foto { $number } accepteren
photos-retake-card = Kaart { $card } van foto { $number } opnieuw maken
photos-turn-card = Kaart { $card } van foto { $number } ondersteboven draaien
photos-card-of-label = Kaart { $card } uit foto { $number }
photos-photo-card-image = Foto { $number } met kaart { $card } omlijnd
photos-corner-card = Hoek { $corner } van kaart { $card } in foto { $number }
photos-same-card-of = Dezelfde kaart als kaart { $card } van foto { $number }: hij wordt maar één keer toegevoegd.
photos-cards-found = { $count ->
    [one] Foto { $number }: { $count } kaart gevonden
   *[other] Foto { $number }: { $count } kaarten gevonden
}
photos-deck-name = Naam van het deck
photos-default-deck = Telefoonfoto’s { $date }
photos-add = { $count ->
    [one] { $count } kaart aan het deck toevoegen
   *[other] { $count } kaarten aan het deck toevoegen
}
photos-add-none = Accepteer kaarten om ze toe te voegen
photos-adding = De kaarten worden toegevoegd…
photos-report-added = { $count ->
    [one] { $count } kaart toegevoegd aan ‘{ $deck }’.
   *[other] { $count } kaarten toegevoegd aan ‘{ $deck }’.
}
photos-report-already = { $count ->
    [one] { $count } was er al.
   *[other] { $count } waren er al.
}
photos-report-failed = De kaarten konden niet worden toegevoegd: { $reason }

photos-page-title = Fotografeer je kaarten
photos-page-hint = Tot 12 kaarten per foto, naast elkaar zonder elkaar te raken, plat op een effen tafel, elke kaart helemaal in beeld.
photos-page-take = Foto maken
photos-page-choose = Foto’s kiezen
photos-page-shrinking = Voorbereiden…
photos-page-sending = Versturen…
photos-page-sent-number = Verstuurd: foto { $number } staat op de computer.
photos-page-sent-cards = { $count ->
    [one] Verstuurd: foto { $number } staat op de computer, { $count } kaart gevonden.
   *[other] Verstuurd: foto { $number } staat op de computer, { $count } kaarten gevonden.
}
photos-page-sent-none = Verstuurd: foto { $number } staat op de computer, maar er is geen kaart in gevonden: zet daar de hoeken.
photos-page-waiting-retry = Zo meteen nog een keer…
photos-page-lost = Niet verstuurd: de computer is niet bereikbaar (is het paneel nog open?).
photos-page-no-link = Scan de QR-code op de computer opnieuw om foto’s te sturen.
photos-page-progress = { $done } van { $count } verstuurd

photos-refused-token = Deze link werkt niet meer: scan de QR-code op de computer opnieuw.
photos-refused-locked = Te veel verkeerde links van deze telefoon: wacht een minuut en scan de QR-code opnieuw.
photos-refused-too-many = Rustig aan: de computer accepteert { $count } foto’s per minuut van één telefoon. Deze wordt zo meteen opnieuw verstuurd.
photos-refused-file-too-large = Deze foto is te groot ({ $megabytes } MB; de computer accepteert tot { $limit } MB). Stuur hem via de pagina, die hem kleiner maakt.
photos-refused-pixels = Deze afbeelding heeft te veel pixels ({ $width } × { $height }; hoogstens { $megapixels } megapixel).
photos-refused-not-a-picture = Dit is geen foto die de computer kan lezen: maak een nieuwe foto of kies een andere.
photos-refused-full = Er wachten { $count } foto’s op de computer: accepteer er daar een paar of maak ze opnieuw. Deze wordt zo meteen opnieuw verstuurd.
photos-refused-closed = De computer accepteert geen foto’s meer.
