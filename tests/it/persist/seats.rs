//! Saves of games where players joined and left: they replay exactly, list the players by id
//! (latecomers last), let a leaver's token pass to a latecomer, and refuse a file whose
//! players do not match the moves.

use crate::support::games::p;
use crate::support::saves::{played, save_of, text_of};
use fabula::cli::{SimulateOptions, simulate_with};
use fabula::engine::{Action, GameRng, Phase, RuleSet};
use fabula::persist::{LoadError, SaveFile};

/// A classic game of five where Zoe joins before the first turn and P2 leaves after it.
fn churned() -> fabula::engine::RecordedGame {
    let mut game = played(RuleSet::Classic, 5, 0);
    game.apply(Action::Join {
        names: vec!["Zoe".into()],
        after: p(4),
    })
    .expect("join");
    game.apply(Action::ChooseStoryteller { player: None })
        .expect("start");
    let mut rng = GameRng::new(3);
    while game.state().phase() != Phase::Reveal {
        let action = game.state().random_action(&mut rng).expect("a move");
        game.apply(action).expect("legal");
    }
    game.apply(Action::Leave { player: p(1) }).expect("leave");
    game.apply(Action::NextTurn).expect("next");
    game
}

#[test]
fn a_save_with_joins_and_leaves_round_trips_and_resumes_exactly() {
    let save = save_of(churned());
    let loaded = SaveFile::parse(&text_of(&save)).expect("loads");
    assert_eq!(loaded, save);
    assert_eq!(loaded.game.state().name(p(5)), "Zoe");
    assert!(!loaded.game.state().is_present(p(1)));
    assert_eq!(loaded.game.state().seat_changes().len(), 2);
}

#[test]
fn a_latecomer_may_take_the_token_of_a_player_who_left_but_not_of_one_present() {
    let mut save = save_of(churned());
    save.players[5].token = save.players[1].token;
    assert!(SaveFile::parse(&text_of(&save)).is_ok());
    save.players[5].token = save.players[0].token;
    assert!(matches!(
        SaveFile::parse(&text_of(&save)),
        Err(LoadError::Inconsistent(_))
    ));
}

#[test]
fn a_save_whose_latecomer_is_missing_or_renamed_is_refused() {
    let text = text_of(&save_of(churned()));
    assert!(text.contains("name: \"Zoe\""), "{text}");
    let renamed = text.replace("name: \"Zoe\"", "name: \"Zed\"");
    assert!(matches!(
        SaveFile::parse(&renamed),
        Err(LoadError::Inconsistent(_))
    ));
    // The writer never writes such a file either.
    let mut save = save_of(churned());
    save.players.truncate(5);
    assert!(save.to_text().is_err());
}

#[test]
fn simulated_games_with_joins_and_leaves_autosave_files_that_load_to_the_same_game() {
    let dir = tempfile::tempdir().expect("dir");
    for rules in RuleSet::ALL {
        let players = if rules == RuleSet::Team { 8 } else { 6 };
        let options = SimulateOptions {
            rules,
            players,
            games: 1,
            seed: 40,
            check_views: false,
            autosave: Some(dir.path().join(rules.to_string())),
            churn: 0.6,
        };
        let mut last = Vec::new();
        let report = simulate_with(&options, |state| {
            if state.phase() == Phase::GameOver {
                last.push(state.clone());
            }
        })
        .expect("simulated");
        assert!(!report.seat_changes.is_empty(), "{rules}: no join or leave");
        let mut loaded = Vec::new();
        for entry in std::fs::read_dir(dir.path().join(rules.to_string())).expect("saves") {
            let path = entry.expect("entry").path();
            loaded.push(
                SaveFile::read(&path)
                    .expect("a save that loads")
                    .game
                    .state()
                    .clone(),
            );
        }
        assert_eq!(loaded.len(), 1, "{rules}");
        for state in loaded {
            assert!(
                last.contains(&state),
                "{rules}: a save is not a state of the game"
            );
        }
    }
}
