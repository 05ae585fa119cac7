//! Applying actions: validate everything first, then change the state, so a refused
//! action leaves the game exactly as it was.

use super::action::{Action, Event};
use super::error::RuleError;
use super::ids::{CardId, PlayerId, Scorer, TeamId};
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

#[cfg(test)]
#[path = "apply_tests.rs"]
mod tests;
