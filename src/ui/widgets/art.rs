//! Where screens get card pictures and each seat's token.

use super::tokens::{self, Token};
use crate::engine::{CardId, PlayerId};
use crate::hotseat::{SeatLink, TokenId};

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

    /// What the card's picture is, in words, for screen readers (its alt text): the
    /// built-in deck's title in the player's language, an imported picture's file name or
    /// what the table taught the computer players about it. `None` when the source cannot
    /// say (the card is then only named by its number). Asked only for a card whose picture
    /// is drawn, so a title is public exactly when its picture is.
    fn alt_text(&self, card: CardId) -> Option<String> {
        let _ = card;
        None
    }
}

/// What every game screen needs besides the views: tokens per seat, where each seat plays
/// and the card pictures.
#[derive(Clone, Copy)]
pub struct Table<'a> {
    /// Each seat's token, by seat index.
    pub tokens: &'a [TokenId],
    /// Where each seat plays, by seat index (empty: all at the laptop). Public: the table
    /// may show who plays on a phone and whether it is there.
    pub links: &'a [SeatLink],
    /// The card pictures.
    pub art: &'a dyn CardArt,
}

impl Table<'_> {
    /// The token of `player`, as drawn.
    pub fn token(&self, player: PlayerId) -> Token {
        let id = self
            .tokens
            .get(player.index())
            .map_or(player.index(), |t| t.index());
        tokens::token(id)
    }

    /// Where `player` plays (at the laptop unless the table says otherwise).
    pub fn link(&self, player: PlayerId) -> SeatLink {
        self.links.get(player.index()).copied().unwrap_or_default()
    }
}

/// Paints the tokens of `voters` (seat indices) along the bottom edge of the card in `rect`,
/// in rows from the bottom up, each `radius` points and on a soft shadow so it reads on any
/// picture. The one way votes are drawn on a card: reveal, table display and round history.
pub fn paint_voter_tokens(
    painter: &egui::Painter,
    rect: egui::Rect,
    voters: &[usize],
    radius: f32,
    table: Table<'_>,
) {
    let r = radius;
    let per_row = ((rect.width() - 8.0) / (r * 2.3)).floor().max(1.0) as usize;
    for (k, voter) in voters.iter().enumerate() {
        let (row, col) = ((k / per_row) as f32, (k % per_row) as f32);
        let pos = rect.left_bottom()
            + egui::vec2(6.0 + r * 1.15 + col * r * 2.3, -r * 1.3 - row * r * 2.3);
        painter.circle_filled(pos, r * 1.2, egui::Color32::from_black_alpha(130));
        tokens::paint_token(painter, pos, r, table.token(PlayerId(*voter as u8)));
    }
}

/// The colour of Dixit Party's red token.
pub const RED_TOKEN: egui::Color32 = egui::Color32::from_rgb(0xd9, 0x3a, 0x3a);

/// Paints Party's red token, `radius` points, in the top right corner of the card in `rect`.
pub fn paint_red_token(painter: &egui::Painter, rect: egui::Rect, radius: f32) {
    let pos = rect.right_top() + egui::vec2(-radius * 1.5, radius * 1.5);
    painter.circle_filled(pos, radius * 1.25, egui::Color32::from_black_alpha(130));
    painter.circle(
        pos,
        radius,
        RED_TOKEN,
        egui::Stroke::new(
            (radius * 0.14).max(1.0),
            egui::Color32::from_rgb(0x14, 0x10, 0x2c),
        ),
    );
}
