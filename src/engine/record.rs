//! A game as its set-up plus the actions taken.
//!
//! The state is never stored: it is what replaying the actions through [`GameState::apply`]
//! gives. A record that replays is consistent by construction (the engine refused anything
//! else); one that does not is refused with the first action that failed. Undo is "replay all
//! but the last action".

use super::action::{Action, Event};
use super::config::{ConfigError, GameConfig};
use super::error::RuleError;
use super::state::GameState;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The set-up of a game and every action taken in it, oldest first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The set-up the game started from (players, rules, deck, seed).
    pub config: GameConfig,
    /// Every action `apply` accepted, in order.
    pub actions: Vec<Action>,
}

/// Why a record does not replay.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplayError {
    /// The set-up itself cannot start a game.
    #[error("the game's set-up is not valid: {0}")]
    Config(#[from] ConfigError),
    /// The engine refused an action: the first one that failed.
    #[error("move {} ({what}) cannot be played: {error}", index + 1)]
    Refused {
        /// Its index in the record (0 is the first action).
        index: usize,
        /// The action.
        action: Action,
        /// The action in words, with the player's name.
        what: String,
        /// Why the engine refused it.
        error: RuleError,
    },
}

impl ReplayError {
    /// The refusal of `action` at `index` in a game with player names `names`.
    pub(crate) fn refused(
        index: usize,
        action: Action,
        error: RuleError,
        names: &[String],
    ) -> Self {
        ReplayError::Refused {
            index,
            what: describe(&action, names),
            action,
            error,
        }
    }
}

impl GameRecord {
    /// A game not yet begun.
    pub fn new(config: GameConfig) -> Self {
        GameRecord {
            config,
            actions: Vec::new(),
        }
    }

    /// The state the actions lead to, or the first action the engine refuses.
    pub fn replay(&self) -> Result<GameState, ReplayError> {
        let mut state = GameState::new(self.config.clone())?;
        for (index, action) in self.actions.iter().enumerate() {
            state.apply(action.clone()).map_err(|error| {
                ReplayError::refused(index, action.clone(), error, &self.config.players)
            })?;
        }
        Ok(state)
    }
}

/// A game being played: its record and the state the record replays to, always in step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedGame {
    record: GameRecord,
    state: GameState,
}

impl RecordedGame {
    /// A new game of `config`, before its first action.
    pub fn new(config: GameConfig) -> Result<Self, ConfigError> {
        let state = GameState::new(config.clone())?;
        Ok(RecordedGame {
            record: GameRecord::new(config),
            state,
        })
    }

    /// The game a record replays to, or the first action the engine refuses.
    pub fn replay(record: GameRecord) -> Result<Self, ReplayError> {
        let state = record.replay()?;
        Ok(RecordedGame { record, state })
    }

    /// Applies an action and records it; a refused action changes and records nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        let events = self.state.apply(action.clone())?;
        self.record.actions.push(action);
        Ok(events)
    }

    /// Takes back the last action by replaying all the others; returns it (`None` before
    /// the first action).
    pub fn undo(&mut self) -> Option<Action> {
        let last = self.record.actions.pop()?;
        match self.record.replay() {
            Ok(state) => self.state = state,
            // Every action was accepted once by this same engine, so the shorter record
            // replays; should it not, the game stays as it was.
            Err(_) => self.record.actions.push(last.clone()),
        }
        Some(last)
    }

    /// The state the actions lead to.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The set-up and actions.
    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// The actions taken so far, oldest first.
    pub fn actions(&self) -> &[Action] {
        &self.record.actions
    }
}

/// An action in words, for messages about a damaged save: "Ada votes for 3".
pub(crate) fn describe(action: &Action, names: &[String]) -> String {
    let name = |player: super::ids::PlayerId| {
        names
            .get(player.index())
            .cloned()
            .unwrap_or_else(|| format!("seat {}", player.index() + 1))
    };
    let list = |items: Vec<String>| items.join(" and ");
    match action {
        Action::ChooseStoryteller { player: None } => "the first storyteller drawn".to_owned(),
        Action::ChooseStoryteller { player: Some(p) } => {
            format!("{} chosen as first storyteller", name(*p))
        }
        Action::Tell { player, card, .. } => format!("{} tells card {}", name(*player), card.0),
        Action::GiveClue { player, .. } => format!("{} gives the clue", name(*player)),
        Action::NameGiver { player } => format!("{} named to hand in", name(*player)),
        Action::Submit { player, cards } => format!(
            "{} hands in card {}",
            name(*player),
            list(cards.iter().map(|c| c.0.to_string()).collect())
        ),
        Action::Claim { player, places } => format!(
            "{} claims place {}",
            name(*player),
            list(places.iter().map(ToString::to_string).collect())
        ),
        Action::ClaimAgain { player } => format!("{} asks everyone to claim again", name(*player)),
        Action::Vote {
            player,
            slots,
            red_token,
        } => {
            let red = red_token.map(|s| format!(", red token on {s}"));
            format!(
                "{} votes for {}{}",
                name(*player),
                list(slots.iter().map(ToString::to_string).collect()),
                red.unwrap_or_default()
            )
        }
        Action::NextTurn => "next turn".to_owned(),
        Action::Join { names, after } => {
            format!("{} joins after {}", list(names.clone()), name(*after))
        }
        Action::Leave { player } => format!("{} leaves", name(*player)),
        Action::EndGame { leaving: None } => "the table ends the game".to_owned(),
        Action::EndGame {
            leaving: Some(player),
        } => format!("{} leaves and the game ends", name(*player)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{CardId, GameRng, PlayerId, RuleSet};

    fn config() -> GameConfig {
        let names = ["Ada", "Bruno", "Chloé", "Daan"]
            .map(str::to_owned)
            .to_vec();
        GameConfig::new(RuleSet::Classic, names, (0..84).map(CardId).collect(), 9)
    }

    fn played(actions: usize) -> RecordedGame {
        let mut game = RecordedGame::new(config()).expect("valid");
        let mut chooser = GameRng::new(3);
        for _ in 0..actions {
            let action = game.state().random_action(&mut chooser).expect("playing");
            game.apply(action).expect("legal");
        }
        game
    }

    #[test]
    fn a_record_replays_to_the_state_it_was_played_to() {
        let game = played(40);
        assert_eq!(game.actions().len(), 40);
        assert_eq!(game.record().replay().as_ref(), Ok(game.state()));
        let again = RecordedGame::replay(game.record().clone()).expect("replays");
        assert_eq!(again, game);
    }

    #[test]
    fn undo_is_the_state_before_the_last_action() {
        let before = played(12);
        let mut game = before.clone();
        let mut chooser = GameRng::new(77);
        let action = game.state().random_action(&mut chooser).expect("playing");
        game.apply(action.clone()).expect("legal");
        assert_ne!(game, before);
        assert_eq!(game.undo(), Some(action));
        assert_eq!(game, before);
        let mut fresh = RecordedGame::new(config()).expect("valid");
        assert_eq!(fresh.undo(), None);
    }

    #[test]
    fn a_refused_action_is_not_recorded() {
        let mut game = played(0);
        let vote = Action::Vote {
            player: PlayerId(1),
            slots: vec![crate::engine::Slot(1)],
            red_token: None,
        };
        assert!(game.apply(vote).is_err());
        assert!(game.actions().is_empty());
    }

    #[test]
    fn replay_names_the_first_action_that_fails() {
        let mut record = played(6).record().clone();
        let storyteller = record.replay().expect("replays").storyteller();
        let intruder = PlayerId((storyteller.expect("a turn").0 + 1) % 4);
        record.actions.insert(
            3,
            Action::Tell {
                player: intruder,
                card: CardId(0),
                clue: String::new(),
            },
        );
        let error = record.replay().expect_err("refused");
        let ReplayError::Refused { index, what, .. } = &error else {
            panic!("{error}");
        };
        assert_eq!(*index, 3);
        assert!(what.contains("tells card 0"), "{what}");
        assert!(error.to_string().starts_with("move 4 ("), "{error}");
    }
}
