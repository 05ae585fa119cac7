# Jogadores do computador: seus níveis, como a preparação e a mesa os mostram.
computer-level-dreamer = Sonhador
computer-level-dreamer-hint = Dicas simples sobre o que a carta mostra; escolhe muitas vezes ao acaso.
computer-level-teller = Poeta
computer-level-teller-hint = Dicas a partir do que a carta evoca; um pouco de acaso.
computer-level-sage = Sábio
computer-level-sage-hint = Expressões e associações distantes, mirando o meio-termo; quase nenhum acaso.
