# Computerspelers: hun niveaus, zoals de voorbereiding en de tafel ze tonen.
computer-level-dreamer = Dromer
computer-level-dreamer-hint = Eenvoudige hints over wat de kaart toont; kiest vaak op goed geluk.
computer-level-teller = Dichter
computer-level-teller-hint = Hints uit wat de kaart oproept; een beetje toeval.
computer-level-sage = Wijze
computer-level-sage-hint = Uitdrukkingen en verre verbanden, gericht op de gulden middenweg; bijna geen toeval.
