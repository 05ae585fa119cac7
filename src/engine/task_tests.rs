//! Every task of every rule set, phase by phase, and that a seat's legal actions exist exactly
//! when it has a task and have that task's shape.

use super::*;
use crate::engine::{CardId, GameConfig, RuleSet, Slot};

fn game(rules: RuleSet, players: usize) -> GameState {
    let names = (1..=players).map(|i| format!("P{i}")).collect();
    let deck = (0..120).map(CardId).collect();
    GameState::new(GameConfig::new(rules, names, deck, 9)).unwrap()
}

fn p(i: u8) -> PlayerId {
    PlayerId(i)
}

fn tasks(g: &GameState) -> Vec<Option<Task>> {
    g.players().map(|s| g.task_of(s)).collect()
}

/// Checks, for every seat, that legal actions exist exactly when there is a task, and match it.
fn consistent(g: &GameState) {
    for seat in g.players() {
        let task = g.task_of(seat);
        let actions = g.legal_actions_of(seat);
        assert_eq!(
            task.is_none(),
            actions.is_empty(),
            "{seat:?} {task:?} {actions:?}"
        );
        for action in &actions {
            match (task, action) {
                (Some(Task::Tell), Action::Tell { .. })
                | (Some(Task::GiveClue), Action::GiveClue { .. })
                | (Some(Task::ChooseGiver { .. }), Action::NameGiver { .. }) => {}
                (Some(Task::Submit { cards }), Action::Submit { cards: given, .. }) => {
                    assert_eq!(given.len(), cards);
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
                    assert!(!slots.is_empty() && slots.len() <= tokens);
                    assert_eq!(red.is_some(), red_token);
                    let own = g.own_slots(seat);
                    if !own_card_allowed {
                        assert!(slots.iter().all(|s| !own.contains(s)));
                    }
                }
                other => panic!("{seat:?}: action does not fit its task: {other:?}"),
            }
        }
    }
    // An unfinished game always has someone who can act.
    if g.phase() != Phase::GameOver {
        assert_ne!(g.actors(), Actors::Nobody);
        if let Actors::Seats(seats) = g.actors() {
            assert!(!seats.is_empty(), "nobody acts in {:?}", g.phase());
        }
    }
}

fn start(g: &mut GameState) {
    assert_eq!(g.actors(), Actors::Table(TableTask::ChooseStoryteller));
    assert_eq!(
        g.public_view().table_task,
        Some(TableTask::ChooseStoryteller)
    );
    consistent(g);
    g.apply(Action::ChooseStoryteller { player: Some(p(0)) })
        .unwrap();
}

fn submit_all(g: &mut GameState) {
    while let Some(seat) = g
        .players()
        .find(|s| matches!(g.task_of(*s), Some(Task::Submit { .. })))
    {
        consistent(g);
        let Some(Task::Submit { cards }) = g.task_of(seat) else {
            unreachable!()
        };
        let hand = g.hand(seat)[..cards].to_vec();
        g.apply(Action::Submit {
            player: seat,
            cards: hand,
        })
        .unwrap();
    }
}

fn vote_all(g: &mut GameState) {
    while let Some(seat) = g
        .players()
        .find(|s| matches!(g.task_of(*s), Some(Task::Vote { .. })))
    {
        consistent(g);
        let action = g.legal_actions_of(seat).remove(0);
        g.apply(action).unwrap();
    }
}

#[test]
fn classic_tasks_from_the_first_storyteller_to_the_reveal() {
    let mut g = game(RuleSet::Classic, 4);
    start(&mut g);
    assert_eq!(tasks(&g), [Some(Task::Tell), None, None, None]);
    assert_eq!(g.actors(), Actors::Seats(vec![(p(0), Task::Tell)]));
    assert!(Task::Tell.is_private());
    consistent(&g);
    let card = g.hand(p(0))[0];
    g.apply(Action::Tell {
        player: p(0),
        card,
        clue: String::new(),
    })
    .unwrap();
    let submit = Some(Task::Submit { cards: 1 });
    assert_eq!(tasks(&g), [None, submit, submit, submit]);
    assert_eq!(g.public_view().players[1].task, submit);
    assert_eq!(g.player_view(p(1)).task, submit);
    submit_all(&mut g);
    let vote = Some(Task::Vote {
        tokens: 1,
        own_card_allowed: false,
        red_token: false,
    });
    assert_eq!(tasks(&g), [None, vote, vote, vote]);
    vote_all(&mut g);
    assert_eq!(g.actors(), Actors::Table(TableTask::NextTurn));
    assert_eq!(tasks(&g), [None, None, None, None]);
    assert_eq!(g.public_view().table_task, Some(TableTask::NextTurn));
    consistent(&g);
}

#[test]
fn classic_three_players_hand_in_two_cards_and_seven_players_vote_twice() {
    let mut three = game(RuleSet::Classic, 3);
    start(&mut three);
    let card = three.hand(p(0))[0];
    three
        .apply(Action::Tell {
            player: p(0),
            card,
            clue: String::new(),
        })
        .unwrap();
    assert_eq!(three.task_of(p(1)), Some(Task::Submit { cards: 2 }));
    submit_all(&mut three);
    assert_eq!(
        three.task_of(p(2)),
        Some(Task::Vote {
            tokens: 1,
            own_card_allowed: false,
            red_token: false
        })
    );
    consistent(&three);

    let mut seven = game(RuleSet::Classic, 7);
    start(&mut seven);
    let card = seven.hand(p(0))[0];
    seven
        .apply(Action::Tell {
            player: p(0),
            card,
            clue: String::new(),
        })
        .unwrap();
    submit_all(&mut seven);
    assert_eq!(
        seven.task_of(p(3)),
        Some(Task::Vote {
            tokens: 2,
            own_card_allowed: false,
            red_token: false
        })
    );
    vote_all(&mut seven);
}

#[test]
fn the_2021_edition_votes_once_at_any_count() {
    let mut g = game(RuleSet::Edition2021, 8);
    start(&mut g);
    let card = g.hand(p(0))[0];
    g.apply(Action::Tell {
        player: p(0),
        card,
        clue: String::new(),
    })
    .unwrap();
    submit_all(&mut g);
    assert_eq!(
        g.task_of(p(7)),
        Some(Task::Vote {
            tokens: 1,
            own_card_allowed: false,
            red_token: false
        })
    );
    vote_all(&mut g);
}

#[test]
fn party_blind_clue_everyone_submits_and_votes_the_storyteller_with_the_red_token() {
    let mut g = game(RuleSet::Party, 6);
    start(&mut g);
    assert_eq!(g.task_of(p(0)), Some(Task::GiveClue));
    assert!(g.player_view(p(0)).hand.is_empty(), "a blind clue");
    consistent(&g);
    g.apply(Action::GiveClue {
        player: p(0),
        clue: "dawn".into(),
    })
    .unwrap();
    assert!(
        tasks(&g)
            .iter()
            .all(|t| *t == Some(Task::Submit { cards: 1 }))
    );
    submit_all(&mut g);
    let green = Task::Vote {
        tokens: 1,
        own_card_allowed: true,
        red_token: false,
    };
    let red = Task::Vote {
        tokens: 1,
        own_card_allowed: true,
        red_token: true,
    };
    assert_eq!(g.task_of(p(0)), Some(red));
    assert_eq!(g.task_of(p(3)), Some(green));
    // The own card is among the legal votes.
    let own = g.own_slots(p(3))[0];
    assert!(
        g.legal_actions_of(p(3))
            .iter()
            .any(|a| matches!(a, Action::Vote { slots, .. } if slots == &vec![own]))
    );
    vote_all(&mut g);
    assert_eq!(g.actors(), Actors::Table(TableTask::NextTurn));
}

#[test]
fn team_choice_of_givers_is_public_then_givers_submit_and_voters_vote() {
    let mut g = game(RuleSet::Team, 6);
    start(&mut g);
    // Teams: 0 = seats 0 and 3, 1 = seats 1 and 4, 2 = seats 2 and 5.
    assert_eq!(tasks(&g), [Some(Task::Tell), None, None, None, None, None]);
    let card = g.hand(p(0))[0];
    g.apply(Action::Tell {
        player: p(0),
        card,
        clue: String::new(),
    })
    .unwrap();
    let choose = |t: u8| Some(Task::ChooseGiver { team: TeamId(t) });
    assert_eq!(
        tasks(&g),
        [None, choose(1), choose(2), None, choose(1), choose(2)]
    );
    assert!(!Task::ChooseGiver { team: TeamId(1) }.is_private());
    consistent(&g);
    g.apply(Action::NameGiver { player: p(4) }).unwrap();
    // Team 1 has chosen (both members done) but may change its mind: seat 1 may still be
    // named instead, seat 4 (named) has nothing to do.
    assert_eq!(
        tasks(&g),
        [None, choose(1), choose(2), None, None, choose(2)]
    );
    assert!(g.public_view().players[1].done && g.public_view().players[4].done);
    assert!(!g.public_view().players[2].done);
    consistent(&g);
    g.apply(Action::NameGiver { player: p(1) }).unwrap();
    assert_eq!(g.role(p(1)), Some(Role::Giver));
    assert_eq!(g.role(p(4)), Some(Role::Voter));
    assert_eq!(
        tasks(&g),
        [None, None, choose(2), None, choose(1), choose(2)]
    );
    assert_eq!(g.phase(), Phase::NamingGivers, "team 2 still chooses");
    g.apply(Action::NameGiver { player: p(4) }).unwrap();
    g.apply(Action::NameGiver { player: p(2) }).unwrap();
    // The storyteller's teammate and the two named givers hand in.
    let submit = Some(Task::Submit { cards: 1 });
    assert_eq!(tasks(&g), [None, None, submit, submit, submit, None]);
    submit_all(&mut g);
    let vote = Some(Task::Vote {
        tokens: 1,
        own_card_allowed: false,
        red_token: false,
    });
    assert_eq!(tasks(&g), [None, vote, None, None, None, vote]);
    // Nothing of a voter's own is on the board: the teammate's card may be chosen.
    assert!(g.own_slots(p(1)).is_empty());
    let teammate = g.board().iter().position(|b| b.owner == p(4)).unwrap();
    assert!(g.legal_actions_of(p(1)).iter().any(|a| matches!(
        a,
        Action::Vote { slots, .. } if slots == &vec![Slot::from_index(teammate)]
    )));
    vote_all(&mut g);
}

#[test]
fn nobody_acts_once_the_game_is_over() {
    let names = (1..=3).map(|i| format!("P{i}")).collect();
    let mut config = GameConfig::new(RuleSet::Classic, names, (0..60).map(CardId).collect(), 1);
    config.end = crate::engine::EndCondition::Tellings(1);
    let mut g = GameState::new(config).unwrap();
    start(&mut g);
    for _ in 0..3 {
        let teller = g.storyteller().unwrap();
        let card = g.hand(teller)[0];
        g.apply(Action::Tell {
            player: teller,
            card,
            clue: String::new(),
        })
        .unwrap();
        submit_all(&mut g);
        vote_all(&mut g);
        g.apply(Action::NextTurn).unwrap();
    }
    assert_eq!(g.phase(), Phase::GameOver);
    assert_eq!(g.actors(), Actors::Nobody);
    assert!(g.players().all(|s| g.task_of(s).is_none()));
    assert_eq!(g.public_view().table_task, None);
}
