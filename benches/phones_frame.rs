//! The game window's frame time while phones play: a 12-seat game with seat 0 at the laptop
//! and 11 phones (WebSocket clients on loopback). On the laptop's waiting screen, each
//! phone's move is timed in the frame that applies it (the engine's check, the move, the new
//! snapshot for every device) against a quiet frame of the same screen just before it.
//! Run with `cargo bench --bench phones_frame`; prints medians and the 90th percentiles.
#![expect(
    clippy::unwrap_used,
    reason = "a benchmark that cannot go on without its game fails loudly"
)]

use fabula::app::FabulaApp;
use fabula::app::art::{ArtLoader, DeckSource};
use fabula::engine::{Move, Phase, PlayerId, Slot};
use fabula::hotseat::{GameCommand, SeatLink, Stage};
use fabula::ui::{PairingCommand, UiCommand};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::net::{IpAddr, Ipv4Addr};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

const PLAYERS: usize = 12;
const TURNS: u32 = 8;

type Sink = futures_util::stream::SplitSink<
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
    Message,
>;

fn frame(ctx: &egui::Context, app: &mut FabulaApp, time: &mut f64) -> Duration {
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1920.0, 1080.0),
        )),
        time: Some(*time),
        ..Default::default()
    };
    *time += 1.0 / 60.0;
    let start = Instant::now();
    let output = ctx.run_ui(input, |ui| app.frame_ui(ui));
    let primitives = ctx.tessellate(output.shapes, output.pixels_per_point);
    std::hint::black_box(primitives);
    start.elapsed()
}

/// A phone: says hello with the seat's link, then reads (and drops) whatever comes.
async fn phone(url: &str) -> Sink {
    let rest = url.strip_prefix("http://").unwrap();
    let (address, token) = rest.split_once("/#").unwrap();
    assert!(address.starts_with("127.0.0.1:"), "loopback only");
    let (socket, _) = tokio_tungstenite::connect_async(format!("ws://{address}/ws"))
        .await
        .unwrap();
    let (mut sink, mut stream) = socket.split();
    let hello = json!({ "token": token });
    sink.send(Message::Text(hello.to_string().into()))
        .await
        .unwrap();
    tokio::spawn(async move { while stream.next().await.is_some() {} });
    sink
}

/// A legal move of `seat` now, as its phone would send it (or the laptop's command).
fn move_of(app: &FabulaApp, seat: u8) -> (Value, GameCommand) {
    let state = app.game_state().unwrap();
    let view = state.player_view(PlayerId(seat));
    match state.phase() {
        Phase::Telling => (
            json!({"do": "tell", "card": view.hand[0].0, "clue": "tide"}),
            GameCommand::Move(Move::Tell {
                card: view.hand[0],
                clue: "tide".into(),
            }),
        ),
        Phase::Submitting => (
            json!({"do": "submit", "cards": [view.hand[0].0]}),
            GameCommand::Move(Move::Submit {
                cards: vec![view.hand[0]],
            }),
        ),
        _ => {
            let slot = (0..state.public_view().board.len())
                .map(Slot::from_index)
                .find(|s| !view.own_slots.contains(s))
                .unwrap();
            (
                json!({"do": "vote", "slots": [slot.0], "red": null}),
                GameCommand::Move(Move::Vote {
                    slots: vec![slot],
                    red: None,
                }),
            )
        }
    }
}

fn stats(mut samples: Vec<Duration>) -> (f64, f64) {
    samples.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    (
        ms(samples[samples.len() / 2]),
        ms(samples[samples.len() * 9 / 10]),
    )
}

fn main() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let ctx = egui::Context::default();
    let art = ArtLoader::from_source(
        &ctx,
        DeckSource::Painted {
            cards: 120,
            small: true,
        },
    );
    let mut app = FabulaApp::new(&ctx, art, 3);
    app.wait_for_cards();
    app.set_phone_bind(IpAddr::V4(Ipv4Addr::LOCALHOST));
    while app.setup_mut().seats.len() < PLAYERS {
        app.setup_mut().add_seat();
    }
    app.setup_mut().starter = Some(0);
    app.setup_mut().phones = true;
    app.command(UiCommand::NewGame);
    app.command(UiCommand::StartGame);
    let mut time = 0.0;
    frame(&ctx, &mut app, &mut time);
    let mut sinks: Vec<Sink> = (1..PLAYERS as u8)
        .map(|seat| rt.block_on(phone(&app.phone_url(PlayerId(seat)).unwrap())))
        .collect();
    while app.seat_links()[1..]
        .iter()
        .any(|l| *l != SeatLink::Phone { online: true })
    {
        std::thread::sleep(Duration::from_millis(5));
        frame(&ctx, &mut app, &mut time);
    }
    app.command(UiCommand::Pairing(PairingCommand::Close));
    let (mut quiet, mut busy) = (Vec::new(), Vec::new());
    while app.game_state().unwrap().turn_number() <= TURNS {
        match app.stage().unwrap() {
            Stage::Privacy(_) => app.command(UiCommand::Game(GameCommand::ShowPrivate)),
            Stage::Hand(_) | Stage::Vote(_) => {
                let (_, command) = move_of(&app, 0);
                app.command(UiCommand::Game(command));
            }
            Stage::Board => app.command(UiCommand::Game(GameCommand::StartVoting)),
            Stage::Reveal => app.command(UiCommand::Game(GameCommand::Move(Move::NextTurn))),
            Stage::Phones => {
                let view = app.game_state().unwrap().public_view();
                let seat = (1..PLAYERS as u8)
                    .find(|s| view.players[usize::from(*s)].task.is_some())
                    .unwrap();
                let quiet_frame = frame(&ctx, &mut app, &mut time);
                let (message, _) = move_of(&app, seat);
                rt.block_on(
                    sinks[usize::from(seat) - 1].send(Message::Text(message.to_string().into())),
                )
                .unwrap();
                // On loopback the move is in the window's queue well within this.
                std::thread::sleep(Duration::from_millis(3));
                let busy_frame = frame(&ctx, &mut app, &mut time);
                let applied = app.game_state().unwrap().public_view() != view;
                // Only the same screen before and after compares like with like.
                if applied && app.stage() == Some(Stage::Phones) {
                    quiet.push(quiet_frame);
                    busy.push(busy_frame);
                }
                continue;
            }
            other => panic!("unexpected stage {other:?}"),
        }
        frame(&ctx, &mut app, &mut time);
    }
    let (quiet_median, quiet_p90) = stats(quiet);
    let (busy_median, busy_p90) = stats(busy.clone());
    println!(
        "waiting screen, {PLAYERS} seats, 11 phones, 1920x1080, {} moves: quiet frame median {quiet_median:.3} ms (p90 {quiet_p90:.3}); frame applying a phone's move median {busy_median:.3} ms (p90 {busy_p90:.3}); ratio of medians {:.2}",
        busy.len(),
        busy_median / quiet_median
    );
}
