//! `fabula load-check FILE`: loads a save through the app's own loader and prints what it
//! holds, or one line saying why it cannot be used.

use super::EXIT_USAGE;
use super::output::{complain, one_line, say};
use crate::persist::SaveFile;
use std::path::Path;

/// Runs the command; returns the exit status.
pub fn load_check_command(args: &[String]) -> u8 {
    let [path] = args else {
        complain!("fabula load-check: give one save file: fabula load-check FILE");
        return EXIT_USAGE;
    };
    match SaveFile::read(Path::new(path)) {
        Ok(save) => {
            let summary = save.summary();
            say!("players: {}", one_line(&summary.players.join(", ")));
            say!("turn: {}", summary.turn);
            say!("phase: {:?}", summary.phase);
            let scores: Vec<String> = summary.scores.iter().map(u32::to_string).collect();
            say!("scores: {}", scores.join(" "));
            0
        }
        Err(error) => {
            complain!("fabula load-check: {}: {error}", one_line(path));
            EXIT_USAGE
        }
    }
}
