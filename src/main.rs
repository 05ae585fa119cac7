//! The `fabula` binary: the game window, or a headless command.

// A double-clicked Windows release opens no console window beside the game.
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

use std::process::ExitCode;

/// A Windows program without a console of its own (the GUI subsystem) prints to the terminal it
/// was started from, if any: headless commands such as `fabula score` still answer there.
#[cfg(windows)]
#[expect(unsafe_code, reason = "one call into the Windows console API")]
fn attach_parent_console() {
    use windows_sys::Win32::System::Console::{ATTACH_PARENT_PROCESS, AttachConsole};
    // SAFETY: AttachConsole takes a process id (here the parent's pseudo-id) and only fails,
    // harmlessly, when there is no console to attach to (a double-click from Explorer).
    unsafe {
        AttachConsole(ATTACH_PARENT_PROCESS);
    }
}

fn main() -> ExitCode {
    #[cfg(windows)]
    attach_parent_console();
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
