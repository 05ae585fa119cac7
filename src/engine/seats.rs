//! A table that changes: who sits where, who is present, latecomers' names and who joined or
//! left when. Player ids never change: a latecomer gets the next id, a leaver keeps theirs (and
//! their score, marked as left), so every per-player list and every recorded turn stays valid.
//! What is stored is in `seat_table.rs`; this file answers questions about it.

use super::ids::{PlayerId, TeamId};
use super::seat_table::SeatChange;
use super::state::GameState;

impl GameState {
    /// Whether `player` is at the table (not left; every id of the game counts).
    pub fn is_present(&self, player: PlayerId) -> bool {
        player.index() < self.player_count() && !self.table.left.contains(&player)
    }

    /// The players at the table, by id.
    pub fn present_players(&self) -> Vec<PlayerId> {
        self.players().filter(|p| self.is_present(*p)).collect()
    }

    /// How many players are at the table.
    pub fn present_count(&self) -> usize {
        self.players().filter(|p| self.is_present(*p)).count()
    }

    /// Every player ever seated, clockwise (those who left are in it: skip them with
    /// [`GameState::is_present`]).
    pub fn seating(&self) -> Vec<PlayerId> {
        if self.table.seating.is_empty() {
            self.players().collect()
        } else {
            self.table.seating.clone()
        }
    }

    /// Who joined and who left, and when, oldest first.
    pub fn seat_changes(&self) -> &[SeatChange] {
        &self.table.changes
    }

    /// The present players clockwise, starting with the first present player after `player`
    /// (who need not be present): the storyteller order and the order of dealing.
    pub(crate) fn present_after(&self, player: PlayerId) -> Vec<PlayerId> {
        let seating = self.seating();
        let start = seating.iter().position(|p| *p == player).unwrap_or(0);
        (1..=seating.len())
            .map(|offset| seating[(start + offset) % seating.len()])
            .filter(|p| self.is_present(*p))
            .collect()
    }

    /// The next storyteller after `player`.
    pub(crate) fn next_present(&self, player: PlayerId) -> PlayerId {
        self.present_after(player)
            .first()
            .copied()
            .unwrap_or(player)
    }

    /// Team Dixit: the teams clockwise by their first members' seats.
    pub(crate) fn team_order(&self) -> Vec<TeamId> {
        let seating = self.seating();
        let mut order = Vec::new();
        for player in &seating {
            if let Some(team) = self.team_of(*player)
                && !order.contains(&team)
            {
                order.push(team);
            }
        }
        order
    }

    /// Stores the seating and teams explicitly before the first change.
    pub(crate) fn materialize_table(&mut self) {
        if self.table.seating.is_empty() {
            self.table.seating = self.players().collect();
        }
        if self.params.teams && self.table.teams.is_empty() {
            self.table.teams = self.players().filter_map(|p| self.team_of(p)).collect();
        }
    }

    /// Team Dixit: first members of every team in `order`, then the second members, so
    /// teammates sit opposite.
    pub(crate) fn seat_teams(&mut self, order: &[TeamId]) {
        let members: Vec<[PlayerId; 2]> = order.iter().map(|t| self.team_members(*t)).collect();
        self.table.seating = members
            .iter()
            .map(|m| m[0])
            .chain(members.iter().map(|m| m[1]))
            .collect();
    }

    /// The smallest and largest table the rule set allows.
    pub(crate) fn seat_limits(&self) -> (usize, usize) {
        let rules = self.config.rules;
        let allowed: Vec<usize> = (1..=64).filter(|n| rules.allows_player_count(*n)).collect();
        (
            allowed.first().copied().unwrap_or(0),
            allowed.last().copied().unwrap_or(0),
        )
    }
}
