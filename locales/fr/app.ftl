# Mots communs à toute l’application, l’écran d’accueil, le choix de la langue, les réglages et les règles.

common-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
key-enter = Entrée
key-space = Espace
key-esc = Échap
key-m = M
common-back = Retour
common-back-hint = retour
common-menu = menu

app-title = Fabula
start-tagline = une table pour les conteurs et les rêveurs
start-continue = Reprendre
start-new-game = Nouvelle partie
start-saved-games = Parties enregistrées
start-rules = Règles du jeu
start-settings = Réglages
start-hint-continue = reprendre
start-hint-new-game = nouvelle partie
start-hint-table = écran de table
start-language = Langue

settings-title = Réglages
settings-language = Langue
settings-language-hint = Tout le jeu change aussitôt de langue, règles comprises.
settings-table-display = Écran de table
settings-table-display-hint = Une seconde fenêtre pour un vidéoprojecteur ou une télévision, qui ne montre que ce que toute la table peut voir. Une télécommande de présentation fait avancer la partie : Page suivante pour le vote et le tour suivant, Page précédente pour l’historique des tours, B pour revenir au plateau.
settings-open-table = Ouvrir l’écran de table
settings-close-table = Fermer l’écran de table
settings-card-library = Bibliothèque de cartes
settings-card-library-hint = Choisissez les paquets de la prochaine partie et importez les vôtres.
settings-sound = Son
settings-sound-hint = De doux sons pour les moments d’un tour, joués par cet ordinateur.
settings-mute = Couper le son
settings-mute-key = couper partout
settings-volume = Volume
settings-effects = Effets
settings-music = Musique calme
settings-music-volume = Volume de la musique

rules-title = Règles du jeu
rules-contents = Sommaire

already-open-title = Fabula est déjà ouvert
already-open-text = Une autre fenêtre de Fabula utilise les mêmes parties enregistrées, mais ne répond pas : elle est peut-être occupée, ou bloquée. Attendez un instant et relancez Fabula, ou démarrez quand même : les parties ouvertes dans cette fenêtre ne seront pas touchées.
already-open-start-anyway = Démarrer quand même
already-open-quit = Quitter
