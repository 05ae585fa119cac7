//! A phone that vanishes without closing its connection (asleep, off the Wi-Fi) is seen as
//! away once it stops answering the host's pings, while a phone that answers stays.

use super::client::{Phone, config, host_with, open, token_of};
use fabula::engine::RuleSet;
use fabula::phones::Heartbeat;
use futures_util::SinkExt;
use serde_json::json;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

/// A game of three whose host pings every 100 ms and gives up after 400 ms of silence.
fn quick_host(seed: u64) -> fabula::phones::PhoneHost {
    let names = ["Ada", "Bo", "Cy"].map(String::from).to_vec();
    let heartbeat = Heartbeat {
        every: Duration::from_millis(100),
        silence: Duration::from_millis(400),
    };
    host_with(config(RuleSet::Classic, names, seed), heartbeat)
}

#[test]
fn phone_that_stops_answering_pings_is_away_and_its_socket_freed() {
    let host = quick_host(5);
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        // Bo's phone reads (and so answers pings); Cy's says hello, then goes silent.
        let bo = Phone::join(host.address(), Some(&token_of(&host, 1))).await;
        let mut cy = open(host.address()).await.unwrap();
        let hello = json!({ "token": token_of(&host, 2) }).to_string();
        cy.send(Message::Text(hello.into())).await.unwrap();
        let start = Instant::now();
        while host.status().online != [false, true, true] {
            assert!(start.elapsed() < Duration::from_secs(5), "both arrive");
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        let start = Instant::now();
        while host.status().online[2] {
            assert!(
                start.elapsed() < Duration::from_secs(5),
                "the silent phone is still counted"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert!(
            start.elapsed() >= Duration::from_millis(200),
            "not before the silence limit"
        );
        // Several silence limits later, the phone that answers is still there.
        tokio::time::sleep(Duration::from_millis(1200)).await;
        assert_eq!(host.status().online, [false, true, false]);
        assert_eq!(host.connections(), 1, "the silent socket is closed");
        drop(bo);
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
        let read = tokio::time::timeout(Duration::from_secs(5), stalled.read_to_end(&mut rest))
            .await
            .expect("closed within the limit and a margin");
        assert!(read.is_ok_and(|n| n == 0) || rest.is_empty());
        assert!(
            start.elapsed() >= Duration::from_millis(350),
            "not before the limit"
        );
        // A whole request is answered as ever.
        let (status, _) = super::client::http_get(host.address(), "/", None).await;
        assert_eq!(status, 200);
    });
}
