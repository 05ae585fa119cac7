//! What the UI tests share: the whole app in a kittest harness on a small painted deck (and a
//! temporary data folder), long player names, and card art that never arrives.

use egui_kittest::{Harness, HarnessBuilder};
use fabula::app::art::{ArtLoader, DeckSource};
use fabula::app::table::TableSnapshot;
use fabula::app::{FabulaApp, Storage};
use fabula::engine::{CardId, GameState};
use fabula::hotseat::TokenId;
use fabula::ui::table::table_ui;
use fabula::ui::widgets::CardArt;
use std::path::PathBuf;

/// Cards of the painted deck (small pictures: quick to paint in a debug build).
pub const PAINTED_CARDS: usize = 96;

/// Long names, as players type them: layouts must survive them.
pub const LONG_NAMES: [&str; 12] = [
    "Anne-Sophie",
    "Bartholomeus",
    "Chloé",
    "Dmitri",
    "Esmeralda",
    "Farid",
    "Gwendolyn",
    "Hiro",
    "Inês",
    "Jean-Baptiste",
    "Kemi",
    "Lior",
];

/// No pictures: cards are drawn as placeholders.
pub struct NoArt;

impl CardArt for NoArt {
    fn texture(&self, _card: CardId) -> Option<egui::TextureId> {
        None
    }
}

/// Draws the table display for `state` as the table window would, long after any reveal
/// began (the rabbits sit still), with placeholders for pictures.
pub fn draw_table(ui: &mut egui::Ui, state: &GameState, tokens: &[TokenId], show_history: bool) {
    draw_table_sized(ui, state, tokens, show_history, 1.0);
}

/// [`draw_table`] at the table's text size `text` (1.0 at 100%).
pub fn draw_table_sized(
    ui: &mut egui::Ui,
    state: &GameState,
    tokens: &[TokenId],
    show_history: bool,
    text: f32,
) {
    let snapshot = TableSnapshot::of(state, tokens, &NoArt, show_history);
    table_ui(ui, Some(snapshot.table_view()), 100.0, text);
}

/// Whether `text` shows a message id (`table-voting`) instead of its words.
pub fn looks_like_an_id(text: &str) -> bool {
    let prefixes = [
        "table-",
        "history-",
        "saves-",
        "notice-",
        "load-error-",
        "common-",
    ];
    prefixes.iter().any(|p| text.contains(p))
}

/// The app with its saves and settings in `data` (none kept without), random seed `seed`, in
/// a window of `size` points, run until it settles (at most `max_steps` frames at a time).
/// `finish` adds what a test needs before the first frame: a card library, a language,
/// waiting for the deck...
pub fn app_harness(
    data: Option<PathBuf>,
    size: egui::Vec2,
    max_steps: u64,
    seed: u64,
    finish: impl FnOnce(FabulaApp) -> FabulaApp + 'static,
) -> Harness<'static, FabulaApp> {
    app_harness_on_screen(data, size, 1.0, max_steps, seed, finish)
}

/// [`app_harness`] on a screen of `pixels_per_point` (a small screen is below 1): `size` is
/// then in the points the app lays out, as on such a screen once the app has scaled itself.
pub fn app_harness_on_screen(
    data: Option<PathBuf>,
    size: egui::Vec2,
    pixels_per_point: f32,
    max_steps: u64,
    seed: u64,
    finish: impl FnOnce(FabulaApp) -> FabulaApp + 'static,
) -> Harness<'static, FabulaApp> {
    let builder = Harness::builder()
        .with_size(size)
        .with_pixels_per_point(pixels_per_point)
        .with_max_steps(max_steps);
    app_harness_from(builder, data, seed, finish)
}

/// [`app_harness`] made by `builder` (one that draws with wgpu, say).
pub fn app_harness_from(
    builder: HarnessBuilder<FabulaApp>,
    data: Option<PathBuf>,
    seed: u64,
    finish: impl FnOnce(FabulaApp) -> FabulaApp + 'static,
) -> Harness<'static, FabulaApp> {
    let mut harness = builder.build_eframe(move |cc| {
        let art = ArtLoader::from_source(
            &cc.egui_ctx,
            DeckSource::Painted {
                cards: PAINTED_CARDS,
                small: true,
            },
        );
        let app = FabulaApp::new(&cc.egui_ctx, art, seed);
        finish(match data {
            Some(data) => app.with_storage(Storage::new(data)),
            None => app,
        })
    });
    harness.run();
    harness
}

/// [`app_harness`] for tests that need the deck found before the first frame.
pub fn with_cards(mut app: FabulaApp) -> FabulaApp {
    app.wait_for_cards();
    app
}
