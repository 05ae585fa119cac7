//! What the host's request handlers and connections share: the tokens, the newest game, the
//! way to the game, presence, limits, sockets and pictures.

use super::game::Request;
use super::guests::Sockets;
use super::joins::JoinDesk;
use super::limits::Limits;
use super::options::Heartbeat;
use super::pictures::{CardNames, PhonePictures};
use super::presence::Presence;
use super::snapshot::Snapshot;
use super::token::{TableCode, TokenBook};
use crate::engine::PlayerId;
use crate::i18n::Language;
use std::sync::{Arc, PoisonError, RwLock};
use tokio::sync::{mpsc, watch};

/// Why a seat's phone was sent away.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SeatRelease {
    /// The seat was given a new code (a lost phone paired again).
    #[default]
    NewPhone,
    /// The seat is played at the laptop again.
    Laptop,
    /// A computer player plays the seat now.
    Computer,
}

/// What every request handler shares.
pub struct Shared {
    /// The seats' tokens (renewed when a phone is paired again).
    pub tokens: RwLock<TokenBook>,
    /// The code of the table's own screens.
    pub table_code: TableCode,
    /// The newest snapshot of the game (the seats and the table's screens follow it).
    pub snapshots: watch::Receiver<Arc<Snapshot>>,
    /// The newest snapshot of the game at the guests' pace ([`super::pace`]).
    pub guest_states: watch::Receiver<Arc<Snapshot>>,
    /// Requests to the game.
    pub requests: mpsc::Sender<Request>,
    /// Which seats have a phone connected.
    pub presence: Presence,
    /// Per seat, how often it was paired again: a phone of an older pairing is sent away.
    pub pairings: watch::Sender<Vec<u64>>,
    /// Per seat, why its last pairing ended (what the phone sent away is told).
    pub releases: RwLock<Vec<SeatRelease>>,
    /// Join limits.
    pub limits: Limits,
    /// Latecomers' requests to join, waiting for the table.
    pub joins: JoinDesk,
    /// The open sockets: the guests' budget, and each seat's socket.
    pub sockets: Sockets,
    /// Card names and pictures.
    pub names: Arc<CardNames>,
    /// Phone-sized pictures.
    pub pictures: PhonePictures,
    /// The language of the page and the refusals.
    pub language: Language,
    /// The laptop keeps the game and moves the table on (phones do not).
    pub laptop_leads: bool,
    /// Pings, and how long a silent connection lives.
    pub heartbeat: Heartbeat,
    /// Turns true when the host stops.
    pub stopping: watch::Receiver<bool>,
}

impl Shared {
    /// The seat whose token `guess` is (constant time).
    pub fn seat_of(&self, guess: &str) -> Option<PlayerId> {
        self.tokens
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .seat_of(guess)
    }

    /// Makes room for `seats` seats (latecomers seated): a token, a pairing and presence for
    /// each new one.
    pub fn fit_seats(&self, seats: usize) {
        let grown = self
            .tokens
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .grow(seats);
        if let Err(error) = grown {
            log::error!("no random numbers for a latecomer's token: {error}");
        }
        self.presence.grow(seats);
        self.pairings.send_if_modified(|pairings| {
            let grow = pairings.len() < seats;
            if grow {
                pairings.resize(seats, 0);
            }
            grow
        });
        let mut releases = self
            .releases
            .write()
            .unwrap_or_else(PoisonError::into_inner);
        if releases.len() < seats {
            releases.resize(seats, SeatRelease::default());
        }
    }
}
