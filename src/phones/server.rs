//! The host's HTTP side: the page, its words, card pictures, and one WebSocket per device.

use super::connection::connection;
use super::listener::Peer;
use super::outbox::MAX_UNSENT_BYTES;
use super::page;
use super::protocol::MAX_MESSAGE_BYTES;
use super::shared::Shared;
use crate::i18n::Language;
use axum::Router;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use std::sync::Arc;
use std::time::Instant;

/// Each socket's read and write buffers: a state message is a few kilobytes (the default,
/// 128 KiB each, would cost a megabyte for every four phones).
const SOCKET_BUFFER_BYTES: usize = 16 * 1024;

/// The host's routes.
pub fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/", get(index))
        .route("/phone.js", get(script))
        .route("/join.js", get(join_script))
        .route("/nudge.js", get(nudge))
        .route("/link.js", get(link_script))
        .route("/cards.js", get(cards_script))
        .route("/phone.css", get(style))
        .route("/strings.json", get(strings))
        .route("/card/{name}", get(card))
        .route("/ws", get(upgrade))
        .with_state(shared)
}

/// A text answer that is never cached nor sniffed as another type.
pub(super) fn text(content_type: &'static str, body: impl Into<String>) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "no-cache"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        body.into(),
    )
        .into_response()
}

async fn index() -> Response {
    // The page loads only its own script, style, pictures and socket.
    html_page(
        page::INDEX_HTML,
        "default-src 'self'; img-src 'self' blob:; connect-src 'self'; \
         object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    )
}

/// An HTML page with its content security policy, sending no referrer.
pub(super) fn html_page(html: &'static str, policy: &'static str) -> Response {
    let mut response = text("text/html; charset=utf-8", html);
    response.headers_mut().insert(
        header::CONTENT_SECURITY_POLICY,
        header::HeaderValue::from_static(policy),
    );
    response.headers_mut().insert(
        header::REFERRER_POLICY,
        header::HeaderValue::from_static("no-referrer"),
    );
    response
}

async fn script() -> Response {
    text("text/javascript; charset=utf-8", page::PHONE_JS)
}

async fn join_script() -> Response {
    text("text/javascript; charset=utf-8", page::JOIN_JS)
}

async fn nudge() -> Response {
    text("text/javascript; charset=utf-8", page::NUDGE_JS)
}

async fn link_script() -> Response {
    text("text/javascript; charset=utf-8", page::LINK_JS)
}

async fn cards_script() -> Response {
    text("text/javascript; charset=utf-8", page::CARDS_JS)
}

async fn style() -> Response {
    text("text/css; charset=utf-8", page::PHONE_CSS)
}

/// The page's words in the language asked for (`?lang=` with the browser's preferred
/// language), else the game's.
async fn strings(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let language = uri
        .query()
        .unwrap_or_default()
        .split('&')
        .find_map(|pair| pair.strip_prefix("lang="))
        .and_then(Language::from_code)
        .unwrap_or(shared.language);
    text(
        "application/json; charset=utf-8",
        page::strings_json(language),
    )
}

/// A card picture, for a device that may see that card now. The seat is proved by its token
/// in the `Authorization` header; without one, only the board once face up.
async fn card(
    State(shared): State<Arc<Shared>>,
    ConnectInfo(Peer { address, .. }): ConnectInfo<Peer>,
    Path(name): Path<String>,
    headers: HeaderMap,
) -> Response {
    let token = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "));
    let seat = match token {
        None => None,
        Some(guess) => {
            let now = Instant::now();
            if !shared.limits.may_join(address.ip(), now) {
                return StatusCode::TOO_MANY_REQUESTS.into_response();
            }
            let Some(seat) = shared.seat_of(guess) else {
                shared.limits.failed_join(address.ip(), now);
                return StatusCode::FORBIDDEN.into_response();
            };
            Some(seat)
        }
    };
    let Some(card) = shared.names.card(&name) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    // The same answer as for an unknown name: a refusal says nothing about the card.
    if !shared.snapshots.borrow().may_see(seat, card) {
        return StatusCode::NOT_FOUND.into_response();
    }
    let making = shared.clone();
    let picture = tokio::task::spawn_blocking(move || making.pictures.picture(card)).await;
    match picture {
        Ok(Some(bytes)) => (
            [
                (header::CONTENT_TYPE, "image/jpeg"),
                (header::CACHE_CONTROL, "private, max-age=86400"),
            ],
            bytes,
        )
            .into_response(),
        _ => StatusCode::NOT_FOUND.into_response(),
    }
}

/// Opens a device's WebSocket (its socket already has its place: see [`super::guests`]).
async fn upgrade(
    State(shared): State<Arc<Shared>>,
    ConnectInfo(Peer { address, socket }): ConnectInfo<Peer>,
    ws: WebSocketUpgrade,
) -> Response {
    ws.max_message_size(MAX_MESSAGE_BYTES)
        .max_frame_size(MAX_MESSAGE_BYTES)
        .read_buffer_size(SOCKET_BUFFER_BYTES)
        .write_buffer_size(SOCKET_BUFFER_BYTES)
        .max_write_buffer_size(MAX_UNSENT_BYTES)
        .on_upgrade(move |ws| connection(ws, shared, address, socket))
}
