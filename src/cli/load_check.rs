//! `fabula load-check FILE`: loads a save through the app's own loader and prints what it
//! holds, or one line saying why it cannot be used.

use super::EXIT_USAGE;
use crate::persist::SaveFile;
use std::path::Path;

/// Runs the command; returns the exit status.
pub fn load_check_command(args: &[String]) -> u8 {
    let [path] = args else {
        eprintln!("fabula load-check: give one save file: fabula load-check FILE");
        return EXIT_USAGE;
    };
    match SaveFile::read(Path::new(path)) {
        Ok(save) => {
            let summary = save.summary();
            println!("players: {}", summary.players.join(", "));
            println!("turn: {}", summary.turn);
            println!("phase: {:?}", summary.phase);
            let scores: Vec<String> = summary.scores.iter().map(u32::to_string).collect();
            println!("scores: {}", scores.join(" "));
            0
        }
        Err(error) => {
            eprintln!("fabula load-check: {path}: {error}");
            EXIT_USAGE
        }
    }
}
