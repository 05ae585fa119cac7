//! The pure rules engine: no UI, no files, no clock, no threads.
//!
//! A [`GameState`] holds the full truth of a game, including its seeded RNG, and changes only
//! through [`GameState::apply`], which refuses illegal actions with a typed [`RuleError`] and
//! leaves the state untouched. Screens see a [`PublicView`] or a [`PlayerView`]. A game is
//! kept as a [`GameRecord`] (the set-up plus every action) and its state is what replaying
//! the record gives ([`RecordedGame`]).

mod action;
mod apply;
mod check;
mod config;
mod difference;
mod error;
mod ids;
pub mod invariants;
mod legal;
mod moves;
mod rebuild;
mod rebuild_error;
mod record;
mod rng;
mod roles;
mod rules;
mod scoring;
mod seat_change;
mod seat_table;
mod seats;
mod state;
mod table_places;
mod task;
mod view;

pub use action::{Action, Event, MAX_CLUE_CHARS};
pub use config::{ConfigError, GameConfig, MAX_NAME_CHARS};
pub use error::RuleError;
pub use ids::{CardId, PlayerId, Scorer, Slot, TeamId};
pub use moves::Move;
pub use rebuild_error::RebuildError;
pub use record::{GameRecord, RecordedGame, ReplayError};
pub use rng::GameRng;
pub use roles::Role;
pub use rules::{EndCondition, RuleParams, RuleSet};
pub use scoring::{PARTY_CAP, Reason, Round, RoundError, ScoreEntry, ScoreLine, TurnScore};
pub use seat_table::SeatChange;
pub use state::{BoardCard, GameState, Phase, TurnRecord};
pub use task::{Actors, TableTask, Task};
pub use view::{PlayerView, PublicPlayer, PublicView, Reveal};
