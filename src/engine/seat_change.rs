//! Joining and leaving: the checks (read only, so a refused change changes nothing) and the
//! changes. Seats change only before the first turn or at the reveal; the rule set's limits
//! hold at every moment; the parameters follow the table's size from the next turn on.

use super::action::Event;
use super::config::MAX_NAME_CHARS;
use super::error::RuleError;
use super::ids::{PlayerId, TeamId};
use super::seat_table::SeatChange;
use super::state::{GameState, Phase};

/// The most players one game can ever seat (ids are one byte).
const MAX_IDS: usize = u8::MAX as usize;

impl GameState {
    /// How many players join or leave together: a pair in Team Dixit, else one.
    pub fn seats_per_change(&self) -> usize {
        if self.params.teams { 2 } else { 1 }
    }

    fn check_between_turns(&self) -> Result<(), RuleError> {
        match self.phase {
            Phase::ChooseStoryteller | Phase::Reveal => Ok(()),
            Phase::GameOver => Err(RuleError::GameOver),
            _ => Err(RuleError::NotBetweenTurns),
        }
    }

    fn check_present(&self, player: PlayerId) -> Result<(), RuleError> {
        if player.index() >= self.player_count() {
            Err(RuleError::UnknownPlayer { player })
        } else if !self.is_present(player) {
            Err(RuleError::PlayerLeft { player })
        } else {
            Ok(())
        }
    }

    pub(crate) fn check_join(&self, names: &[String], after: PlayerId) -> Result<(), RuleError> {
        self.check_between_turns()?;
        let expected = self.seats_per_change();
        if names.len() != expected {
            return Err(RuleError::JoinCount {
                expected,
                got: names.len(),
            });
        }
        let mut taken: Vec<String> = self
            .players()
            .map(|p| self.name(p).trim().to_lowercase())
            .collect();
        for name in names {
            let trimmed = name.trim();
            if trimmed.is_empty() {
                return Err(RuleError::EmptyName);
            }
            if trimmed.chars().count() > MAX_NAME_CHARS {
                return Err(RuleError::NameTooLong {
                    max: MAX_NAME_CHARS,
                });
            }
            let key = trimmed.to_lowercase();
            if taken.contains(&key) {
                return Err(RuleError::NameTaken {
                    name: trimmed.to_owned(),
                });
            }
            taken.push(key);
        }
        self.check_present(after)?;
        let (_, max) = self.seat_limits();
        let count = self.present_count() + expected;
        if !self.config.rules.allows_player_count(count) || self.player_count() + expected > MAX_IDS
        {
            return Err(RuleError::TableFull { max });
        }
        self.check_cards(count, expected)
    }

    pub(crate) fn check_leave(&self, player: PlayerId) -> Result<(), RuleError> {
        self.check_between_turns()?;
        self.check_present(player)?;
        let (min, _) = self.seat_limits();
        let count = self.present_count().saturating_sub(self.seats_per_change());
        if !self.config.rules.allows_player_count(count) {
            return Err(RuleError::TooFewPlayers { min });
        }
        self.check_cards(count, 0)
    }

    pub(crate) fn check_end_game(&self, leaving: Option<PlayerId>) -> Result<(), RuleError> {
        self.check_between_turns()?;
        leaving.map_or(Ok(()), |player| self.check_present(player))
    }

    /// Whether the deck deals full hands to a table of `count` with `newcomers` dealt now.
    fn check_cards(&self, count: usize, newcomers: usize) -> Result<(), RuleError> {
        let hand_size = self.config.rules.params(count).hand_size;
        let deck = self.config.deck.len();
        let needed = count * hand_size;
        if deck < needed {
            return Err(RuleError::NotEnoughCards {
                needed,
                available: deck,
            });
        }
        // At the reveal the board is not back in the piles yet: the newcomers' hands come
        // from the piles and the surplus of hands above the new size.
        let held: usize = self
            .present_players()
            .iter()
            .map(|p| self.hand(*p).len().min(hand_size))
            .sum();
        let available = deck.saturating_sub(held + self.cards_in_play().len());
        let dealt = newcomers * hand_size;
        if available < dealt {
            return Err(RuleError::NotEnoughCards {
                needed: dealt,
                available,
            });
        }
        Ok(())
    }

    pub(crate) fn join(&mut self, names: Vec<String>, after: PlayerId, events: &mut Vec<Event>) {
        self.materialize_table();
        let level = self
            .present_scorers()
            .iter()
            .map(|i| self.scores[*i])
            .min()
            .unwrap_or(0);
        let team = self.params.teams.then_some(TeamId(self.scores.len() as u8));
        if team.is_some() {
            self.scores.push(level);
            if let Some(turn) = &mut self.turn {
                turn.givers.push(None);
            }
        }
        let mut newcomers = Vec::new();
        for name in names {
            let player = PlayerId(self.player_count() as u8);
            self.table.latecomers.push(name.trim().to_owned());
            self.hands.push(Vec::new());
            self.tellings.push(0);
            match team {
                Some(team) => self.table.teams.push(team),
                None => self.scores.push(level),
            }
            if let Some(turn) = &mut self.turn {
                turn.submissions.push(Vec::new());
                turn.votes.push(Vec::new());
                turn.voted.push(false);
            }
            newcomers.push(player);
        }
        if let Some(team) = team {
            let mut order = self.team_order();
            let place = order
                .iter()
                .position(|t| Some(*t) == self.team_of(after))
                .map_or(order.len(), |i| i + 1);
            order.insert(place, team);
            self.seat_teams(&order);
        } else {
            let seating = &mut self.table.seating;
            let place = seating
                .iter()
                .position(|p| *p == after)
                .map_or(seating.len(), |i| i + 1);
            seating.splice(place..place, newcomers.iter().copied());
        }
        let after_turn = self.turn_number();
        for player in &newcomers {
            self.table.changes.push(SeatChange::Joined {
                player: *player,
                after_turn,
            });
            events.push(Event::Joined {
                player: *player,
                score: level,
            });
        }
        self.refit_hands(&newcomers, events);
    }

    pub(crate) fn leave(&mut self, player: PlayerId, events: &mut Vec<Event>) {
        self.mark_left(player, events);
        self.refit_hands(&[], events);
    }

    /// The table stops here: `leaving` (with their teammate) leaves, and the players present
    /// are the standings' only possible winners.
    pub(crate) fn end_game(&mut self, leaving: Option<PlayerId>, events: &mut Vec<Event>) {
        if let Some(player) = leaving {
            self.mark_left(player, events);
        }
        self.declare_winners(events);
    }

    /// `player` (in Team Dixit, with their teammate) leaves: hands to the discard pile.
    fn mark_left(&mut self, player: PlayerId, events: &mut Vec<Event>) {
        self.materialize_table();
        let leavers = match self.team_of(player) {
            Some(team) => self.team_members(team).to_vec(),
            None => vec![player],
        };
        let after_turn = self.turn_number();
        for leaver in leavers {
            let hand = std::mem::take(&mut self.hands[leaver.index()]);
            self.discard.extend(hand);
            self.table.left.push(leaver);
            self.table.changes.push(SeatChange::Left {
                player: leaver,
                after_turn,
            });
            events.push(Event::Left { player: leaver });
        }
    }

    /// The parameters for the new table size; hands above the new size give their surplus,
    /// chosen by chance, to the discard pile; newcomers (and, before the first turn, everyone)
    /// are dealt up to the new size. At the reveal the others are refilled at the next turn.
    fn refit_hands(&mut self, newcomers: &[PlayerId], events: &mut Vec<Event>) {
        self.params = self.config.rules.params(self.present_count());
        let hand_size = self.params.hand_size;
        let present = self.present_players();
        let mut trimmed = 0;
        for player in &present {
            let hand = &mut self.hands[player.index()];
            while hand.len() > hand_size {
                let card = hand.remove(self.rng.below(hand.len()));
                self.discard.push(card);
                trimmed += 1;
            }
        }
        if trimmed > 0 {
            events.push(Event::HandsTrimmed { cards: trimmed });
        }
        let dealt: Vec<PlayerId> = if self.phase == Phase::ChooseStoryteller {
            present
        } else {
            newcomers.to_vec()
        };
        self.deal_up_to(&dealt, events);
    }

    /// Fills the hands of `players`, in this order, to the hand size, reshuffling the discard
    /// pile into the draw pile first when the draw pile is short.
    pub(crate) fn deal_up_to(&mut self, players: &[PlayerId], events: &mut Vec<Event>) {
        let hand_size = self.params.hand_size;
        let missing: usize = players
            .iter()
            .map(|p| hand_size.saturating_sub(self.hands[p.index()].len()))
            .sum();
        if self.draw.len() < missing {
            self.draw.append(&mut self.discard);
            self.rng.shuffle(&mut self.draw);
            events.push(Event::DeckReshuffled);
        }
        for player in players {
            let hand = &mut self.hands[player.index()];
            while hand.len() < hand_size {
                let Some(card) = self.draw.pop() else { break };
                hand.push(card);
            }
        }
    }
}
