//! The real phone page in headless Chromium (Debian's `chromium`), driven through the debugging
//! protocol on loopback, for one full turn at a phone's size: the first storyteller, a card
//! handed in, the wait for the others, a vote, the reveal, the next turn. The other seats play
//! from WebSocket clients. With `FABULA_WRITE_SCREENSHOTS=1` the screenshots are written to
//! `assets/screenshots/phone-*.png` for the README.

use super::client::{Phone, config, host_of, runtime, token_of};
use fabula::engine::{Action, GameState, Phase, PlayerId, RuleSet};
use fabula::phones::PhoneHost;
use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// Headless Chromium with its debugging endpoint on loopback; killed when dropped.
pub(super) struct Browser {
    child: Child,
    pub(super) endpoint: String,
    _profile: tempfile::TempDir,
}

impl Browser {
    pub(super) fn start() -> Browser {
        let program = std::env::var("FABULA_CHROMIUM").unwrap_or_else(|_| "chromium".to_owned());
        let profile = tempfile::tempdir().unwrap();
        let mut child = Command::new(&program)
            .args([
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--hide-scrollbars",
            ])
            // Without these, Chromium reaches for outside hosts (updates, sync, field trials):
            // the test talks to loopback only.
            .args([
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-quic",
                "--remote-debugging-address=127.0.0.1",
            ])
            .arg("--remote-debugging-port=0")
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| {
                panic!("the phone page test needs Debian's chromium ({program}): {e}")
            });
        let stderr = BufReader::new(child.stderr.take().unwrap());
        let endpoint = stderr
            .lines()
            .map_while(Result::ok)
            .find_map(|line| {
                line.strip_prefix("DevTools listening on ")
                    .map(str::to_owned)
            })
            .expect("chromium says where DevTools listen");
        assert!(endpoint.starts_with("ws://127.0.0.1:"), "{endpoint}");
        Browser {
            child,
            endpoint,
            _profile: profile,
        }
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One page of the browser, spoken to through a flattened debugging session.
pub(super) struct Tab {
    sink: SplitSink<Socket, Message>,
    stream: SplitStream<Socket>,
    session: String,
    next_id: u64,
}

impl Tab {
    pub(super) async fn open(endpoint: &str) -> Tab {
        let (socket, _) = tokio_tungstenite::connect_async(endpoint).await.unwrap();
        let (sink, stream) = socket.split();
        let mut tab = Tab {
            sink,
            stream,
            session: String::new(),
            next_id: 0,
        };
        let target = tab
            .call("Target.createTarget", json!({"url": "about:blank"}))
            .await;
        let attached = tab
            .call(
                "Target.attachToTarget",
                json!({"targetId": target["targetId"], "flatten": true}),
            )
            .await;
        tab.session = attached["sessionId"].as_str().unwrap().to_owned();
        tab.call("Page.enable", json!({})).await;
        // A mid-range phone held upright.
        let metrics = json!({"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": true});
        tab.call("Emulation.setDeviceMetricsOverride", metrics)
            .await;
        tab
    }

    pub(super) async fn call(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let mut message = json!({"id": self.next_id, "method": method, "params": params});
        if !self.session.is_empty() {
            message["sessionId"] = json!(self.session);
        }
        self.sink
            .send(Message::Text(message.to_string().into()))
            .await
            .unwrap();
        loop {
            let reply = tokio::time::timeout(Duration::from_secs(30), self.stream.next())
                .await
                .expect("chromium answers")
                .unwrap()
                .unwrap();
            let Message::Text(text) = reply else { continue };
            let value: Value = serde_json::from_str(&text).unwrap();
            if value["id"] == self.next_id {
                assert!(value.get("error").is_none(), "{method}: {value}");
                return value["result"].clone();
            }
        }
    }

    /// The value of a JavaScript expression in the page.
    pub(super) async fn eval(&mut self, expression: &str) -> Value {
        let params = json!({"expression": expression, "returnByValue": true});
        self.call("Runtime.evaluate", params).await["result"]["value"].clone()
    }

    /// Waits until `expression` is true in the page.
    pub(super) async fn until(&mut self, what: &str, expression: &str) {
        for _ in 0..400 {
            if self.eval(expression).await == json!(true) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let main = self.eval("document.body.innerText").await;
        panic!("the page never showed {what}: {main}");
    }

    /// Clicks the first element matching `selector`.
    pub(super) async fn click(&mut self, selector: &str) {
        let script = format!(
            "(() => {{ const e = document.querySelector({selector:?}); if (!e) return false; e.click(); return true; }})()"
        );
        assert_eq!(self.eval(&script).await, json!(true), "{selector}");
    }

    /// Fails unless every control and picture of the page has a name in Chromium's own
    /// accessibility tree (what `VoiceOver` and `TalkBack` read): `screen` names the moment.
    pub(super) async fn assert_named(&mut self, screen: &str) {
        self.call("Accessibility.enable", json!({})).await;
        let tree = self.call("Accessibility.getFullAXTree", json!({})).await;
        let named = [
            "button", "textbox", "image", "img", "checkbox", "link", "combobox",
        ];
        let mut unnamed = Vec::new();
        let nodes = tree["nodes"].as_array().cloned().unwrap_or_default();
        assert!(
            !nodes.is_empty(),
            "{screen}: Chromium gave no accessibility tree"
        );
        for node in &nodes {
            let role = node["role"]["value"].as_str().unwrap_or_default();
            if node["ignored"] == json!(true) || !named.contains(&role) {
                continue;
            }
            let name = node["name"]["value"].as_str().unwrap_or_default();
            if name.trim().is_empty() {
                unnamed.push(format!("{role} {}", node["nodeId"]));
            }
        }
        assert!(unnamed.is_empty(), "{screen}: without a name: {unnamed:?}");
    }

    /// A screenshot once every card picture on screen has loaded.
    pub(super) async fn screenshot(&mut self, name: &str) {
        self.until(
            "its card pictures",
            "[...document.querySelectorAll('#main .card img')].every(i => i.complete && i.naturalWidth > 0)",
        )
        .await;
        // (A page that only waits, such as a latecomer's, may have no control at all.)
        self.assert_named(name).await;
        let shot = self
            .call("Page.captureScreenshot", json!({"format": "png"}))
            .await;
        let png = base64_decode(shot["data"].as_str().unwrap());
        assert!(png.starts_with(b"\x89PNG"), "{name}");
        if std::env::var_os("FABULA_WRITE_SCREENSHOTS").is_some() {
            let path = format!(
                "{}/assets/screenshots/phone-{name}.png",
                env!("CARGO_MANIFEST_DIR")
            );
            std::fs::write(path, png).unwrap();
        }
    }
}

pub(super) fn base64_decode(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => u32::from(c - b'A'),
        b'a'..=b'z' => u32::from(c - b'a') + 26,
        b'0'..=b'9' => u32::from(c - b'0') + 52,
        b'+' => 62,
        _ => 63,
    };
    let digits: Vec<u8> = text.bytes().filter(|c| *c != b'=').collect();
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let bits = chunk
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, c)| acc | value(*c) << (18 - 6 * i));
        let bytes = bits.to_be_bytes();
        out.extend_from_slice(&bytes[1..chunk.len()]);
    }
    out
}

/// A seed whose first storyteller, chosen by chance, is Bo: Ada (the browser) then hands in,
/// waits and votes.
fn seed_where_bo_tells(names: &[String]) -> u64 {
    (1..1000)
        .find(|seed| {
            let mut state =
                GameState::new(config(RuleSet::Classic, names.to_vec(), *seed)).unwrap();
            state
                .apply(Action::ChooseStoryteller { player: None })
                .unwrap();
            state.storyteller() == Some(PlayerId(1))
        })
        .unwrap()
}

/// The first card of a phone's hand, and the first slot that is not its own.
fn hand_card(state: &Value) -> u64 {
    state["view"]["hand"][0].as_u64().unwrap()
}

fn free_slot(state: &Value) -> u64 {
    let own = state["view"]["own_slots"].as_array().unwrap();
    (1..=12).find(|s| !own.contains(&json!(s))).unwrap()
}

async fn wait_revision(host: &PhoneHost, revision: usize) {
    for _ in 0..400 {
        if host.snapshot().revision >= revision {
            return;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!("the game did not reach move {revision}");
}

#[test]
fn phone_page_in_chromium_plays_a_full_turn() {
    let names: Vec<String> = ["Ada", "Bo", "Cy", "Di"].map(str::to_owned).to_vec();
    let host = host_of(config(
        RuleSet::Classic,
        names.clone(),
        seed_where_bo_tells(&names),
    ));
    let browser = Browser::start();
    let runtime = runtime();
    runtime.block_on(async {
        let mut others = Vec::new();
        for seat in 1..4 {
            others.push(Phone::join(host.address(), Some(&token_of(&host, seat))).await);
        }
        let mut tab = Tab::open(&browser.endpoint).await;
        let ada = host.seat_url(PlayerId(0)).unwrap();
        tab.call("Page.navigate", json!({"url": ada})).await;
        tab.until("Ada's name", "document.getElementById('who').textContent === 'You are Ada'")
            .await;
        assert_eq!(
            tab.eval("location.hash").await,
            json!("#seat"),
            "the token leaves the address bar"
        );
        // The table's first move, from the phone.
        tab.click("#main button.primary").await;
        wait_revision(&host, 1).await;
        // Bo tells: Ada has done nothing yet, and is not told she is done.
        tab.until("whom Ada waits for", "document.querySelector('#main .waiting')?.textContent === 'Waiting for Bo'")
            .await;
        let bo = others[0].wait_for(1).await;
        others[0]
            .send(&json!({"do": "tell", "card": hand_card(&bo), "clue": "A quiet dawn"}))
            .await;
        wait_revision(&host, 2).await;
        // Ada hands in a card.
        tab.until("the hand to choose from", "document.querySelectorAll('#main .card .zoom-button').length === 6")
            .await;
        // Her turn nudged the phone; its chime starts off and, switched on, is remembered.
        tab.until("the chime switch", "document.querySelector('#chime')?.textContent === 'Turn chime: off'")
            .await;
        tab.click("#chime").await;
        tab.until("the chime on", "document.querySelector('#chime').getAttribute('aria-pressed') === 'true' && localStorage.getItem('fabula-chime') === 'on'")
            .await;
        tab.click("#main .card").await;
        tab.until("the chosen card", "!!document.querySelector('#main button.primary:not([disabled])')")
            .await;
        tab.screenshot("hand").await;
        tab.click("#main button.primary").await;
        wait_revision(&host, 3).await;
        // Nobody moved since: Ada may take her card back, and hands one in again.
        let take_back = "[...document.querySelectorAll('#main button')].find(b => b.textContent === 'Take back my move')";
        tab.until("the take-back button", &format!("!!{take_back}")).await;
        tab.eval(&format!("{take_back}.click()")).await;
        tab.until("the hand again", "document.querySelectorAll('#main .card .zoom-button').length === 6")
            .await;
        assert_eq!(host.snapshot().revision, 2, "the card is back in Ada's hand");
        tab.click("#main .card").await;
        tab.until("the chosen card", "!!document.querySelector('#main button.primary:not([disabled])')")
            .await;
        tab.click("#main button.primary").await;
        wait_revision(&host, 3).await;
        tab.until("whom Ada waits for", "document.querySelector('#main .waiting')?.textContent === 'Done: waiting for Cy, Di'")
            .await;
        tab.screenshot("waiting").await;
        for phone in &mut others[1..] {
            let state = phone.wait_for(3).await;
            phone
                .send(&json!({"do": "submit", "cards": [hand_card(&state)]}))
                .await;
        }
        wait_revision(&host, 5).await;
        assert_eq!(host.snapshot().public.phase, Phase::Voting);
        // Ada votes.
        tab.until("the board to vote on", "document.querySelectorAll('#main .board .card:not([disabled]) .zoom-button').length === 3")
            .await;
        tab.click("#main .board .card:not([disabled])").await;
        // Cy votes meanwhile: Ada's choice stays.
        let cy = others[1].wait_for(5).await;
        others[1]
            .send(&json!({"do": "vote", "slots": [free_slot(&cy)]}))
            .await;
        wait_revision(&host, 6).await;
        tab.until("Cy's vote counted", "document.getElementById('banner').textContent.includes('1 of 3')")
            .await;
        tab.until("the vote", "!!document.querySelector('#main .board .card.chosen') && !!document.querySelector('#main button.primary:not([disabled])')")
            .await;
        tab.screenshot("vote").await;
        tab.click("#main button.primary").await;
        wait_revision(&host, 7).await;
        // Her vote stays marked until the reveal.
        tab.until("Ada's vote", "document.querySelector('#main .board .card.chosen .mark')?.textContent === 'Your vote'")
            .await;
        let di = others[2].wait_for(7).await;
        others[2]
            .send(&json!({"do": "vote", "slots": [free_slot(&di)]}))
            .await;
        wait_revision(&host, 8).await;
        assert_eq!(host.snapshot().public.phase, Phase::Reveal);
        tab.until("the reveal", "document.querySelectorAll('#main .caption').length === 4")
            .await;
        // The turn's points with reasons, Ada's own first.
        tab.until("the turn's points", "document.querySelectorAll('#main .turn-points tr').length === 4 && document.querySelector('#main .turn-points tr.mine')?.textContent.startsWith('Ada+')")
            .await;
        tab.screenshot("reveal").await;
        tab.click("#main button.primary").await;
        wait_revision(&host, 9).await;
        let record = host.record();
        let from_ada = record
            .actions
            .iter()
            .filter(|a| a.player() == Some(PlayerId(0)))
            .count();
        assert_eq!(from_ada, 2, "Ada's card and vote came from the page");
        assert_eq!(record.actions.last(), Some(&Action::NextTurn));
    });
    drop(browser);
}
