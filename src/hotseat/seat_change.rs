//! A table that changes, as the laptop holds it: latecomers sit down (with a token and who
//! plays them), players leave, and the game may end when too few would be left.
//!
//! Seats change only between turns: at the reveal (before "Next turn", unless the game ends
//! then) or before the first turn. Before the first turn the game has already drawn its first
//! storyteller, and the engine takes seat changes only before that draw: the draw is taken
//! back, the change made, and the draw made again (nobody has acted yet, so nothing anyone
//! relied on changes).
//!
//! Undo: the last join or leave is taken back while nothing happened since (no move, no seat
//! handed over): the game's revision is what tells.

use super::flow::{SeatChangeKind, SeatUndo};
use super::stage::Controller;
use super::{HotSeat, Stage, TokenId};
use crate::engine::{Action, Phase, PlayerId, RuleError};

/// A latecomer as the laptop seats them: name, token, and who plays the seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Newcomer {
    /// The name they give.
    pub name: String,
    /// Their token.
    pub token: TokenId,
    /// A person here, a person on a phone, or a computer player.
    pub controller: Controller,
}

impl HotSeat {
    /// Whether seats may change now: at the reveal of a turn after which the game goes on,
    /// or before the first turn (nobody has acted yet).
    pub fn seats_may_change(&self) -> bool {
        let state = self.game.state();
        match self.stage {
            Stage::Reveal => state.phase() == Phase::Reveal && !state.public_view().final_turn,
            Stage::Privacy(_) | Stage::Phones => self.first_draw().is_some() && !self.undo_asked(),
            _ => false,
        }
    }

    /// The first storyteller's draw, while it is the game's only action.
    fn first_draw(&self) -> Option<Action> {
        match self.game.actions() {
            [draw @ Action::ChooseStoryteller { .. }] => Some(draw.clone()),
            _ => None,
        }
    }

    /// Why the engine would refuse `action` (a join or a leave) now, if it would.
    pub fn seat_change_refusal(&self, action: &Action) -> Option<RuleError> {
        if !self.seats_may_change() {
            return Some(RuleError::NotBetweenTurns);
        }
        if self.first_draw().is_none() {
            return self.game.state().check(action).err();
        }
        let mut game = self.game.clone();
        game.undo();
        game.state().check(action).err()
    }

    /// Seats `newcomers` after `after` (in Team Dixit, a pair: their team after `after`'s).
    /// Their seats grow the laptop's lists (tokens, who plays them); the ids they got.
    pub fn join(
        &mut self,
        newcomers: Vec<Newcomer>,
        after: PlayerId,
    ) -> Result<Vec<PlayerId>, RuleError> {
        let first = self.game.state().player_count();
        let names = newcomers.iter().map(|n| n.name.clone()).collect();
        self.change_seats(Action::Join { names, after })?;
        let seats: Vec<PlayerId> = (first..self.game.state().player_count())
            .map(|i| PlayerId(i as u8))
            .collect();
        for newcomer in newcomers {
            self.tokens.push(newcomer.token);
            self.set_up_computers
                .push(newcomer.controller.level().is_some());
            self.controllers.push(newcomer.controller);
        }
        if let Some(undo) = &mut self.seat_undo {
            undo.change = SeatChangeKind::Joined(seats.clone());
        }
        self.stage = self.next();
        Ok(seats)
    }

    /// `player` leaves (in Team Dixit, with their teammate).
    pub fn leave(&mut self, player: PlayerId) -> Result<(), RuleError> {
        self.change_seats(Action::Leave { player })?;
        if let Some(undo) = &mut self.seat_undo {
            undo.change = SeatChangeKind::Left(player);
        }
        self.stage = self.next();
        Ok(())
    }

    /// The table stops the game here, with the standings as they are; `leaving` leaves as it
    /// ends (marked as left, they cannot win).
    pub fn end_game(&mut self, leaving: Option<PlayerId>) -> Result<(), RuleError> {
        self.change_seats(Action::EndGame { leaving })?;
        // Nothing after the end to take back to.
        self.seat_undo = None;
        self.stage = self.next();
        Ok(())
    }

    /// Applies a seat change between turns (before the first turn, around the first draw).
    fn change_seats(&mut self, action: Action) -> Result<(), RuleError> {
        if let Some(error) = self.seat_change_refusal(&action) {
            return Err(error);
        }
        let redraw = self.first_draw();
        if redraw.is_some() {
            self.game.undo();
        }
        let mark = self.game.actions().len();
        let applied = self.game.apply(action);
        if let Some(draw) = &redraw {
            // Before the first turn the draw is made again whatever happened; it cannot be
            // refused with at least the minimum at the table.
            if let Err(error) = self.game.apply(draw.clone()) {
                log::error!("the first storyteller cannot be drawn again: {error}");
            }
        }
        applied?;
        self.undo = None;
        self.error = None;
        self.revision += 1;
        self.seat_undo = Some(SeatUndo {
            mark,
            redraw,
            revision: self.revision,
            change: SeatChangeKind::Left(PlayerId(0)),
        });
        Ok(())
    }

    /// The last join or leave, while it can be taken back (nothing happened since).
    pub fn seat_change_to_undo(&self) -> Option<&SeatChangeKind> {
        self.seat_undo
            .as_ref()
            .filter(|u| u.revision == self.revision)
            .map(|u| &u.change)
    }

    /// Takes back the last join or leave, if nothing happened since; whether it did.
    pub fn undo_seat_change(&mut self) -> bool {
        if self.seat_change_to_undo().is_none() {
            return false;
        }
        let Some(undo) = self.seat_undo.take() else {
            return false;
        };
        if undo.redraw.is_some() {
            self.game.undo();
        }
        while self.game.actions().len() > undo.mark {
            if self.game.undo().is_none() {
                break;
            }
        }
        if let Some(draw) = undo.redraw
            && let Err(error) = self.game.apply(draw)
        {
            log::error!("the first storyteller cannot be drawn again: {error}");
        }
        let seats = self.game.state().player_count();
        self.tokens.truncate(seats);
        self.controllers.truncate(seats);
        self.set_up_computers.truncate(seats);
        self.revision += 1;
        self.stage = self.next();
        true
    }

    /// Whether `seat` is at the table (not left).
    pub fn is_present(&self, seat: PlayerId) -> bool {
        self.game.state().is_present(seat)
    }
}
