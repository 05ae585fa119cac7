//! The table display for a projector or TV: its window, and the snapshot of public facts it
//! is drawn from.

mod display;
mod hooks;
mod snapshot;

pub use display::{CLICKER_KEYS, TableDisplay, title};
pub(super) use snapshot::SnapshotCache;
pub use snapshot::TableSnapshot;
