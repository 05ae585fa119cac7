//! The photo page in headless Chromium on loopback, as a phone on the home network would use
//! it: a photo chosen with "Choose photos" is made smaller on the page, sent, answered "Sent",
//! found on the laptop, accepted, and ends as a card in a deck. With
//! `FABULA_WRITE_SCREENSHOTS=1` the page's screenshot is written to
//! `assets/screenshots/phone-photos.png`.

use super::browser::{Browser, Tab};
use super::client::runtime;
use super::page::Page;
use crate::ui::photos::{
    add_to_deck, app_on, click_in_list, findable_photo_sized, open_panel, settle, wait_for,
};
use egui_kittest::kittest::Queryable as _;
use fabula::library::Library;
use serde_json::json;
use std::time::Duration;

#[test]
fn a_photo_chosen_on_the_phone_page_ends_as_a_card_in_a_deck() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_on(dir.path());
    let url = open_panel(&mut h);
    assert!(url.starts_with("http://127.0.0.1:"), "{url}");
    // A camera's photo, larger than the page sends: the page makes it smaller first.
    let file = dir.path().join("IMG_0001.jpg");
    std::fs::write(&file, findable_photo_sized(3000, 2250)).unwrap();

    let browser = Browser::start();
    let runtime = runtime();
    let mut tab = runtime.block_on(Tab::open(&browser.endpoint));
    runtime.block_on(async {
        tab.call("Page.navigate", json!({"url": url})).await;
        tab.until(
            "its two buttons",
            "document.getElementById('take-text').textContent === 'Take a photo' && \
             document.getElementById('choose-text').textContent === 'Choose photos'",
        )
        .await;
        let take = tab
            .eval("(() => { const i = document.getElementById('take'); return [i.accept, i.getAttribute('capture'), i.multiple]; })()")
            .await;
        assert_eq!(take, json!(["image/*", "environment", false]));
        let document = tab.call("DOM.getDocument", json!({})).await;
        let root = document["root"]["nodeId"].clone();
        let input = tab
            .call(
                "DOM.querySelector",
                json!({"nodeId": root, "selector": "#choose"}),
            )
            .await;
        tab.call(
            "DOM.setFileInputFiles",
            json!({"nodeId": input["nodeId"], "files": [file.to_string_lossy()]}),
        )
        .await;
        tab.until(
            "the laptop's answer",
            "document.querySelector('#sent li.ok') !== null",
        )
        .await;
        let said = tab
            .eval("document.querySelector('#sent li.ok .words .words').textContent")
            .await;
        assert_eq!(said, json!("Sent: photo 1 is on the laptop."));
        let progress = tab.eval("document.getElementById('progress').textContent").await;
        assert_eq!(progress, json!("1 of 1 sent"));
        let shot = tab
            .call("Page.captureScreenshot", json!({"format": "png"}))
            .await;
        if std::env::var_os("FABULA_WRITE_SCREENSHOTS").is_some() {
            let png = super::browser::base64_decode(shot["data"].as_str().unwrap());
            let path = format!(
                "{}/assets/screenshots/phone-photos.png",
                env!("CARGO_MANIFEST_DIR")
            );
            std::fs::write(path, png).unwrap();
        }
    });

    wait_for(&mut h, "Accept photo 1");
    assert_eq!(
        h.state().photo_sizes(),
        [(2000, 1500)],
        "the page sent the photo 2000 pixels wide"
    );
    h.get_by_label("Accept photo 1").click();
    settle(&mut h);
    add_to_deck(&mut h, "Add 1 card to the deck");
    let decks = Library::new(dir.path().join("library")).decks().decks;
    assert_eq!(decks.len(), 1);
    assert_eq!(decks[0].manifest.cards.len(), 1);
    assert!(decks[0].manifest.name.starts_with("Phone photos "));
    let times = h.state().photo_times();
    assert_eq!(times.len(), 1);
    // Measured, and not a hang (the figure itself is the benchmark's business).
    assert!(times[0] < Duration::from_mins(5));
}

#[test]
fn a_photo_of_nine_cards_gives_its_cards_on_the_laptop_in_every_language() {
    use crate::support::photos::{Set, cards_photo};
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_on(dir.path());
    let url = open_panel(&mut h);
    let photo = cards_photo(3000, 2250, 9, 11, Set::Tuned);
    let file = dir.path().join("IMG_0002.jpg");
    std::fs::write(
        &file,
        fabula::library::encode_jpeg(&photo.pixels, 90).unwrap(),
    )
    .unwrap();
    let browser = Browser::start();
    let runtime = runtime();
    let words = [
        ("en", "Sent: photo 1 is on the laptop, {n} cards found."),
        (
            "nl",
            "Verstuurd: foto 2 staat op de computer, {n} kaarten gevonden.",
        ),
        (
            "fr",
            "Envoyée\u{a0}: la photo 3 est sur l’ordinateur, {n} cartes trouvées.",
        ),
        (
            "pt-BR",
            "Enviada: a foto 4 está no computador, {n} cartas encontradas.",
        ),
    ];
    // How many of the nine the finder places on a busy table is its goal tests' business
    // (`library::find_card`); here the laptop's count goes through every language and into
    // the deck. It is read from the first answer: the same photo is sent four times.
    let mut found: Option<usize> = None;
    for (lang, expected) in words {
        let mut tab = runtime.block_on(Tab::open(&browser.endpoint));
        runtime.block_on(async {
            tab.call(
                "Network.setUserAgentOverride",
                json!({"userAgent": "Mozilla/5.0 (iPhone)", "acceptLanguage": lang}),
            )
            .await;
            tab.call("Page.navigate", json!({"url": url})).await;
            tab.until(
                "its buttons",
                "document.getElementById('choose-text').textContent !== ''",
            )
            .await;
            let document = tab.call("DOM.getDocument", json!({})).await;
            let root = document["root"]["nodeId"].clone();
            let input = tab
                .call(
                    "DOM.querySelector",
                    json!({"nodeId": root, "selector": "#choose"}),
                )
                .await;
            tab.call(
                "DOM.setFileInputFiles",
                json!({"nodeId": input["nodeId"], "files": [file.to_string_lossy()]}),
            )
            .await;
            tab.until(
                "the laptop's answer",
                "document.querySelector('#sent li.ok') !== null",
            )
            .await;
            let said = tab
                .eval("document.querySelector('#sent li.ok .words .words').textContent")
                .await;
            let said = said.as_str().unwrap_or_default().to_owned();
            let count = *found.get_or_insert_with(|| {
                let words = said.trim_end_matches(" cards found.");
                words
                    .rsplit(' ')
                    .next()
                    .and_then(|n| n.parse().ok())
                    .unwrap_or(0)
            });
            assert!(count >= 7, "most of the nine cards are found: {said}");
            assert_eq!(said, expected.replace("{n}", &count.to_string()));
            let shot = tab
                .call("Page.captureScreenshot", json!({"format": "png"}))
                .await;
            if std::env::var_os("FABULA_WRITE_SCREENSHOTS").is_some() {
                let png = super::browser::base64_decode(shot["data"].as_str().unwrap());
                let path = format!(
                    "{}/assets/screenshots/phone-photos-nine-{lang}.png",
                    env!("CARGO_MANIFEST_DIR")
                );
                std::fs::write(path, png).unwrap();
            }
        });
    }
    // The first photo's cards, each for Accept, then into one deck.
    let count = found.unwrap_or_default();
    wait_for(&mut h, &format!("Accept card {count} of photo 1"));
    for card in 1..=count {
        click_in_list(&mut h, &format!("Accept card {card} of photo 1"));
    }
    settle(&mut h);
    add_to_deck(&mut h, &format!("Add {count} cards to the deck"));
    let decks = Library::new(dir.path().join("library")).decks().decks;
    assert_eq!(decks[0].manifest.cards.len(), count);
}
