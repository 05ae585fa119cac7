//! Seats on phones and computer players: a phone's seat handed straight to the computer (its
//! phone told so in its own language), and a computer's seat given to a phone.

use super::client::Phone;
use super::laptop::{app_with_phones, run_until};
use egui_kittest::kittest::Queryable as _;
use fabula::computer::Level;
use fabula::engine::PlayerId;
use fabula::hotseat::{Controller, SeatLink, Stage};
use std::net::SocketAddr;

/// The address and token of a seat's link.
fn link(url: &str) -> (SocketAddr, String) {
    let rest = url.strip_prefix("http://").unwrap();
    let (address, token) = rest.split_once("/#").unwrap();
    let address: SocketAddr = address.parse().unwrap();
    assert!(address.ip().is_loopback(), "tests stay on loopback");
    (address, token.to_owned())
}

#[test]
fn a_phone_seat_goes_to_the_computer_directly_and_back_to_a_phone() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let mut h = app_with_phones();
    // Bruno plays on his phone, in French.
    let (address, token) = link(&h.state().phone_url(PlayerId(1)).unwrap());
    let mut bruno = rt.block_on(Phone::join_in(address, Some(&token), Some("fr-FR")));
    run_until(&mut h, "Bruno's phone", |app| {
        app.seat_links()[1] == SeatLink::Phone { online: true }
    });
    h.get_by_label("Done").click();
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(0))));

    // Bruno has to leave: the seats panel hands his seat to the computer, phone and all.
    h.get_by_label("Who plays").click();
    h.run();
    h.get_by_label("Computer plays for Bruno").click();
    h.run();
    assert_eq!(
        h.state().controllers()[1],
        Controller::Computer(Level::Teller)
    );
    let farewell = rt.block_on(async {
        while let Some(message) = bruno.next().await {
            if message["type"] == "released" {
                return message["reason"].as_str().map(str::to_owned);
            }
        }
        None
    });
    let reason = farewell.expect("the phone is told its seat is gone");
    assert!(reason.contains("joueur virtuel"), "in French: {reason}");
    // Its old link lets nobody in any more.
    let old = rt.block_on(Phone::join(address, Some(&token)));
    assert_eq!(old.seat, None, "the old link is no seat");

    // Bruno is back, with his phone: the computer's seat goes to a phone, whose code shows.
    h.get_by_label("Bruno plays again on a phone").click();
    h.run();
    assert_eq!(h.state().controllers()[1], Controller::Phone);
    let (address, token) = link(&h.state().phone_url(PlayerId(1)).unwrap());
    let back = rt.block_on(Phone::join(address, Some(&token)));
    assert_eq!(back.seat, Some(1));
    run_until(&mut h, "Bruno's phone again", |app| {
        app.seat_links()[1] == SeatLink::Phone { online: true }
    });
}

#[test]
fn with_phones_on_a_computer_tells_in_the_screens_language() {
    use fabula::computer::{CardKnowledge, decide};
    use fabula::engine::{Action, GameState, Move};
    use fabula::i18n::Language;
    let mut h = super::laptop::app_on(None);
    h.state_mut().set_language(Language::Fr);
    h.run();
    h.get_by_label("Nouvelle partie").click();
    h.run();
    {
        let setup = h.state_mut().setup_mut();
        setup.seats[1].computer = Some(Level::Sage);
        setup.starter = Some(1);
        setup.phones = true;
    }
    h.run();
    h.get_by_label("Lancer la partie").click();
    h.run();
    // The phones are published every frame while the computer storyteller chooses.
    run_until(&mut h, "the computer's clue", |app| {
        app.game_state().is_some_and(|g| g.clue().is_some())
    });
    let state = h.state().game_state().unwrap().clone();
    // The same moment again (the storyteller chosen, one action): the computer's choice in
    // French is the clue told.
    let mut before = GameState::new(state.config().clone()).unwrap();
    before
        .apply(Action::ChooseStoryteller {
            player: Some(PlayerId(1)),
        })
        .unwrap();
    let seed = state.config().seed ^ 1u64.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let view = before.player_view(PlayerId(1));
    let knowledge = CardKnowledge::builtin().unwrap();
    let expected = decide(&view, &knowledge, Level::Sage, Language::Fr, seed).unwrap();
    let Move::Tell { clue, .. } = expected else {
        panic!("a telling: {expected:?}");
    };
    assert_eq!(state.clue(), Some(clue.as_str()), "told in French");
}
