//! Every transition of the hot-seat flow: privacy screens between private turns, the board
//! before the votes, the reveal, the end, stale and illegal commands, undo and resuming.

use super::*;
use crate::engine::{
    Action, CardId, EndCondition, GameConfig, Move, Phase, PlayerId, RecordedGame, RuleSet, Slot,
};

fn game(rules: RuleSet, players: usize) -> HotSeat {
    let names = (1..=players).map(|i| format!("P{i}")).collect();
    let deck = (0..96).map(CardId).collect();
    let mut config = GameConfig::new(rules, names, deck, 3);
    config.end = EndCondition::TargetScore(30);
    let mut state = RecordedGame::new(config).unwrap();
    state
        .apply(Action::ChooseStoryteller {
            player: Some(PlayerId(0)),
        })
        .unwrap();
    let tokens = (0..players as u8).map(TokenId).collect();
    HotSeat::start(state, tokens)
}

pub(super) fn seat(i: u8) -> PlayerId {
    PlayerId(i)
}

/// Confirms on the privacy screen of `i` and checks the private screen that follows.
fn confirm(g: &mut HotSeat, i: u8) {
    assert_eq!(g.stage(), Stage::Privacy(seat(i)));
    g.apply(&GameCommand::ShowPrivate);
    assert!(matches!(g.stage(), Stage::Hand(s) | Stage::Vote(s) if s == seat(i)));
}

fn tell(g: &mut HotSeat) {
    confirm(g, 0);
    let card = g.player_view(seat(0)).hand[0];
    g.apply(&GameCommand::Move(Move::Tell {
        card,
        clue: "moon".to_owned(),
    }));
}

fn submit(g: &mut HotSeat, i: u8) {
    confirm(g, i);
    let hand = g.player_view(seat(i)).hand;
    let n = g.public_view().params.cards_per_submission;
    g.apply(&GameCommand::Move(Move::Submit {
        cards: hand[..n].to_vec(),
    }));
}

fn vote(g: &mut HotSeat, i: u8) {
    confirm(g, i);
    let own = g.player_view(seat(i)).own_slots;
    let slot = (0..g.public_view().board.len())
        .map(Slot::from_index)
        .find(|s| !own.contains(s))
        .unwrap();
    g.apply(&GameCommand::Move(Move::Vote {
        slots: vec![slot],
        red: None,
    }));
}

/// Plays a 4-player turn up to the board.
fn to_board(g: &mut HotSeat) {
    tell(g);
    for i in 1..4 {
        submit(g, i);
    }
    assert_eq!(g.stage(), Stage::Board);
}

#[test]
fn a_new_game_opens_on_the_storytellers_privacy_screen() {
    let g = game(RuleSet::Classic, 4);
    assert_eq!(g.stage(), Stage::Privacy(seat(0)));
    assert_eq!(g.revision(), 0);
    assert_eq!(g.tokens()[3], TokenId(3));
}

#[test]
fn confirming_shows_the_hand_while_telling_and_submitting() {
    let mut g = game(RuleSet::Classic, 4);
    g.apply(&GameCommand::ShowPrivate);
    assert_eq!(g.stage(), Stage::Hand(seat(0)));
}

#[test]
fn each_private_move_passes_the_laptop_clockwise() {
    let mut g = game(RuleSet::Classic, 4);
    tell(&mut g);
    assert_eq!(g.stage(), Stage::Privacy(seat(1)));
    assert_eq!(g.revision(), 1);
    submit(&mut g, 1);
    assert_eq!(g.stage(), Stage::Privacy(seat(2)));
    submit(&mut g, 2);
    submit(&mut g, 3);
    // The last card in: the table sees the board before anyone votes.
    assert_eq!(g.stage(), Stage::Board);
}

#[test]
fn the_vote_starts_after_the_board_and_ends_at_the_reveal() {
    let mut g = game(RuleSet::Classic, 4);
    to_board(&mut g);
    g.apply(&GameCommand::StartVoting);
    assert_eq!(g.stage(), Stage::Privacy(seat(1)));
    g.apply(&GameCommand::ShowPrivate);
    assert_eq!(g.stage(), Stage::Vote(seat(1)));
    let own = g.player_view(seat(1)).own_slots;
    let slot = (0..4)
        .map(Slot::from_index)
        .find(|s| !own.contains(s))
        .unwrap();
    g.apply(&GameCommand::Move(Move::Vote {
        slots: vec![slot],
        red: None,
    }));
    assert_eq!(g.stage(), Stage::Privacy(seat(2)));
    vote(&mut g, 2);
    vote(&mut g, 3);
    assert_eq!(g.stage(), Stage::Reveal);
}

#[test]
fn the_next_turn_goes_to_the_next_storyteller() {
    let mut g = game(RuleSet::Classic, 4);
    to_board(&mut g);
    g.apply(&GameCommand::StartVoting);
    for i in 1..4 {
        vote(&mut g, i);
    }
    g.apply(&GameCommand::Move(Move::NextTurn));
    assert_eq!(g.stage(), Stage::Privacy(seat(1)));
    assert_eq!(g.public_view().turn, 2);
}

#[test]
fn the_game_ends_on_the_end_stage() {
    let names = (1..=3).map(|i| format!("P{i}")).collect();
    let deck = (0..96).map(CardId).collect();
    let mut config = GameConfig::new(RuleSet::Classic, names, deck, 3);
    config.end = EndCondition::TargetScore(1);
    let mut state = RecordedGame::new(config).unwrap();
    state
        .apply(Action::ChooseStoryteller {
            player: Some(seat(0)),
        })
        .unwrap();
    let mut g = HotSeat::start(state, vec![TokenId(0), TokenId(1), TokenId(2)]);
    tell(&mut g);
    submit(&mut g, 1);
    submit(&mut g, 2);
    g.apply(&GameCommand::StartVoting);
    vote(&mut g, 1);
    vote(&mut g, 2);
    assert_eq!(g.stage(), Stage::Reveal);
    assert!(g.public_view().final_turn);
    g.apply(&GameCommand::Move(Move::NextTurn));
    assert_eq!(g.stage(), Stage::End);
}

#[test]
fn three_players_hand_in_two_cards_each() {
    let mut g = game(RuleSet::Classic, 3);
    tell(&mut g);
    submit(&mut g, 1);
    submit(&mut g, 2);
    assert_eq!(g.stage(), Stage::Board);
    assert_eq!(g.public_view().board.len(), 5);
}

#[test]
fn a_command_that_does_not_belong_to_the_stage_changes_nothing() {
    let mut g = game(RuleSet::Classic, 4);
    let before = g.state().clone();
    for command in [
        GameCommand::StartVoting,
        GameCommand::Move(Move::NextTurn),
        GameCommand::Move(Move::Vote {
            slots: vec![Slot(1)],
            red: None,
        }),
        GameCommand::Move(Move::Tell {
            card: g.player_view(seat(0)).hand[0],
            clue: String::new(),
        }),
        GameCommand::KeepMove,
        GameCommand::Undo,
    ] {
        g.apply(&command);
        assert_eq!(g.stage(), Stage::Privacy(seat(0)), "{command:?}");
    }
    assert_eq!(g.state(), &before);
    assert_eq!(g.revision(), 0);
}

#[test]
fn an_illegal_move_is_kept_as_the_error_and_changes_nothing() {
    let mut g = game(RuleSet::Classic, 4);
    g.apply(&GameCommand::ShowPrivate);
    let not_in_hand = g.player_view(seat(1)).hand[0];
    let one = Move::Tell {
        card: not_in_hand,
        clue: String::new(),
    };
    assert!(g.refusal(Source::Laptop, Some(seat(0)), &one).is_some());
    let before = g.state().clone();
    g.apply(&GameCommand::Move(one));
    assert!(g.error().is_some());
    assert_eq!(g.stage(), Stage::Hand(seat(0)));
    assert_eq!(g.state(), &before);
    // A legal move clears the error.
    let card = g.player_view(seat(0)).hand[0];
    let legal = Move::Tell {
        card,
        clue: String::new(),
    };
    assert_eq!(g.refusal(Source::Laptop, Some(seat(0)), &legal), None);
    g.apply(&GameCommand::Move(legal));
    assert!(g.error().is_none());
}

#[test]
fn a_move_can_be_taken_back_until_the_next_player_confirms() {
    let mut g = game(RuleSet::Classic, 4);
    let before = g.state().clone();
    tell(&mut g);
    assert_eq!(g.undo_offer(), Some(seat(0)));
    g.apply(&GameCommand::Undo);
    // Asking shows the mover's privacy screen; nothing is restored yet.
    assert_eq!(g.stage(), Stage::Privacy(seat(0)));
    assert!(g.undo_asked());
    assert_eq!(g.undo_offer(), None);
    assert_ne!(g.state(), &before);
    g.apply(&GameCommand::ShowPrivate);
    assert_eq!(g.state(), &before);
    assert_eq!(g.stage(), Stage::Hand(seat(0)));
    assert_eq!(g.undo_offer(), None);
}

#[test]
fn keeping_the_move_returns_to_the_next_player() {
    let mut g = game(RuleSet::Classic, 4);
    tell(&mut g);
    let after = g.state().clone();
    g.apply(&GameCommand::Undo);
    g.apply(&GameCommand::KeepMove);
    assert_eq!(g.stage(), Stage::Privacy(seat(1)));
    assert_eq!(g.state(), &after);
    assert_eq!(g.undo_offer(), Some(seat(0)));
}

#[test]
fn the_next_players_confirmation_ends_the_undo() {
    let mut g = game(RuleSet::Classic, 4);
    tell(&mut g);
    g.apply(&GameCommand::ShowPrivate);
    assert_eq!(g.stage(), Stage::Hand(seat(1)));
    assert_eq!(g.undo_offer(), None);
}

#[test]
fn the_last_card_and_the_last_vote_cannot_be_taken_back() {
    let mut g = game(RuleSet::Classic, 4);
    to_board(&mut g);
    assert_eq!(g.undo_offer(), None);
    g.apply(&GameCommand::StartVoting);
    vote(&mut g, 1);
    assert_eq!(g.undo_offer(), Some(seat(1)));
    vote(&mut g, 2);
    vote(&mut g, 3);
    assert_eq!(g.stage(), Stage::Reveal);
    assert_eq!(g.undo_offer(), None);
}

#[test]
fn resuming_shows_the_board_again_only_if_nobody_voted() {
    let mut g = game(RuleSet::Classic, 4);
    to_board(&mut g);
    g.apply(&GameCommand::StartVoting);
    let untouched = HotSeat::resume(g.game().clone(), g.tokens().to_vec());
    assert_eq!(untouched.stage(), Stage::Board);
    vote(&mut g, 1);
    let voting = HotSeat::resume(g.game().clone(), g.tokens().to_vec());
    assert_eq!(voting.stage(), Stage::Privacy(seat(2)));
    vote(&mut g, 2);
    vote(&mut g, 3);
    let reveal = HotSeat::resume(g.game().clone(), g.tokens().to_vec());
    assert_eq!(reveal.stage(), Stage::Reveal);
}

#[test]
fn resuming_mid_turn_opens_a_privacy_screen_never_a_hand() {
    let mut g = game(RuleSet::Classic, 4);
    tell(&mut g);
    submit(&mut g, 1);
    let resumed = HotSeat::resume(g.game().clone(), g.tokens().to_vec());
    assert_eq!(resumed.stage(), Stage::Privacy(seat(2)));
    assert_eq!(resumed.undo_offer(), None);
}

#[test]
fn party_starts_with_the_blind_clue_and_team_with_the_storyteller() {
    let party = game(RuleSet::Party, 6);
    assert_eq!(party.public_view().phase, Phase::Clue);
    assert_eq!(party.stage(), Stage::Privacy(seat(0)));
    let team = game(RuleSet::Team, 6);
    assert_eq!(team.stage(), Stage::Privacy(seat(0)));
}

#[test]
fn next_to_act_goes_clockwise_from_the_storyteller() {
    let mut g = game(RuleSet::Classic, 4);
    tell(&mut g);
    assert_eq!(next_to_act(&g.public_view()), Some(seat(1)));
    submit(&mut g, 1);
    assert_eq!(next_to_act(&g.public_view()), Some(seat(2)));
}
