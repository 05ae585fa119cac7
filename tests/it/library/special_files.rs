//! The library against files and processes that misbehave: huge sparse "pictures", FIFOs
//! (also one swapped in while an import runs), two imports at once, imports killed midway,
//! and thumbnails that must neither double on a re-import nor outlive a failed one.

use crate::support::pictures::{jpeg, photo, put};
use fabula::library::{
    DecodeLimits, ImportOptions, Library, LibraryError, Progress, SkipReason, check_folder,
    read_picture,
};
use std::fs::{self, File};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Barrier, Mutex};

/// A folder of `count` small JPEG cards.
fn cards(dir: &Path, count: u32, seed: u32) {
    for i in 0..count {
        put(
            dir,
            &format!("card{i:02}.jpg"),
            &jpeg(&photo(60, 90, seed + i), 85, false),
        );
    }
}

fn one_thread() -> ImportOptions {
    ImportOptions {
        threads: 1,
        ..ImportOptions::default()
    }
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .map(|d| {
            d.flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[test]
fn a_huge_sparse_file_is_judged_by_its_first_bytes() {
    let dir = tempfile::tempdir().unwrap();
    cards(dir.path(), 1, 1);
    let zeros = File::create(dir.path().join("card.jpg")).unwrap();
    zeros.set_len(3_000_000_000).unwrap();
    // A JPEG's first bytes, and then 3 GB: too large to read for a card.
    put(dir.path(), "fake.jpg", b"\xFF\xD8\xFF\xE0");
    File::options()
        .write(true)
        .open(dir.path().join("fake.jpg"))
        .unwrap()
        .set_len(3_000_000_000)
        .unwrap();
    let never = AtomicBool::new(false);
    let report = check_folder(dir.path(), &one_thread(), &|_| {}, &never).unwrap();
    assert_eq!(report.usable.len(), 1);
    let reasons: Vec<&SkipReason> = report.skipped.iter().map(|s| &s.reason).collect();
    assert_eq!(
        reasons,
        [
            &SkipReason::NotAPicture,
            &SkipReason::FileTooLarge {
                size: 3_000_000_000,
                limit: 400_000_000
            }
        ]
    );
    assert_eq!(
        reasons[1].to_string(),
        "file too large (3000 MB; the limit is 400 MB)"
    );
}

#[cfg(unix)]
fn mkfifo(path: &Path) {
    let made = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .unwrap();
    assert!(made.success());
}

#[cfg(unix)]
#[test]
fn a_fifo_is_refused_without_waiting_also_when_swapped_in_during_an_import() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe.jpg");
    mkfifo(&fifo);
    let limits = DecodeLimits::default();
    assert_eq!(read_picture(&fifo, &limits), Err(SkipReason::NotAFile));

    // card00 is decoded first (one worker); meanwhile card01 becomes a FIFO.
    let folder = tempfile::tempdir().unwrap();
    cards(folder.path(), 2, 10);
    let swapped = folder.path().join("card01.jpg");
    let swap = Mutex::new(Some(swapped.clone()));
    let progress = |p: &Progress| {
        if p.path.ends_with("card00.jpg")
            && let Some(path) = swap.lock().unwrap().take()
        {
            fs::remove_file(&path).unwrap();
            mkfifo(&path);
        }
    };
    let root = tempfile::tempdir().unwrap();
    let never = AtomicBool::new(false);
    let report = Library::new(root.path())
        .import(
            folder.path(),
            Some("Pipes"),
            &one_thread(),
            &progress,
            &never,
        )
        .unwrap();
    assert_eq!(report.added(), 1);
    assert_eq!(report.skipped.len(), 1);
    assert_eq!(report.skipped[0].path, swapped);
    assert_eq!(report.skipped[0].reason, SkipReason::NotAFile);
}

#[test]
fn two_imports_with_one_name_at_once_both_keep_their_deck() {
    let root = tempfile::tempdir().unwrap();
    let library = Library::new(root.path());
    let folders = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
    cards(folders[0].path(), 2, 20);
    cards(folders[1].path(), 2, 30);
    // Both imports wait for each other after their first card: both have claimed a folder
    // name before either finishes.
    let meet = Arc::new(Barrier::new(2));
    let reports: Vec<_> = std::thread::scope(|scope| {
        let handles: Vec<_> = folders
            .iter()
            .map(|folder| {
                let (library, meet) = (library.clone(), Arc::clone(&meet));
                scope.spawn(move || {
                    let met = AtomicBool::new(false);
                    let progress = |_: &Progress| {
                        if !met.swap(true, Ordering::SeqCst) {
                            meet.wait();
                        }
                    };
                    let never = AtomicBool::new(false);
                    library.import(
                        folder.path(),
                        Some("Dreams"),
                        &one_thread(),
                        &progress,
                        &never,
                    )
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut slugs: Vec<String> = reports
        .into_iter()
        .map(|r| r.unwrap().deck.unwrap().slug)
        .collect();
    slugs.sort();
    assert_eq!(slugs, ["dreams", "dreams-2"]);
    let decks = library.decks().decks;
    assert_eq!(decks.len(), 2);
    assert!(decks.iter().all(|d| d.manifest.cards.len() == 2));
    assert_eq!(files_in(&root.path().join("decks")), ["dreams", "dreams-2"]);
}

#[test]
fn the_same_folder_twice_at_once_is_refused_with_a_reason() {
    let root = tempfile::tempdir().unwrap();
    let library = Library::new(root.path());
    let folder = tempfile::tempdir().unwrap();
    cards(folder.path(), 2, 40);
    let never = AtomicBool::new(false);
    let second = Mutex::new(None);
    let progress = |_: &Progress| {
        let mut second = second.lock().unwrap();
        if second.is_none() {
            *second = Some(library.import(folder.path(), None, &one_thread(), &|_| {}, &never));
        }
    };
    let first = library
        .import(folder.path(), None, &one_thread(), &progress, &never)
        .unwrap();
    assert_eq!(first.added(), 2);
    let refused = second.into_inner().unwrap().unwrap();
    assert!(
        matches!(&refused, Err(LibraryError::AlreadyImporting(_))),
        "{refused:?}"
    );
    assert!(
        refused
            .unwrap_err()
            .to_string()
            .contains("is being imported already")
    );
}

#[test]
fn leftovers_of_killed_imports_go_and_a_running_import_keeps_its_files() {
    let root = tempfile::tempdir().unwrap();
    let library = Library::new(root.path());
    let decks = root.path().join("decks");
    // A killed import: its claim is unlocked. One from an older version: no claim at all.
    // An interrupted swap and removal. And a live import: its claim is locked.
    for dir in [
        ".import-dead-1-2",
        ".import-old-3-4",
        ".old-dreams-5-6",
        ".removed-tides-7-8",
        ".import-live-9-10",
    ] {
        put(&decks.join(dir), "000001.part", b"half a card");
    }
    put(&decks, ".import-dead-1-2.claim", b"/cards/dead");
    put(&decks, ".import-live-9-10.claim", b"/cards/live");
    let live = File::open(decks.join(".import-live-9-10.claim")).unwrap();
    live.try_lock().unwrap();
    library.tidy();
    assert_eq!(
        files_in(&decks),
        [".import-live-9-10", ".import-live-9-10.claim"]
    );
    // The running import's name is taken: a new import of another folder gets another.
    let folder = tempfile::tempdir().unwrap();
    cards(folder.path(), 1, 50);
    let never = AtomicBool::new(false);
    let report = library
        .import(folder.path(), Some("Live"), &one_thread(), &|_| {}, &never)
        .unwrap();
    assert_eq!(report.deck.unwrap().slug, "live-2");
    drop(live);
    library.tidy();
    assert_eq!(files_in(&decks), ["live-2"]);
}

#[test]
fn reimports_do_not_double_thumbnails_and_failed_imports_leave_none() {
    let root = tempfile::tempdir().unwrap();
    let library = Library::new(root.path());
    let thumbs = root.path().join("thumbs");
    let folder = tempfile::tempdir().unwrap();
    cards(folder.path(), 3, 60);
    let never = AtomicBool::new(false);
    let import = || library.import(folder.path(), None, &one_thread(), &|_| {}, &never);
    import().unwrap();
    let first = files_in(&thumbs);
    assert_eq!(first.len(), 3);
    // A stale thumbnail of the first version (as version 1 of the cache named them).
    put(&thumbs, &format!("{}.jpg", "0".repeat(32)), b"old");
    for _ in 0..2 {
        import().unwrap();
        assert_eq!(files_in(&thumbs).len(), 3, "{:?}", files_in(&thumbs));
    }
    let deck = library.decks().decks.remove(0);
    let cache = library.thumbs();
    for card in deck.card_paths() {
        assert!(
            cache
                .cached(&card, fabula::library::ThumbSpec::LIBRARY)
                .is_some()
        );
    }
    // An import that fails (cancelled after its first card) leaves no thumbnail behind.
    let before = files_in(&thumbs);
    put(
        folder.path(),
        "card99.jpg",
        &jpeg(&photo(60, 90, 99), 85, false),
    );
    let cancel = AtomicBool::new(false);
    let stop = |_: &Progress| cancel.store(true, Ordering::SeqCst);
    let failed = library.import(folder.path(), None, &one_thread(), &stop, &cancel);
    assert!(matches!(failed, Err(LibraryError::Cancelled)));
    assert_eq!(files_in(&thumbs), before);
    // One whose writes fail (its working folder vanishes, as on a failing disk) neither.
    let decks = root.path().join("decks");
    let vanish = |_: &Progress| {
        for entry in fs::read_dir(&decks).unwrap().flatten() {
            if entry.file_name().to_string_lossy().starts_with(".import-") && entry.path().is_dir()
            {
                fs::remove_dir_all(entry.path()).unwrap();
            }
        }
    };
    let failed = library.import(folder.path(), None, &one_thread(), &vanish, &never);
    assert!(
        matches!(failed, Err(LibraryError::Write { .. })),
        "{failed:?}"
    );
    assert_eq!(files_in(&thumbs), before);
    assert_eq!(files_in(&decks), std::slice::from_ref(&deck.slug));
    // Removing the deck removes its thumbnails.
    library.remove(&deck.slug).unwrap();
    assert!(files_in(&thumbs).is_empty(), "{:?}", files_in(&thumbs));
}
