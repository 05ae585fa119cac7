//! Applying actions: validate everything first, then change the state, so a refused
//! action leaves the game exactly as it was.

use super::action::{Action, Event};
use super::error::RuleError;
use super::ids::{CardId, PlayerId, Scorer, Slot, TeamId};
use super::roles::Role;
use super::scoring::{Round, TurnScore};
use super::state::{BoardCard, GameState, Phase, Turn, TurnRecord};

impl GameState {
    /// Applies one action and returns what happened, or refuses it and changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        self.check(&action)?;
        let mut events = Vec::new();
        match action {
            Action::ChooseStoryteller { player } => {
                let player = player.unwrap_or_else(|| {
                    let present = self.present_players();
                    present[self.rng.below(present.len())]
                });
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
                // With the cards on the table every rule set starts a turn with the clue
                // alone, so Team Dixit's teams name their givers after it.
                self.phase = if self.params.teams {
                    Phase::NamingGivers
                } else {
                    Phase::Submitting
                };
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
            Action::Claim { player, places } => self.claim(player, places, &mut events),
            Action::ClaimAgain { player } => self.drop_claims(player, &mut events),
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
            Action::Join { names, after } => self.join(names, after, &mut events),
            Action::Leave { player } => self.leave(player, &mut events),
            Action::EndGame { leaving } => self.end_game(leaving, &mut events),
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
        // The storyteller of a game on the table picks a card in their own hand: the game
        // only hears that the clue was given.
        self.phase = if self.params.clue_first || self.cards_on_table() {
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
        let score = self.score_present(turn);
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
            self.declare_winners(events);
            return;
        }
        let Some(turn) = self.turn.take() else { return };
        if !self.cards_on_table() {
            self.discard.extend(turn.board.iter().map(|b| b.card));
        }
        self.refill(turn.storyteller, events);
        let next = self.next_present(turn.storyteller);
        self.start_turn(turn.number.saturating_add(1), next, events);
    }

    /// Ends the game: the best of the players (or teams) present win; a player who left
    /// cannot. The last board stays on the table so the final reveal can still be shown.
    pub(crate) fn declare_winners(&mut self, events: &mut Vec<Event>) {
        let present = self.present_scorers();
        let best = present.iter().map(|i| self.scores[*i]).max().unwrap_or(0);
        self.winners = present
            .into_iter()
            .filter(|i| self.scores[*i] == best)
            .map(|i| {
                if self.params.teams {
                    Scorer::Team(TeamId(i as u8))
                } else {
                    Scorer::Player(PlayerId(i as u8))
                }
            })
            .collect();
        self.phase = Phase::GameOver;
        events.push(Event::GameEnded {
            winners: self.winners.clone(),
        });
    }

    fn refill(&mut self, storyteller: PlayerId, events: &mut Vec<Event>) {
        // Deal clockwise from the storyteller's left, as at a real table.
        let clockwise = self.present_after(storyteller);
        self.deal_up_to(&clockwise, events);
        if self.params.pass_hands_left {
            // Each present player's hand goes to the next present player clockwise.
            let hands: Vec<Vec<CardId>> = clockwise
                .iter()
                .map(|p| std::mem::take(&mut self.hands[p.index()]))
                .collect();
            for (i, hand) in hands.into_iter().enumerate() {
                let to = clockwise[(i + 1) % clockwise.len()];
                self.hands[to.index()] = hand;
            }
            events.push(Event::HandsPassed);
        }
    }

    /// Scores the turn with the reference scorer, seeing only the players present: they are
    /// numbered `0..n` by id (teams by team id) for it, and its points mapped back.
    fn score_present(&self, turn: &Turn) -> TurnScore {
        let present = self.present_players();
        let compact = |player: PlayerId| {
            PlayerId(present.iter().position(|p| *p == player).unwrap_or(0) as u8)
        };
        let teams_present: Vec<TeamId> = {
            let mut teams: Vec<TeamId> = present.iter().filter_map(|p| self.team_of(*p)).collect();
            teams.sort_unstable();
            teams.dedup();
            teams
        };
        let compact_team =
            |team: TeamId| TeamId(teams_present.iter().position(|t| *t == team).unwrap_or(0) as u8);
        let names: Vec<String> = present.iter().map(|p| self.name(*p).to_owned()).collect();
        let owners: Vec<PlayerId> = turn.board.iter().map(|b| compact(b.owner)).collect();
        let votes: Vec<Vec<Slot>> = present
            .iter()
            .map(|p| turn.votes[p.index()].clone())
            .collect();
        let teams: Option<Vec<TeamId>> = self.params.teams.then(|| {
            present
                .iter()
                .filter_map(|p| self.team_of(*p).map(compact_team))
                .collect()
        });
        let mut score = Round {
            rules: self.config.rules,
            names: &names,
            storyteller: compact(turn.storyteller),
            board: &owners,
            votes: &votes,
            red_token: turn.red_token,
            teams: teams.as_deref(),
        }
        .score();
        for entry in &mut score.entries {
            entry.scorer = match entry.scorer {
                Scorer::Player(p) => Scorer::Player(present[p.index()]),
                Scorer::Team(t) => Scorer::Team(teams_present[t.index()]),
            };
            for line in &mut entry.lines {
                line.player = present[line.player.index()];
            }
        }
        score
    }
}

#[cfg(test)]
#[path = "apply_tests.rs"]
mod tests;
