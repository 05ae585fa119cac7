//! What the host tells the devices after each change of the game: one message per seat,
//! built from that seat's [`PlayerView`], and one for the table page, built from the
//! [`PublicView`]. Written once per change, so a hundred connections cost one serialization.

use super::pictures::CardNames;
use crate::describe::{headline, phase_text, team_name};
use crate::engine::{
    CardId, GameRecord, GameState, Phase, PlayerId, PlayerView, PublicView, Scorer,
};
use crate::i18n::{self, Language};
use serde::Serialize;
use std::collections::{BTreeMap, HashSet};
use std::sync::Arc;

/// The game as the devices may see it after one change.
#[derive(Debug)]
pub struct Snapshot {
    /// Actions applied so far: rises with every change.
    pub revision: usize,
    /// The table's view.
    pub public: PublicView,
    /// The game's set-up and actions (for the app's saves; never sent to a device).
    pub record: Arc<GameRecord>,
    seat_messages: Vec<Arc<str>>,
    table_message: Arc<str>,
    /// Per seat, the cards whose pictures it may fetch: its hand, its submission, the board.
    seat_cards: Vec<HashSet<CardId>>,
    /// The cards the table page may fetch: the board once it is face up.
    board_cards: HashSet<CardId>,
}

/// One state message as a device receives it.
#[derive(Serialize)]
struct StateMessage<'a> {
    r#type: &'static str,
    rev: usize,
    seat: Option<PlayerId>,
    #[serde(skip_serializing_if = "Option::is_none")]
    view: Option<&'a PlayerView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    public: Option<&'a PublicView>,
    /// The picture name of each card this device may see, by card id.
    cards: BTreeMap<u32, &'a str>,
    /// The table display's headline, in the host's language.
    title: &'a str,
    banner: &'a str,
    /// Team Dixit: each team's name as the table display writes it.
    teams: &'a [String],
}

impl Snapshot {
    /// The messages for `state`, with texts in `language`.
    pub fn new(
        state: &GameState,
        record: Arc<GameRecord>,
        names: &CardNames,
        language: Language,
    ) -> Self {
        let public = state.public_view();
        i18n::set_language(language);
        let mut head = headline(&public, None);
        if matches!(public.phase, Phase::Submitting | Phase::Voting) {
            // The table names the next seat the laptop would go to; phones act all at once,
            // so they say how many are done (each page lists whom it waits for).
            head.banner = phase_text(&public);
        }
        let teams: Vec<String> = public
            .scorers
            .iter()
            .filter_map(|scorer| match scorer {
                Scorer::Team(team) => Some(team_name(&public, *team)),
                Scorer::Player(_) => None,
            })
            .collect();
        let board_cards: HashSet<CardId> = public.board.iter().copied().collect();
        let mut seat_messages = Vec::new();
        let mut seat_cards = Vec::new();
        for seat in state.players() {
            let view = state.player_view(seat);
            let cards: HashSet<CardId> = view
                .hand
                .iter()
                .chain(&view.submitted)
                .chain(&view.public.board)
                .copied()
                .collect();
            let message = StateMessage {
                r#type: "state",
                rev: record.actions.len(),
                seat: Some(seat),
                view: Some(&view),
                public: None,
                cards: names.named(&cards),
                title: &head.title,
                banner: &head.banner,
                teams: &teams,
            };
            seat_messages.push(to_json(&message));
            seat_cards.push(cards);
        }
        let table_message = to_json(&StateMessage {
            r#type: "state",
            rev: record.actions.len(),
            seat: None,
            view: None,
            public: Some(&public),
            cards: names.named(&board_cards),
            title: &head.title,
            banner: &head.banner,
            teams: &teams,
        });
        Snapshot {
            revision: record.actions.len(),
            public,
            record,
            seat_messages,
            table_message,
            seat_cards,
            board_cards,
        }
    }

    /// The message for `seat`'s phone, or for the table page (`None`).
    pub fn message_for(&self, seat: Option<PlayerId>) -> Arc<str> {
        seat.and_then(|s| self.seat_messages.get(s.index()))
            .unwrap_or(&self.table_message)
            .clone()
    }

    /// Whether `seat` (or the table page, `None`) may see `card`'s picture now.
    pub fn may_see(&self, seat: Option<PlayerId>, card: CardId) -> bool {
        match seat {
            Some(seat) => self
                .seat_cards
                .get(seat.index())
                .is_some_and(|cards| cards.contains(&card)),
            None => self.board_cards.contains(&card),
        }
    }
}

fn to_json(message: &StateMessage<'_>) -> Arc<str> {
    // Views are plain data (no maps with non-text keys), so this cannot fail.
    Arc::from(serde_json::to_string(message).unwrap_or_default())
}
