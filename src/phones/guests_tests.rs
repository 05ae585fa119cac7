//! The guests' budget: who is closed when it is full, and that seats never count in it.

use super::*;
use std::net::Ipv4Addr;
use std::task::Waker;

fn ip(last: u8) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(127, 0, 0, last))
}

fn is_closed(place: &Place) -> bool {
    place
        .socket()
        .closed(&Context::from_waker(Waker::noop()), false)
}

#[test]
fn a_full_address_closes_its_own_oldest_idle_guest() {
    let sockets = Sockets::new(3, 100);
    let other = sockets.open(ip(2));
    let first = sockets.open(ip(1));
    let second = sockets.open(ip(1));
    let third = sockets.open(ip(1));
    // The first was heard from since: the second is now the oldest idle one.
    first.heard();
    let fourth = sockets.open(ip(1));
    assert!(is_closed(&second), "the oldest idle guest of the address");
    assert!(!is_closed(&first) && !is_closed(&third) && !is_closed(&fourth));
    assert!(!is_closed(&other), "another address keeps its guests");
    assert_eq!(sockets.guests(), 4);
    drop(second);
    assert_eq!(sockets.guests(), 4, "an evicted socket was uncounted once");
}

#[test]
fn a_full_house_closes_the_oldest_idle_guest_of_all() {
    let sockets = Sockets::new(10, 3);
    let places: Vec<_> = (1..=3).map(|i| sockets.open(ip(i))).collect();
    let newcomer = sockets.open(ip(9));
    assert!(is_closed(&places[0]));
    assert!(!is_closed(&places[1]) && !is_closed(&places[2]) && !is_closed(&newcomer));
    assert_eq!(sockets.guests(), 3);
}

#[test]
fn seats_are_never_counted_nor_closed_for_guests() {
    let sockets = Sockets::new(2, 2);
    let phone = sockets.open(ip(1));
    assert!(sockets.seat(phone.socket(), PlayerId(0)));
    // Guests flood the address and the house: the seat stays.
    let flood: Vec<_> = (0..50).map(|_| sockets.open(ip(1))).collect();
    assert!(!is_closed(&phone));
    assert_eq!(flood.iter().filter(|p| !is_closed(p)).count(), 2);
    assert_eq!(sockets.guests(), 2);
    assert_eq!(sockets.open_count(), 3);
    drop(flood);
    assert_eq!(sockets.guests(), 0);
    assert_eq!(sockets.open_count(), 1);
}

#[test]
fn a_seat_proved_again_replaces_its_older_socket() {
    let sockets = Sockets::default();
    let old = sockets.open(ip(1));
    sockets.seat(old.socket(), PlayerId(3));
    let new = sockets.open(ip(7));
    sockets.seat(new.socket(), PlayerId(3));
    let told = futures_util::FutureExt::now_or_never(old.socket().replaced());
    assert!(told.is_some(), "the older socket hears it was replaced");
    let new_told = futures_util::FutureExt::now_or_never(new.socket().replaced());
    assert!(new_told.is_none(), "the newer one plays on");
    drop(old);
    drop(new);
    assert_eq!(sockets.open_count(), 0);
    // The seat's place is free again: a third socket proves it without telling anyone.
    let third = sockets.open(ip(1));
    assert!(sockets.seat(third.socket(), PlayerId(3)));
}

#[test]
fn the_tables_screens_are_never_closed_for_guests_and_a_fifth_replaces_the_oldest() {
    let sockets = Sockets::new(2, 2);
    let screens: Vec<_> = (1..=MAX_TABLE_SCREENS as u8)
        .map(|i| {
            let screen = sockets.open(ip(i));
            assert!(sockets.screen(screen.socket()));
            screen
        })
        .collect();
    assert!(!sockets.screen(screens[0].socket()), "proved once");
    let flood: Vec<_> = (0..50).map(|_| sockets.open(ip(1))).collect();
    assert!(screens.iter().all(|s| !is_closed(s)));
    assert_eq!(sockets.guests(), 2);
    assert_eq!(sockets.screens(), MAX_TABLE_SCREENS);
    let told = |place: &Place| futures_util::FutureExt::now_or_never(place.socket().replaced());
    assert!(screens.iter().all(|s| told(s).is_none()));
    let fifth = sockets.open(ip(9));
    assert!(sockets.screen(fifth.socket()));
    assert!(
        told(&screens[0]).is_some(),
        "the oldest screen hears it was replaced"
    );
    assert!(screens[1..].iter().all(|s| told(s).is_none()) && told(&fifth).is_none());
    drop(flood);
    drop(screens);
    assert_eq!(sockets.screens(), 1);
    assert_eq!(sockets.open_count(), 1);
}
