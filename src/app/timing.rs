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
