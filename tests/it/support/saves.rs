//! What the save tests share: games played at random, their saves, the same saves in the old
//! format (version 1, the engine's whole state) as earlier versions of Fabula wrote them, and
//! how a refusal of a contradicting save is told apart.

use super::games::{deck, names};
use fabula::engine::{
    Action, GameConfig, GameRng, GameState, Phase, PlayerId, RecordedGame, RuleSet,
};
use fabula::persist::{CardRef, LoadError, SaveFile, SavedPlayer};
use serde::Serialize;

/// A game of `rules` with `players`, `actions` random legal actions in.
pub fn played(rules: RuleSet, players: usize, actions: usize) -> RecordedGame {
    let config = GameConfig::new(rules, names(players), deck(84), 77);
    let mut game = RecordedGame::new(config).expect("valid config");
    let mut chooser = GameRng::new(5);
    for _ in 0..actions {
        let Some(action) = game.state().random_action(&mut chooser) else {
            break;
        };
        game.apply(action).expect("legal");
    }
    game
}

/// A save of `game`: tokens by seat, cards from two decks ("Dreams" even, "Odyssey" odd).
pub fn save_of(game: RecordedGame) -> SaveFile {
    let state = game.state();
    let players = state
        .players()
        .map(|p| SavedPlayer {
            name: state.name(p).to_owned(),
            token: p.0,
            computer: None,
            set_up_as_computer: None,
        })
        .collect();
    let cards = state
        .config()
        .deck
        .iter()
        .map(|id| CardRef {
            id: *id,
            deck: if id.0 % 2 == 0 {
                "Dreams".into()
            } else {
                "Odyssey".into()
            },
            hash: format!("h{}", id.0),
        })
        .collect();
    SaveFile::new(game, players, cards, 1_700_000_000)
}

/// The save's text in the current format.
pub fn text_of(save: &SaveFile) -> String {
    save.to_text().expect("a save of a valid game")
}

/// The layout of a version 1 save.
#[derive(Serialize)]
struct SaveV1<'a> {
    kind: &'static str,
    version: u32,
    saved_at: u64,
    players: &'a [SavedPlayer],
    cards: &'a [CardRef],
    game: &'a GameState,
}

/// The save as version 1 wrote it, on one line (so tests can edit it by text).
pub fn v1_text(save: &SaveFile) -> String {
    ron::to_string(&SaveV1 {
        kind: "save",
        version: 1,
        saved_at: save.saved_at,
        players: &save.players,
        cards: &save.cards,
        game: save.game.state(),
    })
    .expect("serialize")
}

/// A classic four-player game in the vote of its second turn, one vote cast.
pub fn voting_in_turn_two() -> RecordedGame {
    let config = GameConfig::new(RuleSet::Classic, names(4), deck(84), 21);
    let mut game = RecordedGame::new(config).expect("valid");
    game.apply(Action::ChooseStoryteller {
        player: Some(PlayerId(1)),
    })
    .expect("start");
    let mut chooser = GameRng::new(4);
    loop {
        let state = game.state();
        let voted = state.players().filter(|p| state.has_acted(*p)).count();
        // In the vote, the storyteller counts as done: one more is one vote cast.
        if state.turn_number() == 2 && state.phase() == Phase::Voting && voted == 2 {
            return game;
        }
        let action = state.random_action(&mut chooser).expect("playing");
        game.apply(action).expect("legal");
    }
}

/// Refused with a move named: returns the move's number and what was said about it.
pub fn refused_at_move(text: &str) -> (usize, String) {
    match SaveFile::parse(text) {
        Err(LoadError::Contradiction { number, detail }) => (number, detail),
        Err(other) => panic!("refused, but without naming a move: {other}"),
        Ok(_) => panic!("a contradiction loaded"),
    }
}

/// Refused as inconsistent parts: returns the reason.
pub fn refused_parts(text: &str) -> String {
    match SaveFile::parse(text) {
        Err(LoadError::Inconsistent(reason)) => reason,
        Err(other) => panic!("refused for another reason: {other}"),
        Ok(_) => panic!("a contradiction loaded"),
    }
}
