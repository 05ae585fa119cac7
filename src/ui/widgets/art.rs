//! Where screens get card pictures and each seat's token.

use super::tokens::{self, Token};
use crate::engine::{CardId, PlayerId};

/// Where card pictures come from. The app's loader decodes them off the UI thread; a card
/// whose picture is not ready yet is drawn as a framed placeholder.
pub trait CardArt {
    /// The card's texture if it is ready (asks for it to be loaded otherwise).
    fn texture(&self, card: CardId) -> Option<egui::TextureId>;

    /// The card's texture for drawing its picture `width` physical pixels wide: a loader may
    /// hand out a smaller picture for a small card. The same as [`CardArt::texture`] unless a
    /// source says otherwise.
    fn texture_at(&self, card: CardId, width: f32) -> Option<egui::TextureId> {
        let _ = width;
        self.texture(card)
    }
}

/// What every game screen needs besides the views: tokens per seat and the card pictures.
#[derive(Clone, Copy)]
pub struct Table<'a> {
    /// Each seat's token, by seat index.
    pub tokens: &'a [Token],
    /// The card pictures.
    pub art: &'a dyn CardArt,
}

impl Table<'_> {
    /// The token of `player`.
    pub fn token(&self, player: PlayerId) -> Token {
        self.tokens
            .get(player.index())
            .copied()
            .unwrap_or_else(|| tokens::token(player.index()))
    }
}
