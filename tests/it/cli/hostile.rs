//! The commands as a hostile user runs them: output closed early, FIFOs and devices where
//! files belong, huge files, round files that bend the rules of names and maps, files named
//! with a newline, rule names in any case, and a disk that fills up during a simulation.

use crate::support::saves::{played, save_of, text_of};
use fabula::cli::{SimulateOptions, simulate};
use fabula::engine::RuleSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Runs the binary; fails the test (after killing it) if it takes more than 20 seconds, which
/// is how a hang on a FIFO shows.
fn run(args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fabula"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start fabula");
    let started = Instant::now();
    while child.try_wait().expect("wait").is_none() {
        if started.elapsed() > Duration::from_mins(2) {
            child.kill().expect("kill");
            panic!("fabula {args:?} hangs");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    child.wait_with_output().expect("output")
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn arg(path: &Path) -> &str {
    path.to_str().expect("utf-8 path")
}

/// A finished save of a classic game on disk.
fn save_in(dir: &Path) -> PathBuf {
    let path = dir.join("game.ron");
    std::fs::write(&path, text_of(&save_of(played(RuleSet::Classic, 4, 200)))).expect("write");
    path
}

const ROUND: &str = r#"(
    rules: Classic,
    players: ["Ada", "Bo", "Cas", "Dee"],
    storyteller: "Ada",
    board: ["Cas", "Ada", "Dee", "Bo"],
    votes: {"Bo": [2], "Cas": [4], "Dee": [2]},
)"#;

/// Scores `text` as a round file; returns the output.
fn score(dir: &Path, name: &str, text: &str) -> Output {
    let path = dir.join(format!("{name}.ron"));
    std::fs::write(&path, text).expect("write");
    run(&["score", arg(&path)])
}

#[cfg(unix)]
#[test]
fn a_closed_output_ends_every_command_quietly() {
    let dir = tempfile::tempdir().expect("dir");
    let save = save_in(dir.path());
    let round = dir.path().join("round.ron");
    std::fs::write(&round, ROUND).expect("write");
    let cards = dir.path().join("cards");
    std::fs::create_dir(&cards).expect("folder");
    for i in 0..40 {
        std::fs::write(cards.join(format!("note{i}.txt")), "not a card").expect("write");
    }
    let commands: [&[&str]; 5] = [
        &["load-check", arg(&save)],
        &["score", arg(&round), "--explain"],
        &["check-deck", arg(&cards)],
        &["help"],
        &[
            "simulate",
            "--rules",
            "Classic",
            "--players",
            "4",
            "--games",
            "2",
            "--seed",
            "1",
        ],
    ];
    for args in commands {
        // The reading end is closed before the command writes its first line.
        let (reader, writer) = std::io::pipe().expect("pipe");
        drop(reader);
        let out = Command::new(env!("CARGO_BIN_EXE_fabula"))
            .args(args)
            .stdout(writer)
            .stderr(Stdio::piped())
            .output()
            .expect("run");
        let err = stderr(&out);
        assert!(
            !err.contains("panicked") && !err.contains("Broken pipe"),
            "{args:?}: {err}"
        );
        assert_ne!(out.status.code(), Some(101), "{args:?}");
    }
}

#[cfg(unix)]
#[test]
fn fifos_devices_and_huge_files_are_refused_without_hanging() {
    let dir = tempfile::tempdir().expect("dir");
    let fifo = dir.path().join("game-1-00.ron");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());
    for command in ["load-check", "score"] {
        let out = run(&[command, arg(&fifo)]);
        assert_eq!(out.status.code(), Some(2), "{command}");
        assert!(
            stderr(&out).contains("not a regular file"),
            "{command}: {}",
            stderr(&out)
        );
    }
    // A save linked to a device that never ends.
    let zero = dir.path().join("zero.ron");
    std::os::unix::fs::symlink("/dev/zero", &zero).expect("link");
    let out = run(&["load-check", arg(&zero)]);
    assert!(
        stderr(&out).contains("not a regular file"),
        "{}",
        stderr(&out)
    );
    // A (sparse) file larger than any save or round: refused before it is read.
    let huge = dir.path().join("huge.ron");
    let file = std::fs::File::create(&huge).expect("create");
    file.set_len(3_000_000_000).expect("sparse");
    let out = run(&["load-check", arg(&huge)]);
    let err = stderr(&out);
    assert!(
        err.contains("too large (3000 MB; no Fabula save file reaches 32 MB)"),
        "{err}"
    );
    let out = run(&["score", arg(&huge)]);
    assert!(stderr(&out).contains("too large"), "{}", stderr(&out));
    // The saved-games list treats the FIFO as a bad save: kept aside, never waited on.
    let store = fabula::persist::SaveStore::new(dir.path());
    let (good, bad) = store.list();
    assert!(good.is_empty());
    assert_eq!(bad.len(), 1);
    assert!(matches!(bad[0].error, fabula::persist::LoadError::NotAFile));
}

#[test]
fn round_files_are_held_to_the_engines_rules_for_names_and_maps() {
    let dir = tempfile::tempdir().expect("dir");
    let refused = |name: &str, text: &str, words: &str| {
        let out = score(dir.path(), name, text);
        assert_eq!(out.status.code(), Some(2), "{name}: {}", stdout(&out));
        let err = stderr(&out);
        assert_eq!(err.lines().count(), 1, "{name}: {err}");
        assert!(err.contains(words), "{name}: {err}");
        err
    };
    refused(
        "twice",
        &ROUND.replace(r#""Dee": [2]}"#, r#""Dee": [2], "Bo": [4]}"#),
        "Bo has two lists of votes",
    );
    refused(
        "case",
        &ROUND.replace(r#""Bo", "Cas""#, r#""ada", "Cas""#),
        "two players are called \"ada\"",
    );
    refused(
        "empty",
        &ROUND.replace(r#""Cas", "Dee"]"#, r#""", "Dee"]"#),
        "player 3 has no name",
    );
    let long = "N".repeat(100_000);
    let err = refused(
        "long",
        &ROUND.replace(r#""Dee"]"#, &format!("{long:?}]")),
        "is too long (at most 24 characters)",
    );
    assert!(
        err.len() < 200,
        "the message quotes the name briefly: {} bytes",
        err.len()
    );
    refused(
        "teams",
        r#"(rules: Team, players: ["A", "B", "C", "D", "E", "F"], storyteller: "A",
            board: ["A", "B", "D", "C"], votes: {"E": [1], "F": [3]},
            teams: Some({"Red": ["A", "D"], "Red": ["B", "E"], "Sun": ["C", "F"]}))"#,
        "two teams are called \"Red\"",
    );
    refused(
        "deep",
        &format!("({}", "[".repeat(10_000)),
        "malformed round file",
    );
    let out = score(
        dir.path(),
        "deep-end",
        &format!("(rules: {}{})", "[".repeat(500), "]".repeat(500)),
    );
    assert!(
        !stderr(&out).contains("recursion_limit"),
        "{}",
        stderr(&out)
    );
    // Windows Notepad's byte-order mark is accepted.
    let out = score(dir.path(), "bom", &format!("\u{feff}{ROUND}"));
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "Ada 3\nBo 4\nCas 0\nDee 3\n");
}

#[cfg(unix)]
#[test]
fn check_deck_prints_a_file_named_with_a_newline_on_one_line() {
    let dir = tempfile::tempdir().expect("dir");
    std::fs::write(dir.path().join("evil\nSKIP fake.jpg"), "not a picture").expect("write");
    let out = run(&["check-deck", arg(dir.path())]);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert!(
        lines[0].ends_with("evil\\nSKIP fake.jpg: not a picture"),
        "{text}"
    );
    assert_eq!(lines[1], "0 usable, 1 skipped");
}

#[test]
fn rule_names_are_accepted_in_any_case() {
    for rules in ["classic", "EDITION2021", "party", "tEaM"] {
        let out = run(&[
            "simulate",
            "--rules",
            rules,
            "--players",
            "6",
            "--games",
            "1",
            "--seed",
            "2",
        ]);
        assert!(out.status.success(), "{rules}: {}", stderr(&out));
    }
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_during_autosave_is_said_and_the_games_go_on() {
    let dir = tempfile::tempdir().expect("dir");
    let options = SimulateOptions {
        rules: RuleSet::Classic,
        players: 4,
        games: 1,
        seed: 12,
        check_views: false,
        autosave: Some(dir.path().to_path_buf()),
        churn: 0.0,
    };
    // The writer's temp file for the first save leads to /dev/full: that write finds the
    // disk full (ENOSPC), as a real full disk would.
    let save = fabula::persist::SaveStore::new(dir.path()).new_game_path(0, options.seed);
    let name = save.file_name().expect("name").to_string_lossy();
    let temp = dir
        .path()
        .join(format!(".{name}.{}.tmp", std::process::id()));
    std::os::unix::fs::symlink("/dev/full", &temp).expect("link");
    let report = simulate(&options).expect("the games go on");
    assert_eq!(report.games, 1);
    assert_eq!(report.autosave_failures, 1);
    let first = report.first_autosave_failure.expect("the failure is kept");
    assert!(first.ends_with(": the disk is full"), "{first}");
    // The next saves worked: the file holds the finished game.
    let saved = fabula::persist::SaveFile::read(&save).expect("the last save");
    assert_eq!(saved.game.actions().len() as u64, report.actions);
}
