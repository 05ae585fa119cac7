//! The sizes card pictures are made at, their memory budgets, and where the base deck's
//! pictures come from.

use crate::library::ThumbSpec;
use std::path::PathBuf;

/// Pictures are kept at most this many pixels wide (and 1.5 times as high): sharp on a
/// 4K screen's card sizes, small enough for a hundred cards in memory.
pub const CARD_WIDTH: u32 = 480;
/// Height to match [`CARD_WIDTH`].
pub const CARD_HEIGHT: u32 = 720;
/// Medium pictures are this many pixels wide: a quarter of the memory of a full one, and sharp
/// for cards drawn up to [`MEDIUM_UP_TO`] pixels wide (a board or hand on a laptop screen).
pub const MEDIUM_WIDTH: u32 = 240;
/// Height to match [`MEDIUM_WIDTH`].
pub const MEDIUM_HEIGHT: u32 = 360;
/// Cards drawn at most this many physical pixels wide get the medium picture.
pub const MEDIUM_UP_TO: f32 = 264.0;

/// Cards painted in memory when no image is found (the deck's own pictures come later).
pub const PAINTED_DECK: usize = 84;

/// Card textures (medium and full) kept beyond this many bytes are dropped, least recently
/// drawn first (about 11 full cards, or 46 medium ones: a laptop's board and hands of a
/// 12-player turn). A picture drawn in the last two frames (on either window) is never
/// dropped, so a big screen showing more keeps what it shows; only cards no longer on screen
/// (the hands of players before) go, and come back from the disk cache when shown again. With
/// a software renderer every texture lives in main memory: the window benchmark's peak fell
/// from 225 to 191 MB with this budget and the thumbnails' below (and the heap trimmed).
pub const CARD_BUDGET: usize = 16 << 20;
/// The same for library thumbnails at their cached size (about 100 of them: a screenful, and
/// the one fetched ahead on the start screen); thumbnails made smaller for a small screen get
/// the same number, in proportionally fewer bytes.
pub const THUMB_BUDGET: usize = 8 << 20;

/// Where the base deck's pictures come from.
#[derive(Clone, Debug)]
pub enum DeckSource {
    /// The built-in deck ([`crate::deck::builtin_cards`]): JPEG bytes in the binary.
    Builtin,
    /// Image files, card `i` being the `i`-th path.
    Files(Vec<PathBuf>),
    /// Pictures painted in memory: `n` cards, optionally small (fast, for tests).
    Painted {
        /// Number of cards.
        cards: usize,
        /// Paint at a quarter of the size.
        small: bool,
    },
}

/// The two sizes a picture is made at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PictureSize {
    /// Large cards: the zoom and large views, big screens, the table display.
    Full,
    /// Board, hand and reveal cards on a laptop screen.
    Medium,
    /// The library's grid.
    Thumb,
}

/// Library thumbnails are made this many pixels wide (and 1.5 times as high): the grid shows
/// cards about 70-110 pixels wide on common screens. The same size as the cached thumbnails.
pub const THUMB_WIDTH: u32 = ThumbSpec::LIBRARY.width;
/// Height to match [`THUMB_WIDTH`].
pub const THUMB_HEIGHT: u32 = ThumbSpec::LIBRARY.height;
