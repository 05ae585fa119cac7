# Laatkomers die met hun telefoon aanschuiven: de aanmeldpagina, de antwoorden van de host, de vraag
# op de computer en de aanschuifcode op het tafelscherm.
phone-page-join-title = Aanschuiven
phone-page-join-language = Taal van de tafel: { $language }
phone-page-join-name = Je naam
phone-page-join-ask = Vragen om mee te spelen
phone-page-join-waiting = Gevraagd om mee te spelen als { $name }: de tafel antwoordt aan het eind van de beurt.
phone-page-join-seated = Welkom aan tafel! Je kaarten komen eraan.
phone-join-declined = De tafel kan je deze keer niet laten meespelen. Bedankt voor het vragen!
phone-join-full = De tafel is vol: er kan geen speler meer bij.
phone-join-pairs = Bij Team Dixit schuiven laatkomers per team van twee aan: vraag het aan de computer.
phone-join-game-over = Het spel is afgelopen: vraag of je bij het volgende mee mag doen.
phone-join-empty-name = Typ eerst je naam.
phone-join-long-name = Een naam heeft hoogstens { $max } tekens.
phone-join-bad-name = Een naam mag geen onzichtbare of stuurtekens bevatten.
phone-join-name-taken = { $name } zit al aan tafel: kies een andere naam.
phone-join-already-asked = Je hebt het al gevraagd: de tafel antwoordt aan het eind van de beurt.
phone-join-too-many = Er vragen nu te veel mensen tegelijk om mee te spelen: probeer het zo nog eens.
phone-join-no-link = Je hebt een plaats, maar deze telefoon kreeg zijn link niet: vraag je code aan de computer.
join-prompt-asks = { $name } vraagt om mee te spelen
join-prompt-where = op de eigen telefoon, na { $after }
join-prompt-accept = Toelaten
join-prompt-decline = Weigeren
join-prompt-more = en nog { $count } die wachten
table-join-title = Later gekomen?
table-join-scan = Scan en vraag om mee te doen
