//! Not a check: pictures of the card library as a player sees it after importing a fan
//! expansion's zip, and of its "Add cards from phones" panel holding a phone photo of six cards,
//! in each of the four languages, drawn by wgpu on the machine's software renderer, to be looked
//! at. Writes PNGs into `FABULA_SHOT_DIR`:
//! `FABULA_SHOT_DIR=/tmp/shots cargo test --features deckgen --test it shots_library -- --ignored`

use super::photos::settle;
use crate::support::harness::{app_harness_from, with_cards};
use crate::support::photos::{card_art, findable_cards_photo};
use crate::support::upload::{address_and_token, as_the_panel_decodes, phone_jpeg, post_photo};
use crate::support::zips::{Entry, zip};
use egui_kittest::Harness;
use fabula::app::FabulaApp;
use fabula::i18n::Language;
use fabula::library::Library;
use fabula::ui::{PhotoCommand, UiCommand};
use std::net::{IpAddr, Ipv4Addr};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The app on temporary folders, drawn by wgpu, serving phones on loopback.
fn drawn_app(dir: &Path) -> Harness<'static, FabulaApp> {
    let library = Library::new(dir.join("library"));
    let builder = Harness::builder()
        .with_size(egui::vec2(1600.0, 900.0))
        .with_max_steps(400)
        .wgpu();
    app_harness_from(builder, Some(dir.join("data")), 5, move |mut app| {
        app.set_phone_bind(IpAddr::V4(Ipv4Addr::LOCALHOST));
        with_cards(app.with_library(library))
    })
}

/// A fan expansion as downloaded: twelve cards in nested folders, a read-me, and the junk an
/// archiver on a Mac adds.
fn fan_expansion() -> Vec<u8> {
    let mut entries: Vec<Entry> = (0..12u64)
        .map(|card| {
            let folder = if card < 6 {
                "first wave"
            } else {
                "second wave"
            };
            let art = phone_jpeg(&card_art(400, 600, card + 70));
            Entry::file(&format!("Lanterns/{folder}/card-{card:02}.jpg"), &art)
        })
        .collect();
    entries.push(Entry::deflated(
        "Lanterns/read me.txt",
        b"Twelve cards. Enjoy!",
    ));
    entries.push(Entry::file(
        "__MACOSX/Lanterns/._card-00.jpg",
        b"\0\x05\x16\x07",
    ));
    entries.push(Entry::file("Lanterns/.DS_Store", b"\0\0\0\x01Bud1"));
    zip(&entries)
}

/// The app's picture as it stands, saved as `name` in `dir` with the language's code.
fn shoot(h: &mut Harness<'_, FabulaApp>, language: Language, dir: &Path, name: &str) {
    settle(h);
    let picture = h.render().expect("drawn by wgpu");
    let file = dir.join(format!("{name}-{}.png", language.code()));
    picture.save(&file).unwrap();
}

/// Runs frames until `done` holds (imports and the finder work on their own threads).
fn frames_until(h: &mut Harness<'_, FabulaApp>, what: &str, done: impl Fn(&FabulaApp) -> bool) {
    let started = Instant::now();
    while !done(h.state()) {
        assert!(started.elapsed() < Duration::from_mins(3), "{what} hangs");
        std::thread::sleep(Duration::from_millis(20));
        h.step();
    }
}

#[test]
#[ignore = "writes screenshots into FABULA_SHOT_DIR"]
fn shots_library_after_a_zip_and_with_a_photo_of_six_cards() {
    let Some(root) = std::env::var_os("FABULA_SHOT_DIR").map(PathBuf::from) else {
        return;
    };
    std::fs::create_dir_all(&root).unwrap();
    let folder = tempfile::tempdir().unwrap();
    let archive = folder.path().join("Lanterns.zip");
    std::fs::write(&archive, fan_expansion()).unwrap();
    let photo = findable_cards_photo((1600, 1200), 6, 43, as_the_panel_decodes);
    let photo = phone_jpeg(&photo.pixels);
    for language in Language::ALL {
        let dir = tempfile::tempdir().unwrap();
        let mut h = drawn_app(dir.path());
        // In the player's language from the start, as the panel names its deck when it opens:
        // driven by commands, the buttons' labels being the language's.
        h.state_mut().set_language(language);
        h.state_mut().command(UiCommand::ShowLibrary);
        h.run();
        h.state_mut()
            .command(UiCommand::ImportFolder(archive.clone()));
        frames_until(&mut h, "the import", |app| {
            !app.importing() && app.import_report().is_some()
        });
        shoot(&mut h, language, &root, "library-zip");
        h.state_mut().command(UiCommand::Photos(PhotoCommand::Open));
        h.run();
        let url = h.state().photo_page_url().expect("the panel listens");
        let (address, token) = address_and_token(&url);
        assert_eq!(
            post_photo(address, Some(&token), &photo, language.code(), None).0,
            200
        );
        frames_until(&mut h, "the photo", |app| app.photo_times().len() == 1);
        shoot(&mut h, language, &root, "photos-six-cards");
    }
}
