//! `fabula import FOLDER|ARCHIVE|FILE [--name NAME] [--library DIR]`: imports a folder, a zip
//! archive or a file (a PDF, a sheet) as a deck without the GUI, printing the same report as
//! `check-deck`; the closing line counts cards.

use super::output::{complain, one_line, say};
use super::{EXIT_USAGE, parse_flags};
use crate::library::{ImportOptions, Library, LibraryError};
use std::path::Path;
use std::sync::atomic::AtomicBool;

/// Runs the command; returns the exit status: 0 when a deck was written, 1 when no file was
/// usable (or the library could not be written), 2 for bad arguments.
pub fn import_command(args: &[String]) -> u8 {
    let usage = "usage: fabula import FOLDER|ARCHIVE.zip|FILE [--name NAME] [--library DIR]";
    let Some((folder, rest)) = args.split_first().filter(|(f, _)| !f.starts_with("--")) else {
        complain!("fabula import: expected a FOLDER, ARCHIVE.zip or FILE\n{usage}");
        return EXIT_USAGE;
    };
    let flags = match parse_flags(rest, &["--name", "--library"]) {
        Ok(flags) => flags,
        Err(message) => {
            complain!("fabula import: {message}\n{usage}");
            return EXIT_USAGE;
        }
    };
    let flag = |name| {
        flags
            .iter()
            .rev()
            .find(|(f, _)| *f == name)
            .map(|(_, v)| *v)
    };
    let name = flag("--name");
    if name.is_some_and(|name| name.trim().is_empty()) {
        complain!("fabula import: --name needs a non-empty name\n{usage}");
        return EXIT_USAGE;
    }
    let library = match flag("--library") {
        Some(dir) => Library::new(dir),
        None => match Library::open_default() {
            Ok(library) => library,
            Err(err) => {
                complain!("fabula import: {}", one_line(&err.to_string()));
                return 1;
            }
        },
    };
    let never = AtomicBool::new(false);
    let options = ImportOptions::default();
    match library.import(Path::new(folder), name, &options, &|_| {}, &never) {
        Ok(report) => {
            for skipped in &report.skipped {
                say!("SKIP {}", one_line(&skipped.to_string()));
            }
            if let Some(deck) = &report.deck {
                let verb = if report.updated { "updated" } else { "created" };
                let line = format!(
                    "deck \"{}\" {verb} in {}",
                    deck.manifest.name,
                    deck.dir.display()
                );
                say!("{}", one_line(&line));
            }
            say!("{} added, {} skipped", report.added(), report.skipped.len());
            u8::from(report.deck.is_none())
        }
        Err(err @ LibraryError::NotAFolder(_)) => {
            complain!("fabula import: {}", one_line(&err.to_string()));
            EXIT_USAGE
        }
        Err(err) => {
            complain!("fabula import: {}", one_line(&err.to_string()));
            1
        }
    }
}
