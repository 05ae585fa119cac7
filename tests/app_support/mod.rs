//! The whole app in a kittest harness, on a temporary data folder and a small painted deck:
//! the start that the UI tests driving the real app share.
#![allow(dead_code)] // each test file uses its own part

use egui_kittest::Harness;
use fabula::app::art::{ArtLoader, DeckSource};
use fabula::app::{FabulaApp, Storage};
use std::path::PathBuf;

/// Cards of the painted deck (small pictures: quick to paint in a debug build).
pub const PAINTED_CARDS: usize = 96;

/// The app with its saves and settings in `data`, random seed `seed`, in a window of `size`
/// points, run until it settles (at most `max_steps` frames at a time). `finish` adds what a
/// test needs before the first frame: a card library, a language, waiting for the deck...
pub fn app_harness(
    data: PathBuf,
    size: egui::Vec2,
    max_steps: u64,
    seed: u64,
    finish: impl FnOnce(FabulaApp) -> FabulaApp + 'static,
) -> Harness<'static, FabulaApp> {
    let mut harness = Harness::builder()
        .with_size(size)
        .with_max_steps(max_steps)
        .build_eframe(move |cc| {
            let art = ArtLoader::from_source(
                &cc.egui_ctx,
                DeckSource::Painted {
                    cards: PAINTED_CARDS,
                    small: true,
                },
            );
            finish(FabulaApp::new(&cc.egui_ctx, art, seed).with_storage(Storage::new(data)))
        });
    harness.run();
    harness
}

/// [`app_harness`] for tests that need the deck found before the first frame.
pub fn with_cards(mut app: FabulaApp) -> FabulaApp {
    app.wait_for_cards();
    app
}
