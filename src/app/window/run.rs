//! Opening the game window (settings, card pictures, library, log), eframe's entry point, and
//! scaling the interface with the window.

use super::placement;
use super::timing;
use crate::app::FabulaApp;
use crate::app::art::ArtLoader;
use crate::i18n::Language;
use crate::persist::Settings;
use crate::platform::single::{Answer, Claim, claim};
use std::time::Instant;

/// Starts the log: our warnings and everyone's errors only, unless `FABULA_LOG` asks for more (`info`,
/// `debug`, or any `env_logger` filter); `FABULA_TIMING` adds the measurement lines.
fn start_log() {
    // Other crates only say when something failed; ours also when it recovered.
    let mut filter = std::env::var("FABULA_LOG").unwrap_or_else(|_| "error,fabula=warn".to_owned());
    if timing::enabled() {
        filter = format!("{filter},{}=info", timing::TARGET);
    }
    let _ = env_logger::Builder::new()
        .parse_filters(&filter)
        .format_timestamp(None)
        .try_init();
}

/// Opens the game window (the binary's default); `table` opens the table display too.
pub fn run(table: bool) -> eframe::Result {
    let launched = Instant::now();
    start_log();
    crate::platform::return_large_blocks_promptly();
    let storage = crate::app::Storage::user();
    // One window per data folder: a window already holding it is brought to the front instead.
    let claim = storage.as_ref().map(|s| claim(s.root()));
    if let Some(Claim::HandedOver(answer)) = &claim {
        let words = match answer {
            Answer::Raised => "its window was brought to the front",
            Answer::Starting => "its window is opening",
        };
        log::warn!("Fabula is already open on this data folder: {words}");
        return Ok(());
    }
    let loaded = storage.as_ref().map(|s| Settings::load(&s.settings_path()));
    let remembered = loaded.as_ref().and_then(|(s, _)| s.main_window.clone());
    let options = eframe::NativeOptions {
        viewport: placement::restore_window(
            super::identity::identify(egui::ViewportBuilder::default())
                .with_title("Fabula")
                .with_inner_size([1280.0, 720.0])
                .with_min_inner_size([960.0, 540.0]),
            remembered.as_ref(),
        ),
        ..Default::default()
    };
    eframe::run_native(
        "Fabula",
        options,
        Box::new(move |cc| {
            let art = ArtLoader::from_folder(&cc.egui_ctx, std::path::PathBuf::from("cards"));
            // A fresh game seed from the operating system; the game's own generator then
            // makes every shuffle of that game replayable.
            let mut app = FabulaApp::new(&cc.egui_ctx, art, rand::random());
            app = app.speaking(Language::from_system());
            if let Some(claim) = claim {
                app = app.with_folder(claim);
            }
            if let (Some(storage), Some(loaded)) = (storage, loaded) {
                app = app.with_loaded_settings(storage, loaded);
            }
            match crate::library::Library::open_default() {
                Ok(library) => app = app.with_library(library),
                Err(err) => log::warn!("no card library: {err}"),
            }
            app = app.with_sound_after_first_frame().following_system_motion();
            app.restore_table(table);
            if timing::enabled() {
                app.report_startup_from(launched);
            }
            Ok(Box::new(app))
        }),
    )
}
