//! `fabula score ROUND.ron`: the referee. Scores one round through the engine's scoring,
//! and refuses what the engine refuses, in the engine's words.

use super::output::{complain, one_line, say};
use super::{EXIT_USAGE, reason_text};
use crate::engine::{ConfigError, GameConfig, PlayerId, Round, RuleSet, Scorer, Slot, TeamId};
use crate::persist::{read_regular, ron_words};
use serde::Deserialize;
use serde::de::{Deserializer, MapAccess, Visitor};
use std::fmt;
use std::marker::PhantomData;
use std::path::Path;

/// More than any round file holds (a few hundred bytes): a larger file is refused unread.
const MAX_ROUND_BYTES: u64 = 1_000_000;

/// One round as written by hand: names instead of seats, slots counted from 1.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundFile {
    rules: RuleSet,
    players: Vec<String>,
    storyteller: String,
    board: Vec<String>,
    votes: Entries<Vec<u8>>,
    #[serde(default)]
    red_token: Option<u8>,
    #[serde(default)]
    teams: Option<Entries<Vec<String>>>,
}

/// A map as written, every entry kept in order: a name given twice is refused instead of
/// the last one silently winning.
#[derive(Debug)]
struct Entries<V>(Vec<(String, V)>);

impl<'de, V: Deserialize<'de>> Deserialize<'de> for Entries<V> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Collect<V>(PhantomData<V>);
        impl<'de, V: Deserialize<'de>> Visitor<'de> for Collect<V> {
            type Value = Entries<V>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a map from names, like {\"Ada\": [2]}")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut entries = Vec::new();
                while let Some(entry) = map.next_entry()? {
                    entries.push(entry);
                }
                Ok(Entries(entries))
            }
        }
        deserializer.deserialize_map(Collect(PhantomData))
    }
}

/// Each player's team id, and the team names in the order of their first seat.
type Teams = (Vec<TeamId>, Vec<String>);

/// The result of scoring: `NAME POINTS` lines and, for `--explain`, the reasons.
#[derive(Debug, PartialEq, Eq)]
pub struct Scored {
    /// One `NAME POINTS` line per player (or team) in seating order.
    pub totals: Vec<String>,
    /// One line per reason.
    pub reasons: Vec<String>,
}

/// Runs the command; returns the exit status.
pub fn score_command(args: &[String]) -> u8 {
    let mut explain = false;
    let mut path = None;
    for arg in args {
        match arg.as_str() {
            "--explain" => explain = true,
            other if path.is_none() && !other.starts_with("--") => path = Some(other),
            other => {
                complain!("fabula score: unexpected argument {other:?}");
                return EXIT_USAGE;
            }
        }
    }
    let Some(path) = path else {
        complain!("fabula score: give a round file: fabula score ROUND.ron [--explain]");
        return EXIT_USAGE;
    };
    let result = read_regular(Path::new(path), MAX_ROUND_BYTES)
        .map_err(|e| format!("cannot read {}: {e}", one_line(path)))
        .and_then(|bytes| {
            String::from_utf8(bytes).map_err(|_| "the round file is not text (UTF-8)".to_owned())
        })
        .and_then(|text| score_text(&text));
    match result {
        Ok(scored) => {
            for line in &scored.totals {
                say!("{line}");
            }
            if explain {
                say!("");
                for line in &scored.reasons {
                    say!("{line}");
                }
            }
            0
        }
        Err(message) => {
            complain!("fabula score: {message}");
            EXIT_USAGE
        }
    }
}

/// Parses and scores a round file's text; the error is a one-line message. A byte-order mark
/// (Windows Notepad writes one) is not part of the round.
pub fn score_text(text: &str) -> Result<Scored, String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let file: RoundFile = ron::from_str(text).map_err(|e| {
        format!(
            "malformed round file: line {}, column {}: {}",
            e.span.start.line,
            e.span.start.col,
            ron_words(&e.code)
        )
    })?;
    file.score()
}

impl RoundFile {
    fn seat(&self, name: &str, context: &str) -> Result<PlayerId, String> {
        self.players
            .iter()
            .position(|p| p == name)
            .map(|i| PlayerId(i as u8))
            .ok_or_else(|| format!("unknown player {name:?} in {context}"))
    }

    fn team_of_each(&self) -> Result<Option<Teams>, String> {
        let Some(teams) = &self.teams else {
            return Ok(None);
        };
        for (i, (name, _)) in teams.0.iter().enumerate() {
            if teams.0[..i].iter().any(|(other, _)| other == name) {
                let twice = ConfigError::DuplicateTeamName { name: name.clone() };
                return Err(twice.to_string());
            }
        }
        let mut team_of = vec![None; self.players.len()];
        for (team_name, members) in &teams.0 {
            for member in members {
                let seat = self.seat(member, &format!("team {team_name:?}"))?;
                if team_of[seat.index()].replace(team_name.as_str()).is_some() {
                    return Err(format!("{member} is in two teams"));
                }
            }
        }
        // Teams are numbered in the order of their first seat.
        let mut order: Vec<String> = Vec::new();
        let mut ids = Vec::new();
        for (seat, team) in team_of.iter().enumerate() {
            let Some(team) = team else {
                return Err(format!("{} is in no team", self.players[seat]));
            };
            let index = order.iter().position(|t| t == team).unwrap_or_else(|| {
                order.push((*team).to_owned());
                order.len() - 1
            });
            ids.push(TeamId(index as u8));
        }
        Ok(Some((ids, order)))
    }

    /// The engine's check of who plays (count, names, team names), in its words.
    fn check_players(&self, team_names: Vec<String>) -> Result<(), String> {
        let mut config = GameConfig::new(self.rules, self.players.clone(), Vec::new(), 0);
        config.team_names = team_names;
        config.validate_players().map_err(|e| e.to_string())
    }

    fn score(&self) -> Result<Scored, String> {
        self.check_players(Vec::new())?;
        let storyteller = self.seat(&self.storyteller, "storyteller")?;
        let board = self
            .board
            .iter()
            .map(|name| self.seat(name, "board"))
            .collect::<Result<Vec<_>, _>>()?;
        let mut votes = vec![Vec::new(); self.players.len()];
        for (i, (name, slots)) in self.votes.0.iter().enumerate() {
            let seat = self.seat(name, "votes")?;
            if self.votes.0[..i].iter().any(|(other, _)| other == name) {
                return Err(format!("{name} has two lists of votes"));
            }
            votes[seat.index()] = slots.iter().map(|s| Slot(*s)).collect();
        }
        let teams = self.team_of_each()?;
        if let (RuleSet::Team, Some((_, names))) = (self.rules, &teams) {
            self.check_players(names.clone())?;
        }
        let round = Round {
            rules: self.rules,
            names: &self.players,
            storyteller,
            board: &board,
            votes: &votes,
            red_token: self.red_token.map(Slot),
            teams: teams.as_ref().map(|(ids, _)| ids.as_slice()),
        };
        round.validate().map_err(|e| e.to_string())?;
        let score = round.score();
        let name_of = |scorer: Scorer| match (scorer, &teams) {
            (Scorer::Team(t), Some((_, names))) => names[t.index()].clone(),
            (Scorer::Player(p), _) => self.players[p.index()].clone(),
            (Scorer::Team(t), None) => format!("team {}", t.0 + 1),
        };
        let mut scored = Scored {
            totals: Vec::new(),
            reasons: Vec::new(),
        };
        for entry in &score.entries {
            let name = name_of(entry.scorer);
            scored.totals.push(format!("{name} {}", entry.points));
            for line in &entry.lines {
                let member = teams
                    .is_some()
                    .then(|| self.players[line.player.index()].as_str());
                scored
                    .reasons
                    .push(format!("{name} {}", reason_text(line, member)));
            }
        }
        Ok(scored)
    }
}
