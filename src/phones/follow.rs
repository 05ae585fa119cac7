//! Who keeps the game: the host itself (`fabula serve`, every seat on a phone), or the game
//! window, which holds the hot-seat game and lets some seats play from phones.
//!
//! When the laptop keeps the game, the host forwards each phone's request to it (waking its
//! window), the laptop answers it in its session with [`answer`](super::answer), and
//! publishes the game after every change with [`PhoneHost::publish`](super::PhoneHost::publish).
//! The window never waits on the network: it reads requests with `try_recv` and publishing
//! replaces a value.

use super::game::{GameKeeper, Request};
use super::pictures::CardNames;
use super::shared::Shared;
use super::snapshot::Snapshot;
use crate::engine::RecordedGame;
use std::sync::Arc;
use tokio::sync::{mpsc, watch};

/// Wakes the game window (a repaint request), from the host's threads.
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// Phones' requests bound for the laptop, how to wake it, and the laptop's game after each
/// change (the host writes the devices' messages from it, off the window's thread).
pub(super) struct Follow {
    pub(super) out: mpsc::Sender<Request>,
    pub(super) wake: Wake,
    pub(super) games: watch::Receiver<Option<Arc<RecordedGame>>>,
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
        shared: &Arc<Shared>,
        publisher: watch::Sender<Arc<Snapshot>>,
    ) {
        let names = shared.names.clone();
        match self {
            Keeper::Host(keeper) => {
                let host = shared.clone();
                let fit_seats = move |seats| host.fit_seats(seats);
                tokio::spawn(keeper.run(inbox, shared.joins.clone(), fit_seats));
            }
            Keeper::Laptop(follow) => {
                let mut online = shared.presence.subscribe();
                let wake = follow.wake.clone();
                // The laptop shows who is connected: it hears of every change.
                tokio::spawn(async move {
                    while online.changed().await.is_ok() {
                        wake();
                    }
                });
                // And it asks the table about latecomers' requests.
                let mut asks = shared.joins.subscribe();
                let wake = follow.wake.clone();
                tokio::spawn(async move {
                    while asks.changed().await.is_ok() {
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
