//! `fabula bot guess|submit|tell|selfplay`, run as the real binary.

use std::process::{Command, Output};

fn fabula(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_fabula"))
        .args(args)
        .output()
        .expect("run fabula")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn bot_guess_scores_every_board_card_and_votes_the_fox() {
    let out = fabula(&[
        "bot",
        "guess",
        "--lang",
        "fr",
        "--clue",
        "Rusé comme un renard",
        "--board",
        "dream-017,dream-024,dream-058",
        "--seed",
        "3",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    for (line, card) in lines.iter().zip(["dream-017", "dream-024", "dream-058"]) {
        let mut parts = line.split(' ');
        assert_eq!(parts.next(), Some("SCORE"));
        assert_eq!(parts.next(), Some(card));
        assert!(parts.next().unwrap().parse::<f32>().is_ok(), "{line}");
    }
    assert_eq!(lines[3], "VOTE dream-024");
}

#[test]
fn bot_submit_and_tell_answer_in_one_line_repeatably() {
    let submit = fabula(&[
        "bot",
        "submit",
        "--lang",
        "nl",
        "--clue",
        "verdwaald in het doolhof",
        "--hand",
        "dream-017,dream-058,dream-018",
    ]);
    assert!(submit.status.success(), "{}", stderr(&submit));
    assert_eq!(stdout(&submit), "SUBMIT dream-058\n");
    let hand = "dream-003,dream-017,dream-024,dream-055,dream-064,dream-110";
    for lang in ["nl", "en", "fr", "pt-BR"] {
        let args = [
            "bot", "tell", "--lang", lang, "--hand", hand, "--level", "3", "--seed", "7",
        ];
        let first = fabula(&args);
        assert!(first.status.success(), "{}", stderr(&first));
        let line = stdout(&first);
        let rest = line.strip_prefix("TELL ").expect("a TELL line");
        let (card, clue) = rest.trim_end().split_once(' ').expect("a card and a clue");
        assert!(hand.split(',').any(|c| c == card), "{line}");
        assert!(!clue.is_empty());
        assert_eq!(stdout(&fabula(&args)), line, "the same seed tells the same");
    }
}

#[test]
fn bot_refuses_unknown_cards_languages_and_levels_with_exit_2() {
    let cases: [(&[&str], &str); 6] = [
        (
            &[
                "bot",
                "guess",
                "--lang",
                "en",
                "--clue",
                "x",
                "--board",
                "dream-999",
            ],
            "unknown card",
        ),
        (
            &[
                "bot",
                "guess",
                "--lang",
                "de",
                "--clue",
                "x",
                "--board",
                "dream-001",
            ],
            "unknown language",
        ),
        (
            &[
                "bot",
                "tell",
                "--lang",
                "en",
                "--hand",
                "dream-001",
                "--level",
                "4",
            ],
            "unknown level",
        ),
        (
            &["bot", "submit", "--lang", "en", "--hand", "dream-001"],
            "missing --clue",
        ),
        (&["bot", "dance"], "unknown command"),
        (
            &[
                "bot",
                "selfplay",
                "--rules",
                "Team",
                "--players",
                "5",
                "--games",
                "1",
                "--lang",
                "en",
            ],
            "not 5",
        ),
    ];
    for (args, message) in cases {
        let out = fabula(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr(&out).contains(message), "{args:?}: {}", stderr(&out));
        assert!(stdout(&out).is_empty());
    }
}

#[test]
fn bot_selfplay_prints_one_line_per_listener_kind() {
    let out = fabula(&[
        "bot",
        "selfplay",
        "--rules",
        "classic",
        "--players",
        "3",
        "--games",
        "1",
        "--lang",
        "pt-BR",
        "--seed",
        "2",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    for kind in ["bot", "literal", "noisy"] {
        let line = text
            .lines()
            .find(|l| l.starts_with(&format!("LISTENER {kind} ")))
            .unwrap_or_else(|| panic!("no {kind} line in {text}"));
        for field in [
            "sweet-spot",
            "accuracy",
            "chance",
            "tag-word-clues",
            "decisions/s",
        ] {
            assert!(line.contains(field), "{line}");
        }
    }
}

#[test]
fn bot_selfplay_plays_whole_team_and_party_games() {
    let cases: [(&str, &[&str]); 2] = [
        ("team", &["sweet-spot", "accuracy", "chance"]),
        ("party", &["agreement", "red-token-on-crowd"]),
    ];
    for (rules, fields) in cases {
        let out = fabula(&[
            "bot",
            "selfplay",
            "--rules",
            rules,
            "--players",
            "6",
            "--games",
            "1",
            "--lang",
            "nl",
            "--seed",
            "5",
        ]);
        assert!(out.status.success(), "{rules}: {}", stderr(&out));
        let text = stdout(&out);
        for kind in ["bot", "literal", "noisy"] {
            let line = text
                .lines()
                .find(|l| l.starts_with(&format!("LISTENER {kind} ")))
                .unwrap_or_else(|| panic!("{rules}: no {kind} line in {text}"));
            // Every storyteller of the six-player game told once: six turns judged.
            assert!(line.contains("turns 6 "), "{rules}: {line}");
            for field in fields {
                assert!(line.contains(field), "{rules}: {line}");
            }
        }
    }
}
