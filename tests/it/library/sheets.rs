//! Sheets cut into cards: print-and-play pages with gaps or with cut marks, flatbed scans under
//! a white lid or on black, slightly turned; each card straightened and trimmed to its edge.
//! A picture of one card is never cut.

use crate::support::photos::{
    Set, Sheet, SheetKind, busy_photo, card_art, card_width, corner_error, sheet,
};
use crate::support::pictures::{jpeg, put};
use fabula::library::sheet::{cut_sheet, sheet_cards};
use fabula::library::{ImportOptions, check_folder};
use image::{Rgb, RgbImage};
use std::sync::atomic::AtomicBool;

/// How far (a share of the card's width) a cut card's corners may lie from the truth.
const WITHIN: f32 = 0.015;

/// Asserts that the sheet's cards are found, in reading order, each within [`WITHIN`].
fn assert_cut(sheet: &Sheet, what: &str) {
    let found = sheet_cards(&sheet.pixels).unwrap_or_else(|| panic!("{what}: not a sheet"));
    assert_eq!(found.len(), sheet.cards.len(), "{what}: {found:?}");
    for (i, (found, truth)) in found.iter().zip(&sheet.cards).enumerate() {
        let error = corner_error(found, truth);
        assert!(
            error <= WITHIN,
            "{what}: card {} off by {:.1}% of its width ({:.0} px wide)",
            i + 1,
            error * 100.0,
            card_width(truth)
        );
    }
}

#[test]
fn a_rotated_flatbed_scan_is_cut_into_its_cards() {
    for (seed, turn) in [(1, 2.5), (2, -1.5)] {
        let scan = sheet(SheetKind::WhiteScan, (3, 3), 9, 900, turn, seed);
        assert_cut(&scan, &format!("white scan turned {turn} degrees"));
    }
    let dark = sheet(SheetKind::DarkScan, (3, 3), 8, 900, 1.0, 3);
    assert_cut(&dark, "dark scan");
}

#[test]
fn print_and_play_pages_are_cut_with_or_without_cut_marks() {
    assert_cut(
        &sheet(SheetKind::GappedPage, (3, 3), 9, 900, 0.0, 4),
        "page with gaps",
    );
    assert_cut(
        &sheet(SheetKind::GappedPage, (3, 3), 7, 900, 0.0, 5),
        "page of seven",
    );
    assert_cut(
        &sheet(SheetKind::MarkedPage, (3, 3), 9, 900, 0.0, 6),
        "page with cut marks",
    );
}

#[test]
fn cut_cards_are_upright_and_trimmed_to_their_edge() {
    let scan = sheet(SheetKind::WhiteScan, (3, 3), 9, 900, 2.0, 7);
    let cards = cut_sheet(&scan.pixels).unwrap();
    assert_eq!(cards.len(), 9);
    for (i, card) in cards.iter().enumerate() {
        let (w, h) = card.dimensions();
        let aspect = h as f32 / w as f32;
        assert!((aspect - 88.0 / 63.0).abs() < 0.03, "card {i}: {w} x {h}");
        // Trimmed: no white paper along the edges, the cream frame instead.
        for (x, y) in [(w / 2, 1), (w / 2, h - 2), (1, h / 2), (w - 2, h / 2)] {
            let [red, green, blue] = card.get_pixel(x, y).0;
            assert!(
                blue < 235 || red < 240,
                "card {i}: paper at ({x}, {y}): {red} {green} {blue}"
            );
        }
    }
}

#[test]
fn a_single_card_is_never_cut() {
    // A card's art to its edges.
    let art = card_art(600, 900, 1);
    assert!(sheet_cards(&art).is_none());
    // One card alone on a scanner's white lid.
    let lone = sheet(SheetKind::WhiteScan, (1, 1), 1, 900, 1.0, 8);
    assert!(sheet_cards(&lone.pixels).is_none());
    // A card with a broad white frame around its art.
    let framed = RgbImage::from_fn(630, 880, |x, y| {
        let inside = (40..590).contains(&x) && (40..840).contains(&y);
        if inside {
            *art.get_pixel(x % 600, y % 900)
        } else {
            Rgb([250, 250, 250])
        }
    });
    assert!(sheet_cards(&framed).is_none());
    // A phone photo of a card on a table.
    let photo = busy_photo(800, 600, 3, Set::Tuned);
    assert!(sheet_cards(&photo.pixels).is_none());
}

#[test]
fn a_sheet_in_a_folder_counts_its_cards() {
    let dir = tempfile::tempdir().unwrap();
    let scan = sheet(SheetKind::GappedPage, (3, 3), 9, 900, 0.0, 9);
    put(dir.path(), "sheet.jpg", &jpeg(&scan.pixels, 92, false));
    put(
        dir.path(),
        "single.jpg",
        &jpeg(&card_art(400, 600, 2), 90, false),
    );
    let report = check_folder(
        dir.path(),
        &ImportOptions::default(),
        &|_| {},
        &AtomicBool::new(false),
    )
    .unwrap();
    assert_eq!(report.cards(), 10, "{report:#?}");
    let sheet = report
        .usable
        .iter()
        .find(|u| u.path.ends_with("sheet.jpg"))
        .unwrap();
    assert!(sheet.sheet && sheet.cards == 9, "{sheet:?}");
}
