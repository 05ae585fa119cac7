//! The headline, the phase line and the seats' statuses follow a game through its phases.

use super::*;
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
    assert_eq!(headline(&view).title, "Ada is the storyteller");
    assert_eq!(headline(&view).banner, "Ada is choosing a card");
    assert_eq!(
        seat_status(&view, PlayerId(0)),
        Some(SeatStatus::Storyteller)
    );
    assert_eq!(seat_status(&view, PlayerId(1)), None);

    tell(&mut g, "a quiet sea");
    submit(&mut g, 1);
    let view = g.public_view();
    let Headline { title, banner } = headline(&view);
    assert_eq!(title, "“a quiet sea”");
    assert!(
        banner.contains("1 of 3") && banner.contains("Cas"),
        "{banner}"
    );
    assert_eq!(seat_status(&view, PlayerId(1)), Some(SeatStatus::CardIn));
    assert_eq!(seat_status(&view, PlayerId(2)), Some(SeatStatus::Waiting));
    assert_eq!(next_to_act(&view), Some(PlayerId(2)));
    assert_eq!(phase_text(&view), "Handing in cards: 1 of 3 done");

    submit(&mut g, 2);
    submit(&mut g, 3);
    let view = g.public_view();
    assert_eq!(phase_text(&view), "Voting: 0 of 3 have voted");
    assert_eq!(SeatStatus::Waiting.text(), "waiting");
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
    assert!(headline(&view).title.starts_with("Ada's card: slot "));
    assert_eq!(headline(&view).banner, "“a quiet sea”");
    assert_eq!(seat_status(&view, PlayerId(1)), None);
}

#[test]
fn a_clue_said_aloud_is_named_as_such() {
    set_language(Language::En);
    let mut g = game(RuleSet::Classic, &["Ada", "Bo", "Cas"]);
    tell(&mut g, "  ");
    assert_eq!(headline(&g.public_view()).title, "Ada said the clue aloud");
}

#[test]
fn the_party_storyteller_is_not_set_apart_while_everyone_plays() {
    set_language(Language::En);
    let mut g = game(RuleSet::Party, &["Ada", "Bo", "Cas", "Dee", "Eli", "Fay"]);
    assert_eq!(
        headline(&g.public_view()).banner,
        "Ada is thinking of a clue"
    );
    g.apply(Action::GiveClue {
        player: PlayerId(0),
        clue: "dawn".to_owned(),
    })
    .unwrap();
    let view = g.public_view();
    assert_eq!(seat_status(&view, PlayerId(0)), Some(SeatStatus::Waiting));
    assert!(headline(&view).banner.contains("0 of 6"));
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
