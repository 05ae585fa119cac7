//! Who does what in the current turn: tells, hands in, votes, or (in Team Dixit) waits for the
//! team to name its giver; whether each has done their part of the phase; and who scores for
//! whom (a player, or their team).

use super::ids::{PlayerId, Scorer, TeamId};
use super::state::{GameState, Phase};
use serde::{Deserialize, Serialize};

/// What a player does in the current turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Role {
    /// Tells (and in Party also submits and votes).
    Storyteller,
    /// Hands in a card and then votes (classic), or only hands in (Team Dixit givers).
    Player,
    /// Team Dixit: waits for the team to decide, then votes unless named giver.
    Undecided,
    /// Team Dixit: votes for the team, hands in nothing.
    Voter,
    /// Team Dixit: hands in a card for the team, does not vote.
    Giver,
}

impl GameState {
    /// The number of teams ever formed, those that left included (0 outside Team Dixit).
    pub fn team_count(&self) -> usize {
        if self.params.teams {
            self.scores.len()
        } else {
            0
        }
    }

    /// A player's team in Team Dixit (as set up: seats `t` and `t + teams`; a pair that
    /// joined gets the next team id). Team ids never change.
    pub fn team_of(&self, player: PlayerId) -> Option<TeamId> {
        if !self.params.teams {
            return None;
        }
        if !self.table.teams.is_empty() {
            return self.table.teams.get(player.index()).copied();
        }
        let teams = self.config.players.len() / 2;
        (teams > 0).then(|| TeamId((player.index() % teams) as u8))
    }

    /// The two members of a team (lower id first).
    pub fn team_members(&self, team: TeamId) -> [PlayerId; 2] {
        let mut members = self.players().filter(|p| self.team_of(*p) == Some(team));
        let first = members.next().unwrap_or(PlayerId(team.0));
        [first, members.next().unwrap_or(first)]
    }

    /// Who scores for this player: themselves, or their team.
    pub fn scorer_of(&self, player: PlayerId) -> Scorer {
        self.team_of(player)
            .map_or(Scorer::Player(player), Scorer::Team)
    }

    /// What `player` does this turn.
    pub fn role(&self, player: PlayerId) -> Option<Role> {
        let turn = self.turn.as_ref()?;
        if !self.is_present(player) {
            return None;
        }
        if player == turn.storyteller {
            return Some(Role::Storyteller);
        }
        if !self.params.teams {
            return Some(Role::Player);
        }
        let team = self.team_of(player)?;
        if self.team_of(turn.storyteller) == Some(team) {
            return Some(Role::Giver);
        }
        Some(match turn.givers[team.index()] {
            None => Role::Undecided,
            Some(giver) if giver == player => Role::Giver,
            Some(_) => Role::Voter,
        })
    }

    /// Whether `player` hands in cards this turn (once givers are named).
    pub fn submits(&self, player: PlayerId) -> bool {
        match self.role(player) {
            // On the table the storyteller's card is claimed like the others'.
            Some(Role::Storyteller) => self.params.everyone_plays || self.cards_on_table(),
            Some(Role::Player | Role::Giver) => true,
            _ => false,
        }
    }

    /// Whether `player` votes this turn (once givers are named).
    pub fn votes(&self, player: PlayerId) -> bool {
        match self.role(player) {
            Some(Role::Storyteller) => self.params.everyone_plays,
            Some(Role::Player | Role::Voter) => true,
            _ => false,
        }
    }

    /// Whether `player` has done their part of the current phase.
    pub fn has_acted(&self, player: PlayerId) -> bool {
        let Some(turn) = &self.turn else {
            return false;
        };
        match self.phase {
            Phase::Telling | Phase::Clue => player != turn.storyteller,
            Phase::Submitting => {
                !self.submits(player)
                    || !turn.submissions[player.index()].is_empty()
                    || self.has_claimed(player)
            }
            Phase::Voting => !self.votes(player) || turn.voted[player.index()],
            Phase::NamingGivers => self.role(player) != Some(Role::Undecided),
            _ => true,
        }
    }
}
