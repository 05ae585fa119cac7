//! Zip archives as decks: pictures in nested folders become the deck, named after the archive;
//! junk is silent; hostile archives are harmless and say so, and a refused archive leaves
//! nothing half-imported.

use crate::support::pictures::{encode, jpeg, photo, put};
use crate::support::zips::{Entry, zip};
use fabula::library::{
    ArchiveLimits, ArchiveRefusal, ImportOptions, Library, LibraryError, SkipReason, check_folder,
};
use image::ImageFormat;
use std::path::Path;
use std::sync::atomic::AtomicBool;

fn quiet() -> impl Fn(&fabula::library::Progress) + Sync {
    |_| {}
}

/// An expansion as fans zip them: cards in nested folders, a macOS archiver's junk, a readme.
fn expansion() -> Vec<u8> {
    zip(&[
        Entry::file(
            "Odyssey/cards/01.jpg",
            &jpeg(&photo(200, 300, 1), 88, false),
        ),
        Entry::deflated(
            "Odyssey/cards/more/02.png",
            &encode(&photo(200, 300, 2), ImageFormat::Png),
        ),
        Entry::file(
            "Odyssey/extra/deep/03.jpg",
            &jpeg(&photo(200, 300, 3), 88, false),
        ),
        Entry::file("Odyssey/", b""),
        Entry::file("__MACOSX/Odyssey/cards/._01.jpg", b"\0\x05\x16\x07junk"),
        Entry::file("Odyssey/cards/.DS_Store", b"\0\0\0\x01Bud1"),
        Entry::file("Odyssey/Thumbs.db", b"junk"),
        Entry::deflated("Odyssey/readme.txt", b"Print on card stock."),
    ])
}

fn import(library: &Library, source: &Path) -> Result<fabula::library::ImportReport, LibraryError> {
    library.import(
        source,
        None,
        &ImportOptions::default(),
        &quiet(),
        &AtomicBool::new(false),
    )
}

/// The files under `dir`, recursively (to see that nothing was left or written).
fn files_under(dir: &Path) -> Vec<String> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(folder) = stack.pop() {
        for entry in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else {
                found.push(
                    path.strip_prefix(dir)
                        .unwrap()
                        .to_string_lossy()
                        .into_owned(),
                );
            }
        }
    }
    found.sort();
    found
}

#[test]
fn a_zipped_expansion_becomes_a_deck_named_after_it() {
    let dir = tempfile::tempdir().unwrap();
    put(dir.path(), "Odyssey.zip", &expansion());
    let archive = dir.path().join("Odyssey.zip");
    let report = check_folder(
        &archive,
        &ImportOptions::default(),
        &quiet(),
        &AtomicBool::new(false),
    )
    .unwrap();
    assert_eq!(report.cards(), 3);
    // Junk is silent; the readme is listed, as a folder's would be.
    let skipped: Vec<String> = report.skipped.iter().map(ToString::to_string).collect();
    assert_eq!(skipped.len(), 1, "{skipped:?}");
    assert!(
        skipped[0].ends_with("Odyssey.zip/Odyssey/readme.txt: not a picture"),
        "{skipped:?}"
    );

    let library = Library::new(dir.path().join("library"));
    let report = import(&library, &archive).unwrap();
    assert_eq!(report.added(), 3);
    let deck = report.deck.unwrap();
    assert_eq!(deck.manifest.name, "Odyssey");
    let sources: Vec<&str> = deck
        .manifest
        .cards
        .iter()
        .map(|c| c.source.as_str())
        .collect();
    assert_eq!(
        sources,
        [
            "Odyssey/cards/01.jpg",
            "Odyssey/cards/more/02.png",
            "Odyssey/extra/deep/03.jpg"
        ]
    );
    // Importing the archive again updates its deck.
    let again = import(&library, &archive).unwrap();
    assert!(again.updated);
    assert_eq!(library.decks().decks.len(), 1);
}

#[test]
fn names_that_climb_out_and_links_are_skipped_and_nothing_is_written_outside() {
    let dir = tempfile::tempdir().unwrap();
    let card = jpeg(&photo(200, 300, 4), 88, false);
    let hostile = zip(&[
        Entry::file("cards/ok.jpg", &card),
        Entry::file("../../escaped.jpg", &jpeg(&photo(200, 300, 5), 88, false)),
        Entry::file("/tmp/absolute.jpg", &jpeg(&photo(200, 300, 6), 88, false)),
        Entry::file(
            "cards/..\\..\\windows.jpg",
            &jpeg(&photo(200, 300, 7), 88, false),
        ),
        Entry {
            link: true,
            ..Entry::file("cards/link.jpg", b"/etc/passwd")
        },
    ]);
    let inner = dir.path().join("a/b");
    put(&inner, "hostile.zip", &hostile);
    let library = Library::new(dir.path().join("library"));
    let report = import(&library, &inner.join("hostile.zip")).unwrap();
    assert_eq!(report.added(), 1);
    let reasons: Vec<SkipReason> = report.skipped.iter().map(|s| s.reason.clone()).collect();
    assert_eq!(
        reasons
            .iter()
            .filter(|r| **r == SkipReason::UnsafeName)
            .count(),
        3,
        "{reasons:?}"
    );
    assert!(reasons.contains(&SkipReason::Link), "{reasons:?}");
    assert_eq!(files_under(&inner), ["hostile.zip"]);
    let outside: Vec<String> = files_under(dir.path())
        .into_iter()
        .filter(|f| !f.starts_with("library") && !f.starts_with("a/"))
        .collect();
    assert!(outside.is_empty(), "{outside:?}");
    assert!(!Path::new("/tmp/absolute.jpg").exists());
}

/// Imports `bytes` as an archive with `limits`; the refusal, and that the library holds no
/// deck and no leftover afterwards.
fn refused(bytes: &[u8], limits: ArchiveLimits) -> ArchiveRefusal {
    let dir = tempfile::tempdir().unwrap();
    put(dir.path(), "deck.zip", bytes);
    let library = Library::new(dir.path().join("library"));
    let options = ImportOptions {
        archives: limits,
        ..ImportOptions::default()
    };
    let result = library.import(
        &dir.path().join("deck.zip"),
        None,
        &options,
        &quiet(),
        &AtomicBool::new(false),
    );
    let Err(LibraryError::Archive { refusal, .. }) = result else {
        panic!("not refused: {result:?}");
    };
    assert!(library.decks().decks.is_empty());
    let left = files_under(&library.decks_dir());
    assert!(left.is_empty(), "{left:?}");
    assert!(files_under(&library.root().join("thumbs")).is_empty());
    refusal
}

#[test]
fn hostile_archives_are_refused_whole_with_their_reason() {
    let card = |seed| jpeg(&photo(120, 180, seed), 85, false);
    // A zip bomb: five megabytes of zeros packed into a few kilobytes.
    let bomb = zip(&[
        Entry::file("01.jpg", &card(1)),
        Entry::deflated("02.bmp", &vec![0u8; 5_000_000]),
    ]);
    let refusal = refused(&bomb, ArchiveLimits::default());
    assert!(
        matches!(refusal, ArchiveRefusal::Bomb { ref entry, .. } if entry == "02.bmp"),
        "{refusal}"
    );
    assert!(refusal.to_string().contains("zip bomb"));

    let many: Vec<Entry> = (0..6)
        .map(|i| Entry::file(&format!("{i}.jpg"), &card(i)))
        .collect();
    let few = ArchiveLimits {
        max_entries: 5,
        ..ArchiveLimits::default()
    };
    assert_eq!(
        refused(&zip(&many), few),
        ArchiveRefusal::TooManyEntries { count: 6, limit: 5 }
    );

    let small = ArchiveLimits {
        max_unpacked: 5_000,
        ..ArchiveLimits::default()
    };
    assert!(matches!(
        refused(&zip(&many), small),
        ArchiveRefusal::TooLarge { limit: 5_000, .. }
    ));

    let locked = zip(&[
        Entry::file("01.jpg", &card(1)),
        Entry {
            encrypted: true,
            ..Entry::file("02.jpg", &card(2))
        },
    ]);
    assert_eq!(
        refused(&locked, ArchiveLimits::default()),
        ArchiveRefusal::Encrypted {
            entry: "02.jpg".into()
        }
    );

    let whole = zip(&[
        Entry::file("01.jpg", &card(1)),
        Entry::file("02.jpg", &card(2)),
    ]);
    let cut = &whole[..whole.len() - 30];
    assert!(matches!(
        refused(cut, ArchiveLimits::default()),
        ArchiveRefusal::Damaged(_)
    ));
}

#[test]
fn an_entry_damaged_inside_refuses_the_archive_with_nothing_half_imported() {
    let cards: Vec<Entry> = (0..4)
        .map(|i| {
            Entry::file(
                &format!("{i:02}.jpg"),
                &jpeg(&photo(120, 180, i), 85, false),
            )
        })
        .collect();
    let mut bytes = zip(&cards);
    // The third card's bytes changed after it was packed: its checksum no longer holds.
    let third = bytes
        .windows(8)
        .position(|w| w == b"02.jpg\xFF\xD8")
        .unwrap();
    bytes[third + 200] ^= 0xFF;
    assert!(matches!(
        refused(&bytes, ArchiveLimits::default()),
        ArchiveRefusal::Damaged(_)
    ));
}

#[test]
fn an_archive_in_a_folder_gives_its_cards_and_a_bad_one_is_skipped_whole() {
    let dir = tempfile::tempdir().unwrap();
    put(
        dir.path(),
        "loose.jpg",
        &jpeg(&photo(200, 300, 8), 88, false),
    );
    put(
        dir.path(),
        "more.zip",
        &zip(&[Entry::file("a.jpg", &jpeg(&photo(200, 300, 9), 88, false))]),
    );
    let bomb = zip(&[Entry::deflated("flat.bmp", &vec![7u8; 3_000_000])]);
    put(dir.path(), "bomb.zip", &bomb);
    let library = Library::new(dir.path().join("library"));
    let report = import(&library, dir.path()).unwrap();
    assert_eq!(report.added(), 2);
    let bomb = report
        .skipped
        .iter()
        .find(|s| s.path.ends_with("bomb.zip"))
        .unwrap();
    assert!(matches!(
        bomb.reason,
        SkipReason::Archive(ArchiveRefusal::Bomb { .. })
    ));
}
