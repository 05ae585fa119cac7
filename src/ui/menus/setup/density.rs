//! How tightly the set-up is laid out, by the window's height.

/// How tightly the set-up is laid out: roomy, or compact in a short window (1024x600 and
/// the like) so that every option and the start button fit without scrolling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Density {
    Roomy,
    Compact,
}

impl Density {
    /// Compact below this many points of height for the whole screen (a 1280x720 window
    /// has about 880: Team Dixit's options did not fit it roomy).
    const COMPACT_BELOW: f32 = 940.0;

    /// The layout for the room left in `ui`.
    pub(super) fn of(ui: &egui::Ui) -> Self {
        if ui.available_height() < Self::COMPACT_BELOW {
            Density::Compact
        } else {
            Density::Roomy
        }
    }

    /// `roomy` in a roomy layout, `compact` in a compact one.
    pub(super) fn pick(self, roomy: f32, compact: f32) -> f32 {
        match self {
            Density::Roomy => roomy,
            Density::Compact => compact,
        }
    }
}
