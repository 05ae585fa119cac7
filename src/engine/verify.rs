//! Structural checks of a state that came from outside (a save file): every index in range,
//! every per-player list the right length, the phase consistent with the turn. A state that
//! passes can be viewed and played without a panic; one that fails is refused with a reason.

use super::ids::{PlayerId, Scorer, Slot};
use super::invariants::InvariantChecker;
use super::state::{GameState, Phase, TurnRecord};

impl GameState {
    /// Checks that this state is one the engine could have produced, structurally.
    pub fn verify(&self) -> Result<(), String> {
        self.config.validate().map_err(|e| e.to_string())?;
        let players = self.player_count();
        if self.params != self.config.rules.params(players) {
            return Err("the rule parameters do not match the rule set".to_owned());
        }
        let scorers = if self.params.teams {
            players / 2
        } else {
            players
        };
        expect_len("hands", self.hands.len(), players)?;
        expect_len("scores", self.scores.len(), scorers)?;
        expect_len("tellings", self.tellings.len(), players)?;
        if self.hands.iter().any(|h| h.len() > self.params.hand_size) {
            return Err("a hand holds too many cards".to_owned());
        }
        for winner in &self.winners {
            let index = match winner {
                Scorer::Player(p) => p.index(),
                Scorer::Team(t) => t.index(),
            };
            if index >= scorers {
                return Err("an unknown winner".to_owned());
            }
        }
        for record in &self.history {
            self.verify_record(record)?;
        }
        self.verify_turn()?;
        InvariantChecker::new(self).observe(self)
    }

    fn verify_turn(&self) -> Result<(), String> {
        let players = self.player_count();
        let Some(turn) = &self.turn else {
            return if self.phase == Phase::ChooseStoryteller {
                Ok(())
            } else {
                Err(format!("phase {:?} without a turn", self.phase))
            };
        };
        if self.phase == Phase::ChooseStoryteller {
            return Err("a turn before the first storyteller was chosen".to_owned());
        }
        self.verify_player(turn.storyteller)?;
        expect_len("givers", turn.givers.len(), self.team_count())?;
        for (team, giver) in turn.givers.iter().enumerate() {
            if let Some(giver) = giver {
                self.verify_player(*giver)?;
                if self.team_of(*giver).map(super::ids::TeamId::index) != Some(team) {
                    return Err("a giver named for another team".to_owned());
                }
            }
        }
        expect_len("submissions", turn.submissions.len(), players)?;
        expect_len("votes", turn.votes.len(), players)?;
        expect_len("voted", turn.voted.len(), players)?;
        let board = turn.board.len();
        for card in &turn.board {
            self.verify_player(card.owner)?;
        }
        for slot in turn.votes.iter().flatten().chain(&turn.red_token) {
            verify_slot(*slot, board)?;
        }
        let laid_out = matches!(self.phase, Phase::Voting | Phase::Reveal | Phase::GameOver);
        if laid_out == (board == 0) {
            return Err(format!(
                "phase {:?} with {board} cards on the board",
                self.phase
            ));
        }
        if matches!(self.phase, Phase::Reveal) != turn.score.is_some()
            && self.phase != Phase::GameOver
        {
            return Err("the turn's score does not match the phase".to_owned());
        }
        if matches!(self.phase, Phase::Telling | Phase::Clue)
            && self.hands.iter().any(|h| h.len() != self.params.hand_size)
        {
            return Err("a hand is not full at the start of the turn".to_owned());
        }
        if self.phase == Phase::Submitting
            && self.players().any(|p| {
                self.submits(p)
                    && !self.has_acted(p)
                    && self.hand(p).len() < self.params.cards_per_submission
            })
        {
            return Err("a player has too few cards to hand in".to_owned());
        }
        Ok(())
    }

    fn verify_record(&self, record: &TurnRecord) -> Result<(), String> {
        self.verify_player(record.storyteller)?;
        expect_len("recorded votes", record.votes.len(), self.player_count())?;
        for card in &record.board {
            self.verify_player(card.owner)?;
        }
        for slot in record.votes.iter().flatten().chain(&record.red_token) {
            verify_slot(*slot, record.board.len())?;
        }
        Ok(())
    }

    fn verify_player(&self, player: PlayerId) -> Result<(), String> {
        if player.index() < self.player_count() {
            Ok(())
        } else {
            Err(format!("there is no player {}", player.0))
        }
    }
}

fn expect_len(what: &str, got: usize, expected: usize) -> Result<(), String> {
    if got == expected {
        Ok(())
    } else {
        Err(format!("{got} {what} for {expected}"))
    }
}

fn verify_slot(slot: Slot, board: usize) -> Result<(), String> {
    match slot.index() {
        Some(index) if index < board => Ok(()),
        _ => Err(format!("slot {slot} is not on the board")),
    }
}
