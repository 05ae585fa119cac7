//! Who plays each seat: a person at this computer, a person on a phone, or a computer player.
//!
//! One answer per seat ([`Controller`]) drives the flow: only seats at the laptop get its
//! privacy screen; while only other seats have something to do the laptop waits
//! ([`Stage::Phones`]). A computer seat acts when [`HotSeat::computer_turn`] names it, with
//! an ordinary move through the session's one entry ([`HotSeat::submit`]).
//!
//! Undo with computers at the table: their moves do not end the laptop's undo (the person's
//! move and every computer move after it are taken back together), unless a computer's move
//! showed the table something new (the board after the last card handed in, the reveal after
//! the last vote): then, as with the last card of a person, the undo is gone.

use super::{Controller, HotSeat, Stage};
use crate::computer::Level;
use crate::engine::{PlayerId, Task};

/// A computer seat's move to make now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ComputerTurn {
    /// The seat.
    pub seat: PlayerId,
    /// Its task.
    pub task: Task,
    /// Its level.
    pub level: Level,
    /// Nobody else (no person) has anything to do: a shorter pause.
    pub only_computers_left: bool,
    /// The seed of this move: the game's seed mixed with its number of actions, so the same
    /// game at the same moment gives the same move.
    pub seed: u64,
    /// How many actions the game held when this turn was asked for (a result computed for
    /// an older moment is dropped).
    pub actions: usize,
}

impl HotSeat {
    /// Who plays `seat`.
    pub fn controller(&self, seat: PlayerId) -> Controller {
        self.controllers
            .get(seat.index())
            .copied()
            .unwrap_or_default()
    }

    /// Who plays each seat, in seating order.
    pub fn controllers(&self) -> &[Controller] {
        &self.controllers
    }

    /// Whether a computer plays any seat (a person's clue must then be typed).
    pub fn has_computer(&self) -> bool {
        let state = self.game.state();
        (self.controllers.iter().enumerate())
            .any(|(i, c)| c.level().is_some() && state.is_present(PlayerId(i as u8)))
    }

    /// The same game with each seat played as `controllers` says (a new or resumed game);
    /// the seats played by computers are those set up for computers (a resumed game then says
    /// which were, [`Self::with_set_up_computers`]).
    #[must_use]
    pub fn with_controllers(mut self, controllers: Vec<Controller>) -> Self {
        if controllers.len() == self.controllers.len() {
            self.set_up_computers = controllers.iter().map(|c| c.level().is_some()).collect();
            self.controllers = controllers;
            self.stage = self.next();
        }
        self
    }

    /// The same game, with the seats that were set up for computer players (a resumed game).
    #[must_use]
    pub fn with_set_up_computers(mut self, set_up: Vec<bool>) -> Self {
        if set_up.len() == self.controllers.len() {
            self.set_up_computers = set_up;
        }
        self
    }

    /// Per seat, whether a computer player played it when the game was set up.
    pub fn set_up_computers(&self) -> &[bool] {
        &self.set_up_computers
    }

    /// Whether a computer player played `seat` when the game was set up (a person playing it
    /// now took a computer's seat; a computer playing it now is back at its own seat).
    pub fn set_up_as_computer(&self, seat: PlayerId) -> bool {
        self.set_up_computers
            .get(seat.index())
            .copied()
            .unwrap_or(false)
    }

    /// Hands `seat` to `controller`. A waiting screen or an unconfirmed privacy screen
    /// follows at once; a private turn showing is finished first.
    pub fn set_controller(&mut self, seat: PlayerId, controller: Controller) {
        let Some(slot) = self.controllers.get_mut(seat.index()) else {
            return;
        };
        if *slot == controller {
            return;
        }
        *slot = controller;
        // Saves keep the seats' controllers: a change is a change of the game.
        self.revision += 1;
        let asked_undo = self.undo_asked();
        match self.stage {
            Stage::Phones => self.stage = self.next(),
            Stage::Privacy(_) if !asked_undo => self.stage = self.next(),
            _ => {}
        }
    }

    /// Per seat, whether it is played away from the laptop's screen (phone or computer).
    pub(super) fn away(&self) -> Vec<bool> {
        self.controllers
            .iter()
            .map(|c| *c != Controller::Laptop)
            .collect()
    }

    /// The computer seat to act now, if any: the first computer with a task in the order the
    /// laptop goes round. None while an undo waits for its player, and while the table is
    /// shown a public moment (the board before "Start the vote", Party's hands passing): a
    /// computer acts when its task is open, as a person would. A team's choice of who hands
    /// in is the computer's only when both partners are computers (else the person decides,
    /// in public).
    pub fn computer_turn(&self) -> Option<ComputerTurn> {
        if self.undo_asked() || matches!(self.stage, Stage::Board | Stage::HandsPassed) {
            return None;
        }
        let state = self.game.state();
        let view = state.public_view();
        let n = view.players.len();
        let start = view.storyteller.map_or(0, PlayerId::index);
        let with_task = |i: usize| view.players[i].task.map(|t| (PlayerId(i as u8), t));
        let computer = |seat: PlayerId| self.controller(seat).level();
        let (seat, task, level) = (1..=n)
            .map(|k| (start + k) % n)
            .filter_map(with_task)
            .find_map(|(seat, task)| {
                let level = computer(seat)?;
                let decides = match task {
                    // A team of computers chooses once (`done`: it has chosen; a person
                    // may still change a team's mind, a computer keeps its choice).
                    Task::ChooseGiver { team } => {
                        !view.players[seat.index()].done
                            && state
                                .team_members(team)
                                .iter()
                                .all(|p| computer(*p).is_some())
                    }
                    _ => true,
                };
                decides.then_some((seat, task, level))
            })?;
        let only_computers_left = (0..n)
            .filter_map(with_task)
            .all(|(p, _)| computer(p).is_some());
        let actions = self.game.actions().len();
        let seed = state.config().seed ^ (actions as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        Some(ComputerTurn {
            seat,
            task,
            level,
            only_computers_left,
            seed,
            actions,
        })
    }

    /// The computer partner of a person's team that chooses who hands in, asked for its
    /// advice (what it would choose: the person decides). None while no such team chooses.
    pub fn giver_adviser(&self) -> Option<ComputerTurn> {
        if self.stage != Stage::NamingGivers {
            return None;
        }
        let state = self.game.state();
        let view = state.public_view();
        let (seat, task, level) = view.players.iter().find_map(|p| {
            let level = self.controller(p.id).level()?;
            let task @ Task::ChooseGiver { team } = p.task? else {
                return None;
            };
            let people = state
                .team_members(team)
                .iter()
                .any(|m| self.controller(*m).level().is_none());
            people.then_some((p.id, task, level))
        })?;
        let actions = self.game.actions().len();
        Some(ComputerTurn {
            seat,
            task,
            level,
            only_computers_left: false,
            seed: state.config().seed ^ (actions as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
            actions,
        })
    }
}
