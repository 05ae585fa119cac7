use super::*;
use crate::engine::{CardId, GameConfig, GameState, RuleSet};
use std::net::{Ipv4Addr, Ipv6Addr};

const HERE: IpAddr = IpAddr::V4(Ipv4Addr::LOCALHOST);
const OTHER: IpAddr = IpAddr::V6(Ipv6Addr::LOCALHOST);

fn ask(desk: &JoinDesk, name: &str, address: IpAddr) -> Result<JoinTicket, JoinRefusal> {
    let (answers, _) = tokio::sync::mpsc::channel(1);
    desk.ask(name, Language::En, address, &["Ada".to_owned()], answers)
}

#[test]
fn join_names_are_trimmed_and_bad_ones_refused() {
    assert_eq!(join_name("  Mia \t"), Ok("Mia".to_owned()));
    assert_eq!(join_name("   "), Err(JoinRefusal::EmptyName));
    assert_eq!(join_name("Mi\u{7}a"), Err(JoinRefusal::BadCharacters));
    assert_eq!(join_name("Mia\nBo"), Err(JoinRefusal::BadCharacters));
    assert_eq!(join_name("\u{202E}aiM"), Err(JoinRefusal::BadCharacters));
    assert_eq!(join_name("Mi\u{200B}a"), Err(JoinRefusal::BadCharacters));
    let long = "é".repeat(MAX_NAME_CHARS + 1);
    assert_eq!(join_name(&long), Err(JoinRefusal::NameTooLong));
    let longest = "é".repeat(MAX_NAME_CHARS);
    assert_eq!(join_name(&longest), Ok(longest.clone()));
    assert_eq!(join_name("Chloé 🦊"), Ok("Chloé 🦊".to_owned()));
}

#[test]
fn join_requests_are_capped_per_address_and_in_all() {
    let desk = JoinDesk::default();
    let first = ask(&desk, "Mia", HERE).unwrap();
    let _second = ask(&desk, "Noa", HERE).unwrap();
    assert_eq!(ask(&desk, "Ivo", HERE).err(), Some(JoinRefusal::TooMany));
    // Another address still may, up to the cap in all.
    let mut others = Vec::new();
    for i in 0..MAX_PENDING_JOINS - 2 {
        let address = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2 + i as u8));
        others.push(ask(&desk, &format!("Guest {i}"), address).unwrap());
    }
    assert_eq!(ask(&desk, "Late", OTHER).err(), Some(JoinRefusal::TooMany));
    assert_eq!(desk.pending().len(), MAX_PENDING_JOINS);
    // A phone that leaves withdraws its request: room again.
    drop(first);
    assert_eq!(desk.pending().len(), MAX_PENDING_JOINS - 1);
    assert!(ask(&desk, "Ivo", HERE).is_ok());
}

#[test]
fn join_names_at_the_table_or_already_asked_are_refused() {
    let desk = JoinDesk::default();
    assert_eq!(
        ask(&desk, " ada ", HERE).err(),
        Some(JoinRefusal::NameTaken("ada".to_owned()))
    );
    let _mia = ask(&desk, "Mia", HERE).unwrap();
    assert_eq!(
        ask(&desk, "MIA", OTHER).err(),
        Some(JoinRefusal::NameTaken("MIA".to_owned()))
    );
}

#[test]
fn a_join_answer_reaches_its_phone_once() {
    let desk = JoinDesk::default();
    let (answers, mut answered) = tokio::sync::mpsc::channel(1);
    let _ticket = desk.ask("Mia", Language::Fr, HERE, &[], answers).unwrap();
    let asks = desk.pending();
    assert_eq!(asks.len(), 1);
    assert_eq!(
        (asks[0].name.as_str(), asks[0].language),
        ("Mia", Language::Fr)
    );
    assert!(desk.answer(asks[0].id, JoinAnswer::Declined));
    assert!(
        !desk.answer(asks[0].id, JoinAnswer::Full),
        "answered already"
    );
    assert_eq!(answered.try_recv(), Ok(JoinAnswer::Declined));
    assert!(desk.pending().is_empty());
}

#[test]
fn join_decisions_by_name_wait_for_their_request() {
    let desk = JoinDesk::default();
    let _mia = ask(&desk, "Mia", HERE).unwrap();
    desk.decide("mia", true);
    desk.decide("Nobody", false);
    let decided = desk.take_decided();
    assert_eq!(decided.len(), 1);
    assert_eq!((decided[0].0.name.as_str(), decided[0].1), ("Mia", true));
    assert!(desk.take_decided().is_empty(), "taken once");
}

#[test]
fn a_full_table_or_team_dixit_takes_no_join_request() {
    let state = |rules, n: usize| {
        let names = (0..n).map(|i| format!("P{i}")).collect();
        let deck = (0..200).map(CardId).collect();
        GameState::new(GameConfig::new(rules, names, deck, 1)).unwrap()
    };
    assert_eq!(
        table_takes_latecomers(&state(RuleSet::Classic, 5).public_view()),
        Ok(())
    );
    assert_eq!(
        table_takes_latecomers(&state(RuleSet::Edition2021, 8).public_view()),
        Err(JoinRefusal::Full)
    );
    assert_eq!(
        table_takes_latecomers(&state(RuleSet::Team, 6).public_view()),
        Err(JoinRefusal::Pairs)
    );
}
