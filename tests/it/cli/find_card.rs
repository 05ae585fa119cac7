//! `fabula find-card`, run as the real binary on photos made by the tests: the corners line
//! (after the photo's EXIF orientation), the straightened card, `NONE`, and files that are no
//! photo.

use crate::support::photos::{card_photo, empty_photo};
use crate::support::pictures::{bomb_png, jpeg, put, with_orientation};
use fabula::library::photo::Quad;
use std::path::Path;
use std::process::{Command, Output};

fn fabula(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_fabula"))
        .args(args)
        .output()
        .unwrap()
}

fn arg(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// The corners of a `CORNERS x,y x,y x,y x,y` line.
fn corners(line: &str) -> [(f32, f32); 4] {
    let rest = line.trim_end().strip_prefix("CORNERS ").unwrap();
    let points: Vec<(f32, f32)> = rest
        .split(' ')
        .map(|pair| {
            let (x, y) = pair.split_once(',').unwrap();
            (x.parse().unwrap(), y.parse().unwrap())
        })
        .collect();
    points.try_into().unwrap()
}

/// Whether every printed corner lies within 2% of the card's size of the truth.
fn near_truth(printed: [(f32, f32); 4], truth: &Quad) -> bool {
    let size = truth.longest_side();
    printed
        .iter()
        .zip(truth.corners())
        .all(|(p, t)| (p.0 - t.0).hypot(p.1 - t.1) <= 0.02 * size)
}

#[test]
fn find_card_prints_the_corners_and_writes_the_card_upright() {
    let dir = tempfile::tempdir().unwrap();
    let photo = card_photo(800, 600, 2);
    put(dir.path(), "photo.jpg", &jpeg(&photo.pixels, 92, false));
    let out = dir.path().join("card.jpg");
    let output = fabula(&[
        "find-card",
        arg(&dir.path().join("photo.jpg")),
        "--out",
        arg(&out),
    ]);
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let text = String::from_utf8(output.stdout).unwrap();
    assert_eq!(text.lines().count(), 1, "{text}");
    assert!(
        near_truth(corners(&text), &photo.corners.unwrap()),
        "{text}"
    );
    // Seed 2's card lies on its side: it is written portrait all the same.
    let card = image::open(&out).unwrap();
    assert_eq!((card.width(), card.height()), (1024, 1536));
    assert_eq!(std::fs::read(&out).unwrap()[..3], [0xFF, 0xD8, 0xFF]);
}

#[test]
fn find_card_answers_in_the_pixels_of_the_upright_photo() {
    let dir = tempfile::tempdir().unwrap();
    let photo = card_photo(800, 600, 5);
    // Stored as a phone held upright stores it: turned, with EXIF saying "turn right".
    let stored = image::imageops::rotate270(&photo.pixels);
    put(
        dir.path(),
        "phone.jpg",
        &with_orientation(&jpeg(&stored, 92, false), 6),
    );
    let output = fabula(&["find-card", arg(&dir.path().join("phone.jpg"))]);
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(
        near_truth(corners(&text), &photo.corners.unwrap()),
        "{text}"
    );
}

#[test]
fn find_card_says_none_on_a_table_without_a_card() {
    let dir = tempfile::tempdir().unwrap();
    put(
        dir.path(),
        "table.jpg",
        &jpeg(&empty_photo(800, 600, 3), 90, false),
    );
    let out = dir.path().join("card.jpg");
    let table = dir.path().join("table.jpg");
    let output = fabula(&["find-card", arg(&table), "--out", arg(&out)]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(String::from_utf8(output.stdout).unwrap(), "NONE\n");
    assert!(!out.exists());
}

#[test]
fn find_card_refuses_what_is_no_photo() {
    let dir = tempfile::tempdir().unwrap();
    put(dir.path(), "notes.jpg", b"shopping list: milk, bread");
    put(dir.path(), "bomb.png", &bomb_png(100_000, 100_000));
    let cases = [
        ("notes.jpg", "not a picture"),
        (
            "bomb.png",
            "too large (100000 x 100000 pixels, limit 40 megapixels)",
        ),
        ("missing.jpg", "cannot read"),
    ];
    for (name, why) in cases {
        let path = dir.path().join(name);
        let output = fabula(&["find-card", arg(&path)]);
        assert_eq!(output.status.code(), Some(2), "{name}");
        let complaint = String::from_utf8(output.stderr).unwrap();
        assert!(complaint.contains(why), "{name}: {complaint}");
        assert!(output.stdout.is_empty());
    }
    #[cfg(unix)]
    {
        let output = fabula(&["find-card", "/dev/zero"]);
        assert_eq!(output.status.code(), Some(2));
        assert!(
            String::from_utf8(output.stderr)
                .unwrap()
                .contains("not a regular file")
        );
    }
    for args in [&["find-card"][..], &["find-card", "a.jpg", "--size", "3"]] {
        let output = fabula(args);
        assert_eq!(output.status.code(), Some(2));
        assert!(
            String::from_utf8(output.stderr)
                .unwrap()
                .contains("usage: fabula find-card")
        );
    }
}

#[test]
fn find_card_all_prints_every_card_and_writes_each() {
    use crate::support::photos::{Set, findable_cards_photo, match_cards};
    let dir = tempfile::tempdir().unwrap();
    // What the command does with the cards found, on a photo the finder reads whole (the
    // finder's own misses are measured by its goal tests).
    let as_sent = |pixels: &image::RgbImage| {
        image::load_from_memory(&jpeg(pixels, 92, false))
            .unwrap()
            .to_rgb8()
    };
    let photo = findable_cards_photo((1600, 1200), 6, 34, as_sent);
    put(dir.path(), "box.jpg", &jpeg(&photo.pixels, 92, false));
    let out = dir.path().join("cards");
    let output = fabula(&[
        "find-card",
        arg(&dir.path().join("box.jpg")),
        "--all",
        "--out-dir",
        arg(&out),
    ]);
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let text = String::from_utf8(output.stdout).unwrap();
    let found: Vec<Quad> = text.lines().map(|line| Quad::new(corners(line))).collect();
    let matched = match_cards(&found, &photo.cards);
    assert_eq!(
        (found.len(), matched.within(0.02), matched.phantoms),
        (6, 6, 0),
        "{text}"
    );
    let mut written: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    written.sort();
    assert_eq!(
        written,
        [
            "card-01.jpg",
            "card-02.jpg",
            "card-03.jpg",
            "card-04.jpg",
            "card-05.jpg",
            "card-06.jpg"
        ]
    );

    let empty = crate::support::photos::empty_table(1200, 900, 5, Set::Tuned);
    put(dir.path(), "table.jpg", &jpeg(&empty, 90, false));
    let output = fabula(&["find-card", arg(&dir.path().join("table.jpg")), "--all"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(String::from_utf8(output.stdout).unwrap(), "NONE\n");
}
