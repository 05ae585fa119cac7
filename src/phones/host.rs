//! The running host: it starts the network runtime on its own thread, owns (or follows) the
//! game, and answers the app's questions (links, who is connected, the game so far) without
//! ever waiting on a device.

use super::follow::{Follow, GamePublisher, Keeper, Wake, first_snapshot};
use super::game::{Asker, GameKeeper, Request};
use super::guests::Sockets;
use super::joins::JoinDesk;
use super::limits::Limits;
use super::listener;
use super::options::{HostError, HostOptions, HostStatus};
use super::pace::pace_guests;
use super::pictures::{CardNames, PhonePictures, PictureSource};
use super::presence::Presence;
use super::protocol::PhoneCommand;
use super::server;
use super::shared::{SeatRelease, Shared};
use super::snapshot::Snapshot;
use super::token::{self, TableCode, TokenBook};
use crate::engine::{CardId, GameRecord, PlayerId, RecordedGame};
use crate::hotseat::{HotSeat, TokenId};
use crate::t;
use std::net::SocketAddr;
use std::sync::{Arc, PoisonError, RwLock};
use std::thread::JoinHandle;
use tokio::sync::{mpsc, oneshot, watch};

/// How long open connections get to end once the host stops.
const STOP_GRACE: std::time::Duration = std::time::Duration::from_secs(1);

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
    pub(super) shared: Arc<Shared>,
    /// When the laptop keeps the game: its newest game, turned into snapshots by the host.
    games: Option<GamePublisher>,
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
        keeper: Option<Follow>,
    ) -> Result<PhoneHost, HostError> {
        let (listener, address) = listener::listen(options.bind)?;
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
        let table_code = TableCode::random().map_err(HostError::Random)?;
        let names = CardNames::random(&game.state().config().deck).map_err(HostError::Random)?;
        let names = Arc::new(names.with_titles(options.titles.clone()));
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
        let (publisher, snapshots) = first_snapshot(&game, &names);
        let (guest_publisher, guest_states) = watch::channel(snapshots.borrow().clone());
        let keeper = if let Some(follow) = keeper {
            Keeper::Laptop(follow)
        } else {
            let tokens = (0..seats).map(|seat| TokenId(seat as u8)).collect();
            let session = HotSeat::start(game, tokens).on_phones_alone();
            Keeper::Host(Box::new(GameKeeper::new(
                session,
                names.clone(),
                publisher.clone(),
            )))
        };
        let (requests, inbox) = mpsc::channel(64);
        let (stop, stopping) = watch::channel(false);
        let shared = Arc::new(Shared {
            tokens: RwLock::new(tokens),
            table_code,
            snapshots,
            guest_states,
            requests,
            presence: Presence::new(seats),
            pairings: watch::channel(vec![0; seats]).0,
            releases: RwLock::new(vec![SeatRelease::default(); seats]),
            limits: Limits::default(),
            joins: JoinDesk::default(),
            sockets: Sockets::default(),
            names,
            pictures: PhonePictures::new(pictures),
            language: options.language,
            heartbeat: options.heartbeat,
            laptop_leads,
            stopping: stopping.clone(),
        });
        let pacing = pace_guests(
            shared.snapshots.clone(),
            guest_publisher,
            shared.sockets.clone(),
        );
        let app =
            server::router(shared.clone()).into_make_service_with_connect_info::<listener::Peer>();
        let sockets = shared.sockets.clone();
        let warm = shared.clone();
        let building = publisher.clone();
        let options_heartbeat = options.heartbeat;
        let thread = std::thread::Builder::new()
            .name("fabula-phones-host".to_owned())
            .spawn(move || {
                runtime.block_on(async move {
                    keeper.spawn(inbox, &warm, building);
                    tokio::spawn(prepare_pictures(warm, deck));
                    tokio::spawn(pacing);
                    let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
                        log::error!("the phone host cannot take its socket");
                        return;
                    };
                    let mut until = stopping.clone();
                    let listener =
                        listener::CappedListener::new(listener, sockets, options_heartbeat.silence);
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
        self.release_seat(seat, SeatRelease::NewPhone)
    }

    /// Ends `seat`'s pairing for `why` (a new code, the laptop or a computer player plays it
    /// now): its link stops working, and a device still connected with it is told why and
    /// sent away.
    pub fn release_seat(&self, seat: PlayerId, why: SeatRelease) -> Result<(), HostError> {
        if let Some(slot) = self
            .shared
            .releases
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .get_mut(seat.index())
        {
            *slot = why;
        }
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

    /// Open sockets now: the devices' connections, and page and picture requests.
    pub fn connections(&self) -> usize {
        self.shared.sockets.open_count()
    }

    /// Open sockets of guests now (all but the seats' and the table's screens' own).
    pub fn guests(&self) -> usize {
        self.shared.sockets.guests()
    }

    /// The table's own screens connected now (see [`PhoneHost::table_screen_url`]).
    pub fn table_screens(&self) -> usize {
        self.shared.sockets.screens()
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
        // A latecomer seated: a token for their seat before anyone asks for its link.
        self.shared.fit_seats(game.state().player_count());
        if let Some(games) = &self.games {
            games.send_replace(Some(Arc::new(game.clone())));
        }
    }
}
