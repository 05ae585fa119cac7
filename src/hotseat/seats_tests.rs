//! Computer players in the hot-seat flow: who acts when, no privacy screen for them, undo
//! across their moves, a clue that must be typed, and a team's choice of giver.

use super::*;
use crate::computer::Level;
use crate::engine::{
    Action, CardId, GameConfig, Move, PlayerId, RecordedGame, RuleSet, Slot, Task,
};

fn seat(i: u8) -> PlayerId {
    PlayerId(i)
}

/// A classic game of four, seat 0 telling first, `computers` played by computer players.
fn game(computers: &[u8]) -> HotSeat {
    let names = (1..=4).map(|i| format!("P{i}")).collect();
    let deck = (0..96).map(CardId).collect();
    let config = GameConfig::new(RuleSet::Classic, names, deck, 3);
    let mut game = RecordedGame::new(config).unwrap();
    game.apply(Action::ChooseStoryteller {
        player: Some(seat(0)),
    })
    .unwrap();
    let controllers = (0..4)
        .map(|i| {
            if computers.contains(&i) {
                Controller::Computer(Level::Teller)
            } else {
                Controller::Laptop
            }
        })
        .collect();
    HotSeat::start(game, (0..4).map(TokenId).collect()).with_controllers(controllers)
}

/// A legal move of `i` now: the first card(s), or a vote for a card not theirs.
fn move_of(g: &HotSeat, i: u8) -> Move {
    let view = g.player_view(seat(i));
    match view.task.unwrap() {
        Task::Tell => Move::Tell {
            card: view.hand[0],
            clue: "moon".into(),
        },
        Task::Submit { cards } => Move::Submit {
            cards: view.hand[..cards].to_vec(),
        },
        _ => {
            let slot = (0..g.public_view().board.len())
                .map(Slot::from_index)
                .find(|s| !view.own_slots.contains(s))
                .unwrap();
            Move::Vote {
                slots: vec![slot],
                red: None,
            }
        }
    }
}

/// Lets every computer due act, as the app does.
fn computers_act(g: &mut HotSeat) {
    while let Some(turn) = g.computer_turn() {
        let one = move_of(g, turn.seat.0);
        assert!(g.submit(Source::Computer, Some(turn.seat), &one).is_ok());
    }
}

#[test]
fn computer_seats_never_get_the_privacy_screen() {
    let mut g = game(&[1, 3]);
    assert_eq!(g.stage(), Stage::Privacy(seat(0)));
    assert_eq!(
        g.computer_turn(),
        None,
        "nobody but the storyteller acts yet"
    );
    g.apply(&GameCommand::ShowPrivate);
    let view = g.player_view(seat(0));
    g.apply(&GameCommand::Move(Move::Tell {
        card: view.hand[0],
        clue: "moon".into(),
    }));
    // Seat 1 is a computer: the laptop goes to seat 2, the computers act on their own.
    assert_eq!(g.stage(), Stage::Privacy(seat(2)));
    let turn = g.computer_turn().unwrap();
    assert_eq!((turn.seat, turn.only_computers_left), (seat(1), false));
    computers_act(&mut g);
    assert_eq!(g.stage(), Stage::Privacy(seat(2)));
    g.apply(&GameCommand::ShowPrivate);
    let command = GameCommand::Move(Move::Submit {
        cards: vec![g.player_view(seat(2)).hand[0]],
    });
    g.apply(&command);
    assert_eq!(g.stage(), Stage::Board);
}

#[test]
fn computers_vote_only_after_start_the_vote() {
    let mut g = game(&[1, 3]);
    g.apply(&GameCommand::ShowPrivate);
    let view = g.player_view(seat(0));
    g.apply(&GameCommand::Move(Move::Tell {
        card: view.hand[0],
        clue: "moon".into(),
    }));
    computers_act(&mut g);
    g.apply(&GameCommand::ShowPrivate);
    let command = GameCommand::Move(Move::Submit {
        cards: vec![g.player_view(seat(2)).hand[0]],
    });
    g.apply(&command);
    // The board is only being shown: the computers' votes are not open yet.
    assert_eq!(g.stage(), Stage::Board);
    assert!(g.state().task_of(seat(1)).is_some(), "seat 1 has a vote");
    assert_eq!(
        g.computer_turn(),
        None,
        "no computer votes before the table's start"
    );
    g.apply(&GameCommand::StartVoting);
    let turn = g
        .computer_turn()
        .expect("a computer votes once the vote starts");
    assert!(matches!(turn.task, Task::Vote { .. }));
}

#[test]
fn a_computer_move_has_the_same_seed_at_the_same_moment_and_another_later() {
    let mut g = game(&[1, 3]);
    g.apply(&GameCommand::ShowPrivate);
    let card = g.player_view(seat(0)).hand[0];
    g.apply(&GameCommand::Move(Move::Tell {
        card,
        clue: "moon".into(),
    }));
    let first = g.computer_turn().unwrap();
    assert_eq!(g.clone().computer_turn(), Some(first));
    let one = move_of(&g, first.seat.0);
    assert!(g.submit(Source::Computer, Some(first.seat), &one).is_ok());
    let next = g.computer_turn().unwrap();
    assert_eq!(next.seat, seat(3));
    assert_ne!(next.seed, first.seed);
}

#[test]
fn undo_takes_back_the_computer_moves_after_the_persons() {
    let mut g = game(&[1]);
    g.apply(&GameCommand::ShowPrivate);
    let before = g.state().clone();
    let card = g.player_view(seat(0)).hand[0];
    g.apply(&GameCommand::Move(Move::Tell {
        card,
        clue: "moon".into(),
    }));
    computers_act(&mut g);
    assert_eq!(
        g.undo_offer(),
        Some(seat(0)),
        "the computer's move kept the undo"
    );
    g.apply(&GameCommand::Undo);
    assert_eq!(
        g.computer_turn(),
        None,
        "computers wait while the undo is asked"
    );
    g.apply(&GameCommand::ShowPrivate);
    assert_eq!(g.state(), &before);
    assert_eq!(g.stage(), Stage::Hand(seat(0)));
}

#[test]
fn a_computer_showing_the_board_ends_the_undo() {
    let mut g = game(&[3]);
    for i in 0..3 {
        g.apply(&GameCommand::ShowPrivate);
        let command = match i {
            0 => GameCommand::Move(Move::Tell {
                card: g.player_view(seat(0)).hand[0],
                clue: "moon".into(),
            }),
            _ => GameCommand::Move(Move::Submit {
                cards: vec![g.player_view(seat(i)).hand[0]],
            }),
        };
        g.apply(&command);
    }
    assert_eq!(g.undo_offer(), Some(seat(2)));
    computers_act(&mut g);
    assert_eq!(g.undo_offer(), None, "the board is out");
    assert_eq!(g.stage(), Stage::Board);
}

#[test]
fn with_a_computer_the_clue_must_be_typed() {
    let mut g = game(&[2]);
    g.apply(&GameCommand::ShowPrivate);
    let tell = Move::Tell {
        card: g.player_view(seat(0)).hand[0],
        clue: "  ".into(),
    };
    let needed = Some(Refusal::ClueNeeded);
    assert_eq!(g.refusal(Source::Laptop, Some(seat(0)), &tell), needed);
    g.apply(&GameCommand::Move(tell.clone()));
    assert_eq!(g.stage(), Stage::Hand(seat(0)), "refused");
    let mut people = game(&[]);
    people.apply(&GameCommand::ShowPrivate);
    let aloud = people.refusal(Source::Laptop, Some(seat(0)), &tell);
    assert_eq!(aloud, None, "said aloud among people");
}

#[test]
fn a_seat_handed_to_the_computer_skips_its_privacy_screen_and_comes_back() {
    let mut g = game(&[]);
    g.set_controller(seat(0), Controller::Computer(Level::Sage));
    assert_eq!(
        g.stage(),
        Stage::Phones,
        "only the computer storyteller acts"
    );
    computers_act(&mut g);
    assert_eq!(g.stage(), Stage::Privacy(seat(1)));
    g.set_controller(seat(1), Controller::Computer(Level::Dreamer));
    assert_eq!(g.stage(), Stage::Privacy(seat(2)));
    g.set_controller(seat(1), Controller::Laptop);
    assert_eq!(
        g.stage(),
        Stage::Privacy(seat(1)),
        "taken back before it acted"
    );
}
