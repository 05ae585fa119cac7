//! Seat changes in the hot-seat flow: before the first turn (around the first draw), at the
//! reveal, their undo while nothing happened since, and the end of a game by the table.

use super::*;
use crate::computer::Level;
use crate::engine::{Action, CardId, GameConfig, Move, PlayerId, RecordedGame, RuleError, RuleSet};

/// A classic game of `n` at the laptop, seat 0 telling first.
fn game(n: u8) -> HotSeat {
    let names = (1..=n).map(|i| format!("P{i}")).collect();
    let deck = (0..120).map(CardId).collect();
    let config = GameConfig::new(RuleSet::Classic, names, deck, 3);
    let mut game = RecordedGame::new(config).unwrap();
    game.apply(Action::ChooseStoryteller {
        player: Some(PlayerId(0)),
    })
    .unwrap();
    HotSeat::start(game, (0..n).map(TokenId).collect())
}

fn newcomer(name: &str, controller: Controller) -> Newcomer {
    Newcomer {
        name: name.to_owned(),
        token: TokenId(9),
        controller,
    }
}

#[test]
fn a_join_before_the_first_turn_keeps_the_first_storyteller_and_deals_a_hand() {
    let mut g = game(3);
    assert!(g.seats_may_change(), "nobody has acted yet");
    let seats = g
        .join(vec![newcomer("Dee", Controller::Laptop)], PlayerId(2))
        .unwrap();
    assert_eq!(seats, [PlayerId(3)]);
    let state = g.state();
    assert_eq!(state.storyteller(), Some(PlayerId(0)));
    assert_eq!(state.hand(PlayerId(3)).len(), state.params().hand_size);
    assert_eq!(g.tokens().len(), 4);
    assert_eq!(g.stage(), Stage::Privacy(PlayerId(0)));
    assert!(matches!(
        g.game().actions(),
        [Action::Join { .. }, Action::ChooseStoryteller { .. }]
    ));
}

#[test]
fn the_last_join_is_taken_back_while_nothing_happened_since() {
    let mut g = game(3);
    g.join(
        vec![newcomer("Dee", Controller::Computer(Level::Sage))],
        PlayerId(0),
    )
    .unwrap();
    assert!(matches!(
        g.seat_change_to_undo(),
        Some(SeatChangeKind::Joined(seats)) if seats == &[PlayerId(3)]
    ));
    assert!(g.undo_seat_change());
    assert_eq!(g.state().player_count(), 3);
    assert_eq!(g.controllers().len(), 3);
    assert_eq!(g.tokens().len(), 3);
    assert_eq!(g.game().actions().len(), 1, "the first draw only");
    assert!(!g.undo_seat_change(), "nothing more to take back");
}

#[test]
fn a_leave_cannot_be_undone_once_a_seat_changed_hands_since() {
    let mut g = game(4);
    g.leave(PlayerId(3)).unwrap();
    assert!(g.seat_change_to_undo().is_some());
    g.set_controller(PlayerId(1), Controller::Computer(Level::Teller));
    assert!(g.seat_change_to_undo().is_none());
    assert!(!g.undo_seat_change());
    assert!(!g.is_present(PlayerId(3)));
}

#[test]
fn no_join_or_leave_mid_turn() {
    let mut g = game(4);
    g.apply(&GameCommand::ShowPrivate);
    let card = g.player_view(PlayerId(0)).hand[0];
    g.apply(&GameCommand::Move(Move::Tell {
        card,
        clue: "sea".into(),
    }));
    assert!(!g.seats_may_change());
    assert_eq!(g.leave(PlayerId(2)), Err(RuleError::NotBetweenTurns));
    let dee = vec![newcomer("Dee", Controller::Laptop)];
    assert_eq!(g.join(dee, PlayerId(0)), Err(RuleError::NotBetweenTurns));
    assert_eq!(g.tokens().len(), 4);
}

#[test]
fn a_leave_below_the_minimum_is_refused_and_the_table_may_end_the_game() {
    let mut g = game(3);
    let refusal = g.seat_change_refusal(&Action::Leave {
        player: PlayerId(1),
    });
    assert!(matches!(refusal, Some(RuleError::TooFewPlayers { min: 3 })));
    g.end_game(Some(PlayerId(1))).unwrap();
    assert_eq!(g.stage(), Stage::End);
    let state = g.state();
    assert!(!state.is_present(PlayerId(1)));
    assert!(!state.winners().is_empty());
    assert!(g.seat_change_to_undo().is_none());
}
