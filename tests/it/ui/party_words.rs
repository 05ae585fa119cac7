//! Dixit Party's instructions through the real app: every screen of a turn, from the first
//! privacy screen to the screens before the votes, speaks of Party's rules (a blind clue, the
//! storyteller's hand after the others', votes for the card that fits the clue best), never
//! of the classic game's storyteller's card; and the reveal says a lone voter was the only
//! one on the card they chose (not on "their card").

use crate::support::harness::{app_harness, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use fabula::app::FabulaApp;
use fabula::engine::{GameState, Phase, PlayerId, RuleSet, Slot};
use fabula::hotseat::Stage;

fn party_game() -> Harness<'static, FabulaApp> {
    let mut h = app_harness(None, egui::vec2(1600.0, 900.0), 24, 17, with_cards);
    h.get_by_label("New game").click();
    h.run();
    for _ in 4..6 {
        h.get_by_label("Add player").click();
        h.run();
    }
    h.get_by_label(&fabula::describe::rules_name(RuleSet::Party))
        .click();
    h.run();
    h.state_mut().setup_mut().starter = Some(0);
    h.run();
    h.get_by_label("Start the game").click();
    h.run();
    h
}

/// Every label and text on the screen.
fn texts(h: &Harness<'_, FabulaApp>) -> Vec<String> {
    h.root()
        .children_recursive()
        .filter_map(|n| n.accesskit_node().label().or(n.accesskit_node().value()))
        .collect()
}

fn shows(h: &Harness<'_, FabulaApp>, words: &str) -> bool {
    texts(h).iter().any(|t| t.contains(words))
}

/// No classic instruction on a Party screen.
fn assert_party_words(h: &Harness<'_, FabulaApp>) {
    let classic = [
        "the storyteller's",
        "choose a card and a clue",
        "choosing a card and a clue",
        "Your hand comes next",
    ];
    for text in texts(h) {
        for words in classic {
            assert!(
                !text.contains(words),
                "{:?} says «{text}»",
                h.state().stage()
            );
        }
    }
}

#[test]
fn party_screens_give_party_instructions() {
    let mut h = party_game();
    // The turn's first screen: the storyteller gives a clue, blind.
    assert!(matches!(h.state().stage(), Some(Stage::Privacy(_))));
    assert!(shows(&h, "give a clue before you see your hand"));
    assert!(shows(&h, "is thinking of a clue"));
    assert_party_words(&h);
    h.key_press(egui::Key::Space);
    h.run();
    // The clue screen: the storyteller's hand comes after the others'.
    assert!(matches!(h.state().stage(), Some(Stage::Clue(_))));
    assert!(shows(&h, "after the others"));
    assert_party_words(&h);
    h.get_by_label("Give this clue").click();
    h.run();
    let mut votes_seen = 0;
    for _ in 0..40 {
        assert_party_words(&h);
        let phase = h.state().game_state().map(fabula::engine::GameState::phase);
        match h.state().stage() {
            Some(Stage::Privacy(_)) if phase == Some(Phase::Voting) => {
                // The screen before each vote.
                assert!(shows(&h, "Vote for the card that fits the clue best"));
                votes_seen += 1;
                if votes_seen == 2 {
                    return;
                }
                h.key_press(egui::Key::Space);
            }
            Some(Stage::Privacy(_)) => h.key_press(egui::Key::Space),
            Some(Stage::Hand(_)) => {
                h.get_by_label("Card 1").click();
                h.run();
                h.get_by_label("Hand in this card").click();
            }
            Some(Stage::Board) => h.get_by_label("Start the vote").click(),
            Some(Stage::Vote(_)) => {
                h.get_by_label("Slot 1").click();
                h.run();
                h.get_by_label("Cast my vote").click();
            }
            other => panic!("unexpected {other:?}"),
        }
        h.run();
    }
    panic!("the votes never came");
}

fn slot_of(state: &GameState, owner: u8) -> Slot {
    let i = state
        .board()
        .iter()
        .position(|b| b.owner == PlayerId(owner));
    Slot::from_index(i.expect("owner on the board"))
}

#[test]
fn a_lone_voter_is_told_they_were_the_only_one_on_the_card_they_chose() {
    let mut h = party_game();
    h.key_press(egui::Key::Space);
    h.run();
    h.get_by_label("Give this clue").click();
    h.run();
    for _ in 0..60 {
        match h.state().stage() {
            Some(Stage::Privacy(_)) => h.key_press(egui::Key::Space),
            Some(Stage::Hand(_)) => {
                h.get_by_label("Card 1").click();
                h.run();
                h.get_by_label("Hand in this card").click();
            }
            Some(Stage::Board) => h.get_by_label("Start the vote").click(),
            Some(Stage::Vote(seat)) => {
                // Seat 2 alone on seat 3's card; everyone else on seat 1's; the red token
                // on seat 4's, where nobody votes.
                let state = h.state().game_state().expect("a game").clone();
                let green = slot_of(&state, if seat.0 == 2 { 3 } else { 1 });
                h.get_by_label(&format!("Slot {green}")).click();
                h.run();
                if seat.0 == 0 {
                    h.key_press(egui::Key::Tab);
                    h.run();
                    h.get_by_label(&format!("Slot {}", slot_of(&state, 4)))
                        .click();
                    h.run();
                }
                h.get_by_label("Cast my vote").click();
            }
            Some(Stage::Reveal) => break,
            other => panic!("unexpected {other:?}"),
        }
        h.run();
    }
    assert_eq!(h.state().stage(), Some(Stage::Reveal));
    let scores = h.state().game_state().expect("a game").scores().to_vec();
    assert_eq!(scores, [5, 5, 0, 5, 5, 5]);
    let alone = h
        .query_all_by_label_contains("was the only one to vote for the card they chose")
        .count();
    assert_eq!(alone, 1, "only the lone voter: {:?}", texts(&h));
    assert!(
        !shows(&h, "their card"),
        "nobody voted alone on their own card"
    );
}
