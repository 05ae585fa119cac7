//! The game, owned by one task of the host: it takes requests one at a time from a channel,
//! has the engine check each for the asking seat only, applies it, and publishes the new
//! [`Snapshot`]. Nobody waits on a device: publishing replaces the last snapshot, and each
//! connection sends the newest when it can.

use super::joins::{JoinAnswer, JoinDesk};
use super::pictures::CardNames;
use super::protocol::PhoneCommand;
use super::snapshot::Snapshot;
use crate::describe::rule_error_text;
use crate::engine::{Action, Phase, PlayerId, RecordedGame, RuleError};
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

    /// Answers requests until every sender is gone; seats the latecomers the table said
    /// yes to at the end of a turn (and tells the others), `fit_seats` making room in the
    /// host for the seats there are then.
    pub async fn run(
        mut self,
        mut requests: mpsc::Receiver<Request>,
        joins: JoinDesk,
        fit_seats: impl Fn(usize) + Send + 'static,
    ) {
        let mut asks = joins.subscribe();
        loop {
            tokio::select! {
                request = requests.recv() => {
                    let Some(request) = request else { return };
                    i18n::set_language(request.language);
                    let answer = self.handle(request.asker, &request.command);
                    // The asker may have gone meanwhile: nobody to tell, nothing lost.
                    let _ = request.reply.send(answer);
                }
                changed = asks.changed() => {
                    if changed.is_err() {
                        return;
                    }
                }
            }
            self.settle_joins(&joins, &fit_seats);
        }
    }

    /// Between turns, gives the table's answers to latecomers (`fabula serve`'s); mid-turn
    /// they wait.
    fn settle_joins(&mut self, joins: &JoinDesk, fit_seats: &dyn Fn(usize)) {
        if !matches!(
            self.game.state().phase(),
            Phase::Reveal | Phase::ChooseStoryteller
        ) {
            return;
        }
        for (ask, accept) in joins.take_decided() {
            let answer = if accept {
                self.seat_latecomer(&ask.name, fit_seats)
            } else {
                JoinAnswer::Declined
            };
            joins.answer(ask.id, answer);
        }
    }

    /// Seats `name` after the last seat present, as a phone's seat.
    fn seat_latecomer(&mut self, name: &str, fit_seats: &dyn Fn(usize)) -> JoinAnswer {
        let public = self.game.state().public_view();
        let last = public
            .seating
            .iter()
            .rev()
            .find(|p| public.players.get(p.index()).is_some_and(|p| p.present));
        let Some(after) = last.copied() else {
            return JoinAnswer::Declined;
        };
        let join = Action::Join {
            names: vec![name.to_owned()],
            after,
        };
        match self.game.apply(join) {
            Ok(_) => {
                let seats = self.game.state().player_count();
                fit_seats(seats);
                self.publish();
                JoinAnswer::Seated(PlayerId((seats - 1) as u8))
            }
            Err(RuleError::TableFull { .. } | RuleError::NotEnoughCards { .. }) => JoinAnswer::Full,
            Err(_) => JoinAnswer::Declined,
        }
    }

    fn publish(&self) {
        let snapshot = Snapshot::new(
            self.game.state(),
            Arc::new(self.game.record().clone()),
            &self.names,
        );
        self.snapshots.send_replace(Arc::new(snapshot));
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
        self.publish();
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
