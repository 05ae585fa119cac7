//! What a card on the panel is called, on screen and for screen readers: "Photo 3" for a photo
//! of one card, "Photo 3, card 2 of 9" for a photo of several. Each name is unique on the
//! panel, so a screen reader (and a test) finds every button.

use super::view::PhotoName;
use crate::t;

impl PhotoName {
    /// The row's title.
    pub fn title(&self) -> String {
        match self.card_of {
            None => t!("photos-photo-label", number = self.photo),
            Some((card, count)) => t!(
                "photos-photo-card-label",
                number = self.photo,
                card = card,
                count = count
            ),
        }
    }

    /// Accept's name.
    pub fn accept(&self) -> String {
        match self.card_of {
            None => t!("photos-accept-number", number = self.photo),
            Some((card, _)) => t!("photos-accept-card", number = self.photo, card = card),
        }
    }

    /// Retake's name.
    pub fn retake(&self) -> String {
        match self.card_of {
            None => t!("photos-retake-number", number = self.photo),
            Some((card, _)) => t!("photos-retake-card", number = self.photo, card = card),
        }
    }

    /// Turn's name.
    pub fn turn(&self) -> String {
        match self.card_of {
            None => t!("photos-turn-number", number = self.photo),
            Some((card, _)) => t!("photos-turn-card", number = self.photo, card = card),
        }
    }

    /// The straightened card's name.
    pub fn card(&self) -> String {
        match self.card_of {
            None => t!("photos-card-label", number = self.photo),
            Some((card, _)) => t!("photos-card-of-label", number = self.photo, card = card),
        }
    }

    /// The photo's name, with this card outlined on it.
    pub fn photo_image(&self) -> String {
        match self.card_of {
            None => t!("photos-photo-image", number = self.photo),
            Some((card, _)) => t!("photos-photo-card-image", number = self.photo, card = card),
        }
    }

    /// A corner handle's name (`corner` from 1).
    pub fn corner(&self, corner: usize) -> String {
        match self.card_of {
            None => t!("photos-corner", corner = corner, number = self.photo),
            Some((card, _)) => t!(
                "photos-corner-card",
                corner = corner,
                number = self.photo,
                card = card
            ),
        }
    }

    /// The note that this card was photographed before, as `earlier`.
    pub fn same_as_note(earlier: &PhotoName) -> String {
        match earlier.card_of {
            None => t!("photos-same-card", number = earlier.photo),
            Some((card, _)) => t!("photos-same-card-of", number = earlier.photo, card = card),
        }
    }
}
