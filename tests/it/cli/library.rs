//! `fabula check-deck` and `fabula import`, run as the real binary: output lines and exit codes.

use crate::support::pictures::{encode, jpeg, photo, put};
use image::ImageFormat;
use std::path::Path;
use std::process::{Command, Output};

fn fabula(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_fabula"))
        .args(args)
        .output()
        .unwrap()
}

fn text(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn folder_with(good: usize, bad: bool) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for i in 0..good {
        put(
            dir.path(),
            &format!("card{i}.jpg"),
            &jpeg(&photo(60, 90, i as u32), 85, false),
        );
    }
    if bad {
        put(dir.path(), "broken.jpg", b"");
        put(dir.path(), "scan.pdf", b"%PDF-1.5\n");
    }
    put(dir.path(), ".DS_Store", b"junk");
    dir
}

fn arg(path: &Path) -> &str {
    path.to_str().unwrap()
}

#[test]
fn check_deck_lists_skips_and_counts() {
    let dir = folder_with(2, true);
    let output = fabula(&["check-deck", arg(dir.path())]);
    assert_eq!(output.status.code(), Some(0));
    let root = dir.path().display();
    assert_eq!(
        text(&output),
        format!(
            "SKIP {root}/broken.jpg: empty file (0 bytes)\n\
             SKIP {root}/scan.pdf: damaged PDF (its pages cannot be found)\n\
             2 usable, 2 skipped\n"
        )
    );
}

#[test]
fn check_deck_exit_codes() {
    let nothing_usable = folder_with(0, true);
    let output = fabula(&["check-deck", arg(nothing_usable.path())]);
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output).ends_with("0 usable, 2 skipped\n"));

    assert_eq!(fabula(&["check-deck"]).status.code(), Some(2));
    assert_eq!(fabula(&["check-deck", "a", "b"]).status.code(), Some(2));
    let missing = nothing_usable.path().join("missing");
    let output = fabula(&["check-deck", arg(&missing)]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("no such folder or file"));
}

#[test]
fn import_writes_a_deck_and_reports() {
    let dir = folder_with(3, true);
    put(
        dir.path(),
        "art.png",
        &encode(&photo(60, 90, 50), ImageFormat::Png),
    );
    put(
        dir.path(),
        "art-copy.bmp",
        &encode(&photo(60, 90, 50), ImageFormat::Bmp),
    );
    let library = tempfile::tempdir().unwrap();
    let args = [
        "import",
        arg(dir.path()),
        "--name",
        "Family Cards",
        "--library",
        arg(library.path()),
    ];
    let output = fabula(&args);
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let out = text(&output);
    assert!(out.contains("deck \"Family Cards\" created in "), "{out}");
    assert!(out.ends_with("4 added, 3 skipped\n"), "{out}");
    assert!(library.path().join("decks/family-cards/deck.ron").is_file());

    let again = fabula(&args);
    assert_eq!(again.status.code(), Some(0));
    assert!(text(&again).contains("deck \"Family Cards\" updated in "));

    let nothing = folder_with(0, true);
    let output = fabula(&[
        "import",
        arg(nothing.path()),
        "--library",
        arg(library.path()),
    ]);
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output).ends_with("0 added, 2 skipped\n"));

    assert_eq!(fabula(&["import"]).status.code(), Some(2));
    assert_eq!(
        fabula(&["import", arg(dir.path()), "--name"]).status.code(),
        Some(2)
    );
    assert_eq!(
        fabula(&["import", arg(dir.path()), "--colour", "red"])
            .status
            .code(),
        Some(2)
    );
}

#[test]
fn check_deck_and_import_count_the_cards_of_a_pdf() {
    let dir = tempfile::tempdir().unwrap();
    put(
        dir.path(),
        "deck.pdf",
        &crate::support::pdfs::nine_and_seven(),
    );
    put(dir.path(), "rules.txt", b"Each player draws six cards.");
    put(dir.path(), "licence.txt", b"CC BY-SA");
    let output = fabula(&["check-deck", arg(dir.path())]);
    assert_eq!(output.status.code(), Some(0));
    let root = dir.path().display();
    assert_eq!(
        text(&output),
        format!(
            "CARDS {root}/deck.pdf, page 1: sheet: 9 cards\n\
             CARDS {root}/deck.pdf, page 2: sheet: 7 cards\n\
             SKIP {root}/licence.txt: not a picture\n\
             SKIP {root}/rules.txt: not a picture\n\
             16 usable, 2 skipped\n"
        )
    );
    let library = dir.path().join("library");
    let output = fabula(&["import", arg(dir.path()), "--library", arg(&library)]);
    assert_eq!(output.status.code(), Some(0));
    assert!(
        text(&output).ends_with("16 added, 2 skipped\n"),
        "{}",
        text(&output)
    );
}

#[test]
fn a_zip_archive_is_checked_and_imported_like_a_folder() {
    use crate::support::zips::{Entry, zip};
    let dir = tempfile::tempdir().unwrap();
    let archive = zip(&[
        Entry::file("cards/01.jpg", &jpeg(&photo(60, 90, 1), 85, false)),
        Entry::file("cards/02.jpg", &jpeg(&photo(60, 90, 2), 85, false)),
        Entry::file("__MACOSX/cards/._01.jpg", b"junk"),
        Entry::file("cards/notes.txt", b"hello"),
    ]);
    put(dir.path(), "Fan cards.zip", &archive);
    let path = dir.path().join("Fan cards.zip");
    let output = fabula(&["check-deck", arg(&path)]);
    assert_eq!(output.status.code(), Some(0));
    assert!(text(&output).ends_with("cards/notes.txt: not a picture\n2 usable, 1 skipped\n"));
    let library = dir.path().join("library");
    let output = fabula(&["import", arg(&path), "--library", arg(&library)]);
    assert_eq!(output.status.code(), Some(0));
    let said = text(&output);
    assert!(said.contains("deck \"Fan cards\" created"), "{said}");
    assert!(said.ends_with("2 added, 1 skipped\n"), "{said}");

    // A zip bomb is refused whole, with its reason, and nothing is imported.
    let bomb = zip(&[Entry::deflated("flat.bmp", &vec![0u8; 4_000_000])]);
    put(dir.path(), "bomb.zip", &bomb);
    let output = fabula(&[
        "import",
        arg(&dir.path().join("bomb.zip")),
        "--library",
        arg(&library),
    ]);
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("zip bomb"));
}
