//! A saved game: the set-up (rules, seed, players with their tokens, each card's deck and
//! content hash) and every action taken. Loading replays the actions through the engine, so a
//! save that loads is a game the rules allow; one that does not is refused with the first
//! move that failed. Saves of format 1 held the engine's state instead: they are turned into
//! actions once and held to the same checks (see [`GameState::rebuild_record`]).

use super::format::{LoadError, parse_body, parse_header, read_text};
use super::phones::SavedPhones;
use super::write_atomically;
use crate::computer::Level;
use crate::engine::{
    Action, CardId, EndCondition, GameConfig, GameRecord, GameState, Phase, RebuildError,
    RecordedGame, ReplayError, RuleSet,
};
use crate::hotseat::SavedHourglass;
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};
use std::io;
use std::path::Path;

/// The newest save format: this build reads every version up to this one. Format 3 is
/// format 2 with the game's phones; format 4 adds the seats played by computer players (with
/// their levels); format 5 the hourglass (its times and the time left). A save without them
/// is still written as the older format, so an older Fabula reads it. Format 6 is a game
/// played with the cards on the table (companion mode), whose moves an older Fabula cannot
/// play.
pub const SAVE_VERSION: u32 = 6;
/// The format of a save with an hourglass, its cards shown on screen.
const VERSION_WITH_HOURGLASS: u32 = 5;
/// The format of a save with computer players and no hourglass.
const VERSION_WITH_COMPUTERS: u32 = 4;
/// The format of a save with phones and no computer player.
const VERSION_WITH_PHONES: u32 = 3;
/// The format of a save without phones or computer players.
const VERSION_WITHOUT_PHONES: u32 = 2;
const KIND: &str = "save";

/// The token ids a player can have: twelve tokens, and in Team Dixit a partner of each.
pub const TOKEN_IDS: u8 = 24;

/// More than any real save holds (a 12-player game to 30 points is about 100 KB): a larger
/// file is refused without being read.
pub const MAX_SAVE_BYTES: u64 = 32_000_000;

/// One seat: the player's name and the token they chose.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedPlayer {
    /// The player's name (as in the engine's config).
    pub name: String,
    /// Index of the player's token (colour and shape), below [`TOKEN_IDS`].
    pub token: u8,
    /// A computer player of this level plays the seat (format 4); `None`: a person.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<Level>,
    /// Whether a computer player played the seat when the game was set up (the seats panel
    /// words a change of hands by it); `None` in saves that did not say (then: whether a
    /// computer plays it now).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub set_up_as_computer: Option<bool>,
}

impl SavedPlayer {
    /// Whether the seat was set up for a computer player (see [`Self::set_up_as_computer`]).
    pub fn started_as_computer(&self) -> bool {
        self.set_up_as_computer.unwrap_or(self.computer.is_some())
    }
}

/// Which picture a card id stands for: the deck it came from and the hash of its content.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardRef {
    /// The engine's id.
    pub id: CardId,
    /// The deck's name, for the "deck is missing" message.
    pub deck: String,
    /// A hash of the card's image content (hex), stable across renames.
    pub hash: String,
}

/// A saved game, as loaded: consistent by construction (its state is its actions' replay).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveFile {
    /// Seconds since 1970 when it was written (for the saved-games list).
    pub saved_at: u64,
    /// The players with their tokens, in seating order.
    pub players: Vec<SavedPlayer>,
    /// What each card id shows, in the deck's order.
    pub cards: Vec<CardRef>,
    /// The set-up, the actions and the state they replay to.
    pub game: RecordedGame,
    /// The phones that played seats, to let them back in after a restart.
    pub phones: Option<SavedPhones>,
    /// The hourglass, when the game plays with one (format 5).
    pub hourglass: Option<SavedHourglass>,
}

/// A save file of format 2, as on disk. The names and the deck are stored once (in
/// `players` and `cards`), so they cannot disagree with another part of the file.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Stored {
    kind: String,
    version: u32,
    saved_at: u64,
    rules: RuleSet,
    end: EndCondition,
    seed: u64,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    team_names: Vec<String>,
    players: Vec<SavedPlayer>,
    cards: Vec<CardRef>,
    actions: Vec<Action>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    phones: Option<SavedPhones>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    hourglass: Option<SavedHourglass>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    cards_on_table: bool,
}

/// A save file of format 1: the engine's whole state.
#[derive(Deserialize)]
struct StoredV1 {
    saved_at: u64,
    #[serde(default)]
    players: Vec<SavedPlayer>,
    cards: Vec<CardRef>,
    game: GameState,
}

/// The one-line facts of a save, for lists and `fabula load-check`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveSummary {
    /// Player names in seating order.
    pub players: Vec<String>,
    /// The turn number.
    pub turn: u32,
    /// The phase.
    pub phase: Phase,
    /// Scores, per player or team.
    pub scores: Vec<u32>,
    /// When it was written.
    pub saved_at: u64,
    /// Whether the game has ended.
    pub finished: bool,
    /// The rule set.
    pub rules: RuleSet,
    /// Team Dixit's names as set up (one per team; empty: named by number).
    pub team_names: Vec<String>,
}

impl SaveFile {
    /// A save of `game` now.
    pub fn new(
        game: RecordedGame,
        players: Vec<SavedPlayer>,
        cards: Vec<CardRef>,
        saved_at: u64,
    ) -> Self {
        SaveFile {
            saved_at,
            players,
            cards,
            game,
            phones: None,
            hourglass: None,
        }
    }

    /// Parses a save from text, replaying its actions.
    pub fn parse(text: &str) -> Result<Self, LoadError> {
        let (version, text) = parse_header(text, KIND, SAVE_VERSION)?;
        match version {
            1 => from_v1(parse_body(text, KIND)?),
            2..=SAVE_VERSION => from_stored(parse_body(text, KIND)?),
            other => Err(LoadError::Corrupt {
                line: 1,
                column: 1,
                detail: format!("there is no save format {other}"),
            }),
        }
    }

    /// Reads a save from disk (only a regular file, at most [`MAX_SAVE_BYTES`]).
    pub fn read(path: &Path) -> Result<Self, LoadError> {
        Self::parse(&read_text(path, KIND, MAX_SAVE_BYTES)?)
    }

    /// The save as text, in the current format.
    pub fn to_text(&self) -> io::Result<String> {
        encode(
            self.game.record(),
            &self.players,
            &self.cards,
            self.phones.as_ref(),
            self.hourglass.as_ref(),
            self.saved_at,
        )
    }

    /// Writes the save atomically.
    pub fn write(&self, path: &Path) -> io::Result<()> {
        write_atomically(path, self.to_text()?.as_bytes())
    }

    /// The list line of this save.
    pub fn summary(&self) -> SaveSummary {
        let state = self.game.state();
        SaveSummary {
            players: state.config().players.clone(),
            turn: state.turn_number(),
            phase: state.phase(),
            scores: state.scores().to_vec(),
            saved_at: self.saved_at,
            finished: state.phase() == Phase::GameOver,
            rules: state.config().rules,
            team_names: state.config().team_names.clone(),
        }
    }

    /// The decks (by name) whose cards are not all in `available` (content hashes).
    pub fn missing_decks(&self, available: &HashSet<String>) -> Vec<String> {
        let mut missing: Vec<String> = Vec::new();
        for card in &self.cards {
            if !available.contains(&card.hash) && !missing.contains(&card.deck) {
                missing.push(card.deck.clone());
            }
        }
        missing
    }
}

/// The text of a save of `record`: fails if the players or cards do not match its set-up
/// (a bug in the caller, never written to disk).
pub(crate) fn encode(
    record: &GameRecord,
    players: &[SavedPlayer],
    cards: &[CardRef],
    phones: Option<&SavedPhones>,
    hourglass: Option<&SavedHourglass>,
    saved_at: u64,
) -> io::Result<String> {
    let config = &record.config;
    let invalid = |what: &str| io::Error::new(io::ErrorKind::InvalidInput, what.to_owned());
    // Every player by id: the set-up's, then each latecomer as their move named them.
    let latecomers = record.actions.iter().flat_map(|action| match action {
        Action::Join { names, .. } => names.iter().map(|n| n.trim().to_owned()).collect(),
        _ => Vec::new(),
    });
    let expected: Vec<String> = config.players.iter().cloned().chain(latecomers).collect();
    let names: Vec<String> = players.iter().map(|p| p.name.clone()).collect();
    if names != expected {
        return Err(invalid("the players do not match the game"));
    }
    let by_id: HashMap<CardId, &CardRef> = cards.iter().map(|c| (c.id, c)).collect();
    let cards = config
        .deck
        .iter()
        .map(|id| by_id.get(id).map(|c| (*c).clone()))
        .collect::<Option<Vec<CardRef>>>()
        .ok_or_else(|| invalid("a card of the game has no picture"))?;
    let stored = Stored {
        kind: KIND.to_owned(),
        version: if config.cards_on_table {
            SAVE_VERSION
        } else if hourglass.is_some() {
            VERSION_WITH_HOURGLASS
        } else if players
            .iter()
            .any(|p| p.computer.is_some() || p.started_as_computer())
        {
            VERSION_WITH_COMPUTERS
        } else if phones.is_some() {
            VERSION_WITH_PHONES
        } else {
            VERSION_WITHOUT_PHONES
        },
        saved_at,
        rules: config.rules,
        end: config.end,
        seed: config.seed,
        team_names: config.team_names.clone(),
        players: players.to_vec(),
        cards,
        actions: record.actions.clone(),
        phones: phones.cloned(),
        hourglass: hourglass.copied(),
        cards_on_table: config.cards_on_table,
    };
    ron::ser::to_string_pretty(&stored, ron::ser::PrettyConfig::default().depth_limit(2))
        .map_err(io::Error::other)
}

fn from_stored(stored: Stored) -> Result<SaveFile, LoadError> {
    check_token_range(&stored.players)?;
    check_cards(&stored.cards)?;
    if let Some(phones) = &stored.phones {
        phones.check(stored.players.len())?;
    }
    // The players are listed by id, latecomers last; the set-up had the others (each
    // latecomer's name also comes with the move that seated them, and must agree).
    let joined: usize = stored
        .actions
        .iter()
        .map(|action| match action {
            Action::Join { names, .. } => names.len(),
            _ => 0,
        })
        .sum();
    let Some(setup) = stored.players.len().checked_sub(joined) else {
        return Err(LoadError::Inconsistent(
            "more players joined than the file lists".to_owned(),
        ));
    };
    let config = GameConfig {
        rules: stored.rules,
        players: stored.players[..setup]
            .iter()
            .map(|p| p.name.clone())
            .collect(),
        end: stored.end,
        deck: stored.cards.iter().map(|c| c.id).collect(),
        seed: stored.seed,
        team_names: stored.team_names,
        cards_on_table: stored.cards_on_table,
    };
    let record = GameRecord {
        config,
        actions: stored.actions,
    };
    let game = RecordedGame::replay(record).map_err(|e| match e {
        ReplayError::Config(e) => LoadError::Inconsistent(e.to_string()),
        refused @ ReplayError::Refused { index, .. } => LoadError::Contradiction {
            number: index + 1,
            detail: refused.to_string(),
        },
    })?;
    let state = game.state();
    if state.player_count() != stored.players.len()
        || state
            .players()
            .zip(&stored.players)
            .skip(setup)
            .any(|(p, saved)| state.name(p) != saved.name.trim())
    {
        return Err(LoadError::Inconsistent(
            "the player names differ between the parts of the file".to_owned(),
        ));
    }
    // A player who left gives their token back: only those at the table hold one each.
    let present: Vec<SavedPlayer> = state
        .players()
        .zip(&stored.players)
        .filter(|(p, _)| state.is_present(*p))
        .map(|(_, saved)| saved.clone())
        .collect();
    check_tokens(&present)?;
    Ok(SaveFile {
        saved_at: stored.saved_at,
        players: stored.players,
        cards: stored.cards,
        game,
        phones: stored.phones,
        hourglass: stored.hourglass,
    })
}

/// A format 1 save: its parts must agree with each other, and its state must be exactly
/// what the moves it records lead to.
fn from_v1(old: StoredV1) -> Result<SaveFile, LoadError> {
    let inconsistent = |what: &str| Err(LoadError::Inconsistent(what.to_owned()));
    let config = old.game.config();
    config
        .validate()
        .map_err(|e| LoadError::Inconsistent(e.to_string()))?;
    let players = if old.players.is_empty() {
        // The earliest saves had no tokens: each seat plays with its own.
        (0..config.players.len())
            .map(|seat| SavedPlayer {
                name: config.players[seat].clone(),
                token: seat as u8,
                computer: None,
                set_up_as_computer: None,
            })
            .collect()
    } else {
        old.players
    };
    if players.len() != config.players.len()
        || players
            .iter()
            .zip(&config.players)
            .any(|(p, n)| p.name != *n)
    {
        return inconsistent("the player names differ between the parts of the file");
    }
    check_tokens(&players)?;
    check_cards(&old.cards)?;
    let mut by_id: HashMap<CardId, CardRef> = old.cards.into_iter().map(|c| (c.id, c)).collect();
    let cards = config
        .deck
        .iter()
        .map(|id| by_id.remove(id))
        .collect::<Option<Vec<CardRef>>>();
    let Some(cards) = cards else {
        return inconsistent("a card of the deck has no picture");
    };
    if let Some(card) = by_id.keys().min() {
        return Err(LoadError::Inconsistent(format!(
            "card {} has a picture but is not in the deck",
            card.0
        )));
    }
    let game = old
        .game
        .with_fields_older_saves_lack()
        .rebuild_record()
        .map_err(|e| match e.move_number() {
            Some(number) => LoadError::Contradiction {
                number,
                detail: e.to_string(),
            },
            None => match e {
                RebuildError::Replay(ReplayError::Config(e)) => {
                    LoadError::Inconsistent(e.to_string())
                }
                other => LoadError::Inconsistent(other.to_string()),
            },
        })?;
    Ok(SaveFile {
        saved_at: old.saved_at,
        players,
        cards,
        game,
        phones: None,
        hourglass: None,
    })
}

/// Every token id exists, and no two seats share one.
fn check_tokens(players: &[SavedPlayer]) -> Result<(), LoadError> {
    check_token_range(players)?;
    let mut seen = HashSet::new();
    for player in players {
        if !seen.insert(player.token) {
            return Err(LoadError::Inconsistent(format!(
                "two players have token {}",
                player.token
            )));
        }
    }
    Ok(())
}

/// Every token is one of the game's.
fn check_token_range(players: &[SavedPlayer]) -> Result<(), LoadError> {
    match players.iter().find(|p| p.token >= TOKEN_IDS) {
        Some(player) => Err(LoadError::Inconsistent(format!(
            "{} has token {}, but tokens go from 0 to {}",
            player.name,
            player.token,
            TOKEN_IDS - 1
        ))),
        None => Ok(()),
    }
}

/// Every card has one picture, and no picture stands for two cards.
fn check_cards(cards: &[CardRef]) -> Result<(), LoadError> {
    let mut ids = HashSet::new();
    let mut hashes = HashSet::new();
    for card in cards {
        if !ids.insert(card.id) {
            return Err(LoadError::Inconsistent(format!(
                "card {} is listed twice",
                card.id.0
            )));
        }
        if card.hash.is_empty() || card.deck.is_empty() {
            return Err(LoadError::Inconsistent(format!(
                "card {} has no picture",
                card.id.0
            )));
        }
        if !hashes.insert(card.hash.as_str()) {
            return Err(LoadError::Inconsistent(format!(
                "cards share the picture {}",
                card.hash
            )));
        }
    }
    Ok(())
}
