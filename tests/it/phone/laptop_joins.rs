//! A latecomer asking to join from a phone in the real app (loopback): the laptop asks only
//! at the end of the turn, "Accept" seats them on their phone at once, "Decline" tells the
//! phone politely.

use super::client::Phone;
use super::laptop::{app_with_phones, pair, run_until};
use super::play::command_of;
use egui_kittest::kittest::Queryable as _;
use fabula::engine::{Phase, PlayerId};
use fabula::hotseat::{Controller, SeatLink, Stage};
use fabula::ui::{PairingCommand, UiCommand};
use serde_json::json;
use std::net::SocketAddr;

/// Plays the first legal move of a seat from its phone, and waits for the laptop to apply it.
fn phones_move(
    rt: &tokio::runtime::Runtime,
    h: &mut egui_kittest::Harness<'_, fabula::app::FabulaApp>,
    phones: &mut [Phone],
) {
    let state = h.state().game_state().unwrap();
    let before = state.public_view();
    let action = state
        .legal_actions()
        .into_iter()
        .find(|a| a.player().is_some())
        .expect("a seat's move");
    let (seat, command) = command_of(&action);
    let phone = phones.iter_mut().find(|p| p.seat == Some(seat)).unwrap();
    rt.block_on(phone.send(&command));
    run_until(h, "the phone's move", |app| {
        app.game_state().unwrap().public_view() != before
    });
}

#[test]
fn phone_join_the_laptop_accepts_and_declines_latecomers_at_the_end_of_the_turn() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let mut h = app_with_phones();
    let mut phones: Vec<Phone> = (0..4).map(|seat| pair(&rt, &h, seat)).collect();
    run_until(&mut h, "every phone", |app| {
        app.seat_links()
            .iter()
            .all(|l| *l == SeatLink::Phone { online: true })
    });
    h.state_mut()
        .command(UiCommand::Pairing(PairingCommand::Close));
    h.run();
    let url = h.state().phone_url(PlayerId(0)).unwrap();
    let address: SocketAddr = url["http://".len()..]
        .split_once("/#")
        .unwrap()
        .0
        .parse()
        .unwrap();
    assert!(address.ip().is_loopback());
    // Mia asks mid-turn: the laptop does not ask yet.
    let mut mia = rt.block_on(Phone::join(address, None));
    rt.block_on(mia.send(&json!({"do": "ask_join", "name": "Mia"})));
    let waiting = rt.block_on(mia.answer()).unwrap();
    assert_eq!(waiting["type"], "join_waiting");
    phones_move(&rt, &mut h, &mut phones);
    assert!(
        h.query_by_label("Mia asks to join").is_none(),
        "never mid-turn"
    );
    while h.state().game_state().unwrap().phase() != Phase::Reveal {
        assert!(h.query_by_label("Accept").is_none(), "never mid-turn");
        phones_move(&rt, &mut h, &mut phones);
    }
    assert_eq!(h.state().stage(), Some(Stage::Reveal));
    h.run();
    assert!(h.query_by_label("Mia asks to join").is_some());
    h.get_by_label("Accept").click();
    h.run();
    // Seated after Daan, on her phone, which receives its seat's link at once.
    let state = h.state().game_state().unwrap();
    assert_eq!(state.name(PlayerId(4)), "Mia");
    assert_eq!(state.seating().last(), Some(&PlayerId(4)));
    assert_eq!(h.state().controllers()[4], Controller::Phone);
    let joined = rt.block_on(mia.answer()).unwrap();
    assert_eq!(joined["type"], "joined", "{joined}");
    let token = joined["token"].as_str().unwrap();
    let mut mia = rt.block_on(Phone::join(address, Some(token)));
    assert_eq!(mia.seat, Some(4));
    let seated = rt.block_on(mia.wait_for(0));
    assert_eq!(seated["view"]["hand"].as_array().unwrap().len(), 6);
    run_until(&mut h, "Mia's phone", |app| {
        app.seat_links().get(4) == Some(&SeatLink::Phone { online: true })
    });
    assert!(h.query_by_label("Accept").is_none(), "nobody else asks");
    // Noa asks at the reveal: declined, politely, and nobody joins.
    let mut noa = rt.block_on(Phone::join_in(address, None, Some("pt-BR")));
    rt.block_on(noa.send(&json!({"do": "ask_join", "name": "Noa"})));
    assert_eq!(rt.block_on(noa.answer()).unwrap()["type"], "join_waiting");
    h.run();
    h.get_by_label("Decline").click();
    h.run();
    let declined = rt.block_on(noa.answer()).unwrap();
    assert_eq!(
        declined,
        json!({"type": "join_refused", "reason": "A mesa não pode receber você desta vez. Obrigado por pedir!"})
    );
    assert_eq!(h.state().game_state().unwrap().player_count(), 5);
    assert!(h.query_by_label("Decline").is_none());
}
