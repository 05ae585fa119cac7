//! The stage the laptop shows now, drawn from the hot-seat flow: privacy, a hand, the clue,
//! a claim of places, a vote, the board, the reveal, the end, or the wait for phones.

use super::super::computers::ComputerPlayers;
use super::Game;
use crate::describe::{refusal_text, rule_error_text};
use crate::engine::{Move, PlayerId, PublicView};
use crate::hotseat::{HotSeat, Refusal, Source, Stage};
use crate::ui::UiCommand;
use crate::ui::game::{
    Judge, PrivacyExtras, board_screen_ui, claim_ui, clue_ui, end_ui, givers_ui, hand_ui,
    hands_passed_ui, phones_waiting_ui, privacy_ui, reveal_ui, vote_ui,
};
use crate::ui::table::{board_compact_ui, reveal_compact_ui};
use crate::ui::widgets::{CardArt, Table};

impl Game {
    /// Draws `stage` (the flow's stage this frame). `table_open`: the table display shows the
    /// board and the reveal, so the laptop keeps a compact view.
    pub(super) fn stage_ui(
        &mut self,
        ui: &mut egui::Ui,
        stage: Stage,
        public: &PublicView,
        (art, table_open): (&dyn CardArt, bool),
        commands: &mut Vec<UiCommand>,
    ) {
        let seats = self.hotseat.seats_may_change();
        let table = Table {
            tokens: self.hotseat.tokens(),
            links: &self.links,
            art,
        };
        match stage {
            Stage::Privacy(seat) => {
                let extras = PrivacyExtras {
                    undo_of: self.hotseat.undo_offer().map(|p| public.name(p)),
                    undo_asked: self.hotseat.undo_asked(),
                    history: !self.hotseat.state().history().is_empty(),
                    phones: self.phones.is_some(),
                };
                privacy_ui(ui, public, seat, table_open, table, extras, commands);
            }
            Stage::Hand(seat) => {
                let view = self.hotseat.player_view(seat);
                let hotseat = &self.hotseat;
                // The rules' objection first, then the refusal of the last confirm, then
                // a clue the computers cannot hear.
                let judge = |one: &Move| match hotseat.refusal(Source::Laptop, Some(seat), one) {
                    Some(Refusal::Rule(error)) => Some(rule_error_text(&error)),
                    other => (hotseat.error().map(rule_error_text))
                        .or_else(|| other.map(|r| refusal_text(&r))),
                };
                let typed_only = hotseat.has_computer();
                let hand = &mut self.hand;
                hand_ui(ui, &view, hand, &judge, typed_only, table, commands);
            }
            Stage::Clue(seat) => {
                let view = self.hotseat.player_view(seat);
                let judge = judge(&self.hotseat, seat);
                let typed_only = self.hotseat.has_computer();
                let hand = &mut self.hand;
                clue_ui(ui, &view, hand, &judge, typed_only, commands);
            }
            Stage::Claim(seat) => {
                let view = self.hotseat.player_view(seat);
                let hotseat = &self.hotseat;
                let judge =
                    |one: &Move| (hotseat.claim_refusal(one, seat)).map(|r| refusal_text(&r));
                let taken = hotseat.place_taken().map(rule_error_text);
                let words = (&judge as Judge<'_>, taken.as_deref());
                claim_ui(ui, &view, &mut self.claim, words, table, commands);
            }
            Stage::NamingGivers => {
                let advice = self.computers.as_ref().and_then(ComputerPlayers::advice);
                givers_ui(ui, public, advice, table, commands);
            }
            Stage::HandsPassed => hands_passed_ui(ui, public, commands),
            Stage::Vote(seat) => {
                let view = self.hotseat.player_view(seat);
                let judge = judge(&self.hotseat, seat);
                vote_ui(ui, &view, &mut self.vote, &judge, table, commands);
            }
            Stage::Board if table_open => board_compact_ui(ui, public, table, commands),
            Stage::Reveal if table_open => {
                reveal_compact_ui(ui, public, table, seats, commands);
            }
            Stage::Board => board_screen_ui(ui, public, table, commands),
            Stage::Reveal => {
                let now = ui.input(|i| i.time);
                let since = *self.reveal_since.get_or_insert(now);
                reveal_ui(ui, public, (now - since) as f32, table, seats, commands);
            }
            Stage::End => {
                let history = self.hotseat.state().history();
                end_ui(ui, public, history, table, commands);
            }
            Stage::Phones => {
                let extras = PrivacyExtras {
                    undo_of: self.hotseat.undo_offer().map(|p| public.name(p)),
                    undo_asked: false,
                    history: !self.hotseat.state().history().is_empty(),
                    phones: true,
                };
                let links = &self.links;
                phones_waiting_ui(ui, public, links, extras, table_open, table, commands);
            }
        }
    }
}

/// Why the session would refuse a move of `seat`'s private screen now, in words: the same
/// question [`HotSeat::submit`] asks when the move is made.
fn judge(hotseat: &HotSeat, seat: PlayerId) -> impl Fn(&Move) -> Option<String> + '_ {
    move |one: &Move| (hotseat.refusal(Source::Laptop, Some(seat), one)).map(|r| refusal_text(&r))
}
