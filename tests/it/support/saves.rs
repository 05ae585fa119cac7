//! What the save tests share: games played at random, their saves, and the same saves in the
//! old format (version 1, the engine's whole state), as earlier versions of Fabula wrote them.

use super::games::{deck, names};
use fabula::engine::{GameConfig, GameRng, GameState, RecordedGame, RuleSet};
use fabula::persist::{CardRef, SaveFile, SavedPlayer};
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
