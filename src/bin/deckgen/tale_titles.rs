//! The curated tales: seeds chosen by looking at the painter's output, in card-id order, each
//! with a title written by hand in the four languages. `deckgen generate tales` paints exactly
//! these.

/// A title in the game's four languages.
pub struct Titles {
    pub en: &'static str,
    pub nl: &'static str,
    pub fr: &'static str,
    pub pt: &'static str,
}

macro_rules! tale {
    ($seed:literal, $en:literal, $nl:literal, $fr:literal, $pt:literal) => {
        (
            $seed,
            Titles {
                en: $en,
                nl: $nl,
                fr: $fr,
                pt: $pt,
            },
        )
    };
}

/// The deck, in card-id order.
/// Curation: seeds 0-459 were painted; 175 were chosen by their recipes (at most 4 cards led
/// by one protagonist across both decks, 9 per place, 10 per action, 9 with a moon, the five
/// styles in balance, none too dark or flat to read), looked at in sheets of 40, and the
/// broken, muddy or unreadable ones thrown away (see docs/deck-painter.md).
// One card a line: the four titles side by side are how they are checked.
#[rustfmt::skip]
pub const TALES: &[(u64, Titles)] = &[
    tale!(3, "A ladder out of the stormy sea", "Een ladder uit de stormzee", "Une échelle pour sortir de la mer en furie", "Uma escada para fora do mar revolto"),
    tale!(7, "The scarecrow knocks at the garden door", "De vogelverschrikker klopt aan de tuindeur", "L'épouvantail frappe à la porte du jardin", "O espantalho bate à porta do jardim"),
    tale!(13, "A lantern among the wet books", "Een lantaarn tussen de natte boeken", "Une lanterne parmi les livres mouillés", "Uma lanterna entre os livros molhados"),
    tale!(14, "Swinging in the snowy orchard", "Schommelen in de besneeuwde boomgaard", "La balançoire du verger sous la neige", "Balançando no pomar nevado"),
    tale!(18, "The king who fell through the clouds", "De koning die door de wolken viel", "Le roi tombé à travers les nuages", "O rei que caiu entre as nuvens"),
    tale!(21, "Watering the tree at night", "'s Nachts de boom water geven", "Arroser l'arbre en pleine nuit", "Regando a árvore à noite"),
    tale!(24, "Reading inside the fish", "Lezen in de buik van de vis", "Lire dans le ventre du poisson", "Lendo dentro do peixe"),
    tale!(28, "Rain falling upward by the river", "Regen die omhoog valt bij de rivier", "La pluie qui tombe vers le ciel au bord de la rivière", "Chuva caindo para cima à beira do rio"),
    tale!(31, "The boy and the ghost share a book", "De jongen en het spook delen een boek", "Le garçon et le fantôme partagent un livre", "O menino e o fantasma dividem um livro"),
    tale!(36, "Juggling apples on a snowy beach", "Jongleren met appels op een besneeuwd strand", "Jongler avec des pommes sur une plage enneigée", "Fazendo malabares com maçãs na praia nevada"),
    tale!(37, "The old man dancing in the shell", "De oude man die danst in de schelp", "Le vieil homme qui danse dans le coquillage", "O velho dançando dentro da concha"),
    tale!(39, "A ghost meets a girl on the sea", "Een spook ontmoet een meisje op zee", "Un fantôme rencontre une fille sur la mer", "Um fantasma encontra uma menina no mar"),
    tale!(43, "A knight watering flowers inside a fish", "Een ridder die bloemen water geeft in een vis", "Un chevalier arrose des fleurs dans un poisson", "Um cavaleiro regando flores dentro de um peixe"),
    tale!(44, "The child who flew over the meadow", "Het kind dat over de wei vloog", "L'enfant qui survolait le pré", "A criança que voou sobre o campo"),
    tale!(45, "One book for two in the greenhouse", "Eén boek voor twee in de kas", "Un livre pour deux dans la serre", "Um livro para dois na estufa"),
    tale!(47, "The frog and the telescope in the harbour", "De kikker en de telescoop in de haven", "La grenouille à la longue-vue sur le port", "O sapo e o telescópio no porto"),
    tale!(49, "The wolf who sweeps up stars", "De wolf die sterren bijeenveegt", "Le loup qui balaie les étoiles", "O lobo que varre estrelas"),
    tale!(50, "A bear with a lantern in the wind", "Een beer met een lantaarn in de wind", "Un ours et sa lanterne dans le vent", "Um urso com uma lanterna ao vento"),
    tale!(51, "Knocking at a door in the snow", "Aankloppen bij een deur in de sneeuw", "Frapper à une porte dans la neige", "Batendo numa porta na neve"),
    tale!(55, "The giant bear and the little mouse", "De reuzenbeer en het kleine muisje", "L'ours géant et la petite souris", "O urso gigante e o ratinho"),
    tale!(57, "Watering a tree in the wheat", "Een boom water geven in het koren", "Arroser un arbre au milieu du blé", "Regando uma árvore no meio do trigo"),
    tale!(59, "The crow and the traveller under one umbrella", "De kraai en de reiziger onder één paraplu", "Le corbeau et le voyageur sous un même parapluie", "O corvo e o viajante sob o mesmo guarda-chuva"),
    tale!(66, "The baker and the tortoise quarrel in the snow", "De bakker en de schildpad maken ruzie in de sneeuw", "Le boulanger et la tortue se disputent sous la neige", "O padeiro e a tartaruga brigam na neve"),
    tale!(67, "The wolf dancing in the teapot", "De wolf die danst in de theepot", "Le loup qui danse dans la théière", "O lobo dançando dentro do bule"),
    tale!(71, "Planting a star in the attic", "Een ster planten op zolder", "Planter une étoile au grenier", "Plantando uma estrela no sótão"),
    tale!(72, "The great musician and the little tortoise", "De reusachtige muzikant en het schildpadje", "Le musicien géant et la petite tortue", "O músico gigante e a tartaruguinha"),
    tale!(79, "Two strangers meet in the cave", "Twee vreemden ontmoeten elkaar in de grot", "Deux inconnus se rencontrent dans la grotte", "Dois estranhos se encontram na caverna"),
    tale!(80, "The sailor walks away over the sea", "De matroos loopt weg over zee", "Le marin s'en va sur la mer", "O marinheiro vai embora sobre o mar"),
    tale!(82, "A dog looking at the stars", "Een hond die naar de sterren kijkt", "Un chien qui observe les étoiles", "Um cachorro olhando as estrelas"),
    tale!(85, "The ghost who came to the king's kitchen", "Het spook in de keuken van de koning", "Le fantôme dans la cuisine du roi", "O fantasma na cozinha do rei"),
    tale!(89, "The wizard mends a quilt", "De tovenaar verstelt een deken", "Le magicien raccommode une courtepointe", "O mago remenda uma colcha"),
    tale!(90, "A diver and a fisherman argue in the fog", "Een duiker en een visser ruziën in de mist", "Un plongeur et un pêcheur se disputent dans le brouillard", "Um mergulhador e um pescador discutem na neblina"),
    tale!(91, "The postman meets a child on stage", "De postbode ontmoet een kind op het toneel", "Le facteur rencontre un enfant sur scène", "O carteiro encontra uma criança no palco"),
    tale!(92, "A badger's lantern inside the clock", "De lantaarn van een das in de klok", "La lanterne d'un blaireau dans l'horloge", "A lanterna de um texugo dentro do relógio"),
    tale!(96, "The owl knocks at the river's door", "De uil klopt aan de deur bij de rivier", "La chouette frappe à la porte de la rivière", "A coruja bate à porta do rio"),
    tale!(97, "A stone giant waters a mushroom", "Een stenen reus geeft een paddenstoel water", "Un géant de pierre arrose un champignon", "Um gigante de pedra rega um cogumelo"),
    tale!(108, "A tortoise with a lantern under the sea", "Een schildpad met een lantaarn onder zee", "Une tortue et sa lanterne sous la mer", "Uma tartaruga com uma lanterna no fundo do mar"),
    tale!(114, "A dancer knocks on the library door", "Een danseres klopt aan de deur van de bibliotheek", "Une danseuse frappe à la porte de la bibliothèque", "Uma bailarina bate à porta da biblioteca"),
    tale!(121, "A dog with a lantern in the belly of the fish", "Een hond met een lantaarn in de buik van de vis", "Un chien et sa lanterne dans le ventre du poisson", "Um cachorro com uma lanterna na barriga do peixe"),
    tale!(123, "Waving to a balloon over the snowy village", "Zwaaien naar een ballon boven het sneeuwdorp", "Saluer un ballon au-dessus du village enneigé", "Acenando para um balão sobre a vila nevada"),
    tale!(126, "The clown knocks at a door by the river", "De clown klopt aan een deur bij de rivier", "Le clown frappe à une porte au bord de la rivière", "O palhaço bate a uma porta à beira do rio"),
    tale!(127, "The scarecrow meets a sailor in the mountains", "De vogelverschrikker ontmoet een matroos in de bergen", "L'épouvantail rencontre un marin dans la montagne", "O espantalho encontra um marinheiro nas montanhas"),
    tale!(129, "The old woman falls down the stairs", "De oude vrouw valt van de trap", "La vieille dame tombe dans l'escalier", "A velhinha cai da escada"),
    tale!(131, "The dog follows the fisherman through the garden", "De hond volgt de visser door de tuin", "Le chien suit le pêcheur à travers le jardin", "O cachorro segue o pescador pelo jardim"),
    tale!(133, "The girl leaves over the bridge in the snow", "Het meisje vertrekt over de brug in de sneeuw", "La fille s'en va par le pont sous la neige", "A menina parte pela ponte na neve"),
    tale!(137, "The princess plants a star on the roof", "De prinses plant een ster op het dak", "La princesse plante une étoile sur le toit", "A princesa planta uma estrela no telhado"),
    tale!(138, "Carrying a house inside the teapot", "Een huis dragen in de theepot", "Porter une maison dans la théière", "Carregando uma casa dentro do bule"),
    tale!(139, "A door inside the teapot", "Een deur in de theepot", "Une porte dans la théière", "Uma porta dentro do bule"),
    tale!(144, "The boy knocks at a door on the beach", "De jongen klopt aan een deur op het strand", "Le garçon frappe à une porte sur la plage", "O menino bate a uma porta na praia"),
    tale!(145, "The crow knocks in the snowstorm", "De kraai klopt aan in de sneeuwstorm", "Le corbeau frappe dans la tempête de neige", "O corvo bate à porta na nevasca"),
    tale!(146, "Watering flowers in the rain above the clouds", "Bloemen water geven in de regen boven de wolken", "Arroser des fleurs sous la pluie au-dessus des nuages", "Regando flores na chuva acima das nuvens"),
    tale!(149, "The clown sews at the foot of the stairs", "De clown naait onder aan de trap", "Le clown coud au pied de l'escalier", "O palhaço costura ao pé da escada"),
    tale!(151, "The queen meets a mouse in the wheat", "De koningin ontmoet een muis in het koren", "La reine rencontre une souris dans les blés", "A rainha encontra um rato no trigal"),
    tale!(154, "The tortoise who juggles planets", "De schildpad die met planeten jongleert", "La tortue qui jongle avec des planètes", "A tartaruga que faz malabares com planetas"),
    tale!(155, "The wizard carries a bell through the wind", "De tovenaar draagt een klok door de wind", "Le magicien porte une cloche dans le vent", "O mago carrega um sino no vento"),
    tale!(160, "A stone giant with a lantern in the snowy village", "Een stenen reus met een lantaarn in het sneeuwdorp", "Un géant de pierre et sa lanterne dans le village enneigé", "Um gigante de pedra com uma lanterna na vila nevada"),
    tale!(162, "Juggling planets in the belly of a fish", "Jongleren met planeten in de buik van een vis", "Jongler avec des planètes dans le ventre d'un poisson", "Malabares com planetas na barriga de um peixe"),
    tale!(164, "The cloud creature meets a fisherman on stage", "Het wolkenwezen ontmoet een visser op het toneel", "La créature de nuage rencontre un pêcheur sur scène", "A criatura de nuvem encontra um pescador no palco"),
    tale!(165, "The dancer carries a fish through the greenhouse", "De danseres draagt een vis door de kas", "La danseuse porte un poisson à travers la serre", "A bailarina carrega um peixe pela estufa"),
    tale!(166, "The tortoise hiding behind the kitchen curtain", "De schildpad verstopt achter het keukengordijn", "La tortue cachée derrière le rideau de la cuisine", "A tartaruga escondida atrás da cortina da cozinha"),
    tale!(167, "The old man meets a frog on the stairs", "De oude man ontmoet een kikker op de trap", "Le vieil homme rencontre une grenouille dans l'escalier", "O velho encontra um sapo na escada"),
    tale!(168, "Two princesses reading inside a fish", "Twee prinsessen lezen in een vis", "Deux princesses lisent dans un poisson", "Duas princesas lendo dentro de um peixe"),
    tale!(174, "A crow on a swing in the snow", "Een kraai op een schommel in de sneeuw", "Un corbeau sur une balançoire sous la neige", "Um corvo num balanço na neve"),
    tale!(176, "The owl and the stone giant quarrel in the library", "De uil en de stenen reus ruziën in de bibliotheek", "La chouette et le géant de pierre se disputent à la bibliothèque", "A coruja e o gigante de pedra brigam na biblioteca"),
    tale!(180, "The knight waves to a ship in the mountains", "De ridder zwaait naar een schip in de bergen", "Le chevalier salue un bateau dans la montagne", "O cavaleiro acena para um barco nas montanhas"),
    tale!(183, "A stone giant dancing in the kitchen", "Een stenen reus die danst in de keuken", "Un géant de pierre qui danse dans la cuisine", "Um gigante de pedra dançando na cozinha"),
    tale!(184, "Planting a star in the rain", "Een ster planten in de regen", "Planter une étoile sous la pluie", "Plantando uma estrela na chuva"),
    tale!(190, "The stone giant's violin in the fog", "De viool van de stenen reus in de mist", "Le violon du géant de pierre dans le brouillard", "O violino do gigante de pedra na neblina"),
    tale!(198, "The tortoise juggling apples in the wind", "De schildpad die met appels jongleert in de wind", "La tortue qui jongle avec des pommes dans le vent", "A tartaruga fazendo malabares com maçãs ao vento"),
    tale!(200, "A dog watering a flower by the bed", "Een hond die een bloem water geeft naast het bed", "Un chien arrose une fleur près du lit", "Um cachorro regando uma flor ao lado da cama"),
    tale!(201, "The cat follows the cloud creature under the sea", "De kat volgt het wolkenwezen onder zee", "Le chat suit la créature de nuage sous la mer", "O gato segue a criatura de nuvem no fundo do mar"),
    tale!(203, "The witch on a swing in the forest", "De heks op een schommel in het bos", "La sorcière sur une balançoire dans la forêt", "A bruxa num balanço na floresta"),
    tale!(205, "The witch climbing to a cloud", "De heks die naar een wolk klimt", "La sorcière grimpe jusqu'à un nuage", "A bruxa subindo até uma nuvem"),
    tale!(206, "The witch pours stars inside the teapot", "De heks schenkt sterren in de theepot", "La sorcière verse des étoiles dans la théière", "A bruxa derrama estrelas dentro do bule"),
    tale!(208, "An astronaut stargazing in the wheat", "Een astronaut die sterren kijkt in het koren", "Un astronaute observe les étoiles dans les blés", "Um astronauta olhando as estrelas no trigal"),
    tale!(213, "A diver juggling stars in the foggy street", "Een duiker die met sterren jongleert in de mistige straat", "Un plongeur jongle avec des étoiles dans la rue brumeuse", "Um mergulhador fazendo malabares com estrelas na rua enevoada"),
    tale!(216, "The bear pours the sea inside a shell", "De beer schenkt de zee in een schelp", "L'ours verse la mer dans un coquillage", "O urso derrama o mar dentro de uma concha"),
    tale!(221, "The lantern spirit dances in the kitchen", "De lantaarngeest danst in de keuken", "L'esprit-lanterne danse dans la cuisine", "O espírito-lanterna dança na cozinha"),
    tale!(224, "The baker hides behind the curtain", "De bakker verstopt zich achter het gordijn", "Le boulanger se cache derrière le rideau", "O padeiro se esconde atrás da cortina"),
    tale!(225, "The astronaut leaves through the blossoming wheat", "De astronaut vertrekt door het bloeiende koren", "L'astronaute s'en va dans les blés en fleurs", "O astronauta parte pelo trigal florido"),
    tale!(242, "The king waves at the harbour as the rain rises", "De koning zwaait in de haven terwijl de regen opstijgt", "Le roi salue au port sous la pluie qui monte", "O rei acena no porto enquanto a chuva sobe"),
    tale!(245, "Pouring tea while the rain goes up", "Thee schenken terwijl de regen omhooggaat", "Verser le thé pendant que la pluie remonte", "Servindo chá enquanto a chuva sobe"),
    tale!(251, "The diver rowing on the river", "De duiker die roeit op de rivier", "Le plongeur qui rame sur la rivière", "O mergulhador remando no rio"),
    tale!(255, "The traveller walks off across the meadow", "De reiziger trekt weg over de wei", "Le voyageur s'éloigne à travers le pré", "O viajante se afasta pelo campo"),
    tale!(256, "The diver meets a wizard in the wheat", "De duiker ontmoet een tovenaar in het koren", "Le plongeur rencontre un magicien dans les blés", "O mergulhador encontra um mago no trigal"),
    tale!(259, "The clown pours tea inside a shell", "De clown schenkt thee in een schelp", "Le clown verse le thé dans un coquillage", "O palhaço serve chá dentro de uma concha"),
    tale!(260, "A crow climbing in the attic", "Een kraai die op zolder klimt", "Un corbeau grimpe au grenier", "Um corvo subindo no sótão"),
    tale!(262, "The giant fisherman in the snowy village", "De reusachtige visser in het sneeuwdorp", "Le pêcheur géant dans le village enneigé", "O pescador gigante na vila nevada"),
    tale!(267, "A mouse with a telescope on the bridge", "Een muis met een telescoop op de brug", "Une souris et sa longue-vue sur le pont", "Um rato com um telescópio na ponte"),
    tale!(269, "The astronaut carries the moon inside a fish", "De astronaut draagt de maan in een vis", "L'astronaute porte la lune dans un poisson", "O astronauta carrega a lua dentro de um peixe"),
    tale!(272, "The old man's violin on a windy stage", "De viool van de oude man op een winderig toneel", "Le violon du vieil homme sur une scène venteuse", "O violino do velho num palco ventoso"),
    tale!(273, "The owl plants a star in the greenhouse", "De uil plant een ster in de kas", "La chouette plante une étoile dans la serre", "A coruja planta uma estrela na estufa"),
    tale!(274, "The hare and the cat share a lantern above the clouds", "De haas en de kat delen een lantaarn boven de wolken", "Le lièvre et le chat partagent une lanterne au-dessus des nuages", "A lebre e o gato dividem uma lanterna acima das nuvens"),
    tale!(276, "Sweeping stars in the cave", "Sterren vegen in de grot", "Balayer les étoiles dans la grotte", "Varrendo estrelas na caverna"),
    tale!(280, "Sewing inside the teapot", "Naaien in de theepot", "Coudre dans la théière", "Costurando dentro do bule"),
    tale!(281, "The sleeper sewing on the stage", "De slaper die naait op het toneel", "Le dormeur qui coud sur scène", "O dorminhoco costurando no palco"),
    tale!(284, "The lantern spirit flies over the snowy village", "De lantaarngeest vliegt over het sneeuwdorp", "L'esprit-lanterne survole le village enneigé", "O espírito-lanterna voa sobre a vila nevada"),
    tale!(286, "The scarecrow tumbles into the wheat", "De vogelverschrikker tuimelt in het koren", "L'épouvantail culbute dans les blés", "O espantalho despenca no trigal"),
    tale!(296, "A hare flying over the rooftops at night", "Een haas die 's nachts over de daken vliegt", "Un lièvre qui vole au-dessus des toits la nuit", "Uma lebre voando sobre os telhados à noite"),
    tale!(297, "The traveller plants a star in the greenhouse", "De reiziger plant een ster in de kas", "Le voyageur plante une étoile dans la serre", "O viajante planta uma estrela na estufa"),
    tale!(299, "A pig falling under the sea", "Een varken dat valt onder zee", "Un cochon qui tombe au fond de la mer", "Um porco caindo no fundo do mar"),
    tale!(303, "The princess climbs from the roof to a cloud", "De prinses klimt van het dak naar een wolk", "La princesse grimpe du toit jusqu'à un nuage", "A princesa sobe do telhado até uma nuvem"),
    tale!(304, "The princess plants a star in the sea", "De prinses plant een ster in de zee", "La princesse plante une étoile dans la mer", "A princesa planta uma estrela no mar"),
    tale!(305, "The giant child and the little dancer", "Het reuzenkind en de kleine danseres", "L'enfant géant et la petite danseuse", "A criança gigante e a pequena bailarina"),
    tale!(308, "The frog dancing in the street", "De kikker die danst op straat", "La grenouille qui danse dans la rue", "O sapo dançando na rua"),
    tale!(309, "The old man plays the violin inside a fish", "De oude man speelt viool in een vis", "Le vieil homme joue du violon dans un poisson", "O velho toca violino dentro de um peixe"),
    tale!(313, "The queen knocks at a door on the bridge", "De koningin klopt aan een deur op de brug", "La reine frappe à une porte sur le pont", "A rainha bate a uma porta na ponte"),
    tale!(316, "A knight waters a flower inside the shell", "Een ridder geeft een bloem water in de schelp", "Un chevalier arrose une fleur dans le coquillage", "Um cavaleiro rega uma flor dentro da concha"),
    tale!(319, "The cloud creature dances under the moon", "Het wolkenwezen danst onder de maan", "La créature de nuage danse sous la lune", "A criatura de nuvem dança sob a lua"),
    tale!(320, "The frog sweeping stars in the meadow", "De kikker die sterren veegt in de wei", "La grenouille qui balaie des étoiles dans le pré", "O sapo varrendo estrelas no campo"),
    tale!(323, "A ghost stargazing in the snowy fog", "Een spook dat sterren kijkt in de sneeuwmist", "Un fantôme observe les étoiles dans la brume enneigée", "Um fantasma olhando as estrelas na neblina nevada"),
    tale!(326, "The knight blown over in the garden", "De ridder die omwaait in de tuin", "Le chevalier renversé par le vent dans le jardin", "O cavaleiro derrubado pelo vento no jardim"),
    tale!(336, "The fisherman and the sleeper quarrel at sea", "De visser en de slaper maken ruzie op zee", "Le pêcheur et le dormeur se disputent en mer", "O pescador e o dorminhoco brigam no mar"),
    tale!(337, "A mouse knocks at a door in the harbour", "Een muis klopt aan een deur in de haven", "Une souris frappe à une porte sur le port", "Um rato bate a uma porta no porto"),
    tale!(338, "A sailor's violin in the rain on the bridge", "De viool van een matroos in de regen op de brug", "Le violon d'un marin sous la pluie sur le pont", "O violino de um marinheiro na chuva sobre a ponte"),
    tale!(343, "The old woman dances among the books", "De oude vrouw danst tussen de boeken", "La vieille dame danse parmi les livres", "A velhinha dança entre os livros"),
    tale!(344, "The frog and the princess quarrel in the shell", "De kikker en de prinses ruziën in de schelp", "La grenouille et la princesse se disputent dans le coquillage", "O sapo e a princesa brigam dentro da concha"),
    tale!(347, "The giant sailor and the little musician", "De reusachtige matroos en de kleine muzikant", "Le marin géant et le petit musicien", "O marinheiro gigante e o pequeno músico"),
    tale!(349, "The king plants a star in the cave", "De koning plant een ster in de grot", "Le roi plante une étoile dans la grotte", "O rei planta uma estrela na caverna"),
    tale!(353, "Rowing home by moonlight", "Bij maanlicht naar huis roeien", "Rentrer à la rame au clair de lune", "Remando para casa ao luar"),
    tale!(357, "The giant girl and the little wolf", "Het reuzenmeisje en de kleine wolf", "La fille géante et le petit loup", "A menina gigante e o lobinho"),
    tale!(359, "A badger carries a tree under the sea", "Een das draagt een boom onder zee", "Un blaireau porte un arbre sous la mer", "Um texugo carrega uma árvore no fundo do mar"),
    tale!(366, "The baker carries a fish across the meadow", "De bakker draagt een vis over de wei", "Le boulanger porte un poisson à travers le pré", "O padeiro carrega um peixe pelo campo"),
    tale!(367, "The dancer sews a patch of sky on the bridge", "De danseres naait een stukje lucht op de brug", "La danseuse coud un morceau de ciel sur le pont", "A bailarina costura um pedaço de céu na ponte"),
    tale!(370, "The baker sweeping stars in the rain", "De bakker die sterren veegt in de regen", "Le boulanger balaie des étoiles sous la pluie", "O padeiro varrendo estrelas na chuva"),
    tale!(372, "The witch waters a flower in the mountains", "De heks geeft een bloem water in de bergen", "La sorcière arrose une fleur dans la montagne", "A bruxa rega uma flor nas montanhas"),
    tale!(373, "A wolf reading in the kitchen", "Een wolf die leest in de keuken", "Un loup qui lit dans la cuisine", "Um lobo lendo na cozinha"),
    tale!(375, "The giant sleeper and the little bear inside a fish", "De reuzenslaper en het beertje in een vis", "Le dormeur géant et le petit ours dans un poisson", "O dorminhoco gigante e o ursinho dentro do peixe"),
    tale!(378, "Sewing a quilt in the library", "Een deken naaien in de bibliotheek", "Coudre une courtepointe à la bibliothèque", "Costurando uma colcha na biblioteca"),
    tale!(379, "The acrobat waters a flower on the roof", "De acrobaat geeft een bloem water op het dak", "L'acrobate arrose une fleur sur le toit", "O acrobata rega uma flor no telhado"),
    tale!(382, "The musician walks away along the shore", "De muzikant loopt weg langs de kust", "Le musicien s'en va le long du rivage", "O músico vai embora pela praia"),
    tale!(383, "The boy dancing on the forest path", "De jongen die danst op het bospad", "Le garçon qui danse sur le chemin de la forêt", "O menino dançando na trilha da floresta"),
    tale!(387, "A hare tumbling in the greenhouse", "Een haas die tuimelt in de kas", "Un lièvre qui culbute dans la serre", "Uma lebre caindo na estufa"),
    tale!(396, "The cloud creature and the astronaut share a book", "Het wolkenwezen en de astronaut delen een boek", "La créature de nuage et l'astronaute partagent un livre", "A criatura de nuvem e o astronauta dividem um livro"),
    tale!(397, "The old woman sews a patch of sky", "De oude vrouw naait een stukje lucht", "La vieille dame coud un morceau de ciel", "A velhinha costura um pedaço de céu"),
    tale!(399, "The princess climbs to the moon from the roof", "De prinses klimt van het dak naar de maan", "La princesse grimpe du toit jusqu'à la lune", "A princesa sobe do telhado até a lua"),
    tale!(404, "The fox carries a fish up the stairs", "De vos draagt een vis de trap op", "Le renard monte l'escalier avec un poisson", "A raposa sobe a escada carregando um peixe"),
    tale!(405, "The wizard walks away into the fog", "De tovenaar verdwijnt in de mist", "Le magicien s'éloigne dans le brouillard", "O mago se afasta na neblina"),
    tale!(409, "The hare juggling stars in the attic", "De haas die met sterren jongleert op zolder", "Le lièvre qui jongle avec des étoiles au grenier", "A lebre fazendo malabares com estrelas no sótão"),
    tale!(412, "An astronaut's violin on the autumn bridge", "De viool van een astronaut op de herfstbrug", "Le violon d'un astronaute sur le pont d'automne", "O violino de um astronauta na ponte de outono"),
    tale!(415, "The pig following inside the clock", "Het varken dat volgt in de klok", "Le cochon qui suit dans l'horloge", "O porco que segue dentro do relógio"),
    tale!(416, "The badger plays the violin under the sea", "De das speelt viool onder zee", "Le blaireau joue du violon sous la mer", "O texugo toca violino no fundo do mar"),
    tale!(420, "The acrobat's violin inside the teapot", "De viool van de acrobaat in de theepot", "Le violon de l'acrobate dans la théière", "O violino do acrobata dentro do bule"),
    tale!(422, "The sleeper and the king under one umbrella", "De slaper en de koning onder één paraplu", "Le dormeur et le roi sous un même parapluie", "O dorminhoco e o rei sob o mesmo guarda-chuva"),
    tale!(426, "The postman's lantern in the rain", "De lantaarn van de postbode in de regen", "La lanterne du facteur sous la pluie", "A lanterna do carteiro na chuva"),
    tale!(427, "The fisherman and the child quarrel in the kitchen", "De visser en het kind ruziën in de keuken", "Le pêcheur et l'enfant se disputent dans la cuisine", "O pescador e a criança brigam na cozinha"),
    tale!(429, "The pig plays the violin on stage", "Het varken speelt viool op het toneel", "Le cochon joue du violon sur scène", "O porco toca violino no palco"),
    tale!(430, "The bear and the clown share a book inside a fish", "De beer en de clown delen een boek in een vis", "L'ours et le clown partagent un livre dans un poisson", "O urso e o palhaço dividem um livro dentro do peixe"),
    tale!(438, "The ghost dancing on stage", "Het spook dat danst op het toneel", "Le fantôme qui danse sur scène", "O fantasma dançando no palco"),
    tale!(440, "The wolf with a telescope on the autumn sea", "De wolf met een telescoop op de herfstzee", "Le loup à la longue-vue sur la mer d'automne", "O lobo com um telescópio no mar de outono"),
    tale!(441, "The mouse and the wizard quarrel in the mountains", "De muis en de tovenaar ruziën in de bergen", "La souris et le magicien se disputent dans la montagne", "O rato e o mago brigam nas montanhas"),
    tale!(442, "The sailor juggling apples in the shell", "De matroos die met appels jongleert in de schelp", "Le marin qui jongle avec des pommes dans le coquillage", "O marinheiro fazendo malabares com maçãs na concha"),
    tale!(443, "The clown pours tea on stage", "De clown schenkt thee op het toneel", "Le clown verse le thé sur scène", "O palhaço serve chá no palco"),
    tale!(449, "The fox hiding inside the shell", "De vos verstopt in de schelp", "Le renard caché dans le coquillage", "A raposa escondida dentro da concha"),
    tale!(451, "The king plants a star in the snowy village", "De koning plant een ster in het sneeuwdorp", "Le roi plante une étoile dans le village enneigé", "O rei planta uma estrela na vila nevada"),
    tale!(452, "The gardener juggling apples in the windy street", "De tuinman die met appels jongleert in de winderige straat", "Le jardinier qui jongle avec des pommes dans la rue venteuse", "O jardineiro fazendo malabares com maçãs na rua ventosa"),
    tale!(456, "The bear follows the fisherman over the bridge", "De beer volgt de visser over de brug", "L'ours suit le pêcheur sur le pont", "O urso segue o pescador pela ponte"),
];

/// The titles of a curated seed.
pub fn title_of(seed: u64) -> Option<&'static Titles> {
    TALES.iter().find(|(s, _)| *s == seed).map(|(_, t)| t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tale_has_four_titles_and_a_seed_of_its_own() {
        let mut seeds: Vec<u64> = TALES.iter().map(|(s, _)| *s).collect();
        seeds.sort_unstable();
        seeds.dedup();
        assert_eq!(seeds.len(), TALES.len());
        assert!(TALES.len() >= 150);
        for (seed, t) in TALES {
            for title in [t.en, t.nl, t.fr, t.pt] {
                assert!(!title.trim().is_empty(), "seed {seed}");
            }
        }
    }
}
