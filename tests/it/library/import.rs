//! Importing folders: every bad file is reported once with its reason and nothing else is
//! lost, junk is silent, duplicates count once (also across decks), re-import updates.

use crate::support::pictures::{
    bomb_png, encode, halves, jpeg, near, photo, put, with_orientation,
};
use fabula::library::{
    ImportOptions, Library, LibraryError, SkipReason, ThumbSpec, check_folder, scan_folder,
};
use image::ImageFormat;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

fn quiet() -> impl Fn(&fabula::library::Progress) + Sync {
    |_| {}
}

/// A folder as players bring them: good cards in every format, every kind of bad file,
/// OS junk, a duplicate, a link loop and a name that is not UTF-8.
fn messy_folder(dir: &Path) {
    put(dir, "01.jpg", &jpeg(&photo(400, 600, 1), 88, false));
    put(
        dir,
        "sub/02.png",
        &encode(&photo(200, 300, 2), ImageFormat::Png),
    );
    put(
        dir,
        "sub/deeper/03.webp",
        &encode(&photo(100, 150, 3), ImageFormat::WebP),
    );
    put(dir, "04.gif", &encode(&photo(60, 90, 4), ImageFormat::Gif));
    put(
        dir,
        "05.tiff",
        &encode(&photo(60, 90, 5), ImageFormat::Tiff),
    );
    put(
        dir,
        "06-progressive.jpg",
        &jpeg(&photo(120, 180, 6), 80, true),
    );
    // The same pixels as 02.png, saved as BMP: counted once.
    put(
        dir,
        "twin.bmp",
        &encode(&photo(200, 300, 2), ImageFormat::Bmp),
    );
    let good = jpeg(&photo(64, 96, 9), 85, false);
    put(dir, "bad/empty.jpg", b"");
    put(dir, "bad/cut.jpg", &good[..good.len() / 2]);
    put(dir, "bad/noise.jpg", b"not a picture");
    put(dir, "bad/scan.pdf", b"%PDF-1.4\n");
    put(dir, "bad/IMG_1.HEIC", b"\0\0\0\x18ftypheic\0\0\0\0mif1heic");
    put(dir, "bad/raw.cr2", b"II*\0\x10\0\0\0CR\x02\0");
    put(dir, "bad/bomb.png", &bomb_png(60_000, 60_000));
    // Junk: never mentioned.
    put(dir, ".DS_Store", b"\0\0\0\x01Bud1");
    put(dir, "Thumbs.db", b"junk");
    put(dir, "__MACOSX/._01.jpg", b"junk");
    put(dir, ".hidden/secret.jpg", &good);
    put(dir, "._01.jpg", b"junk");
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let name = std::ffi::OsStr::from_bytes(b"caf\xe9-latin1.png");
        std::fs::write(dir.join(name), encode(&photo(50, 75, 7), ImageFormat::Png)).unwrap();
        std::os::unix::fs::symlink("..", dir.join("sub/loop")).unwrap();
    }
}

const EXPECTED_SKIPS: &[(&str, &str)] = &[
    // Where the system decodes HEIC (libheif here), the fake photo is a damaged one.
    ("bad/IMG_1.HEIC", "HEIC"),
    ("bad/bomb.png", "too large (60000 x 60000 pixels"),
    ("bad/cut.jpg", "truncated"),
    ("bad/empty.jpg", "empty file"),
    ("bad/noise.jpg", "not a picture"),
    ("bad/raw.cr2", "camera RAW files are not supported"),
    ("bad/scan.pdf", "damaged PDF"),
    #[cfg(unix)]
    ("sub/loop", "link to a folder already scanned"),
    ("twin.bmp", "same picture as "),
];

fn assert_skips(dir: &Path, skipped: &[fabula::library::Skipped]) {
    let got: Vec<(String, String)> = skipped
        .iter()
        .map(|s| {
            let relative = s
                .path
                .strip_prefix(dir)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            (relative, s.reason.to_string())
        })
        .collect();
    assert_eq!(got.len(), EXPECTED_SKIPS.len(), "{got:#?}");
    for ((path, reason), (want_path, want_reason)) in got.iter().zip(EXPECTED_SKIPS) {
        assert_eq!(path, want_path);
        assert!(
            reason.starts_with(want_reason) || reason.contains(want_reason),
            "{path}: {reason}"
        );
        if path.to_ascii_lowercase().ends_with(".heic") {
            let expected = if fabula::library::heic_supported() {
                "damaged HEIC file"
            } else {
                "HEIC/HEIF (iPhone photo) files are not supported"
            };
            assert!(reason.starts_with(expected), "{path}: {reason}");
        }
    }
}

#[test]
fn check_reports_every_bad_file_and_keeps_every_good_one() {
    let dir = tempfile::tempdir().unwrap();
    messy_folder(dir.path());
    let never = AtomicBool::new(false);
    let report = check_folder(dir.path(), &ImportOptions::default(), &quiet(), &never).unwrap();
    assert_skips(dir.path(), &report.skipped);
    let usable = if cfg!(unix) { 7 } else { 6 };
    assert_eq!(report.usable.len(), usable, "{:#?}", report.usable);
    let twin = report
        .skipped
        .iter()
        .find(|s| s.path.ends_with("twin.bmp"))
        .unwrap();
    assert_eq!(
        twin.reason,
        SkipReason::SameAs(dir.path().join("sub/02.png"))
    );
}

#[test]
fn import_writes_normalized_cards_a_manifest_and_thumbnails() {
    let dir = tempfile::tempdir().unwrap();
    let root = tempfile::tempdir().unwrap();
    let library = Library::new(root.path());
    messy_folder(dir.path());
    put(
        dir.path(),
        "huge.png",
        &encode(&photo(1200, 2400, 8), ImageFormat::Png),
    );
    let ticks = AtomicUsize::new(0);
    let never = AtomicBool::new(false);
    let progress = |_: &fabula::library::Progress| {
        ticks.fetch_add(1, Ordering::Relaxed);
    };
    let report = library
        .import(
            dir.path(),
            Some("My Scans!"),
            &ImportOptions::default(),
            &progress,
            &never,
        )
        .unwrap();
    let files = scan_folder(dir.path()).unwrap().files.len();
    assert_eq!(ticks.load(Ordering::Relaxed), files);
    assert_skips(dir.path(), &report.skipped);
    let deck = report.deck.unwrap();
    assert_eq!(deck.slug, "my-scans");
    assert_eq!(deck.manifest.name, "My Scans!");
    assert_eq!(deck.manifest.cards.len(), if cfg!(unix) { 8 } else { 7 });
    let huge = deck
        .manifest
        .cards
        .iter()
        .find(|c| c.source == "huge.png")
        .unwrap();
    assert_eq!((huge.width, huge.height), (768, 1536));
    for path in deck.card_paths() {
        let card = image::open(&path).unwrap();
        assert!(card.height() <= 1536);
        let thumb = library.thumbs().cached(&path, ThumbSpec::LIBRARY).unwrap();
        // 2:3 and never enlarged: the small cards keep their own size.
        let (w, h) = thumb.dimensions();
        assert!(w <= 120 && h <= 180 && w * 3 == h * 2, "{w}x{h}");
    }
    let listed = library.decks();
    assert!(listed.problems.is_empty());
    assert_eq!(listed.decks, vec![deck]);
    let leftovers: Vec<_> = std::fs::read_dir(library.decks_dir()).unwrap().collect();
    assert_eq!(leftovers.len(), 1, "no temporary folders are left behind");
}

#[test]
fn exif_rotated_photo_is_stored_upright() {
    let dir = tempfile::tempdir().unwrap();
    let root = tempfile::tempdir().unwrap();
    let library = Library::new(root.path());
    let stored = halves(300, 200, [230, 30, 30], [30, 30, 230]);
    put(
        dir.path(),
        "phone.jpg",
        &with_orientation(&jpeg(&stored, 95, false), 6),
    );
    let never = AtomicBool::new(false);
    let report = library
        .import(
            dir.path(),
            None,
            &ImportOptions::default(),
            &quiet(),
            &never,
        )
        .unwrap();
    let deck = report.deck.unwrap();
    let card = image::open(&deck.card_paths()[0]).unwrap().into_rgb8();
    assert_eq!(card.dimensions(), (200, 300));
    assert!(near(*card.get_pixel(100, 40), [230, 30, 30], 30));
    assert!(near(*card.get_pixel(100, 260), [30, 30, 230], 30));
}

#[test]
fn reimport_updates_the_deck_and_duplicates_count_once_across_decks() {
    let first = tempfile::tempdir().unwrap();
    let second = tempfile::tempdir().unwrap();
    let root = tempfile::tempdir().unwrap();
    let library = Library::new(root.path());
    let options = ImportOptions {
        threads: 2,
        ..ImportOptions::default()
    };
    let never = AtomicBool::new(false);
    put(
        first.path(),
        "a.png",
        &encode(&photo(90, 135, 1), ImageFormat::Png),
    );
    put(
        first.path(),
        "b.png",
        &encode(&photo(90, 135, 2), ImageFormat::Png),
    );
    let report = library
        .import(first.path(), Some("Odyssey"), &options, &quiet(), &never)
        .unwrap();
    assert!(!report.updated);
    library.set_enabled("odyssey", false).unwrap();

    put(
        first.path(),
        "c.png",
        &encode(&photo(90, 135, 3), ImageFormat::Png),
    );
    let report = library
        .import(first.path(), None, &options, &quiet(), &never)
        .unwrap();
    assert!(report.updated);
    let deck = report.deck.unwrap();
    assert_eq!(
        (deck.slug.as_str(), deck.manifest.name.as_str()),
        ("odyssey", "Odyssey")
    );
    assert_eq!(deck.manifest.cards.len(), 3);
    assert!(!deck.manifest.enabled, "an update keeps the on/off switch");

    // b.png's pixels again, as BMP, in another folder: already in the library.
    put(
        second.path(),
        "same.bmp",
        &encode(&photo(90, 135, 2), ImageFormat::Bmp),
    );
    put(
        second.path(),
        "new.png",
        &encode(&photo(90, 135, 4), ImageFormat::Png),
    );
    let report = library
        .import(second.path(), Some("Odyssey"), &options, &quiet(), &never)
        .unwrap();
    assert_eq!(report.deck.as_ref().unwrap().slug, "odyssey-2");
    assert_eq!(report.added(), 1);
    assert_eq!(
        report.skipped[0].reason,
        SkipReason::AlreadyInDeck("Odyssey".into())
    );

    library.rename("odyssey-2", "Journey").unwrap();
    library.remove("odyssey").unwrap();
    let names: Vec<_> = library
        .decks()
        .decks
        .into_iter()
        .map(|d| d.manifest.name)
        .collect();
    assert_eq!(names, ["Journey"]);
}

#[test]
fn cancelled_or_useless_imports_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let root = tempfile::tempdir().unwrap();
    let library = Library::new(root.path());
    put(
        dir.path(),
        "a.png",
        &encode(&photo(90, 135, 1), ImageFormat::Png),
    );
    let cancelled = AtomicBool::new(true);
    let result = library.import(
        dir.path(),
        None,
        &ImportOptions::default(),
        &quiet(),
        &cancelled,
    );
    assert!(matches!(result, Err(LibraryError::Cancelled)));
    assert!(library.decks().decks.is_empty());

    let useless = tempfile::tempdir().unwrap();
    put(useless.path(), "notes.txt", b"hello");
    let never = AtomicBool::new(false);
    let report = library
        .import(
            useless.path(),
            None,
            &ImportOptions::default(),
            &quiet(),
            &never,
        )
        .unwrap();
    assert!(report.deck.is_none());
    assert_eq!(report.skipped.len(), 1);
    let leftovers = std::fs::read_dir(library.decks_dir()).map_or(0, Iterator::count);
    assert_eq!(leftovers, 0);
    let missing = library.import(
        &dir.path().join("nope"),
        None,
        &ImportOptions::default(),
        &quiet(),
        &never,
    );
    assert!(matches!(missing, Err(LibraryError::NotAFolder(_))));
}

#[test]
fn reimporting_an_older_deck_keeps_the_keys_of_unchanged_jpegs() {
    let dir = tempfile::tempdir().unwrap();
    let root = tempfile::tempdir().unwrap();
    let library = Library::new(root.path());
    let never = AtomicBool::new(false);
    let options = ImportOptions::default();
    put(dir.path(), "a.jpg", &jpeg(&photo(90, 135, 1), 88, false));
    put(dir.path(), "b.jpg", &jpeg(&photo(90, 135, 2), 88, false));
    let deck = library
        .import(dir.path(), Some("Old"), &options, &quiet(), &never)
        .unwrap()
        .deck
        .unwrap();
    // An older version keyed cards by their decoded pixels: other keys for the same files.
    let manifest = deck.dir.join(fabula::library::MANIFEST_FILE);
    let mut text = std::fs::read_to_string(&manifest).unwrap();
    let older = [
        "0000000000000000000000000000000a",
        "0000000000000000000000000000000b",
    ];
    for (card, key) in deck.manifest.cards.iter().zip(older) {
        text = text.replace(
            &format!("pixels: \"{}\"", card.pixels),
            &format!("pixels: \"{key}\""),
        );
    }
    std::fs::write(&manifest, text).unwrap();

    // b.jpg is a new picture now; a.jpg is as it was.
    put(dir.path(), "b.jpg", &jpeg(&photo(90, 135, 3), 88, false));
    let deck = library
        .import(dir.path(), None, &options, &quiet(), &never)
        .unwrap()
        .deck
        .unwrap();
    let keys: Vec<_> = deck
        .manifest
        .cards
        .iter()
        .map(|c| c.pixels.as_str())
        .collect();
    assert_eq!(
        keys[0], older[0],
        "a save naming a.jpg's card still finds it"
    );
    assert_ne!(keys[1], older[1], "a changed picture is a new card");
    assert!(deck.card_paths().iter().all(|path| path.is_file()));
}
