//! The game, owned by one task of the host: it takes requests one at a time from a channel,
//! has the engine check each for the asking seat only, applies it, and publishes the new
//! [`Snapshot`]. Nobody waits on a device: publishing replaces the last snapshot, and each
//! connection sends the newest when it can.

use super::pictures::CardNames;
use super::protocol::PhoneCommand;
use super::snapshot::Snapshot;
use crate::describe::rule_error_text;
use crate::engine::{Action, PlayerId, RecordedGame};
use crate::hotseat::may_take_back;
use crate::i18n::{self, Language};
use crate::t;
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot, watch};

/// Who asks: a seat (its phone, or the laptop for a seat played there), or the laptop as the
/// table, which may only do what the whole table does (choose who tells first, next turn).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asker {
    /// A seat.
    Seat(PlayerId),
    /// The table as a whole.
    Table,
}

/// A request to the game, with where its answer goes: `Err` holds the localized refusal.
#[derive(Debug)]
pub struct Request {
    /// Who asks.
    pub asker: Asker,
    /// What they ask.
    pub command: PhoneCommand,
    /// The language of the answer (the asking device's).
    pub language: Language,
    /// The answer.
    pub reply: oneshot::Sender<Result<(), String>>,
}

/// The task that owns the game.
pub struct GameKeeper {
    game: RecordedGame,
    names: Arc<CardNames>,
    snapshots: watch::Sender<Arc<Snapshot>>,
}

impl GameKeeper {
    /// The keeper of `game`, publishing to `snapshots`.
    pub fn new(
        game: RecordedGame,
        names: Arc<CardNames>,
        snapshots: watch::Sender<Arc<Snapshot>>,
    ) -> Self {
        GameKeeper {
            game,
            names,
            snapshots,
        }
    }

    /// Answers requests until every sender is gone.
    pub async fn run(mut self, mut requests: mpsc::Receiver<Request>) {
        while let Some(request) = requests.recv().await {
            i18n::set_language(request.language);
            let answer = self.handle(request.asker, &request.command);
            // The asker may have gone meanwhile: nobody to tell, nothing lost.
            let _ = request.reply.send(answer);
        }
    }

    /// Checks and applies one request; the refusal in words.
    fn handle(&mut self, asker: Asker, command: &PhoneCommand) -> Result<(), String> {
        match decide(&self.game, asker, command, false)? {
            Decision::Act(action) => {
                self.game
                    .apply(action)
                    .map_err(|error| rule_error_text(&error))?;
            }
            Decision::TakeBack(_) => {
                self.game.undo();
            }
        }
        let snapshot = Snapshot::new(
            self.game.state(),
            Arc::new(self.game.record().clone()),
            &self.names,
        );
        self.snapshots.send_replace(Arc::new(snapshot));
        Ok(())
    }
}

/// What a request comes to, once checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// This engine action, which the engine takes now.
    Act(Action),
    /// Take back this seat's last move.
    TakeBack(PlayerId),
}

/// What `asker` asks for with `command` in `game`, checked by the engine for that seat only;
/// the refusal in words of the current language. Seats name givers of their own team only
/// (Team Dixit), and take back only a move [`may_take_back`] allows. When `laptop_leads`,
/// the laptop alone moves the table on (first storyteller, next turn): phones may not.
pub fn decide(
    game: &RecordedGame,
    asker: Asker,
    command: &PhoneCommand,
    laptop_leads: bool,
) -> Result<Decision, String> {
    let state = game.state();
    let action = match asker {
        Asker::Seat(seat) => match command.action_for(seat) {
            None if may_take_back(state, game.actions(), seat) => {
                return Ok(Decision::TakeBack(seat));
            }
            None => return Err(t!("phone-refused-take-back")),
            Some(Action::NameGiver { player }) if state.team_of(player) != state.team_of(seat) => {
                return Err(t!("phone-refused-other-team"));
            }
            Some(Action::NextTurn | Action::ChooseStoryteller { .. }) if laptop_leads => {
                return Err(t!("phone-refused-laptop-leads"));
            }
            Some(action) => action,
        },
        Asker::Table => match command.action_for(PlayerId(0)) {
            Some(action) if action.player().is_none() => action,
            _ => return Err(t!("phone-refused-not-a-seat")),
        },
    };
    state
        .check(&action)
        .map_err(|error| rule_error_text(&error))?;
    Ok(Decision::Act(action))
}
