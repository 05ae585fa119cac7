//! The photos panel's list while phones send photos: scrolled down to an older photo, the row
//! the player is looking at stays where it is as new photos arrive above it; scrolled to the
//! top, the newest photo shows there.

use super::photos::{app_on, open_panel, settle, wait_for};
use crate::support::photos::empty_photo;
use crate::support::upload::{address_and_token, phone_jpeg, post_photo};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use fabula::app::FabulaApp;

/// Sends photo `number` (a table without a card: its row comes quickest) and waits for its row.
fn send(h: &mut Harness<'_, FabulaApp>, url: &str, number: u32) {
    let (address, token) = address_and_token(url);
    let table = phone_jpeg(&empty_photo(900, 600, u64::from(number)));
    assert_eq!(post_photo(address, Some(&token), &table, "en", None).0, 200);
    wait_for(h, &format!("Retake photo {number}"));
    settle(h);
}

/// Where `label` lies, once the list holds still.
fn place(h: &mut Harness<'_, FabulaApp>, label: &str) -> egui::Rect {
    settle(h);
    h.get_by_label(label).rect()
}

#[test]
fn a_photo_arriving_above_leaves_the_row_in_view_where_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_on(dir.path());
    let url = open_panel(&mut h);
    for number in 1..=3 {
        send(&mut h, &url, number);
    }
    let panel = h.get_by_label("Photo 3").rect();

    // Down to the oldest photo, at the bottom of the list.
    h.get_by_label("Retake photo 1").scroll_to_me();
    let before = place(&mut h, "Retake photo 1");
    assert!(
        h.get_by_label("Photo 3").rect().top() < panel.top() - 50.0,
        "the list is scrolled down"
    );

    send(&mut h, &url, 4);
    let after = place(&mut h, "Retake photo 1");
    assert!(
        (after.top() - before.top()).abs() < 1.0,
        "photo 1's row moved from {before:?} to {after:?} when photo 4 came"
    );

    // Back at the top, the newest photo comes in view there.
    let list = h.get_by_label("Retake photo 1").rect().center();
    h.event(egui::Event::PointerMoved(list));
    h.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: egui::vec2(0.0, 5000.0),
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Unknown,
        modifiers: egui::Modifiers::NONE,
    });
    settle(&mut h);
    assert!(
        (place(&mut h, "Photo 4").top() - panel.top()).abs() < 1.0,
        "the list is back at its top"
    );
    send(&mut h, &url, 5);
    let newest = place(&mut h, "Photo 5");
    assert!(
        (newest.top() - panel.top()).abs() < 1.0,
        "photo 5 at {newest:?}, the list's top row at {panel:?}"
    );
}
