//! A latecomer seated from their phone: the table said yes at the end of a turn, and the
//! phone plays the new seat from now on.
//!
//! The laptop's own "Add a player" chooses the name, token, place and who plays; a phone's
//! request brings only a name, so the latecomer sits after the last seat present, with the
//! first token nobody present holds.

use super::{Controller, HotSeat, TokenId};
use crate::engine::{Action, PlayerId, RuleError};

/// Tokens a latecomer may receive (Team Dixit's partner tokens are for pairs set up together).
const LATECOMER_TOKENS: u8 = 12;

impl HotSeat {
    /// Seats `name` as a latecomer played on their phone (an engine `Join` after the last
    /// seat present); their seat, or the engine's refusal (nothing changes then).
    pub fn seat_latecomer_on_phone(&mut self, name: &str) -> Result<PlayerId, RuleError> {
        let state = self.game.state();
        let after = state
            .seating()
            .into_iter()
            .rev()
            .find(|p| state.is_present(*p))
            .unwrap_or(PlayerId(0));
        let held: Vec<TokenId> = state
            .present_players()
            .iter()
            .filter_map(|p| self.tokens.get(p.index()).copied())
            .collect();
        let token = (0..LATECOMER_TOKENS)
            .map(TokenId)
            .find(|t| !held.contains(t))
            .unwrap_or(TokenId(0));
        self.game.apply(Action::Join {
            names: vec![name.to_owned()],
            after,
        })?;
        let seat = PlayerId((self.game.state().player_count() - 1) as u8);
        // The flow keeps one entry per seat: the new one plays on its phone.
        self.tokens.resize(seat.index(), TokenId(0));
        self.tokens.push(token);
        self.controllers.resize(seat.index(), Controller::Laptop);
        self.controllers.push(Controller::Phone);
        self.set_up_computers.resize(seat.index() + 1, false);
        self.revision += 1;
        self.undo = None;
        self.error = None;
        if !self.keeps_stage() {
            self.stage = self.next();
        }
        Ok(seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{CardId, GameConfig, Phase, RecordedGame, RuleSet};

    fn at_reveal() -> HotSeat {
        let names = ["Ada", "Bo", "Cy"].map(str::to_owned).to_vec();
        let deck = (0..110).map(CardId).collect();
        let mut game =
            RecordedGame::new(GameConfig::new(RuleSet::Classic, names, deck, 4)).unwrap();
        let mut rng = crate::engine::GameRng::new(1);
        while game.state().phase() != Phase::Reveal {
            let action = game.state().random_action(&mut rng).unwrap();
            game.apply(action).unwrap();
        }
        HotSeat::resume(game, vec![TokenId(0), TokenId(2), TokenId(1)])
    }

    #[test]
    fn a_latecomer_joins_by_phone_after_the_last_seat_with_a_free_token() {
        let mut hotseat = at_reveal();
        let revision = hotseat.revision();
        let seat = hotseat.seat_latecomer_on_phone("Mia").unwrap();
        assert_eq!(seat, PlayerId(3));
        assert_eq!(hotseat.state().name(seat), "Mia");
        assert_eq!(hotseat.state().seating().last(), Some(&seat));
        assert_eq!(hotseat.tokens()[3], TokenId(3));
        assert!(hotseat.on_phone(seat));
        assert_eq!(hotseat.controllers().len(), 4);
        assert_eq!(hotseat.set_up_computers().len(), 4);
        assert!(hotseat.revision() > revision);
    }

    #[test]
    fn a_join_refused_by_the_engine_changes_nothing() {
        let mut hotseat = at_reveal();
        let refused = hotseat.seat_latecomer_on_phone("ada");
        assert!(matches!(refused, Err(RuleError::NameTaken { .. })));
        assert_eq!(hotseat.controllers().len(), 3);
        assert_eq!(hotseat.tokens().len(), 3);
    }
}
