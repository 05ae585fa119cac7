//! Replay benchmark: the longest save a game makes (classic rules, 12 players, to 30 points,
//! played so that points come as slowly as the rules allow) replayed through the engine, and
//! loaded from text in the current format and in the old one (the whole state, rebuilt into
//! moves and checked).
//! Run with `cargo bench --bench replay`; prints medians over 200 runs each. With
//! `FABULA_BENCH_SAVES=DIR` it also writes both files there, for timing `fabula load-check`.
#![expect(
    clippy::expect_used,
    reason = "a benchmark set-up that cannot go on without its game"
)]

use fabula::engine::{
    Action, CardId, GameConfig, GameState, Phase, PlayerId, RecordedGame, RuleSet,
};
use fabula::persist::{CardRef, SaveFile, SavedPlayer};
use serde::Serialize;
use std::time::{Duration, Instant};

const RUNS: usize = 200;

/// A 12-player classic game to 30 points, as long as it can be: every turn exactly one
/// voter finds the storyteller's card (3 for the storyteller, 4 for the finder), the other
/// voters all vote for one player's card (3, capped) and that player for another's (1): 11
/// points a turn, always to those with the fewest, so the lead grows as slowly as it can.
fn longest_game() -> RecordedGame {
    let names = (1..=12).map(|i| format!("Player {i}")).collect();
    let deck = (0..84).map(CardId).collect();
    let mut game =
        RecordedGame::new(GameConfig::new(RuleSet::Classic, names, deck, 7)).expect("set-up");
    let storyteller = Some(PlayerId(0));
    game.apply(Action::ChooseStoryteller {
        player: storyteller,
    })
    .expect("start");
    while game.state().phase() != Phase::GameOver {
        for action in next_moves(game.state()) {
            game.apply(action).expect("legal");
        }
    }
    game
}

/// The moves of the current phase, as [`longest_game`] plays them.
fn next_moves(state: &GameState) -> Vec<Action> {
    let teller = state.storyteller().expect("a turn");
    let others: Vec<PlayerId> = state.players().filter(|p| *p != teller).collect();
    match state.phase() {
        Phase::Telling => vec![Action::Tell {
            player: teller,
            card: state.hand(teller)[0],
            clue: "a door in the sea".to_owned(),
        }],
        Phase::Submitting => others
            .iter()
            .map(|p| Action::Submit {
                player: *p,
                cards: vec![state.hand(*p)[0]],
            })
            .collect(),
        Phase::Voting => {
            let mut lowest = others.clone();
            lowest.sort_by_key(|p| (state.scores()[p.index()], p.0));
            let (finder, gets_votes, gets_one) = (lowest[0], lowest[1], lowest[2]);
            let slot = |owner: PlayerId| state.own_slots(owner)[0];
            others
                .iter()
                .map(|p| {
                    let target = match *p {
                        p if p == finder => teller,
                        p if p == gets_votes => gets_one,
                        _ => gets_votes,
                    };
                    Action::Vote {
                        player: *p,
                        slots: vec![slot(target)],
                        red_token: None,
                    }
                })
                .collect()
        }
        _ => vec![Action::NextTurn],
    }
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
    let game = longest_game();
    let state = game.state();
    let players: Vec<SavedPlayer> = state
        .players()
        .map(|p| SavedPlayer {
            name: state.name(p).to_owned(),
            token: p.0,
            computer: None,
            set_up_as_computer: None,
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
    if let Some(dir) = std::env::var_os("FABULA_BENCH_SAVES") {
        let dir = std::path::Path::new(&dir);
        std::fs::write(dir.join("longest-v2.ron"), &v2).expect("write");
        std::fs::write(dir.join("longest-v1.ron"), &v1).expect("write");
    }
    let best = state.scores().iter().max().expect("scores");
    println!("game: classic, 12 players, {turns} turns to {best} points, {moves} moves");
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
