//! Old saves hold states, not records: every state a real game passes through must rebuild
//! into a record that replays to it exactly, for every rule set, also when the first
//! storyteller was drawn at random and when three players hand in two cards each.

use super::*;
use crate::engine::{EndCondition, GameConfig, GameRng, RuleSet};

fn config(rules: RuleSet, players: usize, seed: u64) -> GameConfig {
    let names = (1..=players).map(|i| format!("P{i}")).collect();
    let mut config = GameConfig::new(rules, names, (0..96).map(CardId).collect(), seed);
    if matches!(rules, RuleSet::Classic | RuleSet::Edition2021) {
        // Short games, so the end of a game is reached too.
        config.end = EndCondition::TargetScore(8);
    }
    config
}

/// Every state of a random game, with the actions that led to it.
fn states(rules: RuleSet, players: usize, seed: u64) -> Vec<(GameState, usize)> {
    let mut game = RecordedGame::new(config(rules, players, seed)).unwrap();
    let mut chooser = GameRng::new(seed ^ 0xabc);
    let mut all = vec![(game.state().clone(), 0)];
    while let Some(action) = game.state().random_action(&mut chooser) {
        game.apply(action).unwrap();
        all.push((game.state().clone(), game.actions().len()));
    }
    all
}

#[test]
fn every_state_of_every_rule_set_rebuilds_exactly() {
    let cases = [
        (RuleSet::Classic, 3),
        (RuleSet::Classic, 4),
        (RuleSet::Classic, 8),
        (RuleSet::Edition2021, 3),
        (RuleSet::Edition2021, 6),
        (RuleSet::Party, 7),
        (RuleSet::Team, 6),
        (RuleSet::Team, 8),
    ];
    for (rules, players) in cases {
        for seed in [1, 2] {
            let all = states(rules, players, seed);
            assert_eq!(all.last().unwrap().0.phase(), Phase::GameOver);
            for (state, moves) in &all {
                let rebuilt = state
                    .rebuild_record()
                    .unwrap_or_else(|e| panic!("{rules} {players} seed {seed}, {moves}: {e}"));
                assert_eq!(rebuilt.state(), state);
                assert_eq!(rebuilt.actions().len(), *moves);
            }
        }
    }
}

#[test]
fn a_storyteller_drawn_at_random_rebuilds_with_the_same_draw() {
    let mut game = RecordedGame::new(config(RuleSet::Classic, 5, 4)).unwrap();
    game.apply(Action::ChooseStoryteller { player: None })
        .unwrap();
    let mut chooser = GameRng::new(8);
    for _ in 0..30 {
        let action = game.state().random_action(&mut chooser).unwrap();
        game.apply(action).unwrap();
    }
    let rebuilt = game.state().rebuild_record().unwrap();
    assert_eq!(
        rebuilt.actions()[0],
        Action::ChooseStoryteller { player: None }
    );
    assert_eq!(rebuilt.state(), game.state());
}

#[test]
fn a_state_that_no_game_reaches_names_the_fact_and_the_move() {
    let (mut state, _) = states(RuleSet::Classic, 4, 3).swap_remove(20);
    state.scores[1] = u32::MAX;
    let error = state.rebuild_record().unwrap_err();
    assert!(
        matches!(
            error,
            RebuildError::Differs {
                what: "the scores",
                ..
            }
        ),
        "{error}"
    );
    let text = error.to_string();
    assert!(
        text.starts_with("the scores do not follow from the moves (after move 20: "),
        "{text}"
    );
    assert_eq!(error.move_number(), Some(20));
}
