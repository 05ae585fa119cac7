//! Refusals of the moves of a turn: wrong phase, wrong player, clue, cards handed in.

use super::{refused, tell};
use crate::support::games::{game, p, slots, start};
use fabula::engine::{Action, CardId, MAX_CLUE_CHARS, Phase, RuleError, RuleSet};

#[test]
fn wrong_phase() {
    let mut g = game(RuleSet::Classic, 4, 1);
    let card = g.hand(p(0))[0];
    let tell = Action::Tell {
        player: p(0),
        card,
        clue: String::new(),
    };
    refused(
        &mut g,
        tell,
        RuleError::WrongPhase {
            phase: Phase::ChooseStoryteller,
        },
    );
    start(&mut g, 0);
    refused(
        &mut g,
        Action::ChooseStoryteller { player: None },
        RuleError::WrongPhase {
            phase: Phase::Telling,
        },
    );
    let card = g.hand(p(1))[0];
    refused(
        &mut g,
        Action::Submit {
            player: p(1),
            cards: vec![card],
        },
        RuleError::WrongPhase {
            phase: Phase::Telling,
        },
    );
    refused(
        &mut g,
        Action::NextTurn,
        RuleError::WrongPhase {
            phase: Phase::Telling,
        },
    );
    refused(
        &mut g,
        Action::Vote {
            player: p(1),
            slots: slots(&[1]),
            red_token: None,
        },
        RuleError::WrongPhase {
            phase: Phase::Telling,
        },
    );
    refused(
        &mut g,
        Action::GiveClue {
            player: p(0),
            clue: String::new(),
        },
        RuleError::WrongPhase {
            phase: Phase::Telling,
        },
    );
    refused(
        &mut g,
        Action::NameGiver { player: p(1) },
        RuleError::WrongPhase {
            phase: Phase::Telling,
        },
    );
}

#[test]
fn repeating_the_tell_is_refused() {
    let mut g = game(RuleSet::Classic, 4, 2);
    start(&mut g, 1);
    let card = g.hand(p(1))[0];
    let tell = Action::Tell {
        player: p(1),
        card,
        clue: "owl".into(),
    };
    g.apply(tell.clone()).expect("first tell");
    refused(
        &mut g,
        tell,
        RuleError::WrongPhase {
            phase: Phase::Submitting,
        },
    );
}

#[test]
fn unknown_player() {
    let mut g = game(RuleSet::Classic, 4, 3);
    refused(
        &mut g,
        Action::ChooseStoryteller { player: Some(p(4)) },
        RuleError::UnknownPlayer { player: p(4) },
    );
    start(&mut g, 0);
    refused(
        &mut g,
        Action::Tell {
            player: p(9),
            card: CardId(1),
            clue: String::new(),
        },
        RuleError::UnknownPlayer { player: p(9) },
    );
}

#[test]
fn only_the_storyteller_tells() {
    let mut g = game(RuleSet::Classic, 4, 4);
    start(&mut g, 0);
    let card = g.hand(p(2))[0];
    refused(
        &mut g,
        Action::Tell {
            player: p(2),
            card,
            clue: String::new(),
        },
        RuleError::NotStoryteller { player: p(2) },
    );
    let mut party = game(RuleSet::Party, 6, 4);
    start(&mut party, 3);
    refused(
        &mut party,
        Action::GiveClue {
            player: p(0),
            clue: "x".into(),
        },
        RuleError::NotStoryteller { player: p(0) },
    );
}

#[test]
fn clue_too_long() {
    let mut g = game(RuleSet::Classic, 4, 5);
    start(&mut g, 0);
    let card = g.hand(p(0))[0];
    let clue = "a".repeat(MAX_CLUE_CHARS + 1);
    refused(
        &mut g,
        Action::Tell {
            player: p(0),
            card,
            clue,
        },
        RuleError::ClueTooLong {
            max: MAX_CLUE_CHARS,
        },
    );
    let ok = "é".repeat(MAX_CLUE_CHARS);
    g.apply(Action::Tell {
        player: p(0),
        card,
        clue: ok,
    })
    .expect("limit counts characters");
}

#[test]
fn storyteller_tells_only_with_a_card_in_hand() {
    let mut g = game(RuleSet::Classic, 4, 6);
    start(&mut g, 0);
    let other = g.hand(p(1))[0];
    refused(
        &mut g,
        Action::Tell {
            player: p(0),
            card: other,
            clue: String::new(),
        },
        RuleError::CardNotInHand { card: other },
    );
}

#[test]
fn submission_refusals() {
    let mut g = game(RuleSet::Classic, 4, 7);
    start(&mut g, 0);
    tell(&mut g);
    let own = g.hand(p(0))[0];
    refused(
        &mut g,
        Action::Submit {
            player: p(0),
            cards: vec![own],
        },
        RuleError::NotASubmitter { player: p(0) },
    );
    let foreign = g.hand(p(2))[0];
    refused(
        &mut g,
        Action::Submit {
            player: p(1),
            cards: vec![foreign],
        },
        RuleError::CardNotInHand { card: foreign },
    );
    let two = g.hand(p(1))[..2].to_vec();
    refused(
        &mut g,
        Action::Submit {
            player: p(1),
            cards: two,
        },
        RuleError::WrongCardCount {
            expected: 1,
            got: 2,
        },
    );
    refused(
        &mut g,
        Action::Submit {
            player: p(1),
            cards: vec![],
        },
        RuleError::WrongCardCount {
            expected: 1,
            got: 0,
        },
    );
    let card = g.hand(p(1))[0];
    g.apply(Action::Submit {
        player: p(1),
        cards: vec![card],
    })
    .expect("submit");
    let again = g.hand(p(1))[0];
    refused(
        &mut g,
        Action::Submit {
            player: p(1),
            cards: vec![again],
        },
        RuleError::AlreadySubmitted { player: p(1) },
    );
}

#[test]
fn three_players_submit_two_distinct_cards() {
    let mut g = game(RuleSet::Classic, 3, 8);
    start(&mut g, 0);
    tell(&mut g);
    let card = g.hand(p(1))[0];
    refused(
        &mut g,
        Action::Submit {
            player: p(1),
            cards: vec![card],
        },
        RuleError::WrongCardCount {
            expected: 2,
            got: 1,
        },
    );
    refused(
        &mut g,
        Action::Submit {
            player: p(1),
            cards: vec![card, card],
        },
        RuleError::SameCardTwice { card },
    );
}
