//! A phone as the tests see it: a WebSocket client on loopback that keeps every message it
//! receives, so a test can check afterwards that none held anything it should not.

use fabula::cli::builtin_pictures;
use fabula::engine::{GameConfig, GameState, PlayerId, RecordedGame, RuleSet};
use fabula::i18n::Language;
use fabula::phones::{Heartbeat, HostOptions, PhoneHost};
use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::net::{IpAddr, SocketAddr};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How long a test waits for a message before it fails.
pub const PATIENCE: Duration = Duration::from_mins(2);

/// A test's WebSocket to the host.
pub type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// A game of the built-in deck served on 127.0.0.1, any free port.
pub fn host(rules: RuleSet, players: usize, seed: u64) -> PhoneHost {
    let names = (1..=players).map(|i| format!("P{i}")).collect();
    host_of(config(rules, names, seed))
}

/// The set-up of a game of the built-in decks.
pub fn config(rules: RuleSet, names: Vec<String>, seed: u64) -> GameConfig {
    // Every built-in card, as `fabula serve` deals them: a game here and one served with the
    // same seed deal the same hands.
    let cards = fabula::deck::builtin_cards().len() as u32;
    let deck = (0..cards).map(fabula::engine::CardId).collect();
    GameConfig::new(rules, names, deck, seed)
}

/// The runtime the phone tests drive their clients (and a browser's tab) on.
pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

/// A host for `config` on 127.0.0.1, any free port.
pub fn host_of(config: GameConfig) -> PhoneHost {
    host_with(config, Heartbeat::default())
}

/// [`host_of`] with its own heartbeat.
pub fn host_with(config: GameConfig, heartbeat: Heartbeat) -> PhoneHost {
    let game = RecordedGame::new(config).unwrap();
    let options = HostOptions {
        bind: SocketAddr::from(([127, 0, 0, 1], 0)),
        language: Language::En,
        heartbeat,
        titles: Some(fabula::cli::builtin_titles()),
    };
    PhoneHost::start(game, builtin_pictures(), &options).unwrap()
}

/// The token in a seat's link (after the `#`).
pub fn token_of(host: &PhoneHost, seat: u8) -> String {
    let url = host.seat_url(PlayerId(seat)).unwrap();
    url.rsplit('#').next().unwrap().to_owned()
}

/// The table's code in the link of its own screen (after `#table-`).
pub fn table_code_of(host: &PhoneHost) -> String {
    let url = host.table_screen_url();
    url.rsplit("#table-").next().unwrap().to_owned()
}

/// One connected device.
pub struct Phone {
    /// The seat it proved, or `None` for the table page.
    pub seat: Option<u8>,
    sink: SplitSink<Socket, Message>,
    inbox: mpsc::UnboundedReceiver<Value>,
    /// Every message received so far, in order.
    pub log: Vec<Value>,
    /// The newest state message's revision.
    pub rev: u64,
    /// Whether the host closed the connection.
    pub closed: bool,
}

/// Opens a WebSocket to the host, without saying hello.
pub async fn open(address: SocketAddr) -> Result<Socket, String> {
    let url = format!("ws://{address}/ws");
    tokio_tungstenite::connect_async(url)
        .await
        .map(|(socket, _)| socket)
        .map_err(|e| e.to_string())
}

/// [`open`] from the loopback address `source` (one of 127.0.0.0/8), with a small receive
/// buffer.
pub async fn open_from(address: SocketAddr, source: IpAddr) -> Result<Socket, String> {
    let socket = tokio::net::TcpSocket::new_v4().map_err(|e| e.to_string())?;
    socket
        .set_recv_buffer_size(4096)
        .map_err(|e| e.to_string())?;
    socket
        .bind(SocketAddr::new(source, 0))
        .map_err(|e| e.to_string())?;
    let stream = socket.connect(address).await.map_err(|e| e.to_string())?;
    let url = format!("ws://{address}/ws");
    tokio_tungstenite::client_async(url, MaybeTlsStream::Plain(stream))
        .await
        .map(|(socket, _)| socket)
        .map_err(|e| e.to_string())
}

impl Phone {
    /// Connects and says hello with `token` (`None`: the table page).
    pub async fn join(address: SocketAddr, token: Option<&str>) -> Phone {
        Phone::join_in(address, token, None).await
    }

    /// [`Phone::join`] from a browser that prefers `lang` (a tag such as `fr-FR`).
    pub async fn join_in(address: SocketAddr, token: Option<&str>, lang: Option<&str>) -> Phone {
        Phone::join_with(open(address).await.unwrap(), token, lang).await
    }

    /// [`Phone::join`] from the loopback address `source`.
    pub async fn join_from(address: SocketAddr, token: Option<&str>, source: IpAddr) -> Phone {
        let socket = open_from(address, source).await.unwrap();
        Phone::join_with(socket, token, None).await
    }

    /// Connects as the table's own screen, with the table's `code` (from its link).
    pub async fn join_screen(address: SocketAddr, code: &str) -> Phone {
        let socket = open(address).await.unwrap();
        Phone::hello_on(socket, json!({ "table": code })).await
    }

    /// Says hello on `socket`.
    async fn join_with(socket: Socket, token: Option<&str>, lang: Option<&str>) -> Phone {
        let mut hello = match token {
            Some(token) => json!({ "token": token }),
            None => json!({}),
        };
        if let Some(lang) = lang {
            hello["lang"] = json!(lang);
        }
        Phone::hello_on(socket, hello).await
    }

    /// Sends `hello` on `socket` and reads the answer.
    pub async fn hello_on(socket: Socket, hello: Value) -> Phone {
        let (mut sink, stream) = socket.split();
        sink.send(Message::Text(hello.to_string().into()))
            .await
            .unwrap();
        let (tx, inbox) = mpsc::unbounded_channel();
        tokio::spawn(read_all(stream, tx));
        let mut phone = Phone {
            seat: None,
            sink,
            inbox,
            log: Vec::new(),
            rev: 0,
            closed: false,
        };
        let welcome = phone.next().await.expect("a welcome");
        if welcome["type"] == "welcome" {
            phone.seat = welcome["seat"].as_u64().map(|s| s as u8);
        }
        phone
    }

    /// The next message, or `None` once the host closed.
    pub async fn next(&mut self) -> Option<Value> {
        let message = tokio::time::timeout(PATIENCE, self.inbox.recv())
            .await
            .expect("the host answers in time");
        let Some(message) = message else {
            self.closed = true;
            return None;
        };
        if message["type"] == "state" {
            self.rev = message["rev"].as_u64().unwrap();
        }
        self.log.push(message.clone());
        Some(message)
    }

    /// Reads until a state of revision `rev` or later arrives; refusals fail the test.
    pub async fn wait_for(&mut self, rev: u64) -> Value {
        loop {
            let message = self.next().await.expect("the host keeps the connection");
            assert_ne!(message["type"], "refused", "{message}");
            if message["type"] == "state" && self.rev >= rev {
                return message;
            }
        }
    }

    /// Reads until the host answers something other than a state or presence.
    pub async fn answer(&mut self) -> Option<Value> {
        loop {
            let message = self.next().await?;
            if !matches!(message["type"].as_str(), Some("state" | "presence")) {
                return Some(message);
            }
        }
    }

    /// Sends raw text.
    pub async fn send_text(&mut self, text: &str) -> bool {
        self.sink
            .send(Message::Text(text.to_owned().into()))
            .await
            .is_ok()
    }

    /// Sends a command.
    pub async fn send(&mut self, command: &Value) {
        assert!(self.send_text(&command.to_string()).await);
    }

    /// Says goodbye and closes the connection, as a browser tab that is closed.
    pub async fn close(mut self) {
        let _ = self.sink.close().await;
    }

    /// Reads whatever has already arrived, without waiting.
    pub fn drain(&mut self) {
        while let Ok(message) = self.inbox.try_recv() {
            if message["type"] == "state" {
                self.rev = message["rev"].as_u64().unwrap();
            }
            self.log.push(message);
        }
    }
}

async fn read_all(mut stream: SplitStream<Socket>, tx: mpsc::UnboundedSender<Value>) {
    while let Some(Ok(message)) = stream.next().await {
        if let Message::Text(text) = message {
            let value: Value = serde_json::from_str(&text).expect("the host sends JSON");
            if tx.send(value).is_err() {
                break;
            }
        }
    }
}

/// A plain HTTP GET on loopback: the status and the body.
pub async fn http_get(address: SocketAddr, path: &str, token: Option<&str>) -> (u16, Vec<u8>) {
    let mut stream = TcpStream::connect(address).await.unwrap();
    let auth = token.map_or(String::new(), |t| format!("Authorization: Bearer {t}\r\n"));
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: {address}\r\n{auth}Connection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.unwrap();
    let head_end = response.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
    let head = String::from_utf8_lossy(&response[..head_end]).to_string();
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    (status, response[head_end + 4..].to_vec())
}

/// The state of the game after each of its actions: `states[r]` after `r` actions.
pub fn states_by_revision(host: &PhoneHost) -> Vec<GameState> {
    let record = host.record();
    let mut state = GameState::new(record.config.clone()).unwrap();
    let mut states = vec![state.clone()];
    for action in record.actions {
        state.apply(action).unwrap();
        states.push(state.clone());
    }
    states
}
