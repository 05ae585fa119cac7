//! Replay benchmark: the longest save a game makes (classic rules, 12 players, to 30 points)
//! replayed through the engine, and loaded from text in the current format and in the old
//! one (the whole state, rebuilt into moves and checked).
//! Run with `cargo bench --bench replay`; prints medians over 200 runs each.
#![expect(
    clippy::expect_used,
    reason = "a benchmark set-up that cannot go on without its game"
)]

use fabula::engine::{CardId, GameConfig, GameRng, GameState, RecordedGame, RuleSet};
use fabula::persist::{CardRef, SaveFile, SavedPlayer};
use serde::Serialize;
use std::time::{Duration, Instant};

const RUNS: usize = 200;

/// A 12-player classic game played at random to its end (someone reaches 30).
fn longest_game(seed: u64) -> RecordedGame {
    let names = (1..=12).map(|i| format!("Player {i}")).collect();
    let deck = (0..84).map(CardId).collect();
    let mut game =
        RecordedGame::new(GameConfig::new(RuleSet::Classic, names, deck, seed)).expect("set-up");
    let mut chooser = GameRng::new(seed);
    while let Some(action) = game.state().random_action(&mut chooser) {
        game.apply(action).expect("legal");
    }
    game
}

/// The layout of a version 1 save (the whole state), as older versions wrote it.
#[derive(Serialize)]
struct SaveV1<'a> {
    kind: &'static str,
    version: u32,
    saved_at: u64,
    players: &'a [SavedPlayer],
    cards: &'a [CardRef],
    game: &'a GameState,
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn time(mut run: impl FnMut()) -> Duration {
    run();
    median(
        (0..RUNS)
            .map(|_| {
                let start = Instant::now();
                run();
                start.elapsed()
            })
            .collect(),
    )
}

fn main() {
    // The longest of a few games: the one with the most moves.
    let game = (1..=8)
        .map(longest_game)
        .max_by_key(|g| g.actions().len())
        .expect("games");
    let state = game.state();
    let players: Vec<SavedPlayer> = state
        .players()
        .map(|p| SavedPlayer {
            name: state.name(p).to_owned(),
            token: p.0,
        })
        .collect();
    let cards: Vec<CardRef> = state
        .config()
        .deck
        .iter()
        .map(|id| CardRef {
            id: *id,
            deck: "Odyssey".to_owned(),
            hash: format!("{:016x}", u64::from(id.0) * 0x9e37_79b9),
        })
        .collect();
    let v1 = ron::ser::to_string_pretty(
        &SaveV1 {
            kind: "save",
            version: 1,
            saved_at: 0,
            players: &players,
            cards: &cards,
            game: state,
        },
        ron::ser::PrettyConfig::default(),
    )
    .expect("old format");
    let turns = state.turn_number();
    let moves = game.actions().len();
    let save = SaveFile::new(game.clone(), players, cards, 0);
    let v2 = save.to_text().expect("new format");

    let replay = time(|| {
        let replayed = game.record().replay().expect("replays");
        assert_eq!(replayed.turn_number(), turns);
    });
    let load_v2 = time(|| {
        SaveFile::parse(&v2).expect("loads");
    });
    let load_v1 = time(|| {
        SaveFile::parse(&v1).expect("loads");
    });
    println!(
        "game: classic, 12 players, {turns} turns, {moves} moves, to {:?}",
        state.scores().iter().max()
    );
    println!(
        "replay: {:.3} ms ({:.2} M moves/s)",
        replay.as_secs_f64() * 1e3,
        moves as f64 / replay.as_secs_f64() / 1e6
    );
    println!(
        "load, format 2 ({} KB): {:.3} ms",
        v2.len() / 1000,
        load_v2.as_secs_f64() * 1e3
    );
    println!(
        "load, format 1 ({} KB, rebuilt into moves): {:.3} ms",
        v1.len() / 1000,
        load_v1.as_secs_f64() * 1e3
    );
}
