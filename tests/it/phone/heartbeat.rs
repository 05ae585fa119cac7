//! A phone that vanishes without closing its connection (asleep, off the Wi-Fi) is seen as
//! away once it stops answering the host's pings, while a phone that answers stays.

use super::client::{PATIENCE, config, host_with, open, token_of};
use fabula::engine::RuleSet;
use fabula::phones::Heartbeat;
use futures_util::{SinkExt, StreamExt};
use serde_json::json;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

/// How long the quick host lets a connection stay silent: long beside its pings (every
/// 100 ms), so that a phone that answers is never late even on a busy machine, where the
/// phone's reader can wait seconds for a core (2 s was not enough there).
const SILENCE: Duration = Duration::from_secs(6);

/// A game of three whose host pings every 100 ms and gives up after [`SILENCE`].
fn quick_host(seed: u64) -> fabula::phones::PhoneHost {
    let names = ["Ada", "Bo", "Cy"].map(String::from).to_vec();
    let heartbeat = Heartbeat {
        every: Duration::from_millis(100),
        silence: SILENCE,
    };
    host_with(config(RuleSet::Classic, names, seed), heartbeat)
}

#[test]
fn phone_that_stops_answering_pings_is_away_and_its_socket_freed() {
    let host = quick_host(5);
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        // Bo's phone reads (and so answers pings, counting them); Cy's says hello, then goes
        // silent.
        let mut bo = open(host.address()).await.unwrap();
        let hello = json!({ "token": token_of(&host, 1) }).to_string();
        bo.send(Message::Text(hello.into())).await.unwrap();
        let pings = Arc::new(AtomicUsize::new(0));
        let counted = pings.clone();
        let reader = tokio::spawn(async move {
            while let Some(Ok(message)) = bo.next().await {
                if matches!(message, Message::Ping(_)) {
                    counted.fetch_add(1, Ordering::Relaxed);
                }
            }
        });
        let mut cy = open(host.address()).await.unwrap();
        let hello = json!({ "token": token_of(&host, 2) }).to_string();
        cy.send(Message::Text(hello.into())).await.unwrap();
        let start = Instant::now();
        while host.status().online != [false, true, true] {
            assert!(start.elapsed() < PATIENCE, "both arrive");
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        let start = Instant::now();
        while host.status().online[2] {
            assert!(
                start.elapsed() < PATIENCE,
                "the silent phone is still counted"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert!(
            start.elapsed() >= SILENCE / 2,
            "not before the silence limit"
        );
        // Pings over two silence limits later (each at least 100 ms after the one before),
        // the phone that answers is still there.
        let seen = pings.load(Ordering::Relaxed);
        let over_two_limits = seen + 2 * (SILENCE.as_millis() as usize / 100) + 1;
        let start = Instant::now();
        while pings.load(Ordering::Relaxed) < over_two_limits {
            assert!(start.elapsed() < PATIENCE * 2, "the host keeps pinging");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert_eq!(host.status().online, [false, true, false]);
        let start = Instant::now();
        while host.connections() != 1 {
            assert!(start.elapsed() < PATIENCE, "the silent socket is closed");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        reader.abort();
        drop(cy);
    });
}

#[test]
fn phone_attack_a_request_that_never_finishes_is_closed_after_the_limit() {
    let host = quick_host(6);
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let start = Instant::now();
        let mut stalled = tokio::net::TcpStream::connect(host.address())
            .await
            .unwrap();
        stalled
            .write_all(b"GET / HTTP/1.1\r\nHost: x\r\n")
            .await
            .unwrap();
        // The host answers nothing and closes it once the limit has passed.
        let mut rest = Vec::new();
        let read = tokio::time::timeout(PATIENCE, stalled.read_to_end(&mut rest))
            .await
            .expect("closed once the limit has passed");
        assert!(read.is_ok_and(|n| n == 0) || rest.is_empty());
        assert!(
            start.elapsed() + Duration::from_millis(50) >= SILENCE,
            "not before the limit"
        );
        // A whole request is answered as ever.
        let (status, _) = super::client::http_get(host.address(), "/", None).await;
        assert_eq!(status, 200);
    });
}
