//! `fabula simulate`: random legal games through `apply`, checking invariants after every
//! action. A smoke test of the engine and its benchmark.

use super::output::{complain, say};
use super::{EXIT_USAGE, parse_flags};
use crate::engine::invariants::InvariantChecker;
use crate::engine::{Action, CardId, GameConfig, GameRng, GameState, RecordedGame, RuleSet};
use crate::persist::{Autosaver, CardRef, SaveStore, SavedPlayer, TOKEN_IDS};
use crate::secrecy::check_views;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Options of one simulation run.
#[derive(Clone, Debug)]
pub struct SimulateOptions {
    /// The rule set.
    pub rules: RuleSet,
    /// Players per game.
    pub players: usize,
    /// Games to play.
    pub games: u64,
    /// Seed of the first game (game `g` uses `seed + g`).
    pub seed: u64,
    /// Also check, after every action, that no view shows a secret (slow: serializes views).
    pub check_views: bool,
    /// Autosave every game after every action into this folder, as the app does.
    pub autosave: Option<PathBuf>,
    /// At each turn's end, the chance (0 to 1) that a player joins or leaves, within the
    /// rule set's limits.
    pub churn: f64,
}

/// What a simulation run measured.
#[derive(Clone, Debug, Default)]
pub struct SimulationReport {
    /// Games played to the end.
    pub games: u64,
    /// Actions applied.
    pub actions: u64,
    /// Turns played.
    pub turns: u64,
    /// Time spent choosing and applying actions.
    pub engine_time: Duration,
    /// Wall time including the invariant checks.
    pub total_time: Duration,
    /// Autosaves that could not be written (the games went on, as the app's do).
    pub autosave_failures: u64,
    /// Why the first of them failed ("the disk is full").
    pub first_autosave_failure: Option<String>,
    /// The joins and leaves made, in words ("game 0, after turn 3: Late 1 joins after P2").
    pub seat_changes: Vec<String>,
}

/// Runs the command; returns the exit status.
pub fn simulate_command(args: &[String]) -> u8 {
    let mut rest: Vec<String> = args.to_vec();
    let check_views = rest.iter().any(|a| a == "--check-views");
    rest.retain(|a| a != "--check-views");
    let options = match parse_options(&rest, check_views) {
        Ok(options) => options,
        Err(message) => {
            complain!("fabula simulate: {message}");
            return EXIT_USAGE;
        }
    };
    match simulate(&options) {
        Ok(report) => {
            let per_sec = |n: u64, t: Duration| n as f64 / t.as_secs_f64().max(1e-9);
            say!(
                "rules: {}  players: {}  seed: {}",
                options.rules,
                options.players,
                options.seed
            );
            say!(
                "games: {}  turns: {}  actions: {}",
                report.games,
                report.turns,
                report.actions
            );
            for change in &report.seat_changes {
                say!("{change}");
            }
            if options.churn > 0.0 {
                let joins = report
                    .seat_changes
                    .iter()
                    .filter(|c| c.contains(" joins"))
                    .count();
                let leaves = report.seat_changes.len() - joins;
                say!("joins: {joins}  leaves: {leaves}");
            }
            say!("invariants: ok after every action");
            if let Some(first) = &report.first_autosave_failure {
                say!(
                    "autosave: {} of {} saves failed, the first: {first}",
                    report.autosave_failures,
                    report.actions
                );
            }
            say!("games/s: {:.0}", per_sec(report.games, report.total_time));
            say!(
                "actions/s: {:.0}",
                per_sec(report.actions, report.engine_time)
            );
            say!(
                "actions/s with checks: {:.0}",
                per_sec(report.actions, report.total_time)
            );
            // Moves whose save failed are not on disk: the command did not do what it was
            // asked (the file keeps the last save that succeeded).
            if report.autosave_failures > 0 {
                complain!(
                    "fabula simulate: {} of {} autosaves failed",
                    report.autosave_failures,
                    report.actions
                );
                return 1;
            }
            0
        }
        Err(message) => {
            complain!("fabula simulate: invariant broken: {message}");
            1
        }
    }
}

fn parse_options(args: &[String], check_views: bool) -> Result<SimulateOptions, String> {
    let flags = parse_flags(
        args,
        &[
            "--rules",
            "--players",
            "--games",
            "--seed",
            "--autosave",
            "--churn",
        ],
    )?;
    let get = |name: &str| {
        flags
            .iter()
            .find(|(flag, _)| *flag == name)
            .map(|(_, value)| *value)
            .ok_or_else(|| format!("missing {name}"))
    };
    let rules = parse_rules(get("--rules")?)?;
    let number = |name: &str| -> Result<u64, String> {
        get(name)?
            .parse()
            .map_err(|_| format!("{name} needs a whole number"))
    };
    let players = number("--players")? as usize;
    if !rules.allows_player_count(players) {
        return Err(format!(
            "{rules} is for {} players, not {players}",
            rules.player_counts_text()
        ));
    }
    let churn = match get("--churn") {
        Err(_) => 0.0,
        Ok(text) => match text.parse::<f64>() {
            Ok(p) if (0.0..=1.0).contains(&p) => p,
            _ => return Err("--churn needs a chance from 0 to 1, such as 0.2".to_owned()),
        },
    };
    Ok(SimulateOptions {
        rules,
        players,
        games: number("--games")?,
        seed: number("--seed")?,
        check_views,
        autosave: get("--autosave").ok().map(PathBuf::from),
        churn,
    })
}

/// A rule set by name, in any letter case ("classic", "PARTY").
pub(crate) fn parse_rules(name: &str) -> Result<RuleSet, String> {
    RuleSet::ALL
        .into_iter()
        .find(|rules| rules.to_string().eq_ignore_ascii_case(name))
        .ok_or_else(|| format!("unknown rules {name:?} (Classic, Edition2021, Party or Team)"))
}

/// Plays the games; the error names the game, action and broken invariant.
pub fn simulate(options: &SimulateOptions) -> Result<SimulationReport, String> {
    simulate_with(options, |_| {})
}

/// Plays the games, showing `observe` the state after every action (for replay checks).
pub fn simulate_with(
    options: &SimulateOptions,
    mut observe: impl FnMut(&GameState),
) -> Result<SimulationReport, String> {
    let names: Vec<String> = (1..=options.players).map(|i| format!("P{i}")).collect();
    let needed = options.players * options.rules.params(options.players).hand_size;
    // One box of 84 cards; ids far from small numbers so view checks cannot confuse them.
    let deck: Vec<CardId> = (0..needed.max(84) as u32)
        .map(|i| CardId(1_000_000 + i))
        .collect();
    let mut report = SimulationReport::default();
    let start = Instant::now();
    for game_index in 0..options.games {
        let seed = options.seed.wrapping_add(game_index);
        let config = GameConfig::new(options.rules, names.clone(), deck.clone(), seed);
        let mut game = RecordedGame::new(config).map_err(|e| e.to_string())?;
        let mut chooser = GameRng::new(seed ^ 0x5eed);
        // Each player's token by id, as the simulated autosaves list them.
        let mut tokens: Vec<u8> = (0..options.players as u8).collect();
        let mut checker = InvariantChecker::new(game.state());
        let mut autosaver = options
            .autosave
            .as_ref()
            .map(|dir| simulation_autosaver(dir, game.state()));
        loop {
            let step = Instant::now();
            let Some(mut action) = game.state().random_action(&mut chooser) else {
                break;
            };
            if action == Action::NextTurn
                && let Some(change) = seat_change(game.state(), options.churn, &mut chooser)
            {
                report.seat_changes.push(format!(
                    "game {game_index}, after turn {}: {}",
                    game.state().turn_number(),
                    change.1
                ));
                action = change.0;
                if let (Some(autosaver), Action::Join { names, .. }) = (&mut autosaver, &action) {
                    for name in names {
                        let token = free_token(game.state(), &tokens);
                        tokens.push(token);
                        autosaver.add_latecomer(SavedPlayer {
                            name: name.clone(),
                            token,
                            computer: None,
                            set_up_as_computer: Some(false),
                        });
                    }
                }
            }
            let applied = game.apply(action.clone());
            report.engine_time += step.elapsed();
            applied.map_err(|e| format!("game {game_index}: {action:?} refused: {e}"))?;
            report.actions += 1;
            let state = game.state();
            observe(state);
            checker
                .observe(state)
                .map_err(|e| format!("game {game_index} after {action:?}: {e}"))?;
            if let Some(autosaver) = &autosaver
                && let Err(error) = autosaver.save(game.record(), None)
            {
                // As in the game: say so, and play on (the next save may succeed).
                report.autosave_failures += 1;
                report.first_autosave_failure.get_or_insert_with(|| {
                    format!("{}: {}", autosaver.path().display(), io_words(&error))
                });
            }
            if options.check_views {
                check_views(state).map_err(|e| format!("game {game_index}: {e}"))?;
            }
        }
        report.turns += u64::from(game.state().turn_number());
        report.games += 1;
    }
    report.total_time = start.elapsed();
    Ok(report)
}

/// With chance `churn`, a join or a leave the engine accepts (joins and leaves equally
/// likely, the other when one would break the limits), and what it is in words.
fn seat_change(game: &GameState, churn: f64, chooser: &mut GameRng) -> Option<(Action, String)> {
    const STEPS: usize = 1_000_000;
    if (chooser.below(STEPS) as f64) >= churn * STEPS as f64 {
        return None;
    }
    let present = game.present_players();
    let someone = present[chooser.below(present.len())];
    let mut serial = game.player_count();
    let mut fresh = || {
        serial += 1;
        format!("Late {serial}")
    };
    let names = (0..game.seats_per_change()).map(|_| fresh()).collect();
    let join = Action::Join {
        names,
        after: someone,
    };
    let leave = Action::Leave { player: someone };
    let mut options = [join, leave];
    if chooser.below(2) == 0 {
        options.reverse();
    }
    let action = options.into_iter().find(|a| game.check(a).is_ok())?;
    let words = match &action {
        Action::Join { names, after } => {
            format!("{} joins after {}", names.join(" and "), game.name(*after))
        }
        _ => match game.team_of(someone) {
            Some(team) => {
                let [a, b] = game.team_members(team);
                format!("{} and {} leave", game.name(a), game.name(b))
            }
            None => format!("{} leaves", game.name(someone)),
        },
    };
    Some((action, words))
}

/// A token for a latecomer: the lowest one no player at the table holds (`tokens` by id).
fn free_token(game: &GameState, tokens: &[u8]) -> u8 {
    let held: Vec<u8> = game
        .present_players()
        .iter()
        .filter_map(|p| tokens.get(p.index()).copied())
        .chain(
            tokens
                .get(game.player_count()..)
                .into_iter()
                .flatten()
                .copied(),
        )
        .collect();
    (0..TOKEN_IDS).find(|t| !held.contains(t)).unwrap_or(0)
}

/// A failed write in words: "the disk is full" rather than the system's "No space left".
fn io_words(error: &std::io::Error) -> String {
    match error.kind() {
        std::io::ErrorKind::StorageFull | std::io::ErrorKind::QuotaExceeded => {
            "the disk is full".to_owned()
        }
        std::io::ErrorKind::PermissionDenied => "no permission to write there".to_owned(),
        std::io::ErrorKind::ReadOnlyFilesystem => "the disk is read-only".to_owned(),
        _ => error.to_string(),
    }
}

/// The autosaver the app would use for this game: its own file in the store, tokens by seat,
/// and a content hash per card (here the card's id, as the simulator has no images).
fn simulation_autosaver(dir: &Path, game: &GameState) -> Autosaver {
    let store = SaveStore::new(dir);
    let players = game
        .players()
        .map(|p| SavedPlayer {
            name: game.name(p).to_owned(),
            token: p.0,
            computer: None,
            set_up_as_computer: None,
        })
        .collect();
    let cards = game
        .config()
        .deck
        .iter()
        .map(|id| CardRef {
            id: *id,
            deck: "simulation".to_owned(),
            hash: format!("{:016x}", id.0),
        })
        .collect();
    Autosaver::new(store.new_game_path(0, game.config().seed), players, cards)
}
