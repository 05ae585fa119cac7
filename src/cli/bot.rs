//! `fabula bot guess|submit|tell|selfplay`: the computer player without a window, on the
//! built-in cards named by file stem (`dream-017`), for tests and for judging it.

use super::output::{complain, say};
use super::selfplay::{SelfplayOptions, selfplay};
use super::simulate::parse_rules;
use super::{EXIT_USAGE, parse_flags};
use crate::computer::judge::{builtin_card, builtin_stems};
use crate::computer::{CardKnowledge, Level, headless};
use crate::engine::CardId;
use crate::i18n::Language;

/// The options every `bot` command shares, and the cards it names.
struct Common {
    language: Language,
    level: Level,
    seed: u64,
    knowledge: CardKnowledge,
    stems: Vec<String>,
}

/// Runs `fabula bot ...`; returns the exit status.
pub fn bot_command(args: &[String]) -> u8 {
    let Some((sub, rest)) = args.split_first() else {
        complain!("fabula bot: say guess, submit, tell or selfplay");
        return EXIT_USAGE;
    };
    let result = match sub.as_str() {
        "guess" => guess_command(rest),
        "submit" => submit_command(rest),
        "tell" => tell_command(rest),
        "selfplay" => selfplay_command(rest),
        other => Err(format!(
            "unknown command {other:?} (guess, submit, tell or selfplay)"
        )),
    };
    match result {
        Ok(()) => 0,
        Err(message) => {
            complain!("fabula bot {sub}: {message}");
            EXIT_USAGE
        }
    }
}

/// Reads the flags; the required ones must be there.
fn flags<'a>(
    args: &'a [String],
    required: &[&str],
    optional: &[&str],
) -> Result<Vec<(&'a str, &'a str)>, String> {
    let known: Vec<&str> = required.iter().chain(optional).copied().collect();
    let pairs = parse_flags(args, &known)?;
    for flag in required {
        if !pairs.iter().any(|(f, _)| f == flag) {
            return Err(format!("missing {flag}"));
        }
    }
    Ok(pairs)
}

fn value<'a>(pairs: &[(&'a str, &'a str)], flag: &str) -> Option<&'a str> {
    pairs
        .iter()
        .rev()
        .find(|(f, _)| *f == flag)
        .map(|(_, v)| *v)
}

fn common(pairs: &[(&str, &str)]) -> Result<Common, String> {
    let code = value(pairs, "--lang").ok_or("missing --lang")?;
    let language = Language::from_code(code)
        .ok_or_else(|| format!("unknown language {code:?} (nl, en, fr or pt-BR)"))?;
    let level = match value(pairs, "--level") {
        None => Level::default(),
        Some(text) => text
            .parse::<u8>()
            .ok()
            .and_then(Level::from_number)
            .ok_or_else(|| format!("unknown level {text:?} (1, 2 or 3)"))?,
    };
    let seed = match value(pairs, "--seed") {
        None => 0,
        Some(text) => text
            .parse()
            .map_err(|_| format!("--seed needs a whole number, not {text:?}"))?,
    };
    let knowledge = CardKnowledge::builtin().map_err(|e| e.to_string())?;
    Ok(Common {
        language,
        level,
        seed,
        knowledge,
        stems: builtin_stems(),
    })
}

/// The cards of a comma-separated list of file stems, each once.
fn cards(common: &Common, list: &str) -> Result<Vec<CardId>, String> {
    let mut out = Vec::new();
    for stem in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let card = builtin_card(&common.stems, stem).ok_or_else(|| {
            let first = common.stems.first().map_or("", String::as_str);
            let last = common.stems.last().map_or("", String::as_str);
            format!("unknown card {stem:?} (the built-in cards are {first} to {last})")
        })?;
        if out.contains(&card) {
            return Err(format!("card {stem} is named twice"));
        }
        out.push(card);
    }
    if out.is_empty() {
        return Err("no cards named".to_owned());
    }
    Ok(out)
}

fn stem(common: &Common, card: CardId) -> &str {
    common
        .stems
        .get(card.0 as usize)
        .map_or("?", String::as_str)
}

fn clue(pairs: &[(&str, &str)]) -> Result<String, String> {
    let clue = value(pairs, "--clue").unwrap_or("").trim().to_owned();
    if clue.is_empty() {
        return Err("--clue is empty".to_owned());
    }
    Ok(clue)
}

const CHOICE_FLAGS: [&str; 3] = ["--level", "--seed", "--lang"];

fn guess_command(args: &[String]) -> Result<(), String> {
    let pairs = flags(args, &["--clue", "--board"], &CHOICE_FLAGS)?;
    let common = common(&pairs)?;
    let clue = clue(&pairs)?;
    let board = cards(&common, value(&pairs, "--board").unwrap_or(""))?;
    let (scores, vote) = headless::guess(
        &common.knowledge,
        &clue,
        common.language,
        &board,
        common.level,
        common.seed,
    );
    for (card, score) in board.iter().zip(&scores) {
        say!("SCORE {} {score:.4}", stem(&common, *card));
    }
    if let Some(i) = vote {
        say!("VOTE {}", stem(&common, board[i]));
    }
    Ok(())
}

fn submit_command(args: &[String]) -> Result<(), String> {
    let pairs = flags(args, &["--clue", "--hand"], &CHOICE_FLAGS)?;
    let common = common(&pairs)?;
    let clue = clue(&pairs)?;
    let hand = cards(&common, value(&pairs, "--hand").unwrap_or(""))?;
    let card = headless::submit(
        &common.knowledge,
        &clue,
        common.language,
        &hand,
        common.level,
        common.seed,
    )
    .ok_or("no card to hand in")?;
    say!("SUBMIT {}", stem(&common, card));
    Ok(())
}

fn tell_command(args: &[String]) -> Result<(), String> {
    let pairs = flags(args, &["--hand"], &CHOICE_FLAGS)?;
    let common = common(&pairs)?;
    let hand = cards(&common, value(&pairs, "--hand").unwrap_or(""))?;
    let (card, clue) = headless::tell(
        &common.knowledge,
        &hand,
        common.level,
        common.language,
        common.seed,
    )
    .ok_or("no clue for these cards")?;
    say!("TELL {} {clue}", stem(&common, card));
    Ok(())
}

fn selfplay_command(args: &[String]) -> Result<(), String> {
    let pairs = flags(
        args,
        &["--rules", "--players", "--games", "--lang"],
        &["--level", "--seed"],
    )?;
    let common = common(&pairs)?;
    let rules = parse_rules(value(&pairs, "--rules").unwrap_or(""))?;
    let number = |flag: &str| -> Result<u64, String> {
        let text = value(&pairs, flag).unwrap_or("");
        text.parse()
            .map_err(|_| format!("{flag} needs a whole number, not {text:?}"))
    };
    let players = number("--players")? as usize;
    if !rules.allows_player_count(players) {
        return Err(format!(
            "{rules} is for {} players, not {players}",
            rules.player_counts_text()
        ));
    }
    let options = SelfplayOptions {
        rules,
        players,
        games: number("--games")?,
        language: common.language,
        level: common.level,
        seed: common.seed,
    };
    let reports = selfplay(&options, &common.knowledge)?;
    say!(
        "rules: {rules}  players: {players}  games: {} per listener  lang: {}  level: {}  seed: {}",
        options.games,
        options.language.code(),
        options.level.number(),
        options.seed
    );
    for (kind, report) in reports {
        let judged = if report.party_turns > 0 {
            format!(
                "agreement {:.3}  red-token-on-crowd {:.3}",
                report.agreement_rate(),
                report.red_on_crowd_rate()
            )
        } else if report.tellings == 0 {
            "sweet-spot n/a (no clue names a card)".to_owned()
        } else {
            format!(
                "sweet-spot {:.3}  accuracy {:.3} ({:.2}x chance)  tag-word-clues {:.3}",
                report.sweet_rate(),
                report.accuracy(),
                report.over_chance(),
                report.tag_word_rate()
            )
        };
        say!(
            "LISTENER {}  turns {}  {judged}  decisions/s {:.0}",
            kind.name(),
            report.tellings.max(report.party_turns),
            report.decisions_per_second()
        );
    }
    Ok(())
}
