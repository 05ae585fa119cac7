//! Print-and-play PDFs made in the tests: a page that is one scan of a sheet, a page with one
//! picture per card, a page whose cards are drawn; each page's cards, and every page that
//! gives none named with its reason.

use crate::support::pdfs::{A4, Page, nine_and_seven, pdf};
use crate::support::photos::{SheetKind, card_art, sheet};
use crate::support::pictures::put;
use fabula::library::{ImportOptions, Library, PdfRefusal, SkipReason, check_folder};
use std::fmt::Write as _;
use std::path::Path;
use std::sync::atomic::AtomicBool;

fn check(source: &Path) -> fabula::library::CheckReport {
    check_folder(
        source,
        &ImportOptions::default(),
        &|_| {},
        &AtomicBool::new(false),
    )
    .unwrap()
}

#[test]
fn a_two_page_pdf_of_nine_and_seven_cards_gives_sixteen() {
    let dir = tempfile::tempdir().unwrap();
    put(dir.path(), "deck.pdf", &nine_and_seven());
    put(dir.path(), "rules.txt", b"Each player draws six cards.");
    put(dir.path(), "licence.txt", b"CC BY-SA");
    let report = check(dir.path());
    assert_eq!(report.cards(), 16, "{report:#?}");
    assert_eq!(report.skipped.len(), 2);
    let pages: Vec<(Option<u32>, usize, bool)> = report
        .usable
        .iter()
        .map(|u| (u.page, u.cards, u.sheet))
        .collect();
    assert_eq!(pages, [(Some(1), 9, true), (Some(2), 7, true)]);

    let library = Library::new(dir.path().join("library"));
    let deck = dir.path().join("deck.pdf");
    let never = AtomicBool::new(false);
    let report = library
        .import(&deck, None, &ImportOptions::default(), &|_| {}, &never)
        .unwrap();
    assert_eq!(report.added(), 16);
    let deck = report.deck.unwrap();
    assert_eq!(deck.manifest.name, "deck");
    assert_eq!(deck.manifest.cards[0].source, "deck.pdf, page 1, card 1");
    assert_eq!(deck.manifest.cards[15].source, "deck.pdf, page 2, card 7");
    // Cut cards keep their proportions (poker size, 63 x 88 mm).
    for card in &deck.manifest.cards {
        let aspect = card.height as f32 / card.width as f32;
        assert!((aspect - 88.0 / 63.0).abs() < 0.03, "{card:?}");
    }
}

#[test]
fn a_page_with_one_picture_per_card_gives_those_pictures() {
    let (w, h) = (170.0, 255.0);
    let placed = (0..6)
        .map(|i| {
            let (column, row) = ((i % 3) as f32, (i / 3) as f32);
            let at = [25.0 + column * (w + 15.0), 60.0 + row * (h + 20.0), w, h];
            (card_art(340, 510, 40 + i), at)
        })
        .collect();
    let dir = tempfile::tempdir().unwrap();
    put(dir.path(), "cards.pdf", &pdf(&[Page::Pictures(placed)]));
    let report = check(&dir.path().join("cards.pdf"));
    assert_eq!(report.cards(), 6, "{report:#?}");
    assert!(!report.usable[0].sheet, "pictures of their own, not cut");
}

#[test]
fn a_drawn_page_is_rendered_and_cut() {
    // Nine cards drawn as shapes: a coloured card, a paler panel and a dark band on each.
    let (card_w, card_h, gap) = (170.0, 240.0, 12.0);
    let mut drawing = String::new();
    for i in 0..9 {
        let (column, row) = ((i % 3) as f32, (i / 3) as f32);
        let x = (A4.0 - 3.0 * card_w - 2.0 * gap) / 2.0 + column * (card_w + gap);
        let y = (A4.1 - 3.0 * card_h - 2.0 * gap) / 2.0 + row * (card_h + gap);
        let shade = 0.2 + 0.07 * i as f32;
        let _ = write!(
            drawing,
            "{shade} 0.3 0.6 rg {x} {y} {card_w} {card_h} re f\n\
             0.9 0.85 0.6 rg {} {} {} {} re f\n\
             0.1 0.1 0.2 rg {} {} {} 20 re f\n",
            x + 15.0,
            y + 60.0,
            card_w - 30.0,
            card_h - 90.0,
            x + 15.0,
            y + 20.0,
            card_w - 30.0,
        );
    }
    let dir = tempfile::tempdir().unwrap();
    put(dir.path(), "drawn.pdf", &pdf(&[Page::Drawn(drawing)]));
    let report = check(&dir.path().join("drawn.pdf"));
    assert_eq!(report.cards(), 9, "{report:#?}");
}

#[test]
fn a_page_without_cards_and_a_protected_pdf_say_why() {
    let first = sheet(SheetKind::GappedPage, (3, 3), 4, 900, 0.0, 23);
    let dir = tempfile::tempdir().unwrap();
    let blank = Page::Drawn(String::new());
    put(
        dir.path(),
        "deck.pdf",
        &pdf(&[Page::Scan(first.pixels), blank]),
    );
    let report = check(&dir.path().join("deck.pdf"));
    assert_eq!(report.cards(), 4);
    assert_eq!(report.skipped.len(), 1);
    assert_eq!(
        report.skipped[0].reason,
        SkipReason::Page {
            page: 2,
            reason: Box::new(SkipReason::NoCard)
        }
    );
    assert!(
        report.skipped[0]
            .to_string()
            .ends_with("deck.pdf: page 2: no card on it")
    );

    // A password: the file's trailer names an encryption dictionary it cannot open.
    let mut locked = pdf(&[Page::Drawn(String::new())]);
    let trailer = locked.windows(9).rposition(|w| w == b"/Root 1 0").unwrap();
    let encrypt =
        b"/Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >> /ID [<01><01>] ";
    locked.splice(trailer..trailer, encrypt.iter().copied());
    put(dir.path(), "locked.pdf", &locked);
    let report = check(&dir.path().join("locked.pdf"));
    assert_eq!(report.cards(), 0);
    assert!(
        matches!(
            report.skipped[0].reason,
            SkipReason::Pdf(PdfRefusal::Encrypted)
        ),
        "{:?}",
        report.skipped[0].reason
    );
}
