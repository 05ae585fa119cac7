//! What the host has to tell one device, written by a task of its own: the connection never
//! waits for a device to read, and a device whose unsent messages pile up (it said hello and
//! stopped reading, or its network stalled) is dropped at once instead of being waited for.

use axum::extract::ws::{Message, WebSocket};
use futures_util::SinkExt;
use futures_util::stream::SplitSink;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::sync::mpsc;
use tokio::task::JoinHandle;

/// Most messages a device may leave unsent (a state message follows every move: a device
/// this far behind is not reading).
pub const MAX_UNSENT_MESSAGES: usize = 32;
/// Most bytes a device may leave unsent.
pub const MAX_UNSENT_BYTES: usize = 256 * 1024;
/// How long a last word (why the host closes) may take to leave.
const LAST_WORD_GRACE: Duration = Duration::from_secs(1);

/// One device's queue of messages, and the task that writes them.
pub struct Outbox {
    queue: Option<mpsc::Sender<Message>>,
    /// Bytes queued and not yet handed to the socket.
    unsent: Arc<AtomicUsize>,
    writer: JoinHandle<()>,
}

fn size(message: &Message) -> usize {
    match message {
        Message::Text(text) => text.len(),
        Message::Binary(bytes) | Message::Ping(bytes) | Message::Pong(bytes) => bytes.len(),
        Message::Close(_) => 0,
    }
}

impl Outbox {
    /// Starts writing to `sink` (inside the host's runtime).
    pub fn new(mut sink: SplitSink<WebSocket, Message>) -> Self {
        let (queue, mut messages) = mpsc::channel::<Message>(MAX_UNSENT_MESSAGES);
        let unsent = Arc::new(AtomicUsize::new(0));
        let written = unsent.clone();
        let writer = tokio::spawn(async move {
            while let Some(message) = messages.recv().await {
                let bytes = size(&message);
                let sent = sink.send(message).await;
                written.fetch_sub(bytes, Ordering::Relaxed);
                if sent.is_err() {
                    return;
                }
            }
            let _ = sink.close().await;
        });
        Outbox {
            queue: Some(queue),
            unsent,
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
        if queue.try_send(message).is_err() {
            self.unsent.fetch_sub(bytes, Ordering::Relaxed);
            return false;
        }
        true
    }

    /// Queues `text`; `false` as [`Outbox::push`].
    pub fn text(&self, text: &str) -> bool {
        self.push(Message::Text(text.into()))
    }

    /// Ends the exchange with `last_word` (why the host closes), giving it a moment to leave
    /// unless the device is not reading anyway.
    pub async fn close_with(mut self, last_word: String) {
        let pushed = self.text(&last_word);
        self.queue = None;
        if pushed {
            let _ = tokio::time::timeout(LAST_WORD_GRACE, &mut self.writer).await;
        }
    }
}

impl Drop for Outbox {
    fn drop(&mut self) {
        // A device that does not read leaves the writer waiting: the socket closes now.
        self.writer.abort();
    }
}
