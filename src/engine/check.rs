//! Checking actions: whether `apply` would accept one, and the typed reason when not. Every
//! check reads the state only, so a refused action changes nothing.

use super::action::{Action, MAX_CLUE_CHARS};
use super::error::RuleError;
use super::ids::{CardId, PlayerId, Slot, TeamId};
use super::roles::Role;
use super::state::{GameState, Phase};

impl GameState {
    /// Whether `apply` would accept `action`, and why not.
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        if self.phase == Phase::GameOver {
            return Err(RuleError::GameOver);
        }
        if let Some(player) = action.player()
            && player.index() >= self.player_count()
        {
            return Err(RuleError::UnknownPlayer { player });
        }
        if let Some(player) = action.player()
            && !self.is_present(player)
        {
            return Err(RuleError::PlayerLeft { player });
        }
        let wrong_phase = Err(RuleError::WrongPhase { phase: self.phase });
        match action {
            Action::ChooseStoryteller { player } => {
                if self.phase != Phase::ChooseStoryteller {
                    return wrong_phase;
                }
                match player {
                    Some(p) if p.index() >= self.player_count() => {
                        Err(RuleError::UnknownPlayer { player: *p })
                    }
                    Some(p) if !self.is_present(*p) => Err(RuleError::PlayerLeft { player: *p }),
                    _ => Ok(()),
                }
            }
            Action::Tell { .. } | Action::Submit { .. } if self.cards_on_table() => {
                Err(RuleError::CardsAreOnTable)
            }
            Action::Tell { player, card, clue } => {
                if self.phase != Phase::Telling {
                    return wrong_phase;
                }
                self.check_storyteller(*player)?;
                check_clue(clue)?;
                self.check_in_hand(*player, &[*card])
            }
            Action::GiveClue { player, clue } => {
                if self.phase != Phase::Clue {
                    return wrong_phase;
                }
                self.check_storyteller(*player)?;
                check_clue(clue)
            }
            Action::NameGiver { player } => {
                if self.phase != Phase::NamingGivers {
                    return wrong_phase;
                }
                match (self.role(*player), self.team_of(*player)) {
                    // A voter-to-be is named instead: the team changes its mind, which it may
                    // until every team has chosen (the phase then moves on).
                    (Some(Role::Undecided | Role::Voter), _) => Ok(()),
                    (Some(Role::Storyteller | Role::Giver), _)
                        if self.is_storyteller_team(*player) =>
                    {
                        Err(RuleError::StorytellerTeam)
                    }
                    (_, team) => Err(RuleError::GiverAlreadyNamed {
                        team: team.unwrap_or(TeamId(0)),
                    }),
                }
            }
            Action::Claim { player, places } => self.check_claim(*player, places),
            Action::ClaimAgain { player } => self.check_claim_again(*player),
            Action::Submit { player, cards } => {
                if self.phase != Phase::Submitting {
                    return wrong_phase;
                }
                if !self.submits(*player) {
                    return Err(RuleError::NotASubmitter { player: *player });
                }
                if self.has_acted(*player) {
                    return Err(RuleError::AlreadySubmitted { player: *player });
                }
                let expected = self.params.cards_per_submission;
                if cards.len() != expected {
                    return Err(RuleError::WrongCardCount {
                        expected,
                        got: cards.len(),
                    });
                }
                self.check_in_hand(*player, cards)
            }
            Action::Vote {
                player,
                slots,
                red_token,
            } => {
                if self.phase != Phase::Voting {
                    return wrong_phase;
                }
                self.check_vote(*player, slots, *red_token)
            }
            Action::NextTurn => {
                if self.phase == Phase::Reveal {
                    Ok(())
                } else {
                    wrong_phase
                }
            }
            Action::Join { names, after } => self.check_join(names, *after),
            Action::Leave { player } => self.check_leave(*player),
            Action::EndGame { leaving } => self.check_end_game(*leaving),
        }
    }

    fn is_storyteller_team(&self, player: PlayerId) -> bool {
        self.storyteller()
            .is_some_and(|s| self.team_of(s) == self.team_of(player))
    }

    fn check_storyteller(&self, player: PlayerId) -> Result<(), RuleError> {
        if self.storyteller() == Some(player) {
            Ok(())
        } else {
            Err(RuleError::NotStoryteller { player })
        }
    }

    fn check_in_hand(&self, player: PlayerId, cards: &[CardId]) -> Result<(), RuleError> {
        for (i, card) in cards.iter().enumerate() {
            if cards[..i].contains(card) {
                return Err(RuleError::SameCardTwice { card: *card });
            }
            if !self.hand(player).contains(card) {
                return Err(RuleError::CardNotInHand { card: *card });
            }
        }
        Ok(())
    }

    fn check_vote(
        &self,
        player: PlayerId,
        slots: &[Slot],
        red_token: Option<Slot>,
    ) -> Result<(), RuleError> {
        if !self.votes(player) {
            return Err(if self.role(player) == Some(Role::Storyteller) {
                RuleError::StorytellerCannotVote
            } else {
                RuleError::NotAVoter { player }
            });
        }
        if self.has_acted(player) {
            return Err(RuleError::AlreadyVoted { player });
        }
        let max = self.params.max_votes;
        if slots.is_empty() || slots.len() > max {
            return Err(RuleError::WrongVoteCount {
                min: 1,
                max,
                got: slots.len(),
            });
        }
        let board = self.board();
        let in_range = |slot: Slot| {
            slot.index()
                .filter(|i| *i < board.len())
                .ok_or(RuleError::SlotOutOfRange {
                    slot,
                    slots: board.len(),
                })
        };
        for (i, slot) in slots.iter().enumerate() {
            let index = in_range(*slot)?;
            if slots[..i].contains(slot) {
                return Err(RuleError::SameSlotTwice { slot: *slot });
            }
            if !self.params.everyone_plays && board[index].owner == player {
                return Err(RuleError::OwnCard { slot: *slot });
            }
        }
        let red_expected = self.params.everyone_plays && self.storyteller() == Some(player);
        match (red_expected, red_token) {
            (true, None) => Err(RuleError::RedTokenMissing),
            (false, Some(_)) => Err(RuleError::RedTokenNotAllowed),
            (true, Some(slot)) => in_range(slot).map(|_| ()),
            (false, None) => Ok(()),
        }
    }
}

fn check_clue(clue: &str) -> Result<(), RuleError> {
    if clue.chars().count() > MAX_CLUE_CHARS {
        Err(RuleError::ClueTooLong {
            max: MAX_CLUE_CHARS,
        })
    } else {
        Ok(())
    }
}
