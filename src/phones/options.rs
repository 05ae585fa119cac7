//! How the host is set up (where it listens, its language, its heartbeat), what it tells the
//! app, and why it may fail to start.

use crate::i18n::Language;
use std::net::SocketAddr;

/// How the host listens and speaks.
#[derive(Clone, Debug)]
pub struct HostOptions {
    /// Where to listen (port 0: any free port).
    pub bind: SocketAddr,
    /// The language of the phone page and of refusals.
    pub language: Language,
    /// How the host notices a phone that vanished without closing its connection.
    pub heartbeat: Heartbeat,
    /// What the cards' pictures are in words, for the phone page's screen readers (`None`:
    /// the cards are named by their places only).
    pub titles: Option<super::pictures::CardTitles>,
}

/// A phone that drops off the network (or sleeps) often leaves its connection open without a
/// word: the host pings every connection and closes one that stays silent, so the seat shows
/// "away" instead of connected for minutes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Heartbeat {
    /// How often a connection is pinged.
    pub every: std::time::Duration,
    /// How long a connection may stay silent (no pong, no message) before it is closed; also
    /// how long a request may take to arrive whole.
    pub silence: std::time::Duration,
}

impl Default for Heartbeat {
    fn default() -> Self {
        Heartbeat {
            every: std::time::Duration::from_secs(5),
            silence: std::time::Duration::from_secs(15),
        }
    }
}

/// What the app's screens may know of the host (no egui, no network types).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostStatus {
    /// Where the host listens.
    pub address: SocketAddr,
    /// Per seat: a phone is connected.
    pub online: Vec<bool>,
    /// Actions applied so far.
    pub revision: usize,
}

/// Why the host cannot start.
#[derive(Debug, thiserror::Error)]
pub enum HostError {
    /// The address cannot be listened on (taken, not this machine's).
    #[error("cannot listen on {address}: {error}")]
    Listen {
        /// The address.
        address: SocketAddr,
        /// Why.
        error: std::io::Error,
    },
    /// The network runtime could not start.
    #[error("cannot start the network: {0}")]
    Runtime(std::io::Error),
    /// The operating system gave no random numbers for the tokens.
    #[error("no random numbers for the seats' tokens: {0}")]
    Random(getrandom::Error),
}
