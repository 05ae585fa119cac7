//! How much one address may ask of the host: failed attempts to join a seat (open sockets are
//! the guests' budget, [`guests`](super::guests)). The LAN is not trusted: a device that
//! guesses tokens gets refused, the game and the other devices go on.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

pub use super::guests::{MAX_GUESTS, MAX_GUESTS_PER_ADDRESS, MAX_TABLE_SCREENS};

/// Failed joins (a wrong token) one address may make per [`JOIN_WINDOW`]; after that, every
/// join from it is refused until the window ends.
pub const MAX_FAILED_JOINS: u32 = 20;
/// The window over which failed joins are counted.
pub const JOIN_WINDOW: Duration = Duration::from_mins(1);

/// The host's join limits, shared by every connection.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Per address: when its window began, and its failed joins in it.
    failures: Arc<Mutex<HashMap<IpAddr, (Instant, u32)>>>,
}

impl Limits {
    fn lock(&self) -> MutexGuard<'_, HashMap<IpAddr, (Instant, u32)>> {
        // Counters are updated in single statements: a panic elsewhere left them whole.
        self.failures.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Whether `address` may try to join a seat now.
    pub fn may_join(&self, address: IpAddr, now: Instant) -> bool {
        let mut failures = self.lock();
        match failures.get(&address) {
            Some((start, _)) if now.duration_since(*start) >= JOIN_WINDOW => {
                failures.remove(&address);
                true
            }
            Some((_, failed)) => *failed < MAX_FAILED_JOINS,
            None => true,
        }
    }

    /// Counts a failed join from `address`.
    pub fn failed_join(&self, address: IpAddr, now: Instant) {
        let mut failures = self.lock();
        let entry = failures.entry(address).or_insert((now, 0));
        entry.1 += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

    #[test]
    fn too_many_failed_joins_wait_for_the_window() {
        let limits = Limits::default();
        let here = IpAddr::V4(Ipv4Addr::LOCALHOST);
        let start = Instant::now();
        for _ in 0..MAX_FAILED_JOINS {
            assert!(limits.may_join(here, start));
            limits.failed_join(here, start);
        }
        assert!(!limits.may_join(here, start + Duration::from_secs(1)));
        assert!(limits.may_join(here, start + JOIN_WINDOW));
    }
}
