//! Computer players benchmark: how long one decision takes (p50, p99, max over every decision
//! of self-played games in every rule set), how the middle level tells and hears in self-play
//! with each listener kind (sweet-spot rate, voting accuracy against chance, clues that are a
//! tag word), the golden sets with boards of six against a literal listener, and each
//! lexicon's size.
//! Run with `cargo bench --bench computer`; `FABULA_BENCH_GAMES=N` sets the self-play games
//! per listener kind (20 by default).
#![expect(
    clippy::expect_used,
    reason = "a benchmark set-up that cannot go on without its knowledge"
)]

use fabula::cli::{ListenerKind, SelfplayOptions, selfplay};
use fabula::computer::judge::golden_scores;
use fabula::computer::{CardKnowledge, Level};
use fabula::engine::RuleSet;
use fabula::i18n::Language;
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

/// The set-ups judged with every listener kind at the middle level.
const JUDGED: [(RuleSet, usize); 3] = [
    (RuleSet::Classic, 4),
    (RuleSet::Classic, 6),
    (RuleSet::Edition2021, 5),
];

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted.get(index).copied().unwrap_or_default()
}

fn main() {
    let start = Instant::now();
    let knowledge = CardKnowledge::builtin().expect("the built-in knowledge");
    println!(
        "knowledge built in {:.1} ms",
        start.elapsed().as_secs_f64() * 1e3
    );
    let games: u64 = std::env::var("FABULA_BENCH_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(20);

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
    for language in Language::ALL {
        let (bot, literal) = golden_scores(&knowledge, language).expect("the golden set");
        println!(
            "{:5}  pairs {}  bot {:.3}  literal tag overlap {:.3}",
            language.code(),
            bot.pairs,
            bot.accuracy(),
            literal.accuracy()
        );
    }

    println!("\n# Decision time, level 2, every rule set (bot listeners)");
    let mut all: Vec<Duration> = Vec::new();
    for (rules, players) in TIMED {
        for language in Language::ALL {
            let options = SelfplayOptions {
                rules,
                players,
                games: 2,
                language,
                level: Level::Teller,
                seed: 100,
            };
            let reports = selfplay(&options, &knowledge).expect("legal games");
            for (kind, report) in reports {
                if kind == ListenerKind::Bot {
                    all.extend(report.decision_times);
                }
            }
        }
    }
    all.sort_unstable();
    println!(
        "decisions {}  p50 {:.3} ms  p99 {:.3} ms  max {:.3} ms",
        all.len(),
        percentile(&all, 0.5).as_secs_f64() * 1e3,
        percentile(&all, 0.99).as_secs_f64() * 1e3,
        all.last().copied().unwrap_or_default().as_secs_f64() * 1e3
    );

    println!("\n# Self-play, level 2, {games} games per listener kind and language");
    for (rules, players) in JUDGED {
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
                    "{rules} {players}p {:5} {:7}  turns {:4}  sweet-spot {:.3}  accuracy {:.3} ({:.2}x chance)  tag-word clues {:.3}",
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
