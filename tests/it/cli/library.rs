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
             SKIP {root}/scan.pdf: PDF files are not supported; export the picture as JPEG or PNG\n\
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
    assert!(String::from_utf8_lossy(&output.stderr).contains("not a folder"));
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
