//! What the host has to tell one device, written by a task of its own: the connection never
//! waits for a device to read, and a device whose unsent messages pile up (it said hello and
//! stopped reading, or its network stalled) is dropped at once instead of being waited for.
//!
//! A guest (the table page) follows the table's state on its own: its writer sends the newest
//! public state whenever it is free to, so a state it has not sent yet is replaced by a newer
//! one rather than queued behind it, and a change costs the connection itself nothing.

use super::snapshot::Snapshot;
use crate::i18n::Language;
use axum::extract::ws::{Message, Utf8Bytes, WebSocket};
use futures_util::SinkExt;
use futures_util::stream::SplitSink;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, watch};
use tokio::task::JoinHandle;

/// Most messages a device may leave unsent (a state message follows every move: a device
/// this far behind is not reading).
pub const MAX_UNSENT_MESSAGES: usize = 32;
/// Most bytes a device may leave unsent.
pub const MAX_UNSENT_BYTES: usize = 256 * 1024;
/// How long a last word (why the host closes) may take to leave.
const LAST_WORD_GRACE: Duration = Duration::from_secs(1);

/// The table's states as a guest follows them, and the language it reads them in.
type Following = (watch::Receiver<Arc<Snapshot>>, Language);

/// What the writer is handed, in order.
enum Queued {
    /// A message to send.
    Message(Message),
    /// From now on, send the newest table state of this channel whenever it changes.
    Follow(Following),
}

/// One device's queue of messages, and the task that writes them.
pub struct Outbox {
    queue: Option<mpsc::Sender<Queued>>,
    /// Bytes queued and not yet handed to the socket.
    unsent: Arc<AtomicUsize>,
    /// Milliseconds after `born`, plus one, when the message being written began to wait for
    /// the device; 0 while the writer is idle.
    writing_since: Arc<AtomicU64>,
    born: Instant,
    writer: JoinHandle<()>,
}

fn size(message: &Message) -> usize {
    match message {
        Message::Text(text) => text.len(),
        Message::Binary(bytes) | Message::Ping(bytes) | Message::Pong(bytes) => bytes.len(),
        Message::Close(_) => 0,
    }
}

/// The next state to send of the channel followed, once it changes; `None` when the host
/// publishes no more (pending forever while nothing is followed).
async fn next_state(following: &mut Option<Following>) -> Option<Utf8Bytes> {
    let Some((states, language)) = following else {
        return std::future::pending().await;
    };
    states.changed().await.ok()?;
    let newest = states.borrow_and_update().message_for(None, *language);
    Some(newest)
}

impl Outbox {
    /// Starts writing to `sink` (inside the host's runtime).
    pub fn new(mut sink: SplitSink<WebSocket, Message>) -> Self {
        let (queue, mut messages) = mpsc::channel::<Queued>(MAX_UNSENT_MESSAGES);
        let unsent = Arc::new(AtomicUsize::new(0));
        let written = unsent.clone();
        let born = Instant::now();
        let writing_since = Arc::new(AtomicU64::new(0));
        let busy = writing_since.clone();
        let writer = tokio::spawn(async move {
            let mut following: Option<Following> = None;
            loop {
                // Queued messages first: the welcome goes before any state.
                let (message, queued_bytes) = tokio::select! {
                    biased;
                    queued = messages.recv() => match queued {
                        Some(Queued::Message(message)) => {
                            let bytes = size(&message);
                            (message, bytes)
                        }
                        Some(Queued::Follow(channel)) => {
                            following = Some(channel);
                            continue;
                        }
                        None => break,
                    },
                    state = next_state(&mut following) => {
                        let Some(text) = state else {
                            following = None;
                            continue;
                        };
                        (Message::Text(text), 0)
                    }
                };
                busy.store(since(born) + 1, Ordering::Relaxed);
                let sent = sink.send(message).await;
                busy.store(0, Ordering::Relaxed);
                written.fetch_sub(queued_bytes, Ordering::Relaxed);
                if sent.is_err() {
                    return;
                }
            }
            let _ = sink.close().await;
        });
        Outbox {
            queue: Some(queue),
            unsent,
            writing_since,
            born,
            writer,
        }
    }

    /// Queues `message`; `false` when the device has too much unsent already (drop it).
    pub fn push(&self, message: Message) -> bool {
        let Some(queue) = &self.queue else {
            return false;
        };
        let bytes = size(&message);
        if self.unsent.load(Ordering::Relaxed) + bytes > MAX_UNSENT_BYTES {
            return false;
        }
        self.unsent.fetch_add(bytes, Ordering::Relaxed);
        if queue.try_send(Queued::Message(message)).is_err() {
            self.unsent.fetch_sub(bytes, Ordering::Relaxed);
            return false;
        }
        true
    }

    /// Queues `text`; `false` as [`Outbox::push`].
    pub fn text(&self, text: impl Into<Utf8Bytes>) -> bool {
        self.push(Message::Text(text.into()))
    }

    /// From now on (after what is queued), the device receives the newest table state of
    /// `states` in `language` whenever the writer is free: the one it has now first, then
    /// each change, a newer state replacing one not sent yet. `false` as [`Outbox::push`].
    pub fn follow(&self, mut states: watch::Receiver<Arc<Snapshot>>, language: Language) -> bool {
        states.mark_changed();
        self.queue
            .as_ref()
            .is_some_and(|queue| queue.try_send(Queued::Follow((states, language))).is_ok())
    }

    /// How long the message being written has waited for the device to read (zero while
    /// nothing waits).
    pub fn stalled_for(&self) -> Duration {
        match self.writing_since.load(Ordering::Relaxed) {
            0 => Duration::ZERO,
            started => Duration::from_millis(since(self.born).saturating_sub(started - 1)),
        }
    }

    /// Ends the exchange with `last_word` (why the host closes), giving it a moment to leave
    /// unless the device is not reading anyway.
    pub async fn close_with(mut self, last_word: String) {
        let pushed = self.text(last_word);
        self.queue = None;
        if pushed {
            let _ = tokio::time::timeout(LAST_WORD_GRACE, &mut self.writer).await;
        }
    }
}

/// Milliseconds from `born` to now.
fn since(born: Instant) -> u64 {
    u64::try_from(born.elapsed().as_millis()).unwrap_or(u64::MAX - 1)
}

impl Drop for Outbox {
    fn drop(&mut self) {
        // A device that does not read leaves the writer waiting: the socket closes now.
        self.writer.abort();
    }
}
