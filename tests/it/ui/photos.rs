//! "Add cards from phones" through the real app, driven by accessible labels, with photos
//! sent over loopback as the phone page sends them: a photo's card accepted into a deck named
//! by the player, the same photo again (or the same card photographed again) counted as
//! already there, a photo without a card
//! (its frame dragged, then retaken), and the host gone once the panel closes.

use crate::support::harness::{app_harness, with_cards};
use crate::support::photos::{card_photo, card_photo_in_scene, empty_photo};
use crate::support::upload::{
    address_and_token, as_the_panel_decodes, phone_jpeg, post_photo, wait_until_closed,
};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use fabula::app::{FabulaApp, Screen};
use fabula::library::Library;
use std::net::{IpAddr, Ipv4Addr};
use std::path::Path;
use std::time::{Duration, Instant};

/// The app on temporary data and library folders, serving phones on loopback.
pub(crate) fn app_on(dir: &Path) -> Harness<'static, FabulaApp> {
    let library = Library::new(dir.join("library"));
    app_harness(
        Some(dir.join("data")),
        egui::vec2(1600.0, 900.0),
        400,
        5,
        move |mut app| {
            app.set_phone_bind(IpAddr::V4(Ipv4Addr::LOCALHOST));
            with_cards(app.with_library(library))
        },
    )
}

/// Opens the library and its "Add cards from phones" panel; the photo page's link.
pub(crate) fn open_panel(h: &mut Harness<'_, FabulaApp>) -> String {
    h.get_by_label("Card library").click();
    h.run();
    h.get_by_label("Add cards from phones").click();
    h.run();
    h.state().photo_page_url().expect("the panel listens")
}

/// Runs frames until `label` shows (the finder works on its own thread meanwhile).
pub(crate) fn wait_for(h: &mut Harness<'_, FabulaApp>, label: &str) {
    let started = Instant::now();
    while h.query_by_label(label).is_none() {
        // A bound for a hang: a debug build on a busy machine takes seconds a photo.
        assert!(
            started.elapsed() < Duration::from_mins(3),
            "“{label}” never showed"
        );
        std::thread::sleep(Duration::from_millis(20));
        // A spinner turns while the card is looked for: frames, not `run`, which waits for
        // the screen to settle.
        h.step();
    }
    h.step();
}

pub(crate) fn settle(h: &mut Harness<'_, FabulaApp>) {
    for _ in 0..5 {
        std::thread::sleep(Duration::from_millis(20));
        h.step();
    }
}

/// Clicks `label` in the panel's list (an Accept or Retake button, gone once it takes),
/// scrolled into view first: a photo of several cards makes the list taller than the window,
/// and a click off the screen reaches nothing. Other photos' results may still arrive and
/// move the list (a same-card note adds a line above), so the click waits for the button to
/// hold still for a frame, and is given again if the list moved under it.
pub(crate) fn click_in_list(h: &mut Harness<'_, FabulaApp>, label: &str) {
    for _ in 0..5 {
        wait_for(h, label);
        h.get_by_label(label).scroll_to_me();
        // Frames, not `run`: other photos may still be looked at, their spinners turning.
        for _ in 0..4 {
            h.step();
        }
        // While it scrolls the list may not show it for a frame or two.
        wait_for(h, label);
        let mut rect = h.get_by_label(label).rect();
        for _ in 0..20 {
            h.step();
            let now = h.query_by_label(label).map(|node| node.rect());
            if now == Some(rect) {
                break;
            }
            rect = now.unwrap_or(rect);
        }
        if h.query_by_label(label).is_none() {
            continue;
        }
        h.get_by_label(label).click();
        h.step();
        h.step();
        if h.query_by_label(label).is_none() {
            return;
        }
    }
    panic!("“{label}” did not take a click in five tries");
}

fn drag(h: &mut Harness<'_, FabulaApp>, label: &str, by: egui::Vec2) {
    let from = h.get_by_label(label).rect().center();
    h.hover_at(from);
    h.step();
    h.drag_at(from);
    h.step();
    for i in 1..=4 {
        h.hover_at(from + by * (i as f32 / 4.0));
        h.step();
    }
    h.drop_at(from + by);
    h.step();
    h.step();
}

/// Types `name` over the deck's name.
fn name_the_deck(h: &mut Harness<'_, FabulaApp>, name: &str) {
    h.get_by_label("Deck name").focus();
    h.step();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label("Deck name").type_text(name);
    h.step();
}

pub(crate) fn add_to_deck(h: &mut Harness<'_, FabulaApp>, button: &str) {
    settle(h);
    h.get_by_label(button).click();
    h.step();
    let started = Instant::now();
    while h.state().adding_photo_cards() {
        assert!(started.elapsed() < Duration::from_mins(3), "adding hangs");
        std::thread::sleep(Duration::from_millis(20));
        h.step();
    }
    settle(h);
}

#[test]
fn photos_from_a_phone_become_cards_of_a_named_deck() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_on(dir.path());
    h.get_by_label("Card library").click();
    h.run();
    assert_eq!(h.state().screen(), Screen::Library);
    assert!(h.state().photo_page_url().is_none(), "nothing listens yet");
    h.get_by_label("Add cards from phones").click();
    h.run();
    h.get_by_label("QR code of the photo page");
    h.get_by_label("No photos yet. Each photo appears here beside the card found in it.");
    let url = h.state().photo_page_url().expect("the panel listens");
    let (address, token) = address_and_token(&url);
    h.get_by_label(&url);

    let photo = findable_photo();
    assert_eq!(post_photo(address, Some(&token), &photo, "en", None).0, 200);
    wait_for(&mut h, "Accept photo 1");
    h.get_by_label("Card found. Accept it, or drag a corner where it is wrong.");
    h.get_by_label("Card from photo 1");
    h.get_by_label("Accept photo 1").click();
    settle(&mut h);
    h.get_by_label("Accepted");

    name_the_deck(&mut h, "Holiday");
    add_to_deck(&mut h, "Add 1 card to the deck");
    h.get_by_label("1 card added to “Holiday”.");
    let library = Library::new(dir.path().join("library"));
    let decks = library.decks().decks;
    assert_eq!(decks.len(), 1);
    assert_eq!(decks[0].manifest.name, "Holiday");
    assert_eq!(decks[0].manifest.cards.len(), 1);
    let card = std::fs::read(decks[0].dir.join(&decks[0].manifest.cards[0].file)).unwrap();
    assert!(
        !card.windows(4).any(|w| w == b"Exif"),
        "the card is a new picture, without the photo's EXIF"
    );

    // The same photo sent again makes the same card: it counts once.
    assert_eq!(post_photo(address, Some(&token), &photo, "en", None).0, 200);
    wait_for(&mut h, "Accept photo 2");
    h.get_by_label("Accept photo 2").click();
    h.step();
    add_to_deck(&mut h, "Add 1 card to the deck");
    h.get_by_label("0 cards added to “Holiday”.");
    h.get_by_label("1 was already there.");
    assert_eq!(library.decks().decks[0].manifest.cards.len(), 1);

    // Turned upside down, it is still the same card: already there.
    assert_eq!(post_photo(address, Some(&token), &photo, "en", None).0, 200);
    wait_for(&mut h, "Accept photo 3");
    h.get_by_label("Turn card 3 upside down").click();
    settle(&mut h);
    h.get_by_label("Accept photo 3").click();
    add_to_deck(&mut h, "Add 1 card to the deck");
    h.get_by_label("0 cards added to “Holiday”.");
    assert_eq!(library.decks().decks[0].manifest.cards.len(), 1);

    // A table without a card: a frame to place by hand, or the photo retaken.
    let table = phone_jpeg(&empty_photo(1200, 900, 4));
    assert_eq!(post_photo(address, Some(&token), &table, "en", None).0, 200);
    wait_for(&mut h, "Retake photo 4");
    h.get_by_label("No card found: drag the four corners onto the card’s corners.");
    drag(&mut h, "Corner 1 of photo 4", egui::vec2(-20.0, -12.0));
    settle(&mut h);
    h.get_by_label("Corners placed by hand. Accept the card, or drag a corner again.");
    h.get_by_label("Accept photo 4");
    h.get_by_label("Retake photo 4").click();
    settle(&mut h);
    assert!(h.query_by_label("Photo 4").is_none(), "the photo is gone");

    // Closing the panel stops the host: phones are no longer answered.
    h.get_by_label("Close").click();
    h.run();
    assert!(h.state().photo_page_url().is_none());
    h.get_by_label("Add cards from phones");
    wait_until_closed(address);

    // Leaving the library with the panel open closes it too.
    h.get_by_label("Add cards from phones").click();
    h.run();
    let (address, _) = address_and_token(&h.state().photo_page_url().unwrap());
    h.get_by_label("Back").click();
    h.run();
    assert_eq!(h.state().screen(), Screen::Start);
    assert!(h.state().photo_page_url().is_none());
    wait_until_closed(address);
}

#[test]
fn a_card_photographed_twice_is_added_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_on(dir.path());
    let (address, token) = address_and_token(&open_panel(&mut h));
    let (first, again, other) = two_photos_of_one_card_and_another();
    for photo in [&first, &again, &other] {
        assert_eq!(post_photo(address, Some(&token), photo, "en", None).0, 200);
    }
    // Each photo is looked at on the finder's thread, in no promised order.
    for number in 1..=3 {
        wait_for(&mut h, &format!("Accept photo {number}"));
    }
    // Another table, angle and light: the panel says it is the card of photo 1 (once both
    // likenesses are known, which on a busy machine can be frames after both buttons).
    wait_for(&mut h, "The same card as photo 1: it will be added once.");
    for number in 1..=3 {
        // The newest photo is on top: the first ones are scrolled to.
        let accept = format!("Accept photo {number}");
        h.get_by_label(&accept).scroll_to_me();
        settle(&mut h);
        h.get_by_label(&accept).click();
        settle(&mut h);
    }
    name_the_deck(&mut h, "Box");
    add_to_deck(&mut h, "Add 3 cards to the deck");
    h.get_by_label("2 cards added to “Box”.");
    h.get_by_label("1 was already there.");
    let library = Library::new(dir.path().join("library"));
    assert_eq!(library.decks().decks[0].manifest.cards.len(), 2);
}

/// Phone JPEGs of one card photographed twice (another table, angle and light) and of
/// another card, all three found by the finder.
fn two_photos_of_one_card_and_another() -> (Vec<u8>, Vec<u8>, Vec<u8>) {
    let found = |art: u64, scene: u64| {
        let photo = card_photo_in_scene(1200, 900, art, scene).pixels;
        fabula::library::photo::find_card(&photo).map(|_| phone_jpeg(&photo))
    };
    let mut arts = (0..20).filter_map(|art| Some((found(art, art)?, found(art, art + 101)?)));
    let (first, again) = arts.next().unwrap();
    let (other, _) = arts.next().unwrap();
    (first, again, other)
}

#[test]
fn a_photo_of_several_cards_offers_each_card_and_checks_them_all_for_the_same_card() {
    use crate::support::photos::findable_cards_photo;
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_on(dir.path());
    let (address, token) = address_and_token(&open_panel(&mut h));
    // The panel's handling of the cards found, on a photo the finder reads whole (the
    // finder's own misses are measured by its goal tests) in the pixels the panel decodes.
    let photo = findable_cards_photo((1600, 1200), 6, 43, as_the_panel_decodes);
    let photo = phone_jpeg(&photo.pixels);
    for _ in 0..2 {
        assert_eq!(post_photo(address, Some(&token), &photo, "en", None).0, 200);
    }
    wait_for(&mut h, "Accept card 6 of photo 2");
    h.get_by_label("Photo 1: 6 cards found");
    h.get_by_label("Photo 2, card 1 of 6");
    // Each card of the second photo is the same card as one of the first.
    for card in 1..=6 {
        h.get_by_label(&format!(
            "The same card as card {card} of photo 1: it will be added once."
        ));
    }
    click_in_list(&mut h, "Retake card 3 of photo 2");
    settle(&mut h);
    assert!(h.query_by_label("Photo 2, card 3 of 6").is_none());
    for (photo, card) in (1..=2).flat_map(|p| (1..=6).map(move |c| (p, c))) {
        if (photo, card) != (2, 3) {
            click_in_list(&mut h, &format!("Accept card {card} of photo {photo}"));
        }
    }
    settle(&mut h);
    add_to_deck(&mut h, "Add 11 cards to the deck");
    h.get_by_label("5 were already there.");
    let decks = Library::new(dir.path().join("library")).decks().decks;
    assert_eq!(decks[0].manifest.cards.len(), 6);
}

/// A phone's JPEG of a card the finder finds (it misses a few synthetic photos in a hundred).
pub(crate) fn findable_photo() -> Vec<u8> {
    findable_photo_sized(1200, 900)
}

/// [`findable_photo`] of `width` x `height` pixels.
pub(crate) fn findable_photo_sized(width: u32, height: u32) -> Vec<u8> {
    (0..20)
        .map(|seed| phone_jpeg(&card_photo(width, height, seed).pixels))
        .find(|jpeg| {
            let pixels = image::load_from_memory(jpeg).unwrap().to_rgb8();
            fabula::library::photo::find_card(&pixels).is_some()
        })
        .unwrap()
}

/// Not a check: the time from a 12-megapixel photo's arrival on the laptop to its card on
/// screen (decode, find, straighten, previews), and from the phone's first byte to the card's
/// Accept button; then the same photo as the page sends it (2000 x 1500).
/// `cargo test --release --features deckgen --test it measure_ -- --ignored --nocapture`
#[test]
#[ignore = "a measurement, not a check"]
fn measure_a_twelve_megapixel_photo_to_its_card() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_on(dir.path());
    let (address, token) = address_and_token(&open_panel(&mut h));
    for (number, (width, height)) in [(4000, 3000), (2000, 1500)].into_iter().enumerate() {
        let photo = findable_photo_sized(width, height);
        let sent = Instant::now();
        assert_eq!(post_photo(address, Some(&token), &photo, "en", None).0, 200);
        let answered = sent.elapsed();
        wait_for(&mut h, &format!("Accept photo {}", number + 1));
        let on_screen = sent.elapsed();
        let arrival_to_card = h.state().photo_times()[number];
        eprintln!(
            "{width} x {height} ({} bytes of JPEG): upload answered after {:.0} ms; from its \
             arrival to the card {:.0} ms; from the first byte sent to the Accept button {:.0} ms",
            photo.len(),
            answered.as_secs_f64() * 1000.0,
            arrival_to_card.as_secs_f64() * 1000.0,
            on_screen.as_secs_f64() * 1000.0
        );
    }
}
