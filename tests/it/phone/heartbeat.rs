//! A phone that vanishes without closing its connection (asleep, off the Wi-Fi) is seen as
//! away once it stops answering the host's pings, while a phone that answers stays.

use super::client::{Phone, config, host_with, open, token_of};
use fabula::engine::RuleSet;
use fabula::phones::Heartbeat;
use futures_util::SinkExt;
use serde_json::json;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

#[test]
fn phone_that_stops_answering_pings_is_away_and_its_socket_freed() {
    let names = ["Ada", "Bo", "Cy"].map(String::from).to_vec();
    let heartbeat = Heartbeat {
        every: Duration::from_millis(100),
        silence: Duration::from_millis(400),
    };
    let host = host_with(config(RuleSet::Classic, names, 5), heartbeat);
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
