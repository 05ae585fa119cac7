//! One device's WebSocket: its hello, then the newest state whenever the game changes, the
//! seats' presence, and the seat's commands with their answers.

use super::game::{Asker, Request};
use super::limits::Admission;
use super::protocol::{Hello, Notice, PhoneCommand};
use super::shared::Shared;
use crate::engine::PlayerId;
use crate::i18n::{self, Language};
use crate::t;
use axum::extract::ws::{Message, WebSocket};
use futures_util::stream::SplitSink;
use futures_util::{SinkExt, StreamExt};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::oneshot;
use tokio::time::timeout;

/// How long a device has to say hello.
const HELLO_TIMEOUT: Duration = Duration::from_secs(10);
/// How long one message may take to leave; a device that does not read is dropped.
const SEND_TIMEOUT: Duration = Duration::from_secs(5);

type Sink = SplitSink<WebSocket, Message>;

/// Sends `text`; whether it went within [`SEND_TIMEOUT`].
async fn send(sink: &mut Sink, text: &str) -> bool {
    matches!(
        timeout(SEND_TIMEOUT, sink.send(Message::Text(text.into()))).await,
        Ok(Ok(()))
    )
}

/// Serves one device until it leaves, breaks the rules of the exchange, or the host stops.
/// `_admission` keeps the connection counted against its address while it lives.
pub async fn connection(
    socket: WebSocket,
    shared: Arc<Shared>,
    address: SocketAddr,
    _admission: Admission,
) {
    let (mut sink, mut stream) = socket.split();
    let hello = match timeout(HELLO_TIMEOUT, stream.next()).await {
        Ok(Some(Ok(Message::Text(text)))) => serde_json::from_str::<Hello>(&text).ok(),
        _ => None,
    };
    let Some(hello) = hello else {
        let _ = send(
            &mut sink,
            &error_notice(shared.language, || t!("phone-error-hello")),
        )
        .await;
        return;
    };
    // The device's language if it is one of the four, else the game's.
    let language = hello
        .lang
        .as_deref()
        .and_then(Language::from_code)
        .unwrap_or(shared.language);
    // Read before the token: a phone whose seat is paired again meanwhile is of the old pairing.
    let pairings_now = shared.pairings.borrow().clone();
    let seat = match hello.token {
        None => None,
        Some(guess) => {
            let now = Instant::now();
            if !shared.limits.may_join(address.ip(), now) {
                let _ = send(
                    &mut sink,
                    &error_notice(language, || t!("phone-error-wait")),
                )
                .await;
                return;
            }
            let Some(seat) = shared.seat_of(&guess) else {
                shared.limits.failed_join(address.ip(), now);
                let _ = send(
                    &mut sink,
                    &error_notice(language, || t!("phone-error-token")),
                )
                .await;
                return;
            };
            Some(seat)
        }
    };
    let paired = seat.and_then(|s| pairings_now.get(s.index()).copied());
    let _online = seat.zip(paired).map(|(s, p)| shared.presence.arrive(s, p));
    let welcome = Notice::Welcome {
        seat,
        lang: language.code().to_owned(),
        laptop: shared.laptop_leads,
    };
    if !send(&mut sink, &welcome.to_json()).await {
        return;
    }
    serve(&mut sink, &mut stream, &shared, seat, paired, language).await;
}

/// The exchange after the hello.
async fn serve(
    sink: &mut Sink,
    stream: &mut futures_util::stream::SplitStream<WebSocket>,
    shared: &Arc<Shared>,
    seat: Option<PlayerId>,
    paired: Option<u64>,
    language: Language,
) {
    let mut snapshots = shared.snapshots.clone();
    snapshots.mark_changed();
    let mut presence = shared.presence.subscribe();
    presence.mark_changed();
    let mut stopping = shared.stopping.clone();
    let mut pairings = shared.pairings.subscribe();
    let pairing_of = |pairings: &[u64]| seat.and_then(|s| pairings.get(s.index()).copied());
    // Paired again since the token was checked: the first turn of the loop sends it away.
    pairings.mark_changed();
    let mut heartbeat = tokio::time::interval(shared.heartbeat.every);
    heartbeat.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut last_heard = Instant::now();
    loop {
        tokio::select! {
            _ = heartbeat.tick() => {
                // Gone without a word (asleep, off the network): away, and the socket freed.
                if last_heard.elapsed() > shared.heartbeat.silence {
                    break;
                }
                let ping = sink.send(Message::Ping(bytes::Bytes::new()));
                if !matches!(timeout(SEND_TIMEOUT, ping).await, Ok(Ok(()))) {
                    break;
                }
            }
            changed = snapshots.changed() => {
                if changed.is_err() { break; }
                let message = snapshots.borrow_and_update().message_for(seat, language);
                if !send(sink, &message).await { break; }
            }
            changed = presence.changed() => {
                if changed.is_err() { break; }
                let online = presence.borrow_and_update().clone();
                if !send(sink, &Notice::Presence { online }.to_json()).await { break; }
            }
            incoming = stream.next() => {
                last_heard = Instant::now();
                let text = match incoming {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    // Binary, close, an oversized or broken frame, or gone.
                    _ => break,
                };
                let answer = answer(shared, seat, language, &text).await;
                if let Some(notice) = answer
                    && !send(sink, &notice.to_json()).await
                {
                    break;
                }
            }
            changed = pairings.changed() => {
                if changed.is_err() { break; }
                if pairing_of(&pairings.borrow_and_update()) != paired {
                    // The seat was paired with another phone: this one holds an old link.
                    let _ = send(sink, &error_notice(language, || t!("phone-error-repaired"))).await;
                    break;
                }
            }
            _ = stopping.changed() => break,
        }
    }
}

/// What the host answers a command: nothing when it was applied (the new state follows),
/// else a notice for this device alone.
async fn answer(
    shared: &Shared,
    seat: Option<PlayerId>,
    language: Language,
    text: &str,
) -> Option<Notice> {
    let Ok(command) = serde_json::from_str::<PhoneCommand>(text) else {
        i18n::set_language(language);
        return Some(Notice::Error {
            reason: t!("phone-error-message"),
        });
    };
    let Some(seat) = seat else {
        i18n::set_language(language);
        return Some(Notice::Refused {
            reason: t!("phone-refused-table"),
        });
    };
    let (reply, answer) = oneshot::channel();
    let request = Request {
        asker: Asker::Seat(seat),
        command,
        language,
        reply,
    };
    if shared.requests.send(request).await.is_err() {
        return None;
    }
    match answer.await {
        Ok(Ok(())) | Err(_) => None,
        Ok(Err(reason)) => Some(Notice::Refused { reason }),
    }
}

/// An error notice whose words `reason` gives in `language`.
fn error_notice(language: Language, reason: impl FnOnce() -> String) -> String {
    i18n::set_language(language);
    Notice::Error { reason: reason() }.to_json()
}
