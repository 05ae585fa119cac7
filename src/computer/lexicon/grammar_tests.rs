//! The grammar's noun phrases, as a speaker of each language says them.

use super::*;

fn phrase(language: Language, noun: &str, determiner: Determiner, adjective: &str) -> String {
    let noun = Noun::parse(language, noun).unwrap();
    let adjective = Adjective::parse(language, adjective).unwrap();
    noun.phrase(language, determiner, Some(&adjective)).unwrap()
}

fn definite(language: Language, noun: &str, adjective: &str) -> String {
    phrase(language, noun, Determiner::Definite, adjective)
}

#[test]
fn adjectives_agree_and_stand_in_their_place() {
    use Language::*;
    let cases = [
        (En, "lighthouse", "lonely", "the lonely lighthouse"),
        (Nl, "het huis", "eenzame", "het eenzame huis"),
        (Fr, "f la lune", "solitaire", "la lune solitaire"),
        (Fr, "f la lune", "^petit|petite", "la petite lune"),
        (Fr, "m l'arbre", "^petit|petite", "le petit arbre"),
        (Fr, "fp les étoiles", "^petit|petite", "les petites étoiles"),
        (Fr, "f la baleine", "^immense", "l’immense baleine"),
        (
            Fr,
            "mp les oiseaux",
            "plein d'espoir",
            "les oiseaux pleins d’espoir",
        ),
        (Fr, "mp les poissons", "orange", "les poissons orange"),
        (Fr, "mp les poissons", "corail", "les poissons corail"),
        (Fr, "m le hibou", "^beau|belle", "le beau hibou"),
        (PtBr, "f a lua", "solitário|solitária", "a lua solitária"),
        (PtBr, "mp os pássaros", "livre", "os pássaros livres"),
        (PtBr, "mp os pássaros", "selvagem", "os pássaros selvagens"),
        (PtBr, "fp as estrelas", "infantil", "as estrelas infantis"),
        (PtBr, "mp os peixes", "laranja", "os peixes laranja"),
        (
            PtBr,
            "mp os sonhos",
            "brincalhão|brincalhona",
            "os sonhos brincalhões",
        ),
        (
            PtBr,
            "fp as raízes",
            "sonhador|sonhadora",
            "as raízes sonhadoras",
        ),
    ];
    for (language, noun, adjective, said) in cases {
        assert_eq!(definite(language, noun, adjective), said);
    }
}

#[test]
fn french_adjectives_before_a_vowel_take_their_liaison_form() {
    use Determiner::*;
    let fr = Language::Fr;
    let cases = [
        (
            "m l'arbre",
            Definite,
            "^vieux|vieille|vieux|vieilles",
            "le vieil arbre",
        ),
        (
            "m l'arbre",
            Indefinite,
            "^vieux|vieille|vieux|vieilles",
            "un vieil arbre",
        ),
        (
            "m l'arbre",
            Demonstrative,
            "^vieux|vieille|vieux|vieilles",
            "ce vieil arbre",
        ),
        (
            "m l'oiseau",
            Definite,
            "^beau|belle|beaux|belles",
            "le bel oiseau",
        ),
        ("m l'an", Definite, "^nouveau|nouvelle", "le nouvel an"),
        (
            "f l'horloge",
            Definite,
            "^vieux|vieille|vieux|vieilles",
            "la vieille horloge",
        ),
        (
            "mp les arbres",
            Definite,
            "^vieux|vieille|vieux|vieilles",
            "les vieux arbres",
        ),
        (
            "mp les arbres",
            Indefinite,
            "^vieux|vieille|vieux|vieilles",
            "de vieux arbres",
        ),
        (
            "fp les baleines",
            Indefinite,
            "^immense",
            "d’immenses baleines",
        ),
        (
            "m le hibou",
            Definite,
            "^vieux|vieille|vieux|vieilles",
            "le vieux hibou",
        ),
        ("m le phare", Indefinite, "solitaire", "un phare solitaire"),
        (
            "mp les phares",
            Indefinite,
            "solitaire",
            "des phares solitaires",
        ),
        (
            "f la lune",
            Demonstrative,
            "solitaire",
            "cette lune solitaire",
        ),
        (
            "m l'arbre",
            Demonstrative,
            "solitaire",
            "cet arbre solitaire",
        ),
        (
            "m le hibou",
            Demonstrative,
            "solitaire",
            "ce hibou solitaire",
        ),
        (
            "f la hauteur",
            Definite,
            "^petit|petite",
            "la petite hauteur",
        ),
        ("m l'escalier", Definite, "^haut|haute", "le haut escalier"),
    ];
    for (noun, determiner, adjective, said) in cases {
        assert_eq!(phrase(fr, noun, determiner, adjective), said);
    }
    let noun = Noun::parse(fr, "m l'arbre").unwrap();
    assert_eq!(noun.definite(fr), "l’arbre");
    assert_eq!(noun.plural_form, "arbres");
    let hibou = Noun::parse(fr, "m le hibou").unwrap();
    assert_eq!(hibou.definite(fr), "le hibou");
    assert_eq!(hibou.phrase(fr, Demonstrative, None).unwrap(), "ce hibou");
}

#[test]
fn determiners_agree_in_every_language() {
    use Determiner::*;
    use Language::*;
    let cases = [
        (En, "owl", Indefinite, "old", "an old owl"),
        (
            En,
            "lighthouse",
            Indefinite,
            "lonely",
            "a lonely lighthouse",
        ),
        (
            En,
            "lighthouse",
            Demonstrative,
            "lonely",
            "this lonely lighthouse",
        ),
        (En, "p stars", Demonstrative, "lonely", "these lonely stars"),
        (En, "p stars", Indefinite, "lonely", "lonely stars"),
        (Nl, "het huis", Indefinite, "eenzame", "een eenzaam huis"),
        (Nl, "het huis", Demonstrative, "eenzame", "dit eenzame huis"),
        (
            Nl,
            "de vuurtoren",
            Indefinite,
            "eenzame",
            "een eenzame vuurtoren",
        ),
        (
            Nl,
            "de vuurtoren",
            Demonstrative,
            "eenzame",
            "deze eenzame vuurtoren",
        ),
        (
            Nl,
            "het huis",
            Indefinite,
            "sereen|serene",
            "een sereen huis",
        ),
        (Nl, "p de sterren", Definite, "kleine", "de kleine sterren"),
        (Nl, "p de sterren", Indefinite, "kleine", "kleine sterren"),
        (
            Nl,
            "p de sterren",
            Demonstrative,
            "kleine",
            "deze kleine sterren",
        ),
        (
            PtBr,
            "m o farol",
            Indefinite,
            "solitário|solitária",
            "um farol solitário",
        ),
        (
            PtBr,
            "f a lua",
            Indefinite,
            "solitário|solitária",
            "uma lua solitária",
        ),
        (
            PtBr,
            "f a lua",
            Demonstrative,
            "solitário|solitária",
            "esta lua solitária",
        ),
        (
            PtBr,
            "mp os pássaros",
            Demonstrative,
            "livre",
            "estes pássaros livres",
        ),
        (
            PtBr,
            "mp os pássaros",
            Indefinite,
            "livre",
            "pássaros livres",
        ),
    ];
    for (language, noun, determiner, adjective, said) in cases {
        assert_eq!(phrase(language, noun, determiner, adjective), said);
    }
}

#[test]
fn a_noun_that_holds_the_adjective_does_not_take_it_again() {
    let fr = Language::Fr;
    let figure = Noun::parse(fr, "m le petit personnage").unwrap();
    let small = Adjective::parse(fr, "^petit|petite").unwrap();
    assert_eq!(figure.with_adjective(fr, &small), None);
    let lonely = Adjective::parse(fr, "solitaire").unwrap();
    assert_eq!(
        figure.with_adjective(fr, &lonely).unwrap(),
        "le petit personnage solitaire"
    );
    assert_eq!(figure.plural_form, "petits personnages");
    let en = Language::En;
    let man = Noun::parse(en, "little man").unwrap();
    assert_eq!(
        man.with_adjective(en, &Adjective::parse(en, "little").unwrap()),
        None
    );
}

#[test]
fn irregular_plurals_can_be_written_in_the_lexicon() {
    let eye = Noun::parse(Language::Fr, "m l'œil").unwrap();
    assert_eq!(eye.plural_form, "yeux");
    let written = Noun::parse(Language::Nl, "de pion|pionnen").unwrap();
    assert_eq!(written.plural_form, "pionnen");
    assert!(Noun::parse(Language::Fr, "mp les yeux|yeux").is_err());
    assert_eq!(
        Noun::parse(Language::En, "p stars").unwrap().plural_form,
        "stars"
    );
}

#[test]
fn malformed_nouns_and_adjectives_are_refused() {
    assert!(Noun::parse(Language::Nl, "maan").is_err());
    assert!(Noun::parse(Language::Nl, "le maan").is_err());
    assert!(Noun::parse(Language::Fr, "la lune").is_err());
    assert!(Noun::parse(Language::PtBr, "x a lua").is_err());
    assert!(Noun::parse(Language::Fr, "m l'").is_err());
    assert!(Adjective::parse(Language::En, "^big").is_err());
    assert!(Adjective::parse(Language::Fr, "a|b|c").is_err());
    assert!(Adjective::parse(Language::Fr, "a||c").is_err());
    assert_eq!(
        Noun::parse(Language::Fr, "m l'arbre").unwrap().article,
        "l’"
    );
}
