//! Latecomers asking to join from a phone: the requests waiting for the table's answer.
//!
//! A request is a guest's message (a device that proved no seat), so it is held to the guests'
//! limits: one request per connection, [`MAX_PENDING_JOINS_PER_ADDRESS`] from one address and
//! [`MAX_PENDING_JOINS`] in all, names trimmed, at most [`MAX_NAME_CHARS`] characters, no
//! control or invisible formatting characters, no name already asked for. A request lives as
//! long as its connection ([`JoinTicket`]): a phone that leaves withdraws it. Nobody joins
//! without an answer from the table (the laptop, or `fabula serve`'s standard input), given
//! at the end of a turn.

use crate::engine::{MAX_NAME_CHARS, Phase, PlayerId, PublicView};
use crate::i18n::Language;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use tokio::sync::{mpsc, watch};

/// Requests waiting for an answer, in all.
pub const MAX_PENDING_JOINS: usize = 8;
/// Requests waiting for an answer from one address.
pub const MAX_PENDING_JOINS_PER_ADDRESS: usize = 2;

/// A latecomer's request, as the table sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinAsk {
    /// Names this request while it waits (not a seat).
    pub id: u64,
    /// The name they asked to play under (trimmed, checked).
    pub name: String,
    /// The language of their phone.
    pub language: Language,
}

/// The table's answer to a request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JoinAnswer {
    /// Seated: this is their seat, and their phone plays it from now on.
    Seated(PlayerId),
    /// The table said no.
    Declined,
    /// The table cannot take another player (the rule set's maximum, or too few cards).
    Full,
}

/// Why a request is refused before it reaches the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JoinRefusal {
    /// No name (or only spaces).
    EmptyName,
    /// Longer than [`MAX_NAME_CHARS`] characters.
    NameTooLong,
    /// Control or invisible formatting characters.
    BadCharacters,
    /// A player at the table, or another request, has that name.
    NameTaken(String),
    /// This connection already waits for an answer.
    AlreadyAsked,
    /// Too many requests wait (from this address, or in all).
    TooMany,
    /// The answer is known at once: the table is full.
    Full,
    /// Team Dixit: latecomers join in pairs, at the laptop.
    Pairs,
    /// The game is over.
    GameOver,
}

/// Characters that change how text is shown without being seen (bidirectional overrides,
/// zero-width marks): a name must read as it is.
fn invisible(c: char) -> bool {
    matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{206F}' | '\u{FEFF}')
}

/// `text` as a latecomer's name: trimmed and checked.
pub fn join_name(text: &str) -> Result<String, JoinRefusal> {
    let name = text.trim();
    if name.is_empty() {
        return Err(JoinRefusal::EmptyName);
    }
    if name.chars().any(|c| c.is_control() || invisible(c)) {
        return Err(JoinRefusal::BadCharacters);
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(JoinRefusal::NameTooLong);
    }
    Ok(name.to_owned())
}

/// Whether the table in `public` can take a latecomer from a phone at all, and why not.
pub fn table_takes_latecomers(public: &PublicView) -> Result<(), JoinRefusal> {
    if public.phase == Phase::GameOver {
        return Err(JoinRefusal::GameOver);
    }
    if public.params.teams {
        return Err(JoinRefusal::Pairs);
    }
    let present = public.players.iter().filter(|p| p.present).count();
    if !public.rules.allows_player_count(present + 1) {
        return Err(JoinRefusal::Full);
    }
    Ok(())
}

struct Pending {
    ask: JoinAsk,
    address: IpAddr,
    answer: mpsc::Sender<JoinAnswer>,
}

#[derive(Default)]
struct Desk {
    pending: Vec<Pending>,
    next: u64,
    /// `fabula serve`: answers given by name, taken at the next end of a turn.
    decided: Vec<(String, bool)>,
}

/// The requests waiting for the table, shared by the connections and the table.
#[derive(Clone)]
pub struct JoinDesk {
    desk: Arc<Mutex<Desk>>,
    /// The requests waiting now, published on every change.
    asks: watch::Sender<Vec<JoinAsk>>,
}

impl Default for JoinDesk {
    fn default() -> Self {
        JoinDesk {
            desk: Arc::default(),
            asks: watch::channel(Vec::new()).0,
        }
    }
}

/// A connection's waiting request: withdrawn when dropped (the phone left).
pub struct JoinTicket {
    desk: JoinDesk,
    id: u64,
}

impl Drop for JoinTicket {
    fn drop(&mut self) {
        self.desk.withdraw(self.id);
    }
}

impl JoinDesk {
    fn lock(&self) -> MutexGuard<'_, Desk> {
        // Every change completes under the lock: a panic elsewhere left the desk whole.
        self.desk.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn publish(&self, desk: &Desk) {
        let asks: Vec<JoinAsk> = desk.pending.iter().map(|p| p.ask.clone()).collect();
        self.asks.send_if_modified(|old| {
            let changed = *old != asks;
            *old = asks;
            changed
        });
    }

    /// Files `name`'s request from `address` (its phone speaks `language`); `taken`: the
    /// names at the table. The answer is sent to `answer` while the ticket lives.
    pub fn ask(
        &self,
        name: &str,
        language: Language,
        address: IpAddr,
        taken: &[String],
        answer: mpsc::Sender<JoinAnswer>,
    ) -> Result<JoinTicket, JoinRefusal> {
        let name = join_name(name)?;
        let key = name.to_lowercase();
        let mut desk = self.lock();
        let asked = desk.pending.iter().map(|p| &p.ask.name);
        if taken
            .iter()
            .chain(asked)
            .any(|n| n.trim().to_lowercase() == key)
        {
            return Err(JoinRefusal::NameTaken(name));
        }
        let from_here = desk.pending.iter().filter(|p| p.address == address);
        if desk.pending.len() >= MAX_PENDING_JOINS
            || from_here.count() >= MAX_PENDING_JOINS_PER_ADDRESS
        {
            return Err(JoinRefusal::TooMany);
        }
        desk.next += 1;
        let id = desk.next;
        let ask = JoinAsk { id, name, language };
        desk.pending.push(Pending {
            ask,
            address,
            answer,
        });
        self.publish(&desk);
        let ticket = JoinTicket {
            desk: self.clone(),
            id,
        };
        Ok(ticket)
    }

    fn withdraw(&self, id: u64) {
        let mut desk = self.lock();
        desk.pending.retain(|p| p.ask.id != id);
        self.publish(&desk);
    }

    /// The requests waiting now, oldest first.
    pub fn pending(&self) -> Vec<JoinAsk> {
        self.asks.borrow().clone()
    }

    /// Follows the requests waiting.
    pub fn subscribe(&self) -> watch::Receiver<Vec<JoinAsk>> {
        self.asks.subscribe()
    }

    /// Answers request `id` (its phone is told at once); whether it was still waiting.
    pub fn answer(&self, id: u64, answer: JoinAnswer) -> bool {
        let mut desk = self.lock();
        let Some(index) = desk.pending.iter().position(|p| p.ask.id == id) else {
            return false;
        };
        let pending = desk.pending.remove(index);
        self.publish(&desk);
        // One request per connection, so its channel has room; the phone may have gone
        // meanwhile: nobody to tell.
        let _ = pending.answer.try_send(answer);
        true
    }

    /// Notes the table's answer to `name`'s request, to be given at the next end of a turn
    /// (`fabula serve`); the requests' followers are woken.
    pub fn decide(&self, name: &str, accept: bool) {
        let mut desk = self.lock();
        desk.decided.push((name.trim().to_lowercase(), accept));
        drop(desk);
        self.asks.send_modify(|_| {});
    }

    /// The answers noted with [`JoinDesk::decide`] for requests waiting now, with those
    /// requests (an answer for nobody waiting is dropped).
    pub fn take_decided(&self) -> Vec<(JoinAsk, bool)> {
        let mut desk = self.lock();
        let decided = std::mem::take(&mut desk.decided);
        decided
            .into_iter()
            .filter_map(|(key, accept)| {
                let pending = desk
                    .pending
                    .iter()
                    .find(|p| p.ask.name.to_lowercase() == key);
                pending.map(|p| (p.ask.clone(), accept))
            })
            .collect()
    }
}

#[cfg(test)]
#[path = "joins_tests.rs"]
mod tests;
