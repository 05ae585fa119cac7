//! Saves: exact round trips, clear refusals of bad files, and a loader that never panics on
//! damaged input (random mutations of a real save).

use crate::support::games::game;
use fabula::engine::{GameRng, GameState, RuleSet};
use fabula::persist::{CardRef, LoadError, SaveFile, SaveStore, SavedPlayer};
use proptest::prelude::*;
use std::collections::HashSet;

fn played(rules: RuleSet, players: usize, actions: usize) -> GameState {
    let mut g = game(rules, players, 77);
    let mut chooser = GameRng::new(5);
    for _ in 0..actions {
        let Some(action) = g.random_action(&mut chooser) else {
            break;
        };
        g.apply(action).expect("legal");
    }
    g
}

fn save_of(game: GameState) -> SaveFile {
    let players = game
        .players()
        .map(|p| SavedPlayer {
            name: game.name(p).to_owned(),
            token: p.0,
        })
        .collect();
    let cards = game
        .config()
        .deck
        .iter()
        .map(|id| CardRef {
            id: *id,
            deck: if id.0 % 2 == 0 {
                "Dreams".into()
            } else {
                "Odyssey".into()
            },
            hash: format!("h{}", id.0),
        })
        .collect();
    SaveFile::new(game, players, cards, 1_700_000_000)
}

fn text_of(save: &SaveFile) -> String {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("s.ron");
    save.write(&path).expect("write");
    std::fs::read_to_string(path).expect("read")
}

#[test]
fn a_save_round_trips_exactly_and_resumes() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("game.ron");
    let save = save_of(played(RuleSet::Team, 8, 40));
    save.write(&path).expect("write");
    let loaded = SaveFile::read(&path).expect("read");
    assert_eq!(loaded, save);
    let summary = loaded.summary();
    assert_eq!(summary.players.len(), 8);
    assert_eq!(summary.turn, save.game.turn_number());
}

#[test]
fn bad_files_get_a_clear_reason() {
    let text = text_of(&save_of(played(RuleSet::Classic, 4, 10)));
    let parse = |t: &str| SaveFile::parse(t).expect_err("refused");
    assert!(matches!(parse(""), LoadError::Empty));
    assert!(matches!(parse("  \n"), LoadError::Empty));
    assert!(matches!(
        parse(&text[..text.len() / 2]),
        LoadError::Truncated { .. }
    ));
    let newer = text.replacen("version: 1", "version: 7", 1);
    let error = parse(&newer);
    assert!(matches!(
        error,
        LoadError::NewerVersion {
            found: 7,
            supported: 1
        }
    ));
    assert!(error.to_string().contains("newer Fabula"));
    let settings = text.replacen("kind: \"save\"", "kind: \"settings\"", 1);
    assert!(matches!(
        parse(&settings),
        LoadError::WrongKind { expected: "save" }
    ));
    assert!(matches!(parse("(hello: 1)"), LoadError::WrongKind { .. }));
    let damaged = text.replacen("phase:", "phase: phase:", 1);
    assert!(
        matches!(parse(&damaged), LoadError::Corrupt { .. }),
        "{}",
        parse(&damaged)
    );
}

#[test]
fn a_save_that_contradicts_itself_is_refused() {
    let text = text_of(&save_of(played(RuleSet::Classic, 4, 10)));
    // One score too many for four players.
    let start = text.find("scores: [").expect("scores");
    let patched = format!("{}scores: [0, {}", &text[..start], &text[start + 9..]);
    let error = SaveFile::parse(&patched).expect_err("refused");
    assert!(matches!(error, LoadError::Inconsistent(_)), "{error}");
}

#[test]
fn missing_decks_are_named() {
    let save = save_of(played(RuleSet::Classic, 4, 3));
    let even: HashSet<String> = save
        .cards
        .iter()
        .filter(|c| c.deck == "Dreams")
        .map(|c| c.hash.clone())
        .collect();
    assert_eq!(save.missing_decks(&even), ["Odyssey"]);
    let all: HashSet<String> = save.cards.iter().map(|c| c.hash.clone()).collect();
    assert!(save.missing_decks(&all).is_empty());
}

#[test]
fn the_store_lists_newest_first_and_keeps_bad_files_aside() {
    let dir = tempfile::tempdir().expect("dir");
    let store = SaveStore::new(dir.path());
    let mut older = save_of(played(RuleSet::Classic, 4, 5));
    older.saved_at = 100;
    older.write(&store.new_game_path(100, 1)).expect("write");
    let mut newer = save_of(played(RuleSet::Party, 6, 5));
    newer.saved_at = 200;
    newer.write(&store.new_game_path(200, 2)).expect("write");
    let broken = store.new_game_path(300, 3);
    std::fs::write(&broken, "(kind: \"save\", version: 1, game: (").expect("write");
    let (good, bad) = store.list();
    assert_eq!(good.len(), 2);
    assert_eq!(good[0].summary.saved_at, 200);
    assert_eq!(bad.len(), 1);
    assert!(matches!(bad[0].error, LoadError::Truncated { .. }));
    let kept = bad[0].kept_as.clone().expect("kept aside");
    assert!(kept.to_string_lossy().ends_with(".ron.bak"));
    assert!(kept.exists() && !broken.exists());
    store.delete(&good[1].path).expect("delete");
    assert_eq!(store.list().0.len(), 1);
}

/// A damaged copy of `text`: bytes flipped, cut, duplicated or digits changed.
fn mutate(text: &str, edits: &[(usize, u8, u8)]) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for &(at, kind, value) in edits {
        if bytes.is_empty() {
            break;
        }
        let at = at % bytes.len();
        match kind % 5 {
            0 => bytes[at] = value,
            1 => bytes.truncate(at),
            2 => {
                bytes.remove(at);
            }
            3 => bytes.insert(at, value),
            _ => {
                // Change a digit into another digit: parses, but may break the game's logic.
                if let Some(pos) = bytes[at..].iter().position(u8::is_ascii_digit) {
                    bytes[at + pos] = b'0' + value % 10;
                }
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn the_loader_never_panics_on_damaged_saves(
        edits in prop::collection::vec((any::<usize>(), any::<u8>(), any::<u8>()), 1..4),
        actions in 0usize..60,
    ) {
        let text = text_of(&save_of(played(RuleSet::Classic, 5, actions)));
        let damaged = mutate(&text, &edits);
        if let Ok(save) = SaveFile::parse(&damaged) {
            // Whatever loads must be playable: views and moves work without a panic.
            let game = save.game;
            let _ = game.public_view();
            for player in game.players() {
                let _ = game.player_view(player);
            }
            let mut game = game;
            let mut chooser = GameRng::new(1);
            for _ in 0..30 {
                let Some(action) = game.random_action(&mut chooser) else { break };
                prop_assert!(game.apply(action).is_ok());
            }
        }
    }
}
