//! The Hall of fame: the family's record over every finished game. Players are matched by
//! their name exactly as typed; each gathers games played, wins and awards, and the records
//! (most votes drawn in one game, the best clue) go to whoever holds them. A name left out
//! by the family shows nowhere, records included.

use super::awards::{award_goes_to, awards, votes_drawn};
use crate::engine::{PlayerId, PublicView, TurnRecord};

/// A storyteller's best-scoring turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BestClue {
    /// The clue as given.
    pub clue: String,
    /// The points the storyteller scored that turn.
    pub points: u32,
}

/// One name's record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HallEntry {
    /// The name as typed.
    pub name: String,
    /// Finished games they played in.
    pub games: u32,
    /// Games they won (or shared, or won with their team).
    pub wins: u32,
    /// Awards they won or shared.
    pub awards: u32,
    /// The most votes they drew to their own cards in one game.
    pub most_votes: u32,
    /// Their best-scoring clue (a clue said aloud has no words to remember).
    pub best_clue: Option<BestClue>,
}

/// The record of every finished game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HallOfFame {
    /// Every name, most wins first (then most games, then by name).
    pub entries: Vec<HallEntry>,
    /// How many finished games it counts.
    pub games: usize,
}

impl HallOfFame {
    /// The record of `games`: each a finished game's public view and its turns.
    pub fn from_games<'a>(
        games: impl IntoIterator<Item = (&'a PublicView, &'a [TurnRecord])>,
    ) -> Self {
        let mut hall = HallOfFame::default();
        for (view, history) in games {
            hall.add_game(view, history);
        }
        hall.entries
            .sort_by(|a, b| (b.wins, b.games, &a.name).cmp(&(a.wins, a.games, &b.name)));
        hall
    }

    fn add_game(&mut self, view: &PublicView, history: &[TurnRecord]) {
        self.games += 1;
        let earned = awards(view, history);
        for player in &view.players {
            let id = player.id;
            let index = if let Some(index) = self.entries.iter().position(|e| e.name == player.name)
            {
                index
            } else {
                self.entries.push(HallEntry {
                    name: player.name.clone(),
                    games: 0,
                    wins: 0,
                    awards: 0,
                    most_votes: 0,
                    best_clue: None,
                });
                self.entries.len() - 1
            };
            let entry = &mut self.entries[index];
            entry.games += 1;
            if view.winners.contains(&view.scorer_of(id)) {
                entry.wins += 1;
            }
            entry.awards += earned.iter().filter(|a| award_goes_to(view, a, id)).count() as u32;
            entry.most_votes = entry.most_votes.max(votes_drawn(view, history, id));
            if let Some(clue) = best_clue_of(history, id)
                && entry
                    .best_clue
                    .as_ref()
                    .is_none_or(|b| clue.points > b.points)
            {
                entry.best_clue = Some(clue);
            }
        }
    }

    /// The entries shown: every name but those `left_out`.
    pub fn shown<'a>(&'a self, left_out: &'a [String]) -> impl Iterator<Item = &'a HallEntry> {
        self.entries.iter().filter(|e| !left_out.contains(&e.name))
    }

    /// The record for most votes drawn in one game among the names shown: who and how many.
    pub fn most_votes<'a>(&'a self, left_out: &'a [String]) -> Option<(&'a str, u32)> {
        self.shown(left_out)
            .filter(|e| e.most_votes > 0)
            .max_by(|a, b| (a.most_votes, &b.name).cmp(&(b.most_votes, &a.name)))
            .map(|e| (e.name.as_str(), e.most_votes))
    }

    /// The best clue among the names shown: who told it, and the clue.
    pub fn best_clue<'a>(&'a self, left_out: &'a [String]) -> Option<(&'a str, &'a BestClue)> {
        self.shown(left_out)
            .filter_map(|e| e.best_clue.as_ref().map(|c| (e.name.as_str(), c)))
            .max_by(|a, b| (a.1.points, b.0).cmp(&(b.1.points, a.0)))
    }
}

/// The clue of `player`'s best-scoring turn as storyteller (clues with words only).
fn best_clue_of(history: &[TurnRecord], player: PlayerId) -> Option<BestClue> {
    history
        .iter()
        .filter(|t| t.storyteller == player && !t.clue.trim().is_empty())
        .map(|t| BestClue {
            clue: t.clue.trim().to_owned(),
            points: t
                .score
                .entries
                .iter()
                .flat_map(|e| &e.lines)
                .filter(|l| l.player == player)
                .map(|l| l.points)
                .sum(),
        })
        .filter(|c| c.points > 0)
        .fold(None, |best: Option<BestClue>, c| match best {
            Some(b) if b.points >= c.points => Some(b),
            _ => Some(c),
        })
}
