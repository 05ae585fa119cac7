//! Saves through the real app, driven by accessible labels: autosave after each move, Continue
//! after a restart (privacy screen first, never a hand), the saved-games list, bad files and
//! missing decks, remembered players. Taking back a move and the round history are in
//! `undo_history.rs`.

use crate::support::harness::{app_harness, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use fabula::app::{FabulaApp, Screen};
use fabula::engine::{GameState, Phase, PlayerId};
use fabula::hotseat::Stage;
use fabula::persist::SaveFile;
use std::path::{Path, PathBuf};

pub(super) const NAMES: [&str; 4] = ["Ada", "Bruno", "Chloé", "Daan"];

/// The app on a temporary data folder (never the real one), with a small painted deck.
pub(super) fn app_on(dir: &Path) -> Harness<'static, FabulaApp> {
    app_harness(
        Some(dir.to_path_buf()),
        egui::vec2(1600.0, 900.0),
        24,
        7,
        with_cards,
    )
}

pub(super) fn start_game(h: &mut Harness<'_, FabulaApp>) {
    h.get_by_label("New game").click();
    h.run();
    h.state_mut().setup_mut().starter = Some(0);
    h.run();
    h.get_by_label("Start the game").click();
    h.run();
}

pub(super) fn game(h: &Harness<'_, FabulaApp>) -> GameState {
    h.state().game_state().expect("a game is on").clone()
}

pub(super) fn labels(h: &Harness<'_, FabulaApp>) -> Vec<String> {
    h.root()
        .children_recursive()
        .filter_map(|n| n.accesskit_node().label())
        .collect()
}

pub(super) fn assert_nothing_private(h: &Harness<'_, FabulaApp>) {
    let all = labels(h);
    assert!(
        !all.iter()
            .any(|l| l.starts_with("Card ") || l.starts_with("Slot ")),
        "a card is visible on the privacy screen: {all:?}"
    );
}

pub(super) fn confirm(h: &mut Harness<'_, FabulaApp>, seat: u8) {
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(seat))));
    assert_nothing_private(h);
    h.get_by_label(&format!("I am {}", NAMES[seat as usize]))
        .click();
    h.run();
}

/// `seat` confirms, picks their first card and tells it or hands it in.
pub(super) fn play_card(h: &mut Harness<'_, FabulaApp>, seat: u8) {
    confirm(h, seat);
    assert_eq!(h.state().stage(), Some(Stage::Hand(PlayerId(seat))));
    h.get_by_label("Card 1").click();
    h.run();
    h.query_by_label("Tell this card")
        .or_else(|| h.query_by_label("Hand in this card"))
        .expect("a confirm button")
        .click();
    h.run();
}

pub(super) fn saves_in(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir.join("saves"))
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort();
    files
}

#[test]
fn a_full_turn_autosaves_and_the_saved_state_is_the_game() {
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
        let teller = state
            .board()
            .iter()
            .position(|b| b.owner == PlayerId(0))
            .expect("storyteller's card");
        let own = state
            .board()
            .iter()
            .position(|b| b.owner == PlayerId(seat))
            .expect("own card");
        // Seat 1 misses on purpose, so the turn scores something other than a wipe-out.
        let slot = if seat == 1 {
            (0..4)
                .find(|i| *i != own && *i != teller)
                .expect("a third card")
        } else {
            teller
        };
        h.get_by_label(&format!("Slot {}", slot + 1)).click();
        h.run();
        h.get_by_label("Cast my vote").click();
        h.run();
    }
    assert_eq!(h.state().stage(), Some(Stage::Reveal));
    h.state_mut().flush_saves();
    let files = saves_in(dir.path());
    assert_eq!(files.len(), 1, "one file per game: {files:?}");
    let saved = SaveFile::read(&files[0]).expect("the autosave reads");
    assert_eq!(saved.game.state(), &game(&h));
    assert_eq!(saved.game.state().history().len(), 1);
    assert_eq!(saved.players[1].name, "Bruno");
    assert_eq!(saved.cards.len(), 96, "every card of the deck has its hash");
    h.get_by_label("Next turn").click();
    h.run();
    h.state_mut().flush_saves();
    let saved = SaveFile::read(&files[0]).expect("the autosave reads");
    assert_eq!(saved.game.state().phase(), Phase::Telling);
    assert_eq!(saved.game.state(), &game(&h));
}

#[test]
fn continue_after_a_restart_shows_the_privacy_screen_then_the_right_hand() {
    let dir = tempfile::tempdir().expect("temp dir");
    let expected = {
        let mut h = app_on(dir.path());
        start_game(&mut h);
        play_card(&mut h, 0);
        play_card(&mut h, 1);
        // The window closes without any explicit save: the autosave has it.
        game(&h)
    };
    let mut h = app_on(dir.path());
    assert_eq!(h.state().screen(), Screen::Start);
    h.get_by_label("Continue").click();
    h.run();
    assert_eq!(h.state().screen(), Screen::Game);
    assert_eq!(game(&h), expected, "same hands, board, phase and RNG");
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(2))));
    assert_nothing_private(&h);
    h.get_by_label("I am Chloé").click();
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Hand(PlayerId(2))));
    assert!(h.query_by_label("Card 1").is_some());
    // Play on: the resumed game keeps saving into the same file.
    h.get_by_label("Card 1").click();
    h.run();
    h.get_by_label("Hand in this card").click();
    h.run();
    h.state_mut().flush_saves();
    let files = saves_in(dir.path());
    assert_eq!(files.len(), 1);
    assert_eq!(
        SaveFile::read(&files[0]).expect("reads").game.state(),
        &game(&h)
    );
}

#[test]
fn the_saved_games_list_shows_the_game_and_deletes_it_after_asking() {
    let dir = tempfile::tempdir().expect("temp dir");
    {
        let mut h = app_on(dir.path());
        start_game(&mut h);
        play_card(&mut h, 0);
    }
    let mut h = app_on(dir.path());
    h.get_by_label("Saved games").click();
    h.run();
    assert_eq!(h.state().screen(), Screen::Saves);
    assert_eq!(h.state().saved_games().len(), 1);
    assert!(h.query_by_label("Ada, Bruno, Chloé, Daan").is_some());
    assert!(h.query_by_label("Resume saved game 1").is_some());
    h.get_by_label("Delete saved game 1").click();
    h.run();
    assert_eq!(
        saves_in(dir.path()).len(),
        1,
        "nothing is deleted before the answer"
    );
    h.get_by_label("Yes, delete it").click();
    h.run();
    assert!(saves_in(dir.path()).is_empty());
    assert!(h.query_by_label("No saved games yet.").is_some());
}

#[test]
fn a_corrupt_save_and_bad_settings_give_notices_and_the_app_starts() {
    let dir = tempfile::tempdir().expect("temp dir");
    let saves = dir.path().join("saves");
    std::fs::create_dir_all(&saves).expect("folder");
    let bad = saves.join("game-1741780800-00000000000000aa.ron");
    std::fs::write(&bad, "(kind: \"save\", version: 1, saved_at: 17").expect("write");
    std::fs::write(
        dir.path().join("settings.ron"),
        "(kind: \"settings\", version: 99)",
    )
    .expect("write");
    let mut h = app_on(dir.path());
    let notices = h.state().notices().join("\n");
    assert!(
        notices.contains("The saved game from 12 March 2025 could not be read")
            && notices.contains("game-1741780800-00000000000000aa.ron.bak"),
        "{notices}"
    );
    assert!(notices.contains("newer Fabula") && notices.contains("settings.ron.bak"));
    assert!(
        saves
            .join("game-1741780800-00000000000000aa.ron.bak")
            .exists()
    );
    assert!(!bad.exists());
    assert!(dir.path().join("settings.ron.bak").exists());
    h.get_by_label("OK, noted").click();
    h.run();
    assert!(h.state().notices().is_empty(), "{:?}", h.state().notices());
    start_game(&mut h);
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(0))));
}

#[test]
fn a_save_whose_deck_is_gone_names_the_deck_and_does_not_start() {
    let dir = tempfile::tempdir().expect("temp dir");
    {
        let mut h = app_on(dir.path());
        start_game(&mut h);
        play_card(&mut h, 0);
    }
    let path = saves_in(dir.path()).remove(0);
    let mut save = SaveFile::read(&path).expect("reads");
    for card in save.cards.iter_mut().take(40) {
        card.deck = "Moonlight".to_owned();
        card.hash = format!("ffff{}", card.hash);
    }
    save.write(&path).expect("write");
    let mut h = app_on(dir.path());
    h.get_by_label("Continue").click();
    h.run();
    let notices = h.state().notices().join("\n");
    assert!(notices.contains("needs the deck “Moonlight”"), "{notices}");
    assert_eq!(h.state().screen(), Screen::Start);
    assert!(h.state().game_state().is_none());
    assert!(
        path.exists(),
        "the save is kept for when the deck comes back"
    );
}

#[test]
fn a_resumed_game_finds_its_pictures_by_hash_even_if_the_deck_order_changed() {
    let dir = tempfile::tempdir().expect("temp dir");
    {
        let mut h = app_on(dir.path());
        start_game(&mut h);
    }
    let path = saves_in(dir.path()).remove(0);
    let mut save = SaveFile::read(&path).expect("reads");
    // As if the deck had been reordered: the saved ids now point at other positions.
    let hashes: Vec<String> = save.cards.iter().map(|c| c.hash.clone()).collect();
    for (i, card) in save.cards.iter_mut().enumerate() {
        card.hash.clone_from(&hashes[(i + 1) % hashes.len()]);
    }
    save.write(&path).expect("write");
    let mut h = app_on(dir.path());
    h.get_by_label("Continue").click();
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(0))));
    assert!(h.state().notices().is_empty());
    for card in &save.cards {
        let shown = h.state().picture_of(card.id);
        assert_eq!(shown.0 as usize, (card.id.0 as usize + 1) % hashes.len());
    }
}

#[test]
fn the_last_players_and_rules_are_remembered() {
    let dir = tempfile::tempdir().expect("temp dir");
    {
        let mut h = app_on(dir.path());
        h.get_by_label("New game").click();
        h.run();
        h.get_by_label("Remove player 4").click();
        h.run();
        h.state_mut().setup_mut().seats[0].name = "Zoë".to_owned();
        h.state_mut().setup_mut().rules = fabula::engine::RuleSet::Edition2021;
        h.run();
        h.get_by_label("Start the game").click();
        h.run();
        h.state_mut().flush_saves();
    }
    let mut h = app_on(dir.path());
    let setup = h.state_mut().setup_mut();
    let names: Vec<&str> = setup.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Zoë", "Bruno", "Chloé"]);
    assert_eq!(setup.rules, fabula::engine::RuleSet::Edition2021);
}

#[test]
fn a_resumed_games_players_are_offered_for_the_next_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    {
        let mut h = app_on(dir.path());
        h.get_by_label("New game").click();
        h.run();
        h.get_by_label("Remove player 4").click();
        h.run();
        h.state_mut().setup_mut().seats[1].name = "Yann".to_owned();
        h.run();
        h.get_by_label("Start the game").click();
        h.run();
        h.state_mut().flush_saves();
    }
    // Another set-up in between: four players again, never started.
    let settings = dir.path().join("settings.ron");
    let text = std::fs::read_to_string(&settings).expect("settings");
    std::fs::write(&settings, text.replace("Yann", "Someone")).expect("settings");
    let mut h = app_on(dir.path());
    h.get_by_label("Continue").click();
    h.run();
    assert!(h.state().game_state().is_some());
    h.key_press(egui::Key::Escape);
    h.run();
    h.get_by_label("New game").click();
    h.run();
    let names: Vec<String> = h
        .state_mut()
        .setup_mut()
        .seats
        .iter()
        .map(|s| s.name.clone())
        .collect();
    assert_eq!(names, ["Ada", "Yann", "Chloé"], "the last game's players");
}
