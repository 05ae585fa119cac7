//! Computer players benchmark: how long one decision takes, per kind (p50 and p99 over every
//! decision of self-played games in every rule set and language, the median of repeated
//! runs; the first run on a fresh knowledge apart, since it prepares each card's clues), how
//! the middle level tells and hears in self-play with each listener kind at every rule set and
//! player count (sweet-spot rate, voting accuracy against chance, clues that are a tag word),
//! the golden sets with boards of six against a literal listener (the tuned sets and the
//! held-out ones apart), and each lexicon's size.
//! Run with `cargo bench --bench computer`; `FABULA_BENCH_GAMES=N` sets the self-play games
//! per set-up and listener kind (20 by default), `FABULA_BENCH_RUNS=N` the timed runs (5).
#![expect(
    clippy::expect_used,
    reason = "a benchmark set-up that cannot go on without its knowledge"
)]

use fabula::cli::{SelfplayOptions, selfplay};
use fabula::computer::judge::{GoldenScore, golden_scores, held_out_scores};
use fabula::computer::{CardKnowledge, Level, decide};
use fabula::engine::{Action, Actors, GameConfig, GameState, RuleSet, TableTask, Task};
use fabula::i18n::Language;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// The set-ups timed: every rule set, small and large tables, the 3-player variant and 7+.
const TIMED: [(RuleSet, usize); 8] = [
    (RuleSet::Classic, 3),
    (RuleSet::Classic, 5),
    (RuleSet::Classic, 8),
    (RuleSet::Classic, 12),
    (RuleSet::Edition2021, 4),
    (RuleSet::Party, 6),
    (RuleSet::Team, 6),
    (RuleSet::Team, 12),
];

/// Every rule set with every player count it allows.
fn judged() -> Vec<(RuleSet, usize)> {
    let mut setups: Vec<(RuleSet, usize)> = (3..=12).map(|n| (RuleSet::Classic, n)).collect();
    setups.extend((3..=8).map(|n| (RuleSet::Edition2021, n)));
    setups.extend([6, 8, 10, 12].map(|n| (RuleSet::Team, n)));
    setups
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(default)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted.get(index).copied().unwrap_or_default()
}

fn millis(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1e3
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values.get(values.len() / 2).copied().unwrap_or_default()
}

/// The name of a kind of decision.
fn decision_kind(task: Task) -> &'static str {
    match task {
        Task::Tell => "tell",
        Task::GiveClue => "clue",
        Task::Submit { .. } => "submit",
        Task::Claim { .. } => "claim",
        Task::Vote { .. } => "vote",
        Task::ChooseGiver { .. } => "giver",
    }
}

/// Every decision of two games of each timed set-up in each language, by kind, sorted. Each
/// decision is timed `tries` times (the same inputs give the same move) and its shortest time
/// kept: on a shared machine that is the decision's own work, without the waits of a thread
/// the system set aside.
fn timed_run(knowledge: &CardKnowledge, tries: usize) -> BTreeMap<&'static str, Vec<Duration>> {
    let mut times: BTreeMap<&'static str, Vec<Duration>> = BTreeMap::new();
    for (rules, players) in TIMED {
        for language in Language::ALL {
            for seed in [100, 101] {
                let names = (1..=players).map(|i| format!("C{i}")).collect();
                let config = GameConfig::new(rules, names, knowledge.cards(), seed);
                let mut game = GameState::new(config).expect("a legal set-up");
                let mut moves = 0u64;
                loop {
                    let action = match game.actors() {
                        Actors::Nobody => break,
                        Actors::Table(TableTask::ChooseStoryteller) => {
                            Action::ChooseStoryteller { player: None }
                        }
                        Actors::Table(TableTask::NextTurn) => Action::NextTurn,
                        Actors::Seats(seats) => {
                            let mut decided = None;
                            for (seat, task) in seats {
                                let view = game.player_view(seat);
                                let mut took = Duration::MAX;
                                let mut action = None;
                                for _ in 0..tries.max(1) {
                                    let start = Instant::now();
                                    action = decide(
                                        &view,
                                        knowledge,
                                        Level::Teller,
                                        language,
                                        seed * 1_000_003 + moves,
                                    )
                                    .map(|one| one.action_for(seat));
                                    took = took.min(start.elapsed());
                                }
                                times.entry(decision_kind(task)).or_default().push(took);
                                times.entry("all").or_default().push(took);
                                if action.is_some() {
                                    decided = action;
                                    break;
                                }
                            }
                            decided.expect("a seat with a move")
                        }
                    };
                    moves += 1;
                    game.apply(action).expect("a legal move");
                }
            }
        }
    }
    for list in times.values_mut() {
        list.sort_unstable();
    }
    times
}

fn print_times(label: &str, times: &BTreeMap<&'static str, Vec<Duration>>) {
    for (kind, list) in times {
        println!(
            "{label:5} {kind:6}  decisions {:5}  p50 {:.3} ms  p99 {:.3} ms  max {:.3} ms",
            list.len(),
            millis(percentile(list, 0.5)),
            millis(percentile(list, 0.99)),
            millis(list.last().copied().unwrap_or_default())
        );
    }
}

fn main() {
    let start = Instant::now();
    let knowledge = CardKnowledge::builtin().expect("the built-in knowledge");
    println!("knowledge built in {:.1} ms", millis(start.elapsed()));
    let games = env_number("FABULA_BENCH_GAMES", 20);
    let runs = env_number("FABULA_BENCH_RUNS", 5).max(2);

    println!("\n# Lexicons (indexed word stems, phrases)");
    for language in Language::ALL {
        let (words, phrases) = knowledge.lexicon(language).size();
        let entries = knowledge.lexicon(language).entries().len();
        println!(
            "{:5}  concepts {entries}  word stems {words}  phrases {phrases}",
            language.code()
        );
    }

    println!("\n# Golden sets, boards of six (expected share found; ties share the hit)");
    print_golden_scores(&knowledge, golden_scores);
    println!("held out (never tuned on):");
    print_golden_scores(&knowledge, held_out_scores);

    println!("\n# Preparing every card's clues at once (level 2; what a first telling does)");
    let fresh = CardKnowledge::builtin().expect("the built-in knowledge");
    for language in Language::ALL {
        let start = Instant::now();
        fresh.prepare_clues(language, Level::Teller);
        println!(
            "{:5}  {:.1} ms for {} cards",
            language.code(),
            millis(start.elapsed()),
            fresh.cards().len()
        );
    }

    println!("\n# Decision time, level 2, every rule set and language (bot listeners)");
    println!("cold: a fresh knowledge, each card's clues prepared at its first telling");
    let cold = CardKnowledge::builtin().expect("the built-in knowledge");
    print_times("cold", &timed_run(&cold, 1));
    for (label, tries) in [("warm", 1), ("best3", 3)] {
        let mut warm: BTreeMap<&'static str, (Vec<f64>, Vec<f64>, usize)> = BTreeMap::new();
        for _ in 1..runs {
            for (kind, list) in timed_run(&cold, tries) {
                let entry = warm.entry(kind).or_default();
                entry.0.push(millis(percentile(&list, 0.5)));
                entry.1.push(millis(percentile(&list, 0.99)));
                entry.2 = list.len();
            }
        }
        for (kind, (p50, p99, count)) in warm {
            println!(
                "{label:5} {kind:6}  decisions {count:5}  p50 {:.3} ms  p99 {:.3} ms  (medians of {} runs)",
                median(p50),
                median(p99),
                runs - 1
            );
        }
    }

    println!("\n# Self-play, level 2, {games} games per set-up, listener kind and language");
    for (rules, players) in judged() {
        for language in Language::ALL {
            let options = SelfplayOptions {
                rules,
                players,
                games,
                language,
                level: Level::Teller,
                seed: 1,
            };
            for (kind, report) in selfplay(&options, &knowledge).expect("legal games") {
                println!(
                    "{rules} {players:2}p {:5} {:7}  turns {:4}  sweet-spot {:.3}  accuracy {:.3} ({:.2}x chance)  tag-word clues {:.3}",
                    language.code(),
                    kind.name(),
                    report.tellings,
                    report.sweet_rate(),
                    report.accuracy(),
                    report.over_chance(),
                    report.tag_word_rate()
                );
            }
        }
    }
}

/// How a set of clues is scored in a language (`golden_scores`, `held_out_scores`).
type ScoresOn =
    fn(&CardKnowledge, Language) -> Result<(GoldenScore, GoldenScore), ron::error::SpannedError>;

/// One line per language: this bot's and the literal listener's score on a set of clues.
fn print_golden_scores(knowledge: &CardKnowledge, scores: ScoresOn) {
    for language in Language::ALL {
        let (bot, literal) = scores(knowledge, language).expect("the golden set");
        println!(
            "{:5}  pairs {}  bot {:.3}  literal tag overlap {:.3}",
            language.code(),
            bot.pairs,
            bot.accuracy(),
            literal.accuracy()
        );
    }
}
