//! The points of a valid round, each with the rule that gave it.

use super::round::{PARTY_CAP, Reason, Round, ScoreEntry, ScoreLine, TurnScore};
use crate::engine::ids::{PlayerId, Scorer, TeamId};

impl Round<'_> {
    /// Scores a valid round (see [`Round::validate`]).
    pub fn score(&self) -> TurnScore {
        if self.params().everyone_plays {
            self.score_party()
        } else {
            self.score_classic()
        }
    }

    fn scorer_of(&self, player: PlayerId) -> Scorer {
        match self.team(player) {
            Some(team) => Scorer::Team(team),
            None => Scorer::Player(player),
        }
    }

    fn empty_entries(&self) -> Vec<ScoreEntry> {
        let scorers: Vec<Scorer> = match self.teams {
            Some(_) => (0..self.names.len() / 2)
                .map(|t| Scorer::Team(TeamId(t as u8)))
                .collect(),
            None => (0..self.names.len())
                .map(|p| Scorer::Player(PlayerId(p as u8)))
                .collect(),
        };
        scorers
            .into_iter()
            .map(|scorer| ScoreEntry {
                scorer,
                points: 0,
                lines: Vec::new(),
            })
            .collect()
    }

    fn score_classic(&self) -> TurnScore {
        let params = self.params();
        let mut entries = self.empty_entries();
        let mut add = |player: PlayerId, reason: Reason, points: u32| {
            let scorer = self.scorer_of(player);
            if let Some(entry) = entries.iter_mut().find(|e| e.scorer == scorer) {
                entry.points += points;
                entry.lines.push(ScoreLine {
                    player,
                    reason,
                    points,
                });
            }
        };
        let players = (0..self.names.len()).map(|p| PlayerId(p as u8));
        let storyteller_slot = self.board.iter().position(|o| *o == self.storyteller);
        let found = |player: PlayerId| {
            self.votes[player.index()]
                .iter()
                .any(|slot| slot.index() == storyteller_slot)
        };
        let voters: Vec<PlayerId> = players.clone().filter(|p| self.is_voter(*p)).collect();
        let finders = voters.iter().filter(|v| found(**v)).count();
        let all_or_none = finders == 0 || finders == voters.len();
        let storyteller_scorer = self.scorer_of(self.storyteller);

        // Base points: storyteller, then the others (per scorer, so a team scores once).
        add(
            self.storyteller,
            match (finders, all_or_none) {
                (0, _) => Reason::StorytellerNobodyFound,
                (_, true) => Reason::StorytellerEveryoneFound,
                _ => Reason::StorytellerSomeFound,
            },
            if all_or_none { 0 } else { 3 },
        );
        let mut base_given = vec![storyteller_scorer];
        for player in players.clone() {
            let scorer = self.scorer_of(player);
            if base_given.contains(&scorer) || (!all_or_none && !self.is_voter(player)) {
                continue;
            }
            base_given.push(scorer);
            let (reason, points) = match (all_or_none, finders, found(player)) {
                (true, 0, _) => (Reason::NobodyFound, 2),
                (true, _, _) => (Reason::EveryoneFound, 2),
                (false, _, true) => (Reason::FoundCard, 3),
                (false, _, false) => (Reason::MissedCard, 0),
            };
            add(player, reason, points);
        }
        // Bonus: votes on each card owner's cards, capped per owner.
        for owner in players.clone().filter(|p| *p != self.storyteller) {
            let votes = self
                .votes
                .iter()
                .flatten()
                .filter(|slot| slot.index().is_some_and(|i| self.board[i] == owner))
                .count() as u32;
            if votes > 0 {
                let points = params.bonus_cap.map_or(votes, |cap| votes.min(cap));
                add(owner, Reason::VotesReceived { votes }, points);
            }
        }
        if params.single_vote_bonus && !params.teams {
            for voter in &voters {
                if self.votes[voter.index()].len() == 1 && found(*voter) {
                    add(*voter, Reason::SingleVote, 1);
                }
            }
        }
        TurnScore { entries }
    }

    fn score_party(&self) -> TurnScore {
        let mut entries = self.empty_entries();
        for (entry, votes) in entries.iter_mut().zip(self.votes) {
            let Scorer::Player(player) = entry.scorer else {
                continue;
            };
            let Some(choice) = votes.first() else {
                continue;
            };
            let together = self
                .votes
                .iter()
                .filter(|other| other.first() == Some(choice))
                .count() as u32;
            let (reason, points) = if self.red_token == Some(*choice) {
                (Reason::PartyRedToken, 0)
            } else if together == 1 {
                (Reason::PartyAlone, 0)
            } else {
                (
                    Reason::PartyMatch { players: together },
                    together.min(PARTY_CAP),
                )
            };
            entry.points = points;
            entry.lines.push(ScoreLine {
                player,
                reason,
                points,
            });
        }
        TurnScore { entries }
    }
}
