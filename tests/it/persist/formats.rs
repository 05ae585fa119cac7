//! Every earlier save format, as the game of its time wrote it: each file in
//! `tests/fixtures/saves/` was saved by the Fabula release that introduced its format (see
//! that folder's README), and must load today to exactly the state it held then.
//!
//! A format-1 file holds the engine's whole state, which it must replay to. A later file holds
//! the set-up and the moves; the state that release loaded it to was written beside it
//! (`NAME.state.ron`), and today's replay must reach the same state.

use fabula::engine::GameState;
use fabula::persist::SaveFile;
use serde::Deserialize;
use std::path::{Path, PathBuf};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/saves")
}

/// Every save in the folder (not the states beside them), by name.
fn saves() -> Vec<PathBuf> {
    let mut saves: Vec<PathBuf> = std::fs::read_dir(fixtures())
        .expect("fixtures folder")
        .map(|entry| entry.expect("entry").path())
        .filter(|path| {
            let name = path.to_string_lossy();
            path.extension().is_some_and(|ext| ext == "ron") && !name.ends_with(".state.ron")
        })
        .collect();
    saves.sort();
    saves
}

/// The whole state a format-1 file holds (its other fields are not read here).
#[derive(Deserialize)]
struct WholeState {
    game: GameState,
}

/// The state the file's own release loaded it to.
fn stored_state(save: &Path, text: &str, version: u32) -> GameState {
    let state = if version == 1 {
        ron::from_str::<WholeState>(text)
            .expect("format 1 state")
            .game
    } else {
        let beside = save.with_extension("state.ron");
        let text = std::fs::read_to_string(&beside)
            .unwrap_or_else(|e| panic!("{}: {e}", beside.display()));
        ron::from_str::<GameState>(&text).expect("stored state")
    };
    state.with_fields_older_saves_lack()
}

fn version_of(text: &str) -> u32 {
    let at = text.find("version:").expect("a version") + "version:".len();
    let digits: String = text[at..]
        .trim_start()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().expect("a number")
}

#[test]
fn a_save_of_every_earlier_format_loads_to_exactly_its_stored_state() {
    let saves = saves();
    let mut versions: Vec<u32> = Vec::new();
    for save in &saves {
        let name = save.display();
        let text = std::fs::read_to_string(save).expect("read");
        let version = version_of(&text);
        let loaded = SaveFile::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let stored = stored_state(save, &text, version);
        assert!(
            *loaded.game.state() == stored,
            "{name}: loads to another state than its own release did"
        );
        // Loading it again from what today writes gives the same game.
        let again = SaveFile::parse(&loaded.to_text().expect("text")).expect("reload");
        assert_eq!(again.game.state(), loaded.game.state(), "{name}");
        versions.push(version);
    }
    versions.sort_unstable();
    versions.dedup();
    let every: Vec<u32> = (1..=fabula::persist::SAVE_VERSION).collect();
    assert_eq!(versions, every, "a save of every format so far");
}

#[test]
fn the_format_1_save_of_five_players_loads_in_its_vote_of_turn_four() {
    let text =
        std::fs::read_to_string(fixtures().join("format1-classic5-voting.ron")).expect("read");
    let summary = SaveFile::parse(&text).expect("loads").summary();
    assert_eq!(summary.players, ["P1", "P2", "P3", "P4", "P5"]);
    assert_eq!(summary.turn, 4);
    assert_eq!(summary.phase, fabula::engine::Phase::Voting);
}
