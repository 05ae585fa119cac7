//! A card enlarged from the vote board or the hand: opened by its magnifier or Z, shown with
//! its number, a token or the choice placed from there, other cards a key away, and the way
//! back by button or Esc.

use crate::support::harness::{app_harness, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use fabula::app::FabulaApp;
use fabula::engine::PlayerId;
use fabula::hotseat::Stage;
use fabula::i18n::{self, Language};
use fabula::t;

/// A classic game of seven (a second, optional vote), at its first voter's board.
fn at_the_vote(language: Language) -> Harness<'static, FabulaApp> {
    i18n::set_language(language);
    let mut h = app_harness(None, egui::vec2(1600.0, 900.0), 24, 5, move |app| {
        let mut app = with_cards(app);
        app.set_language(language);
        app
    });
    h.key_press(egui::Key::Enter);
    h.run();
    while h.state_mut().setup_mut().seats.len() < 7 {
        h.get_by_label(&t!("setup-add-player")).click();
        h.run();
    }
    h.state_mut().setup_mut().starter = Some(0);
    h.key_press(egui::Key::Enter);
    h.run();
    for _ in 0..40 {
        match h.state().stage().expect("a game") {
            Stage::Privacy(_) => h.key_press(egui::Key::Space),
            Stage::Hand(_) => {
                h.get_by_label(&t!("card-label", number = 1)).click();
                h.run();
                h.key_press(egui::Key::Enter);
            }
            Stage::Board => h.key_press(egui::Key::Enter),
            Stage::Vote(_) => return h,
            other => panic!("unexpected {other:?}"),
        }
        h.run();
    }
    panic!("no vote");
}

fn voter(h: &Harness<'_, FabulaApp>) -> PlayerId {
    match h.state().stage() {
        Some(Stage::Vote(p)) => p,
        other => panic!("not voting: {other:?}"),
    }
}

/// The board's slots (from 1) holding the voter's own card, and one that does not.
fn own_and_other(h: &Harness<'_, FabulaApp>) -> (usize, usize) {
    let me = voter(h);
    let board = h.state().game_state().expect("a game").board();
    let own = board.iter().position(|b| b.owner == me).expect("own card") + 1;
    let other = board.iter().position(|b| b.owner != me).expect("a card") + 1;
    (own, other)
}

/// Whether the card named `label` is marked chosen (a token on it, or picked from the hand).
fn selected(h: &Harness<'_, FabulaApp>, label: &str) -> bool {
    h.get_by_label(label).accesskit_node().toggled() == Some(egui::accesskit::Toggled::True)
}

#[test]
fn a_vote_card_enlarged_takes_both_votes_and_goes_back() {
    let mut h = at_the_vote(Language::En);
    let me = voter(&h);
    let (own, other) = own_and_other(&h);
    let slot = |n: usize| format!("{} {n}", t!("board-slot"));
    // The magnifier opens the card large, with its number and both votes.
    h.get_by_label(&t!("zoom-enlarge-slot", number = other))
        .click();
    h.run();
    h.get_by_label(&t!("zoom-slot-title", number = other, count = 7));
    h.get_by_label(&t!("zoom-slot-zoomed", number = other));
    h.get_by_label(&t!("zoom-vote")).click();
    h.run();
    // Back on the board, the first token on it.
    assert!(selected(&h, &slot(other)), "the vote is not on the card");
    // The other cards are a key away: the next one takes the second vote.
    h.get_by_label(&t!("zoom-enlarge-slot", number = other))
        .click();
    h.run();
    h.get_by_label(&t!("zoom-voted"));
    let mut next = other % 7 + 1;
    h.key_press(egui::Key::ArrowRight);
    h.run();
    if next == own {
        h.key_press(egui::Key::ArrowRight);
        h.run();
        next = next % 7 + 1;
    }
    h.get_by_label(&t!("zoom-slot-title", number = next, count = 7));
    h.get_by_label(&t!("zoom-second-vote")).click();
    h.run();
    assert!(
        selected(&h, &slot(next)),
        "the second vote is not on the card"
    );
    // One's own card: shown large, no vote, and why.
    h.key_press(egui::Key::Z);
    h.run();
    for _ in 0..7 {
        if h.query_by_label(&t!("zoom-slot-title", number = own, count = 7))
            .is_some()
        {
            break;
        }
        h.key_press(egui::Key::ArrowRight);
        h.run();
    }
    assert!(
        h.get_by_label(&t!("zoom-vote"))
            .accesskit_node()
            .is_disabled()
    );
    h.get_by_label(&t!("vote-own-card", slot = own));
    // Esc goes back to the board, and the vote is cast from there.
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.query_by_label(&t!("zoom-back-board")).is_none());
    h.get_by_label(&t!("vote-cast")).click();
    h.run();
    let game = h.state().game_state().expect("a game");
    assert!(game.has_acted(me), "the vote was not cast");
}

#[test]
fn the_back_button_leaves_the_enlarged_card_in_every_language() {
    for language in Language::ALL {
        let mut h = at_the_vote(language);
        let (_, other) = own_and_other(&h);
        h.get_by_label(&t!("zoom-enlarge-slot", number = other))
            .click();
        h.run();
        h.get_by_label(&t!("zoom-back-board")).click();
        h.run();
        h.get_by_label(&t!("vote-cast"));
        assert!(h.query_by_label(&t!("zoom-vote")).is_none());
    }
    i18n::set_language(Language::En);
}

#[test]
fn a_hand_card_enlarged_is_chosen_from_there() {
    i18n::set_language(Language::En);
    let mut h = app_harness(None, egui::vec2(1600.0, 900.0), 24, 3, with_cards);
    h.key_press(egui::Key::Enter);
    h.run();
    h.state_mut().setup_mut().starter = Some(0);
    h.key_press(egui::Key::Enter);
    h.run();
    h.key_press(egui::Key::Space);
    h.run();
    assert!(matches!(h.state().stage(), Some(Stage::Hand(_))));
    h.get_by_label(&t!("zoom-enlarge-card", number = 3)).click();
    h.run();
    h.get_by_label(&t!("zoom-card-title", number = 3, count = 6));
    h.get_by_label(&t!("zoom-choose")).click();
    h.run();
    assert!(selected(&h, &t!("card-label", number = 3)));
    // Enlarged again: it says so, and the gold button puts it back.
    h.get_by_label(&t!("zoom-enlarge-card", number = 3)).click();
    h.run();
    h.get_by_label(&t!("zoom-chosen"));
    h.key_press(egui::Key::Enter);
    h.run();
    assert!(!selected(&h, &t!("card-label", number = 3)));
    h.get_by_label(&t!("zoom-enlarge-card", number = 1)).click();
    h.run();
    h.get_by_label(&t!("zoom-back-hand")).click();
    h.run();
    h.get_by_label(&t!("hand-tell"));
}
