//! A device's requests in the game session: each seat's move enters the hot-seat session
//! through its one entry ([`HotSeat::submit`]), the same as the laptop's and the computer
//! players' moves, so a phone is refused and undone by the same rules wherever the game is
//! kept. The game window answers requests between frames ([`answer`]); without a window
//! (`fabula serve`) one task of the host keeps a session of its own, every seat on a phone
//! ([`GameKeeper`]), and publishes each new [`Snapshot`]. Nobody waits on a device:
//! publishing replaces the last snapshot, and each connection sends the newest when it can.

use super::joins::{JoinAnswer, JoinDesk};
use super::pictures::CardNames;
use super::protocol::{PhoneCommand, PhoneStep};
use super::snapshot::Snapshot;
use crate::describe::refusal_text;
use crate::engine::{Phase, PlayerId, RuleError};
use crate::hotseat::{HotSeat, Refusal, Source};
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

/// Answers one device's request in `session`: a seat's move or take-back, or the table's
/// move, through the session's one entry; the refusal in words of the asker's language (the
/// current language is set to it).
pub fn answer(session: &mut HotSeat, request: &Request) -> Result<(), String> {
    i18n::set_language(request.language);
    let answered = match (request.asker, &request.command) {
        (Asker::Seat(seat), PhoneCommand::Move(one)) => {
            session.submit(Source::Phone, Some(seat), one)
        }
        (Asker::Seat(seat), PhoneCommand::Step(PhoneStep::TakeBack)) => session.take_back(seat),
        (Asker::Table, PhoneCommand::Move(one)) => session.submit(Source::Phone, None, one),
        (Asker::Table, PhoneCommand::Step(_)) => Err(Refusal::NotTheTables),
    };
    answered.map_err(|refusal| refusal_text(&refusal))
}

/// Seats the latecomer `name` on their phone in `session` (after the last seat present): the
/// answer their phone hears. Only between turns; a table answering mid-turn declines.
pub fn seat_latecomer(session: &mut HotSeat, name: &str) -> JoinAnswer {
    match session.seat_latecomer_on_phone(name) {
        Ok(seat) => JoinAnswer::Seated(seat),
        Err(RuleError::TableFull { .. } | RuleError::NotEnoughCards { .. }) => JoinAnswer::Full,
        Err(error) => {
            log::info!("a latecomer's join was refused: {error:?}");
            JoinAnswer::Declined
        }
    }
}

/// The task that keeps the game when no window does (`fabula serve`): a session with every
/// seat on a phone.
pub struct GameKeeper {
    session: HotSeat,
    names: Arc<CardNames>,
    snapshots: watch::Sender<Arc<Snapshot>>,
}

impl GameKeeper {
    /// The keeper of `session`, publishing to `snapshots`.
    pub fn new(
        session: HotSeat,
        names: Arc<CardNames>,
        snapshots: watch::Sender<Arc<Snapshot>>,
    ) -> Self {
        GameKeeper {
            session,
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
                    let revision = self.session.revision();
                    let answered = answer(&mut self.session, &request);
                    // Published before the answer: an asker that hears "done" finds the
                    // new state already out.
                    if self.session.revision() != revision {
                        self.publish();
                    }
                    // The asker may have gone meanwhile: nobody to tell, nothing lost.
                    let _ = request.reply.send(answered);
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
            self.session.state().phase(),
            Phase::Reveal | Phase::ChooseStoryteller
        ) {
            return;
        }
        for (ask, accept) in joins.take_decided() {
            let answer = if accept {
                seat_latecomer(&mut self.session, &ask.name)
            } else {
                JoinAnswer::Declined
            };
            if let JoinAnswer::Seated(_) = answer {
                fit_seats(self.session.state().player_count());
                self.publish();
            }
            joins.answer(ask.id, answer);
        }
    }

    fn publish(&self) {
        let game = self.session.game();
        let snapshot = Snapshot::new(game.state(), Arc::new(game.record().clone()), &self.names);
        self.snapshots.send_replace(Arc::new(snapshot));
    }
}
