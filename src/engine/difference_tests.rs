//! Each stored fact that does not follow from the moves is named as itself, never blamed on
//! another (a state with a field missing once blamed the random number generator).

use super::*;
use crate::engine::{CardId, GameConfig, GameRng, Phase, PlayerId, RuleSet, Scorer, Slot};

/// A change made to a stored state, and one made to its turn.
type StateChange = fn(&mut GameState);
type TurnChange = fn(&mut Turn);

/// A classic five-player game in the vote of its third turn, and its moves.
fn voting() -> RecordedGame {
    let names = (1..=5).map(|i| format!("P{i}")).collect();
    let config = GameConfig::new(RuleSet::Classic, names, (0..84).map(CardId).collect(), 9);
    let mut game = RecordedGame::new(config).unwrap();
    let mut chooser = GameRng::new(3);
    while !(game.state().turn_number() == 3 && game.state().phase() == Phase::Voting) {
        let action = game.state().random_action(&mut chooser).unwrap();
        game.apply(action).unwrap();
    }
    game
}

/// What the comparison says of `stored` against the game's own state.
fn named(game: &RecordedGame, stored: &GameState) -> String {
    match finish(game.clone(), stored) {
        Ok(_) => "nothing".to_owned(),
        Err(RebuildError::Differs { what, .. }) => what.to_owned(),
        Err(other) => panic!("not a difference: {other}"),
    }
}

#[test]
fn the_same_state_is_no_difference() {
    let game = voting();
    assert_eq!(named(&game, &game.state().clone()), "nothing");
}

#[test]
fn every_field_of_the_state_is_named_as_itself() {
    let game = voting();
    let cases: [(StateChange, &str); 12] = [
        (|s| s.config.team_names.push("A".into()), "the set-up"),
        (|s| s.params.hand_size += 1, "the rule parameters"),
        (|s| s.phase = Phase::Reveal, "the phase of the game"),
        (|s| s.scores[0] += 1, "the scores"),
        (
            |s| s.tellings[0] += 1,
            "the number of turns each player told",
        ),
        (
            |s| s.winners.push(Scorer::Player(PlayerId(0))),
            "the winners",
        ),
        (|s| s.hands[1].reverse(), "the hands"),
        (|s| s.draw.reverse(), "the draw and discard piles"),
        (|s| s.history[0].clue.push('!'), "the round history"),
        (
            |s| s.table.latecomers.push("Late".into()),
            "the players who joined or left",
        ),
        (
            |s| s.rng = GameRng::new(12345),
            "the state of the random number generator",
        ),
        (|s| s.turn = None, "the turn number"),
    ];
    for (tamper, expected) in cases {
        let mut stored = game.state().clone();
        tamper(&mut stored);
        assert_eq!(named(&game, &stored), expected);
    }
}

#[test]
fn every_field_of_the_turn_is_named_as_itself() {
    let game = voting();
    let cases: [(TurnChange, &str); 7] = [
        (|t| t.number += 1, "the turn number"),
        (
            |t| t.storyteller = PlayerId((t.storyteller.0 + 1) % 5),
            "the storyteller of the turn",
        ),
        (|t| t.board.reverse(), "the board"),
        (|t| t.voted[0] = !t.voted[0], "the votes of the turn"),
        (
            |t| t.submissions[0].push(CardId(999)),
            "the cards handed in this turn",
        ),
        (
            |t| t.claims[0].push(Slot(1)),
            "the places claimed this turn",
        ),
        (
            |t| t.clue = Some("else".into()),
            "the clue or points of the turn",
        ),
    ];
    for (tamper, expected) in cases {
        let mut stored = game.state().clone();
        tamper(stored.turn.as_mut().unwrap());
        assert_eq!(named(&game, &stored), expected);
    }
}

#[test]
fn a_turn_saved_before_companion_mode_means_nobody_claimed() {
    let game = voting();
    let mut stored = game.state().clone();
    stored.turn.as_mut().unwrap().claims.clear();
    assert_eq!(named(&game, &stored), "the places claimed this turn");
    let upgraded = stored.with_fields_older_saves_lack();
    assert_eq!(named(&game, &upgraded), "nothing");
    assert_eq!(upgraded.rebuild_record().unwrap().state(), game.state());
}
