//! Making one piece into cards: a picture as it is, or cut into cards when it is a sheet; a
//! PDF page by page; an archive found in a folder entry by entry. What cannot become a card is
//! skipped with its reason, a PDF's reasons naming the page.

use super::archive::{Archive, ArchiveLimits, ArchiveRefusal, EntryProblem};
use super::pdf::pdf_pages;
use super::{Piece, first_bytes};
use crate::library::decode::read_checked;
use crate::library::picture::{Picture, examine};
use crate::library::sheet::{SHEET_WORK_SIDE, cut_cards, lone_card, may_be_sheet, sheet_cards};
use crate::library::skip::{DecodeLimits, SkipReason, Skipped};
use crate::library::sniff::{Container, container, sniff};
use image::RgbImage;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The side of the quick look that tells whether a picture may be a sheet (its border plain):
/// a JPEG decodes at an eighth of its size for it.
const PEEK_SIDE: u32 = 200;

/// Where a card comes from within its file: a PDF's page, a sheet's card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Part {
    /// The file (or an archive's entry, as the archive's path and the entry's name).
    pub path: PathBuf,
    /// The PDF page, from 1.
    pub page: Option<u32>,
    /// The card on a sheet or page, from 1.
    pub card: Option<u32>,
    /// Cut from a sheet (not a picture of its own).
    pub from_sheet: bool,
}

impl Part {
    /// A whole file.
    fn whole(path: &Path) -> Part {
        Part {
            path: path.to_path_buf(),
            page: None,
            card: None,
            from_sheet: false,
        }
    }

    /// How players read it, relative to `base`: `deck.pdf, page 2, card 5`.
    pub fn describe(&self, base: &Path) -> String {
        let mut text = crate::library::manifest::relative_display(&self.path, base);
        if let Some(page) = self.page {
            let _ = write!(text, ", page {page}");
        }
        if let Some(card) = self.card {
            let _ = write!(text, ", card {card}");
        }
        text
    }
}

/// A card to make: a picture as the file holds it, or pixels cut from a sheet or a page.
pub(crate) enum CardInput {
    Picture { bytes: Vec<u8>, picture: Picture },
    Cut(Picture),
}

/// What a piece gave.
pub(crate) enum Taken {
    Card(Part, CardInput),
    Skip(Skipped),
    /// The archive the piece came from is damaged: nothing of it may be imported.
    Refused(PathBuf, ArchiveRefusal),
}

/// Makes the piece into cards.
pub(crate) fn take(piece: &Piece, limits: &DecodeLimits, archives: &ArchiveLimits) -> Vec<Taken> {
    match piece {
        Piece::Entry(archive, entry) => match archive.read(entry, limits.max_file_bytes) {
            Ok(bytes) => from_bytes(bytes, &entry.label, limits),
            Err(EntryProblem::Skip(reason)) => vec![skip(&entry.label, reason)],
            Err(EntryProblem::Refuse(refusal)) => {
                vec![Taken::Refused(archive.path.clone(), refusal)]
            }
        },
        Piece::File(path) => {
            let head = first_bytes(path).unwrap_or_default();
            if container(&head) == Some(Container::Zip) {
                return archive_in_folder(path, limits, archives);
            }
            let check = |head: &[u8]| match container(head) {
                Some(_) => Ok(()),
                None => sniff(head, path).map(drop),
            };
            match read_checked(path, limits, check) {
                Ok(bytes) => from_bytes(bytes, path, limits),
                Err(reason) => vec![skip(path, reason)],
            }
        }
    }
}

fn skip(path: &Path, reason: SkipReason) -> Taken {
    Taken::Skip(Skipped {
        path: path.to_path_buf(),
        reason,
    })
}

/// The cards of a file's bytes: a PDF's pages, or a picture (cut when it is a sheet). A file
/// on disk that is an archive never comes here ([`archive_in_folder`]): this one lies inside an
/// archive.
fn from_bytes(bytes: Vec<u8>, path: &Path, limits: &DecodeLimits) -> Vec<Taken> {
    match container(&bytes[..bytes.len().min(1024)]) {
        Some(Container::Zip) => vec![skip(path, SkipReason::ArchiveInArchive)],
        Some(Container::Pdf) => pdf_cards(bytes, path, limits),
        None => picture_cards(bytes, path, limits),
    }
}

/// A picture: one card as it is, or the cards of a sheet.
fn picture_cards(bytes: Vec<u8>, path: &Path, limits: &DecodeLimits) -> Vec<Taken> {
    let picture = match examine(&bytes, path, limits) {
        Ok(picture) => picture,
        Err(reason) => return vec![skip(path, reason)],
    };
    let sheet = picture
        .small_copy(&bytes, path, PEEK_SIDE, limits)
        .ok()
        .filter(may_be_sheet)
        .and_then(|_| {
            picture
                .small_copy(&bytes, path, SHEET_WORK_SIDE, limits)
                .ok()
        })
        .and_then(|work| Some((sheet_cards(&work)?, work.dimensions())));
    let Some((quads, (work_w, work_h))) = sheet else {
        return vec![Taken::Card(
            Part::whole(path),
            CardInput::Picture { bytes, picture },
        )];
    };
    let (width, height) = (picture.width, picture.height);
    let full = match picture.pixels_at_least(&bytes, path, (width, height), limits) {
        Ok(full) => full,
        Err(reason) => return vec![skip(path, reason)],
    };
    let (sx, sy) = (
        full.width() as f32 / work_w as f32,
        full.height() as f32 / work_h as f32,
    );
    let quads: Vec<_> = quads.iter().map(|q| q.scaled(sx, sy)).collect();
    cut(cut_cards(&full, &quads), path, None)
}

/// Cards cut from a sheet, numbered in reading order.
fn cut(cards: Vec<RgbImage>, path: &Path, page: Option<u32>) -> Vec<Taken> {
    cards
        .into_iter()
        .enumerate()
        .map(|(i, pixels)| {
            let part = Part {
                path: path.to_path_buf(),
                page,
                card: Some(i as u32 + 1),
                from_sheet: true,
            };
            Taken::Card(part, CardInput::Cut(Picture::from_pixels(pixels)))
        })
        .collect()
}

/// A PDF: each page's cards, or why the page gave none.
fn pdf_cards(bytes: Vec<u8>, path: &Path, limits: &DecodeLimits) -> Vec<Taken> {
    let pages = match pdf_pages(bytes, limits) {
        Ok(pages) => pages,
        Err(refusal) => return vec![skip(path, SkipReason::Pdf(refusal))],
    };
    let mut taken = Vec::new();
    for (page, pictures) in pages {
        let page_skip = |reason| {
            skip(
                path,
                SkipReason::Page {
                    page,
                    reason: Box::new(reason),
                },
            )
        };
        let pictures = match pictures {
            Ok(pictures) => pictures,
            Err(reason) => {
                taken.push(page_skip(reason));
                continue;
            }
        };
        let before = taken.len();
        if pictures.one_card_each {
            let many = pictures.pictures.len() > 1;
            for (i, pixels) in pictures.pictures.into_iter().enumerate() {
                let part = Part {
                    path: path.to_path_buf(),
                    page: Some(page),
                    card: many.then_some(i as u32 + 1),
                    from_sheet: false,
                };
                taken.push(Taken::Card(
                    part,
                    CardInput::Cut(Picture::from_pixels(pixels)),
                ));
            }
        } else {
            for picture in pictures.pictures {
                taken.extend(page_picture_cards(picture, path, page));
            }
        }
        if taken.len() == before {
            taken.push(page_skip(SkipReason::NoCard));
        }
    }
    taken
}

/// A page's picture (a scan or the page drawn): a sheet's cards, the one card lying on it, or
/// the picture itself when it is a card from edge to edge; nothing when it shows no card.
fn page_picture_cards(picture: RgbImage, path: &Path, page: u32) -> Vec<Taken> {
    let work = crate::library::sized_rgb(
        &picture,
        SHEET_WORK_SIDE,
        SHEET_WORK_SIDE,
        crate::library::Fit::Inside,
    );
    let (sx, sy) = (
        picture.width() as f32 / work.width() as f32,
        picture.height() as f32 / work.height() as f32,
    );
    if let Some(quads) = sheet_cards(&work) {
        let quads: Vec<_> = quads.iter().map(|q| q.scaled(sx, sy)).collect();
        return cut(cut_cards(&picture, &quads), path, Some(page));
    }
    let one = if let Some(quad) = lone_card(&work) {
        cut_cards(&picture, &[quad.scaled(sx, sy)]).pop()
    } else {
        let (w, h) = picture.dimensions();
        let aspect = w.max(h) as f32 / w.min(h).max(1) as f32;
        (!may_be_sheet(&work) && (1.12..=2.1).contains(&aspect)).then_some(picture)
    };
    one.map(|pixels| {
        let part = Part {
            path: path.to_path_buf(),
            page: Some(page),
            card: None,
            from_sheet: false,
        };
        Taken::Card(part, CardInput::Cut(Picture::from_pixels(pixels)))
    })
    .into_iter()
    .collect()
}

/// An archive found in a folder: its entries' cards, one after another on this worker; the
/// archive skipped whole (with the reason) when it is refused or turns out damaged.
fn archive_in_folder(path: &Path, limits: &DecodeLimits, archives: &ArchiveLimits) -> Vec<Taken> {
    let refused = |refusal| vec![skip(path, SkipReason::Archive(refusal))];
    let archive = match Archive::open(path) {
        Ok(archive) => archive,
        Err(refusal) => return refused(refusal),
    };
    let listing = match archive.list(archives) {
        Ok(listing) => listing,
        Err(refusal) => return refused(refusal),
    };
    let mut taken: Vec<Taken> = listing.skipped.into_iter().map(Taken::Skip).collect();
    for entry in &listing.entries {
        match archive.read(entry, limits.max_file_bytes) {
            Ok(bytes) => taken.extend(from_bytes(bytes, &entry.label, limits)),
            Err(EntryProblem::Skip(reason)) => taken.push(skip(&entry.label, reason)),
            Err(EntryProblem::Refuse(refusal)) => return refused(refusal),
        }
    }
    taken
}
