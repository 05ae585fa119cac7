//! Refusals after the game ends and of games that cannot start.

use super::refused;
use crate::support::games::{deck, game_with_end, names, p, play_to_voting, slot_of, start};
use fabula::engine::{
    Action, ConfigError, EndCondition, GameConfig, GameState, Phase, RuleError, RuleSet,
};

#[test]
fn nothing_after_the_game_ends() {
    let mut g = game_with_end(RuleSet::Classic, 4, 14, EndCondition::TargetScore(1));
    start(&mut g, 0);
    play_to_voting(&mut g);
    let s = slot_of(&g, 0);
    for voter in 1..4 {
        g.apply(Action::Vote {
            player: p(voter),
            slots: vec![s],
            red_token: None,
        })
        .expect("vote");
    }
    g.apply(Action::NextTurn).expect("close the turn");
    assert_eq!(g.phase(), Phase::GameOver);
    refused(&mut g, Action::NextTurn, RuleError::GameOver);
    refused(
        &mut g,
        Action::ChooseStoryteller { player: None },
        RuleError::GameOver,
    );
}

fn config(rules: RuleSet, players: usize) -> GameConfig {
    GameConfig::new(rules, names(players), deck(100), 1)
}

#[test]
fn player_counts_per_rule_set() {
    for (rules, bad, good) in [
        (RuleSet::Classic, [2, 13], [3, 12]),
        (RuleSet::Edition2021, [2, 9], [3, 8]),
        (RuleSet::Party, [5, 13], [6, 12]),
        (RuleSet::Team, [7, 14], [6, 12]),
    ] {
        for count in bad {
            assert_eq!(
                config(rules, count).validate(),
                Err(ConfigError::PlayerCount { rules, count })
            );
        }
        for count in good {
            assert_eq!(config(rules, count).validate(), Ok(()));
        }
    }
    assert!(config(RuleSet::Team, 10).validate().is_ok());
    let message = config(RuleSet::Party, 5)
        .validate()
        .unwrap_err()
        .to_string();
    assert_eq!(message, "Party is for 6 to 12 players, not 5");
}

#[test]
fn names_must_be_present_short_and_unique() {
    let mut c = config(RuleSet::Classic, 4);
    c.players[2] = "  ".into();
    assert_eq!(c.validate(), Err(ConfigError::EmptyName { seat: 3 }));
    c.players[2] = "Ada".into();
    c.players[3] = " ada ".into();
    assert_eq!(
        c.validate(),
        Err(ConfigError::DuplicateName { name: "ada".into() })
    );
    c.players[3] = "x".repeat(25);
    assert!(matches!(c.validate(), Err(ConfigError::NameTooLong { .. })));
}

#[test]
fn deck_must_be_large_enough_and_without_repeats() {
    let mut c = GameConfig::new(RuleSet::Classic, names(5), deck(29), 1);
    assert_eq!(
        c.validate(),
        Err(ConfigError::DeckTooSmall {
            have: 29,
            needed: 30
        })
    );
    assert!(c.validate().unwrap_err().to_string().contains("1 missing"));
    c.deck = deck(30);
    assert_eq!(c.validate(), Ok(()));
    c.deck.push(c.deck[0]);
    assert_eq!(
        c.validate(),
        Err(ConfigError::DuplicateCard { card: c.deck[0] })
    );
    // The 3-player variant holds 7 cards each.
    let three = GameConfig::new(RuleSet::Classic, names(3), deck(20), 1);
    assert_eq!(
        three.validate(),
        Err(ConfigError::DeckTooSmall {
            have: 20,
            needed: 21
        })
    );
}

#[test]
fn a_game_must_have_an_end() {
    let mut c = config(RuleSet::Classic, 4);
    c.end = EndCondition::TargetScore(0);
    assert_eq!(c.validate(), Err(ConfigError::NoEnd));
    c.end = EndCondition::Tellings(0);
    assert_eq!(c.validate(), Err(ConfigError::NoEnd));
    assert!(GameState::new(c).is_err());
}
