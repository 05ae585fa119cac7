//! How much one address (and everyone together) may ask of the host: open connections, and
//! failed attempts to join a seat. The LAN is not trusted: a device that floods gets refused,
//! the game and the other devices go on.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// Open connections allowed from one address (a phone needs one; a test of twelve seats on
/// loopback, thirteen).
pub const MAX_CONNECTIONS_PER_ADDRESS: u32 = 32;
/// Open connections allowed in all.
pub const MAX_CONNECTIONS: u32 = 256;
/// Open sockets (game sockets, picture requests, half-sent requests) allowed from one address;
/// more are closed as soon as they are accepted.
pub const MAX_SOCKETS_PER_ADDRESS: u32 = 64;
/// Open sockets allowed in all.
pub const MAX_SOCKETS: u32 = 512;
/// Failed joins (a wrong token) one address may make per [`JOIN_WINDOW`]; after that, every
/// join from it is refused until the window ends.
pub const MAX_FAILED_JOINS: u32 = 20;
/// The window over which failed joins are counted.
pub const JOIN_WINDOW: Duration = Duration::from_mins(1);

#[derive(Debug)]
struct Counts {
    per_address: u32,
    all: u32,
    open: HashMap<IpAddr, u32>,
    total: u32,
    /// Per address: when its window began, and its failed joins in it.
    failures: HashMap<IpAddr, (Instant, u32)>,
}

/// The host's limits, shared by every connection.
#[derive(Clone, Debug)]
pub struct Limits {
    counts: Arc<Mutex<Counts>>,
}

impl Default for Limits {
    /// The limits of game sockets and joins.
    fn default() -> Self {
        Limits::new(MAX_CONNECTIONS_PER_ADDRESS, MAX_CONNECTIONS)
    }
}

/// An open connection, counted until dropped.
#[derive(Debug)]
pub struct Admission {
    limits: Limits,
    address: IpAddr,
}

impl Limits {
    /// At most `per_address` open from one address and `all` in all.
    pub fn new(per_address: u32, all: u32) -> Self {
        Limits {
            counts: Arc::new(Mutex::new(Counts {
                per_address,
                all,
                open: HashMap::new(),
                total: 0,
                failures: HashMap::new(),
            })),
        }
    }

    /// The limits of sockets, counted as they are accepted.
    pub fn for_sockets() -> Self {
        Limits::new(MAX_SOCKETS_PER_ADDRESS, MAX_SOCKETS)
    }

    fn lock(&self) -> MutexGuard<'_, Counts> {
        // Counters are updated in single statements: a panic elsewhere left them whole.
        self.counts.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Counts a new connection from `address`, or refuses it (`None`) when its address or the
    /// host has too many open.
    pub fn admit(&self, address: IpAddr) -> Option<Admission> {
        let mut counts = self.lock();
        let open = counts.open.get(&address).copied().unwrap_or(0);
        if open >= counts.per_address || counts.total >= counts.all {
            return None;
        }
        counts.open.insert(address, open + 1);
        counts.total += 1;
        Some(Admission {
            limits: self.clone(),
            address,
        })
    }

    /// Whether `address` may try to join a seat now.
    pub fn may_join(&self, address: IpAddr, now: Instant) -> bool {
        let mut counts = self.lock();
        match counts.failures.get(&address) {
            Some((start, _)) if now.duration_since(*start) >= JOIN_WINDOW => {
                counts.failures.remove(&address);
                true
            }
            Some((_, failed)) => *failed < MAX_FAILED_JOINS,
            None => true,
        }
    }

    /// Counts a failed join from `address`.
    pub fn failed_join(&self, address: IpAddr, now: Instant) {
        let mut counts = self.lock();
        let entry = counts.failures.entry(address).or_insert((now, 0));
        entry.1 += 1;
    }

    /// Open connections in all.
    pub fn open(&self) -> u32 {
        self.lock().total
    }
}

impl Drop for Admission {
    fn drop(&mut self) {
        let mut counts = self.limits.lock();
        counts.total = counts.total.saturating_sub(1);
        if let Some(open) = counts.open.get_mut(&self.address) {
            *open = open.saturating_sub(1);
            if *open == 0 {
                counts.open.remove(&self.address);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

    #[test]
    fn one_address_gets_its_share_and_frees_it() {
        let limits = Limits::default();
        let here = IpAddr::V4(Ipv4Addr::LOCALHOST);
        let admitted: Vec<_> = (0..MAX_CONNECTIONS_PER_ADDRESS)
            .map(|_| limits.admit(here).unwrap())
            .collect();
        assert!(limits.admit(here).is_none());
        assert!(
            limits
                .admit(IpAddr::V4(Ipv4Addr::new(10, 0, 0, 2)))
                .is_some()
        );
        drop(admitted);
        assert_eq!(limits.open(), 0);
        assert!(limits.admit(here).is_some());
    }

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
