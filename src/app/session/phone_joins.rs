//! Latecomers on phones, on the laptop: the join code the table display shows, the calm
//! prompt at the end of a turn ("Mia asks to join"), and the table's answer. Nobody joins
//! without the laptop's yes, and the laptop answers only between turns (at the reveal, or
//! before the first turn), never mid-turn.

use super::Session;
use super::game::Game;
use super::phones::PhoneSession;
use crate::engine::Phase;
use crate::hotseat::{HotSeat, Stage};
use crate::phones::JoinAnswer;
use crate::ui::game::JoinPrompt;
use crate::ui::table::JoinCode;

/// Whether the table may seat a latecomer now: the laptop shows the reveal, or the game has
/// not begun its first turn.
fn between_turns(hotseat: &HotSeat) -> bool {
    let phase = hotseat.state().phase();
    phase == Phase::ChooseStoryteller
        || (phase == Phase::Reveal && hotseat.stage() == Stage::Reveal)
}

impl PhoneSession {
    /// The oldest latecomer's request, while the table may answer it.
    pub(super) fn join_prompt(&self, hotseat: &HotSeat) -> Option<JoinPrompt> {
        if !between_turns(hotseat) {
            return None;
        }
        let asks = self.host.join_requests();
        let first = asks.first()?;
        let state = hotseat.state();
        let last = state
            .seating()
            .into_iter()
            .rev()
            .find(|p| state.is_present(*p));
        Some(JoinPrompt {
            id: first.id,
            name: first.name.clone(),
            after: last.map(|p| state.name(p).to_owned()).unwrap_or_default(),
            more: asks.len() - 1,
        })
    }

    /// Answers request `id`: declined, or seated as a phone's seat after the last seat (the
    /// phone's page becomes that seat's at once). The seated latecomer's name, if any.
    pub(super) fn answer_latecomer(
        &mut self,
        id: u64,
        accept: bool,
        hotseat: &mut HotSeat,
    ) -> Option<String> {
        let ask = self.host.join_requests().into_iter().find(|a| a.id == id)?;
        if !accept || !between_turns(hotseat) {
            self.host.answer_join(id, JoinAnswer::Declined);
            return None;
        }
        let answer = crate::phones::seat_latecomer(hotseat, &ask.name);
        let seated = matches!(answer, JoinAnswer::Seated(_));
        if seated {
            // The new seat's token exists once the game with it is published.
            self.publish_now(hotseat);
            self.generation += 1;
        }
        self.host.answer_join(id, answer);
        seated.then_some(ask.name)
    }
}

impl Game {
    /// The join code for the table display, with phones on.
    pub(in crate::app) fn join_code(&self) -> Option<&JoinCode> {
        self.phones.as_ref().map(|p| &p.join_code)
    }

    /// The latecomer's request the laptop asks about now, if any.
    pub(super) fn join_prompt(&self) -> Option<JoinPrompt> {
        self.phones.as_ref()?.join_prompt(&self.hotseat)
    }
}

impl Session {
    /// The laptop's answer to a latecomer's request (the autosave lists a seated latecomer
    /// with the others).
    pub(in crate::app) fn answer_latecomer(&mut self, id: u64, accept: bool) {
        if let Some(game) = &mut self.game
            && let Some(phones) = &mut game.phones
        {
            phones.answer_latecomer(id, accept, &mut game.hotseat);
        }
    }
}
