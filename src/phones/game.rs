//! The game, owned by one task of the host: it takes requests one at a time from a channel,
//! has the engine check each for the asking seat only, applies it, and publishes the new
//! [`Snapshot`]. Nobody waits on a device: publishing replaces the last snapshot, and each
//! connection sends the newest when it can.

use super::pictures::CardNames;
use super::protocol::PhoneCommand;
use super::snapshot::Snapshot;
use crate::describe::rule_error_text;
use crate::engine::{PlayerId, RecordedGame};
use crate::i18n::{self, Language};
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
        match super::decide(&self.game, asker, command, false)? {
            super::Decision::Act(action) => {
                self.game
                    .apply(action)
                    .map_err(|error| rule_error_text(&error))?;
            }
            super::Decision::TakeBack(_) => {
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
