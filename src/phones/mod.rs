//! Phones as private hands: a small web host that lets each seat play from its own phone's
//! browser while the table (laptop, TV) shows the game.
//!
//! The host runs on its own tokio runtime and thread, and owns the game: requests from phones
//! (and from the laptop, through [`PhoneHost::act`]) reach one task through a channel, the
//! engine checks each for the asking seat only, and every change is published as a
//! [`Snapshot`] that each connection sends when it can. Nothing here waits on a device, and
//! nothing outside waits on the network.
//!
//! Security, because the home network is not trusted: each seat's link carries a 128-bit token
//! from the OS's random source ([`token`]), compared in constant time; a device without a valid
//! token gets only the public table view. Each device receives its seat's message (built from
//! that seat's [`PlayerView`](crate::engine::PlayerView)) or the table's, nothing else; card
//! pictures have random names and are served only to a seat that may see them now. Messages are
//! size-capped, connections per address and failed joins are limited ([`limits`]).

mod address;
mod connection;
mod follow;
mod game;
pub mod limits;
mod listener;
pub mod page;
pub mod pictures;
mod presence;
pub mod protocol;
mod server;
mod snapshot;
pub mod token;

pub use address::home_network_address;
pub use follow::{Decision, Wake, decide};
pub use game::{Asker, Request};
pub use pictures::{PHONE_PICTURE_LONG_SIDE, PictureSource};
pub use presence::{Online, Presence};
pub use protocol::{MAX_MESSAGE_BYTES, Notice, PhoneCommand};
pub use snapshot::Snapshot;

use crate::engine::{CardId, GameRecord, PlayerId, RecordedGame};
use crate::i18n::Language;
use crate::t;
use game::GameKeeper;
use limits::Limits;
use pictures::{CardNames, PhonePictures};
use server::Shared;
use std::net::{SocketAddr, TcpListener};
use std::sync::{Arc, PoisonError, RwLock};
use std::thread::JoinHandle;
use token::TokenBook;
use tokio::sync::{mpsc, oneshot, watch};

/// How long open connections get to end once the host stops.
const STOP_GRACE: std::time::Duration = std::time::Duration::from_secs(1);

/// How the host listens and speaks.
#[derive(Clone, Debug)]
pub struct HostOptions {
    /// Where to listen (port 0: any free port).
    pub bind: SocketAddr,
    /// The language of the phone page and of refusals.
    pub language: Language,
    /// How the host notices a phone that vanished without closing its connection.
    pub heartbeat: Heartbeat,
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

/// Makes the deck's pictures ahead of the first requests, in the background, one card per
/// turn of the single picture thread (so a phone's request waits for one card at most).
async fn prepare_pictures(shared: Arc<Shared>, deck: Vec<CardId>) {
    for card in deck {
        if *shared.stopping.borrow() {
            return;
        }
        let making = shared.clone();
        if tokio::task::spawn_blocking(move || making.pictures.picture(card))
            .await
            .is_err()
        {
            return;
        }
    }
}

/// A running host. Dropping it stops the host and closes every connection.
pub struct PhoneHost {
    address: SocketAddr,
    shared: Arc<Shared>,
    /// When the laptop keeps the game: its newest game, turned into snapshots by the host.
    games: Option<follow::GamePublisher>,
    stop: watch::Sender<bool>,
    thread: Option<JoinHandle<()>>,
}

impl PhoneHost {
    /// Starts serving `game`, with card pictures from `pictures`. Returns once the host
    /// listens (its address, with the real port, is [`PhoneHost::address`]).
    pub fn start(
        game: RecordedGame,
        pictures: PictureSource,
        options: &HostOptions,
    ) -> Result<PhoneHost, HostError> {
        PhoneHost::launch(game, pictures, options, None)
    }

    /// Starts the host as [`PhoneHost::start`] does, for `game` in `keeper` (the laptop, or
    /// the host itself when `None`).
    fn launch(
        game: RecordedGame,
        pictures: PictureSource,
        options: &HostOptions,
        keeper: Option<follow::Follow>,
    ) -> Result<PhoneHost, HostError> {
        let listen_error = |error| HostError::Listen {
            address: options.bind,
            error,
        };
        let listener = TcpListener::bind(options.bind).map_err(listen_error)?;
        listener.set_nonblocking(true).map_err(listen_error)?;
        let address = listener.local_addr().map_err(listen_error)?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            // Pictures are made on blocking threads: one at a time keeps memory and the CPU
            // for the game (each decoding holds a full-size picture).
            .max_blocking_threads(1)
            .thread_name("fabula-phones")
            .enable_all()
            .build()
            .map_err(HostError::Runtime)?;
        let seats = game.state().player_count();
        let tokens = TokenBook::random(seats).map_err(HostError::Random)?;
        let names =
            Arc::new(CardNames::random(&game.state().config().deck).map_err(HostError::Random)?);
        // Pictures are made ahead in this order: the hands first (the first thing each phone
        // shows), then the rest of the deck.
        let state = game.state();
        let in_hands: Vec<CardId> = state
            .players()
            .flat_map(|p| state.hand(p).to_vec())
            .collect();
        let rest = state.config().deck.iter().filter(|c| !in_hands.contains(c));
        let deck: Vec<CardId> = in_hands.iter().chain(rest).copied().collect();
        let laptop_leads = keeper.is_some();
        let (publisher, snapshots) = follow::first_snapshot(&game, &names);
        let keeper = match keeper {
            Some(follow) => follow::Keeper::Laptop(follow),
            None => follow::Keeper::Host(Box::new(GameKeeper::new(
                game,
                names.clone(),
                publisher.clone(),
            ))),
        };
        let (requests, inbox) = mpsc::channel(64);
        let (stop, stopping) = watch::channel(false);
        let shared = Arc::new(Shared {
            tokens: RwLock::new(tokens),
            snapshots,
            requests,
            presence: Presence::new(seats),
            pairings: watch::channel(vec![0; seats]).0,
            limits: Limits::default(),
            names,
            pictures: PhonePictures::new(pictures),
            language: options.language,
            heartbeat: options.heartbeat,
            laptop_leads,
            stopping: stopping.clone(),
        });
        let app =
            server::router(shared.clone()).into_make_service_with_connect_info::<listener::Peer>();
        let warm = shared.clone();
        let building = publisher.clone();
        let options_heartbeat = options.heartbeat;
        let thread = std::thread::Builder::new()
            .name("fabula-phones-host".to_owned())
            .spawn(move || {
                runtime.block_on(async move {
                    keeper.spawn(inbox, &warm.presence, building, warm.names.clone());
                    tokio::spawn(prepare_pictures(warm, deck));
                    let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
                        log::error!("the phone host cannot take its socket");
                        return;
                    };
                    let mut until = stopping.clone();
                    let listener =
                        listener::CappedListener::new(listener, options_heartbeat.silence);
                    let served = axum::serve(listener, app).with_graceful_shutdown(async move {
                        let _ = until.wait_for(|stop| *stop).await;
                    });
                    // A device that never finishes its request must not keep the host alive:
                    // after the stop, connections get a moment to end, then are dropped.
                    let mut deadline = stopping;
                    tokio::select! {
                        result = served => {
                            if let Err(error) = result {
                                log::warn!("the phone host stopped: {error}");
                            }
                        }
                        () = async move {
                            let _ = deadline.wait_for(|stop| *stop).await;
                            tokio::time::sleep(STOP_GRACE).await;
                        } => {}
                    }
                });
                // Connections still open end with the runtime.
                runtime.shutdown_timeout(STOP_GRACE);
            })
            .map_err(HostError::Runtime)?;
        Ok(PhoneHost {
            address,
            shared,
            games: None,
            stop,
            thread: Some(thread),
        })
    }

    /// Where the host listens, with its real port.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// The link for `seat`'s phone: the page, with the seat's token after `#` (the part of a
    /// link a browser never sends to a server).
    pub fn seat_url(&self, seat: PlayerId) -> Option<String> {
        self.seat_url_at(seat, self.address.ip())
    }

    /// The link for the public table page.
    pub fn table_url(&self) -> String {
        self.table_url_at(self.address.ip())
    }

    /// [`PhoneHost::seat_url`] with `ip` for the host's address (listening on every
    /// interface, the host gives phones the one of the home network).
    pub fn seat_url_at(&self, seat: PlayerId, ip: std::net::IpAddr) -> Option<String> {
        let tokens = self
            .shared
            .tokens
            .read()
            .unwrap_or_else(PoisonError::into_inner);
        let token = tokens.token(seat)?;
        let address = SocketAddr::new(ip, self.address.port());
        Some(format!("http://{address}/#{}", token.reveal()))
    }

    /// [`PhoneHost::table_url`] with `ip` for the host's address.
    pub fn table_url_at(&self, ip: std::net::IpAddr) -> String {
        format!("http://{}/#table", SocketAddr::new(ip, self.address.port()))
    }

    /// `seat`'s secret, for the save of a game that lets its phone back in after a restart.
    pub fn seat_secret(&self, seat: PlayerId) -> Option<String> {
        let tokens = self
            .shared
            .tokens
            .read()
            .unwrap_or_else(PoisonError::into_inner);
        tokens.token(seat).map(|t| t.reveal().to_owned())
    }

    /// Gives `seat` back the secret it had (a resumed game): its phone's link works again.
    /// A text that is not a token is ignored; whether it was taken.
    pub fn restore_secret(&self, seat: PlayerId, secret: &str) -> bool {
        let Some(token) = token::SeatToken::kept(secret) else {
            return false;
        };
        self.shared
            .tokens
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .restore(seat, token);
        true
    }

    /// Gives `seat` a new token (re-pairing a lost phone): the old link stops working, and a
    /// device still connected with it is sent away.
    pub fn renew_token(&self, seat: PlayerId) -> Result<(), HostError> {
        self.shared
            .tokens
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .renew(seat)
            .map_err(HostError::Random)?;
        self.shared.presence.renew(seat);
        self.shared.pairings.send_modify(|pairings| {
            if let Some(pairing) = pairings.get_mut(seat.index()) {
                *pairing += 1;
            }
        });
        Ok(())
    }

    /// Who is connected, and how far the game is.
    pub fn status(&self) -> HostStatus {
        HostStatus {
            address: self.address,
            online: self.shared.presence.online(),
            revision: self.shared.snapshots.borrow().revision,
        }
    }

    /// The newest snapshot of the game (never waits).
    pub fn snapshot(&self) -> Arc<Snapshot> {
        self.shared.snapshots.borrow().clone()
    }

    /// The game's set-up and actions so far (for saves).
    pub fn record(&self) -> GameRecord {
        self.snapshot().record.as_ref().clone()
    }

    /// Sends a request on behalf of a seat played at the laptop (or of the table), without
    /// waiting: the answer arrives on the returned channel (refusals in this thread's language
    /// when the host cannot take it, in the host's otherwise).
    pub fn send(
        &self,
        asker: Asker,
        command: PhoneCommand,
    ) -> oneshot::Receiver<Result<(), String>> {
        let (reply, answer) = oneshot::channel();
        let request = Request {
            asker,
            command,
            language: self.shared.language,
            reply,
        };
        if let Err(error) = self.shared.requests.try_send(request) {
            // Full or closed: answer at once rather than wait.
            let request = match error {
                mpsc::error::TrySendError::Full(r) | mpsc::error::TrySendError::Closed(r) => r,
            };
            let _ = request.reply.send(Err(t!("phone-refused-busy")));
        }
        answer
    }

    /// Like [`PhoneHost::send`], waiting for the answer (for tests and the headless host;
    /// never from inside the host's runtime).
    pub fn act(&self, asker: Asker, command: PhoneCommand) -> Result<(), String> {
        self.send(asker, command)
            .blocking_recv()
            .unwrap_or_else(|_| Err(t!("phone-refused-stopped")))
    }

    /// Open connections now.
    pub fn connections(&self) -> u32 {
        self.shared.limits.open()
    }
}

impl Drop for PhoneHost {
    fn drop(&mut self) {
        self.stop.send_replace(true);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
