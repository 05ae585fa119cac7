//! Random games with random joins and leaves in every rule set: every invariant holds after
//! every action (cards conserved, hand sizes, the rule set's limits, the storyteller present,
//! teammates opposite), `legal_actions` still matches `check`, saves load equal, views keep
//! their secrets, a refused join or leave changes nothing, and the record replays the game.

use super::properties::{check_legal_actions, check_one_storyteller};
use crate::support::games::{deck, names};
use fabula::engine::invariants::InvariantChecker;
use fabula::engine::{
    Action, EndCondition, GameConfig, GameRng, GameState, Phase, PlayerId, RecordedGame, RuleSet,
};
use fabula::secrecy::check_views;
use proptest::prelude::*;

/// A join or a leave, legal or not: a fresh (or a taken) name after any seat, or any seat
/// (one past the last included) leaving.
fn random_change(game: &GameState, rng: &mut GameRng, serial: &mut u32) -> Action {
    let seat = PlayerId(rng.below(game.player_count() + 1) as u8);
    if rng.below(2) == 0 {
        return Action::Leave { player: seat };
    }
    let mut fresh = || {
        *serial += 1;
        format!("Late {serial}")
    };
    let mut names = vec![fresh()];
    if game.params().teams {
        names.push(fresh());
    }
    if rng.below(8) == 0 {
        names[0] = game.name(PlayerId(0)).to_uppercase();
    }
    Action::Join { names, after: seat }
}

/// Seat changes a playout makes at most. A latecomer must tell before an end by tellings, so
/// endless churn could keep a game from ending; past this many the table stays as it is and the
/// game must then end within the action limit.
const MOST_SEAT_CHANGES: u32 = 30;

fn churn_playout(
    rules: RuleSet,
    players: usize,
    seed: u64,
    end: EndCondition,
) -> Result<(), String> {
    let needed = 12 * rules.params(12).hand_size;
    let mut config = GameConfig::new(
        rules,
        names(players),
        deck(needed + seed as usize % 30),
        seed,
    );
    config.end = end;
    let mut game = RecordedGame::new(config).map_err(|e| e.to_string())?;
    let mut checker = InvariantChecker::new(game.state());
    let mut chooser = GameRng::new(seed.rotate_left(11));
    let mut serial = 0;
    let mut changes = 0;
    for step in 0..3_000 {
        let state = game.state().clone();
        check_legal_actions(&state).map_err(|e| format!("step {step}: {e}"))?;
        if state.phase() == Phase::GameOver {
            let replayed = game.record().replay().map_err(|e| e.to_string())?;
            return if replayed == state {
                Ok(())
            } else {
                Err("the record does not replay to the game".to_owned())
            };
        }
        let between = matches!(state.phase(), Phase::Reveal | Phase::ChooseStoryteller);
        let churning = changes < MOST_SEAT_CHANGES;
        let action = if churning && (between || chooser.below(20) == 0) && chooser.below(2) == 0 {
            random_change(&state, &mut chooser, &mut serial)
        } else {
            let legal = state.legal_actions();
            legal[chooser.below(legal.len())].clone()
        };
        match game.apply(action.clone()) {
            Ok(_) => {
                if matches!(action, Action::Join { .. } | Action::Leave { .. }) {
                    changes += 1;
                }
            }
            Err(error) => {
                if *game.state() != state {
                    return Err(format!("refused {action:?} ({error}) changed the game"));
                }
                continue;
            }
        }
        let now = game.state();
        checker
            .observe(now)
            .map_err(|e| format!("after {action:?}: {e}"))?;
        // At the reveal the storyteller may just have left; the next turn passes the role on.
        if now.storyteller().is_none_or(|s| now.is_present(s)) {
            check_one_storyteller(now)?;
        }
        check_views(now).map_err(|e| format!("after {action:?}: {e}"))?;
        let saved = ron::to_string(now).map_err(|e| e.to_string())?;
        let loaded: GameState = ron::from_str(&saved).map_err(|e| e.to_string())?;
        if loaded != *now {
            return Err(format!("save/load changed the game after {action:?}"));
        }
        if step % 7 == 0 {
            let mut undone = game.clone();
            undone.undo();
            if *undone.state() != state {
                return Err(format!("undo of {action:?} is not the state before"));
            }
        }
    }
    Err(format!(
        "the game did not end in 3000 actions ({changes} seat changes)"
    ))
}

fn rules_and_players() -> impl Strategy<Value = (RuleSet, usize)> {
    prop_oneof![
        (3usize..=12).prop_map(|n| (RuleSet::Classic, n)),
        (3usize..=8).prop_map(|n| (RuleSet::Edition2021, n)),
        (6usize..=12).prop_map(|n| (RuleSet::Party, n)),
        prop::sample::select(vec![6usize, 8, 10, 12]).prop_map(|n| (RuleSet::Team, n)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    #[test]
    fn random_games_with_joins_and_leaves_keep_every_invariant(
        (rules, players) in rules_and_players(),
        seed in any::<u64>(),
        target in 3u32..12,
        tellings in 1u32..=2,
        by_score in any::<bool>(),
    ) {
        let end = if by_score {
            EndCondition::TargetScore(target)
        } else {
            EndCondition::Tellings(tellings)
        };
        prop_assert_eq!(churn_playout(rules, players, seed, end), Ok(()));
    }
}

/// Every rule set at every allowed size, once each, with joins and leaves to the end.
#[test]
fn every_rule_set_plays_to_the_end_with_joins_and_leaves() {
    let mut seed = 500;
    for rules in RuleSet::ALL {
        for players in (3..=12).filter(|n| rules.allows_player_count(*n)) {
            seed += 1;
            let end = match rules.default_end() {
                EndCondition::TargetScore(_) => EndCondition::TargetScore(10),
                tellings @ EndCondition::Tellings(_) => tellings,
            };
            assert_eq!(
                churn_playout(rules, players, seed, end),
                Ok(()),
                "{rules} {players}"
            );
        }
    }
}
