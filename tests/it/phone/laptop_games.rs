//! Whole games of every rule set in the real app with mixed seats: every other seat on a
//! phone (a WebSocket client on loopback), the rest at the laptop through its screens'
//! commands. Phones are never refused a legal move, the laptop never shows a phone seat's
//! private screen, and every phone sees the game end.

use super::client::Phone;
use super::play::command_of;
use crate::support::harness::app_harness;
use egui_kittest::Harness;
use fabula::app::FabulaApp;
use fabula::engine::{Action, GameRng, Move, PlayerId, RuleSet};
use fabula::hotseat::{GameCommand, SeatLink, Stage};
use fabula::ui::menus::EndMode;
use fabula::ui::{PairingCommand, UiCommand};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::{Duration, Instant};

/// A random legal action of `seat` now (`None` for the table as a whole).
fn action_of(app: &FabulaApp, seat: Option<PlayerId>, rng: &mut GameRng) -> Action {
    let mut actions = app.game_state().unwrap().legal_actions();
    actions.retain(|a| seat.is_none() || a.player() == seat);
    assert!(!actions.is_empty(), "a legal move for {seat:?}");
    let pick = rng.below(actions.len());
    actions.swap_remove(pick)
}

/// The laptop screen's command for `action`.
fn command_for(action: Action) -> GameCommand {
    match action {
        Action::Tell { card, clue, .. } => GameCommand::Move(Move::Tell { card, clue }),
        Action::GiveClue { clue, .. } => GameCommand::Move(Move::GiveClue { clue }),
        Action::Submit { cards, .. } => GameCommand::Move(Move::Submit { cards }),
        Action::Claim { places, .. } => GameCommand::Move(Move::Claim { places }),
        Action::Vote {
            slots, red_token, ..
        } => GameCommand::Move(Move::Vote {
            slots,
            red: red_token,
        }),
        Action::NameGiver { player } => GameCommand::Move(Move::NameGiver { player }),
        other => panic!("not a screen's move: {other:?}"),
    }
}

fn step(h: &mut Harness<'_, FabulaApp>) {
    std::thread::sleep(Duration::from_millis(2));
    h.step();
}

fn mixed_game(rules: RuleSet, players: usize, seed: u64) {
    mixed_game_of(rules, players, seed, false);
}

/// [`mixed_game`], with the cards on the table (companion mode) when `on_table`.
fn mixed_game_of(rules: RuleSet, players: usize, seed: u64, on_table: bool) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let mut h = app_harness(None, egui::vec2(1600.0, 900.0), 64, seed, |mut app| {
        app.wait_for_cards();
        app.set_phone_bind(IpAddr::V4(Ipv4Addr::LOCALHOST));
        app
    });
    let setup = h.state_mut().setup_mut();
    setup.choose_rules(rules);
    while setup.seats.len() < players {
        setup.add_seat();
    }
    setup.sync_teams();
    setup.end_mode = EndMode::Tellings;
    setup.tellings = 1;
    setup.phones = true;
    setup.cards_on_table = on_table;
    h.state_mut().command(UiCommand::NewGame);
    h.state_mut().command(UiCommand::StartGame);
    h.run();
    let on_phone: Vec<u8> = (1..players as u8).step_by(2).collect();
    let mut phones = Vec::new();
    for seat in &on_phone {
        let url = h.state().phone_url(PlayerId(*seat)).unwrap();
        let (address, token) = url["http://".len()..].split_once("/#").unwrap();
        let address: SocketAddr = address.parse().unwrap();
        assert!(address.ip().is_loopback());
        phones.push(rt.block_on(Phone::join(address, Some(token))));
    }
    let start = Instant::now();
    while on_phone
        .iter()
        .any(|s| h.state().seat_links()[usize::from(*s)] != SeatLink::Phone { online: true })
    {
        assert!(start.elapsed() < Duration::from_mins(2), "phones pair");
        step(&mut h);
    }
    h.state_mut()
        .command(UiCommand::Pairing(PairingCommand::Close));
    h.run();
    let mut rng = GameRng::new(seed);
    let mut moves = 0;
    loop {
        assert!(moves < 2_000, "the game ends");
        moves += 1;
        let stage = h.state().stage().unwrap();
        let command = match stage {
            Stage::Privacy(seat)
            | Stage::Hand(seat)
            | Stage::Clue(seat)
            | Stage::Claim(seat)
            | Stage::Vote(seat) => {
                assert!(
                    !on_phone.contains(&seat.0),
                    "{stage:?} of a seat on a phone"
                );
                if matches!(stage, Stage::Privacy(_)) {
                    GameCommand::ShowPrivate
                } else {
                    command_for(action_of(h.state(), Some(seat), &mut rng))
                }
            }
            Stage::NamingGivers => command_for(action_of(h.state(), None, &mut rng)),
            Stage::Board => GameCommand::StartVoting,
            Stage::HandsPassed => GameCommand::Continue,
            Stage::Reveal => GameCommand::Move(Move::NextTurn),
            Stage::End => break,
            Stage::Phones => {
                let view = h.state().game_state().unwrap().public_view();
                let seat = *on_phone
                    .iter()
                    .find(|s| view.players[usize::from(**s)].task.is_some())
                    .expect("a phone has something to do");
                let action = action_of(h.state(), Some(PlayerId(seat)), &mut rng);
                let (_, message) = command_of(&action);
                let phone = phones.iter_mut().find(|p| p.seat == Some(seat)).unwrap();
                rt.block_on(phone.send(&message));
                let start = Instant::now();
                while h.state().game_state().unwrap().public_view() == view {
                    assert!(
                        start.elapsed() < Duration::from_mins(2),
                        "{action:?} arrives"
                    );
                    step(&mut h);
                }
                continue;
            }
        };
        h.state_mut().command(UiCommand::Game(command));
        h.run();
    }
    assert_eq!(h.state().game_state().unwrap().cards_on_table(), on_table);
    let turns = h.state().game_state().unwrap().history().len();
    assert!(
        turns >= players / if rules == RuleSet::Team { 2 } else { 1 },
        "every storyteller told once"
    );
    for phone in &mut phones {
        let start = Instant::now();
        let last = loop {
            phone.drain();
            let last = phone
                .log
                .iter()
                .rev()
                .find(|m| m["type"] == "state")
                .unwrap();
            if last["view"]["public"]["phase"] == "GameOver" {
                break last.clone();
            }
            assert!(
                start.elapsed() < Duration::from_mins(2),
                "the end reaches the phone"
            );
            std::thread::sleep(Duration::from_millis(5));
        };
        assert!(
            !last["view"]["public"]["winners"]
                .as_array()
                .unwrap()
                .is_empty()
        );
        assert!(
            phone.log.iter().all(|m| m["type"] != "refused"),
            "a legal move was refused"
        );
    }
}

#[test]
fn phone_mixed_seats_classic_seven_with_double_votes() {
    mixed_game(RuleSet::Classic, 7, 21);
}

#[test]
fn phone_mixed_seats_edition_2021() {
    mixed_game(RuleSet::Edition2021, 5, 22);
}

#[test]
fn phone_mixed_seats_party_with_the_red_token() {
    mixed_game(RuleSet::Party, 6, 23);
}

#[test]
fn phone_mixed_seats_team() {
    mixed_game(RuleSet::Team, 6, 24);
}

#[test]
fn companion_phone_mixed_seats_on_the_table() {
    mixed_game_of(RuleSet::Classic, 5, 25, true);
}
