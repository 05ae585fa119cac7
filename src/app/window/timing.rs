//! Measurements on request: with `FABULA_TIMING` set, the game window logs how long its first
//! frame, a resume, a file write and the library's grid took (the benchmarks read these lines).

use std::sync::OnceLock;

/// The log target of the measurement lines.
pub const TARGET: &str = "fabula::timing";

/// Whether measurements were asked for (`FABULA_TIMING` set), read once.
pub fn enabled() -> bool {
    static ENABLED: OnceLock<bool> = OnceLock::new();
    *ENABLED.get_or_init(|| std::env::var_os("FABULA_TIMING").is_some())
}

/// Logs the size of egui's glyph atlas whenever it grew since the last call (once per frame
/// when measurements were asked for): one texture of that size lives in the GPU's memory,
/// which on a software renderer is main memory, and a copy on the CPU side.
pub fn log_font_atlas(ctx: &egui::Context) {
    static LAST: std::sync::Mutex<[usize; 2]> = std::sync::Mutex::new([0, 0]);
    if !enabled() {
        return;
    }
    let (size, fill) = ctx.fonts(|f| (f.font_image_size(), f.font_atlas_fill_ratio()));
    let Ok(mut last) = LAST.lock() else { return };
    if *last != size {
        *last = size;
        let max = ctx.input(|i| i.max_texture_side);
        log::info!(
            target: TARGET,
            "font atlas {}x{} ({:.1} MB, {:.0}% used, max texture side {max})",
            size[0],
            size[1],
            (size[0] * size[1] * 4) as f64 / 1_048_576.0,
            fill * 100.0
        );
    }
}
