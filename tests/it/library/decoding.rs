//! Every built-in card decodes to its picture the way the app decodes it: at each size the
//! picture workers ask for, through `fabula::app::art::decode_bytes`, each card is compared
//! with an independent decoder's (`jpeg-decoder`) picture brought to the same size, and, with
//! the painter built, the first and last card of each deck with the painter's own pixels.
//!
//! Why: Tales were first written with half-resolution colour and optimised Huffman tables,
//! which zune-jpeg 0.5 (the image crate's decoder) turned into green stripes while other
//! decoders showed them right. A broken decode scores about 3 dB here.

use fabula::app::art::{
    CARD_HEIGHT, CARD_WIDTH, MEDIUM_HEIGHT, MEDIUM_WIDTH, THUMB_HEIGHT, THUMB_WIDTH, decode_bytes,
};
use fabula::deck::builtin_cards;

/// Width and height the pictures are compared at: the decoders' and resamplers' handling of
/// fine paper grain and hatching differs pixel by pixel (down to 20 dB at full size on the
/// textured tales) but not at the size of a small card on the screen.
const COMPARED: (u32, u32) = (96, 144);

/// `picture` resized to `width` x `height` by image's triangle filter. Through `DynamicImage`,
/// whose resizing the image crate compiles itself (optimised in debug builds too): the generic
/// `imageops::resize` named here would run unoptimised, minutes for the 267 cards.
fn resized(picture: image::RgbImage, width: u32, height: u32) -> image::RgbImage {
    image::DynamicImage::ImageRgb8(picture)
        .resize_exact(width, height, image::imageops::FilterType::Triangle)
        .into_rgb8()
}

/// Peak signal-to-noise ratio of two RGB pictures, brought to [`COMPARED`], in dB.
fn psnr(a: &image::RgbImage, b: &image::RgbImage) -> f64 {
    let small = |p: &image::RgbImage| resized(p.clone(), COMPARED.0, COMPARED.1).into_raw();
    let (a, b) = (small(a), small(b));
    let squares: f64 = (a.iter().zip(&b))
        .map(|(x, y)| (f64::from(*x) - f64::from(*y)).powi(2))
        .sum();
    let mse = (squares / a.len() as f64).max(1e-9);
    10.0 * (255.0 * 255.0 / mse).log10()
}

/// The app's decode of `jpeg` at `width` x `height`, as RGB.
fn app_decode(jpeg: &[u8], width: u32, height: u32) -> image::RgbImage {
    let picture = decode_bytes(jpeg, width, height).expect("the app decodes the card");
    let rgba = image::RgbaImage::from_raw(
        picture.size[0] as u32,
        picture.size[1] as u32,
        picture.as_raw().to_vec(),
    )
    .expect("a whole picture");
    image::DynamicImage::ImageRgba8(rgba).into_rgb8()
}

/// `jpeg-decoder`'s picture of `jpeg`, at its own size.
fn reference(jpeg: &[u8]) -> image::RgbImage {
    let mut decoder = jpeg_decoder::Decoder::new(jpeg);
    let pixels = decoder.decode().expect("the reference decodes the card");
    let info = decoder.info().expect("a header");
    image::RgbImage::from_raw(u32::from(info.width), u32::from(info.height), pixels)
        .expect("RGB pixels")
}

/// Lowest PSNR allowed between the app's and the reference decoder's picture. Measured on the
/// 267 cards: full size at least 36.0 dB, medium 30.9, thumbnails 27.2; a garbled card (the
/// green stripes) scores about 3 dB.
const DECODERS_AGREE: f64 = 20.0;

#[test]
fn every_builtin_card_decodes_the_way_the_app_decodes_it() {
    let sizes = [
        ("full", CARD_WIDTH, CARD_HEIGHT),
        ("medium", MEDIUM_WIDTH, MEDIUM_HEIGHT),
        ("thumbnail", THUMB_WIDTH, THUMB_HEIGHT),
    ];
    let mut worst = vec![(f64::INFINITY, String::new()); sizes.len()];
    let mut failures = Vec::new();
    for card in builtin_cards().cards() {
        // Decoded once and brought to each size: the reference's decode is the slow part.
        let full = reference(card.jpeg);
        for (i, (size, width, height)) in sizes.iter().enumerate() {
            let app = app_decode(card.jpeg, *width, *height);
            let expected = resized(full.clone(), app.width(), app.height());
            let score = psnr(&app, &expected);
            if score < worst[i].0 {
                worst[i] = (score, card.stem().to_owned());
            }
            if score < DECODERS_AGREE {
                failures.push(format!("{} at {size} size: {score:.1} dB", card.stem()));
            }
        }
    }
    for ((size, ..), (score, card)) in sizes.iter().zip(&worst) {
        eprintln!("{size}: lowest {score:.1} dB ({card})");
    }
    assert!(
        failures.is_empty(),
        "decoded unlike the reference: {failures:?}"
    );
}

/// Lowest PSNR allowed between a committed card, decoded the app's way at full size, and the
/// painter's pixels. Measured: 41.9 dB (tale-157) to 49.3 dB (dream-110).
#[cfg(feature = "deckgen")]
const LIKE_THE_PAINTING: f64 = 20.0;

/// Needs the painter (`--features deckgen`): the committed card shows what the painter painted.
#[cfg(feature = "deckgen")]
#[test]
fn the_first_and_last_card_of_each_deck_show_the_painters_pixels() {
    use crate::support::painter::{repaint, scratch_folder};
    use fabula::deck::DeckManifest;
    use fabula::deck::embedded::EMBEDDED;
    let dir = scratch_folder("decoding-test");
    let mut offset = 0;
    for deck in EMBEDDED {
        let count = DeckManifest::from_ron(deck.manifest).unwrap().cards.len();
        for index in [0, count - 1] {
            let out = dir.join(format!("{}-{index}.png", deck.folder));
            repaint(deck.folder, index, &out);
            let painted = image::open(&out).unwrap().into_rgb8();
            let card = builtin_cards().card(offset + index).unwrap();
            let app = app_decode(card.jpeg, CARD_WIDTH, CARD_HEIGHT);
            let expected = resized(painted, app.width(), app.height());
            let score = psnr(&app, &expected);
            eprintln!("{}: {score:.1} dB from the painting", card.stem());
            assert!(
                score >= LIKE_THE_PAINTING,
                "{} shows something else than its painting ({score:.1} dB)",
                card.stem()
            );
        }
        offset += count;
    }
    std::fs::remove_dir_all(&dir).ok();
}
