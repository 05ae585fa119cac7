//! The photo host on loopback: a photo with the panel's token arrives as pixels; a wrong token,
//! a file too large, too many pixels, broken data and too many photos a minute are refused
//! with their sentence in the phone's language; once the host is dropped nothing listens.

use crate::support::photos::card_photo;
use crate::support::pictures::bomb_png;
use crate::support::upload::{address_and_token, phone_jpeg, post_photo, wait_until_closed};
use fabula::i18n::Language;
use fabula::phones::upload::{PhotoHost, PhotoHostOptions, UploadLimits};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::time::{Duration, Instant};

fn host(limits: UploadLimits) -> PhotoHost {
    let options = PhotoHostOptions {
        bind: SocketAddr::from((Ipv4Addr::LOCALHOST, 0)),
        language: Language::En,
        limits,
    };
    PhotoHost::start(&options, std::sync::Arc::new(|| {})).unwrap()
}

/// The photos the host handed on, waiting up to a few seconds for `count`.
fn received(host: &PhotoHost, count: usize) -> Vec<fabula::phones::upload::ReceivedPhoto> {
    let started = Instant::now();
    let mut photos = Vec::new();
    while photos.len() < count && started.elapsed() < Duration::from_mins(2) {
        photos.extend(host.received());
        std::thread::sleep(Duration::from_millis(10));
    }
    photos
}

#[test]
fn a_photo_with_the_token_arrives_as_its_pixels() {
    let host = host(UploadLimits::default());
    let (address, token) = address_and_token(&host.url());
    let photo = card_photo(800, 600, 3).pixels;
    let (status, answer) = post_photo(address, Some(&token), &phone_jpeg(&photo), "fr", None);
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["ok"], true);
    assert_eq!(
        answer["text"],
        "Envoyée\u{a0}: la photo 1 est sur l’ordinateur."
    );
    let photos = received(&host, 1);
    assert_eq!(photos.len(), 1);
    assert_eq!(photos[0].number, 1);
    assert_eq!(photos[0].pixels.dimensions(), (800, 600));
}

#[test]
fn refusals_say_why_in_the_phones_language() {
    let host = host(UploadLimits::default());
    let (address, token) = address_and_token(&host.url());
    let photo = phone_jpeg(&card_photo(400, 300, 5).pixels);

    let (status, answer) = post_photo(address, None, &photo, "en", None);
    assert_eq!(status, 403);
    assert_eq!(
        answer["text"],
        "This link no longer works: scan the QR code on the laptop again."
    );
    let wrong = "0".repeat(32);
    let (status, answer) = post_photo(address, Some(&wrong), &photo, "nl", None);
    assert_eq!(status, 403);
    assert_eq!(
        answer["text"],
        "Deze link werkt niet meer: scan de QR-code op de computer opnieuw."
    );

    // Refused from its announced length, before any of it is read.
    let (status, answer) = post_photo(address, Some(&token), &photo, "en", Some(50_000_000));
    assert_eq!(status, 413);
    assert_eq!(
        answer["text"],
        "This photo is too large (50 MB; the laptop takes up to 12 MB). Send it through the page, which makes it smaller."
    );

    let (status, answer) = post_photo(
        address,
        Some(&token),
        &bomb_png(60_000, 60_000),
        "pt-BR",
        None,
    );
    assert_eq!(status, 422);
    assert_eq!(
        answer["text"],
        "Esta imagem tem pixels demais (60000 × 60000; no máximo 25 megapixels)."
    );

    let (status, answer) = post_photo(address, Some(&token), &photo[..photo.len() / 3], "fr", None);
    assert_eq!(status, 422);
    assert_eq!(
        answer["text"],
        "Ce n’est pas une photo que l’ordinateur sait lire\u{a0}: prenez-en une nouvelle ou choisissez-en une autre."
    );
    assert!(
        host.received().is_empty(),
        "nothing refused reaches the laptop"
    );
}

#[test]
fn too_many_photos_a_minute_are_refused_then_retried() {
    let limits = UploadLimits {
        per_minute: 2,
        ..UploadLimits::default()
    };
    let host = host(limits);
    let (address, token) = address_and_token(&host.url());
    let photo = phone_jpeg(&card_photo(300, 200, 7).pixels);
    for _ in 0..2 {
        assert_eq!(post_photo(address, Some(&token), &photo, "en", None).0, 200);
    }
    let (status, answer) = post_photo(address, Some(&token), &photo, "en", None);
    assert_eq!(status, 429);
    assert_eq!(answer["retry"], true, "the page sends it again later");
    assert_eq!(
        answer["text"],
        "Slow down: the laptop takes 2 photos a minute from one phone. This one is sent again in a moment."
    );
    assert_eq!(received(&host, 2).len(), 2);
}

#[test]
fn a_full_laptop_refuses_until_photos_are_decided() {
    let limits = UploadLimits {
        waiting: 1,
        ..UploadLimits::default()
    };
    let host = host(limits);
    let (address, token) = address_and_token(&host.url());
    let photo = phone_jpeg(&card_photo(300, 200, 9).pixels);
    assert_eq!(post_photo(address, Some(&token), &photo, "en", None).0, 200);
    let (status, answer) = post_photo(address, Some(&token), &photo, "en", None);
    assert_eq!(status, 503);
    assert_eq!(answer["retry"], true);
    host.set_waiting(0);
    assert_eq!(post_photo(address, Some(&token), &photo, "en", None).0, 200);
}

#[test]
fn a_dropped_host_stops_listening() {
    let host = host(UploadLimits::default());
    let address = host.address();
    assert!(TcpStream::connect(address).is_ok());
    drop(host);
    wait_until_closed(address);
}

#[test]
fn a_photo_of_several_cards_says_how_many_were_found() {
    use crate::support::photos::{Set, cards_photo};
    let host = host(UploadLimits::default());
    let (address, token) = address_and_token(&host.url());
    let photo = cards_photo(1600, 1200, 9, 41, Set::Tuned).pixels;
    let (status, answer) = post_photo(address, Some(&token), &phone_jpeg(&photo), "nl", None);
    assert_eq!(status, 200, "{answer}");
    assert_eq!(
        answer["text"],
        "Verstuurd: foto 1 staat op de computer, 9 kaarten gevonden."
    );
    let photos = received(&host, 1);
    assert_eq!(photos[0].cards.len(), 9);

    let table = crate::support::photos::empty_table(1200, 900, 7, Set::Tuned);
    let (_, answer) = post_photo(address, Some(&token), &phone_jpeg(&table), "en", None);
    assert_eq!(
        answer["text"],
        "Sent: photo 2 is on the laptop, but no card was found in it: place its corners there."
    );
}
