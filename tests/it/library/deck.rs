//! The built-in decks: each manifest matches its folder and its embedded files, every card is
//! a well-formed 768x1152 JPEG, no two cards are near-duplicates, and `deckgen` repaints the
//! committed cards byte for byte.

// A test helper that cannot read the deck should fail the test loudly, like the tests do.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use fabula::deck::embedded::{EMBEDDED, EmbeddedDeck};
use fabula::deck::{DeckManifest, builtin_cards};

fn deck_dir(deck: &EmbeddedDeck) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("cards")
        .join(deck.folder)
}

fn manifest(deck: &EmbeddedDeck) -> DeckManifest {
    DeckManifest::from_ron(deck.manifest).expect("deck.ron parses")
}

#[test]
fn manifest_lists_exactly_the_files_in_the_folder() {
    for deck in EMBEDDED {
        let listed: BTreeSet<String> = manifest(deck)
            .cards
            .iter()
            .map(|c| c.file.clone())
            .collect();
        let on_disk: BTreeSet<String> = std::fs::read_dir(deck_dir(deck))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name != "deck.ron")
            .collect();
        assert_eq!(listed, on_disk, "{}", deck.folder);
        assert_eq!(
            listed.len(),
            manifest(deck).cards.len(),
            "a file of {} is listed twice",
            deck.folder
        );
        let embedded: BTreeSet<String> = deck.files().map(|(f, _)| f.to_string()).collect();
        assert_eq!(
            listed, embedded,
            "src/deck/embedded.rs embeds a different set of {} cards",
            deck.folder
        );
    }
}

#[test]
fn manifest_describes_a_full_free_deck() {
    for deck in EMBEDDED {
        let m = manifest(deck);
        assert!(m.cards.len() >= 100, "only {} cards", m.cards.len());
        assert!(m.licence.starts_with("CC0"));
        for card in &m.cards {
            assert!(!card.title.is_empty(), "{} has no title", card.file);
            for language in ["nl", "fr", "pt-BR"] {
                let title = card.titles.get(language).map(String::as_str);
                assert!(
                    title.is_some_and(|t| !t.trim().is_empty() && t != card.title),
                    "{} has no title in {language}",
                    card.file
                );
            }
            assert!(!card.tags.layout.is_empty() && !card.tags.palette.is_empty());
            assert!(!card.tags.motifs.is_empty() && !card.tags.mood.is_empty());
            // Whoever the picture is about is also one of what it shows, and does something.
            if !card.tags.protagonist.is_empty() {
                assert!(
                    card.tags.motifs.contains(&card.tags.protagonist),
                    "{}",
                    card.file
                );
                assert!(!card.tags.action.is_empty(), "{} has no action", card.file);
            }
        }
    }
}

#[test]
fn builtin_cards_embed_every_card_in_id_order() {
    let cards = builtin_cards();
    let mut first = 0;
    for (deck, loaded) in EMBEDDED.iter().zip(cards.decks()) {
        let m = manifest(deck);
        assert_eq!(
            loaded.first, first,
            "{} starts at the wrong id",
            deck.folder
        );
        assert_eq!(loaded.manifest, m);
        for (i, entry) in m.cards.iter().enumerate() {
            let card = cards.card(first + i).expect("every id has a card");
            assert_eq!(card.deck, m.name);
            let on_disk = std::fs::read(deck_dir(deck).join(&entry.file)).unwrap();
            assert_eq!(card.jpeg, on_disk.as_slice(), "card {} differs", card.id);
            // The game names built-in cards in saves by this hash without reading the picture.
            assert_eq!(
                card.entry.hash,
                fabula::deck::content_hash(&on_disk),
                "deck.ron's hash of {} is stale",
                card.entry.file
            );
            assert_eq!(card.entry, entry);
        }
        first += m.cards.len();
    }
    assert_eq!(cards.len(), first);
    // Dreams keeps the ids games saved before any other deck existed.
    assert_eq!(cards.decks()[0].folder, "dreams");
    assert_eq!(cards.card(0).map(|c| c.stem()), Some("dream-001"));
}

/// 256-bit difference hash: shrink to 17x16 grey pixels and record whether each pixel is
/// brighter than its right neighbour. (A 64-bit 9x8 hash was too coarse for this deck: its
/// shared vignette and centred light make every card's 8x8 outline alike, so distinct maze
/// cards came out 3 bits apart.)
fn dhash(img: &image::DynamicImage) -> [u64; 4] {
    let small = img.thumbnail_exact(17, 16).to_luma8();
    let mut hash = [0u64; 4];
    for y in 0..16 {
        for x in 0..16 {
            let bit = small.get_pixel(x, y)[0] > small.get_pixel(x + 1, y)[0];
            let i = (y * 16 + x) as usize;
            hash[i / 64] |= u64::from(bit) << (i % 64);
        }
    }
    hash
}

fn distance(a: &[u64; 4], b: &[u64; 4]) -> u32 {
    a.iter().zip(b).map(|(x, y)| (x ^ y).count_ones()).sum()
}

fn decode(jpeg: &[u8]) -> image::DynamicImage {
    let img = image::load_from_memory(jpeg).expect("card decodes");
    assert_eq!((img.width(), img.height()), (768, 1152), "card size");
    img
}

/// Minimum distance (of 256 bits) between the hashes of any two cards.
///
/// Measured on the 110 committed cards (5995 pairs): the closest pair is 19 bits apart (two
/// window-view cards that share the arched frame but show a book of fish and a giant eye), the
/// 1st percentile 39 and the median 81 (128 would be unrelated noise). A near-duplicate (the
/// same card cropped a few pixels, scaled back and brightened, which the test below builds)
/// scores 11 bits. The threshold, 15, sits midway between the two, with 4 bits of margin
/// either side.
const MIN_DISTANCE: u32 = 15;

#[test]
fn every_card_decodes_at_full_size_and_none_are_near_duplicates() {
    let images: Vec<(usize, image::DynamicImage)> = builtin_cards()
        .cards()
        .map(|c| (c.id, decode(c.jpeg)))
        .collect();
    let hashes: Vec<(usize, [u64; 4])> = images.iter().map(|(id, img)| (*id, dhash(img))).collect();
    // A near-duplicate of card 0: cropped by 12 pixels, scaled back and brightened.
    let copy = images[0]
        .1
        .crop_imm(6, 6, 756, 1140)
        .resize_exact(768, 1152, image::imageops::FilterType::Triangle)
        .brighten(12);
    let copy_distance = distance(&hashes[0].1, &dhash(&copy));
    eprintln!("near-duplicate of card 0: {copy_distance} bits");
    assert!(
        copy_distance < MIN_DISTANCE,
        "the threshold would miss a near-duplicate"
    );
    let mut closest = (u32::MAX, 0, 0);
    let mut distances = Vec::new();
    for (i, (a, ha)) in hashes.iter().enumerate() {
        for (b, hb) in &hashes[i + 1..] {
            let d = distance(ha, hb);
            distances.push(d);
            if d < MIN_DISTANCE {
                eprintln!("cards {a} and {b}: {d} bits apart");
            }
            if d < closest.0 {
                closest = (d, *a, *b);
            }
        }
    }
    distances.sort_unstable();
    let pct = |p: usize| distances[(distances.len() - 1) * p / 100];
    eprintln!(
        "dHash distances over {} pairs: min {}, 1st percentile {}, median {}; closest cards {} and {}",
        distances.len(),
        closest.0,
        pct(1),
        pct(50),
        closest.1,
        closest.2
    );
    assert!(
        closest.0 >= MIN_DISTANCE,
        "cards {} and {} look alike ({} bits)",
        closest.1,
        closest.2,
        closest.0
    );
}

/// Needs the painter, built with `--features deckgen` (as `bash .ci/test` does): the first card
/// of every built-in deck is painted again and must come out byte for byte the same.
#[cfg(feature = "deckgen")]
#[test]
fn deckgen_repaints_the_committed_cards_exactly() {
    use crate::support::painter::{repaint, scratch_folder};
    let dir = scratch_folder("deck-test");
    for deck in EMBEDDED {
        let m = manifest(deck);
        for index in [0, m.cards.len() - 1] {
            let out = dir.join(format!("{}-{index}.jpg", deck.folder));
            repaint(deck.folder, index, &out);
            let repainted = std::fs::read(&out).unwrap();
            let committed = std::fs::read(deck_dir(deck).join(&m.cards[index].file)).unwrap();
            assert!(
                repainted == committed,
                "deckgen no longer paints card {index} of {} as committed",
                deck.folder
            );
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Games saved before a Dreams card was repainted name its old picture: the card is found by
/// that hash, keeps its id, and is the only card that answers to it.
#[test]
fn a_repainted_card_answers_to_its_old_picture() {
    let cards = builtin_cards();
    let retired: Vec<(&str, String)> = cards.retired().collect();
    // Issue 39 swapped fifteen of Dreams' moon cards.
    assert!(retired.len() >= 15, "{} retired pictures", retired.len());
    for (old, now) in retired {
        assert_ne!(old, now);
        let found = cards.find(old).expect("a retired hash finds its card");
        assert_eq!(found.content_hash(), now);
        assert!(
            found.id < cards.decks()[0].len(),
            "only Dreams was repainted"
        );
        assert_eq!(
            cards.cards().filter(|c| c.content_hash() == old).count(),
            0,
            "no card shows a retired picture"
        );
    }
    // dream-039 was the fox with a balloon under the moon (seed 71), hash c7fabe0c985f9178 in
    // every save written before issue 39: it is still card 38, now a jellyfish over a boat.
    let card = cards.find("c7fabe0c985f9178").expect("the old fox card");
    assert_eq!((card.id, card.stem()), (38, "dream-039"));
    assert!(cards.find("0000000000000000").is_none());
}
