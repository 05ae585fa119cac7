//! The `fabula` binary: the game window, or a headless command.

use std::process::ExitCode;

fn main() -> ExitCode {
    // `env::args` panics on an argument that is not valid text; say so instead.
    let Ok(args) = std::env::args_os()
        .skip(1)
        .map(std::ffi::OsString::into_string)
        .collect::<Result<Vec<String>, _>>()
    else {
        fabula::cli::print_error(
            "fabula: an argument is not valid text (UTF-8); rename the file or folder",
        );
        return ExitCode::from(fabula::cli::EXIT_USAGE);
    };
    if let Some(code) = fabula::cli::run(&args) {
        return code;
    }
    // `--table` opens the table display with the game: a projector shortcut.
    let table = args.first().is_some_and(|a| a == "--table");
    if args.len() > usize::from(table) {
        fabula::cli::print_error(fabula::cli::USAGE);
        return ExitCode::from(fabula::cli::EXIT_USAGE);
    }
    match fabula::app::run(table) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            fabula::cli::print_error(&format!("fabula: cannot open the game window: {err}"));
            ExitCode::FAILURE
        }
    }
}
