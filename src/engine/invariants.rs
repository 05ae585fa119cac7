//! Invariants that hold after every action of every game, checked by the simulator and the
//! property tests: cards are conserved, scores only grow, the storyteller rotates in seat
//! order, and hands are full at the start of each turn. (That views hold no secret card is
//! checked by [`crate::secrecy`], which serializes them.)

use super::ids::{CardId, PlayerId};
use super::state::{GameState, Phase};

/// Follows one game action by action and reports the first broken invariant.
#[derive(Debug, Default)]
pub struct InvariantChecker {
    deck: Vec<CardId>,
    scores: Vec<u32>,
    turn: u32,
    storyteller: Option<PlayerId>,
    scratch: Vec<CardId>,
}

impl InvariantChecker {
    /// A checker for a game, starting from its current state.
    pub fn new(game: &GameState) -> Self {
        let mut deck = game.config().deck.clone();
        deck.sort_unstable();
        InvariantChecker {
            deck,
            scores: game.scores().to_vec(),
            turn: game.turn_number(),
            storyteller: game.storyteller(),
            scratch: Vec::new(),
        }
    }

    /// Checks the cheap invariants after an action; describes the first one broken.
    pub fn observe(&mut self, game: &GameState) -> Result<(), String> {
        self.check_cards(game)?;
        for (i, (old, new)) in self.scores.iter().zip(game.scores()).enumerate() {
            if new < old {
                return Err(format!("score {i} went down from {old} to {new}"));
            }
        }
        self.scores.clear();
        self.scores.extend_from_slice(game.scores());
        if game.turn_number() != self.turn {
            self.check_new_turn(game)?;
        }
        Ok(())
    }

    fn check_cards(&mut self, game: &GameState) -> Result<(), String> {
        self.scratch.clear();
        for player in game.players() {
            self.scratch.extend_from_slice(game.hand(player));
        }
        self.scratch.extend_from_slice(game.draw_pile());
        self.scratch.extend_from_slice(game.discard_pile());
        self.scratch.extend(game.cards_in_play());
        self.scratch.sort_unstable();
        if self.scratch != self.deck {
            return Err(format!(
                "cards not conserved: {} in the game, {} in the deck",
                self.scratch.len(),
                self.deck.len()
            ));
        }
        Ok(())
    }

    fn check_new_turn(&mut self, game: &GameState) -> Result<(), String> {
        let (Some(storyteller), turn) = (game.storyteller(), game.turn_number()) else {
            return Err("a turn without a storyteller".to_owned());
        };
        if Some(turn) != self.turn.checked_add(1) {
            return Err(format!("turn jumped from {} to {turn}", self.turn));
        }
        if let Some(previous) = self.storyteller {
            let expected = (previous.index() + 1) % game.player_count();
            if storyteller.index() != expected {
                return Err(format!(
                    "storyteller went from seat {} to {}, expected {expected}",
                    previous.0, storyteller.0
                ));
            }
        }
        if matches!(game.phase(), Phase::Telling | Phase::Clue) {
            let size = game.params().hand_size;
            if let Some(player) = game.players().find(|p| game.hand(*p).len() != size) {
                return Err(format!(
                    "{} holds {} cards at the start of turn {turn}, expected {size}",
                    game.name(player),
                    game.hand(player).len()
                ));
            }
        }
        self.turn = turn;
        self.storyteller = Some(storyteller);
        Ok(())
    }
}
