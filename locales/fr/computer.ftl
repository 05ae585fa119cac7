# Joueurs virtuels : leurs niveaux, tels que la mise en place et la table les montrent.
computer-level-dreamer = Rêveur
computer-level-dreamer-hint = Des indices simples sur ce que montre l’image ; choisit souvent au hasard.
computer-level-teller = Poète
computer-level-teller-hint = Des indices tirés de ce que l’image évoque ; un peu de hasard.
computer-level-sage = Sage
computer-level-sage-hint = Expressions et associations lointaines, visant le juste milieu ; presque pas de hasard.
