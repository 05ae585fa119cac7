//! The table display for a projector or TV: its window, the snapshot of public facts it is
//! drawn from, and the part of the app that keeps both.

mod display;
mod hooks;
mod snapshot;

pub use display::{CLICKER_KEYS, TableDisplay, title};
pub use snapshot::TableSnapshot;

use crate::persist::WindowPlacement;
use snapshot::SnapshotCache;

/// The table display's part: the window, and the app's copy of its snapshot.
pub(in crate::app) struct Table {
    display: TableDisplay,
    cache: SnapshotCache,
}

impl Table {
    /// Closed, at no remembered place yet.
    pub(in crate::app) fn new() -> Self {
        Table {
            display: TableDisplay::new(None),
            cache: SnapshotCache::default(),
        }
    }

    /// Whether the window is open.
    pub(in crate::app) fn is_open(&self) -> bool {
        self.display.is_open()
    }

    /// Opens or closes the window (from the next frame).
    pub(in crate::app) fn set_open(&mut self, open: bool) {
        self.display.set_open(open);
    }

    /// Where the window is (or was last).
    pub(in crate::app) fn placement(&self) -> Option<WindowPlacement> {
        self.display.placement()
    }

    /// Where the window opens next time.
    pub(in crate::app) fn set_placement(&mut self, placement: Option<WindowPlacement>) {
        self.display.set_placement(placement);
    }

    /// The presenter-remote keys pressed on the table window since the last call.
    pub(in crate::app) fn take_clicker_keys(&self) -> Vec<egui::Key> {
        self.display.take_clicker_keys()
    }

    /// The text-size keys pressed on the table window since the last call.
    pub(in crate::app) fn take_text_steps(&self) -> Vec<crate::app::settings::TextStep> {
        self.display.take_text_steps()
    }

    /// Whether `M` was pressed on the table window since the last call.
    pub(in crate::app) fn take_mute_request(&mut self) -> bool {
        self.display.take_mute_request()
    }
}
