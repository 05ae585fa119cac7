//! Kills an autosaving game with SIGKILL at random moments: every time, each save on disk
//! loads and equals a state the game really passed through (never a torn or mixed file).

use fabula::cli::{SimulateOptions, simulate_with};
use fabula::engine::{GameRng, RuleSet};
use fabula::persist::SaveFile;
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const KILLS: usize = 50;

fn options() -> SimulateOptions {
    SimulateOptions {
        rules: RuleSet::Classic,
        players: 5,
        games: 40,
        seed: 4242,
        check_views: false,
        autosave: None,
        churn: 0.0,
    }
}

/// Every state the simulated games pass through, serialized.
fn states_passed_through() -> HashSet<String> {
    let mut states = HashSet::new();
    simulate_with(&options(), |game| {
        states.insert(ron::to_string(game).expect("serialize"));
    })
    .expect("simulation");
    states
}

fn saves_in(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "ron"))
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn killed_autosaves_always_load_to_a_real_state() {
    let states = states_passed_through();
    let mut timing = GameRng::new(7);
    let o = options();
    for kill in 0..KILLS {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut child = Command::new(env!("CARGO_BIN_EXE_fabula"))
            .args(["simulate", "--rules", "Classic", "--players"])
            .arg(o.players.to_string())
            .arg("--games")
            .arg(o.games.to_string())
            .arg("--seed")
            .arg(o.seed.to_string())
            .arg("--autosave")
            .arg(dir.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start the simulator");
        // Wait for the first save, then kill at a random moment of the writing that follows.
        let started = Instant::now();
        while saves_in(dir.path()).is_empty() && started.elapsed() < Duration::from_mins(2) {
            std::thread::sleep(Duration::from_millis(2));
        }
        std::thread::sleep(Duration::from_micros(timing.below(400_000) as u64));
        child.kill().expect("SIGKILL");
        child.wait().expect("reap");
        let saves = saves_in(dir.path());
        assert!(!saves.is_empty(), "kill {kill}: no save was written");
        for path in saves {
            let save = SaveFile::read(&path)
                .unwrap_or_else(|e| panic!("kill {kill}: {} does not load: {e}", path.display()));
            let state = ron::to_string(save.game.state()).expect("serialize");
            assert!(
                states.contains(&state),
                "kill {kill}: {} holds a state the game never had",
                path.display()
            );
        }
    }
}
