//! The headless simulator (`fabula simulate`, with churn) and `fabula load-check`, run as the
//! real binary.

use super::commands::{fabula, stderr, stdout};
use std::process::Command;

#[test]
fn simulate_plays_games_and_reports_speed() {
    for rules in ["Classic", "Edition2021", "Party", "Team"] {
        let out = fabula(&[
            "simulate",
            "--rules",
            rules,
            "--players",
            "6",
            "--games",
            "5",
            "--seed",
            "3",
        ]);
        assert!(out.status.success(), "{rules}: {}", stderr(&out));
        let text = stdout(&out);
        assert!(text.lines().any(|l| l.starts_with("games/s: ")), "{text}");
        assert!(text.lines().any(|l| l.starts_with("actions/s: ")), "{text}");
        assert!(text.contains("games: 5"));
    }
}

#[test]
fn simulate_with_churn_prints_the_joins_and_leaves_it_made() {
    for (rules, players) in [
        ("Classic", "4"),
        ("Edition2021", "8"),
        ("Party", "6"),
        ("Team", "6"),
    ] {
        let out = fabula(&[
            "simulate",
            "--rules",
            rules,
            "--players",
            players,
            "--games",
            "2",
            "--seed",
            "9",
            "--churn",
            "0.5",
        ]);
        assert!(out.status.success(), "{rules}: {}", stderr(&out));
        let text = stdout(&out);
        let changes: Vec<&str> = text
            .lines()
            .filter(|l| l.starts_with("game ") && l.contains(", after turn "))
            .collect();
        let joins = changes
            .iter()
            .filter(|l| l.contains(" joins after "))
            .count();
        let leaves = changes
            .iter()
            .filter(|l| l.ends_with(" leaves") || l.ends_with(" leave"))
            .count();
        assert!(joins + leaves > 0, "{rules}: {text}");
        assert_eq!(joins + leaves, changes.len(), "{text}");
        assert!(
            text.contains(&format!("joins: {joins}  leaves: {leaves}")),
            "{text}"
        );
        assert!(text.contains("invariants: ok"));
    }
    // Without churn, nobody joins or leaves, and nothing is said about it.
    let out = fabula(&[
        "simulate",
        "--rules",
        "Classic",
        "--players",
        "4",
        "--games",
        "2",
        "--seed",
        "9",
    ]);
    assert!(!stdout(&out).contains("joins"));
}

#[test]
fn simulate_refuses_a_churn_that_is_not_a_chance() {
    for churn in ["1.5", "-0.1", "often"] {
        let out = fabula(&[
            "simulate",
            "--rules",
            "Classic",
            "--players",
            "4",
            "--games",
            "1",
            "--seed",
            "1",
            "--churn",
            churn,
        ]);
        assert_eq!(out.status.code(), Some(2), "{churn}");
        assert!(stderr(&out).contains("--churn"), "{}", stderr(&out));
    }
}

#[test]
fn simulate_refuses_bad_arguments() {
    for args in [
        &[
            "simulate",
            "--rules",
            "Chess",
            "--players",
            "4",
            "--games",
            "1",
            "--seed",
            "1",
        ][..],
        &[
            "simulate",
            "--rules",
            "Party",
            "--players",
            "4",
            "--games",
            "1",
            "--seed",
            "1",
        ],
        &[
            "simulate",
            "--rules",
            "Classic",
            "--players",
            "4",
            "--games",
            "many",
            "--seed",
            "1",
        ],
        &["simulate", "--rules", "Classic"],
        &["simulate", "--bogus", "1"],
    ] {
        let out = fabula(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(stderr(&out).lines().count(), 1);
    }
}

#[test]
fn load_check_reads_an_autosave_and_refuses_bad_files() {
    let temp = tempfile::tempdir().expect("temp dir");
    let dir = temp.path().join("load");
    let out = fabula(&[
        "simulate",
        "--rules",
        "Party",
        "--players",
        "6",
        "--games",
        "1",
        "--seed",
        "9",
        "--autosave",
        dir.to_str().expect("utf-8"),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let save = std::fs::read_dir(&dir)
        .expect("autosave dir")
        .flatten()
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|e| e == "ron"))
        .expect("a save");
    let save = save.to_str().expect("utf-8").to_owned();
    let out = fabula(&["load-check", &save]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("players: P1, P2, P3, P4, P5, P6"), "{text}");
    assert!(text.contains("turn: 6"), "{text}");
    assert!(text.contains("phase: GameOver"), "{text}");

    let good = std::fs::read_to_string(&save).expect("read");
    for (name, content, needle) in [
        ("empty", String::new(), "the file is empty"),
        ("truncated", good[..good.len() / 3].to_owned(), "cut off"),
        (
            "newer",
            good.replacen("version: 2", "version: 99", 1),
            "newer Fabula",
        ),
        (
            "corrupt",
            good.replacen("actions:", "actions: ][", 1),
            "damaged",
        ),
        ("binary", "\u{0}\u{1}PNG".to_owned(), "damaged"),
    ] {
        let path = dir.join(format!("{name}.ron"));
        std::fs::write(&path, content).expect("write");
        let out = fabula(&["load-check", path.to_str().expect("utf-8")]);
        assert_eq!(out.status.code(), Some(2), "{name}");
        let err = stderr(&out);
        assert_eq!(err.lines().count(), 1, "{name}: {err}");
        assert!(err.contains(needle), "{name}: {err}");
        assert!(stdout(&out).is_empty());
    }
    let out = fabula(&["load-check"]);
    assert_eq!(out.status.code(), Some(2));
}

#[cfg(unix)]
#[test]
fn a_non_utf8_argument_is_a_usage_error_not_a_panic() {
    use std::os::unix::ffi::OsStrExt;
    let out = Command::new(env!("CARGO_BIN_EXE_fabula"))
        .arg("check-deck")
        .arg(std::ffi::OsStr::from_bytes(b"/tmp/caf\xe9"))
        .output()
        .expect("run fabula");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("not valid text"));
}
