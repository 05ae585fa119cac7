//! The headline, the phase line and the seats' statuses follow a game through its phases.

use super::*;
use crate::describe::{SeatStatus, seat_status};
use crate::engine::{Action, GameConfig, GameState, PlayerId, RuleSet, Slot};
use crate::i18n::{Language, set_language};

fn game(rules: RuleSet, names: &[&str]) -> GameState {
    let names = names.iter().map(|n| (*n).to_owned()).collect();
    let deck = (0..96).map(crate::engine::CardId).collect();
    let mut game = GameState::new(GameConfig::new(rules, names, deck, 7)).unwrap();
    game.apply(Action::ChooseStoryteller {
        player: Some(PlayerId(0)),
    })
    .unwrap();
    game
}

fn tell(game: &mut GameState, clue: &str) {
    let card = game.hand(PlayerId(0))[0];
    game.apply(Action::Tell {
        player: PlayerId(0),
        card,
        clue: clue.to_owned(),
    })
    .unwrap();
}

fn submit(game: &mut GameState, seat: u8) {
    let card = game.hand(PlayerId(seat))[0];
    game.apply(Action::Submit {
        player: PlayerId(seat),
        cards: vec![card],
    })
    .unwrap();
}

#[test]
fn a_classic_turn_reads_from_telling_to_the_reveal() {
    set_language(Language::En);
    let mut g = game(RuleSet::Classic, &["Ada", "Bo", "Cas", "Dee"]);
    let view = g.public_view();
    assert_eq!(headline(&view, None).title, "Ada is the storyteller");
    assert_eq!(headline(&view, None).banner, "Ada is choosing a card");
    assert_eq!(
        seat_status(&view, PlayerId(0)),
        Some(SeatStatus::Storyteller)
    );
    assert_eq!(seat_status(&view, PlayerId(1)), None);

    tell(&mut g, "a quiet sea");
    submit(&mut g, 1);
    let view = g.public_view();
    let Headline { title, banner } = headline(&view, None);
    assert_eq!(title, "“a quiet sea”");
    assert!(
        banner.contains("1 of 3") && banner.contains("Cas"),
        "{banner}"
    );
    assert_eq!(seat_status(&view, PlayerId(1)), Some(SeatStatus::CardIn));
    assert_eq!(seat_status(&view, PlayerId(2)), Some(SeatStatus::ToHandIn));
    assert_eq!(next_to_act(&view), Some(PlayerId(2)));
    assert_eq!(phase_text(&view), "Handing in cards: 1 of 3 done");

    submit(&mut g, 2);
    submit(&mut g, 3);
    let view = g.public_view();
    assert_eq!(phase_text(&view), "Voting: 0 of 3 have voted");
    assert_eq!(SeatStatus::ToVote.text(), "to vote");
    for seat in 1..4u8 {
        let own = g.own_slots(PlayerId(seat));
        let slot = (0..4)
            .map(Slot::from_index)
            .find(|s| !own.contains(s))
            .unwrap();
        g.apply(Action::Vote {
            player: PlayerId(seat),
            slots: vec![slot],
            red_token: None,
        })
        .unwrap();
    }
    let view = g.public_view();
    assert!(headline(&view, None).title.starts_with("Ada's card: slot "));
    assert_eq!(headline(&view, None).banner, "“a quiet sea”");
    assert_eq!(seat_status(&view, PlayerId(1)), None);
}

#[test]
fn a_clue_said_aloud_is_named_as_such() {
    set_language(Language::En);
    let mut g = game(RuleSet::Classic, &["Ada", "Bo", "Cas"]);
    tell(&mut g, "  ");
    assert_eq!(
        headline(&g.public_view(), None).title,
        "Ada said the clue aloud"
    );
}

#[test]
fn the_party_storyteller_is_not_set_apart_while_everyone_plays() {
    set_language(Language::En);
    let mut g = game(RuleSet::Party, &["Ada", "Bo", "Cas", "Dee", "Eli", "Fay"]);
    assert_eq!(
        headline(&g.public_view(), None).banner,
        "Ada is thinking of a clue"
    );
    g.apply(Action::GiveClue {
        player: PlayerId(0),
        clue: "dawn".to_owned(),
    })
    .unwrap();
    let view = g.public_view();
    assert_eq!(seat_status(&view, PlayerId(0)), Some(SeatStatus::ToHandIn));
    assert!(headline(&view, None).banner.contains("0 of 6"));
}

#[test]
fn party_instructions_follow_party_rules_at_every_phase() {
    set_language(Language::En);
    let mut g = game(RuleSet::Party, &["Ada", "Bo", "Cas", "Dee", "Eli", "Fay"]);
    // The storyteller gives a clue blind: no card to choose yet.
    let view = g.public_view();
    assert_eq!(
        privacy_task(&view),
        "You are the storyteller: give a clue before you see your hand."
    );
    assert_eq!(phase_text(&view), "Ada is thinking of a clue");
    g.apply(Action::GiveClue {
        player: PlayerId(0),
        clue: "dawn".to_owned(),
    })
    .unwrap();
    for seat in [1, 2, 3, 4, 5, 0] {
        submit(&mut g, seat);
    }
    // Voters look for the card that fits the clue best, not for the storyteller's.
    let vote = privacy_task(&g.public_view());
    assert!(vote.contains("fits the clue best"), "{vote}");
    assert!(!vote.contains("storyteller"), "{vote}");
    // A classic game keeps its own words.
    let classic = game(RuleSet::Classic, &["Ada", "Bo", "Cas"]).public_view();
    assert_eq!(
        privacy_task(&classic),
        "You are the storyteller: choose a card and a clue."
    );
    assert_eq!(phase_text(&classic), "Ada is choosing a card and a clue");
}

#[test]
fn winners_are_named_alone_or_together() {
    set_language(Language::En);
    let mut view = game(RuleSet::Classic, &["Ada", "Bo", "Cas"]).public_view();
    assert_eq!(winners_text(&view), "The game is over");
    view.winners = vec![Scorer::Player(PlayerId(1))];
    assert_eq!(winners_text(&view), "Bo wins!");
    view.winners = vec![Scorer::Player(PlayerId(0)), Scorer::Player(PlayerId(2))];
    assert_eq!(winners_text(&view), "Ada and Cas share the win!");
    set_language(Language::Fr);
    assert!(winners_text(&view).contains("Ada"));
}

#[test]
fn the_table_says_what_the_laptop_shows() {
    set_language(Language::En);
    let mut g = game(RuleSet::Classic, &["Ada", "Bo", "Cas"]);
    tell(&mut g, "moon");
    for seat in 1..3 {
        let cards = g.hand(PlayerId(seat))[..2].to_vec();
        g.apply(Action::Submit {
            player: PlayerId(seat),
            cards,
        })
        .unwrap();
    }
    let view = g.public_view();
    // The laptop still shows the board: the table does not yet count votes.
    let board = headline(&view, Some(Stage::Board));
    assert_eq!(board.title, "“moon”");
    assert!(
        board.banner.contains("vote starts on the laptop"),
        "{}",
        board.banner
    );
    let voting = headline(&view, Some(Stage::Privacy(PlayerId(1))));
    assert!(voting.banner.contains("0 of 2"), "{}", voting.banner);
}

#[test]
fn party_hands_passing_and_team_choices_are_announced() {
    set_language(Language::En);
    let g = game(RuleSet::Party, &["Ada", "Bo", "Cas", "Dee", "Eli", "Fay"]);
    let passing = headline(&g.public_view(), Some(Stage::HandsPassed));
    assert_eq!(passing.title, "Hands pass to the left");
    assert!(passing.banner.contains("Ada"));

    let names: Vec<String> = ["Ada", "Bo", "Cas", "Dee", "Eli", "Fay"]
        .map(String::from)
        .to_vec();
    let deck = (0..96).map(crate::engine::CardId).collect();
    let mut config = GameConfig::new(RuleSet::Team, names, deck, 3);
    config.team_names = vec!["Owls".into(), "Foxes".into(), "Hares".into()];
    let mut g = GameState::new(config).unwrap();
    g.apply(Action::ChooseStoryteller {
        player: Some(PlayerId(0)),
    })
    .unwrap();
    tell(&mut g, "");
    let view = g.public_view();
    let both = headline(&view, Some(Stage::NamingGivers)).banner;
    assert_eq!(both, "Foxes and Hares are choosing who hands in their card");
    g.apply(Action::NameGiver {
        player: PlayerId(1),
    })
    .unwrap();
    let one = headline(&g.public_view(), Some(Stage::NamingGivers)).banner;
    assert_eq!(one, "Hares is choosing who hands in its card");
}

#[test]
fn the_table_names_the_laptops_next_player_or_counts_the_phones() {
    set_language(Language::En);
    let mut g = game(RuleSet::Classic, &["Ada", "Bo", "Cas", "Dee"]);
    tell(&mut g, "moon");
    let view = g.public_view();
    // Bo plays on a phone: the laptop passes to Cas, and the table says so.
    let laptop = headline(&view, Some(Stage::Privacy(PlayerId(2))));
    assert!(laptop.banner.contains("Cas"), "{}", laptop.banner);
    let phones = headline(&view, Some(Stage::Phones));
    assert_eq!(phones.banner, phase_text(&view));
    assert!(!phones.banner.contains("Bo"), "{}", phones.banner);
}
