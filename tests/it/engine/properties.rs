//! Random legal playouts of every rule set and player count, checking after every action:
//! cards conserved, scores only grow, one storyteller rotating in seat order, full hands
//! after refills, `legal_actions` exactly the actions `apply` accepts, save/load equality,
//! and no view holding a secret card.

use crate::support::games::{deck, names};
use fabula::engine::invariants::InvariantChecker;
use fabula::engine::{
    Action, CardId, EndCondition, GameConfig, GameRng, GameState, Phase, PlayerId, Role, RuleSet,
    Slot,
};
use fabula::secrecy::check_views;
use proptest::prelude::*;
use std::collections::HashSet;

/// Candidate actions around the current position, legal or not: every player, every card
/// anyone holds plus a draw-pile card, every slot from 0 to one past the board.
fn candidates(game: &GameState) -> Vec<Action> {
    let players: Vec<PlayerId> = (0..=game.player_count() as u8).map(PlayerId).collect();
    let mut cards: Vec<CardId> = game.players().flat_map(|q| game.hand(q).to_vec()).collect();
    cards.extend(game.draw_pile().first());
    let slot_count = game.board().len() as u8;
    let all_slots: Vec<Slot> = (0..=slot_count + 1).map(Slot).collect();
    let mut out = vec![Action::NextTurn, Action::ChooseStoryteller { player: None }];
    for &player in &players {
        out.push(Action::ChooseStoryteller {
            player: Some(player),
        });
        out.push(Action::GiveClue {
            player,
            clue: String::new(),
        });
        out.push(Action::NameGiver { player });
        let hand = if player.index() < game.player_count() {
            game.hand(player).to_vec()
        } else {
            Vec::new()
        };
        for &card in cards
            .iter()
            .filter(|c| hand.contains(c))
            .chain(cards.first())
        {
            out.push(Action::Tell {
                player,
                card,
                clue: String::new(),
            });
            out.push(Action::Submit {
                player,
                cards: vec![card],
            });
        }
        for (i, &a) in hand.iter().enumerate() {
            for &b in &hand[i..] {
                out.push(Action::Submit {
                    player,
                    cards: vec![a, b],
                });
            }
        }
        out.push(Action::Submit {
            player,
            cards: Vec::new(),
        });
        if game.phase() == Phase::Voting {
            let reds = [
                None,
                Some(Slot(1)),
                Some(Slot(slot_count)),
                Some(Slot(slot_count + 1)),
            ];
            for &a in &all_slots {
                for red_token in reds {
                    out.push(Action::Vote {
                        player,
                        slots: vec![a],
                        red_token,
                    });
                }
                for &b in &all_slots {
                    out.push(Action::Vote {
                        player,
                        slots: vec![a, b],
                        red_token: None,
                    });
                }
            }
            out.push(Action::Vote {
                player,
                slots: Vec::new(),
                red_token: None,
            });
        }
    }
    out
}

pub(super) fn check_legal_actions(game: &GameState) -> Result<(), String> {
    let legal: HashSet<Action> = game.legal_actions().into_iter().collect();
    for (i, action) in legal.iter().enumerate() {
        game.check(action)
            .map_err(|e| format!("legal action {action:?} refused: {e}"))?;
        // `apply` runs `check` first; applying a few proves the two agree.
        if i % 16 == 0 {
            let mut copy = game.clone();
            copy.apply(action.clone())
                .map_err(|e| format!("legal action {action:?} not applied: {e}"))?;
        }
    }
    for action in candidates(game) {
        let accepted = game.check(&action).is_ok();
        let listed = legal.contains(&action.canonical());
        if accepted != listed {
            return Err(format!("{action:?}: accepted {accepted}, listed {listed}"));
        }
    }
    if game.phase() != Phase::GameOver && legal.is_empty() {
        return Err("no legal action before the end".to_owned());
    }
    Ok(())
}

pub(super) fn check_one_storyteller(game: &GameState) -> Result<(), String> {
    if matches!(game.phase(), Phase::ChooseStoryteller) {
        return Ok(());
    }
    let storytellers = game
        .players()
        .filter(|q| game.role(*q) == Some(Role::Storyteller))
        .count();
    if storytellers == 1 {
        Ok(())
    } else {
        Err(format!("{storytellers} storytellers"))
    }
}

fn playout(rules: RuleSet, players: usize, seed: u64, end: EndCondition) -> Result<(), String> {
    let needed = players * rules.params(players).hand_size;
    let mut config = GameConfig::new(
        rules,
        names(players),
        deck(needed + seed as usize % 20),
        seed,
    );
    config.end = end;
    let mut game = GameState::new(config).map_err(|e| e.to_string())?;
    let mut checker = InvariantChecker::new(&game);
    let mut chooser = GameRng::new(seed.rotate_left(7));
    for step in 0..2_000 {
        check_legal_actions(&game).map_err(|e| format!("step {step}: {e}"))?;
        let legal = game.legal_actions();
        if legal.is_empty() {
            return if game.phase() == Phase::GameOver {
                Ok(())
            } else {
                Err("stuck".to_owned())
            };
        }
        let action = legal[chooser.below(legal.len())].clone();
        game.apply(action.clone())
            .map_err(|e| format!("{action:?}: {e}"))?;
        checker
            .observe(&game)
            .map_err(|e| format!("after {action:?}: {e}"))?;
        check_one_storyteller(&game)?;
        check_views(&game).map_err(|e| format!("after {action:?}: {e}"))?;
        let saved = ron::to_string(&game).map_err(|e| e.to_string())?;
        let loaded: GameState = ron::from_str(&saved).map_err(|e| e.to_string())?;
        if loaded != game {
            return Err(format!("save/load changed the game after {action:?}"));
        }
    }
    Err("the game did not end in 2000 actions".to_owned())
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
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_keep_every_invariant(
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
        prop_assert_eq!(playout(rules, players, seed, end), Ok(()));
    }
}

/// Every rule set at every allowed player count, once each, to a full default-length end.
#[test]
fn every_rule_set_and_player_count_plays_to_the_end() {
    let mut seed = 100;
    for rules in RuleSet::ALL {
        for players in (3..=12).filter(|n| rules.allows_player_count(*n)) {
            seed += 1;
            let end = match rules.default_end() {
                // A full race to 30 takes long in a debug build; 12 keeps the refills coming.
                EndCondition::TargetScore(_) => EndCondition::TargetScore(12),
                tellings @ EndCondition::Tellings(_) => tellings,
            };
            assert_eq!(
                playout(rules, players, seed, end),
                Ok(()),
                "{rules} {players}"
            );
        }
    }
}
