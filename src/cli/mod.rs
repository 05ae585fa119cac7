//! The headless commands of the `fabula` binary: a referee, a simulator and a phone host.

mod args;
mod bot;
mod check_deck;
mod explain;
mod find_card;
mod hold;
mod import;
mod load_check;
mod output;
mod score;
mod selfplay;
mod serve;
mod simulate;

pub use args::EXIT_USAGE;
pub use bot::bot_command;
pub use check_deck::check_deck_command;
pub use explain::reason_text;
pub use find_card::find_card_command;
pub use hold::{EXIT_UNANSWERED, hold_command};
pub use import::import_command;
pub use load_check::load_check_command;
pub use output::{one_line, print_error};
pub use score::score_command;
pub use selfplay::{ListenerKind, ListenerReport, SelfplayOptions, selfplay};
pub use serve::{DEFAULT_BIND, ServeOptions, builtin_pictures, builtin_titles, serve_command};
pub use simulate::{SimulateOptions, SimulationReport, simulate, simulate_command, simulate_with};

use args::parse_flags;
use output::say;
use std::process::ExitCode;

/// Runs a headless subcommand, or returns `None` when `args` names none (start the GUI).
pub fn run(args: &[String]) -> Option<ExitCode> {
    let (command, rest) = args.split_first()?;
    let code = match command.as_str() {
        "score" => score_command(rest),
        "simulate" => simulate_command(rest),
        "check-deck" => check_deck_command(rest),
        "import" => import_command(rest),
        "find-card" => find_card_command(rest),
        "load-check" => load_check_command(rest),
        "serve" => serve_command(rest),
        "bot" => bot_command(rest),
        "hold" => hold_command(rest),
        "help" | "--help" | "-h" => {
            say!("{USAGE}");
            0
        }
        _ => return None,
    };
    Some(ExitCode::from(code))
}

/// The usage text of the headless commands.
pub const USAGE: &str = "\
fabula                      start the game
fabula --table              start the game with the table display (projector, TV) open
fabula score ROUND.ron [--explain]
                            score one round (one `NAME POINTS` line per player or team)
fabula simulate --rules RULES --players N --games G --seed S
                            play random legal games and check the engine's invariants
                            RULES: Classic | Edition2021 | Party | Team (any case)
                            --autosave DIR saves after every action, as the game does
                            --churn P: at each turn's end, a player joins or leaves
                            with chance P (0 to 1), within the rule set's limits
fabula serve --rules RULES --players NAME,NAME,... [--bind ADDR] [--port PORT]
             [--seed S] [--lang L] [--cards deck|table]
                            host a game for phones without a window: prints one
                            `SEAT NAME URL` line per seat and `TABLE URL` (the
                            table's own screen, for a TV), then serves
                            until standard input closes (listens on 127.0.0.1 unless
                            told: phones need --bind with this computer's address);
                            --cards table plays the table's own cards (companion mode)
fabula load-check FILE      load a saved game and print its players, turn and phase
fabula check-deck FOLDER|ARCHIVE.zip|FILE
                            list the files that cannot be cards, and why; a sheet or a
                            PDF page of several cards says how many (`CARDS ...`)
fabula import FOLDER|ARCHIVE.zip|FILE [--name NAME] [--library DIR]
                            import a folder, a zip archive or a PDF as a deck (again:
                            update it); sheets are cut into their cards
fabula find-card PHOTO [--out CARD.jpg]
                            find the card in a photo: prints `CORNERS x,y x,y x,y x,y`
                            (clockwise from the one nearest the top-left) and writes it
                            straightened and upright, or prints `NONE` (exit 1)
fabula find-card PHOTO --all [--out-dir DIR]
                            find every card in a photo of several (up to 12), in reading
                            order: one `CORNERS` line each, and card-01.jpg, card-02.jpg...
                            in DIR when asked
fabula hold [--never-answer]
                            hold the data folder as the game window does, without one
                            (tests): prints `holding`, then `raised` for each later
                            start, until standard input closes
fabula bot guess|submit|tell|selfplay ...
                            the computer player on built-in cards (dream-017):
                            guess --lang L --clue TEXT --board C,C,...
                            submit --lang L --clue TEXT --hand C,C,...
                            tell --lang L --hand C,C,...
                            selfplay --rules R --players N --games G --lang L
                            (each takes [--level 1|2|3] [--seed S])";
