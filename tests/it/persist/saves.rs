//! Saves: exact round trips (also of the old format), clear refusals of bad files, and a
//! loader that never panics on damaged input (random mutations of a real save, new and old).

use crate::support::saves::{played, save_of, text_of, v1_text};
use fabula::engine::{GameRng, RuleSet};
use fabula::persist::{LoadError, SAVE_VERSION, SaveFile, SaveStore, SavedPhones};
use proptest::prelude::*;
use std::collections::HashSet;

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
    assert_eq!(summary.turn, save.game.state().turn_number());
}

#[test]
fn a_save_holds_the_set_up_and_the_moves_not_the_state() {
    let save = save_of(played(RuleSet::Classic, 5, 30));
    let text = text_of(&save);
    assert!(text.contains("version: 2"), "{text}");
    assert!(text.contains("actions: ["));
    for hidden in ["hands", "draw", "rng", "scores", "history"] {
        assert!(!text.contains(hidden), "{hidden} is stored");
    }
    assert_eq!(
        text.matches("\"P1\"").count(),
        1,
        "each name is stored once"
    );
}

#[test]
fn a_save_with_an_hourglass_is_format_5_and_one_without_keeps_the_older_format() {
    use fabula::hotseat::{HourglassRun, HourglassTimes, SavedHourglass, TimedTask};
    let mut save = save_of(played(RuleSet::Classic, 4, 12));
    let turn = save.game.state().turn_number();
    save.hourglass = Some(SavedHourglass {
        times: HourglassTimes {
            storyteller_secs: 120,
            handing_in_secs: 45,
            voting_secs: 60,
        },
        run: Some(HourglassRun {
            turn,
            task: TimedTask::Voting,
            allowed_ms: 90_000,
            elapsed_ms: 41_500,
        }),
    });
    let text = text_of(&save);
    assert!(text.contains("version: 5"), "{text}");
    assert_eq!(SaveFile::parse(&text).expect("loads"), save);
    // A damaged hourglass is refused with the file's line, not guessed at.
    let bad = text.replace("voting_secs", "voting_minutes");
    assert!(matches!(
        SaveFile::parse(&bad),
        Err(LoadError::Corrupt { .. })
    ));
    // Without the hourglass the save is as before, for older versions of Fabula, and a save
    // of an older version loads without one.
    save.hourglass = None;
    let older = text_of(&save);
    assert!(older.contains("version: 2") && !older.contains("hourglass"));
    assert_eq!(SaveFile::parse(&older).expect("loads").hourglass, None);
}

#[test]
fn a_save_with_phones_keeps_their_links_and_a_damaged_phones_part_is_refused() {
    let mut save = save_of(played(RuleSet::Classic, 4, 12));
    let secret = "00112233445566778899aabbccddeeff".to_owned();
    save.phones = Some(SavedPhones {
        port: 47_321,
        seats: vec![None, Some(secret.clone()), None, None],
    });
    let text = text_of(&save);
    assert!(
        text.contains("version: 3"),
        "phones make it format 3: {text}"
    );
    assert_eq!(SaveFile::parse(&text).expect("loads"), save);
    let damaged = [
        text.replace(&secret, "not a secret"),
        text.replace("[None, Some(", "[Some("),
    ];
    for bad in damaged {
        assert!(
            matches!(
                SaveFile::parse(&bad),
                Err(LoadError::Inconsistent(_) | LoadError::Corrupt { .. })
            ),
            "{bad}"
        );
    }
    // A save without phones stays format 2, for older versions of Fabula.
    save.phones = None;
    assert!(text_of(&save).contains("version: 2"));
}

#[test]
fn old_saves_load_as_the_same_game_at_every_moment() {
    for (rules, players) in [
        (RuleSet::Classic, 3),
        (RuleSet::Classic, 7),
        (RuleSet::Edition2021, 5),
        (RuleSet::Party, 6),
        (RuleSet::Team, 8),
    ] {
        for actions in [0, 1, 5, 17, 40, 400] {
            let save = save_of(played(rules, players, actions));
            let loaded = SaveFile::parse(&v1_text(&save))
                .unwrap_or_else(|e| panic!("{rules} {players} after {actions}: {e}"));
            assert_eq!(loaded.game.state(), save.game.state());
            assert_eq!(loaded.game.actions().len(), save.game.actions().len());
            assert_eq!(loaded.cards, save.cards);
            // Written again, it is a save of the new format that loads to the same game.
            let again = SaveFile::parse(&text_of(&loaded)).expect("new format");
            assert_eq!(again.game.state(), save.game.state());
        }
    }
}

#[test]
fn bad_files_get_a_clear_reason() {
    let text = text_of(&save_of(played(RuleSet::Classic, 4, 10)));
    let parse = |t: &str| SaveFile::parse(t).expect_err("refused");
    assert!(matches!(parse(""), LoadError::Empty));
    assert!(matches!(parse("  \n"), LoadError::Empty));
    let cut = parse(&text[..text.len() / 2]);
    assert!(matches!(cut, LoadError::Truncated { .. }), "{cut}");
    let newer = text.replacen("version: 2", "version: 9", 1);
    let error = parse(&newer);
    assert!(matches!(
        error,
        LoadError::NewerVersion {
            found: 9,
            supported: SAVE_VERSION
        }
    ));
    assert!(error.to_string().contains("newer Fabula"));
    let settings = text.replacen("kind: \"save\"", "kind: \"settings\"", 1);
    assert!(matches!(
        parse(&settings),
        LoadError::WrongKind { expected: "save" }
    ));
    assert!(matches!(parse("(hello: 1)"), LoadError::WrongKind { .. }));
    let damaged = text.replacen("actions:", "actions: actions:", 1);
    assert!(
        matches!(parse(&damaged), LoadError::Corrupt { .. }),
        "{}",
        parse(&damaged)
    );
    // A byte-order mark (Windows editors write one) is not damage.
    let marked = format!("\u{feff}{text}");
    assert!(SaveFile::parse(&marked).is_ok());
    // The parser's advice to programmers stays out of the message.
    let deep = format!("{}{}", "[".repeat(500), "]".repeat(500));
    let nested = text.replacen("actions: [", &format!("actions: [{deep}, "), 1);
    let message = parse(&nested).to_string();
    assert!(message.contains("nested too deeply"), "{message}");
    assert!(!message.contains("recursion_limit"), "{message}");
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
    std::fs::write(&broken, "(kind: \"save\", version: 2, actions: [").expect("write");
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

#[test]
fn the_list_removes_what_killed_writers_left_but_not_what_a_live_one_writes() {
    let dir = tempfile::tempdir().expect("dir");
    let store = SaveStore::new(dir.path());
    save_of(played(RuleSet::Classic, 4, 5))
        .write(&store.new_game_path(100, 1))
        .expect("write");
    let old = std::time::SystemTime::now() - std::time::Duration::from_mins(1);
    let temp = |name: &str| {
        let file = std::fs::File::create(dir.path().join(name)).expect("temp");
        file.set_modified(old).expect("age");
        file
    };
    drop(temp(".game-100-0000000000000001.ron.4242.tmp"));
    let live = temp(".game-200-0000000000000002.ron.4243.tmp");
    live.try_lock().expect("lock");
    let (good, bad) = store.list();
    assert_eq!((good.len(), bad.len()), (1, 0));
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            ".game-200-0000000000000002.ron.4243.tmp",
            "game-100-0000000000000001.ron"
        ]
    );
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

/// Whatever loads is a game the engine can go on with: views and moves without a panic.
fn playable(save: SaveFile) -> Result<(), TestCaseError> {
    let mut game = save.game;
    let _ = game.state().public_view();
    for player in game.state().players() {
        let _ = game.state().player_view(player);
    }
    let replayed = game.record().replay();
    prop_assert_eq!(replayed.as_ref(), Ok(game.state()));
    let mut chooser = GameRng::new(1);
    for _ in 0..30 {
        let Some(action) = game.state().random_action(&mut chooser) else {
            break;
        };
        prop_assert!(game.apply(action).is_ok());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn the_loader_never_panics_on_damaged_saves(
        edits in prop::collection::vec((any::<usize>(), any::<u8>(), any::<u8>()), 1..4),
        actions in 0usize..60,
    ) {
        let text = text_of(&save_of(played(RuleSet::Classic, 5, actions)));
        if let Ok(save) = SaveFile::parse(&mutate(&text, &edits)) {
            playable(save)?;
        }
    }

    #[test]
    fn the_loader_never_panics_on_damaged_old_saves(
        edits in prop::collection::vec((any::<usize>(), any::<u8>(), any::<u8>()), 1..4),
        actions in 0usize..60,
    ) {
        let text = v1_text(&save_of(played(RuleSet::Classic, 5, actions)));
        if let Ok(save) = SaveFile::parse(&mutate(&text, &edits)) {
            playable(save)?;
        }
    }
}

#[test]
fn a_companion_game_saves_as_format_6_and_plays_on_after_loading() {
    use fabula::engine::{GameConfig, RecordedGame};
    let names = ["Ada", "Bo", "Cy", "Di"].map(str::to_owned).to_vec();
    let mut game =
        RecordedGame::new(GameConfig::on_the_table(RuleSet::Classic, names, 9)).expect("set-up");
    let mut chooser = GameRng::new(4);
    for _ in 0..14 {
        let action = game.state().random_action(&mut chooser).expect("a move");
        game.apply(action).expect("legal");
    }
    let save = save_of(game);
    let text = text_of(&save);
    assert!(text.contains(&format!("version: {SAVE_VERSION}")), "{text}");
    assert!(text.contains("cards_on_table: true"), "{text}");
    let loaded = SaveFile::parse(&text).expect("loads");
    assert_eq!(loaded, save);
    assert!(loaded.game.state().cards_on_table());
    assert!(loaded.cards.is_empty(), "no picture to find");
}
