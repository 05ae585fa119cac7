//! WebKit, the engine of every iPhone browser, driven as the phone page tests drive Chromium:
//! Debian's `webkit2gtk-driver` (`WebKitWebDriver`, a W3C WebDriver server) starts WebKitGTK's
//! `MiniBrowser` full-screen on an Xvfb display of its own, so the window takes exactly a
//! phone's size. Everything listens on loopback; the client is plain HTTP.

use super::page::Page;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpListener};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// WebKitGTK's test browser, as Debian installs it.
const MINIBROWSER: &str = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/// A virtual display of its own (Xvfb picks a free number); ended when dropped.
struct Display {
    child: Child,
    number: String,
}

impl Display {
    fn start() -> Display {
        // `-displayfd 1`: Xvfb writes the number it chose to its standard output once ready.
        let mut child = Command::new("Xvfb")
            .args([
                "-displayfd",
                "1",
                "-nolisten",
                "tcp",
                "-screen",
                "0",
                "1280x1024x24",
            ])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| {
                panic!("the WebKit phone test needs Xvfb (apt-get install xvfb): {e}")
            });
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let number = line.trim().to_owned();
        assert!(!number.is_empty(), "Xvfb says which display it took");
        Display { child, number }
    }
}

impl Drop for Display {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `WebKitWebDriver` with one MiniBrowser session; the session, the driver and the display end
/// when dropped.
pub(super) struct WebKit {
    driver: Child,
    address: SocketAddr,
    session: String,
    _display: Display,
}

/// A free port on loopback for the driver (`WebKitWebDriver` takes no port 0).
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

impl WebKit {
    /// Starts the display, the driver and a full-screen MiniBrowser of `width` x `height`.
    pub(super) async fn start(width: u32, height: u32) -> WebKit {
        let display = Display::start();
        let port = free_port();
        let driver = Command::new("WebKitWebDriver")
            .arg(format!("--port={port}"))
            .arg("--host=127.0.0.1")
            .env("DISPLAY", format!(":{}", display.number))
            .env_remove("WAYLAND_DISPLAY")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| {
                panic!("the WebKit phone test needs WebKitWebDriver (apt-get install webkit2gtk-driver): {e}")
            });
        let mut webkit = WebKit {
            driver,
            address: SocketAddr::from(([127, 0, 0, 1], port)),
            session: String::new(),
            _display: display,
        };
        let capabilities = json!({"capabilities": {"alwaysMatch": {
            "browserName": "MiniBrowser",
            "webkitgtk:browserOptions": {
                "binary": MINIBROWSER,
                // Full-screen, the window takes any size (a normal one stays 447 px or wider).
                "args": ["--automation", "--full-screen"],
            },
        }}});
        let started = Instant::now();
        let session = loop {
            // The driver listens a moment after it starts.
            match request(webkit.address, "POST", "/session", Some(&capabilities)).await {
                Ok(answer) => break answer,
                Err(error) => {
                    assert!(
                        started.elapsed() < Duration::from_secs(20),
                        "WebKitWebDriver: {error}"
                    );
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
            }
        };
        webkit.session = session["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("a MiniBrowser session: {session}"))
            .to_owned();
        webkit.resize(width, height).await;
        webkit
    }

    async fn command(&mut self, method: &'static str, path: &str, body: Option<&Value>) -> Value {
        let path = format!("/session/{}{path}", self.session);
        match request(self.address, method, &path, body).await {
            Ok(value) => value,
            Err(error) => panic!("WebKit {method} {path}: {error}"),
        }
    }
}

impl Drop for WebKit {
    fn drop(&mut self) {
        // Ending the session closes MiniBrowser; then the driver goes.
        let path = format!("/session/{}", self.session);
        let _ = request_now(self.address, "DELETE", &path, "");
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

impl Page for WebKit {
    fn engine(&self) -> &'static str {
        "webkit"
    }

    async fn navigate(&mut self, url: &str) {
        self.command("POST", "/url", Some(&json!({"url": url})))
            .await;
    }

    async fn eval(&mut self, expression: &str) -> Value {
        let script = format!("return ({expression});");
        self.command(
            "POST",
            "/execute/sync",
            Some(&json!({"script": script, "args": []})),
        )
        .await
    }

    async fn resize(&mut self, width: u32, height: u32) {
        let rect = json!({"width": width, "height": height});
        let wanted = json!([width, height]);
        // A full-screen window may answer before the page has its new size (shrinking back
        // to upright, notably): ask again until it has.
        let mut size = Value::Null;
        for _ in 0..20 {
            self.command("POST", "/window/rect", Some(&rect)).await;
            for _ in 0..10 {
                size = self.eval("[innerWidth, innerHeight]").await;
                if size == wanted {
                    return;
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }
        panic!("MiniBrowser's page stays {size}, not {wanted}");
    }

    async fn type_into(&mut self, selector: &str, text: &str, enter: bool) {
        let found = json!({"using": "css selector", "value": selector});
        let element = self.command("POST", "/element", Some(&found)).await;
        let id = element
            .as_object()
            .and_then(|e| e.values().next())
            .and_then(Value::as_str)
            .unwrap_or_else(|| panic!("{selector}: {element}"))
            .to_owned();
        // U+E007: WebDriver's Enter key, as the keyboard's return key sends it.
        let keys = if enter {
            format!("{text}\u{E007}")
        } else {
            text.to_owned()
        };
        let path = format!("/element/{id}/value");
        self.command("POST", &path, Some(&json!({"text": keys})))
            .await;
    }

    /// `WebKitWebDriver` exposes no accessibility tree; the page's markup is the same in both
    /// engines, and Chromium's tree checks its names at every stage.
    async fn assert_named(&mut self, _stage: &str) {}

    async fn screenshot_png(&mut self) -> Vec<u8> {
        let shot = self.command("GET", "/screenshot", None).await;
        super::browser::base64_decode(shot.as_str().unwrap())
    }
}

/// One WebDriver request on loopback, off the test's runtime threads: the answer's `value`,
/// or the driver's error.
async fn request(
    address: SocketAddr,
    method: &'static str,
    path: &str,
    body: Option<&Value>,
) -> Result<Value, String> {
    let path = path.to_owned();
    let body = body.map(Value::to_string).unwrap_or_default();
    tokio::task::spawn_blocking(move || request_now(address, method, &path, &body))
        .await
        .map_err(|e| e.to_string())?
}

/// [`request`], waiting for the answer.
fn request_now(address: SocketAddr, method: &str, path: &str, body: &str) -> Result<Value, String> {
    let mut stream = std::net::TcpStream::connect(address).map_err(|e| e.to_string())?;
    stream
        .set_read_timeout(Some(Duration::from_mins(1)))
        .map_err(|e| e.to_string())?;
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream
        .write_all(request.as_bytes())
        .map_err(|e| e.to_string())?;
    let mut response = Vec::new();
    stream
        .read_to_end(&mut response)
        .map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&response);
    let (head, json) = text.split_once("\r\n\r\n").ok_or("no HTTP answer")?;
    let answer: Value = serde_json::from_str(json).map_err(|e| format!("{e}: {json}"))?;
    if !head.starts_with("HTTP/1.1 200") {
        return Err(format!(
            "{}: {answer}",
            head.lines().next().unwrap_or_default()
        ));
    }
    Ok(answer["value"].clone())
}
