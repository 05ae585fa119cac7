//! The stage the laptop shows now, drawn from the hot-seat flow: privacy, a hand, the clue,
//! a claim of places, a vote, the board, the reveal, the end, or the wait for phones.

use super::Game;
use crate::app::computers::ComputerPlayers;
use crate::describe::rule_error_text;
use crate::engine::PublicView;
use crate::hotseat::{GameCommand, HotSeat, Stage};
use crate::ui::UiCommand;
use crate::ui::game::{
    PrivacyExtras, board_screen_ui, claim_command, claim_ui, clue_ui, confirm_command, end_ui,
    givers_ui, hand_ui, hands_passed_ui, phones_waiting_ui, privacy_ui, reveal_ui, vote_command,
    vote_ui,
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
                let confirm = confirm_command(&view, &self.hand);
                let blocker = self
                    .hotseat
                    .refusal(&confirm, seat)
                    .or_else(|| self.hotseat.error().cloned())
                    .map(|e| rule_error_text(&e))
                    .or_else(|| clue_needed(&self.hotseat, &confirm));
                let typed_only = self.hotseat.has_computer();
                let blocker = blocker.as_deref();
                hand_ui(
                    ui,
                    &view,
                    &mut self.hand,
                    blocker,
                    typed_only,
                    table,
                    commands,
                );
            }
            Stage::Clue(seat) => {
                let view = self.hotseat.player_view(seat);
                let command = GameCommand::GiveClue {
                    clue: self.hand.clue.trim().to_owned(),
                };
                let blocker = self
                    .hotseat
                    .refusal(&command, seat)
                    .map(|e| rule_error_text(&e))
                    .or_else(|| clue_needed(&self.hotseat, &command));
                let typed_only = self.hotseat.has_computer();
                let hand = &mut self.hand;
                clue_ui(ui, &view, hand, blocker.as_deref(), typed_only, commands);
            }
            Stage::Claim(seat) => {
                let view = self.hotseat.player_view(seat);
                let claim = claim_command(&view, &self.claim);
                let (own, taken) = self.hotseat.claim_refusals(claim.as_ref(), seat);
                let (own, taken) = (
                    own.map(|e| rule_error_text(&e)),
                    taken.map(|e| rule_error_text(&e)),
                );
                let words = (own.as_deref(), taken.as_deref());
                claim_ui(ui, &view, &mut self.claim, words, table, commands);
            }
            Stage::NamingGivers => {
                let advice = self.computers.as_ref().and_then(ComputerPlayers::advice);
                givers_ui(ui, public, advice, table, commands);
            }
            Stage::HandsPassed => hands_passed_ui(ui, public, commands),
            Stage::Vote(seat) => {
                let view = self.hotseat.player_view(seat);
                let blocker = vote_command(&view, &self.vote)
                    .and_then(|c| self.hotseat.refusal(&c, seat))
                    .map(|e| rule_error_text(&e));
                vote_ui(
                    ui,
                    &view,
                    &mut self.vote,
                    blocker.as_deref(),
                    table,
                    commands,
                );
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

/// Why a clue cannot be given yet: it is not typed, and a computer player is at the table.
fn clue_needed(hotseat: &HotSeat, command: &GameCommand) -> Option<String> {
    hotseat
        .clue_missing(command)
        .then(|| crate::t!("clue-needed-computers"))
}
