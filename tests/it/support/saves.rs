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

/// The fields of the state that Fabula added after format 1: version 1 files never hold them.
const FIELDS_AFTER_FORMAT_1: [&str; 4] = ["claims", "table", "team_names", "cards_on_table"];

/// The save as version 1 wrote it, on one line (so tests can edit it by text): today's state
/// without the fields format 1 did not have.
pub fn v1_text(save: &SaveFile) -> String {
    let text = ron::to_string(&SaveV1 {
        kind: "save",
        version: 1,
        saved_at: save.saved_at,
        players: &save.players,
        cards: &save.cards,
        game: save.game.state(),
    })
    .expect("serialize");
    FIELDS_AFTER_FORMAT_1
        .iter()
        .fold(text, |text, field| without_field(&text, field))
}

/// `text` (compact RON) without every struct field `name` and its value.
fn without_field(text: &str, name: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    let key = format!("{name}:");
    while let Some(at) = rest.find(&key) {
        out.push_str(&rest[..at]);
        if !out.ends_with(['(', ',']) {
            out.push_str(&key);
            rest = &rest[at + key.len()..];
            continue;
        }
        // Skip the value: up to the comma or closing bracket at its own depth.
        let value = &rest[at + key.len()..];
        let (mut depth, mut in_string, mut escaped) = (0i32, false, false);
        let mut end = value.len();
        for (i, c) in value.char_indices() {
            if in_string {
                (in_string, escaped) = (escaped || c != '"', !escaped && c == '\\');
                continue;
            }
            match c {
                '"' => in_string = true,
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' if depth == 0 => {
                    end = i;
                    break;
                }
                ')' | ']' | '}' => depth -= 1,
                ',' if depth == 0 => {
                    end = i + 1;
                    break;
                }
                _ => {}
            }
        }
        rest = &value[end..];
        if out.ends_with(',') && rest.starts_with([')', ']']) {
            out.pop();
        }
    }
    out.push_str(rest);
    out
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
