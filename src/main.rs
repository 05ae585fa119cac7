//! The `fabula` binary: the game window, or a headless command.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(code) = fabula::cli::run(&args) {
        return code;
    }
    eprintln!("{}", fabula::cli::USAGE);
    ExitCode::from(fabula::cli::EXIT_USAGE)
}
