//! The one way into a game: every move, whoever makes it (a player at the laptop, a phone, a
//! computer player, `fabula serve`'s phones), enters the session through
//! [`HotSeat::submit`], which asks who may make it from there, has the engine check and
//! apply it, keeps the move that may be taken back, and moves the laptop's screen on.
//! [`HotSeat::refusal`] asks the same question without acting: a screen greys its confirm
//! button out with the answer. The laptop's screens send a [`GameCommand`]: a move, or a step
//! between screens ([`HotSeat::apply`]).

use super::flow::UndoPoint;
use super::stage::private_stage;
use super::{Controller, GameCommand, HotSeat, Stage, may_take_back};
use crate::engine::{Action, Move, PlayerId, RuleError};

/// Where a move comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The laptop's screen: the private screen of a seat, or the table in public (the board,
    /// Team Dixit's choice of givers, the reveal).
    Laptop,
    /// A seat's phone, or the table through the phones' host.
    Phone,
    /// A computer player.
    Computer,
}

/// Why a move may not be made now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The rules refuse it.
    Rule(RuleError),
    /// The laptop does not show the screen the move belongs to (a stale click).
    NotShowing,
    /// The seat is not played from where the move came (a phone sent away a moment ago, a
    /// computer's seat taken back by a person).
    NotPlayedThere,
    /// A seat's move sent for the table as a whole.
    NotTheTables,
    /// A team names a member of another team to hand in its card.
    OtherTeam,
    /// The laptop moves the table on (who tells first, the next turn), not the phones.
    LaptopLeads,
    /// A person's clue said aloud while a computer player is at the table (it cannot hear).
    ClueNeeded,
    /// Only a seat's own last move, which showed the table nothing new, may be taken back.
    CannotTakeBack,
}

impl HotSeat {
    /// Makes `one` for `seat` (`None`: the table as a whole) from `source`: checked, applied,
    /// the undo point and the laptop's screen updated. Nothing changes when it is refused;
    /// the laptop's and the computers' refusals by the rules are kept as [`Self::error`].
    pub fn submit(
        &mut self,
        source: Source,
        seat: Option<PlayerId>,
        one: &Move,
    ) -> Result<(), Refusal> {
        let before = (self.state().phase(), self.state().turn_number());
        let applied = self
            .allowed(source, seat, one)
            .and_then(|action| self.game.apply(action).map_err(Refusal::Rule));
        if let Err(refusal) = applied {
            // The laptop shows why its move was refused (a phone is told instead).
            if let (Refusal::Rule(error), Source::Laptop | Source::Computer) = (&refusal, source) {
                self.error = Some(error.clone());
            }
            return Err(refusal);
        }
        self.revision += 1;
        self.error = None;
        match (source, seat) {
            (Source::Laptop, Some(seat)) => {
                self.undo = None;
                self.stage = self.next();
                self.keep_undo_point(seat);
            }
            (Source::Laptop, None) => {
                self.undo = None;
                self.stage = self.next();
            }
            (Source::Computer, _) => {
                // The board or the reveal showing now: nothing before it is taken back.
                if (self.state().phase(), self.state().turn_number()) != before {
                    self.undo = None;
                }
                self.follow_elsewhere();
            }
            (Source::Phone, _) => {
                // A phone's move is the game's last now: the laptop's can no longer go back.
                self.undo = None;
                self.follow_elsewhere();
            }
        }
        Ok(())
    }

    /// Companion mode: why the claim screen of `seat` may not make `claim`, said before the
    /// player confirms. Never that a place is taken: that is said only once they claimed it
    /// ([`Self::place_taken`]); said earlier, the screen would show who claimed what.
    pub fn claim_refusal(&self, claim: &Move, seat: PlayerId) -> Option<Refusal> {
        self.refusal(Source::Laptop, Some(seat), claim)
            .filter(|r| !matches!(r, Refusal::Rule(RuleError::PlaceTaken { .. })))
    }

    /// Companion mode: the rules' refusal of the place the player just claimed, which someone
    /// before them claimed (so the table may claim again).
    pub fn place_taken(&self) -> Option<&RuleError> {
        self.error()
            .filter(|e| matches!(e, RuleError::PlaceTaken { .. }))
    }

    /// Carries out what a player did on the screen showing now: a step between screens, or a
    /// move ([`Self::submit`] for the seat whose private screen shows, or for the table on a
    /// public screen). A command that does not belong to the stage is ignored (a stale
    /// click); a move the rules refuse is kept as the error.
    pub fn apply(&mut self, command: &GameCommand) {
        match (command, self.stage) {
            (GameCommand::ShowPrivate, Stage::Privacy(seat)) => {
                self.confirmed(seat);
                self.error = None;
                // The seat's task decides its screen (an undo may have given it back).
                if let Some(stage) = private_stage(seat, self.game.state().task_of(seat)) {
                    self.stage = stage;
                }
            }
            (GameCommand::StartVoting, Stage::Board) => {
                self.seen.board = self.game.state().turn_number();
                self.stage = self.next();
            }
            (GameCommand::Continue, Stage::HandsPassed) => {
                self.seen.hands_passed = self.game.state().turn_number();
                self.stage = self.next();
            }
            (GameCommand::Undo, Stage::Privacy(_) | Stage::Phones) => self.ask_undo(),
            (GameCommand::KeepMove, Stage::Privacy(_)) => self.keep_move(),
            (
                GameCommand::BackToPrivacy,
                Stage::Hand(seat) | Stage::Clue(seat) | Stage::Claim(seat) | Stage::Vote(seat),
            ) => {
                self.error = None;
                self.stage = Stage::Privacy(seat);
            }
            (
                GameCommand::Move(one),
                Stage::Hand(seat) | Stage::Clue(seat) | Stage::Claim(seat) | Stage::Vote(seat),
            ) => {
                // Refused moves leave the screen as it is (the rules' reason is the error).
                let _ = self.submit(Source::Laptop, Some(seat), one);
            }
            (GameCommand::Move(one), _) => {
                let _ = self.submit(Source::Laptop, None, one);
            }
            _ => {}
        }
    }

    /// Why [`Self::submit`] would refuse `one` now, if it would.
    pub fn refusal(&self, source: Source, seat: Option<PlayerId>, one: &Move) -> Option<Refusal> {
        self.allowed(source, seat, one).err()
    }

    /// Takes back `seat`'s last move made on its phone, if [`may_take_back`] allows it.
    pub fn take_back(&mut self, seat: PlayerId) -> Result<(), Refusal> {
        if self.controller(seat) != Controller::Phone {
            return Err(Refusal::NotPlayedThere);
        }
        if !may_take_back(self.game.state(), self.game.actions(), seat) {
            return Err(Refusal::CannotTakeBack);
        }
        self.game.undo();
        self.revision += 1;
        self.undo = None;
        self.follow_elsewhere();
        Ok(())
    }

    /// The engine action `one` stands for when `seat` makes it from `source`, once the seat
    /// may make it from there and the engine would take it.
    fn allowed(
        &self,
        source: Source,
        seat: Option<PlayerId>,
        one: &Move,
    ) -> Result<Action, Refusal> {
        let state = self.game.state();
        match (source, seat) {
            (Source::Laptop, Some(seat)) if !self.shows_private(seat) => {
                return Err(Refusal::NotShowing);
            }
            (Source::Laptop, None) => {
                let public = match one {
                    Move::NameGiver { .. } => self.stage == Stage::NamingGivers,
                    Move::NextTurn => self.stage == Stage::Reveal,
                    _ => false,
                };
                if !public {
                    return Err(Refusal::NotShowing);
                }
            }
            (Source::Phone, Some(seat)) if self.controller(seat) != Controller::Phone => {
                return Err(Refusal::NotPlayedThere);
            }
            (Source::Computer, Some(seat)) if self.controller(seat).level().is_none() => {
                return Err(Refusal::NotPlayedThere);
            }
            (Source::Phone | Source::Computer, None) if !one.is_the_tables() => {
                return Err(Refusal::NotTheTables);
            }
            _ => {}
        }
        // A seat names a giver of its own team only (a computer, of a team at all).
        if let (Move::NameGiver { player }, Some(seat)) = (one, seat) {
            let other = state.team_of(*player) != state.team_of(seat);
            let refused = match source {
                Source::Phone => other,
                Source::Computer => other || state.team_of(*player).is_none(),
                Source::Laptop => false,
            };
            if refused {
                return Err(Refusal::OtherTeam);
            }
        }
        if one.is_the_tables() && source == Source::Phone && seat.is_some() && self.laptop_leads {
            return Err(Refusal::LaptopLeads);
        }
        let action = one.action_for(seat.unwrap_or(PlayerId(0)));
        state.check(&action).map_err(Refusal::Rule)?;
        // A computer player cannot hear a clue said aloud (checked after the rules, so a
        // move the rules refuse says why they do).
        if source != Source::Computer
            && one.clue().is_some_and(|c| c.trim().is_empty())
            && self.has_computer()
        {
            return Err(Refusal::ClueNeeded);
        }
        Ok(action)
    }

    /// Whether the laptop shows `seat`'s private screen.
    fn shows_private(&self, seat: PlayerId) -> bool {
        matches!(
            self.stage,
            Stage::Hand(s) | Stage::Clue(s) | Stage::Claim(s) | Stage::Vote(s) if s == seat
        )
    }

    /// After a move made away from the laptop: its screen follows, unless it shows a private
    /// turn still to finish or a privacy screen still waiting for its player.
    fn follow_elsewhere(&mut self) {
        if !self.keeps_stage() {
            self.stage = self.next();
        }
    }

    /// The laptop's private move of `seat` just made can be taken back while the next player
    /// has not started (the rule is in `undo.rs`), or only phones and computers play on.
    fn keep_undo_point(&mut self, seat: PlayerId) {
        if matches!(self.stage, Stage::Privacy(next) if next != seat) || self.stage == Stage::Phones
        {
            self.undo = Some(UndoPoint {
                seat,
                actions: self.game.actions().len(),
                asked: false,
            });
        }
    }
}
