//! `fabula score ROUND.ron`: the referee. Scores one round through the engine's scoring.

use super::{EXIT_USAGE, reason_text};
use crate::engine::{PlayerId, Round, RuleSet, Scorer, Slot, TeamId};
use serde::Deserialize;
use std::collections::BTreeMap;

/// One round as written by hand: names instead of seats, slots counted from 1.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundFile {
    rules: RuleSet,
    players: Vec<String>,
    storyteller: String,
    board: Vec<String>,
    votes: BTreeMap<String, Vec<u8>>,
    #[serde(default)]
    red_token: Option<u8>,
    #[serde(default)]
    teams: Option<BTreeMap<String, Vec<String>>>,
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
                eprintln!("fabula score: unexpected argument {other:?}");
                return EXIT_USAGE;
            }
        }
    }
    let Some(path) = path else {
        eprintln!("fabula score: give a round file: fabula score ROUND.ron [--explain]");
        return EXIT_USAGE;
    };
    let result = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {path}: {e}"))
        .and_then(|text| score_text(&text));
    match result {
        Ok(scored) => {
            for line in &scored.totals {
                println!("{line}");
            }
            if explain {
                println!();
                for line in &scored.reasons {
                    println!("{line}");
                }
            }
            0
        }
        Err(message) => {
            eprintln!("fabula score: {message}");
            EXIT_USAGE
        }
    }
}

/// Parses and scores a round file's text; the error is a one-line message.
pub fn score_text(text: &str) -> Result<Scored, String> {
    let file: RoundFile = ron::from_str(text)
        .map_err(|e| format!("malformed round file: {}", e.to_string().replace('\n', " ")))?;
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
        let mut team_of = vec![None; self.players.len()];
        for (team_name, members) in teams {
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

    fn score(&self) -> Result<Scored, String> {
        if !self.rules.allows_player_count(self.players.len()) {
            return Err(format!(
                "{} is for {} players, not {}",
                self.rules,
                self.rules.player_counts_text(),
                self.players.len()
            ));
        }
        for (i, name) in self.players.iter().enumerate() {
            if self.players[..i].contains(name) {
                return Err(format!("two players are called {name:?}"));
            }
        }
        let storyteller = self.seat(&self.storyteller, "storyteller")?;
        let board = self
            .board
            .iter()
            .map(|name| self.seat(name, "board"))
            .collect::<Result<Vec<_>, _>>()?;
        let mut votes = vec![Vec::new(); self.players.len()];
        for (name, slots) in &self.votes {
            let seat = self.seat(name, "votes")?;
            votes[seat.index()] = slots.iter().map(|s| Slot(*s)).collect();
        }
        let teams = self.team_of_each()?;
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
