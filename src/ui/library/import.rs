//! Importing on the library screen: the progress bar with its Cancel button, and the report at
//! the end (cards added, files skipped and why, in the player's language).

use crate::library::{ArchiveRefusal, ImportReport, LibraryError, PdfRefusal, SkipReason};
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::theme::{self, CREAM, DUSK, EMBER, GOLD, LAVENDER};
use egui::{CornerRadius, Margin, RichText};

/// An import in progress, as the screen shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportView {
    /// The deck's name, if already known.
    pub name: String,
    /// Files finished.
    pub done: usize,
    /// Files in all (0 while the folder is still being scanned).
    pub total: usize,
    /// Cancel was pressed; the import is stopping.
    pub cancelling: bool,
}

/// How the last import ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportOutcome {
    /// It ran to the end (possibly with nothing usable).
    Done(ImportReport),
    /// The player cancelled; the library is as it was.
    Cancelled,
    /// The folder could not be read or the library written.
    Failed(String),
    /// A zip archive was refused whole (hostile, damaged or protected): nothing was added.
    Refused {
        /// The archive's file name.
        archive: String,
        /// Why.
        refusal: ArchiveRefusal,
    },
}

fn panel(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui)) {
    egui::Frame::new()
        .fill(DUSK)
        .stroke(egui::Stroke::new(1.0, GOLD.gamma_multiply(0.5)))
        .corner_radius(CornerRadius::same(14))
        .inner_margin(Margin::same(14))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            add(ui);
        });
}

/// The running import: what, how far, and Cancel.
pub fn import_progress_ui(ui: &mut egui::Ui, import: &ImportView, commands: &mut Vec<UiCommand>) {
    panel(ui, |ui| {
        let title = if import.name.is_empty() {
            t!("library-importing")
        } else {
            t!("library-importing-deck", deck = import.name.as_str())
        };
        ui.horizontal(|ui| {
            ui.label(RichText::new(title).font(theme::display(26.0)).color(GOLD));
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let cancel = ui.add_enabled(
                    !import.cancelling,
                    egui::Button::new(RichText::new(t!("library-cancel")).font(theme::body(18.0))),
                );
                if cancel.clicked() {
                    commands.push(UiCommand::CancelImport);
                }
            });
        });
        let (fraction, text) = if import.cancelling {
            (0.0, t!("library-cancelling"))
        } else if import.total == 0 {
            (0.0, t!("library-scanning"))
        } else {
            (
                import.done as f32 / import.total as f32,
                t!("library-progress", done = import.done, count = import.total),
            )
        };
        ui.add(
            egui::ProgressBar::new(fraction)
                .text(RichText::new(text).color(CREAM))
                .fill(theme::AMBER)
                .animate(import.total == 0 || import.cancelling),
        );
    });
}

/// The end of an import: a sentence, the skipped files with reasons, and OK.
pub fn outcome_ui(ui: &mut egui::Ui, outcome: &ImportOutcome, commands: &mut Vec<UiCommand>) {
    panel(ui, |ui| {
        let (headline, colour) = match outcome {
            ImportOutcome::Done(report) => match &report.deck {
                Some(deck) => {
                    let id_added = if report.updated {
                        t!(
                            "library-report-updated",
                            deck = deck.manifest.name.as_str(),
                            count = report.added()
                        )
                    } else {
                        t!(
                            "library-report-added",
                            deck = deck.manifest.name.as_str(),
                            count = report.added()
                        )
                    };
                    (id_added, GOLD)
                }
                None => (t!("library-report-nothing"), EMBER),
            },
            ImportOutcome::Cancelled => (t!("library-report-cancelled"), LAVENDER),
            ImportOutcome::Failed(why) => {
                (t!("library-report-failed", reason = why.as_str()), EMBER)
            }
            ImportOutcome::Refused { archive, refusal } => (
                t!(
                    "library-report-refused",
                    archive = archive.as_str(),
                    reason = archive_refusal_text(refusal).as_str()
                ),
                EMBER,
            ),
        };
        ui.horizontal(|ui| {
            ui.add(
                egui::Label::new(
                    RichText::new(headline)
                        .font(theme::display(24.0))
                        .color(colour),
                )
                .wrap(),
            );
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui
                    .button(RichText::new(t!("library-report-ok")).font(theme::body(18.0)))
                    .clicked()
                {
                    commands.push(UiCommand::DismissImportReport);
                }
            });
        });
        let ImportOutcome::Done(report) = outcome else {
            return;
        };
        if report.skipped.is_empty() {
            return;
        }
        ui.label(
            RichText::new(t!("library-report-skipped", count = report.skipped.len()))
                .font(theme::body(18.0))
                .color(EMBER),
        );
        egui::ScrollArea::vertical()
            .id_salt("skipped-files")
            .max_height(150.0)
            .show(ui, |ui| {
                for skipped in &report.skipped {
                    let name = skipped.path.file_name().map_or_else(
                        || skipped.path.to_string_lossy().into_owned(),
                        |n| n.to_string_lossy().into_owned(),
                    );
                    ui.horizontal_wrapped(|ui| {
                        ui.label(RichText::new(name).font(theme::body(16.0)).color(CREAM))
                            .on_hover_text(skipped.path.to_string_lossy());
                        ui.label(
                            RichText::new(skip_reason_text(&skipped.reason))
                                .font(theme::body(16.0))
                                .color(LAVENDER),
                        );
                    });
                }
            });
    });
}

fn file_name(path: &std::path::Path) -> String {
    path.file_name()
        .unwrap_or(path.as_os_str())
        .to_string_lossy()
        .into_owned()
}

/// Why a file was skipped, in the player's language (the command line keeps English).
pub fn skip_reason_text(reason: &SkipReason) -> String {
    match reason {
        SkipReason::Empty => t!("skip-empty"),
        SkipReason::Truncated => t!("skip-truncated"),
        SkipReason::Corrupt { format, detail } => {
            t!("skip-corrupt", format = *format, detail = detail.as_str())
        }
        SkipReason::Unsupported { kind } => t!("skip-unsupported", kind = *kind),
        SkipReason::UnsupportedVariant { format, detail } => t!(
            "skip-unsupported-variant",
            format = *format,
            detail = detail.as_str()
        ),
        SkipReason::NotAPicture => t!("skip-not-a-picture"),
        SkipReason::TooLarge {
            width,
            height,
            limit,
        } => t!(
            "skip-too-large",
            width = *width,
            height = *height,
            megapixels = *limit / 1_000_000
        ),
        SkipReason::FileTooLarge { size, .. } => t!(
            "skip-file-too-large",
            megabytes = crate::persist::megabytes(*size)
        ),
        SkipReason::TooMuchMemory => t!("skip-too-much-memory"),
        SkipReason::SameAs(first) => t!("skip-same-as", file = file_name(first)),
        SkipReason::AlreadyInDeck(deck) => t!("skip-already-in-deck", deck = deck.as_str()),
        SkipReason::AlreadyScanned(folder) => {
            t!("skip-already-scanned", folder = file_name(folder))
        }
        SkipReason::BrokenLink => t!("skip-broken-link"),
        SkipReason::NotAFile => t!("skip-not-a-file"),
        SkipReason::Unreadable(detail) => t!("skip-unreadable", detail = detail.as_str()),
        SkipReason::Link => t!("skip-link"),
        SkipReason::UnsafeName => t!("skip-unsafe-name"),
        SkipReason::UnsupportedCompression => t!("skip-unsupported-compression"),
        SkipReason::ArchiveInArchive => t!("skip-archive-in-archive"),
        SkipReason::Archive(refusal) => archive_refusal_text(refusal),
        SkipReason::Pdf(refusal) => match refusal {
            PdfRefusal::Encrypted => t!("pdf-encrypted"),
            PdfRefusal::Damaged => t!("pdf-damaged"),
            PdfRefusal::TooManyPages { count, limit } => {
                t!("pdf-too-many-pages", count = *count, limit = *limit)
            }
        },
        SkipReason::Page { page, reason } => t!(
            "skip-page",
            page = *page,
            reason = skip_reason_text(reason).as_str()
        ),
        SkipReason::NoCard => t!("skip-no-card"),
    }
}

/// Why a zip archive was refused whole, in the player's language.
pub fn archive_refusal_text(refusal: &ArchiveRefusal) -> String {
    match refusal {
        ArchiveRefusal::Damaged(detail) => t!("archive-damaged", detail = detail.as_str()),
        ArchiveRefusal::Encrypted { entry } => t!("archive-encrypted", entry = entry.as_str()),
        ArchiveRefusal::TooManyEntries { count, limit } => {
            t!("archive-too-many-entries", count = *count, limit = *limit)
        }
        ArchiveRefusal::TooLarge { bytes, limit } => t!(
            "archive-too-large",
            megabytes = crate::persist::megabytes(*bytes),
            limit = crate::persist::megabytes(*limit)
        ),
        ArchiveRefusal::Bomb {
            entry,
            ratio,
            limit,
        } => t!(
            "archive-bomb",
            entry = entry.as_str(),
            ratio = *ratio,
            limit = *limit
        ),
    }
}

/// Why an import or an adding failed as a whole, in the player's language; the system's own
/// reason for a file that cannot be read or written is kept as it comes.
pub fn library_error_text(error: &LibraryError) -> String {
    let shown = |path: &std::path::Path| path.to_string_lossy().into_owned();
    match error {
        LibraryError::NotAFolder(path) => t!("library-error-missing", path = shown(path)),
        LibraryError::Archive { path, refusal } => t!(
            "library-report-refused",
            archive = file_name(path),
            reason = archive_refusal_text(refusal)
        ),
        LibraryError::Read { path, source } => t!(
            "library-error-read",
            path = shown(path),
            detail = source.to_string()
        ),
        LibraryError::Write { path, source } => t!(
            "library-error-write",
            path = shown(path),
            detail = source.to_string()
        ),
        LibraryError::Manifest { path, detail } => t!(
            "library-error-manifest",
            path = shown(path),
            detail = detail.as_str()
        ),
        LibraryError::Encode { path, detail } => t!(
            "library-error-encode",
            path = file_name(path),
            detail = detail.as_str()
        ),
        LibraryError::Cancelled => t!("library-error-cancelled"),
        LibraryError::AlreadyImporting(path) => t!("library-error-busy", path = shown(path)),
        LibraryError::NoSuchDeck(deck) => t!("library-error-no-deck", deck = deck.as_str()),
        LibraryError::NoDataDir => t!("library-error-no-data-dir"),
    }
}
