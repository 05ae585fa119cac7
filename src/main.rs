//! The `fabula` binary: the game window, or a headless command.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(code) = fabula::cli::run(&args) {
        return code;
    }
    // `--table` opens the table display with the game: a projector shortcut.
    let table = args.first().is_some_and(|a| a == "--table");
    if args.len() > usize::from(table) {
        eprintln!("{}", fabula::cli::USAGE);
        return ExitCode::from(fabula::cli::EXIT_USAGE);
    }
    match fabula::app::run(table) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("fabula: cannot open the game window: {err}");
            ExitCode::FAILURE
        }
    }
}
