//! CPU time per frame of the table display at the reveal of a 12-player game, at 1920x1080
//! and 3840x2160, measured in turns in one run: layout, painting and tessellation, as the
//! table window would do them (with the rabbits' hop in the first 1.5 s). Then the 1080p frame
//! again with the sound thread idle and playing (the music and a reveal's effects, mixed at a
//! device's pace into nowhere), in alternating blocks. Run with
//! `cargo bench --bench table_frame`; prints the median and the 90th percentile of each.
#![expect(
    clippy::expect_used,
    reason = "a benchmark set-up that cannot go on without its game"
)]

use fabula::app::table::TableSnapshot;
use fabula::engine::{CardId, GameConfig, GameRng, GameState, Phase, RuleSet};
use fabula::hotseat::TokenId;
use fabula::persist::SoundSettings;
use fabula::sound::null::NullBackend;
use fabula::sound::{Cue, SoundOutput, SoundState};
use fabula::ui::table::table_ui;
use fabula::ui::widgets::{CardArt, theme};
use std::time::{Duration, Instant};

/// No pictures: the frame's own work, without texture uploads.
struct NoArt;

impl CardArt for NoArt {
    fn texture(&self, _card: CardId) -> Option<egui::TextureId> {
        None
    }
}

fn reveal() -> GameState {
    let names = (1..=12).map(|i| format!("Player {i}")).collect();
    let deck = (0..96).map(CardId).collect();
    let mut state =
        GameState::new(GameConfig::new(RuleSet::Classic, names, deck, 11)).expect("valid set-up");
    let mut rng = GameRng::new(3);
    while state.phase() != Phase::Reveal {
        let action = state.random_action(&mut rng).expect("a legal move");
        state.apply(action).expect("legal");
    }
    state
}

/// One frame of the table at `size` points, `frame` frames (60 a second) into the reveal.
fn frame(ctx: &egui::Context, snapshot: &TableSnapshot, size: egui::Vec2, frame: u32) -> Duration {
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size)),
        time: Some(f64::from(frame) / 60.0),
        ..Default::default()
    };
    let start = Instant::now();
    let mut output = ctx.run_ui(input, |ui| {
        table_ui(ui, Some(snapshot.table_view()), frame as f32 / 60.0, 1.0);
    });
    std::hint::black_box(ctx.tessellate(output.shapes, output.pixels_per_point));
    // No renderer takes the font atlas here.
    output.textures_delta.clear();
    start.elapsed()
}

fn main() {
    let state = reveal();
    let tokens: Vec<_> = (0..12).map(TokenId).collect();
    let snapshot = TableSnapshot::of(&state, &tokens, &NoArt, false);
    let sizes = [egui::vec2(1920.0, 1080.0), egui::vec2(3840.0, 2160.0)];
    let contexts: Vec<egui::Context> = sizes
        .iter()
        .map(|_| {
            let ctx = egui::Context::default();
            theme::install(&ctx);
            ctx
        })
        .collect();
    let mut samples = vec![Vec::new(); sizes.len()];
    // The sizes take turns, frame by frame, so a noisy moment hits both alike.
    for n in 0..400 {
        for (i, size) in sizes.iter().enumerate() {
            let took = frame(&contexts[i], &snapshot, *size, n);
            if n >= 60 {
                samples[i].push(took);
            }
        }
    }
    for (size, mut samples) in sizes.iter().zip(samples) {
        samples.sort();
        println!(
            "table display, reveal of 12 players, {}x{}: median {:?}, p90 {:?}",
            size.x,
            size.y,
            samples[samples.len() / 2],
            samples[samples.len() * 9 / 10]
        );
    }
    with_sound(&snapshot);
}

/// The 1080p frame with the sound thread idle, then playing, in alternating blocks (each
/// after the music's fade), so a noisy moment hits both alike.
fn with_sound(snapshot: &TableSnapshot) {
    let playing = SoundSettings {
        music_on: true,
        ..SoundSettings::default()
    };
    let idle = SoundSettings {
        music_on: false,
        ..playing
    };
    let output = SoundOutput::start_on::<NullBackend>((), idle);
    while output.state() == SoundState::Starting {
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(output.state(), SoundState::Playing, "the null device opens");
    let ctx = egui::Context::default();
    theme::install(&ctx);
    let size = egui::vec2(1920.0, 1080.0);
    let mut samples = [Vec::new(), Vec::new()];
    for block in 0..12 {
        let play = block % 2 == 1;
        output.set_levels(if play { playing } else { idle });
        // Past the music's fade in or out.
        std::thread::sleep(Duration::from_millis(1400));
        if play {
            output.play(Cue::Reveal, Duration::ZERO);
            for hop in 1..=6 {
                output.play(Cue::Hop, Duration::from_millis(300 + 150 * hop));
            }
        }
        for n in 0..60 {
            let took = frame(&ctx, snapshot, size, n);
            samples[usize::from(play)].push(took);
        }
    }
    for (name, mut samples) in ["idle", "playing"].into_iter().zip(samples) {
        samples.sort();
        println!(
            "table display 1920x1080, sound {name}: median {:?}, p90 {:?}",
            samples[samples.len() / 2],
            samples[samples.len() * 9 / 10]
        );
    }
}
