//! Phones benchmark: `fabula serve` with 12 simulated phones and the table page on loopback.
//! Measures the time from a phone's action to every device's new state (p50, p99), the
//! host's memory (resident set at start, and its peak after the games, pictures included),
//! and the phone page's first load. Run with `cargo bench --bench phones`.
//!
//! Each phone fetches the pictures it is shown, one at a time, while the game goes on.
#![expect(
    clippy::expect_used,
    clippy::unwrap_used,
    reason = "a benchmark that cannot go on without its host fails loudly"
)]

use fabula::engine::{Action, CardId, GameConfig, GameRng, RecordedGame, RuleSet};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::collections::HashSet;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

const PLAYERS: usize = 12;
const GAMES: u64 = 3;

/// A device's received state: its index, the revision, when it arrived.
type Arrival = (usize, u64, Instant);

fn start_server(seed: u64) -> (Child, SocketAddr, Vec<String>) {
    let names: Vec<String> = (1..=PLAYERS).map(|i| format!("P{i}")).collect();
    let mut child = Command::new(env!("CARGO_BIN_EXE_fabula"))
        .args([
            "serve",
            "--rules",
            "classic",
            "--bind",
            "127.0.0.1",
            "--port",
            "0",
        ])
        .args([
            "--seed",
            &seed.to_string(),
            "--lang",
            "en",
            "--players",
            &names.join(","),
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("fabula serve starts");
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut tokens = Vec::new();
    let address = loop {
        let line = lines.next().unwrap().unwrap();
        let words: Vec<&str> = line.split(' ').collect();
        if words[0] == "SEAT" {
            tokens.push(words[2].rsplit('#').next().unwrap().to_owned());
        } else {
            let url = words[1];
            break url["http://".len()..url.len() - "/#table".len()]
                .parse()
                .unwrap();
        }
    };
    (child, address, tokens)
}

/// The resident set of process `pid`, now and at its peak, and its anonymous part (the heap
/// and stacks, without the pages of the binary such as the embedded deck), in kB.
fn memory_kb(pid: u32) -> (u64, u64, u64) {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|n| n.parse().ok())
            .unwrap_or(0)
    };
    (field("VmRSS:"), field("VmHWM:"), field("RssAnon:"))
}

/// A GET on loopback: the body's length (0 once the host has gone).
async fn http_get(address: SocketAddr, path: &str, token: Option<&str>) -> usize {
    let Ok(mut stream) = tokio::net::TcpStream::connect(address).await else {
        return 0;
    };
    let auth = token.map_or(String::new(), |t| format!("Authorization: Bearer {t}\r\n"));
    let request = format!("GET {path} HTTP/1.1\r\nHost: x\r\n{auth}Connection: close\r\n\r\n");
    let mut response = Vec::new();
    if stream.write_all(request.as_bytes()).await.is_err()
        || stream.read_to_end(&mut response).await.is_err()
    {
        return 0;
    }
    let head = response.windows(4).position(|w| w == b"\r\n\r\n");
    head.map_or(0, |head| response.len() - head - 4)
}

/// One device: sends what it is told, reports each state's arrival, fetches its pictures.
async fn device(
    index: usize,
    address: SocketAddr,
    token: Option<String>,
    mut outbox: mpsc::UnboundedReceiver<String>,
    arrivals: mpsc::UnboundedSender<Arrival>,
) {
    let (socket, _) = tokio_tungstenite::connect_async(format!("ws://{address}/ws"))
        .await
        .unwrap();
    let (mut sink, mut stream) = socket.split();
    let hello = token.as_ref().map_or(json!({}), |t| json!({ "token": t }));
    sink.send(Message::Text(hello.to_string().into()))
        .await
        .unwrap();
    tokio::spawn(async move {
        while let Some(text) = outbox.recv().await {
            sink.send(Message::Text(text.into())).await.unwrap();
        }
    });
    // Pictures are fetched one after another, as a browser's few connections to one host do.
    let (pictures, mut wanted) = mpsc::unbounded_channel::<String>();
    tokio::spawn(async move {
        while let Some(name) = wanted.recv().await {
            http_get(address, &format!("/card/{name}"), token.as_deref()).await;
        }
    });
    let mut fetched = HashSet::new();
    while let Some(Ok(message)) = stream.next().await {
        let Message::Text(text) = message else {
            continue;
        };
        let value: Value = serde_json::from_str(&text).unwrap();
        if value["type"] != "state" {
            continue;
        }
        let rev = value["rev"].as_u64().unwrap();
        if arrivals.send((index, rev, Instant::now())).is_err() {
            break;
        }
        for name in value["cards"].as_object().unwrap().values() {
            let name = name.as_str().unwrap().to_owned();
            if fetched.insert(name.clone()) {
                let _ = pictures.send(name);
            }
        }
    }
}

fn command_of(action: &Action) -> (usize, Value) {
    match action {
        Action::ChooseStoryteller { .. } => (0, json!({"do": "choose_storyteller"})),
        // Random playouts never change seats (seats change on the laptop, not by phone).
        Action::NextTurn | Action::Join { .. } | Action::Leave { .. } | Action::EndGame { .. } => {
            (0, json!({"do": "next_turn"}))
        }
        Action::Tell { player, card, .. } => (
            player.index(),
            json!({"do": "tell", "card": card.0, "clue": "a clue"}),
        ),
        Action::GiveClue { player, .. } => {
            (player.index(), json!({"do": "give_clue", "clue": "x"}))
        }
        Action::NameGiver { player } => (
            player.index(),
            json!({"do": "name_giver", "player": player.0}),
        ),
        Action::Submit { player, cards } => {
            let ids: Vec<u32> = cards.iter().map(|c| c.0).collect();
            (player.index(), json!({"do": "submit", "cards": ids}))
        }
        Action::Claim { player, places } => {
            let places: Vec<u8> = places.iter().map(|s| s.0).collect();
            (player.index(), json!({"do": "claim", "places": places}))
        }
        Action::ClaimAgain { player } => (player.index(), json!({"do": "claim_again"})),
        Action::Vote {
            player,
            slots,
            red_token,
        } => {
            let slots: Vec<u8> = slots.iter().map(|s| s.0).collect();
            (
                player.index(),
                json!({"do": "vote", "slots": slots, "red": red_token.map(|s| s.0)}),
            )
        }
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

async fn one_game(
    seed: u64,
    all_updated: &mut Vec<Duration>,
    memory: &mut Vec<(u64, u64, u64, u64, u64)>,
) {
    let (mut child, address, tokens) = start_server(seed);
    let (start_rss, _, start_anon) = memory_kb(child.id());
    let (arrivals_tx, mut arrivals) = mpsc::unbounded_channel();
    let mut outboxes = Vec::new();
    for index in 0..=PLAYERS {
        let (tx, rx) = mpsc::unbounded_channel();
        outboxes.push(tx);
        let token = tokens.get(index).cloned();
        tokio::spawn(device(index, address, token, rx, arrivals_tx.clone()));
    }
    // Everyone's first state.
    for _ in 0..=PLAYERS {
        arrivals.recv().await.unwrap();
    }
    let names = (1..=PLAYERS).map(|i| format!("P{i}")).collect();
    let deck = (0..110).map(CardId).collect();
    let config = GameConfig::new(RuleSet::Classic, names, deck, seed);
    let mut mirror = RecordedGame::new(config).unwrap();
    let mut chooser = GameRng::new(seed);
    while let Some(mut action) = mirror.state().random_action(&mut chooser) {
        if let Action::ChooseStoryteller { player } = &mut action {
            *player = None;
        }
        let (seat, command) = command_of(&action);
        let rev = mirror.actions().len() as u64 + 1;
        let sent = Instant::now();
        outboxes[seat].send(command.to_string()).unwrap();
        let mut last = sent;
        let mut seen = 0;
        while seen <= PLAYERS {
            let (_, got, at) = tokio::time::timeout(Duration::from_secs(30), arrivals.recv())
                .await
                .expect("every device hears of the move")
                .unwrap();
            if got == rev {
                seen += 1;
                last = last.max(at);
            }
        }
        all_updated.push(last - sent);
        mirror.apply(action).unwrap();
    }
    // Let the last pictures arrive.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let (end_rss, peak, end_anon) = memory_kb(child.id());
    memory.push((start_rss, end_rss, peak, start_anon, end_anon));
    drop(child.stdin.take());
    child.wait().unwrap();
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let mut all_updated = Vec::new();
        let mut memory = Vec::new();
        for game in 0..GAMES {
            one_game(100 + game, &mut all_updated, &mut memory).await;
        }
        all_updated.sort();
        println!(
            "{PLAYERS} phones + table, {GAMES} classic games, {} moves",
            all_updated.len()
        );
        println!(
            "action to every device updated: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            percentile(&all_updated, 0.5).as_secs_f64() * 1e3,
            percentile(&all_updated, 0.99).as_secs_f64() * 1e3,
            all_updated.last().unwrap().as_secs_f64() * 1e3,
        );
        let mb = |kb: u64| kb as f64 / 1024.0;
        for (start, end, peak, start_anon, end_anon) in &memory {
            println!(
                "fabula serve resident: {:.1} MB at start, {:.1} MB after the game (peak {:.1}); \
                 of which heap and stacks: {:.1} MB at start, {:.1} MB after",
                mb(*start),
                mb(*end),
                mb(*peak),
                mb(*start_anon),
                mb(*end_anon),
            );
        }
        let (child, address, _) = start_server(1);
        let mut first_load = 0;
        for path in ["/", "/phone.js", "/phone.css", "/strings.json"] {
            first_load += http_get(address, path, None).await;
        }
        println!("phone page first load: {first_load} bytes (before card pictures)");
        drop(child);
    });
}
