//! What the host tells the devices after each change of the game: one message per seat,
//! built from that seat's [`PlayerView`], and one for the table page, built from the
//! [`PublicView`]. Written once per change, so a hundred connections cost one serialization.

use super::pictures::CardNames;
use crate::describe::{headline, phase_text, reason_lines, scorer_name, team_name, waiting_text};
use crate::engine::{
    CardId, GameRecord, GameState, Phase, PlayerId, PlayerView, PublicView, Scorer,
};
use crate::hotseat::may_take_back;
use crate::i18n::{self, Language};
use axum::extract::ws::Utf8Bytes;
use serde::Serialize;
use std::collections::{BTreeMap, HashSet};
use std::sync::{Arc, OnceLock};

/// The game as the devices may see it after one change.
#[derive(Debug)]
pub struct Snapshot {
    /// Actions applied so far: rises with every change.
    pub revision: usize,
    /// The table's view.
    pub public: PublicView,
    /// The game's set-up and actions (for the app's saves; never sent to a device).
    pub record: Arc<GameRecord>,
    /// Each seat's view, written into its messages.
    views: Vec<PlayerView>,
    /// Per seat: it may take back its last move now.
    take_back: Vec<bool>,
    /// The table's words in each of the four languages (in the order of [`Language::ALL`]).
    words: Vec<Words>,
    names: Arc<CardNames>,
    /// Per seat, per language: its message, written when a device first needs it.
    seat_messages: Vec<[OnceLock<Utf8Bytes>; 4]>,
    /// Per language: the table page's message.
    table_messages: [OnceLock<Utf8Bytes>; 4],
    /// Per seat, the cards whose pictures it may fetch: its hand, its submission, the board.
    seat_cards: Vec<HashSet<CardId>>,
    /// The cards the table page may fetch: the board once it is face up.
    board_cards: HashSet<CardId>,
}

/// The words of the table display that the messages carry, in one language.
#[derive(Debug)]
struct Words {
    title: String,
    banner: String,
    /// Team Dixit: each team's name as the table display writes it.
    teams: Vec<String>,
    /// Whom the table waits for, as each seat's page says it (the last for the table page).
    waiting: Vec<Option<String>>,
    /// At the reveal: each scorer's points of the turn with the reasons.
    points: Vec<TurnPoints>,
    /// What each picture any device may see is, in words (its alt text), by card id.
    titles: BTreeMap<u32, String>,
}

/// One scorer's points of the turn, as a phone shows them at the reveal.
#[derive(Debug, Serialize)]
struct TurnPoints {
    /// Who scores (the page puts the device's own first).
    scorer: Scorer,
    /// The player's or the team's name.
    name: String,
    /// The points of the turn.
    points: u32,
    /// "+2: 2 votes on their card", one line per reason worth showing.
    reasons: Vec<String>,
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
    /// What each of those pictures is, in words, for screen readers (its alt text).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    titles: BTreeMap<u32, &'a str>,
    /// The table display's headline, in the device's language.
    title: &'a str,
    banner: &'a str,
    /// Team Dixit: each team's name as the table display writes it.
    teams: &'a [String],
    /// Whom the table waits for, in this device's words ("Done: ..." once its part is done).
    #[serde(skip_serializing_if = "Option::is_none")]
    waiting: Option<&'a str>,
    /// At the reveal: every scorer's points of the turn with the reasons.
    #[serde(skip_serializing_if = "<[TurnPoints]>::is_empty")]
    points: &'a [TurnPoints],
    /// The seat may take back its last move now.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    take_back: bool,
}

/// The table's words for `public` in the current language.
fn words(public: &PublicView) -> Words {
    let mut head = headline(public, None);
    if matches!(public.phase, Phase::Submitting | Phase::Voting) {
        // The table names the next seat the laptop would go to; phones act all at once, so
        // they say how many are done (each page lists whom it waits for).
        head.banner = phase_text(public);
    }
    let teams = public
        .scorers
        .iter()
        .filter_map(|scorer| match scorer {
            Scorer::Team(team) => Some(team_name(public, *team)),
            Scorer::Player(_) => None,
        })
        .collect();
    let seats = public.players.iter().map(|p| Some(p.id));
    let waiting = seats
        .chain([None])
        .map(|seat| waiting_text(public, seat))
        .collect();
    let points = public.reveal.as_ref().map_or_else(Vec::new, |reveal| {
        public
            .scorers
            .iter()
            .map(|scorer| TurnPoints {
                scorer: *scorer,
                name: scorer_name(public, *scorer),
                points: reveal.score.points_of(*scorer),
                reasons: reason_lines(public, *scorer),
            })
            .collect()
    });
    Words {
        title: head.title,
        banner: head.banner,
        teams,
        waiting,
        points,
        titles: BTreeMap::new(),
    }
}

impl Snapshot {
    /// The snapshot of `state`. Its messages are written when first sent, once per seat and
    /// language in use, so a hundred connections cost one serialization each. Changes this
    /// thread's language.
    pub fn new(state: &GameState, record: Arc<GameRecord>, names: &Arc<CardNames>) -> Self {
        let public = state.public_view();
        let board_cards: HashSet<CardId> = public.board.iter().copied().collect();
        let views: Vec<PlayerView> = state.players().map(|p| state.player_view(p)).collect();
        let seat_cards: Vec<HashSet<CardId>> = views
            .iter()
            .map(|view| {
                view.hand
                    .iter()
                    .chain(&view.submitted)
                    .chain(&view.public.board)
                    .copied()
                    .collect()
            })
            .collect();
        let seen: HashSet<CardId> = seat_cards.iter().flatten().copied().collect();
        let words = Language::ALL
            .iter()
            .map(|language| {
                i18n::set_language(*language);
                let mut words = words(&public);
                words.titles = names.titled(&seen);
                words
            })
            .collect();
        let take_back = state
            .players()
            .map(|seat| may_take_back(state, &record.actions, seat))
            .collect();
        Snapshot {
            take_back,
            revision: record.actions.len(),
            public,
            record,
            seat_messages: views.iter().map(|_| Default::default()).collect(),
            views,
            words,
            names: names.clone(),
            table_messages: Default::default(),
            seat_cards,
            board_cards,
        }
    }

    /// The message for `seat`'s phone, or for the table page (`None`), in `language`: bytes
    /// shared by every connection that sends it (a clone copies no text).
    pub fn message_for(&self, seat: Option<PlayerId>, language: Language) -> Utf8Bytes {
        let index = Language::ALL
            .iter()
            .position(|l| *l == language)
            .unwrap_or_default();
        let words = &self.words[index];
        let message = |seat: Option<PlayerId>, view, public, cards| {
            to_json(&StateMessage {
                r#type: "state",
                rev: self.revision,
                seat,
                view,
                public,
                cards: self.names.named(cards),
                titles: (cards.iter())
                    .filter_map(|c| Some((c.0, words.titles.get(&c.0)?.as_str())))
                    .collect(),
                title: &words.title,
                banner: &words.banner,
                teams: &words.teams,
                // The table page's words follow the seats'.
                waiting: words
                    .waiting
                    .get(seat.map_or(self.views.len(), PlayerId::index))
                    .and_then(Option::as_deref),
                points: &words.points,
                take_back: seat.is_some_and(|s| self.take_back[s.index()]),
            })
        };
        match seat.filter(|s| s.index() < self.views.len()) {
            Some(seat) => self.seat_messages[seat.index()][index]
                .get_or_init(|| {
                    let view = &self.views[seat.index()];
                    message(Some(seat), Some(view), None, &self.seat_cards[seat.index()])
                })
                .clone(),
            None => self.table_messages[index]
                .get_or_init(|| message(None, None, Some(&self.public), &self.board_cards))
                .clone(),
        }
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

fn to_json(message: &StateMessage<'_>) -> Utf8Bytes {
    // Views are plain data (no maps with non-text keys), so this cannot fail.
    Utf8Bytes::from(serde_json::to_string(message).unwrap_or_default())
}
