//! Whole games of every rule set played from phones (and one with seats at the laptop),
//! checked message by message for leaks; pictures; the headless `fabula serve`.

use super::client::{Phone, host, http_get, runtime, token_of};
use super::play::{assert_nothing_leaked, play_to_end};
use fabula::engine::{Phase, RuleSet};
use fabula::phones::PhoneHost;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

/// A full game of `rules` with `players` phones and the table page; the seats in `laptop`
/// play through the host's channel instead.
fn phone_game(rules: RuleSet, players: usize, laptop: &[u8], seed: u64) {
    phone_game_on(&host(rules, players, seed), laptop, seed, |_, _| {});
}

/// A full game on `host` from a phone per seat not in `laptop` and the table page, checked for
/// leaks; `more` checks what the devices received besides.
pub(super) fn phone_game_on(
    host: &PhoneHost,
    laptop: &[u8],
    seed: u64,
    more: impl FnOnce(&PhoneHost, &[Phone]),
) {
    let players = host.snapshot().public.players.len() as u8;
    runtime().block_on(async {
        let mut phones = Vec::new();
        for seat in 0..players {
            if !laptop.contains(&seat) {
                let token = token_of(host, seat);
                let phone = Phone::join(host.address(), Some(&token)).await;
                assert_eq!(phone.seat, Some(seat));
                phones.push(phone);
            }
        }
        phones.push(Phone::join(host.address(), None).await);
        let moves = play_to_end(host, &mut phones, laptop, seed).await;
        assert!(moves > 5, "{moves} moves");
        assert_eq!(host.snapshot().public.phase, Phase::GameOver);
        let online = host.status().online;
        for seat in 0..players {
            assert_eq!(online[usize::from(seat)], !laptop.contains(&seat));
        }
        assert_nothing_leaked(host, &phones);
        more(host, &phones);
    });
}

#[test]
fn phone_game_classic_seven_players_with_double_votes() {
    phone_game(RuleSet::Classic, 7, &[], 7);
}

#[test]
fn phone_game_classic_three_players_hand_in_two_cards() {
    phone_game(RuleSet::Classic, 3, &[], 3);
}

#[test]
fn phone_game_edition_2021() {
    phone_game(RuleSet::Edition2021, 5, &[], 21);
}

#[test]
fn phone_game_party_with_the_red_token() {
    phone_game(RuleSet::Party, 6, &[], 6);
}

#[test]
fn phone_game_team_choosing_who_submits() {
    phone_game(RuleSet::Team, 8, &[], 8);
}

#[test]
fn phone_game_mixed_with_seats_at_the_laptop() {
    phone_game(RuleSet::Classic, 5, &[1, 3], 55);
    phone_game(RuleSet::Team, 6, &[0], 66);
}

#[test]
fn phone_pictures_only_for_who_may_see_them() {
    let host = host(RuleSet::Classic, 4, 4);
    runtime().block_on(async {
        let address = host.address();
        let tokens: Vec<String> = (0..4).map(|s| token_of(&host, s)).collect();
        let mut ada = Phone::join(address, Some(&tokens[0])).await;
        let mut bo = Phone::join(address, Some(&tokens[1])).await;
        let state = ada.wait_for(0).await;
        let bo_state = bo.wait_for(0).await;
        let hand_name = |state: &serde_json::Value| {
            let card = state["view"]["hand"][0].as_u64().unwrap().to_string();
            state["cards"][&card].as_str().unwrap().to_owned()
        };
        let ada_card = hand_name(&state);
        let bo_card = hand_name(&bo_state);
        let path = |name: &str| format!("/card/{name}");
        let (status, body) = http_get(address, &path(&ada_card), Some(&tokens[0])).await;
        assert_eq!(status, 200);
        let picture = image::load_from_memory(&body).unwrap();
        assert_eq!(picture.height(), fabula::phones::PHONE_PICTURE_LONG_SIDE);
        assert!(body.len() < 120_000, "{} bytes", body.len());
        // Another seat's card, the table page, a wrong token, a made-up name: all refused.
        assert_eq!(
            http_get(address, &path(&bo_card), Some(&tokens[0])).await.0,
            404
        );
        assert_eq!(http_get(address, &path(&ada_card), None).await.0, 404);
        // Bo's token with its last digit changed (a token ending in 0 gets a 1).
        let last = if tokens[1].ends_with('0') { '1' } else { '0' };
        let wrong = format!("{}{last}", &tokens[1][..31]);
        assert_eq!(
            http_get(address, &path(&ada_card), Some(&wrong)).await.0,
            403
        );
        assert_eq!(
            http_get(address, &path(&"0".repeat(32)), Some(&tokens[0]))
                .await
                .0,
            404
        );
        let (status, page) = http_get(address, "/", None).await;
        assert_eq!(status, 200);
        let page = String::from_utf8(page).unwrap();
        assert!(!page.contains(&tokens[0]) && !page.contains(&ada_card));
    });
}

#[test]
fn phone_serve_prints_seats_and_table_and_stops_when_stdin_closes() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fabula"))
        .args([
            "serve",
            "--rules",
            "edition2021",
            "--players",
            "Ada,Bo,Cy",
            "--port",
            "0",
        ])
        .args(["--bind", "127.0.0.1", "--seed", "5", "--lang", "nl"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut seats = Vec::new();
    let table = loop {
        let line = lines.next().unwrap().unwrap();
        let words: Vec<&str> = line.split(' ').collect();
        match words[0] {
            "SEAT" => seats.push((words[1].to_owned(), words[2].to_owned())),
            "TABLE" => break words[1].to_owned(),
            _ => panic!("{line}"),
        }
    };
    let names: Vec<&str> = seats.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["Ada", "Bo", "Cy"]);
    // The table's own screen: its code after `#table-`.
    let (origin, code) = table.split_once("/#table-").unwrap();
    assert!(origin.starts_with("http://127.0.0.1:"), "{table}");
    assert_eq!(code.len(), 8, "{table}");
    let address: std::net::SocketAddr = origin["http://".len()..].parse().unwrap();
    assert_ne!(address.port(), 0);
    runtime().block_on(async {
        let screen = Phone::join_screen(address, code).await;
        assert_eq!(screen.log[0]["type"], "welcome", "{:?}", screen.log);
        let token = seats[1].1.rsplit('#').next().unwrap();
        let mut bo = Phone::join(address, Some(token)).await;
        assert_eq!(bo.seat, Some(1));
        let state = bo.wait_for(0).await;
        assert_eq!(state["view"]["public"]["players"][2]["name"], "Cy");
        let (status, words) = http_get(address, "/strings.json", None).await;
        assert_eq!(status, 200);
        let words: serde_json::Value = serde_json::from_slice(&words).unwrap();
        assert_eq!(words["hand"], "Jouw hand");
    });
    drop(child.stdin.take());
    let status = child.wait().unwrap();
    assert!(status.success());
}

#[test]
fn phone_page_first_load_is_small_and_names_only_its_own_files() {
    let host = host(RuleSet::Classic, 3, 9);
    runtime().block_on(async {
        let mut total = 0;
        for path in [
            "/",
            "/join.js",
            "/nudge.js",
            "/link.js",
            "/cards.js",
            "/phone.js",
            "/phone.css",
            "/strings.json",
        ] {
            let (status, body) = http_get(host.address(), path, None).await;
            assert_eq!(status, 200, "{path}");
            total += body.len();
        }
        assert!(total < 300 * 1024, "first load {total} bytes");
        let (_, page) = http_get(host.address(), "/", None).await;
        let page = String::from_utf8(page).unwrap();
        assert!(page.contains("/phone.js") && page.contains("/phone.css"));
        assert!(page.contains("/nudge.js"), "the turn's nudge and chime");
        assert!(
            !page.contains("http://") && !page.contains("https://"),
            "no outside files"
        );
        assert_eq!(http_get(host.address(), "/secret", None).await.0, 404);
    });
}

#[test]
fn phone_the_laptop_acts_for_the_table_and_sees_who_is_away() {
    use fabula::engine::Move;
    use fabula::phones::{Asker, PhoneCommand};
    let host = host(RuleSet::Classic, 3, 31);
    // The laptop as the table: only what the whole table does.
    let submit = PhoneCommand::Move(Move::Submit { cards: vec![] });
    assert_eq!(
        host.act(Asker::Table, submit),
        Err("Only a player can do that.".to_owned())
    );
    assert_eq!(
        host.act(Asker::Table, PhoneCommand::Move(Move::ChooseStoryteller)),
        Ok(())
    );
    assert_eq!(host.snapshot().revision, 1);
    runtime().block_on(async {
        let mut table = Phone::join(host.address(), None).await;
        let cy = Phone::join(host.address(), Some(&token_of(&host, 2))).await;
        assert_eq!(host.status().online, [false, false, true]);
        let heard = |table: &Phone, online: serde_json::Value| {
            table
                .log
                .iter()
                .any(|m| m["type"] == "presence" && m["online"] == online)
        };
        while !heard(&table, serde_json::json!([false, false, true])) {
            table.next().await.unwrap();
        }
        cy.close().await;
        // The table page hears that Cy's phone went away.
        table.log.clear();
        while !heard(&table, serde_json::json!([false, false, false])) {
            table.next().await.unwrap();
        }
        assert_eq!(host.status().online, [false, false, false]);
    });
}
