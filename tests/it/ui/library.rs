//! The card library through the real app, driven by accessible labels: a folder imported with
//! the dialog bypassed, the report, a game on the imported deck alone, the set-up's message
//! when cards are missing, and renaming and removing a deck. Every file lives in a temporary
//! folder.

use crate::support::harness::{app_harness, with_cards};

use crate::support::pictures::{encode, jpeg, photo, put};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use fabula::app::{FabulaApp, Screen};
use fabula::library::Library;
use fabula::ui::UiCommand;
use image::ImageFormat;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Cards of the painted base deck.
const BASE: usize = crate::support::harness::PAINTED_CARDS;

/// The app on temporary data and library folders, with a small painted base deck.
fn app_on(dir: &Path) -> Harness<'static, FabulaApp> {
    let library = Library::new(dir.join("library"));
    app_harness(
        Some(dir.join("data")),
        egui::vec2(1600.0, 900.0),
        400,
        11,
        move |app| with_cards(app.with_library(library)),
    )
}

/// A folder of `cards` distinct pictures in several formats, plus an empty file and a text
/// file that only pretends to be a picture.
fn scans(dir: &Path, cards: u32) -> PathBuf {
    let folder = dir.join("Scans");
    for i in 0..cards {
        let picture = photo(120, 180, i + 1);
        let bytes = if i % 3 == 0 {
            encode(&picture, ImageFormat::Png)
        } else {
            jpeg(&picture, 90, i % 2 == 0)
        };
        let ext = if i % 3 == 0 { "png" } else { "jpg" };
        put(&folder, &format!("card-{i:02}.{ext}"), &bytes);
    }
    put(&folder, "empty.jpg", b"");
    put(&folder, "notes.jpg", b"these are my notes, not a picture");
    folder
}

/// Imports `folder` as the dialog's answer would, and waits for the report.
fn import(h: &mut Harness<'_, FabulaApp>, folder: PathBuf) {
    h.state_mut().command(UiCommand::ImportFolder(folder));
    h.run();
    let started = Instant::now();
    while h.state().importing() {
        assert!(started.elapsed() < Duration::from_mins(3), "import hangs");
        std::thread::sleep(Duration::from_millis(20));
        h.run();
    }
    h.run();
}

fn open_library(h: &mut Harness<'_, FabulaApp>) {
    h.get_by_label("Card library").click();
    h.run();
    assert_eq!(h.state().screen(), Screen::Library);
}

fn set_players(h: &mut Harness<'_, FabulaApp>, players: usize) {
    let seats = &mut h.state_mut().setup_mut().seats;
    while seats.len() > players {
        seats.pop();
    }
    let names = ["Ada", "Bruno", "Chloé", "Daan", "Élise", "Femke", "Gaspard"];
    while seats.len() < players {
        let i = seats.len();
        seats.push(fabula::ui::menus::SeatSetup {
            name: names[i].to_owned(),
            token: i,
            computer: None,
        });
    }
    h.run();
}

#[test]
fn a_folder_imported_through_the_ui_becomes_the_deck_of_a_game() {
    let dir = tempfile::tempdir().unwrap();
    let folder = scans(dir.path(), 30);
    let mut h = app_on(dir.path());
    open_library(&mut h);
    import(&mut h, folder);

    let report = h.state().import_report().expect("a report shows");
    assert_eq!(report.added(), 30);
    assert_eq!(report.skipped.len(), 2, "{:?}", report.skipped);
    h.get_by_label("“Scans”: 30 cards added.");
    h.get_by_label("2 files skipped:");
    h.get_by_label("empty file (0 bytes)");
    h.get_by_label("not a picture");
    // The cards landed in the library's folder, not next to the scans.
    let decks = Library::new(dir.path().join("library")).decks().decks;
    assert_eq!(decks.len(), 1);
    assert_eq!(decks[0].manifest.cards.len(), 30);

    // Only the imported deck: 4 players need 24 of its 30 cards.
    h.get_by_label("Use “Painted” in the next game").click();
    h.run();
    h.get_by_label("30 cards switched on.");
    h.state_mut().command(UiCommand::ToStart);
    h.run();
    assert_eq!(h.state().screen(), Screen::Start);
    h.get_by_label("New game").click();
    h.run();
    h.state_mut().setup_mut().starter = Some(0);
    set_players(&mut h, 4);
    h.get_by_label("Start the game").click();
    h.run();

    let app = h.state();
    let game = app.game_state().expect("the game started");
    let identities = app.card_identities();
    let deck = &game.config().deck;
    assert_eq!(deck.len(), 30, "exactly the imported cards are shuffled in");
    for card in deck {
        assert_eq!(identities[card.0 as usize].deck, "Scans");
    }
    for seat in 0..4 {
        let hand = game.player_view(fabula::engine::PlayerId(seat)).hand;
        assert_eq!(hand.len(), 6);
        assert!(
            hand.iter().all(|c| c.0 as usize >= BASE),
            "dealt from the import"
        );
    }
    // The switch is remembered.
    assert_eq!(app.settings().disabled_decks, vec!["builtin".to_owned()]);
}

#[test]
fn too_few_cards_name_how_many_are_missing() {
    let dir = tempfile::tempdir().unwrap();
    let folder = scans(dir.path(), 30);
    let mut h = app_on(dir.path());
    open_library(&mut h);
    import(&mut h, folder);
    h.get_by_label("Use “Painted” in the next game").click();
    h.run();
    set_players(&mut h, 6);
    // The library says it too: 6 players need 36 cards.
    h.get_by_label("6 cards missing: switch on more decks or add one.");
    h.state_mut().command(UiCommand::ToStart);
    h.run();
    h.get_by_label("New game").click();
    h.run();
    h.get_by_label_contains("so 6 cards are missing");
    h.get_by_label("Start the game").click();
    h.run();
    assert!(
        h.state().game_state().is_none(),
        "no game with too few cards"
    );

    // Switching the base deck back on is enough.
    h.state_mut().command(UiCommand::ShowLibrary);
    h.run();
    h.get_by_label("Use “Painted” in the next game").click();
    h.run();
    h.get_by_label(&format!("{} cards switched on.", BASE + 30));
}

#[test]
fn decks_are_renamed_and_removed_after_confirmation() {
    let dir = tempfile::tempdir().unwrap();
    let folder = scans(dir.path(), 8);
    let mut h = app_on(dir.path());
    open_library(&mut h);
    import(&mut h, folder);
    h.get_by_label("OK").click();
    h.run();
    assert!(h.state().import_report().is_none());

    h.get_by_label("Rename").click();
    h.run();
    h.get_by_label("New name").focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label("New name").type_text("Holiday cards");
    h.run();
    h.get_by_label("Save").click();
    h.run();
    h.get_by_label("Use “Holiday cards” in the next game");
    let library = Library::new(dir.path().join("library"));
    assert_eq!(library.decks().decks[0].manifest.name, "Holiday cards");

    // Remove asks first; keeping it changes nothing.
    h.get_by_label("Remove").click();
    h.run();
    h.get_by_label_contains("Remove “Holiday cards” and its 8 cards");
    h.get_by_label("Keep it").click();
    h.run();
    assert_eq!(library.decks().decks.len(), 1);
    h.get_by_label("Remove").click();
    h.run();
    h.get_by_label("Remove the deck").click();
    h.run();
    assert!(
        library.decks().decks.is_empty(),
        "the deck is gone from disk"
    );
    assert!(
        h.query_by_label("Use “Holiday cards” in the next game")
            .is_none()
    );
    h.get_by_label(&format!("{BASE} cards switched on."));
}

#[test]
fn a_card_opens_large_and_closes_again() {
    let dir = tempfile::tempdir().unwrap();
    let folder = scans(dir.path(), 5);
    let mut h = app_on(dir.path());
    open_library(&mut h);
    import(&mut h, folder);
    h.get_by_label("Scans, card 2").click();
    h.run();
    h.get_by_label("Scans, card 2, large");
    h.get_by_label("Scans — card 2 of 5");
    h.key_press(egui::Key::ArrowRight);
    h.run();
    h.get_by_label("Scans, card 3, large");
    h.get_by_label("Back to the library").click();
    h.run();
    assert!(h.query_by_label("Scans, card 3, large").is_none());
    h.get_by_label("Scans, card 3");
}

#[test]
fn the_library_opens_with_its_thumbnails_ready_after_a_moment_on_the_start_screen() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_on(dir.path());
    // A moment on the start screen (the harness's clock moves a quarter second a step).
    for _ in 0..8 {
        h.step();
    }
    let started = Instant::now();
    while h.state().art().texture_memory().0 < BASE {
        assert!(
            started.elapsed() < Duration::from_mins(2),
            "thumbnails never came"
        );
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.get_by_label("Card library").click();
    h.step();
    h.step();
    assert_eq!(h.state().screen(), Screen::Library);
    assert_eq!(
        h.state().art().thumbnails_missing(),
        0,
        "the first frame of the library waits for thumbnails"
    );
}

#[test]
fn a_deck_imported_outside_the_game_shows_when_the_library_opens() {
    let dir = tempfile::tempdir().unwrap();
    let folder = scans(dir.path(), 12);
    let mut h = app_on(dir.path());
    open_library(&mut h);
    assert!(h.query_by_label_contains("Scans").is_none());
    h.state_mut().command(UiCommand::ToStart);
    h.run();
    // `fabula import` (or another copy of the game) adds a deck while this one is open.
    let library = Library::new(dir.path().join("library"));
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let options = fabula::library::ImportOptions::default();
    library
        .import(&folder, Some("Later"), &options, &|_| {}, &cancel)
        .unwrap();
    open_library(&mut h);
    h.get_by_label("Use “Later” in the next game");
}

#[test]
fn the_set_up_with_too_few_cards_shows_the_decks_on_and_opens_the_library() {
    let dir = tempfile::tempdir().unwrap();
    let folder = scans(dir.path(), 30);
    let mut h = app_on(dir.path());
    open_library(&mut h);
    import(&mut h, folder);
    h.get_by_label("Use “Painted” in the next game").click();
    h.run();
    set_players(&mut h, 6);
    h.state_mut().command(UiCommand::NewGame);
    h.run();
    h.get_by_label("Decks switched on: Scans");
    // Below the fold in a 900-point window: the options scroll to it, as a player would.
    h.get_by_label("Open the card library").scroll_to_me();
    h.run();
    h.get_by_label("Open the card library").click();
    h.run();
    assert_eq!(h.state().screen(), Screen::Library);
}

#[test]
fn the_no_folder_window_message_goes_once_seen() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_on(dir.path());
    open_library(&mut h);
    let message = "No file window is available here: drop a folder, a zip, a PDF or pictures onto this window instead.";
    // Only where this machine has no folder window: no desktop portal (no session bus), no
    // zenity on the PATH (a fresh CI machine; a desktop offers one).
    let zenity = std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join("zenity").is_file()));
    if std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some() || zenity {
        return;
    }
    h.get_by_label("Add folder…").click();
    h.run();
    assert!(h.query_by_label(message).is_some(), "the message shows");
    h.state_mut().command(UiCommand::ToStart);
    h.run();
    open_library(&mut h);
    assert!(h.query_by_label(message).is_none(), "the message stays");
}
