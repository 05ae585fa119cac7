//! The headless referee (`fabula score`), run as the real binary.

use std::path::PathBuf;
use std::process::{Command, Output};

pub(super) fn fabula(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_fabula"))
        .args(args)
        .output()
        .expect("run fabula")
}

/// Writes a round file into a fresh temp folder (removed when the folder is dropped) and
/// returns both.
fn round_file(name: &str, text: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::Builder::new()
        .prefix(&format!("fabula-cli-{name}-"))
        .tempdir()
        .expect("temp dir");
    let path = dir.path().join("round.ron");
    std::fs::write(&path, text).expect("write round");
    (dir, path)
}

fn score(name: &str, text: &str, explain: bool) -> Output {
    let (_dir, path) = round_file(name, text);
    let mut args = vec!["score", path.to_str().expect("utf-8 path")];
    if explain {
        args.push("--explain");
    }
    fabula(&args)
}

pub(super) fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

pub(super) fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

const EXAMPLE: &str = r#"(
    rules: Classic,   // Classic | Edition2021 | Party | Team
    players: ["Ada", "Bo", "Cas", "Dee", "Eli"],   // seating order, clockwise
    storyteller: "Ada",
    board: ["Cas", "Ada", "Eli", "Bo", "Dee"],   // who submitted the card in slot 1, 2, 3...
    votes: {"Bo": [2], "Cas": [2], "Dee": [1], "Eli": [4]},   // slots each voter chose
    red_token: None,  // Party: Some(slot)
    teams: None,      // Team: Some({"Red": ["Ada", "Dee"], "Blue": ["Bo", "Eli"], ...})
)"#;

#[test]
fn scores_the_example_round() {
    let out = score("example", EXAMPLE, false);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "Ada 3\nBo 4\nCas 4\nDee 0\nEli 0\n");
}

#[test]
fn explain_adds_reasons_after_a_blank_line() {
    let out = score("explain", EXAMPLE, true);
    assert!(out.status.success());
    let text = stdout(&out);
    let (totals, reasons) = text.split_once("\n\n").expect("blank line");
    assert_eq!(totals, "Ada 3\nBo 4\nCas 4\nDee 0\nEli 0");
    assert!(reasons.contains("Ada +3 storyteller, some but not all voters found the card"));
    assert!(reasons.contains("Bo +1 1 vote on their card"));
    assert!(reasons.contains("Dee +0 did not find the storyteller's card"));
}

#[test]
fn scores_rules_vector_one_2021_edition() {
    let text = r#"(rules: Edition2021,
        players: ["Pink", "Blue", "Green", "Purple", "Yellow", "Red"],
        storyteller: "Pink",
        board: ["Blue", "Pink", "Purple", "Green", "Red", "Yellow"],
        votes: {"Blue": [2], "Green": [2], "Red": [3], "Purple": [1], "Yellow": [1]},
        red_token: None, teams: None)"#;
    let out = score("vector1", text, false);
    assert_eq!(
        stdout(&out),
        "Pink 3\nBlue 5\nGreen 3\nPurple 1\nYellow 0\nRed 0\n"
    );
}

#[test]
fn scores_three_players_with_two_cards_each() {
    let text = r#"(rules: Classic, players: ["S", "A", "B"], storyteller: "S",
        board: ["A", "S", "B", "A", "B"], votes: {"A": [2], "B": [4]},
        red_token: None, teams: None)"#;
    assert_eq!(stdout(&score("three", text, false)), "S 3\nA 4\nB 0\n");
}

#[test]
fn scores_party_with_the_red_token() {
    let text = r#"(rules: Party, players: ["A", "B", "C", "D", "E", "F"], storyteller: "A",
        board: ["A", "B", "C", "D", "E", "F"],
        votes: {"A": [3], "B": [3], "C": [3], "D": [2], "E": [2], "F": [5]},
        red_token: Some(2), teams: None)"#;
    assert_eq!(
        stdout(&score("party", text, false)),
        "A 3\nB 3\nC 3\nD 0\nE 0\nF 0\n"
    );
}

#[test]
fn scores_teams_in_order_of_their_first_seat() {
    let text = r#"(rules: Team, players: ["A1", "B1", "C1", "A2", "B2", "C2"], storyteller: "B1",
        board: ["B1", "B2", "A1", "C2"], votes: {"A2": [1], "C1": [3]},
        red_token: None,
        teams: Some({"Blue": ["B1", "B2"], "Amber": ["A1", "A2"], "Cyan": ["C1", "C2"]}))"#;
    let out = score("team", text, false);
    assert!(out.status.success(), "{}", stderr(&out));
    // Amber (seat 1) found: 3 + 1 for C1's vote on A1's card; Blue 3; Cyan 0.
    assert_eq!(stdout(&out), "Amber 4\nBlue 3\nCyan 0\n");
}

/// A broken round exits 2 with one line on stderr naming the problem, and prints nothing.
fn assert_refused(name: &str, text: &str, needle: &str) {
    let out = score(name, text, false);
    assert_eq!(out.status.code(), Some(2), "{name}: {}", stdout(&out));
    assert!(stdout(&out).is_empty());
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{name}: {err}");
    assert!(
        err.contains(needle),
        "{name}: {err:?} should mention {needle:?}"
    );
}

fn example_with(from: &str, to: &str) -> String {
    assert!(EXAMPLE.contains(from));
    EXAMPLE.replace(from, to)
}

#[test]
fn refuses_rounds_that_break_the_rules() {
    assert_refused(
        "self",
        &example_with(r#""Dee": [1]"#, r#""Dee": [5]"#),
        "Dee voted for their own card in slot 5",
    );
    assert_refused(
        "storyteller",
        &example_with(r#"{"Bo": [2]"#, r#"{"Ada": [1], "Bo": [2]"#),
        "Ada is the storyteller and may not vote",
    );
    assert_refused(
        "unknown",
        &example_with(r#""Eli": [4]"#, r#""Zed": [4]"#),
        "unknown player \"Zed\" in votes",
    );
    assert_refused(
        "range",
        &example_with(r#""Eli": [4]"#, r#""Eli": [6]"#),
        "Eli voted for slot 6, but the board has 5 slots",
    );
    assert_refused(
        "count",
        &example_with(r#""Eli": [4]"#, r#""Eli": [4, 1]"#),
        "Eli cast 2 votes, at most 1 allowed",
    );
    assert_refused(
        "missing",
        &example_with(r#", "Eli": [4]"#, ""),
        "Eli did not vote",
    );
    assert_refused(
        "board",
        &example_with(
            r#"["Cas", "Ada", "Eli", "Bo", "Dee"]"#,
            r#"["Cas", "Ada", "Eli", "Bo", "Bo"]"#,
        ),
        "Bo has 2 card(s) on the board, expected 1",
    );
    assert_refused(
        "malformed",
        "(rules: Classic, players: [",
        "malformed round file",
    );
    assert_refused(
        "red",
        &example_with("red_token: None", "red_token: Some(1)"),
        "only Party has a red token",
    );
}

#[test]
fn score_without_a_file_is_a_usage_error() {
    let out = fabula(&["score"]);
    assert_eq!(out.status.code(), Some(2));
    let out = fabula(&["score", "/nonexistent/round.ron"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("cannot read"));
}
