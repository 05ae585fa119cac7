//! Phones as private hands: a small web host that lets each seat play from its own phone's
//! browser while the table (laptop, TV) shows the game.
//!
//! The host runs on its own tokio runtime and thread: requests from phones (and from the
//! laptop, through [`PhoneHost::act`]) go through a channel to the game's session (the game
//! window's, or the host's own without a window), where each enters as a move of the asking
//! seat only ([`answer`]), and every change is published as a [`Snapshot`] that each
//! connection sends when it can. Nothing here waits on a device, and
//! nothing outside waits on the network.
//!
//! Security, because the home network is not trusted: each seat's link carries a 128-bit token
//! from the OS's random source ([`token`]), compared in constant time; a device without a valid
//! token gets only the public table view. Each device receives its seat's message (built from
//! that seat's [`PlayerView`](crate::engine::PlayerView)) or the table's, nothing else; card
//! pictures have random names and are served only to a seat that may see them now. Messages are
//! size-capped, failed joins are limited ([`limits`]), and guests (devices that have proved
//! neither a seat nor the table's code) share a budget of sockets that never locks a seat or the
//! table's own screen (a TV, [`token::TableCode`]) out ([`limits::MAX_GUESTS`]).

mod address;
mod connection;
mod follow;
mod game;
mod guests;
mod host;
mod host_joins;
mod join_guest;
mod joins;
pub mod limits;
mod links;
mod listener;
mod options;
mod outbox;
mod pace;
pub mod page;
pub mod pictures;
mod presence;
pub mod protocol;
mod server;
mod shared;
mod snapshot;
pub mod token;
pub mod upload;

pub use address::home_network_address;
pub use follow::Wake;
pub use game::{Asker, Request, answer, seat_latecomer};
pub use host::PhoneHost;
pub use joins::{
    JoinAnswer, JoinAsk, JoinRefusal, MAX_PENDING_JOINS, MAX_PENDING_JOINS_PER_ADDRESS, join_name,
    table_takes_latecomers,
};
pub use options::{Heartbeat, HostError, HostOptions, HostStatus};
pub use pictures::{CardTitles, PHONE_PICTURE_LONG_SIDE, PictureSource};
pub use presence::{Online, Presence};
pub use protocol::{MAX_MESSAGE_BYTES, Notice, PhoneCommand, PhoneStep};
pub use shared::SeatRelease;
pub use snapshot::Snapshot;
