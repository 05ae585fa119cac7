//! Guests never lock the players or the table's own screen out: hundreds of guest sockets from
//! many loopback addresses (127.0.x.y), a guest that keeps grabbing every place, a guest that
//! says hello and never reads; a seat proved again replaces its older connection.

use super::client::{
    PATIENCE, Phone, Socket, host, host_with, open_from, runtime, table_code_of, token_of,
};
use super::play::{assert_nothing_leaked, play_to_end, play_until};
use fabula::engine::RuleSet;
use fabula::phones::Heartbeat;
use fabula::phones::limits::MAX_GUESTS;
use futures_util::{SinkExt, StreamExt};
use serde_json::json;
use std::collections::VecDeque;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

/// Guest `i`'s loopback address: 127.0.x.y, never the players' 127.0.0.1.
fn guest_address(i: usize) -> IpAddr {
    let x = u8::try_from(1 + i / 250).unwrap();
    let y = u8::try_from(2 + i % 250).unwrap();
    IpAddr::V4(Ipv4Addr::new(127, 0, x, y))
}

/// A guest socket from `source` that says hello as a table page and never reads.
async fn silent_guest(address: SocketAddr, source: IpAddr) -> Option<Socket> {
    let mut socket = open_from(address, source).await.ok()?;
    let hello = Message::Text(json!({}).to_string().into());
    socket.send(hello).await.ok()?;
    Some(socket)
}

/// Waits (within [`PATIENCE`]) until `holds`; `what` names the condition if it never does.
async fn until(what: &str, mut holds: impl FnMut() -> bool) {
    let start = Instant::now();
    while !holds() {
        assert!(start.elapsed() < PATIENCE, "never: {what}");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

#[test]
fn phone_guests_never_lock_a_player_out() {
    let host = host(RuleSet::Classic, 4, 31);
    let address = host.address();
    runtime().block_on(async {
        let mut phones = Vec::new();
        for seat in 0..4 {
            phones.push(Phone::join(address, Some(&token_of(&host, seat))).await);
        }
        // 500 guests from 500 addresses, held open.
        let mut held = Vec::new();
        for i in 0..500 {
            held.push(silent_guest(address, guest_address(i)).await.unwrap());
        }
        assert_eq!(host.guests(), 500);
        // A guest that keeps grabbing every place, from ever new addresses.
        let stop = Arc::new(AtomicBool::new(false));
        let grabs = Arc::new(AtomicUsize::new(0));
        let grabber = tokio::spawn(grab(address, stop.clone(), grabs.clone()));
        until("the guests fill their budget", || {
            host.guests() == MAX_GUESTS
        })
        .await;
        // Seat 2's phone leaves, and returns while the grabbing goes on.
        let leaving = phones.remove(2);
        leaving.close().await;
        until("seat 2 shows away", || !host.status().online[2]).await;
        let grabbed = grabs.load(Ordering::Relaxed);
        until("the guest grabs on", || {
            grabs.load(Ordering::Relaxed) > grabbed + 50
        })
        .await;
        let back = Phone::join(address, Some(&token_of(&host, 2))).await;
        assert_eq!(back.seat, Some(2), "the player is let in: {:?}", back.log);
        phones.insert(2, back);
        // The game plays on to its end with the guests at their budget.
        play_to_end(&host, &mut phones, &[], 31).await;
        assert_nothing_leaked(&host, &phones);
        assert!(phones.iter().all(|p| !p.closed), "no player was closed");
        assert!(host.guests() <= MAX_GUESTS);
        assert_eq!(host.connections(), host.guests() + 4);
        stop.store(true, Ordering::Relaxed);
        grabber.await.unwrap();
        drop(held);
    });
}

#[test]
fn phone_the_tables_screen_follows_every_move_among_hundreds_of_guests() {
    let host = host(RuleSet::Classic, 4, 33);
    let address = host.address();
    runtime().block_on(async {
        let mut devices = Vec::new();
        for seat in 0..4 {
            devices.push(Phone::join(address, Some(&token_of(&host, seat))).await);
        }
        // The TV, with the table's own link, before the crowd comes.
        devices.push(Phone::join_screen(address, &table_code_of(&host)).await);
        assert_eq!(host.table_screens(), 1);
        assert_eq!(host.guests(), 0, "the table's screen is no guest");
        let mut held = Vec::new();
        for i in 0..500 {
            held.push(silent_guest(address, guest_address(i)).await.unwrap());
        }
        // And a guest that keeps grabbing every place: the oldest idle guests are closed.
        let stop = Arc::new(AtomicBool::new(false));
        let grabs = Arc::new(AtomicUsize::new(0));
        let grabber = tokio::spawn(grab(address, stop.clone(), grabs.clone()));
        until("the guests fill their budget", || {
            host.guests() == MAX_GUESTS
        })
        .await;
        let grabbed = grabs.load(Ordering::Relaxed);
        until("the guest grabs on", || {
            grabs.load(Ordering::Relaxed) > grabbed + MAX_GUESTS
        })
        .await;
        // Three turns: the screen hears of every move (each within the test's patience), the
        // seats too, and neither is closed.
        let moves = play_until(&host, &mut devices, &[], 33, 30).await;
        let screen = &devices[4];
        assert_eq!(screen.seat, None);
        assert!(!screen.closed, "the table's screen was never closed");
        let seen: Vec<u64> = screen
            .log
            .iter()
            .filter(|m| m["type"] == "state")
            .map(|m| m["rev"].as_u64().unwrap())
            .collect();
        assert!((0..=moves).all(|rev| seen.contains(&rev)), "{seen:?}");
        assert_nothing_leaked(&host, &devices);
        assert!(devices.iter().all(|p| !p.closed), "no player was closed");
        assert_eq!(host.table_screens(), 1);
        assert_eq!(host.connections(), host.guests() + 5);
        stop.store(true, Ordering::Relaxed);
        grabber.await.unwrap();
        drop(held);
    });
}

#[test]
fn phone_a_wrong_table_code_is_refused_and_counted_as_a_wrong_link() {
    let host = host(RuleSet::Classic, 3, 34);
    let address = host.address();
    runtime().block_on(async {
        let code = table_code_of(&host);
        let wrong = if code.starts_with('2') { "3" } else { "2" };
        let mut guess = Phone::join_screen(address, &format!("{wrong}{}", &code[1..])).await;
        let told = guess.log[0].clone();
        assert_eq!(told["type"], "error", "{told}");
        assert!(
            told["reason"]
                .as_str()
                .unwrap()
                .starts_with("This link is not (or no longer) the table"),
            "{told}"
        );
        assert!(guess.next().await.is_none(), "then closed");
        assert_eq!(host.table_screens(), 0);
        // Both a seat's token and the table's code: not a hello the page sends.
        let socket = super::client::open(address).await.unwrap();
        let mut both =
            Phone::hello_on(socket, json!({"token": token_of(&host, 0), "table": code})).await;
        assert_eq!(both.log[0]["type"], "error");
        assert!(both.next().await.is_none());
        let right = Phone::join_screen(address, &code).await;
        assert_eq!(right.log[0]["type"], "welcome");
        until("the screen is counted", || host.table_screens() == 1).await;
    });
}

/// Opens guest sockets one after another until `stop`, counting them in `grabs`; keeps the
/// newest few hundred (the host closes the older ones anyway).
async fn grab(address: SocketAddr, stop: Arc<AtomicBool>, grabs: Arc<AtomicUsize>) {
    let mut kept = VecDeque::new();
    let mut next = 500;
    while !stop.load(Ordering::Relaxed) {
        if let Some(socket) = silent_guest(address, guest_address(next)).await {
            kept.push_back(socket);
            if kept.len() > MAX_GUESTS {
                kept.pop_front();
            }
            grabs.fetch_add(1, Ordering::Relaxed);
        }
        next = 500 + (next + 1 - 500) % 20_000;
    }
}

#[test]
fn phone_a_guest_that_never_reads_is_dropped_and_the_game_goes_on() {
    // Pings far apart: only its piled-up messages can drop the sleeper.
    let heartbeat = Heartbeat {
        every: Duration::from_mins(10),
        silence: Duration::from_mins(20),
    };
    let names = (1..=8).map(|i| format!("P{i}")).collect();
    let host = host_with(super::client::config(RuleSet::Party, names, 19), heartbeat);
    runtime().block_on(async {
        let address = host.address();
        // Seat 7's phone: a tiny receive window, a hello, then silence.
        let mut sleeper = open_from(address, guest_address(0)).await.unwrap();
        let hello = json!({ "token": token_of(&host, 7) });
        sleeper
            .send(Message::Text(hello.to_string().into()))
            .await
            .unwrap();
        until("seat 7 shows connected", || host.status().online[7]).await;
        let mut phones = Vec::new();
        for seat in 0..7 {
            phones.push(Phone::join(address, Some(&token_of(&host, seat))).await);
        }
        // Seat 7 "plays" from the laptop while its phone sleeps.
        let moves = play_to_end(&host, &mut phones, &[7], 19).await;
        assert!(moves > 20);
        assert_nothing_leaked(&host, &phones);
        until("the sleeper is dropped", || !host.status().online[7]).await;
        until("its socket is freed", || host.connections() == 7).await;
        drop(sleeper);
    });
}

#[test]
fn phone_a_seat_opened_again_replaces_its_older_connection() {
    let host = host(RuleSet::Classic, 3, 32);
    let address = host.address();
    runtime().block_on(async {
        let mut phones = Vec::new();
        for seat in 0..3 {
            phones.push(Phone::join(address, Some(&token_of(&host, seat))).await);
        }
        phones.push(Phone::join(address, None).await);
        // Seat 1's link opened again (the phone came back, or another tab).
        let newer = Phone::join(address, Some(&token_of(&host, 1))).await;
        assert_eq!(newer.seat, Some(1));
        let older = &mut phones[1];
        let told = older.answer().await.expect("the older connection is told");
        assert_eq!(told["type"], "replaced", "{told}");
        assert!(older.next().await.is_none(), "then closed");
        phones[1] = newer;
        until("the older connection's socket is freed", || {
            host.connections() == 4
        })
        .await;
        play_to_end(&host, &mut phones, &[], 32).await;
        assert_nothing_leaked(&host, &phones);
        assert!(phones.iter().all(|p| !p.closed), "the others play on");
    });
}

#[test]
fn phone_a_table_page_that_reads_late_gets_the_newest_state_not_every_one() {
    // Pings far apart: nothing but its own unsent states could drop the page.
    let heartbeat = Heartbeat {
        every: Duration::from_mins(10),
        silence: Duration::from_mins(20),
    };
    let names = (1..=8).map(|i| format!("P{i}")).collect();
    let host = host_with(super::client::config(RuleSet::Party, names, 23), heartbeat);
    runtime().block_on(async {
        let address = host.address();
        // A table page with a tiny receive window that reads nothing while the game is played.
        let mut page = silent_guest(address, guest_address(0)).await.unwrap();
        until("the page is a guest", || host.guests() == 1).await;
        let seats: Vec<u8> = (0..8).collect();
        let moves = play_to_end(&host, &mut [], &seats, 23).await;
        // Far more states than a device may leave unsent: a queue of them would have dropped
        // the page; the newest replaced the unsent ones instead.
        assert!(moves > 4 * 32, "{moves} moves");
        assert_eq!(host.guests(), 1, "the page is still connected");
        let mut revisions = Vec::new();
        while revisions.last() != Some(&moves) {
            let message = tokio::time::timeout(PATIENCE, page.next())
                .await
                .expect("the newest state arrives")
                .expect("the page stays open")
                .unwrap();
            let Message::Text(text) = message else {
                continue;
            };
            let value: serde_json::Value = serde_json::from_str(&text).unwrap();
            if value["type"] == "state" {
                revisions.push(value["rev"].as_u64().unwrap());
            }
        }
        assert!(revisions.is_sorted(), "{revisions:?}");
        assert!(
            revisions.len() < moves as usize,
            "{} states for {moves} moves",
            revisions.len()
        );
    });
}
