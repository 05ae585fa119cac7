//! Arithmetic that could overflow in a very long (or tampered) game saturates instead.

use super::*;
use crate::engine::{CardId, EndCondition, GameConfig, GameRng, RuleSet};

#[test]
fn scores_and_turn_numbers_saturate_instead_of_wrapping() {
    let names = (1..=4).map(|i| format!("P{i}")).collect();
    let mut config = GameConfig::new(RuleSet::Classic, names, (0..84).map(CardId).collect(), 5);
    config.end = EndCondition::Tellings(100);
    let mut game = GameState::new(config).unwrap();
    game.apply(Action::ChooseStoryteller { player: None })
        .unwrap();
    game.scores = vec![u32::MAX - 1; 4];
    if let Some(turn) = &mut game.turn {
        turn.number = u32::MAX;
    }
    let mut chooser = GameRng::new(1);
    while game.phase() != Phase::Reveal {
        let action = game.random_action(&mut chooser).unwrap();
        game.apply(action).unwrap();
    }
    let earned = game.turn_score().unwrap().clone();
    assert!(earned.entries.iter().any(|e| e.points >= 2), "{earned:?}");
    for (score, entry) in game.scores().iter().zip(&earned.entries) {
        let expected = if entry.points == 0 {
            u32::MAX - 1
        } else {
            u32::MAX
        };
        assert_eq!(*score, expected);
    }
    // The next turn is not turn "0".
    game.apply(Action::NextTurn).unwrap();
    assert_eq!(game.phase(), Phase::Telling);
    assert_eq!(game.turn_number(), u32::MAX);
}
