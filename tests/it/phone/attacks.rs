//! The home network is not trusted: devices without a token, with a wrong or altered one,
//! acting for others, sending garbage or huge messages, flooding, or never reading. Nothing
//! leaks, nothing crashes, the game goes on.

use super::client::{Phone, host, open, runtime, token_of};
use super::play::{assert_nothing_leaked, play_to_end};
use fabula::engine::{PlayerId, RuleSet};
use fabula::phones::limits::{MAX_FAILED_JOINS, MAX_GUESTS_PER_ADDRESS};
use fabula::phones::{MAX_MESSAGE_BYTES, PhoneHost};
use futures_util::{SinkExt, StreamExt};
use serde_json::json;
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

/// A phone for every seat, then the table page.
async fn everyone(host: &PhoneHost, players: u8) -> Vec<Phone> {
    let mut phones = seats(host, players).await;
    phones.push(Phone::join(host.address(), None).await);
    phones
}

/// A phone for every seat.
async fn seats(host: &PhoneHost, players: u8) -> Vec<Phone> {
    let mut phones = Vec::new();
    for seat in 0..players {
        phones.push(Phone::join(host.address(), Some(&token_of(host, seat))).await);
    }
    phones
}

/// The table page's own loopback address, away from a flood from 127.0.0.1.
fn table_address() -> std::net::IpAddr {
    std::net::IpAddr::from([127, 0, 0, 2])
}

/// The token of `seat` with its last character changed.
fn altered(token: &str) -> String {
    let last = if token.ends_with('0') { '1' } else { '0' };
    format!("{}{last}", &token[..token.len() - 1])
}

#[test]
fn phone_attack_without_a_token_sees_only_the_table_and_cannot_act() {
    let host = host(RuleSet::Classic, 4, 11);
    runtime().block_on(async {
        let mut table = Phone::join(host.address(), None).await;
        assert_eq!(table.seat, None);
        let state = table.wait_for(0).await;
        assert!(state.get("view").is_none() && state["public"].is_object());
        table.send(&json!({"do": "choose_storyteller"})).await;
        let answer = table.answer().await.unwrap();
        assert_eq!(answer["type"], "refused", "{answer}");
        assert_eq!(host.snapshot().revision, 0);
        assert_nothing_leaked(&host, &[table]);
    });
}

#[test]
fn phone_attack_wrong_and_altered_tokens_are_turned_away_then_limited() {
    let host = host(RuleSet::Classic, 3, 12);
    runtime().block_on(async {
        let address = host.address();
        let bo = token_of(&host, 1);
        let guesses = [
            "0123456789abcdef0123456789abcdef".to_owned(),
            altered(&bo),
            format!("{bo}0"),
            bo[..31].to_owned(),
            String::new(),
            bo.to_uppercase(),
        ];
        for guess in &guesses {
            let mut device = Phone::join(address, Some(guess)).await;
            assert_eq!(device.log[0]["type"], "error", "{guess}");
            assert!(device.next().await.is_none(), "the host closes");
            assert!(device.log.iter().all(|m| m["type"] != "state"));
        }
        assert_eq!(host.status().online, [false, false, false]);
        // Enough wrong guesses from one address, and even the right token waits.
        for _ in guesses.len()..MAX_FAILED_JOINS as usize {
            Phone::join(address, Some(&altered(&bo))).await;
        }
        let mut late = Phone::join(address, Some(&bo)).await;
        assert_eq!(late.log[0]["type"], "error");
        assert!(late.next().await.is_none());
        // The table page needs no token and is still served.
        let mut table = Phone::join(address, None).await;
        table.wait_for(0).await;
    });
}

#[test]
fn phone_attack_a_renewed_token_replaces_the_old_one() {
    let host = host(RuleSet::Classic, 3, 13);
    runtime().block_on(async {
        let old = token_of(&host, 2);
        let mut stolen = Phone::join(host.address(), Some(&old)).await;
        stolen.wait_for(0).await;
        let mut other = Phone::join(host.address(), Some(&token_of(&host, 1))).await;
        other.wait_for(0).await;
        host.renew_token(PlayerId(2)).unwrap();
        let new = token_of(&host, 2);
        assert_ne!(old, new);
        // The phone still connected with the old link is sent away; the others stay.
        let notice = stolen.answer().await.unwrap();
        assert_eq!(notice["type"], "error");
        assert!(stolen.answer().await.is_none(), "closed");
        let refused = Phone::join(host.address(), Some(&old)).await;
        assert_eq!(refused.log[0]["type"], "error");
        let mut phone = Phone::join(host.address(), Some(&new)).await;
        assert_eq!(phone.seat, Some(2));
        phone.wait_for(0).await;
        other.send(&json!({"do": "choose_storyteller"})).await;
        other.wait_for(1).await;
        phone.wait_for(1).await;
    });
}

#[test]
fn phone_attack_actions_for_another_seat_are_refused_to_that_phone_alone() {
    let host = host(RuleSet::Classic, 4, 14);
    runtime().block_on(async {
        let mut phones = everyone(&host, 4).await;
        phones[0].send(&json!({"do": "choose_storyteller"})).await;
        for phone in &mut phones {
            phone.wait_for(1).await;
        }
        let teller = host.snapshot().public.storyteller.unwrap().0;
        let other = (teller + 1) % 4;
        let state = phones[usize::from(other)].log.last().unwrap().clone();
        let their_card = state["view"]["hand"][0].as_u64().unwrap();
        let attacker = usize::from((teller + 2) % 4);
        // A seat named in the message is not part of any command.
        let named = json!({"do": "tell", "card": their_card, "clue": "x", "player": teller});
        phones[attacker].send(&named).await;
        assert_eq!(phones[attacker].answer().await.unwrap()["type"], "error");
        // Telling in the storyteller's place, with the storyteller's card.
        phones[attacker]
            .send(&json!({"do": "tell", "card": their_card, "clue": "x"}))
            .await;
        let refused = phones[attacker].answer().await.unwrap();
        assert_eq!(refused["type"], "refused");
        assert_eq!(refused["reason"], "Only the storyteller can do that.");
        // The storyteller with another seat's card.
        let teller_phone = &mut phones[usize::from(teller)];
        teller_phone
            .send(&json!({"do": "tell", "card": their_card, "clue": "x"}))
            .await;
        assert_eq!(teller_phone.answer().await.unwrap()["type"], "refused");
        assert_eq!(host.snapshot().revision, 1, "nothing was applied");
        tokio::time::sleep(Duration::from_millis(100)).await;
        for (seat, phone) in phones.iter_mut().enumerate() {
            phone.drain();
            let refusals = phone.log.iter().filter(|m| m["type"] == "refused").count();
            let expected = match seat {
                s if s == attacker => 1,
                s if s == usize::from(teller) => 1,
                _ => 0,
            };
            assert_eq!(refusals, expected, "seat {seat}");
        }
        play_to_end(&host, &mut phones, &[], 14).await;
        assert_nothing_leaked(&host, &phones);
    });
}

#[test]
fn phone_attack_a_team_chooses_only_its_own_giver() {
    let host = host(RuleSet::Team, 6, 15);
    runtime().block_on(async {
        let mut phones = everyone(&host, 6).await;
        phones[0].send(&json!({"do": "choose_storyteller"})).await;
        phones[0].wait_for(1).await;
        let state = host.snapshot();
        let teller = state.public.storyteller.unwrap();
        let teller_team = state.public.players[teller.index()].team;
        // A member of one choosing team names a member of another.
        let chooser = state
            .public
            .players
            .iter()
            .find(|p| p.team != teller_team)
            .unwrap();
        let stranger = state
            .public
            .players
            .iter()
            .find(|p| p.team != teller_team && p.team != chooser.team)
            .unwrap();
        let phone = &mut phones[chooser.id.index()];
        phone
            .send(&json!({"do": "name_giver", "player": stranger.id.0}))
            .await;
        let refused = phone.answer().await.unwrap();
        assert_eq!(refused["reason"], "You can only choose for your own team.");
        assert_eq!(host.snapshot().revision, 1);
    });
}

#[test]
fn phone_attack_malformed_and_oversized_messages_then_the_game_goes_on() {
    let host = host(RuleSet::Edition2021, 4, 16);
    runtime().block_on(async {
        let mut phones = everyone(&host, 4).await;
        for garbage in [
            "not json",
            "{}",
            r#"{"do":"explode"}"#,
            r#"{"do":"vote","slots":"x"}"#,
            "[1,2]",
        ] {
            assert!(phones[1].send_text(garbage).await);
            let answer = phones[1].answer().await.unwrap();
            assert_eq!(answer["type"], "error", "{garbage}");
        }
        // A message over the cap closes that connection only.
        let huge = format!(
            r#"{{"do":"give_clue","clue":"{}"}}"#,
            "x".repeat(MAX_MESSAGE_BYTES * 16)
        );
        phones[1].send_text(&huge).await;
        assert!(phones[1].answer().await.is_none(), "closed");
        assert_eq!(host.snapshot().revision, 0);
        // The phone comes back to its seat, with its state.
        let mut back = Phone::join(host.address(), Some(&token_of(&host, 1))).await;
        let state = back.wait_for(0).await;
        assert_eq!(state["seat"], 1);
        phones[1] = back;
        play_to_end(&host, &mut phones, &[], 16).await;
        assert_nothing_leaked(&host, &phones);
    });
}

#[test]
fn phone_attack_binary_frames_close_the_connection() {
    let host = host(RuleSet::Classic, 3, 17);
    runtime().block_on(async {
        let socket = open(host.address()).await.unwrap();
        let (mut sink, mut stream) = socket.split();
        sink.send(Message::Binary(vec![0u8; 64].into()))
            .await
            .unwrap();
        // An error notice, then the end (no state ever).
        while let Some(Ok(message)) = stream.next().await {
            if let Message::Text(text) = message {
                assert!(!text.contains("\"state\""), "{text}");
            }
        }
        let mut phone = Phone::join(host.address(), Some(&token_of(&host, 0))).await;
        phone.wait_for(0).await;
    });
}

#[test]
fn phone_attack_500_connections_at_once() {
    let host = host(RuleSet::Classic, 4, 18);
    runtime().block_on(async {
        // The seats from this address, the table page from another one.
        let mut phones = seats(&host, 4).await;
        phones.push(Phone::join_from(host.address(), None, table_address()).await);
        assert_eq!(host.connections(), 5);
        let flood: Vec<_> = (0..500)
            .map(|_| tokio::spawn(open(host.address())))
            .collect();
        let mut sockets = Vec::new();
        for attempt in flood {
            if let Ok(socket) = attempt.await.unwrap() {
                sockets.push(socket);
            }
        }
        // Each socket of the flood took the place of the address's oldest guest: the flood
        // holds its address's share, the seats and the table page from elsewhere are untouched.
        assert_eq!(host.guests(), MAX_GUESTS_PER_ADDRESS + 1);
        assert_eq!(host.connections(), MAX_GUESTS_PER_ADDRESS + 5);
        // The flood is still open: the honest phones play a whole game.
        play_to_end(&host, &mut phones, &[], 18).await;
        assert_nothing_leaked(&host, &phones);
        assert!(phones.iter().all(|p| !p.closed));
        drop(sockets);
        let until = std::time::Instant::now() + Duration::from_mins(2);
        while host.connections() != 5 && std::time::Instant::now() < until {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert_eq!(host.connections(), 5, "the flood's places are freed");
    });
}

#[test]
fn phone_attack_a_half_sent_request_does_not_keep_the_host_alive() {
    let host = host(RuleSet::Classic, 3, 20);
    let address = host.address();
    let runtime = runtime();
    let _half = runtime.block_on(async {
        let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
        tokio::io::AsyncWriteExt::write_all(&mut stream, b"GET / HTTP/1.1\r\nHost: x\r\n")
            .await
            .unwrap();
        let phone = Phone::join(address, Some(&token_of(&host, 0))).await;
        (stream, phone)
    });
    let (done, stopped) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        drop(host);
        done.send(()).unwrap();
    });
    // A liveness bound, not a speed measure: stopping takes about a second.
    stopped
        .recv_timeout(Duration::from_mins(2))
        .expect("the host stops although a device never finished its request");
}

#[test]
fn phone_attack_sockets_that_never_finish_a_request_use_up_only_their_share() {
    let host = host(RuleSet::Classic, 3, 21);
    runtime().block_on(async {
        let mut phones = seats(&host, 3).await;
        phones.push(Phone::join_from(host.address(), None, table_address()).await);
        // Sockets from this address that start a request and never finish it.
        let mut stalled = Vec::new();
        for _ in 0..200 {
            if let Ok(mut stream) = tokio::net::TcpStream::connect(host.address()).await {
                let _ =
                    tokio::io::AsyncWriteExt::write_all(&mut stream, b"GET / HTTP/1.1\r\n").await;
                stalled.push(stream);
            }
        }
        // The host closed the idle ones (heard from longest ago) to make room for the newest:
        // reading them ends.
        let expected = 200 - MAX_GUESTS_PER_ADDRESS;
        let mut closed = vec![false; stalled.len()];
        // Rounds until the host has closed them, within a bound for a hang (not a speed).
        let until = std::time::Instant::now() + Duration::from_mins(2);
        while std::time::Instant::now() < until {
            for (stream, closed) in stalled.iter_mut().zip(&mut closed) {
                if *closed {
                    continue;
                }
                let mut byte = [0u8; 1];
                let read = tokio::time::timeout(
                    Duration::from_millis(5),
                    tokio::io::AsyncReadExt::read(stream, &mut byte),
                )
                .await;
                *closed = matches!(read, Ok(Ok(0) | Err(_)));
            }
            if closed.iter().filter(|c| **c).count() >= expected {
                break;
            }
        }
        assert_eq!(closed.iter().filter(|c| **c).count(), expected);
        // The phones already in play on: a whole game.
        play_to_end(&host, &mut phones, &[], 21).await;
        assert_nothing_leaked(&host, &phones);
        // A player's phone gets in at once although the stalled sockets are still open.
        let mut again = Phone::join(host.address(), Some(&token_of(&host, 0))).await;
        assert_eq!(again.seat, Some(0));
        again.wait_for(1).await;
        drop(stalled);
    });
}
