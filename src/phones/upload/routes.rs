//! The photo host's routes: the page, its script, style and words, and `POST /photo`, where
//! every upload passes the panel's token, the address's rate, the size and the decode before
//! the app sees it. Each answer is a small JSON object with the phone's sentence.

use super::desk::{Desk, ReceivedPhoto};
use super::page;
use super::refusal::UploadRefusal;
use crate::i18n::Language;
use crate::phones::listener::Peer;
use crate::phones::server::{html_page, text};
use crate::phones::token::same_secret;
use axum::Router;
use axum::body::Body;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Instant;

/// The host's routes.
pub(super) fn router(desk: Arc<Desk>) -> Router {
    Router::new()
        .route("/", get(index))
        .route("/photos.js", get(script))
        .route("/phone.css", get(style))
        .route("/photos.css", get(photo_style))
        .route("/strings.json", get(strings))
        .route("/photo", post(upload))
        .with_state(desk)
}

async fn index() -> Response {
    // The page loads only its own script and style, shows the photos it makes (blob: and
    // data: pictures) and talks to this host alone.
    html_page(
        page::PHOTOS_HTML,
        "default-src 'self'; img-src 'self' blob: data:; connect-src 'self'; \
         object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'",
    )
}

async fn script() -> Response {
    text("text/javascript; charset=utf-8", page::PHOTOS_JS)
}

async fn style() -> Response {
    text("text/css; charset=utf-8", crate::phones::page::PHONE_CSS)
}

async fn photo_style() -> Response {
    text("text/css; charset=utf-8", page::PHOTOS_CSS)
}

/// The language a request asks for with `?lang=`, else the host's.
fn language_of(uri: &Uri, desk: &Desk) -> Language {
    uri.query()
        .unwrap_or_default()
        .split('&')
        .find_map(|pair| pair.strip_prefix("lang="))
        .and_then(Language::from_code)
        .unwrap_or(desk.language)
}

async fn strings(State(desk): State<Arc<Desk>>, uri: Uri) -> Response {
    let language = language_of(&uri, &desk);
    text(
        "application/json; charset=utf-8",
        page::strings_json(language),
    )
}

/// The answer to one upload: `{"ok": …, "text": …, "retry": …}`.
fn answer(status: StatusCode, ok: bool, text: &str, retry: bool) -> Response {
    let body = serde_json::json!({"ok": ok, "text": text, "retry": retry}).to_string();
    let mut response = (status, body).into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json; charset=utf-8"),
    );
    response
}

fn refused(refusal: &UploadRefusal, language: Language) -> Response {
    log::debug!("a phone's photo was refused: {refusal}");
    let status = StatusCode::from_u16(refusal.status()).unwrap_or(StatusCode::BAD_REQUEST);
    answer(
        status,
        false,
        &refusal.message(language),
        refusal.retry_later(),
    )
}

/// The token a request proves with `Authorization: Bearer …`, checked in constant time.
fn token_ok(headers: &HeaderMap, desk: &Desk) -> bool {
    headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .is_some_and(|guess| same_secret(guess.as_bytes(), desk.token.as_bytes()))
}

async fn upload(
    State(desk): State<Arc<Desk>>,
    ConnectInfo(Peer { address, .. }): ConnectInfo<Peer>,
    request: Request,
) -> Response {
    let language = language_of(request.uri(), &desk);
    match receive(&desk, address.ip(), request).await {
        Ok((number, cards)) => {
            crate::i18n::set_language(language);
            let said = match cards {
                0 => crate::t!("photos-page-sent-none", number = number),
                1 => crate::t!("photos-page-sent-number", number = number),
                count => crate::t!("photos-page-sent-cards", number = number, count = count),
            };
            answer(StatusCode::OK, true, &said, false)
        }
        Err(refusal) => refused(&refusal, language),
    }
}

/// Checks and decodes one upload, finds its cards and hands it to the app; its number and
/// how many cards it holds on success.
async fn receive(
    desk: &Arc<Desk>,
    ip: std::net::IpAddr,
    request: Request,
) -> Result<(u64, usize), UploadRefusal> {
    let now = Instant::now();
    if !desk.failures.may_join(ip, now) {
        return Err(UploadRefusal::Locked);
    }
    if !token_ok(request.headers(), desk) {
        desk.failures.failed_join(ip, now);
        return Err(UploadRefusal::WrongToken);
    }
    desk.rate.take(ip, now, desk.limits.per_minute)?;
    if desk.waiting.load(Ordering::Relaxed) >= desk.limits.waiting {
        return Err(UploadRefusal::LaptopFull {
            limit: desk.limits.waiting,
        });
    }
    let announced = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if let Some(bytes) = announced {
        desk.limits.check_size(bytes)?;
    }
    let limit = desk.limits.max_bytes;
    let body: Body = request.into_body();
    // One byte more than allowed is enough to know a body without a length is too large.
    let bytes = axum::body::to_bytes(body, limit as usize + 1)
        .await
        .map_err(|_| UploadRefusal::FileTooLarge {
            bytes: limit + 1,
            limit,
        })?;
    // The time to the card is counted from here: the whole photo has arrived.
    let arrived = Instant::now();
    let limits = desk.limits;
    // Decoded and searched off the network's tasks: the phone hears how many cards it holds.
    let (pixels, cards) = tokio::task::spawn_blocking(move || {
        limits.decode(&bytes).map(|pixels| {
            let cards = crate::library::photo::find_cards(&pixels);
            (pixels, cards)
        })
    })
    .await
    .map_err(|_| UploadRefusal::Closed)??;
    let number = desk.numbers.fetch_add(1, Ordering::Relaxed) + 1;
    let count = cards.len();
    let photo = ReceivedPhoto {
        number,
        pixels,
        cards,
        received: arrived,
    };
    let sent = desk
        .photos
        .lock()
        .map_err(|_| UploadRefusal::Closed)?
        .send(photo);
    if sent.is_err() {
        return Err(UploadRefusal::Closed);
    }
    desk.waiting.fetch_add(1, Ordering::Relaxed);
    (desk.wake)();
    Ok((number, count))
}
