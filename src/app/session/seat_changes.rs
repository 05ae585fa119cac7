//! A table that changes, on the laptop: the seats panel between turns (who leaves, who joins),
//! the "Add a player" form, and the question asked when a leave would leave too few players.

use super::game::Game;
use crate::computer::Level;
use crate::describe::rule_error_text;
use crate::engine::{Action, PlayerId, PublicView, RuleError};
use crate::hotseat::{Controller, Newcomer, SeatChangeKind, TokenId};
use crate::phones::SeatRelease;
use crate::ui::game::{
    JoinChoices, JoinForm, JoinPlays, SeatChanges, SeatsView, join_form_ui, leave_prompt_ui,
    seats_panel_ui,
};
use crate::ui::widgets::{CardArt, Table};
use crate::ui::{SeatsCommand, UiCommand};

impl Game {
    /// Carries out a seat change asked for on the seats panel, the form or the question.
    pub(super) fn apply_seat_change(&mut self, command: SeatsCommand) {
        match command {
            SeatsCommand::Leave(player) => self.leave(player),
            SeatsCommand::EndGame(leaving) => {
                self.changes = SeatChanges::default();
                self.release_phones_of(leaving);
                if self.hotseat.end_game(leaving).is_ok() {
                    self.seats_open = false;
                }
            }
            SeatsCommand::KeepSeat => self.changes.below_minimum = None,
            SeatsCommand::OpenJoin if self.hotseat.seats_may_change() => {
                self.changes.form = Some(self.new_form());
            }
            SeatsCommand::CloseJoin => self.changes.form = None,
            SeatsCommand::SitDown => self.sit_down(),
            SeatsCommand::UndoChange => {
                self.hotseat.undo_seat_change();
            }
            _ => {}
        }
    }

    /// Seats a latecomer (in Team Dixit, the pair `names`) after the last player present
    /// clockwise (`after`: after that player), with the first tokens nobody holds, played as
    /// `controller` says. For the phones' join requests the laptop accepted. A seat on a
    /// phone shows its code in the phones panel. The engine's refusal, in the laptop's words.
    pub(super) fn add_player(
        &mut self,
        names: &[String],
        after: Option<PlayerId>,
        controller: Controller,
    ) -> Result<Vec<PlayerId>, String> {
        let after = after.unwrap_or_else(|| self.last_seated());
        let used = self.used_tokens();
        let tokens = JoinForm::new(names.len() == 2, &used, after).tokens();
        let newcomers = names
            .iter()
            .zip(tokens)
            .map(|(name, token)| Newcomer {
                name: name.trim().to_owned(),
                token: TokenId(token as u8),
                controller,
            })
            .collect();
        self.seat(newcomers, after)
            .map_err(|error| rule_error_text(&error))
    }

    fn seat(
        &mut self,
        newcomers: Vec<Newcomer>,
        after: PlayerId,
    ) -> Result<Vec<PlayerId>, RuleError> {
        let phone = newcomers.iter().any(|n| n.controller == Controller::Phone);
        let seats = self.hotseat.join(newcomers, after)?;
        if phone && let Some(phones) = &mut self.phones {
            // A latecomer on a phone pairs it with their seat's code, as at set-up.
            for seat in &seats {
                phones.seat_added(*seat);
            }
            if let Some(first) = seats.first() {
                phones.show_code_in_panel(*first);
                self.seats_open = false;
            }
        }
        Ok(seats)
    }

    /// The form's latecomer(s) sit down.
    fn sit_down(&mut self) {
        let Some(form) = self.changes.form.clone() else {
            return;
        };
        let controller = match form.plays {
            JoinPlays::Phone if self.phones.is_some() => Controller::Phone,
            JoinPlays::Here | JoinPlays::Phone => Controller::Laptop,
            JoinPlays::Computer(level) => Controller::Computer(level),
        };
        let newcomers = form
            .names
            .iter()
            .zip(form.tokens())
            .map(|(name, token)| Newcomer {
                name: name.trim().to_owned(),
                token: TokenId(token as u8),
                controller,
            })
            .collect();
        if self.seat(newcomers, form.after).is_ok() {
            self.changes.form = None;
        }
    }

    /// `player` leaves; below the minimum, the laptop asks how the table goes on.
    fn leave(&mut self, player: PlayerId) {
        match self.hotseat.seat_change_refusal(&Action::Leave { player }) {
            Some(RuleError::TooFewPlayers { .. }) => self.changes.below_minimum = Some(player),
            Some(_) => {}
            None => {
                self.release_phones_of(Some(player));
                if self.hotseat.leave(player).is_err() {
                    log::warn!("a leave the engine had allowed was refused");
                }
            }
        }
    }

    /// A leaver's phone (and their teammate's) is sent away, told they left.
    fn release_phones_of(&mut self, player: Option<PlayerId>) {
        let Some(player) = player else { return };
        let state = self.hotseat.state();
        let leavers = match state.team_of(player) {
            Some(team) => state.team_members(team).to_vec(),
            None => vec![player],
        };
        for leaver in leavers {
            if self.hotseat.on_phone(leaver)
                && let Some(phones) = &mut self.phones
            {
                phones.release(leaver, SeatRelease::Laptop);
            }
        }
    }

    /// The present player last in the seating order: a latecomer sits after them unless told
    /// otherwise.
    fn last_seated(&self) -> PlayerId {
        let state = self.hotseat.state();
        (state.seating().into_iter().rev())
            .find(|p| state.is_present(*p))
            .unwrap_or(PlayerId(0))
    }

    /// The tokens a latecomer may not take: everyone's, so the standings and the history
    /// never show two players with one token; when no colour is left, those of players who
    /// left are offered again.
    fn used_tokens(&self) -> Vec<usize> {
        let all: Vec<usize> = self.hotseat.tokens().iter().map(|t| t.index()).collect();
        let colours = crate::ui::widgets::TOKENS.len();
        if (0..colours).any(|c| all.iter().all(|t| t % colours != c)) {
            return all;
        }
        (self.hotseat.tokens().iter().enumerate())
            .filter(|(i, _)| self.hotseat.is_present(PlayerId(*i as u8)))
            .map(|(_, t)| t.index())
            .collect()
    }

    fn new_form(&self) -> JoinForm {
        let pair = self.hotseat.state().seats_per_change() == 2;
        JoinForm::new(pair, &self.used_tokens(), self.last_seated())
    }

    /// Draws the form, the question or the seats panel, if one is open; whether it did.
    pub(super) fn seat_changes_ui(
        &mut self,
        ui: &mut egui::Ui,
        public: &PublicView,
        art: &dyn CardArt,
        commands: &mut Vec<UiCommand>,
    ) -> bool {
        let table = Table {
            tokens: self.hotseat.tokens(),
            links: &self.links,
            art,
        };
        if let Some(leaver) = self.changes.below_minimum {
            let min = (1..=64)
                .find(|n| public.rules.allows_player_count(*n))
                .unwrap_or(3);
            leave_prompt_ui(ui, public, leaver, min, commands);
            return true;
        }
        let used = self.used_tokens();
        if let Some(form) = &mut self.changes.form {
            let action = Action::Join {
                names: form.names.clone(),
                after: form.after,
            };
            let refusal = if form.names.iter().any(|n| n.trim().is_empty()) {
                Some(crate::t!("join-name-needed"))
            } else {
                self.hotseat
                    .seat_change_refusal(&action)
                    .map(|e| rule_error_text(&e))
            };
            let choices = JoinChoices {
                used: &used,
                phones: self.phones.is_some(),
                refusal: refusal.as_deref(),
            };
            join_form_ui(ui, public, form, choices, commands);
            return true;
        }
        if !self.seats_open {
            return false;
        }
        let levels: Vec<Option<Level>> = (self.hotseat.controllers().iter())
            .map(|c| c.level())
            .collect();
        let present: Vec<bool> = public.players.iter().map(|p| p.present).collect();
        let undo = self
            .hotseat
            .seat_change_to_undo()
            .map(|change| match change {
                SeatChangeKind::Joined(seats) => {
                    let names: Vec<&str> = seats.iter().map(|p| public.name(*p)).collect();
                    crate::t!("seats-undo-join", names = names.join(" & "))
                }
                SeatChangeKind::Left(player) => {
                    crate::t!("seats-undo-leave", name = public.name(*player))
                }
            });
        let seats = SeatsView {
            links: &self.links,
            levels: &levels,
            set_up_computers: self.hotseat.set_up_computers(),
            phones: self.phones.is_some(),
            present: &present,
            between_turns: self.hotseat.seats_may_change(),
            pairs: self.hotseat.state().seats_per_change() == 2,
            undo: undo.as_deref(),
        };
        seats_panel_ui(ui, public, seats, table, commands);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_join_form_offers_a_token_nobody_holds() {
        let form = JoinForm::new(false, &[0, 1, 3], PlayerId(2));
        assert_eq!(form.token, 2);
        assert_eq!(form.names.len(), 1);
        let pair = JoinForm::new(true, &[0, crate::ui::widgets::partner_of(0)], PlayerId(0));
        assert_eq!(pair.tokens(), vec![1, crate::ui::widgets::partner_of(1)]);
    }
}
