//! Checking a folder, an archive or a file without importing it: which of its files would
//! become how many cards, and why the others would not.

use super::LibraryError;
use super::card_job::ImportOptions;
use super::import::{Counter, Outcome, Progress, label, refused};
use super::pool::parallel_map;
use super::resize::Fit;
use super::skip::{SkipReason, Skipped};
use super::source::{CardInput, Gathered, Taken, gather, take};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

/// What [`check_folder`] found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CheckReport {
    /// What would become cards: each file (or PDF page) with its number of cards, in path
    /// order.
    pub usable: Vec<Usable>,
    /// Every other file (except silent junk), with the reason, in path order.
    pub skipped: Vec<Skipped>,
}

impl CheckReport {
    /// The cards the import would make.
    pub fn cards(&self) -> usize {
        self.usable.iter().map(|u| u.cards).sum()
    }
}

/// A file (or one page of a PDF) that would give cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Usable {
    /// The file, or an archive's entry as the archive's path and the entry's name.
    pub path: PathBuf,
    /// The PDF page, from 1.
    pub page: Option<u32>,
    /// Cards it gives.
    pub cards: usize,
    /// Its cards are cut from a sheet.
    pub sheet: bool,
}

/// Reads everything under `source` (a folder, a zip archive or a file) as an import would,
/// without writing anything.
pub fn check_folder(
    source: &Path,
    options: &ImportOptions,
    progress: &(dyn Fn(&Progress) + Sync),
    cancel: &AtomicBool,
) -> Result<CheckReport, LibraryError> {
    let Gathered {
        pieces, skipped, ..
    } = gather(source, &options.archives)?;
    let counter = Counter::new(pieces.len(), progress);
    let checked = parallel_map(&pieces, options.threads, cancel, |_, piece| {
        let outcomes: Vec<Outcome<u128>> = take(piece, &options.limits, &options.archives)
            .into_iter()
            .map(|taken| match taken {
                Taken::Card(part, CardInput::Picture { bytes, picture }) => {
                    let key = picture.key;
                    // Decoded as small as the codec allows: enough to know it is readable.
                    let fit = (1, 1, Fit::Inside);
                    match picture.sized(&bytes, &part.path, fit, &options.limits) {
                        Ok(_) => Outcome::Card(part, key),
                        Err(reason) => Outcome::Skip(Skipped {
                            path: part.path,
                            reason,
                        }),
                    }
                }
                Taken::Card(part, CardInput::Cut(picture)) => Outcome::Card(part, picture.key),
                Taken::Skip(skipped) => Outcome::Skip(skipped),
                Taken::Refused(path, refusal) => Outcome::Refused(path, refusal),
            })
            .collect();
        counter.tick(piece.path());
        outcomes
    })
    .ok_or(LibraryError::Cancelled)?;
    refused(&checked)?;
    let mut report = CheckReport {
        usable: Vec::new(),
        skipped,
    };
    let mut seen: HashMap<u128, PathBuf> = HashMap::new();
    for outcome in checked.into_iter().flatten() {
        match outcome {
            Outcome::Card(part, key) => {
                if let Some(first) = seen.get(&key) {
                    report.skipped.push(Skipped {
                        path: label(&part),
                        reason: SkipReason::SameAs(first.clone()),
                    });
                    continue;
                }
                seen.insert(key, label(&part));
                match report.usable.last_mut() {
                    Some(last) if last.path == part.path && last.page == part.page => {
                        last.cards += 1;
                    }
                    _ => report.usable.push(Usable {
                        path: part.path,
                        page: part.page,
                        cards: 1,
                        sheet: part.from_sheet,
                    }),
                }
            }
            Outcome::Skip(skipped) => report.skipped.push(skipped),
            Outcome::Refused(..) => {}
        }
    }
    report.skipped.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(report)
}
