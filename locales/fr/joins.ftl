# Les retardataires qui rejoignent la partie depuis leur téléphone : la page pour demander, les
# réponses de l’hôte, la question sur l’ordinateur et le code de l’écran de table.
phone-page-join-title = Rejoindre la partie
phone-page-join-language = Langue de la table : { $language }
phone-page-join-name = Votre nom
phone-page-join-ask = Demander à jouer
phone-page-join-waiting = Demande envoyée au nom de { $name } : la table répondra à la fin du tour.
phone-page-join-seated = Bienvenue à la table ! Vos cartes arrivent.
phone-join-declined = La table ne peut pas vous accueillir cette fois-ci. Merci d’avoir demandé !
phone-join-full = La table est complète : elle ne peut plus accueillir personne.
phone-join-pairs = Au Dixit en équipes, les retardataires arrivent par deux : demandez à l’ordinateur de la table.
phone-join-game-over = La partie est finie : demandez à jouer la prochaine.
phone-join-empty-name = Écrivez d’abord votre nom.
phone-join-long-name = Un nom a au plus { $max } caractères.
phone-join-bad-name = Un nom ne peut pas contenir de caractères invisibles ou de contrôle.
phone-join-name-taken = { $name } est déjà à la table : choisissez un autre nom.
phone-join-already-asked = Vous avez déjà demandé : la table répondra à la fin du tour.
phone-join-too-many = Trop de personnes demandent à jouer en ce moment : réessayez dans un instant.
phone-join-no-link = Vous avez une place, mais ce téléphone n’a pas pu recevoir son lien : demandez votre code à l’ordinateur.
join-prompt-asks = { $name } demande à jouer
join-prompt-where = sur son téléphone, après { $after }
join-prompt-accept = Accepter
join-prompt-decline = Refuser
join-prompt-more = et encore { $count } en attente
table-join-title = Arrivé en retard ?
table-join-scan = Scannez pour demander à jouer
