//! Phones beside the laptop in the real app: pairing from the phones panel, seats on phones
//! skipping the privacy screen, their moves reaching the laptop's game (and refused ones
//! answered to that phone alone), and a seat brought back to the laptop.

use super::client::Phone;
use crate::support::harness::{app_harness, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use fabula::app::FabulaApp;
use fabula::engine::{Move, Phase, PlayerId, Slot};
use fabula::hotseat::{GameCommand, SeatLink, Stage};
use fabula::ui::{PairingCommand, UiCommand};
use serde_json::{Value, json};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::{Duration, Instant};

/// The app at the phones panel of a new game of four (Ada, Bruno, Chloé, Daan), Ada telling
/// first, phones served on loopback.
pub(super) fn app_with_phones() -> Harness<'static, FabulaApp> {
    start_with_phones(app_on(None))
}

/// Starts a game of four with phones on, Ada telling first: the phones panel shows.
fn start_with_phones(mut h: Harness<'static, FabulaApp>) -> Harness<'static, FabulaApp> {
    h.get_by_label("New game").click();
    h.run();
    h.state_mut().setup_mut().starter = Some(0);
    h.state_mut().setup_mut().phones = true;
    h.get_by_label("Start the game").click();
    h.run();
    h
}

/// The app with its saves in `data` (none kept without), phones served on loopback.
pub(super) fn app_on(data: Option<&std::path::Path>) -> Harness<'static, FabulaApp> {
    let data = data.map(std::path::Path::to_path_buf);
    app_harness(data, egui::vec2(1600.0, 900.0), 32, 5, |app| {
        let mut app = with_cards(app);
        app.set_phone_bind(IpAddr::V4(Ipv4Addr::LOCALHOST));
        app
    })
}

/// Frames until `done` holds (phones' messages arrive between frames), or the test fails.
pub(super) fn run_until(
    h: &mut Harness<'_, FabulaApp>,
    what: &str,
    done: impl Fn(&FabulaApp) -> bool,
) {
    let start = Instant::now();
    while !done(h.state()) {
        assert!(
            start.elapsed() < Duration::from_mins(2),
            "waited for {what}"
        );
        std::thread::sleep(Duration::from_millis(5));
        h.step();
    }
    h.run();
}

/// Connects `seat`'s phone with the link its code shows.
pub(super) fn pair(rt: &tokio::runtime::Runtime, h: &Harness<'_, FabulaApp>, seat: u8) -> Phone {
    let url = h.state().phone_url(PlayerId(seat)).expect("phones are on");
    let rest = url.strip_prefix("http://").unwrap();
    let (address, token) = rest.split_once("/#").unwrap();
    let address: SocketAddr = address.parse().unwrap();
    assert!(address.ip().is_loopback(), "tests stay on loopback");
    rt.block_on(Phone::join(address, Some(token)))
}

/// A legal move for `seat` now, as its phone sends it (chosen from the game's truth).
fn move_of(app: &FabulaApp, seat: u8) -> Value {
    let state = app.game_state().unwrap();
    let view = state.player_view(PlayerId(seat));
    match state.phase() {
        Phase::Telling => json!({"do": "tell", "card": view.hand[0].0, "clue": "tide"}),
        Phase::Submitting => json!({"do": "submit", "cards": [view.hand[0].0]}),
        _ => {
            let slot = (0..state.public_view().board.len())
                .map(Slot::from_index)
                .find(|s| !view.own_slots.contains(s))
                .unwrap();
            json!({"do": "vote", "slots": [slot.0], "red": null})
        }
    }
}

/// The laptop's seat at its privacy screen makes its move through the real screens.
fn laptop_moves(h: &mut Harness<'_, FabulaApp>, seat: u8) {
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(seat))));
    h.key_press(egui::Key::Space);
    h.run();
    match h.state().stage() {
        Some(Stage::Hand(_)) => {
            h.key_press(egui::Key::Num1);
            h.run();
            h.key_press(egui::Key::Enter);
        }
        Some(Stage::Vote(_)) => {
            let Value::Object(vote) = move_of(h.state(), seat) else {
                unreachable!()
            };
            let slot = Slot(vote["slots"][0].as_u64().unwrap() as u8);
            h.state_mut()
                .command(UiCommand::Game(GameCommand::Move(Move::Vote {
                    slots: vec![slot],
                    red: None,
                })));
        }
        other => panic!("unexpected {other:?}"),
    }
    h.run();
}

#[test]
fn phone_seats_play_beside_laptop_seats_in_the_real_app() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let mut h = app_with_phones();
    // The panel opened with the game; one code at a time.
    h.get_by_label("Show Bruno's code").click();
    h.run();
    assert!(
        h.query_by_label("Show Chloé's code").is_none(),
        "one code on screen"
    );
    let mut bruno = pair(&rt, &h, 1);
    run_until(&mut h, "Bruno's phone", |app| {
        app.seat_links()[1] == SeatLink::Phone { online: true }
    });
    assert!(
        h.query_by_label("Hide the code").is_none(),
        "a paired phone's code is put away"
    );
    h.get_by_label("Show Chloé's code").click();
    h.run();
    let mut chloe = pair(&rt, &h, 2);
    run_until(&mut h, "Chloé's phone", |app| {
        app.seat_links()[2] == SeatLink::Phone { online: true }
    });
    h.get_by_label("Done").click();
    h.run();

    // Ada (laptop) tells; Bruno and Chloé have no privacy screen: Daan is next.
    laptop_moves(&mut h, 0);
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(3))));
    laptop_moves(&mut h, 3);
    assert_eq!(h.state().stage(), Some(Stage::Phones));
    // Bruno hands in a card and takes it back while nobody else has moved.
    let command = move_of(h.state(), 1);
    rt.block_on(bruno.send(&command));
    run_until(&mut h, "Bruno's card", |app| {
        app.game_state().unwrap().task_of(PlayerId(1)).is_none()
    });
    let state = loop {
        let state = rt.block_on(bruno.wait_for(bruno.rev));
        let public = &state["view"]["public"];
        if public["phase"] == "Submitting" && public["players"][1]["done"] == true {
            break state;
        }
    };
    assert_eq!(state["take_back"], true, "{state}");
    rt.block_on(bruno.send(&json!({"do": "take_back"})));
    run_until(&mut h, "Bruno's card back", |app| {
        app.game_state().unwrap().task_of(PlayerId(1)).is_some()
    });
    for phone in [&mut bruno, &mut chloe] {
        let seat = phone.seat.unwrap();
        let command = move_of(h.state(), seat);
        rt.block_on(phone.send(&command));
        run_until(&mut h, "a phone's card", |app| {
            let state = app.game_state().unwrap();
            state.phase() != Phase::Submitting || state.task_of(PlayerId(seat)).is_none()
        });
    }
    assert_eq!(h.state().stage(), Some(Stage::Board));
    h.key_press(egui::Key::Enter);
    h.run();

    // A refused move is answered to that phone alone, and changes nothing.
    let own = h
        .state()
        .game_state()
        .unwrap()
        .player_view(PlayerId(1))
        .own_slots[0];
    rt.block_on(bruno.send(&json!({"do": "vote", "slots": [own.0], "red": null})));
    let refusal = loop {
        h.step();
        rt.block_on(async { tokio::time::sleep(Duration::from_millis(5)).await });
        bruno.drain();
        if let Some(m) = bruno.log.iter().find(|m| m["type"] == "refused") {
            break m.clone();
        }
    };
    assert!(
        refusal["reason"].as_str().unwrap().contains("own"),
        "{refusal}"
    );
    chloe.drain();
    assert!(chloe.log.iter().all(|m| m["type"] != "refused"));

    laptop_moves(&mut h, 3);
    for phone in [&mut bruno, &mut chloe] {
        let command = move_of(h.state(), phone.seat.unwrap());
        rt.block_on(phone.send(&command));
    }
    run_until(&mut h, "the reveal", |app| {
        app.stage() == Some(Stage::Reveal)
    });
    // Phones cannot move the table on: the laptop does.
    bruno.drain();
    let seen = bruno.log.len();
    rt.block_on(bruno.send(&json!({"do": "next_turn"})));
    // The answer comes from the laptop's next frames: step them until it arrives.
    let start = Instant::now();
    let answer = loop {
        assert!(
            start.elapsed() < Duration::from_mins(2),
            "an answer to next_turn"
        );
        h.step();
        std::thread::sleep(Duration::from_millis(5));
        bruno.drain();
        let answer = bruno.log[seen..]
            .iter()
            .find(|m| !matches!(m["type"].as_str(), Some("state" | "presence")));
        if let Some(answer) = answer {
            break answer.clone();
        }
    };
    assert_eq!(answer["type"], "refused");
    let scores = h.state().game_state().unwrap().public_view().scores;
    bruno.drain();
    let reveal_rev = bruno.rev;
    h.key_press(egui::Key::Enter);
    h.run();
    // Bruno tells next, from his phone: the laptop waits for him.
    assert_eq!(h.state().stage(), Some(Stage::Phones));
    let state = rt.block_on(bruno.wait_for(reveal_rev + 1));
    assert_eq!(state["view"]["public"]["phase"], "Telling");
    assert_eq!(state["view"]["public"]["scores"], json!(scores));

    // Bruno plays here again: his phone's link stops working, his privacy screen returns.
    h.state_mut()
        .command(UiCommand::Pairing(PairingCommand::PlayHere(PlayerId(1))));
    h.run();
    assert_eq!(h.state().seat_links()[1], SeatLink::Laptop);
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(1))));
    let sent_away = rt.block_on(async {
        while let Some(message) = bruno.next().await {
            if message["type"] == "released" {
                return message["reason"].as_str().map(str::to_owned);
            }
        }
        None
    });
    let reason = sent_away.expect("the old link is sent away, with a reason");
    assert!(reason.contains("laptop"), "{reason}");
}

#[test]
fn phone_links_survive_a_restart_of_the_app() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut h = start_with_phones(app_on(Some(data.path())));
    h.get_by_label("Show Bruno's code").click();
    h.run();
    let old_url = h.state().phone_url(PlayerId(1)).unwrap();
    let chloe_then = h.state().phone_url(PlayerId(2)).unwrap();
    let bruno = pair(&rt, &h, 1);
    run_until(&mut h, "Bruno's phone", |app| {
        app.seat_links()[1] == SeatLink::Phone { online: true }
    });
    h.get_by_label("Done").click();
    h.run();
    laptop_moves(&mut h, 0);
    h.state_mut().flush_saves();
    rt.block_on(bruno.close());
    drop(h);

    // The app starts again and continues the game: Bruno still plays on his phone.
    let mut h = app_on(Some(data.path()));
    h.get_by_label("Continue").click();
    h.run();
    assert_eq!(h.state().seat_links()[1], SeatLink::Phone { online: false });
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(2))));
    let new_url = h.state().phone_url(PlayerId(1)).unwrap();
    let secret = |url: &str| url.rsplit('#').next().unwrap().to_owned();
    assert_eq!(
        secret(&new_url),
        secret(&old_url),
        "the same link, no new scan"
    );
    let bruno = pair(&rt, &h, 1);
    assert_eq!(bruno.seat, Some(1));
    run_until(&mut h, "Bruno's phone again", |app| {
        app.seat_links()[1] == SeatLink::Phone { online: true }
    });
    // Seats that never had a phone got new links: nobody can take them over from an old save.
    let chloe_now = h.state().phone_url(PlayerId(2)).unwrap();
    assert_ne!(secret(&chloe_now), secret(&chloe_then));
}
