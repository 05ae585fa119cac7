//! The game window: opening it (settings, card pictures, library, log), scaling the interface
//! with the window, and eframe's entry point.

use super::art::ArtLoader;
use super::shell::FabulaApp;
use super::{placement, timing};
use crate::i18n::Language;
use crate::persist::Settings;
use std::time::Instant;

/// Scales the whole interface with the window: designed for 900 points of height, so a
/// 720p window shrinks a little and a 4K screen gets big, crisp text. (The laptop's text size
/// scales its type only: see `crate::ui::widgets::theme::with_text_scale`.) Returns the zoom,
/// which egui applies from the next frame on.
pub(super) fn scale_to_window(ctx: &egui::Context) -> f32 {
    let native = ctx.native_pixels_per_point().unwrap_or(1.0);
    let physical = ctx.content_rect().height() * ctx.pixels_per_point();
    let target = (physical / 900.0).clamp(0.8, 3.0);
    let zoom = (target / native * 20.0).round() / 20.0;
    if (ctx.zoom_factor() - zoom).abs() > 0.01 {
        ctx.set_zoom_factor(zoom);
    }
    zoom
}

/// The least room the laptop's screens are laid out in, in points inside the window's margins:
/// a 1024x600 screen at the smallest zoom (1280x750 points), the size every screen is tested
/// to fit.
const LEAST_PAGE: egui::Vec2 = egui::vec2(1280.0 - 64.0, 750.0 - 40.0);

/// Draws a screen with `screen` into `ui`, or, when a large text size leaves the window less
/// room than [`LEAST_PAGE`], into a page of that size that scrolls (each way as needed):
/// nothing is cut off or squeezed, the players scroll to what the window cannot show at once. `showing`
/// names the screen: a new screen starts at the page's top left. At the usual text size
/// (`enlarged` false) the screens fit any window by themselves (a small window is zoomed out
/// to fit), so they are drawn as they are.
pub(super) fn page_ui(
    ui: &mut egui::Ui,
    showing: &str,
    enlarged: bool,
    screen: impl FnOnce(&mut egui::Ui),
) {
    let room = ui.available_size();
    if !enlarged || (room.x >= LEAST_PAGE.x && room.y >= LEAST_PAGE.y) {
        screen(ui);
        return;
    }
    let page = room.max(LEAST_PAGE);
    let mut area = egui::ScrollArea::both()
        .id_salt(("large text page", showing))
        .auto_shrink([false, false]);
    // A new screen opens at its top and horizontally centred: the screens centre their
    // content, so the middle is where it is.
    let opened = ui.scope_id().with(("large text page opened", showing));
    // Two frames: the first one measures the page, egui clamps the offset to it.
    let frames = ui.data(|d| d.get_temp::<u8>(opened)).unwrap_or(0);
    if frames < 2 {
        ui.data_mut(|d| d.insert_temp(opened, frames + 1));
        area = area.scroll_offset(egui::vec2((page.x - room.x) / 2.0, 0.0));
    }
    area.show(ui, |ui| {
        let (rect, _) = ui.allocate_exact_size(page, egui::Sense::hover());
        ui.scope_builder(egui::UiBuilder::new().max_rect(rect), screen);
    });
}

impl FabulaApp {
    /// Once the game window knows its monitor: if the remembered size does not fit it (the
    /// window was last on a larger screen), shrink and move the window onto it.
    pub(super) fn fit_window_to_monitor(&mut self, ctx: &egui::Context) {
        if self.window_fitted {
            return;
        }
        let (monitor, outer, inner) = ctx.input(|i| {
            let v = i.viewport();
            (v.monitor_size, v.outer_rect, v.inner_rect)
        });
        let (Some(monitor), Some(outer), Some(inner)) = (monitor, outer, inner) else {
            return;
        };
        self.window_fitted = true;
        let now = crate::persist::WindowPlacement {
            x: outer.min.x,
            y: outer.min.y,
            width: inner.width(),
            height: inner.height(),
            fullscreen: false,
        };
        let fitted = placement::fit_to_monitor(&now, monitor);
        if fitted != now {
            log::info!("the window did not fit its monitor: {now:?} -> {fitted:?}");
            ctx.send_viewport_cmd(egui::ViewportCommand::InnerSize(egui::vec2(
                fitted.width,
                fitted.height,
            )));
            ctx.send_viewport_cmd(egui::ViewportCommand::OuterPosition(egui::pos2(
                fitted.x, fitted.y,
            )));
        }
    }
}

/// The widest texture the app asks for. egui makes its glyph atlas as wide as the renderer
/// allows (8192 pixels here) and doubles its height as glyphs fill it: 4 MB of a mostly empty
/// atlas at start, held twice with a software renderer (the pixels and the texture). A
/// narrower atlas grows in smaller steps; no picture of ours is wider (cards are 480).
const MAX_TEXTURE_SIDE: usize = 2048;

impl eframe::App for FabulaApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.frame_ui(ui);
    }

    fn raw_input_hook(&mut self, _ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        raw_input.max_texture_side = Some(
            raw_input
                .max_texture_side
                .map_or(MAX_TEXTURE_SIDE, |side| side.min(MAX_TEXTURE_SIDE)),
        );
    }
}

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
    let storage = super::Storage::user();
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
            app.language = Language::from_system();
            if let (Some(storage), Some(loaded)) = (storage, loaded) {
                app = app.with_loaded_settings(storage, loaded);
            }
            match crate::library::Library::open_default() {
                Ok(library) => app = app.with_library(library),
                Err(err) => log::warn!("no card library: {err}"),
            }
            app = app.with_sound_after_first_frame();
            app.restore_table(table);
            if timing::enabled() {
                app.report_startup_from(launched);
            }
            Ok(Box::new(app))
        }),
    )
}
