//! Why the laptop refused a photo, in words for the person holding the phone.

use crate::i18n::{self, Language};
use crate::t;

/// Why one upload was refused. Each has an HTTP status (for scripts) and a sentence in the
/// phone's language (for people): what went wrong and what to do.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UploadRefusal {
    /// The request did not carry the panel's token: an old link, or a guess.
    #[error("wrong or missing token")]
    WrongToken,
    /// This address failed the token too often: it waits for the window to end.
    #[error("too many wrong tokens")]
    Locked,
    /// More photos from this address in the last minute than allowed.
    #[error("more than {limit} photos a minute")]
    TooMany {
        /// Photos allowed per minute and address.
        limit: u32,
    },
    /// The file is larger than allowed: refused before it is read.
    #[error("file of {bytes} bytes, limit {limit}")]
    FileTooLarge {
        /// The size the phone announced (or read so far).
        bytes: u64,
        /// The limit in bytes.
        limit: u64,
    },
    /// The picture declares more pixels than allowed (a decompression bomb, or a panorama):
    /// refused before its pixels are decoded.
    #[error("{width} x {height} pixels, limit {limit}")]
    TooManyPixels {
        /// Declared width.
        width: u32,
        /// Declared height.
        height: u32,
        /// The limit in pixels.
        limit: u64,
    },
    /// The bytes are no picture the laptop reads, or a damaged one.
    #[error("not a readable picture: {0}")]
    NotAPicture(String),
    /// The laptop holds as many photos as it keeps waiting for review.
    #[error("{limit} photos already wait on the laptop")]
    LaptopFull {
        /// Photos that may wait.
        limit: usize,
    },
    /// The panel on the laptop was closed meanwhile.
    #[error("the laptop stopped taking photos")]
    Closed,
}

impl UploadRefusal {
    /// The HTTP status that goes with the refusal.
    pub fn status(&self) -> u16 {
        match self {
            UploadRefusal::WrongToken => 403,
            UploadRefusal::Locked | UploadRefusal::TooMany { .. } => 429,
            UploadRefusal::FileTooLarge { .. } => 413,
            UploadRefusal::TooManyPixels { .. } | UploadRefusal::NotAPicture(_) => 422,
            UploadRefusal::LaptopFull { .. } | UploadRefusal::Closed => 503,
        }
    }

    /// Whether the same photo may go through if sent again a little later (the page retries
    /// those by itself).
    pub fn retry_later(&self) -> bool {
        matches!(
            self,
            UploadRefusal::TooMany { .. } | UploadRefusal::LaptopFull { .. }
        )
    }

    /// The refusal in `language`, for the phone.
    pub fn message(&self, language: Language) -> String {
        i18n::set_language(language);
        match self {
            UploadRefusal::WrongToken => t!("photos-refused-token"),
            UploadRefusal::Locked => t!("photos-refused-locked"),
            UploadRefusal::TooMany { limit } => t!("photos-refused-too-many", count = *limit),
            UploadRefusal::FileTooLarge { bytes, limit } => t!(
                "photos-refused-file-too-large",
                megabytes = crate::persist::megabytes(*bytes),
                limit = crate::persist::megabytes(*limit)
            ),
            UploadRefusal::TooManyPixels {
                width,
                height,
                limit,
            } => t!(
                "photos-refused-pixels",
                width = *width,
                height = *height,
                megapixels = *limit / 1_000_000
            ),
            UploadRefusal::NotAPicture(_) => t!("photos-refused-not-a-picture"),
            UploadRefusal::LaptopFull { limit } => t!("photos-refused-full", count = *limit),
            UploadRefusal::Closed => t!("photos-refused-closed"),
        }
    }
}
