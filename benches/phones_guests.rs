//! Guests benchmark: the phones host on loopback with four seats, once alone and once with 500
//! guest sockets from 500 addresses of 127.0.0.0/8 (each says hello and never reads) and a
//! guest that keeps grabbing every place from ever new addresses. The table's own screen (a TV
//! on the table's link with its code) follows the game throughout. Seat 2's phone leaves and
//! comes back during the flood; then the game plays to its end. Measures how long the
//! returning phone takes to be let in, the time from each move to every seat's new state and
//! to the table screen's (p50, p99), alone and flooded, side by side; and what the anonymous
//! table page (a guest) heard meanwhile. Run with `cargo bench --bench phones_guests`.
#![expect(
    clippy::expect_used,
    clippy::unwrap_used,
    reason = "a benchmark that cannot go on without its host fails loudly"
)]

use fabula::cli::builtin_pictures;
use fabula::engine::{Action, CardId, GameConfig, GameRng, PlayerId, RecordedGame, RuleSet};
use fabula::i18n::Language;
use fabula::phones::limits::MAX_GUESTS;
use fabula::phones::{Heartbeat, HostOptions, PhoneHost};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::collections::VecDeque;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

const SEATS: usize = 4;
const GUESTS: usize = 500;
const GAMES: u64 = 3;

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

fn source(i: usize) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(
        127,
        0,
        (1 + i / 250) as u8,
        (2 + i % 250) as u8,
    ))
}

async fn open_from(address: SocketAddr, from: IpAddr) -> Option<Socket> {
    let socket = tokio::net::TcpSocket::new_v4().ok()?;
    socket.bind(SocketAddr::new(from, 0)).ok()?;
    let stream = socket.connect(address).await.ok()?;
    let plain = tokio_tungstenite::MaybeTlsStream::Plain(stream);
    let url = format!("ws://{address}/ws");
    Some(tokio_tungstenite::client_async(url, plain).await.ok()?.0)
}

async fn silent_guest(address: SocketAddr, from: IpAddr) -> Option<Socket> {
    let mut socket = open_from(address, from).await?;
    socket.send(Message::Text("{}".into())).await.ok()?;
    Some(socket)
}

/// A seat's phone: its sender of commands, and the task that reports each state's revision.
struct Seat {
    commands: mpsc::UnboundedSender<String>,
    reader: tokio::task::JoinHandle<()>,
}

/// Joins `seat` from 127.0.0.1 with `hello` (a seat's token, or the table's code for the
/// table's screen, reported as seat [`SEATS`]); returns once welcomed, with how long that took.
async fn join(
    address: SocketAddr,
    hello: Value,
    seat: usize,
    arrivals: mpsc::UnboundedSender<(usize, u64, Instant)>,
) -> (Seat, Duration) {
    let start = Instant::now();
    let socket = open_from(address, IpAddr::V4(Ipv4Addr::LOCALHOST))
        .await
        .unwrap();
    let (mut sink, mut stream) = socket.split();
    let hello = hello.to_string();
    sink.send(Message::Text(hello.into())).await.unwrap();
    let Some(Ok(Message::Text(first))) = stream.next().await else {
        panic!("no answer to the hello");
    };
    let welcome: Value = serde_json::from_str(&first).unwrap();
    assert_eq!(welcome["type"], "welcome", "{welcome}");
    let welcomed = start.elapsed();
    let (commands, mut outbox) = mpsc::unbounded_channel::<String>();
    tokio::spawn(async move {
        while let Some(text) = outbox.recv().await {
            if sink.send(Message::Text(text.into())).await.is_err() {
                return;
            }
        }
    });
    let reader = tokio::spawn(async move {
        while let Some(Ok(message)) = stream.next().await {
            let Message::Text(text) = message else {
                continue;
            };
            let value: Value = serde_json::from_str(&text).unwrap();
            if value["type"] == "state" {
                let rev = value["rev"].as_u64().unwrap();
                let _ = arrivals.send((seat, rev, Instant::now()));
            }
        }
    });
    (Seat { commands, reader }, welcomed)
}

fn command_of(action: &Action) -> (usize, Value) {
    match action {
        Action::ChooseStoryteller { .. } => (0, json!({"do": "choose_storyteller"})),
        Action::NextTurn => (0, json!({"do": "next_turn"})),
        Action::Tell { player, card, .. } => (
            player.index(),
            json!({"do": "tell", "card": card.0, "clue": "a clue"}),
        ),
        Action::Submit { player, cards } => {
            let ids: Vec<u32> = cards.iter().map(|c| c.0).collect();
            (player.index(), json!({"do": "submit", "cards": ids}))
        }
        Action::Vote { player, slots, .. } => {
            let slots: Vec<u8> = slots.iter().map(|s| s.0).collect();
            (player.index(), json!({"do": "vote", "slots": slots}))
        }
        other => panic!("not a classic move: {other:?}"),
    }
}

/// The anonymous table page (`#table`, no code) from 127.0.0.1: counts the states it hears
/// and whether its socket was closed under it.
async fn anonymous_table(address: SocketAddr, states: Arc<AtomicUsize>, closed: Arc<AtomicBool>) {
    let socket = silent_guest(address, IpAddr::V4(Ipv4Addr::LOCALHOST))
        .await
        .expect("the table page");
    let (_sink, mut stream) = socket.split();
    while let Some(Ok(message)) = stream.next().await {
        if let Message::Text(text) = message
            && text.contains("\"type\":\"state\"")
        {
            states.fetch_add(1, Ordering::Relaxed);
        }
    }
    closed.store(true, Ordering::Relaxed);
}

/// Opens guests from ever new addresses until `stop`, counting them.
async fn grab(address: SocketAddr, stop: Arc<AtomicBool>, grabs: Arc<AtomicUsize>) {
    let mut kept = VecDeque::new();
    let mut next = GUESTS;
    while !stop.load(Ordering::Relaxed) {
        if let Some(socket) = silent_guest(address, source(next)).await {
            kept.push_back(socket);
            if kept.len() > MAX_GUESTS {
                kept.pop_front();
            }
            grabs.fetch_add(1, Ordering::Relaxed);
        }
        next = GUESTS + (next + 1 - GUESTS) % 20_000;
    }
}

async fn until(mut holds: impl FnMut() -> bool) {
    let start = Instant::now();
    while !holds() {
        assert!(start.elapsed() < Duration::from_mins(2), "waited too long");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// What one game measured.
struct Game {
    latencies: Vec<Duration>,
    /// From each move to the table screen's new state.
    screen: Vec<Duration>,
    /// States the anonymous table page heard during play, and whether it was closed.
    anonymous_states: usize,
    anonymous_closed: bool,
    rejoin: Option<Duration>,
    grabs_per_second: f64,
    guests: usize,
}

async fn one_game(seed: u64, flooded: bool) -> Game {
    let names = (1..=SEATS).map(|i| format!("P{i}")).collect();
    let config = GameConfig::new(
        RuleSet::Classic,
        names,
        (0..110).map(CardId).collect(),
        seed,
    );
    let options = HostOptions {
        bind: SocketAddr::from(([127, 0, 0, 1], 0)),
        language: Language::En,
        heartbeat: Heartbeat::default(),
        titles: None,
    };
    let game = RecordedGame::new(config.clone()).unwrap();
    let host = PhoneHost::start(game, builtin_pictures(), &options).unwrap();
    let address = host.address();
    let token = |seat: usize| {
        let url = host.seat_url(PlayerId(seat as u8)).unwrap();
        json!({ "token": url.rsplit('#').next().unwrap() })
    };
    let (arrivals_tx, mut arrivals) = mpsc::unbounded_channel();
    let mut seats = Vec::new();
    for seat in 0..SEATS {
        seats.push(
            join(address, token(seat), seat, arrivals_tx.clone())
                .await
                .0,
        );
    }
    // The TV, on the table's own link, before any guest comes.
    let screen_url = host.table_screen_url();
    let code = screen_url.rsplit_once("#table-").unwrap().1;
    let (screen_tx, mut screen_arrivals) = mpsc::unbounded_channel();
    let (_screen, _) = join(address, json!({ "table": code }), SEATS, screen_tx).await;
    // And the anonymous table page, a guest like any other.
    let anonymous_states = Arc::new(AtomicUsize::new(0));
    let anonymous_closed = Arc::new(AtomicBool::new(false));
    tokio::spawn(anonymous_table(
        address,
        anonymous_states.clone(),
        anonymous_closed.clone(),
    ));
    until(|| anonymous_states.load(Ordering::Relaxed) > 0).await;
    let stop = Arc::new(AtomicBool::new(false));
    let grabs = Arc::new(AtomicUsize::new(0));
    let mut held = Vec::new();
    let mut rejoin = None;
    if flooded {
        for i in 0..GUESTS {
            held.push(silent_guest(address, source(i)).await.expect("a guest"));
        }
        tokio::spawn(grab(address, stop.clone(), grabs.clone()));
        until(|| host.guests() >= MAX_GUESTS).await;
        // Seat 2's phone leaves, and comes back while the guest grabs on.
        let gone = seats.remove(2);
        gone.reader.abort();
        drop(gone);
        until(|| !host.status().online[2]).await;
        let grabbed = grabs.load(Ordering::Relaxed);
        until(|| grabs.load(Ordering::Relaxed) > grabbed + 50).await;
        let (back, took) = join(address, token(2), 2, arrivals_tx.clone()).await;
        seats.insert(2, back);
        rejoin = Some(took);
    }
    while arrivals.try_recv().is_ok() {}
    while screen_arrivals.try_recv().is_ok() {}
    let grabs_before = grabs.load(Ordering::Relaxed);
    let anonymous_before = anonymous_states.load(Ordering::Relaxed);
    let started = Instant::now();
    let mut mirror = RecordedGame::new(config).unwrap();
    let mut chooser = GameRng::new(seed);
    let mut latencies = Vec::new();
    let mut screen = Vec::new();
    while let Some(mut action) = mirror.state().random_action(&mut chooser) {
        if let Action::ChooseStoryteller { player } = &mut action {
            *player = None;
        }
        let (seat, command) = command_of(&action);
        let rev = mirror.actions().len() as u64 + 1;
        let sent = Instant::now();
        seats[seat].commands.send(command.to_string()).unwrap();
        let mut heard = 0;
        let mut last = sent;
        while heard < SEATS {
            let (_, got, at) = tokio::time::timeout(Duration::from_secs(30), arrivals.recv())
                .await
                .expect("every seat hears of the move")
                .unwrap();
            if got == rev {
                heard += 1;
                last = last.max(at);
            }
        }
        latencies.push(last - sent);
        loop {
            let (_, got, at) =
                tokio::time::timeout(Duration::from_secs(30), screen_arrivals.recv())
                    .await
                    .expect("the table's screen hears of the move")
                    .unwrap();
            if got >= rev {
                screen.push(at - sent);
                break;
            }
        }
        mirror.apply(action).unwrap();
    }
    let grabs_per_second =
        (grabs.load(Ordering::Relaxed) - grabs_before) as f64 / started.elapsed().as_secs_f64();
    let guests = host.guests();
    stop.store(true, Ordering::Relaxed);
    drop(held);
    assert_eq!(
        host.table_screens(),
        1,
        "the table's screen was never closed"
    );
    Game {
        latencies,
        screen,
        anonymous_states: anonymous_states.load(Ordering::Relaxed) - anonymous_before,
        anonymous_closed: anonymous_closed.load(Ordering::Relaxed),
        rejoin,
        grabs_per_second,
        guests,
    }
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize].as_secs_f64() * 1e3
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let mut alone = Vec::new();
        let mut flooded = Vec::new();
        let mut screen_alone = Vec::new();
        let mut screen_flooded = Vec::new();
        for game in 0..GAMES {
            let quiet = one_game(300 + game, false).await;
            println!(
                "quiet game {game}: the anonymous table page heard {} states in {} moves \
                 (closed: {})",
                quiet.anonymous_states,
                quiet.latencies.len(),
                quiet.anonymous_closed,
            );
            alone.extend(quiet.latencies);
            screen_alone.extend(quiet.screen);
            let measured = one_game(300 + game, true).await;
            println!(
                "flooded game {game}: seat 2 let back in after {:.2} ms; guests held by the host \
                 {} (budget {MAX_GUESTS}); the grabbing guest opened {:.0} sockets/s during play; \
                 the anonymous table page heard {} states in {} moves (closed: {})",
                measured.rejoin.unwrap().as_secs_f64() * 1e3,
                measured.guests,
                measured.grabs_per_second,
                measured.anonymous_states,
                measured.latencies.len(),
                measured.anonymous_closed,
            );
            flooded.extend(measured.latencies);
            screen_flooded.extend(measured.screen);
        }
        for (name, latencies) in [
            ("alone, every seat", &mut alone),
            ("flooded, every seat", &mut flooded),
            ("alone, the table's screen", &mut screen_alone),
            ("flooded, the table's screen", &mut screen_flooded),
        ] {
            latencies.sort();
            println!(
                "{name}: {} moves, move to the new state p50 {:.2} ms, p99 {:.2} ms, \
                 max {:.2} ms",
                latencies.len(),
                percentile(latencies, 0.5),
                percentile(latencies, 0.99),
                latencies.last().unwrap().as_secs_f64() * 1e3,
            );
        }
    });
}
