//! `fabula check-deck FOLDER|ARCHIVE|FILE`: which files would become cards, and why the others
//! would not; a sheet or a PDF page that gives several cards says how many. For scripts and
//! for support: nothing is written.

use super::EXIT_USAGE;
use super::output::{complain, one_line, say};
use crate::library::{ImportOptions, LibraryError, Usable, check_folder};
use std::path::Path;
use std::sync::atomic::AtomicBool;

/// Runs the command; returns the exit status: 0 when at least one card is usable, 1 when none
/// is (or an archive is refused), 2 for bad arguments.
pub fn check_deck_command(args: &[String]) -> u8 {
    let [folder] = args else {
        complain!(
            "fabula check-deck: expected one FOLDER, ARCHIVE.zip or FILE\n\
             usage: fabula check-deck FOLDER|ARCHIVE.zip|FILE"
        );
        return EXIT_USAGE;
    };
    let never = AtomicBool::new(false);
    match check_folder(
        Path::new(folder),
        &ImportOptions::default(),
        &|_| {},
        &never,
    ) {
        Ok(report) => {
            for usable in report.usable.iter().filter(|u| u.cards > 1) {
                say!("CARDS {}", one_line(&several(usable)));
            }
            for skipped in &report.skipped {
                say!("SKIP {}", one_line(&skipped.to_string()));
            }
            say!(
                "{} usable, {} skipped",
                report.cards(),
                report.skipped.len()
            );
            u8::from(report.usable.is_empty())
        }
        Err(err @ LibraryError::NotAFolder(_)) => {
            complain!("fabula check-deck: {}", one_line(&err.to_string()));
            EXIT_USAGE
        }
        Err(err) => {
            complain!("fabula check-deck: {}", one_line(&err.to_string()));
            1
        }
    }
}

/// A file (or PDF page) that gives several cards: `deck.pdf, page 1: sheet: 9 cards`.
fn several(usable: &Usable) -> String {
    let page = usable
        .page
        .map_or_else(String::new, |page| format!(", page {page}"));
    let kind = if usable.sheet { "sheet: " } else { "" };
    format!(
        "{}{page}: {kind}{} cards",
        usable.path.display(),
        usable.cards
    )
}
