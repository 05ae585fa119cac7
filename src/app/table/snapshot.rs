//! What the table window is drawn from: a copy of the public view, the finished turns
//! (public), the tokens and the texture ids of the cards it shows. Rebuilt when the game, the
//! language or the round history's toggle changes; only its pictures are looked up per frame.

use crate::engine::{CardId, GameState, PublicView, TurnRecord};
use crate::hotseat::{HourglassReading, SeatLink, Stage, TokenId};
use crate::ui::table::{JoinCode, TableView};
use crate::ui::widgets::{CardArt, Table};
use egui::TextureId;

/// Everything the table window is drawn from: public facts only.
#[derive(Clone, Debug, PartialEq)]
pub struct TableSnapshot {
    /// The table's view of the game.
    pub view: PublicView,
    /// The finished turns.
    pub history: Vec<TurnRecord>,
    /// Each seat's token.
    pub tokens: Vec<TokenId>,
    /// Where each seat plays (public: the table shows who plays on a phone, and whether that
    /// phone is there); empty while every seat is at the laptop.
    pub links: Vec<SeatLink>,
    /// Pictures of the cards on the (public) board, once loaded.
    pub textures: Vec<(CardId, TextureId)>,
    /// What the pictures it shows are, in words, for screen readers (see
    /// [`CardArt::alt_text`]): the same cards as the pictures, so public too.
    pub alt_texts: Vec<(CardId, String)>,
    /// The laptop shows the round history: the table shows it too.
    pub show_history: bool,
    /// The laptop's stage (the board before the vote, Party's hands passing...).
    pub stage: Option<Stage>,
    /// With phones on, the code latecomers scan to ask to join, while the table takes them.
    pub join: Option<JoinCode>,
    /// The hourglass, while the game plays with one and it times a task.
    pub hourglass: Option<HourglassReading>,
}

impl CardArt for TableSnapshot {
    fn texture(&self, card: CardId) -> Option<TextureId> {
        self.textures
            .iter()
            .find(|(c, _)| *c == card)
            .map(|(_, t)| *t)
    }

    fn alt_text(&self, card: CardId) -> Option<String> {
        (self.alt_texts.iter())
            .find(|(c, _)| *c == card)
            .map(|(_, words)| words.clone())
    }
}

impl TableSnapshot {
    /// What the table screen draws from this snapshot (pictures from the snapshot itself).
    pub fn table_view(&self) -> TableView<'_> {
        TableView {
            view: &self.view,
            history: &self.history,
            table: Table {
                tokens: &self.tokens,
                links: &self.links,
                art: self,
            },
            show_history: self.show_history,
            stage: self.stage,
            join: self.join.as_ref(),
            hourglass: self.hourglass,
        }
    }

    /// The snapshot of `state`: its public view and history, and the pictures of the board
    /// (asking `art` to load those not ready yet).
    pub fn of(
        state: &GameState,
        tokens: &[TokenId],
        art: &dyn CardArt,
        show_history: bool,
    ) -> Self {
        let view = state.public_view();
        let history = state.history();
        let textures = shown_textures(&view, history, show_history, art);
        let alt_texts = shown_cards(&view, history, show_history)
            .filter_map(|c| art.alt_text(c).map(|words| (c, words)))
            .collect();
        TableSnapshot {
            view,
            history: history.to_vec(),
            tokens: tokens.to_vec(),
            links: Vec::new(),
            textures,
            alt_texts,
            show_history,
            stage: None,
            join: None,
            hourglass: None,
        }
    }

    /// The same snapshot, with the join code for latecomers (shown while the table takes
    /// them: phones on, not full, not Team Dixit, not over).
    #[must_use]
    pub fn with_join_code(mut self, code: Option<&JoinCode>) -> Self {
        let takes = crate::phones::table_takes_latecomers(&self.view).is_ok();
        self.join = code.filter(|_| takes).cloned();
        self
    }

    /// The same snapshot, saying where each seat plays.
    #[must_use]
    pub fn with_links(mut self, links: &[SeatLink]) -> Self {
        self.links = links.to_vec();
        self
    }

    /// The same snapshot, with the hourglass as it reads now.
    #[must_use]
    pub fn with_hourglass(mut self, hourglass: Option<HourglassReading>) -> Self {
        self.hourglass = hourglass;
        self
    }

    /// The same snapshot, saying what the laptop shows.
    #[must_use]
    pub fn with_stage(mut self, stage: Stage) -> Self {
        self.stage = Some(stage);
        self
    }
}

/// When a snapshot must be made anew: another game, another move, another language, the
/// round history opened or closed, a phone come or gone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct SnapshotKey {
    /// The game's seed (each game has its own).
    pub seed: u64,
    /// The hot-seat flow's count of changes.
    pub revision: u64,
    /// The language the snapshot's words are in.
    pub language: crate::i18n::Language,
    /// The round history is showing.
    pub show_history: bool,
    /// The laptop's stage.
    pub stage: Stage,
    /// Where each seat plays.
    pub links: Vec<SeatLink>,
    /// Latecomers may join from phones.
    pub join: bool,
    /// The hourglass (its time left changes the snapshot once a second).
    pub hourglass: Option<HourglassReading>,
}

impl TableSnapshot {
    /// The texture ids of the cards the table shows now (the board, and past boards while
    /// the history shows), asking `art` to load those not ready yet.
    pub(super) fn refresh_textures(&mut self, art: &dyn CardArt) -> bool {
        let textures = shown_textures(&self.view, &self.history, self.show_history, art);
        let changed = textures != self.textures;
        self.textures = textures;
        changed
    }
}

/// The pictures of the board, and of past boards while the history shows.
fn shown_textures(
    view: &PublicView,
    history: &[TurnRecord],
    show_history: bool,
    art: &dyn CardArt,
) -> Vec<(CardId, TextureId)> {
    shown_cards(view, history, show_history)
        .filter_map(|c| art.texture(c).map(|t| (c, t)))
        .collect()
}

/// The cards the table shows: the board, and past boards while the history shows.
fn shown_cards<'a>(
    view: &'a PublicView,
    history: &'a [TurnRecord],
    show_history: bool,
) -> impl Iterator<Item = CardId> + 'a {
    // Finished turns' cards are public; only shown while the history shows.
    let past = history
        .iter()
        .filter(move |_| show_history)
        .flat_map(|record| record.board.iter().map(|b| b.card));
    view.board.iter().copied().chain(past)
}

/// The app's copy of the table's snapshot, made anew only when its key changes.
#[derive(Default)]
pub(in crate::app) struct SnapshotCache {
    pub(super) key: Option<SnapshotKey>,
    pub(super) snapshot: Option<TableSnapshot>,
    /// Counts the changes of the snapshot, so the window takes a copy only when it changed.
    pub(super) generation: u64,
}
