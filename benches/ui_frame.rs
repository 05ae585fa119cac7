//! CPU time per frame of the reveal screen (12 players, 12 cards) at 1920x1080, headless:
//! the app's whole frame (layout, painting) plus tessellation, as eframe would run it.
//! Run with `cargo bench --bench ui_frame`; prints the median and the 90th percentile.
#![expect(
    clippy::expect_used,
    reason = "a benchmark set-up that cannot go on without its game"
)]

use fabula::app::FabulaApp;
use fabula::app::art::{ArtLoader, DeckSource};
use fabula::engine::{Action, CardId, GameConfig, GameState, Phase, PlayerId, RuleSet};
use fabula::hotseat::Stage;
use fabula::hotseat::TokenId;
use std::time::{Duration, Instant};

/// A classic 12-player game played to the reveal of its first turn.
fn reveal_state() -> GameState {
    let names = (1..=12).map(|i| format!("Player {i}")).collect();
    let deck = (0..96).map(CardId).collect();
    let mut state =
        GameState::new(GameConfig::new(RuleSet::Classic, names, deck, 11)).expect("valid set-up");
    state
        .apply(Action::ChooseStoryteller {
            player: Some(PlayerId(0)),
        })
        .expect("choose");
    while state.phase() != Phase::Reveal {
        // Any legal move of the first seat still to act; votes spread over the board.
        let actions = state.legal_actions();
        let pick = actions.len() / 3;
        let action = match actions.get(pick).cloned().expect("a legal move") {
            Action::Tell { player, card, .. } => Action::Tell {
                player,
                card,
                clue: "A door in the sea".into(),
            },
            other => other,
        };
        state.apply(action).expect("legal");
    }
    state
}

fn input(time: f64) -> egui::RawInput {
    egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1920.0, 1080.0),
        )),
        time: Some(time),
        ..Default::default()
    }
}

fn frame(ctx: &egui::Context, app: &mut FabulaApp, time: f64) {
    let output = ctx.run_ui(input(time), |ui| app.frame_ui(ui));
    let primitives = ctx.tessellate(output.shapes, output.pixels_per_point);
    std::hint::black_box(primitives);
}

fn median(mut samples: Vec<Duration>) -> (Duration, Duration) {
    samples.sort();
    (samples[samples.len() / 2], samples[samples.len() * 9 / 10])
}

fn main() {
    let ctx = egui::Context::default();
    let art = ArtLoader::from_source(
        &ctx,
        DeckSource::Painted {
            cards: 96,
            small: true,
        },
    );
    let mut app = FabulaApp::new(&ctx, art, 1);
    app.wait_for_cards();
    let tokens = (0..12).map(|i| TokenId(i as u8)).collect();
    app.resume(&reveal_state(), tokens);
    assert_eq!(app.stage(), Some(Stage::Reveal));
    // Warm up: let the pictures arrive and the fonts fill their atlas.
    let mut time = 0.0;
    for _ in 0..60 {
        frame(&ctx, &mut app, time);
        assert_eq!(app.stage(), Some(Stage::Reveal));
        std::thread::sleep(Duration::from_millis(5));
        time += 1.0 / 60.0;
    }
    let mut steady = Vec::new();
    for _ in 0..500 {
        let start = Instant::now();
        frame(&ctx, &mut app, time);
        steady.push(start.elapsed());
        time += 1.0 / 60.0;
    }
    let (med, p90) = median(steady);
    println!(
        "reveal screen, 12 players, 12 cards, 1920x1080: median {:.3} ms, p90 {:.3} ms per frame (500 frames)",
        med.as_secs_f64() * 1e3,
        p90.as_secs_f64() * 1e3
    );
}
