//! Which seats have a phone connected, counted per seat (a phone may hold two connections
//! while it reloads) and published whenever a seat comes or goes.

use crate::engine::PlayerId;
use std::sync::{Mutex, PoisonError};
use tokio::sync::watch;

/// Which seats have a phone connected: counted per seat, published on change.
#[derive(Debug)]
pub struct Presence {
    counts: Mutex<Vec<u32>>,
    online: watch::Sender<Vec<bool>>,
}

/// A seat's phone, counted as connected while this lives.
#[derive(Debug)]
pub struct Online<'a> {
    presence: &'a Presence,
    seat: PlayerId,
}

impl Presence {
    pub(super) fn new(seats: usize) -> Self {
        Presence {
            counts: Mutex::new(vec![0; seats]),
            online: watch::channel(vec![false; seats]).0,
        }
    }

    fn change(&self, seat: PlayerId, by: impl Fn(u32) -> u32) {
        let mut counts = self.counts.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(count) = counts.get_mut(seat.index()) {
            *count = by(*count);
        }
        let online: Vec<bool> = counts.iter().map(|c| *c > 0).collect();
        self.online.send_if_modified(|old| {
            let changed = *old != online;
            *old = online;
            changed
        });
    }

    /// `seat`'s phone connected; it counts until the returned guard drops.
    pub fn arrive(&self, seat: PlayerId) -> Online<'_> {
        self.change(seat, |c| c + 1);
        Online {
            presence: self,
            seat,
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
        self.presence.change(self.seat, |c| c.saturating_sub(1));
    }
}
