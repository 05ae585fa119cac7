//! One device's WebSocket: its hello, then the newest state whenever the game changes, the
//! seats' presence, and the seat's commands with their answers.

use super::game::{Asker, Request};
use super::guests::Socket;
use super::join_guest::{Answered, GuestJoin};
use super::outbox::Outbox;
use super::protocol::{GuestCommand, Hello, Notice, PhoneCommand};
use super::shared::{SeatRelease, Shared};
use crate::engine::PlayerId;
use crate::i18n::{self, Language};
use crate::t;
use axum::extract::ws::{Message, WebSocket};
use futures_util::StreamExt;
use futures_util::stream::SplitStream;
use std::net::SocketAddr;
use std::sync::{Arc, PoisonError};
use std::time::{Duration, Instant};
use tokio::sync::oneshot;
use tokio::time::timeout;

/// How long a device has to say hello.
const HELLO_TIMEOUT: Duration = Duration::from_secs(10);

/// Serves one device until it leaves, breaks the rules of the exchange, falls too far behind
/// in reading, is replaced by a newer connection of its seat, or the host stops.
pub async fn connection(
    socket: WebSocket,
    shared: Arc<Shared>,
    address: SocketAddr,
    place: Arc<Socket>,
) {
    let (sink, mut stream) = socket.split();
    let outbox = Outbox::new(sink);
    let hello = match timeout(HELLO_TIMEOUT, stream.next()).await {
        Ok(Some(Ok(Message::Text(text)))) => serde_json::from_str::<Hello>(&text).ok(),
        _ => None,
    };
    let Some(hello) = hello else {
        let words = error_notice(shared.language, || t!("phone-error-hello"));
        outbox.close_with(words).await;
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
    let who = match prove(&hello, &shared, address, &place) {
        Ok(who) => who,
        Err(None) => return,
        Err(Some(why)) => {
            outbox.close_with(error_notice(language, why)).await;
            return;
        }
    };
    let seat = match who {
        Who::Seat(seat) => Some(seat),
        Who::Screen | Who::Guest => None,
    };
    let paired = seat.and_then(|s| pairings_now.get(s.index()).copied());
    let _online = seat.zip(paired).map(|(s, p)| shared.presence.arrive(s, p));
    let welcome = Notice::Welcome {
        seat,
        lang: language.code().to_owned(),
        laptop: shared.laptop_leads,
        game_lang: shared.language.native_name().to_owned(),
    };
    if !outbox.text(welcome.to_json()) {
        return;
    }
    // The table's screen follows every state at once, a guest at the guests' pace; both are
    // written by their outbox alone.
    let table_states = match who {
        Who::Seat(_) => None,
        Who::Screen => Some(shared.snapshots.clone()),
        Who::Guest => Some(shared.guest_states.clone()),
    };
    if let Some(states) = table_states
        && !outbox.follow(states, language)
    {
        return;
    }
    let device = Device {
        seat,
        screen: who == Who::Screen,
        paired,
        language,
        place,
        address,
    };
    if let Some(last_word) = serve(&outbox, &mut stream, &shared, &device).await {
        outbox.close_with(last_word).await;
    }
}

/// Who a device proved to be in its hello.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Who {
    Seat(PlayerId),
    /// One of the table's own screens.
    Screen,
    /// Anyone: the public table at the guests' pace.
    Guest,
}

/// Checks the seat's token or the table's code of `hello` (wrong guesses count against the
/// address); `Err` with why the device is turned away, or `Err(None)` when its socket closed
/// meanwhile.
fn prove(
    hello: &Hello,
    shared: &Shared,
    address: SocketAddr,
    place: &Socket,
) -> Result<Who, Option<fn() -> String>> {
    let guess = match (&hello.token, &hello.table) {
        (None, None) => return Ok(Who::Guest),
        (Some(guess), None) | (None, Some(guess)) => guess,
        (Some(_), Some(_)) => return Err(Some(|| t!("phone-error-hello"))),
    };
    let now = Instant::now();
    if !shared.limits.may_join(address.ip(), now) {
        return Err(Some(|| t!("phone-error-wait")));
    }
    if hello.table.is_some() {
        if !shared.table_code.is(guess) {
            shared.limits.failed_join(address.ip(), now);
            return Err(Some(|| t!("phone-error-table-code")));
        }
        return if shared.sockets.screen(place) {
            Ok(Who::Screen)
        } else {
            Err(None)
        };
    }
    let Some(seat) = shared.seat_of(guess) else {
        shared.limits.failed_join(address.ip(), now);
        return Err(Some(|| t!("phone-error-token")));
    };
    // A player is always let in: the seat's older connection goes instead.
    if shared.sockets.seat(place, seat) {
        Ok(Who::Seat(seat))
    } else {
        Err(None)
    }
}

/// Who is at the other end of a connection, once it said hello.
struct Device {
    seat: Option<PlayerId>,
    /// One of the table's own screens.
    screen: bool,
    paired: Option<u64>,
    language: Language,
    place: Arc<Socket>,
    address: SocketAddr,
}

/// The exchange after the hello; the last word to send, if the host sends the device away.
async fn serve(
    outbox: &Outbox,
    stream: &mut SplitStream<WebSocket>,
    shared: &Arc<Shared>,
    device: &Device,
) -> Option<String> {
    let Device {
        seat,
        paired,
        language,
        ..
    } = *device;
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
    // A guest's request to join, while the table has not answered it.
    let (mut join, mut join_answers) = GuestJoin::new();
    loop {
        // Each message is queued, never waited for: `false` means the device is too far
        // behind in reading, and is dropped.
        let queued = tokio::select! {
            _ = heartbeat.tick() => {
                // Gone without a word (asleep, off the network), or not reading what it is
                // sent for that long: away, and the socket freed.
                if last_heard.elapsed() > shared.heartbeat.silence
                    || outbox.stalled_for() > shared.heartbeat.silence
                {
                    return None;
                }
                outbox.push(Message::Ping(bytes::Bytes::new()))
            }
            // A seat's state at once (the guests' come from their outboxes, see above).
            changed = snapshots.changed(), if seat.is_some() => {
                if changed.is_err() { return None; }
                let message = snapshots.borrow_and_update().message_for(seat, language);
                outbox.text(message)
            }
            changed = presence.changed() => {
                if changed.is_err() { return None; }
                let online = presence.borrow_and_update().clone();
                outbox.text(Notice::Presence { online }.to_json())
            }
            incoming = stream.next() => {
                last_heard = Instant::now();
                let text = match incoming {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    // Binary, close, an oversized or broken frame, closed by the host, or gone.
                    _ => return None,
                };
                let guest = seat
                    .is_none()
                    .then(|| serde_json::from_str::<GuestCommand>(&text).ok())
                    .flatten();
                let notice = match guest {
                    Some(command) => {
                        Some(join.ask(shared, command, device.address.ip(), language))
                    }
                    None => answer(shared, seat, language, &text).await,
                };
                match notice {
                    Some(notice) => outbox.text(notice.to_json()),
                    None => true,
                }
            }
            Some(answer) = join_answers.recv(), if join.waiting() => {
                match join.answered(answer, shared, language) {
                    Answered::Tell(notice) => outbox.text(notice.to_json()),
                    // Seated: the page comes back with its seat's token.
                    Answered::Seated(notice) => return Some(notice.to_json()),
                }
            }
            changed = pairings.changed() => {
                if changed.is_err() { return None; }
                if pairing_of(&pairings.borrow_and_update()) != paired {
                    return Some(farewell(shared, seat, language));
                }
                true
            }
            () = device.place.replaced() => {
                // The seat's phone came back on a new connection (or another page took it), or
                // newer screens show the table.
                i18n::set_language(language);
                let reason = if device.screen {
                    t!("phone-error-screen-replaced")
                } else {
                    t!("phone-error-replaced")
                };
                return Some(Notice::Replaced { reason }.to_json());
            }
            _ = stopping.changed() => return None,
        };
        if !queued {
            return None;
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

/// What a phone whose pairing ended is told: why (in its language), and whether it may knock
/// again.
fn farewell(shared: &Shared, seat: Option<PlayerId>, language: Language) -> String {
    let why = seat
        .and_then(|s| {
            let releases = shared
                .releases
                .read()
                .unwrap_or_else(PoisonError::into_inner);
            releases.get(s.index()).copied()
        })
        .unwrap_or_default();
    i18n::set_language(language);
    let reason = match why {
        // The seat was paired with another phone: this one holds an old link.
        SeatRelease::NewPhone => {
            return Notice::Error {
                reason: t!("phone-error-repaired"),
            }
            .to_json();
        }
        SeatRelease::Laptop => t!("phone-released-laptop"),
        SeatRelease::Computer => t!("phone-released-computer"),
    };
    Notice::Released { reason }.to_json()
}

/// An error notice whose words `reason` gives in `language`.
fn error_notice(language: Language, reason: impl FnOnce() -> String) -> String {
    i18n::set_language(language);
    Notice::Error { reason: reason() }.to_json()
}
