//! Finding a card in a phone photo and straightening it: the card (a 2:3 rectangle with rounded
//! corners, seen in perspective on a table) is looked for in a small copy of the photo, its
//! sides are fitted to the edges there and then placed on the full-size photo's own edge, and
//! the full-size photo is warped into an upright card.
//!
//! Everything here is plain computation on pixels, no files; the search shares its work with
//! one more thread for as long as it runs. A caller with a window runs [`find_card`] and
//! [`straighten`] on a worker thread (they take a few hundred milliseconds on a 12-megapixel
//! photo) and offers [`centred_frame`] when nothing was found.

mod contrast;
mod corners;
mod detect;
mod edges;
mod frame;
mod halves;
mod levels;
mod likeness;
mod placing;
mod proposals;
mod quad;
mod refine;
mod segments;
mod select;
mod shadow;
mod sharpness;
mod sides;
mod straighten;
mod table;

pub use detect::{DETECT_SIDE, find_card, find_cards};
pub use likeness::Likeness;
pub use quad::{Point, Quad, centred_frame};
pub use select::{MAX_CARDS, reading_order};
pub use straighten::{CARD_HEIGHT, CARD_WIDTH, straighten, straighten_all, straighten_to};
