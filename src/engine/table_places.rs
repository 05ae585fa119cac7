//! Companion mode: the physical cards lie on the table in numbered places, and each player
//! tells the game, in private, which place(s) hold their card(s). Once every place is claimed
//! the board is the places in order, each with its owner, and the turn goes on as with
//! pictures: the same votes, refusals and scoring.

use super::action::Event;
use super::error::RuleError;
use super::ids::{CardId, PlayerId, Slot};
use super::roles::Role;
use super::state::{BoardCard, GameState, Phase};

impl GameState {
    /// How many places `player` claims this turn: the storyteller's one card (every card of
    /// a Party storyteller's, who hands in like everyone), or the rule set's cards per player.
    pub fn places_to_claim(&self, player: PlayerId) -> usize {
        if !self.cards_on_table() || !self.submits(player) {
            return 0;
        }
        if self.role(player) == Some(Role::Storyteller) && !self.params.everyone_plays {
            1
        } else {
            self.params.cards_per_submission
        }
    }

    /// How many numbered places the cards of this turn fill (0 before the cards are laid
    /// out or when the game plays pictures).
    pub fn table_places(&self) -> usize {
        if !self.cards_on_table() {
            return 0;
        }
        match self.phase {
            Phase::Submitting => self.players().map(|p| self.places_to_claim(p)).sum(),
            Phase::Voting | Phase::Reveal | Phase::GameOver => self.board().len(),
            _ => 0,
        }
    }

    /// The places `player` claimed this turn (secret until the reveal).
    pub fn claimed_places(&self, player: PlayerId) -> &[Slot] {
        self.turn
            .as_ref()
            .and_then(|t| t.claims.get(player.index()))
            .map_or(&[], Vec::as_slice)
    }

    /// Whether `place` is claimed by anyone yet.
    fn place_claimed(&self, place: Slot) -> bool {
        self.turn
            .as_ref()
            .is_some_and(|t| t.claims.iter().flatten().any(|s| *s == place))
    }

    /// That `player` is at the table's claims and has not claimed yet: what a claim and a
    /// call to claim again both need.
    fn check_still_to_claim(&self, player: PlayerId) -> Result<(), RuleError> {
        if !self.cards_on_table() {
            return Err(RuleError::NoPlacesToClaim);
        }
        if self.phase != Phase::Submitting {
            return Err(RuleError::WrongPhase { phase: self.phase });
        }
        if !self.submits(player) {
            return Err(RuleError::NotASubmitter { player });
        }
        if self.has_acted(player) {
            return Err(RuleError::AlreadySubmitted { player });
        }
        Ok(())
    }

    /// Whether `apply` would accept this claim.
    pub(crate) fn check_claim(&self, player: PlayerId, places: &[Slot]) -> Result<(), RuleError> {
        self.check_still_to_claim(player)?;
        let expected = self.places_to_claim(player);
        if places.len() != expected {
            return Err(RuleError::WrongPlaceCount {
                expected,
                got: places.len(),
            });
        }
        let count = self.table_places();
        for (i, place) in places.iter().enumerate() {
            if place.index().is_none_or(|index| index >= count) {
                return Err(RuleError::SlotOutOfRange {
                    slot: *place,
                    slots: count,
                });
            }
            if places[..i].contains(place) {
                return Err(RuleError::SamePlaceTwice { slot: *place });
            }
            if self.place_claimed(*place) {
                return Err(RuleError::PlaceTaken { slot: *place });
            }
        }
        Ok(())
    }

    /// Records a checked claim; the last one lays the board out.
    pub(crate) fn claim(&mut self, player: PlayerId, places: Vec<Slot>, events: &mut Vec<Event>) {
        let Some(turn) = self.turn.as_mut() else {
            return;
        };
        if let Some(claims) = turn.claims.get_mut(player.index()) {
            *claims = places;
        }
        events.push(Event::Submitted { player });
        if self.players().all(|p| self.has_acted(p)) {
            self.lay_out_places(events);
        }
    }

    /// Every place is claimed: the board is the places in their numbered order, each a
    /// stand-in card with its owner. Nothing is shuffled: the table already did.
    fn lay_out_places(&mut self, events: &mut Vec<Event>) {
        let count = self.table_places();
        let Some(turn) = self.turn.as_mut() else {
            return;
        };
        let board: Vec<BoardCard> = (0..count)
            .map(Slot::from_index)
            .map(|place| BoardCard {
                card: CardId::table_place(place),
                owner: turn
                    .claims
                    .iter()
                    .position(|claims| claims.contains(&place))
                    .map_or(PlayerId(0), |seat| PlayerId(seat as u8)),
            })
            .collect();
        events.push(Event::BoardRevealed { cards: board.len() });
        turn.board = board;
        self.phase = Phase::Voting;
    }

    /// Whether `apply` would accept `player`'s call to claim again: only from a player who
    /// still has to claim, once someone has claimed.
    pub(crate) fn check_claim_again(&self, player: PlayerId) -> Result<(), RuleError> {
        self.check_still_to_claim(player)?;
        if !self.players().any(|p| self.has_claimed(p)) {
            return Err(RuleError::NothingClaimed);
        }
        Ok(())
    }

    /// Drops every claim of the turn.
    pub(crate) fn drop_claims(&mut self, player: PlayerId, events: &mut Vec<Event>) {
        if let Some(turn) = self.turn.as_mut() {
            turn.claims.iter_mut().for_each(Vec::clear);
        }
        events.push(Event::ClaimsDropped { player });
    }

    /// Whether `player` has claimed their places (companion mode, while submitting).
    pub(crate) fn has_claimed(&self, player: PlayerId) -> bool {
        !self.claimed_places(player).is_empty()
    }

    /// Every place `player` could claim now: those nobody has claimed.
    pub(crate) fn free_places(&self) -> Vec<Slot> {
        (0..self.table_places())
            .map(Slot::from_index)
            .filter(|place| !self.place_claimed(*place))
            .collect()
    }
}

#[cfg(test)]
#[path = "table_places_tests.rs"]
mod tests;
