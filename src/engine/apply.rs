//! Applying actions: validate everything first, then change the state, so a refused
//! action leaves the game exactly as it was.

use super::action::{Action, Event, MAX_CLUE_CHARS};
use super::error::RuleError;
use super::ids::{CardId, PlayerId, Scorer, Slot, TeamId};
use super::scoring::Round;
use super::state::{BoardCard, GameState, Phase, Role, Turn, TurnRecord};

impl GameState {
    /// Applies one action and returns what happened, or refuses it and changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        self.check(&action)?;
        let mut events = Vec::new();
        match action {
            Action::ChooseStoryteller { player } => {
                let player =
                    player.unwrap_or_else(|| PlayerId(self.rng.below(self.player_count()) as u8));
                events.push(Event::StorytellerChosen { player });
                self.start_turn(1, player, &mut events);
            }
            Action::Tell { player, card, clue } => {
                self.take_from_hand(player, &[card]);
                let turn = self.turn_mut();
                turn.clue = Some(clue);
                turn.submissions[player.index()] = vec![card];
                self.phase = if self.params.teams {
                    Phase::NamingGivers
                } else {
                    Phase::Submitting
                };
                events.push(Event::Told { player });
            }
            Action::GiveClue { player, clue } => {
                self.turn_mut().clue = Some(clue);
                self.phase = Phase::Submitting;
                events.push(Event::ClueGiven { player });
            }
            Action::NameGiver { player } => {
                // A first choice, or a change of it: the team's giver is this member now.
                let team = self.team_of(player).unwrap_or(TeamId(0));
                self.turn_mut().givers[team.index()] = Some(player);
                events.push(Event::GiverNamed { team, player });
                if self
                    .players()
                    .all(|p| self.role(p) != Some(Role::Undecided))
                {
                    self.phase = Phase::Submitting;
                }
            }
            Action::Submit { player, cards } => {
                self.take_from_hand(player, &cards);
                self.turn_mut().submissions[player.index()] = cards;
                events.push(Event::Submitted { player });
                if self.players().all(|p| self.has_acted(p)) {
                    self.lay_out_board(&mut events);
                }
            }
            Action::Vote {
                player,
                slots,
                red_token,
            } => {
                let turn = self.turn_mut();
                turn.votes[player.index()] = slots;
                turn.voted[player.index()] = true;
                if red_token.is_some() {
                    turn.red_token = red_token;
                }
                events.push(Event::Voted { player });
                if self.players().all(|p| self.has_acted(p)) {
                    self.score_turn(&mut events);
                }
            }
            Action::NextTurn => self.finish_turn(&mut events),
        }
        Ok(events)
    }

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
                    _ => Ok(()),
                }
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

    fn turn_mut(&mut self) -> &mut Turn {
        // Every caller runs after `check`, which only passes with a turn under way.
        self.turn
            .get_or_insert_with(|| Turn::new(0, PlayerId(0), 0, 0))
    }

    fn take_from_hand(&mut self, player: PlayerId, cards: &[CardId]) {
        self.hands[player.index()].retain(|card| !cards.contains(card));
    }

    fn start_turn(&mut self, number: u32, storyteller: PlayerId, events: &mut Vec<Event>) {
        self.turn = Some(Turn::new(
            number,
            storyteller,
            self.player_count(),
            self.team_count(),
        ));
        self.phase = if self.params.clue_first {
            Phase::Clue
        } else {
            Phase::Telling
        };
        events.push(Event::TurnStarted {
            turn: number,
            storyteller,
        });
    }

    fn lay_out_board(&mut self, events: &mut Vec<Event>) {
        let turn = self
            .turn
            .get_or_insert_with(|| Turn::new(0, PlayerId(0), 0, 0));
        let mut board: Vec<BoardCard> = turn
            .submissions
            .iter()
            .enumerate()
            .flat_map(|(seat, cards)| {
                cards.iter().map(move |card| BoardCard {
                    card: *card,
                    owner: PlayerId(seat as u8),
                })
            })
            .collect();
        self.rng.shuffle(&mut board);
        events.push(Event::BoardRevealed { cards: board.len() });
        turn.board = board;
        self.phase = Phase::Voting;
    }

    fn score_turn(&mut self, events: &mut Vec<Event>) {
        let Some(turn) = &self.turn else { return };
        let owners: Vec<PlayerId> = turn.board.iter().map(|b| b.owner).collect();
        let teams: Option<Vec<TeamId>> = self
            .params
            .teams
            .then(|| self.players().filter_map(|p| self.team_of(p)).collect());
        let score = Round {
            rules: self.config.rules,
            names: &self.config.players,
            storyteller: turn.storyteller,
            board: &owners,
            votes: &turn.votes,
            red_token: turn.red_token,
            teams: teams.as_deref(),
        }
        .score();
        for entry in &score.entries {
            let index = match entry.scorer {
                Scorer::Player(p) => p.index(),
                Scorer::Team(t) => t.index(),
            };
            // A score never wraps round to a small number, however long the game.
            self.scores[index] = self.scores[index].saturating_add(entry.points);
        }
        let tellings = &mut self.tellings[turn.storyteller.index()];
        *tellings = tellings.saturating_add(1);
        self.history.push(TurnRecord {
            number: turn.number,
            storyteller: turn.storyteller,
            clue: turn.clue.clone().unwrap_or_default(),
            board: turn.board.clone(),
            votes: turn.votes.clone(),
            red_token: turn.red_token,
            score: score.clone(),
        });
        events.push(Event::TurnScored {
            score: score.clone(),
        });
        self.turn_mut().score = Some(score);
        self.phase = Phase::Reveal;
    }

    fn finish_turn(&mut self, events: &mut Vec<Event>) {
        if self.end_reached() {
            let best = self.scores.iter().copied().max().unwrap_or(0);
            self.winners = (0..self.scores.len())
                .filter(|i| self.scores[*i] == best)
                .map(|i| {
                    if self.params.teams {
                        Scorer::Team(TeamId(i as u8))
                    } else {
                        Scorer::Player(PlayerId(i as u8))
                    }
                })
                .collect();
            // The last board stays on the table so the final reveal can still be shown.
            self.phase = Phase::GameOver;
            events.push(Event::GameEnded {
                winners: self.winners.clone(),
            });
            return;
        }
        let Some(turn) = self.turn.take() else { return };
        self.discard.extend(turn.board.iter().map(|b| b.card));
        self.refill(turn.storyteller, events);
        let next = PlayerId(((turn.storyteller.index() + 1) % self.player_count()) as u8);
        self.start_turn(turn.number.saturating_add(1), next, events);
    }

    fn refill(&mut self, storyteller: PlayerId, events: &mut Vec<Event>) {
        let players = self.player_count();
        let hand_size = self.params.hand_size;
        let missing: usize = self.hands.iter().map(|h| hand_size - h.len()).sum();
        if self.draw.len() < missing {
            self.draw.append(&mut self.discard);
            self.rng.shuffle(&mut self.draw);
            events.push(Event::DeckReshuffled);
        }
        // Deal clockwise from the storyteller's left, as at a real table.
        for offset in 1..=players {
            let seat = (storyteller.index() + offset) % players;
            while self.hands[seat].len() < hand_size {
                let Some(card) = self.draw.pop() else { break };
                self.hands[seat].push(card);
            }
        }
        if self.params.pass_hands_left {
            self.hands.rotate_right(1);
            events.push(Event::HandsPassed);
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

#[cfg(test)]
#[path = "apply_tests.rs"]
mod tests;
