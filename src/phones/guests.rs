//! Every open socket of the host, and who it is: a guest (an anonymous table page, a picture
//! request, a socket that has not proved anything), a seat whose token it proved, or one of the
//! table's own screens (the TV), which proved the table's code.
//!
//! Guests share a budget, in all and per address; a seat or a screen is never counted in it, so
//! no guest can lock a player or the table out. A new socket is always taken: when its address
//! or the guests in all are at their limit, the guest heard from longest ago is closed instead
//! (a flood from one address turns over its own sockets only). A socket that proves a seat
//! leaves the guests, and the seat's older socket is told to go: one socket per seat. A socket
//! that proves the table's code leaves them too; beyond [`MAX_TABLE_SCREENS`] the screen opened
//! longest ago is told to go. So the room kept outside the guests' budget is the number of
//! seats and a few screens, however many guests come.

use crate::engine::PlayerId;
use futures_util::task::AtomicWaker;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::task::Context;
use tokio::sync::Notify;

/// Open guest sockets allowed from one address; one more closes that address's oldest idle
/// guest.
pub const MAX_GUESTS_PER_ADDRESS: usize = 64;
/// Open guest sockets allowed in all; one more closes the oldest idle guest.
pub const MAX_GUESTS: usize = 512;
/// The table's own screens open at once (a TV, a projector); one more replaces the oldest.
pub const MAX_TABLE_SCREENS: usize = 4;

/// One open socket as the registry and its connection share it.
#[derive(Debug)]
pub struct Socket {
    id: u64,
    /// When bytes last came from it, as a count of the registry's events (newer: higher).
    heard: AtomicU64,
    /// Closed by the host: reads and writes fail from now on.
    closed: AtomicBool,
    /// The tasks reading and writing it, woken when it is closed.
    reader: AtomicWaker,
    writer: AtomicWaker,
    /// Its seat (or its screen's place) was taken by a newer socket: the connection says so
    /// and ends.
    replaced: Notify,
}

impl Socket {
    /// Whether the host closed it; registers the task to wake when it does (`writing`: the
    /// writing task, else the reading one).
    pub fn closed(&self, cx: &Context<'_>, writing: bool) -> bool {
        let waker = if writing { &self.writer } else { &self.reader };
        waker.register(cx.waker());
        self.closed.load(Ordering::Acquire)
    }

    /// Resolves once a newer socket proved this socket's seat, or took its screen's place.
    pub async fn replaced(&self) {
        self.replaced.notified().await;
    }

    fn close(&self) {
        self.closed.store(true, Ordering::Release);
        self.reader.wake();
        self.writer.wake();
    }
}

/// Who a socket proved to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    Guest,
    Seat(PlayerId),
    /// One of the table's own screens.
    Screen,
}

#[derive(Debug)]
struct Entry {
    address: IpAddr,
    socket: Arc<Socket>,
    role: Role,
}

#[derive(Debug, Default)]
struct Registry {
    entries: HashMap<u64, Entry>,
    /// Open guests per address.
    guests_from: HashMap<IpAddr, usize>,
    guests: usize,
    /// Each seat's socket.
    seats: HashMap<PlayerId, u64>,
    /// The table's screens, oldest first.
    screens: Vec<u64>,
    next: u64,
    per_address: usize,
    all: usize,
}

impl Registry {
    /// The guest heard from longest ago, among those from `address` (or all).
    fn oldest_guest(&self, address: Option<IpAddr>) -> Option<u64> {
        self.entries
            .values()
            .filter(|e| e.role == Role::Guest && address.is_none_or(|a| e.address == a))
            .min_by_key(|e| (e.socket.heard.load(Ordering::Relaxed), e.socket.id))
            .map(|e| e.socket.id)
    }

    /// No longer a guest: out of the counts.
    fn uncount_guest(&mut self, address: IpAddr) {
        self.guests = self.guests.saturating_sub(1);
        if let Some(open) = self.guests_from.get_mut(&address) {
            *open = open.saturating_sub(1);
            if *open == 0 {
                self.guests_from.remove(&address);
            }
        }
    }

    /// Closes guest `id` and frees its place at once.
    fn evict(&mut self, id: u64) {
        if let Some(entry) = self.entries.remove(&id) {
            self.uncount_guest(entry.address);
            entry.socket.close();
        }
    }
}

/// The host's sockets, shared by the listener and the connections.
#[derive(Clone, Debug)]
pub struct Sockets {
    registry: Arc<Mutex<Registry>>,
    /// Counts the sockets' openings and readings: the order in which they were last heard.
    clock: Arc<AtomicU64>,
}

/// A socket's place in the registry, freed when dropped.
#[derive(Debug)]
pub struct Place {
    sockets: Sockets,
    socket: Arc<Socket>,
}

impl Default for Sockets {
    fn default() -> Self {
        Sockets::new(MAX_GUESTS_PER_ADDRESS, MAX_GUESTS)
    }
}

impl Sockets {
    /// At most `per_address` guests from one address and `all` in all.
    pub fn new(per_address: usize, all: usize) -> Self {
        Sockets {
            registry: Arc::new(Mutex::new(Registry {
                per_address: per_address.max(1),
                all: all.max(1),
                ..Registry::default()
            })),
            clock: Arc::new(AtomicU64::new(0)),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Registry> {
        // Every change completes under the lock: a panic elsewhere left the registry whole.
        self.registry.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn now(&self) -> u64 {
        self.clock.fetch_add(1, Ordering::Relaxed)
    }

    /// Takes a new socket from `address` as a guest, closing the oldest idle guest of its
    /// address, or of all, when there is no room for it.
    pub fn open(&self, address: IpAddr) -> Place {
        let mut registry = self.lock();
        if registry.guests_from.get(&address).copied().unwrap_or(0) >= registry.per_address {
            if let Some(oldest) = registry.oldest_guest(Some(address)) {
                registry.evict(oldest);
            }
        } else if registry.guests >= registry.all
            && let Some(oldest) = registry.oldest_guest(None)
        {
            registry.evict(oldest);
        }
        registry.next += 1;
        let socket = Arc::new(Socket {
            id: registry.next,
            heard: AtomicU64::new(self.now()),
            closed: AtomicBool::new(false),
            reader: AtomicWaker::new(),
            writer: AtomicWaker::new(),
            replaced: Notify::new(),
        });
        let entry = Entry {
            address,
            socket: socket.clone(),
            role: Role::Guest,
        };
        registry.entries.insert(socket.id, entry);
        registry.guests += 1;
        *registry.guests_from.entry(address).or_insert(0) += 1;
        Place {
            sockets: self.clone(),
            socket,
        }
    }

    /// `socket` proved `seat`'s token: it is no guest any more, and the seat's older socket
    /// (a phone that left and came back, a page reloaded) is told it was replaced. Whether
    /// the socket was still open.
    pub fn seat(&self, socket: &Socket, seat: PlayerId) -> bool {
        let mut registry = self.lock();
        let Some(entry) = registry.entries.get_mut(&socket.id) else {
            return false;
        };
        let address = entry.address;
        let was_guest = std::mem::replace(&mut entry.role, Role::Seat(seat)) == Role::Guest;
        if was_guest {
            registry.uncount_guest(address);
        }
        let older = registry.seats.insert(seat, socket.id);
        if let Some(older) = older.filter(|older| *older != socket.id)
            && let Some(entry) = registry.entries.get(&older)
        {
            entry.socket.replaced.notify_one();
        }
        true
    }

    /// `socket` proved the table's code: it is no guest any more, and beyond
    /// [`MAX_TABLE_SCREENS`] the screen opened longest ago is told it was replaced. Whether the
    /// socket was still open (and a guest until now).
    pub fn screen(&self, socket: &Socket) -> bool {
        let mut registry = self.lock();
        let Some(entry) = registry.entries.get_mut(&socket.id) else {
            return false;
        };
        if entry.role != Role::Guest {
            return false;
        }
        entry.role = Role::Screen;
        let address = entry.address;
        registry.uncount_guest(address);
        registry.screens.push(socket.id);
        if registry.screens.len() > MAX_TABLE_SCREENS {
            let oldest = registry.screens.remove(0);
            if let Some(entry) = registry.entries.get(&oldest) {
                entry.socket.replaced.notify_one();
            }
        }
        true
    }

    /// The table's screens open now.
    pub fn screens(&self) -> usize {
        self.lock().screens.len()
    }

    /// Open sockets: guests, seats and screens.
    pub fn open_count(&self) -> usize {
        self.lock().entries.len()
    }

    /// Open guest sockets.
    pub fn guests(&self) -> usize {
        self.lock().guests
    }
}

impl Place {
    /// The socket, as its connection sees it.
    pub fn socket(&self) -> &Arc<Socket> {
        &self.socket
    }

    /// Bytes came from the socket: it is not idle.
    pub fn heard(&self) {
        let now = self.sockets.now();
        self.socket.heard.store(now, Ordering::Relaxed);
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut registry = self.sockets.lock();
        let id = self.socket.id;
        let Some(entry) = registry.entries.remove(&id) else {
            return; // Evicted: already out of the counts.
        };
        match entry.role {
            Role::Guest => registry.uncount_guest(entry.address),
            Role::Seat(seat) => {
                if registry.seats.get(&seat) == Some(&id) {
                    registry.seats.remove(&seat);
                }
            }
            Role::Screen => registry.screens.retain(|screen| *screen != id),
        }
    }
}

#[cfg(test)]
#[path = "guests_tests.rs"]
mod tests;
