//! A computer player never makes an illegal move: random games of every rule set and player
//! count (the 3-player variant, classic 7+ double votes, the 2021 edition, Party's blind clue
//! and red token, Team Dixit's givers), every seat a computer at a random level and language.

use fabula::computer::{CardKnowledge, Level, decide};
use fabula::engine::{
    Action, Actors, CardId, GameConfig, GameState, Move, RuleSet, TableTask, Task,
};
use fabula::i18n::Language;
use proptest::prelude::*;
use std::sync::OnceLock;

/// Turns played per game (whole games are played by `fabula bot selfplay` and the benchmark).
const TURNS: u32 = 3;

fn knowledge() -> &'static CardKnowledge {
    static KNOWLEDGE: OnceLock<CardKnowledge> = OnceLock::new();
    KNOWLEDGE.get_or_init(|| CardKnowledge::builtin().unwrap())
}

/// A rule set with a player count it allows.
fn setup() -> impl Strategy<Value = (RuleSet, usize)> {
    prop_oneof![
        (3usize..=12).prop_map(|n| (RuleSet::Classic, n)),
        (3usize..=8).prop_map(|n| (RuleSet::Edition2021, n)),
        (6usize..=12).prop_map(|n| (RuleSet::Party, n)),
        prop::sample::select(vec![6usize, 8, 10, 12]).prop_map(|n| (RuleSet::Team, n)),
    ]
}

/// Checks the move against the seat's view and task, beyond what the engine checks.
fn check_move(game: &GameState, seat: fabula::engine::PlayerId, task: Task, action: &Action) {
    let view = game.player_view(seat);
    match (task, action) {
        (Task::Tell, Action::Tell { card, clue, .. }) => {
            assert!(view.hand.contains(card), "told a card not in hand");
            assert!(!clue.trim().is_empty(), "an empty clue");
        }
        (Task::GiveClue, Action::GiveClue { clue, .. }) => {
            assert!(!clue.trim().is_empty(), "an empty blind clue");
        }
        (Task::Submit { cards: count }, Action::Submit { cards, .. }) => {
            assert_eq!(cards.len(), count);
            assert!(cards.iter().all(|c| view.hand.contains(c)));
        }
        (
            Task::Vote {
                tokens,
                own_card_allowed,
                red_token,
            },
            Action::Vote {
                slots,
                red_token: red,
                ..
            },
        ) => {
            assert!(!slots.is_empty() && slots.len() <= tokens);
            if !own_card_allowed {
                for slot in slots {
                    assert!(
                        !view.own_slots.contains(slot),
                        "the computer voted its own card"
                    );
                }
            }
            assert_eq!(red.is_some(), red_token);
        }
        (Task::ChooseGiver { .. }, Action::NameGiver { .. }) => {}
        (task, action) => panic!("{action:?} for {task:?}"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn computer_players_only_make_legal_moves_and_never_vote_their_own_card(
        (rules, players) in setup(),
        seed in any::<u64>(),
        level in 1u8..=3,
        language in prop::sample::select(Language::ALL.to_vec()),
    ) {
        let level = Level::from_number(level).unwrap();
        let names = (1..=players).map(|i| format!("C{i}")).collect();
        let deck: Vec<CardId> = knowledge().cards();
        let mut game = GameState::new(GameConfig::new(rules, names, deck, seed)).unwrap();
        let mut moves = 0u64;
        while game.turn_number() <= TURNS {
            let action = match game.actors() {
                Actors::Nobody => break,
                Actors::Table(TableTask::ChooseStoryteller) => {
                    Action::ChooseStoryteller { player: None }
                }
                Actors::Table(TableTask::NextTurn) => Action::NextTurn,
                Actors::Seats(seats) => {
                    // Any seat with a task may move first: take them in a varying order. A
                    // Team member whose team has chosen keeps a task (to change its mind)
                    // and a computer passes it; some other seat always has a move.
                    let first = (seed as usize + moves as usize) % seats.len();
                    let (seat, task, action) = (0..seats.len())
                        .map(|k| seats[(first + k) % seats.len()])
                        .find_map(|(seat, task)| {
                            let view = game.player_view(seat);
                            decide(&view, knowledge(), level, language, seed ^ moves)
                                .map(|one| (seat, task, one.action_for(seat)))
                        })
                        .expect("some seat with a task has a move");
                    check_move(&game, seat, task, &action);
                    action
                }
            };
            moves += 1;
            prop_assert!(game.apply(action.clone()).is_ok(), "{action:?} refused");
        }
    }
}

#[test]
fn a_computer_without_a_task_does_nothing_and_decides_the_same_twice() {
    let names = ["A", "B", "C", "D"].map(String::from).to_vec();
    let mut game = GameState::new(GameConfig::new(
        RuleSet::Classic,
        names,
        knowledge().cards(),
        5,
    ))
    .unwrap();
    game.apply(Action::ChooseStoryteller { player: None })
        .unwrap();
    let Actors::Seats(seats) = game.actors() else {
        panic!("a storyteller should tell");
    };
    let (teller, _) = seats[0];
    let idle = game
        .players()
        .find(|p| *p != teller)
        .expect("another player");
    let decide_for = |seat| {
        decide(
            &game.player_view(seat),
            knowledge(),
            Level::Teller,
            Language::Fr,
            8,
        )
    };
    assert_eq!(decide_for(idle), None);
    assert_eq!(decide_for(teller), decide_for(teller));
    assert!(matches!(decide_for(teller), Some(Move::Tell { .. })));
}
