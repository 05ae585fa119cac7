//! `fabula check-deck FOLDER`: which files of a folder would become cards, and why the others
//! would not. For scripts and for support: nothing is written.

use super::EXIT_USAGE;
use super::output::{complain, one_line, say};
use crate::library::{ImportOptions, LibraryError, check_folder};
use std::path::Path;
use std::sync::atomic::AtomicBool;

/// Runs the command; returns the exit status: 0 when at least one card is usable, 1 when none
/// is, 2 for bad arguments.
pub fn check_deck_command(args: &[String]) -> u8 {
    let [folder] = args else {
        complain!("fabula check-deck: expected one FOLDER\nusage: fabula check-deck FOLDER");
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
            for skipped in &report.skipped {
                say!("SKIP {}", one_line(&skipped.to_string()));
            }
            say!(
                "{} usable, {} skipped",
                report.usable.len(),
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
