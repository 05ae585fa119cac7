//! Hot-seat play: one computer passed round the table, as a pure state machine over the
//! engine. No egui, files, clock or threads.
//!
//! The engine knows the rules; this module knows the table. It decides which screen the
//! laptop shows ([`Stage`]): the privacy screen between two players' private turns, a hand,
//! a vote, the board before the votes, the reveal, the end. Every move, from the laptop's
//! screens ([`GameCommand`]), a phone or a computer player, enters through one function,
//! [`HotSeat::submit`], which also keeps the one move that may still be taken back (see
//! [`undo`]). Screens only ever receive views of the game it holds.
//! The optional hourglass ([`Hourglass`]), a house rule, lives here too, timed from clock
//! readings the app hands it.

mod command;
mod flow;
mod hourglass;
mod phone_join;
mod phones;
mod seat_change;
mod seats;
mod stage;
mod submit;
mod undo;

pub use command::GameCommand;
pub use flow::SeatChangeKind;
pub use flow::{HotSeat, TokenId};
pub use hourglass::{
    Hourglass, HourglassReading, HourglassRun, HourglassTimes, MORE_TIME_MS, SavedHourglass,
    TIME_CHOICES_SECS, TimedTask,
};
pub use phones::{SeatLink, may_take_back};
pub use seat_change::Newcomer;
pub use seats::ComputerTurn;
pub use stage::{Controller, Seen, Stage, next_on_laptop, next_stage, next_to_act, private_stage};
pub use submit::{Refusal, Source};

#[cfg(test)]
#[path = "tests.rs"]
mod tests;

#[cfg(test)]
#[path = "modes_tests.rs"]
mod modes_tests;

#[cfg(test)]
#[path = "phones_tests.rs"]
mod phones_tests;

#[cfg(test)]
#[path = "seats_tests.rs"]
mod seats_tests;

#[cfg(test)]
#[path = "seat_change_tests.rs"]
mod seat_change_tests;
