//! Headless Chromium (Debian's `chromium`) for the phone page tests, driven through its
//! debugging protocol on loopback, at a phone's size.

use super::page::{Page, UPRIGHT};
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
        tab.resize(UPRIGHT.0, UPRIGHT.1).await;
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
            let reply = tokio::time::timeout(Duration::from_mins(2), self.stream.next())
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
}

impl Page for Tab {
    fn engine(&self) -> &'static str {
        "chromium"
    }

    async fn navigate(&mut self, url: &str) {
        self.call("Page.navigate", json!({"url": url})).await;
    }

    async fn eval(&mut self, expression: &str) -> Value {
        let params = json!({"expression": expression, "returnByValue": true});
        self.call("Runtime.evaluate", params).await["result"]["value"].clone()
    }

    async fn resize(&mut self, width: u32, height: u32) {
        let metrics =
            json!({"width": width, "height": height, "deviceScaleFactor": 1, "mobile": true});
        self.call("Emulation.setDeviceMetricsOverride", metrics)
            .await;
    }

    async fn type_into(&mut self, selector: &str, text: &str, enter: bool) {
        let focus = format!(
            "(() => {{ const e = document.querySelector({selector:?}); if (!e) return false; e.focus(); return true; }})()"
        );
        assert_eq!(self.eval(&focus).await, json!(true), "{selector}");
        self.call("Input.insertText", json!({"text": text})).await;
        if enter {
            for kind in ["keyDown", "keyUp"] {
                let key = json!({"type": kind, "key": "Enter", "code": "Enter",
                    "windowsVirtualKeyCode": 13, "text": "\r"});
                self.call("Input.dispatchKeyEvent", key).await;
            }
        }
    }

    /// Fails unless every control and picture of the page has a name in Chromium's own
    /// accessibility tree (what `VoiceOver` and `TalkBack` read): `screen` names the moment.
    async fn assert_named(&mut self, screen: &str) {
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

    async fn screenshot_png(&mut self) -> Vec<u8> {
        let shot = self
            .call("Page.captureScreenshot", json!({"format": "png"}))
            .await;
        base64_decode(shot["data"].as_str().unwrap())
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
