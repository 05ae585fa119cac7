//! Who keeps the game: the host itself (`fabula serve`, every seat on a phone), or the game
//! window, which holds the hot-seat game and lets some seats play from phones.
//!
//! When the laptop keeps the game, the host forwards each phone's request to it (waking its
//! window), the laptop checks and applies it with [`decide`] and answers, and publishes the
//! game after every change with [`PhoneHost::publish`]. The window never waits on the
//! network: it reads requests with `try_recv` and publishing replaces a value.

use super::game::{Asker, GameKeeper, Request};
use super::pictures::CardNames;
use super::protocol::PhoneCommand;
use super::snapshot::Snapshot;
use super::{HostError, HostOptions, PhoneHost, PictureSource, Presence};
use crate::describe::rule_error_text;
use crate::engine::{Action, PlayerId, RecordedGame};
use crate::hotseat::may_take_back;
use crate::t;
use std::sync::Arc;
use tokio::sync::{mpsc, watch};

/// Wakes the game window (a repaint request), from the host's threads.
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// Phones' requests bound for the laptop, how to wake it, and the laptop's game after each
/// change (the host writes the devices' messages from it, off the window's thread).
pub(super) struct Follow {
    out: mpsc::Sender<Request>,
    wake: Wake,
    games: watch::Receiver<Option<Arc<RecordedGame>>>,
}

/// The laptop's side of [`Follow::games`].
pub(super) type GamePublisher = watch::Sender<Option<Arc<RecordedGame>>>;

/// Who applies the phones' requests.
pub(super) enum Keeper {
    /// The host's own task (`fabula serve`).
    Host(Box<GameKeeper>),
    /// The game window.
    Laptop(Follow),
}

impl Keeper {
    /// Starts taking requests from `inbox` (inside the host's runtime); the laptop's games
    /// become snapshots for `publisher`.
    pub(super) fn spawn(
        self,
        inbox: mpsc::Receiver<Request>,
        presence: &Presence,
        publisher: watch::Sender<Arc<Snapshot>>,
        names: Arc<CardNames>,
    ) {
        match self {
            Keeper::Host(keeper) => {
                tokio::spawn(keeper.run(inbox));
            }
            Keeper::Laptop(follow) => {
                let mut online = presence.subscribe();
                let wake = follow.wake.clone();
                // The laptop shows who is connected: it hears of every change.
                tokio::spawn(async move {
                    while online.changed().await.is_ok() {
                        wake();
                    }
                });
                tokio::spawn(snapshots_of(follow.games.clone(), publisher, names));
                tokio::spawn(forward(inbox, follow));
            }
        }
    }
}

/// Hands each request to the laptop and wakes it; waits when the laptop is behind (the
/// host's queue then fills and phones are told the table is busy).
async fn forward(mut inbox: mpsc::Receiver<Request>, follow: Follow) {
    while let Some(request) = inbox.recv().await {
        if follow.out.send(request).await.is_err() {
            return;
        }
        (follow.wake)();
    }
}

/// Writes a snapshot of the laptop's newest game whenever it changes (a burst of changes
/// costs one: the channel keeps only the newest).
async fn snapshots_of(
    mut games: watch::Receiver<Option<Arc<RecordedGame>>>,
    publisher: watch::Sender<Arc<Snapshot>>,
    names: Arc<CardNames>,
) {
    while games.changed().await.is_ok() {
        let Some(game) = games.borrow_and_update().clone() else {
            continue;
        };
        let snapshot = Snapshot::new(game.state(), Arc::new(game.record().clone()), &names);
        publisher.send_replace(Arc::new(snapshot));
    }
}

/// The snapshot of `game` to start with, and its channel.
pub(super) fn first_snapshot(
    game: &RecordedGame,
    names: &Arc<CardNames>,
) -> (watch::Sender<Arc<Snapshot>>, watch::Receiver<Arc<Snapshot>>) {
    let first = Snapshot::new(game.state(), Arc::new(game.record().clone()), names);
    watch::channel(Arc::new(first))
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

impl PhoneHost {
    /// Starts a host for a game the laptop keeps: phones' requests arrive on the returned
    /// channel (each answered through its `reply`), and `wake` is called when one arrives or
    /// a phone comes or goes. The laptop publishes every change with [`PhoneHost::publish`].
    pub fn follow(
        game: &RecordedGame,
        pictures: PictureSource,
        options: &HostOptions,
        wake: Wake,
    ) -> Result<(PhoneHost, mpsc::Receiver<Request>), HostError> {
        let (out, requests) = mpsc::channel(64);
        let (games, published) = watch::channel(None);
        let follow = Follow {
            out,
            wake,
            games: published,
        };
        let mut host = PhoneHost::launch(game.clone(), pictures, options, Some(follow))?;
        host.games = Some(games);
        Ok((host, requests))
    }

    /// Tells every device of the game as it is now (the laptop's game, after a change).
    /// Never waits: the host writes the messages on its own threads. A host that keeps its
    /// own game (`fabula serve`) publishes by itself, and this does nothing.
    pub fn publish(&self, game: &RecordedGame) {
        if let Some(games) = &self.games {
            games.send_replace(Some(Arc::new(game.clone())));
        }
    }
}
