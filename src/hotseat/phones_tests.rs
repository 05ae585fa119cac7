//! Seats on phones in the hot-seat flow: which screen the laptop shows when some seats play
//! on phones, phones' moves arriving at any time, undo beside them, seats coming back.

use super::*;
use crate::engine::{
    Action, CardId, EndCondition, GameConfig, Move, PlayerId, RecordedGame, RuleSet, Slot,
};

fn seat(i: u8) -> PlayerId {
    PlayerId(i)
}

/// A classic game of four, `phones` on phones, seat 0 telling first.
fn game(phones: &[u8]) -> HotSeat {
    let names = (1..=4).map(|i| format!("P{i}")).collect();
    let deck = (0..96).map(CardId).collect();
    let mut config = GameConfig::new(RuleSet::Classic, names, deck, 3);
    config.end = EndCondition::TargetScore(30);
    let mut game = RecordedGame::new(config).unwrap();
    game.apply(Action::ChooseStoryteller {
        player: Some(seat(0)),
    })
    .unwrap();
    let mut hotseat = HotSeat::start(game, (0..4).map(TokenId).collect());
    for i in phones {
        hotseat.set_on_phone(seat(*i), true);
    }
    hotseat
}

/// `i`'s move at the laptop: confirm on its privacy screen, then its task.
fn at_laptop(g: &mut HotSeat, i: u8) {
    assert_eq!(g.stage(), Stage::Privacy(seat(i)));
    g.apply(&GameCommand::ShowPrivate);
    let command = move_of(g, i);
    g.apply(&command);
}

/// The move `i` makes now (first card of the hand, or a vote for a card not theirs).
fn move_of(g: &HotSeat, i: u8) -> GameCommand {
    let view = g.player_view(seat(i));
    match g.state().phase() {
        crate::engine::Phase::Telling => GameCommand::Move(Move::Tell {
            card: view.hand[0],
            clue: "moon".to_owned(),
        }),
        crate::engine::Phase::Submitting => GameCommand::Move(Move::Submit {
            cards: vec![view.hand[0]],
        }),
        _ => {
            let slot = (0..g.public_view().board.len())
                .map(Slot::from_index)
                .find(|s| !view.own_slots.contains(s))
                .unwrap();
            GameCommand::Move(Move::Vote {
                slots: vec![slot],
                red: None,
            })
        }
    }
}

/// `i`'s move from its phone.
fn from_phone(g: &mut HotSeat, i: u8) {
    let GameCommand::Move(one) = move_of(g, i) else {
        unreachable!("a move")
    };
    g.submit(Source::Phone, Some(seat(i)), &one).unwrap();
}

#[test]
fn seats_on_phones_never_get_the_laptops_privacy_screen() {
    let mut g = game(&[1, 2]);
    at_laptop(&mut g, 0);
    assert_eq!(g.stage(), Stage::Privacy(seat(3)), "1 and 2 play on phones");
    at_laptop(&mut g, 3);
    assert_eq!(g.stage(), Stage::Phones, "only phones still submit");
    from_phone(&mut g, 1);
    assert_eq!(g.stage(), Stage::Phones);
    from_phone(&mut g, 2);
    assert_eq!(g.stage(), Stage::Board);
}

#[test]
fn a_storyteller_on_a_phone_leaves_the_laptop_waiting() {
    let mut g = game(&[0]);
    assert_eq!(g.stage(), Stage::Phones);
    from_phone(&mut g, 0);
    assert_eq!(g.stage(), Stage::Privacy(seat(1)));
}

#[test]
fn a_phones_move_does_not_pull_a_private_turn_from_under_its_player() {
    let mut g = game(&[1]);
    at_laptop(&mut g, 0);
    assert_eq!(g.stage(), Stage::Privacy(seat(2)));
    g.apply(&GameCommand::ShowPrivate);
    assert_eq!(g.stage(), Stage::Hand(seat(2)));
    from_phone(&mut g, 1);
    assert_eq!(g.stage(), Stage::Hand(seat(2)), "2 is still choosing");
    let revision = g.revision();
    let command = move_of(&g, 2);
    g.apply(&command);
    assert_eq!(g.revision(), revision + 1);
    assert_eq!(g.stage(), Stage::Privacy(seat(3)));
}

#[test]
fn a_refused_phone_move_changes_nothing() {
    let mut g = game(&[1]);
    at_laptop(&mut g, 0);
    let before = (g.stage(), g.revision(), g.record().clone());
    let wrong = Move::Vote {
        slots: vec![Slot::from_index(0)],
        red: None,
    };
    assert!(g.submit(Source::Phone, Some(seat(1)), &wrong).is_err());
    let stolen = Move::Submit {
        cards: vec![g.player_view(seat(2)).hand[0]],
    };
    assert!(
        g.submit(Source::Phone, Some(seat(1)), &stolen).is_err(),
        "a card from another hand"
    );
    assert_eq!((g.stage(), g.revision(), g.record().clone()), before);
}

#[test]
fn the_laptops_last_move_can_be_taken_back_while_only_phones_play_until_a_phone_moves() {
    let mut g = game(&[1, 2]);
    at_laptop(&mut g, 0);
    at_laptop(&mut g, 3);
    assert_eq!(g.stage(), Stage::Phones);
    assert_eq!(g.undo_offer(), Some(seat(3)));
    g.apply(&GameCommand::Undo);
    assert_eq!(g.stage(), Stage::Privacy(seat(3)));
    g.apply(&GameCommand::ShowPrivate);
    assert_eq!(g.stage(), Stage::Hand(seat(3)), "the move was taken back");
    assert!(g.state().task_of(seat(3)).is_some());
    let command = move_of(&g, 3);
    g.apply(&command);
    assert_eq!(g.undo_offer(), Some(seat(3)));
    from_phone(&mut g, 1);
    assert_eq!(g.undo_offer(), None, "the phone's move is the last one now");
}

#[test]
fn a_seat_brought_back_to_the_laptop_gets_its_privacy_screen() {
    let mut g = game(&[1, 2, 3]);
    at_laptop(&mut g, 0);
    assert_eq!(g.stage(), Stage::Phones);
    g.set_on_phone(seat(2), false);
    assert_eq!(g.stage(), Stage::Privacy(seat(2)));
    g.set_on_phone(seat(1), false);
    assert_eq!(
        g.stage(),
        Stage::Privacy(seat(1)),
        "nobody confirmed yet: 1 is first"
    );
    g.apply(&GameCommand::ShowPrivate);
    g.set_on_phone(seat(1), true);
    assert_eq!(
        g.stage(),
        Stage::Hand(seat(1)),
        "a private turn showing stays"
    );
}

#[test]
fn phones_vote_while_the_table_still_looks_at_the_board() {
    let mut g = game(&[1, 2]);
    at_laptop(&mut g, 0);
    at_laptop(&mut g, 3);
    from_phone(&mut g, 1);
    from_phone(&mut g, 2);
    assert_eq!(g.stage(), Stage::Board);
    from_phone(&mut g, 1);
    assert_eq!(
        g.stage(),
        Stage::Board,
        "the board stays until the table moves on"
    );
    g.apply(&GameCommand::StartVoting);
    assert_eq!(g.stage(), Stage::Privacy(seat(3)));
    at_laptop(&mut g, 3);
    assert_eq!(g.stage(), Stage::Phones);
    from_phone(&mut g, 2);
    assert_eq!(g.stage(), Stage::Reveal);
}

#[test]
fn a_phone_takes_back_its_move_until_anyone_moves_or_the_table_saw_something_new() {
    let mut g = game(&[1, 2, 3]);
    at_laptop(&mut g, 0);
    assert_eq!(g.stage(), Stage::Phones);
    from_phone(&mut g, 1);
    assert!(may_take_back(g.state(), g.game().actions(), seat(1)));
    assert!(
        !may_take_back(g.state(), g.game().actions(), seat(2)),
        "not 2's move"
    );
    let revision = g.revision();
    assert!(g.take_back(seat(1)).is_ok());
    assert_eq!(g.revision(), revision + 1);
    assert!(g.state().task_of(seat(1)).is_some(), "1 chooses again");
    from_phone(&mut g, 1);
    from_phone(&mut g, 2);
    assert!(g.take_back(seat(1)).is_err(), "2 moved since");
    from_phone(&mut g, 3);
    assert_eq!(g.stage(), Stage::Board);
    assert!(
        g.take_back(seat(3)).is_err(),
        "the last card showed the board"
    );
    g.apply(&GameCommand::StartVoting);
    from_phone(&mut g, 1);
    from_phone(&mut g, 2);
    from_phone(&mut g, 3);
    assert!(
        g.take_back(seat(3)).is_err(),
        "the last vote showed the reveal"
    );
}

#[test]
fn the_storytellers_phone_takes_back_the_clue_and_the_laptop_waits_again() {
    let mut g = game(&[0]);
    from_phone(&mut g, 0);
    assert_eq!(g.stage(), Stage::Privacy(seat(1)));
    assert!(g.take_back(seat(0)).is_ok());
    assert_eq!(g.stage(), Stage::Phones, "the storyteller chooses again");
}
