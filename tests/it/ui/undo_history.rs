//! Taking back a move (only after its player confirms, never after the board) and the round
//! history of finished turns, through the real app; also the screenshot games of the README.

use super::saves::{
    app_on, assert_nothing_private, confirm, game, labels, play_card, saves_in, start_game,
};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use fabula::app::art::{ArtLoader, DeckSource};
use fabula::app::{FabulaApp, Storage};
use fabula::engine::{Phase, PlayerId};
use fabula::hotseat::Stage;
use fabula::persist::SaveFile;
use std::path::PathBuf;

#[test]
fn undo_takes_back_a_submission_only_after_its_player_confirms() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app_on(dir.path());
    start_game(&mut h);
    play_card(&mut h, 0);
    confirm(&mut h, 1);
    let before = game(&h);
    let card = before.player_view(PlayerId(1)).hand[0];
    h.get_by_label("Card 1").click();
    h.run();
    h.get_by_label("Hand in this card").click();
    h.run();
    let after = game(&h);
    assert!(!after.player_view(PlayerId(1)).hand.contains(&card));
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(2))));

    h.get_by_label("Undo my last move (Bruno)").click();
    h.run();
    // Asking changes nothing yet: Bruno's privacy screen, no card, the move still stands.
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(1))));
    assert_nothing_private(&h);
    assert_eq!(game(&h), after);
    assert!(h.query_by_label("Keep my move").is_some());
    h.get_by_label("I am Bruno").click();
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Hand(PlayerId(1))));
    assert_eq!(
        game(&h),
        before,
        "the engine state is the one before the submission"
    );
    assert!(game(&h).player_view(PlayerId(1)).hand.contains(&card));
    h.state_mut().flush_saves();
    let saved = SaveFile::read(&saves_in(dir.path())[0]).expect("reads");
    assert_eq!(saved.game.state(), &before, "the undo is autosaved too");

    // Bruno chooses again; the game goes on.
    h.get_by_label("Card 2").click();
    h.run();
    h.get_by_label("Hand in this card").click();
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(2))));
}

#[test]
fn undo_is_gone_once_the_next_player_confirms_and_never_after_the_board() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app_on(dir.path());
    start_game(&mut h);
    play_card(&mut h, 0);
    // The storyteller's card and clue can be taken back until Bruno confirms.
    assert!(h.query_by_label("Undo my last move (Ada)").is_some());
    play_card(&mut h, 1);
    assert!(h.query_by_label("Undo my last move (Ada)").is_none());
    // Asking and then keeping the move returns to Chloé with the offer intact.
    h.get_by_label("Undo my last move (Bruno)").click();
    h.run();
    let after = game(&h);
    h.get_by_label("Keep my move").click();
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(2))));
    assert_eq!(game(&h), after);
    assert!(h.query_by_label("Undo my last move (Bruno)").is_some());
    // Chloé confirms: Bruno's undo is gone for good.
    h.get_by_label("I am Chloé").click();
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Hand(PlayerId(2))));
    assert!(h.query_by_label("Undo my last move (Bruno)").is_none());
    h.get_by_label("Card 1").click();
    h.run();
    h.get_by_label("Hand in this card").click();
    h.run();
    assert!(h.query_by_label("Undo my last move (Chloé)").is_some());
    assert!(h.query_by_label("Undo my last move (Bruno)").is_none());
    // The last submission shows the board to everyone: no undo.
    play_card(&mut h, 3);
    assert_eq!(h.state().stage(), Some(Stage::Board));
    assert!(
        !labels(&h)
            .iter()
            .any(|l| l.starts_with("Undo my last move"))
    );
}

#[cfg(target_os = "linux")]
#[test]
fn the_round_history_lists_finished_turns() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app_on(dir.path());
    start_game(&mut h);
    for seat in 0..4 {
        play_card(&mut h, seat);
    }
    h.get_by_label("Start the vote").click();
    h.run();
    for seat in 1..4 {
        confirm(&mut h, seat);
        let state = game(&h);
        let slot = state
            .board()
            .iter()
            .position(|b| b.owner != PlayerId(seat))
            .expect("another card");
        h.get_by_label(&format!("Slot {}", slot + 1)).click();
        h.run();
        h.get_by_label("Cast my vote").click();
        h.run();
    }
    h.get_by_label("Round history").click();
    h.run();
    assert!(h.query_by_label("Turn 1").is_some());
    assert!(h.query_by_label("Ada told").is_some());
    h.get_by_label("Back to the game").click();
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Reveal));
    h.get_by_label("Next turn").click();
    h.run();
    // The privacy screen offers it too (public information only).
    assert!(h.query_by_label("Round history").is_some());
}

/// Plays whatever the current stage asks until `stop` says so (at most `steps` screens):
/// first cards, and votes that find the storyteller's card two times out of three.
fn play_until(
    h: &mut Harness<'_, FabulaApp>,
    steps: usize,
    stop: &dyn Fn(&Harness<'_, FabulaApp>) -> bool,
) {
    for step in 0..steps {
        if stop(h) {
            return;
        }
        match h.state().stage() {
            Some(Stage::Privacy(_)) => h.key_press(egui::Key::Space),
            Some(Stage::Hand(_)) => {
                h.get_by_label("Card 1").click();
                h.run();
                if game(h).phase() == Phase::Telling {
                    const CLUES: [&str; 6] = [
                        "the sea remembers",
                        "almost home",
                        "a lantern for the moon",
                        "three wishes late",
                        "quiet bells",
                        "where the map ends",
                    ];
                    let clue = CLUES[game(h).turn_number() as usize % CLUES.len()];
                    let field = egui::accesskit::Role::TextInput;
                    h.get_by_role_and_label(field, "Clue").focus();
                    h.run();
                    h.get_by_role_and_label(field, "Clue").type_text(clue);
                    h.run();
                }
                let state = game(h);
                if state.phase() == Phase::Submitting && state.params().cards_per_submission == 2 {
                    h.get_by_label("Card 2").click();
                    h.run();
                }
                h.query_by_label("Tell this card")
                    .or_else(|| h.query_by_label("Hand in this card"))
                    .or_else(|| h.query_by_label("Hand in these cards"))
                    .expect("a confirm button")
                    .click();
            }
            Some(Stage::Board) => h.get_by_label("Start the vote").click(),
            Some(Stage::Vote(seat)) => {
                let state = game(h);
                let teller = state.storyteller().expect("a storyteller");
                let board = state.board();
                let pick = board
                    .iter()
                    .position(|b| b.owner == teller)
                    .filter(|_| (step + seat.index()) % 3 != 0)
                    .or_else(|| board.iter().position(|b| b.owner != seat))
                    .expect("a card to vote for");
                h.get_by_label(&format!("Slot {}", pick + 1)).click();
                h.run();
                h.get_by_label("Cast my vote").click();
            }
            Some(Stage::Reveal) => h
                .query_by_label("Next turn")
                .or_else(|| h.query_by_label("See the winner"))
                .expect("the way on")
                .click(),
            Some(Stage::End) | None => return,
            Some(other) => panic!("a classic game never shows {other:?}"),
        }
        h.run();
    }
}

/// Not a check: fills `FABULA_SHOT_DIR` with saved games on the built-in deck, for the README's
/// screenshots of the saved games and the round history (`cargo test --test ui_saves --
/// --ignored`).
#[test]
#[ignore = "writes screenshot material into FABULA_SHOT_DIR"]
fn screenshot_games() {
    let Some(dir) = std::env::var_os("FABULA_SHOT_DIR") else {
        return;
    };
    let games: [(&[&str], u32, u32); 3] = [
        (&["Maya", "Tomás", "Inês", "Joost"], 30, 1),
        (&["Sofia", "Pieter", "Amélie"], 10, 99),
        (&["Maya", "Tomás", "Inês", "Joost", "Saskia"], 30, 3),
    ];
    for (names, target, turns) in games {
        let dir = PathBuf::from(&dir);
        let mut h = Harness::builder()
            .with_size(egui::vec2(1600.0, 900.0))
            .with_max_steps(24)
            .build_eframe(move |cc| {
                let art = ArtLoader::from_source(&cc.egui_ctx, DeckSource::Builtin);
                let mut app = FabulaApp::new(&cc.egui_ctx, art, u64::from(target) * 31 + 5)
                    .with_storage(Storage::new(&dir));
                app.wait_for_cards();
                app
            });
        h.run();
        h.get_by_label("New game").click();
        h.run();
        {
            let setup = h.state_mut().setup_mut();
            setup.seats.truncate(names.len());
            while setup.seats.len() < names.len() {
                let token = setup.seats.len();
                setup.seats.push(fabula::ui::menus::SeatSetup {
                    name: String::new(),
                    token,
                    computer: None,
                });
            }
            for (seat, name) in setup.seats.iter_mut().zip(names) {
                seat.name = (*name).to_owned();
            }
            setup.target = target;
        }
        h.run();
        h.get_by_label("Start the game").click();
        h.run();
        play_until(&mut h, 400, &|h| {
            let state = game(h);
            state.history().len() as u32 >= turns && state.phase() == Phase::Telling
        });
        // The storyteller of the unfinished games has told: the next player is up.
        if game(&h).phase() == Phase::Telling {
            play_until(&mut h, 3, &|h| game(h).phase() == Phase::Submitting);
        }
        h.state_mut().flush_saves();
    }
}
