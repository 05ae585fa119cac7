//! The card picture loader: the size it makes a picture at (thumbnails at the grid's drawn
//! size), the stand-in while a sharper one loads, the memory budget, and the built-in deck's
//! cached thumbnails.

use fabula::app::art::{ArtLoader, CARD_BUDGET, DeckSource, PictureSize};
use fabula::engine::CardId;
use fabula::library::{DecodeLimits, ThumbCache, ThumbSpec};
use fabula::ui::widgets::CardArt;
use std::time::{Duration, Instant};

fn painted(cards: usize) -> (egui::Context, ArtLoader) {
    let ctx = egui::Context::default();
    let mut art = ArtLoader::from_source(
        &ctx,
        DeckSource::Painted {
            cards,
            small: false,
        },
    );
    art.wait_for_deck();
    (ctx, art)
}

/// Polls until `ready` holds (the workers are threads), or fails after two minutes (a bound
/// for a hang, far beyond a busy machine's slowness).
fn poll_until(art: &mut ArtLoader, mut ready: impl FnMut(&ArtLoader) -> bool) {
    let start = Instant::now();
    while !ready(art) {
        assert!(
            start.elapsed() < Duration::from_mins(2),
            "picture never came"
        );
        std::thread::sleep(Duration::from_millis(2));
        art.poll();
    }
}

#[test]
fn small_cards_get_a_medium_picture_and_large_ones_a_full_one() {
    let (_ctx, mut art) = painted(4);
    let card = CardId(1);
    poll_until(&mut art, |a| a.texture_at(card, 150.0).is_some());
    // Painted decks are made at half size: a medium picture is 120 x 180.
    assert_eq!(art.texture_memory(), (1, 120 * 180 * 4));

    // A larger card shows the medium picture at once while the full one loads.
    let medium = art.texture_at(card, 150.0);
    assert_eq!(art.texture_at(card, 600.0), medium);
    poll_until(&mut art, |a| a.texture_at(card, 600.0) != medium);
    assert_eq!(art.texture_memory(), (2, 120 * 180 * 4 + 240 * 360 * 4));
    assert_eq!(art.texture(card), art.picture(card, PictureSize::Full));
}

#[test]
fn thumbnails_are_made_at_the_size_the_grid_draws_them() {
    let (_ctx, mut art) = painted(4);
    // Painted thumbnails are 60 x 90. On a screen of 0.4 pixels per point the grid draws a
    // thumbnail of 78 points 31 pixels wide: it comes at 32 x 48.
    art.set_pixels_per_point(0.4);
    poll_until(&mut art, |a| {
        a.picture(CardId(1), PictureSize::Thumb).is_some()
    });
    assert_eq!(art.texture_memory(), (1, 32 * 48 * 4));
    // A larger screen: the next ones come larger, never beyond what they are made at.
    art.set_pixels_per_point(2.0);
    poll_until(&mut art, |a| {
        a.picture(CardId(2), PictureSize::Thumb).is_some()
    });
    assert_eq!(art.texture_memory(), (2, 32 * 48 * 4 + 60 * 90 * 4));
}

#[test]
fn card_textures_not_drawn_lately_are_dropped_beyond_the_budget() {
    let full = 240 * 360 * 4;
    let cards = CARD_BUDGET / full + 20;
    let (_ctx, mut art) = painted(cards);
    for id in 0..cards as u32 {
        poll_until(&mut art, |a| a.texture_at(CardId(id), 600.0).is_some());
    }
    art.poll();
    art.poll();
    let (count, bytes) = art.texture_memory();
    assert!(
        bytes <= CARD_BUDGET,
        "{bytes} bytes kept, budget {CARD_BUDGET}"
    );
    assert!(count < cards, "nothing was dropped");
    // The last card drawn is one of those kept.
    assert!(
        art.picture(CardId(cards as u32 - 1), PictureSize::Full)
            .is_some()
    );
}

#[test]
fn thumbnails_of_pictures_in_memory_are_cached_under_their_key() {
    let dir = std::env::temp_dir().join(format!("fabula-thumbs-{}", std::process::id()));
    let cache = ThumbCache::new(&dir);
    let limits = DecodeLimits::default();
    let picture = image::RgbImage::from_fn(300, 450, |x, y| image::Rgb([x as u8, y as u8, 90]));
    let mut jpeg = Vec::new();
    image::DynamicImage::ImageRgb8(picture)
        .write_to(
            &mut std::io::Cursor::new(&mut jpeg),
            image::ImageFormat::Jpeg,
        )
        .unwrap();
    let first = cache
        .thumbnail_of_bytes("card-hash-1", &jpeg, ThumbSpec::LIBRARY, &limits)
        .unwrap();
    assert_eq!(first.dimensions(), (120, 180));
    // Second time the bytes are not even looked at: the thumbnail comes from the disk.
    let again = cache
        .thumbnail_of_bytes("card-hash-1", b"not a picture", ThumbSpec::LIBRARY, &limits)
        .unwrap();
    assert_eq!(again.dimensions(), (120, 180));
    // Another key is another picture.
    assert!(
        cache
            .thumbnail_of_bytes("card-hash-2", b"not a picture", ThumbSpec::LIBRARY, &limits)
            .is_err()
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn reopening_an_unchanged_library_keeps_its_thumbnails() {
    let folder = tempfile::tempdir().unwrap();
    let root = tempfile::tempdir().unwrap();
    let picture = image::RgbImage::from_fn(200, 300, |x, y| image::Rgb([x as u8, y as u8, 40]));
    picture.save(folder.path().join("card.jpg")).unwrap();
    let library = fabula::library::Library::new(root.path());
    let never = std::sync::atomic::AtomicBool::new(false);
    let options = fabula::library::ImportOptions::default();
    library
        .import(folder.path(), Some("Mine"), &options, &|_| {}, &never)
        .unwrap();

    let (_ctx, mut art) = painted(2);
    art.set_library(library.decks().decks, Some(library.thumbs()));
    let card = CardId(2);
    poll_until(&mut art, |a| a.picture(card, PictureSize::Thumb).is_some());
    // The library screen reads the decks again each time it opens.
    art.set_library(library.decks().decks, Some(library.thumbs()));
    assert!(art.picture(card, PictureSize::Thumb).is_some());
}
