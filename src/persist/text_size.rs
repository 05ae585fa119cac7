//! How large the text is, on the laptop and on the table display: a percentage from 80 to
//! 200 in steps of ten, remembered in the settings.

use serde::{Deserialize, Serialize};

/// A text size in percent of the usual one. Always within [`TextSize::MIN`]..=[`TextSize::MAX`]
/// once made with [`TextSize::new`]; a hand-edited settings file is brought back in range on
/// use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TextSize(u16);

impl TextSize {
    /// The smallest size offered, in percent.
    pub const MIN: u16 = 80;
    /// The largest size offered, in percent.
    pub const MAX: u16 = 200;
    /// One step of the settings' buttons and of Ctrl + / Ctrl -, in percent.
    pub const STEP: u16 = 10;
    /// The usual size.
    pub const USUAL: TextSize = TextSize(100);

    /// `percent` brought into range and onto a step.
    pub fn new(percent: u16) -> TextSize {
        let on_step = (percent + Self::STEP / 2) / Self::STEP * Self::STEP;
        TextSize(on_step.clamp(Self::MIN, Self::MAX))
    }

    /// The size in percent (within range even if the file said otherwise).
    pub fn percent(self) -> u16 {
        Self::new(self.0).0
    }

    /// The size as a factor of the usual one: 1.0 at 100%.
    pub fn factor(self) -> f32 {
        f32::from(self.percent()) / 100.0
    }

    /// One step larger (no larger than the largest).
    #[must_use]
    pub fn larger(self) -> TextSize {
        TextSize::new(self.percent() + Self::STEP)
    }

    /// One step smaller (no smaller than the smallest).
    #[must_use]
    pub fn smaller(self) -> TextSize {
        TextSize::new(self.percent() - Self::STEP)
    }
}

impl Default for TextSize {
    fn default() -> Self {
        TextSize::USUAL
    }
}

/// Which window a text size is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TextWindow {
    /// The game window on the laptop.
    Laptop,
    /// The table display (projector or TV).
    Table,
}

#[cfg(test)]
mod tests {
    use super::TextSize;

    #[test]
    fn text_size_steps_stay_between_80_and_200_percent() {
        assert_eq!(TextSize::default().percent(), 100);
        assert_eq!(TextSize::new(0).percent(), 80);
        assert_eq!(TextSize::new(999).percent(), 200);
        assert_eq!(TextSize::new(134).percent(), 130);
        assert_eq!(TextSize::new(200).larger().percent(), 200);
        assert_eq!(TextSize::new(80).smaller().percent(), 80);
        assert_eq!(TextSize::USUAL.larger().larger().percent(), 120);
        assert!((TextSize::new(150).factor() - 1.5).abs() < 1e-6);
        // A hand-edited file out of range is brought back in range when used.
        assert_eq!(TextSize(7).percent(), 80);
    }
}
