//! The engine's answer to "who acts, and what is each seat's task", checked along random
//! legal playouts of every rule set: an unfinished game always has someone who can act; a
//! seat's legal actions exist exactly when it has a task, and fit that task; every legal
//! action is someone's (a seat's, or the table's); the views carry the same tasks.

use crate::support::games::{deck, names};
use fabula::engine::{Action, Actors, EndCondition, GameConfig, GameRng, GameState, Task};
use fabula::engine::{Phase, RuleSet};
use proptest::prelude::*;

fn check_tasks(game: &GameState) -> Result<(), String> {
    let public = game.public_view();
    let mut accounted = 0;
    for seat in game.players() {
        let task = game.task_of(seat);
        if public.players[seat.index()].task != task || game.player_view(seat).task != task {
            return Err(format!("{seat:?}: the views disagree with {task:?}"));
        }
        let actions = game.legal_actions_of(seat);
        if task.is_none() != actions.is_empty() {
            return Err(format!(
                "{seat:?}: task {task:?} but {} actions",
                actions.len()
            ));
        }
        for action in &actions {
            let fits = match (task, action) {
                (Some(Task::Tell), Action::Tell { .. })
                | (Some(Task::GiveClue), Action::GiveClue { .. })
                | (Some(Task::ChooseGiver { .. }), Action::NameGiver { .. }) => true,
                (Some(Task::Submit { cards }), Action::Submit { cards: given, .. }) => {
                    given.len() == cards
                }
                (
                    Some(Task::Vote {
                        tokens,
                        own_card_allowed,
                        red_token,
                    }),
                    Action::Vote {
                        slots,
                        red_token: red,
                        ..
                    },
                ) => {
                    let own = game.own_slots(seat);
                    slots.len() <= tokens
                        && red.is_some() == red_token
                        && (own_card_allowed || slots.iter().all(|s| !own.contains(s)))
                }
                _ => false,
            };
            if !fits {
                return Err(format!("{seat:?}: {action:?} does not fit {task:?}"));
            }
        }
        accounted += actions.len();
    }
    let legal = game.legal_actions();
    let by_table = legal.iter().filter(|a| a.player().is_none()).count();
    if accounted + by_table != legal.len() {
        return Err("a legal action belongs to nobody".to_owned());
    }
    match game.actors() {
        Actors::Nobody if game.phase() != Phase::GameOver => Err("nobody can act".to_owned()),
        Actors::Seats(seats) if seats.is_empty() => Err("no seat can act".to_owned()),
        Actors::Table(_) if by_table == 0 => Err("the table cannot act".to_owned()),
        _ => Ok(()),
    }
}

fn playout(rules: RuleSet, players: usize, seed: u64) -> Result<(), String> {
    let mut config = GameConfig::new(rules, names(players), deck(100), seed);
    config.end = EndCondition::Tellings(1);
    let mut game = GameState::new(config).map_err(|e| e.to_string())?;
    let mut chooser = GameRng::new(seed ^ 0x7a5c);
    for step in 0..1_000 {
        check_tasks(&game).map_err(|e| format!("step {step} ({:?}): {e}", game.phase()))?;
        let legal = game.legal_actions();
        if legal.is_empty() {
            return Ok(());
        }
        let action = legal[chooser.below(legal.len())].clone();
        game.apply(action).map_err(|e| e.to_string())?;
    }
    Err("the game did not end".to_owned())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn every_seat_has_a_task_exactly_when_it_can_act(seed in any::<u64>(), pick in 0usize..6) {
        let (rules, players) = [
            (RuleSet::Classic, 3),
            (RuleSet::Classic, 7),
            (RuleSet::Edition2021, 5),
            (RuleSet::Party, 6),
            (RuleSet::Party, 9),
            (RuleSet::Team, 8),
        ][pick];
        prop_assert_eq!(playout(rules, players, seed), Ok(()));
    }
}
