//! Which seats have a phone connected, counted per seat (a phone may hold two connections
//! while it reloads) and published whenever a seat comes or goes. Only phones of the seat's
//! current pairing count: once a seat is paired again (or taken back to the laptop), its old
//! phone is no longer "connected", even in the moment before it is sent away.

use crate::engine::PlayerId;
use std::sync::{Mutex, PoisonError};
use tokio::sync::watch;

/// Which seats have a phone connected: counted per seat, published on change.
#[derive(Debug)]
pub struct Presence {
    /// Per seat: its current pairing, and how many of that pairing's phones are connected.
    seats: Mutex<Vec<(u64, u32)>>,
    online: watch::Sender<Vec<bool>>,
}

/// A seat's phone, counted as connected while this lives (if it is of the current pairing).
#[derive(Debug)]
pub struct Online<'a> {
    presence: &'a Presence,
    seat: PlayerId,
    pairing: u64,
}

impl Presence {
    pub(super) fn new(seats: usize) -> Self {
        Presence {
            seats: Mutex::new(vec![(0, 0); seats]),
            online: watch::channel(vec![false; seats]).0,
        }
    }

    /// Changes `seat`'s entry with `by` (pairing, count) and publishes the flags.
    fn change(&self, seat: PlayerId, by: impl Fn(&mut (u64, u32))) {
        let mut seats = self.seats.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(entry) = seats.get_mut(seat.index()) {
            by(entry);
        }
        let online: Vec<bool> = seats.iter().map(|(_, count)| *count > 0).collect();
        self.online.send_if_modified(|old| {
            let changed = *old != online;
            *old = online;
            changed
        });
    }

    /// `seat`'s phone of pairing `pairing` (as it was when its token was checked) connected;
    /// it counts until the returned guard drops, if that is still the seat's pairing.
    pub fn arrive(&self, seat: PlayerId, pairing: u64) -> Online<'_> {
        self.change(seat, |(current, count)| {
            if *current == pairing {
                *count += 1;
            }
        });
        Online {
            presence: self,
            seat,
            pairing,
        }
    }

    /// `seat` was paired again: the phones of its old pairing no longer count.
    pub fn renew(&self, seat: PlayerId) {
        self.change(seat, |(current, count)| {
            *current += 1;
            *count = 0;
        });
    }

    /// Counts `seats` seats (latecomers seated): the new ones have no phone yet.
    pub(super) fn grow(&self, seats: usize) {
        let mut entries = self.seats.lock().unwrap_or_else(PoisonError::into_inner);
        if entries.len() < seats {
            entries.resize(seats, (0, 0));
            self.online
                .send_modify(|online| online.resize(seats, false));
        }
    }

    /// Follows the flags.
    pub fn subscribe(&self) -> watch::Receiver<Vec<bool>> {
        self.online.subscribe()
    }

    /// The flags now.
    pub fn online(&self) -> Vec<bool> {
        self.online.borrow().clone()
    }
}

impl Drop for Online<'_> {
    fn drop(&mut self) {
        let pairing = self.pairing;
        self.presence.change(self.seat, |(current, count)| {
            if *current == pairing {
                *count = count.saturating_sub(1);
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_paired_again_no_longer_counts_its_old_phone() {
        let presence = Presence::new(2);
        let old = presence.arrive(PlayerId(1), 0);
        assert_eq!(presence.online(), [false, true]);
        presence.renew(PlayerId(1));
        assert_eq!(presence.online(), [false, false], "away at once");
        let late = presence.arrive(PlayerId(1), 0);
        assert_eq!(
            presence.online(),
            [false, false],
            "an old phone arriving late"
        );
        let new = presence.arrive(PlayerId(1), 1);
        assert_eq!(presence.online(), [false, true]);
        drop(old);
        drop(late);
        assert_eq!(
            presence.online(),
            [false, true],
            "the old phone leaving changes nothing"
        );
        drop(new);
        assert_eq!(presence.online(), [false, false]);
    }
}
