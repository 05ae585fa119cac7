# Computer players: their levels, as the set-up and the table show them.
computer-level-dreamer = Dreamer
computer-level-dreamer-hint = Plain clues about what the picture shows; often chooses by chance.
computer-level-teller = Poet
computer-level-teller-hint = Clues from what the picture calls to mind; a little chance.
computer-level-sage = Sage
computer-level-sage-hint = Idioms and far associations, aimed at the sweet spot; hardly any chance.
