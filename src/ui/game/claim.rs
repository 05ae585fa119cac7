//! Companion mode's private screen: the physical cards lie face up in numbered places on the
//! table, and the player says which place holds their own card (two places for a player who
//! hands in two cards with three players). Nobody's claims are shown, so the screen tells
//! nothing about the players before.

use super::board::{SlotClick, SlotLook, board_ui};
use super::judge::{Judge, Judged};
use crate::engine::{CardId, Move, PlayerView, Slot, Task};
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::theme::{self, EMBER, GOLD, LAVENDER};
use crate::ui::widgets::{Table, key_hints_centered, pressed_digit};
use egui::{RichText, vec2};

/// The places chosen so far on this private turn (reset for every private turn).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClaimState {
    /// The chosen places, in the order they were chosen.
    pub picked: Vec<Slot>,
}

impl ClaimState {
    /// Chooses `place`, or lets it go if it was chosen; with one place to claim a new
    /// choice replaces the old one, with two the oldest gives way.
    pub fn toggle(&mut self, place: Slot, wanted: usize) {
        if let Some(at) = self.picked.iter().position(|p| *p == place) {
            self.picked.remove(at);
            return;
        }
        self.picked.push(place);
        while self.picked.len() > wanted.max(1) {
            self.picked.remove(0);
        }
    }
}

/// How many places `view`'s seat claims now.
pub fn places_wanted(view: &PlayerView) -> usize {
    match view.task {
        Some(Task::Claim { places }) => places,
        _ => 1,
    }
}

/// The claim the player is about to make, once they chose as many places as they claim.
pub fn claim_move(view: &PlayerView, state: &ClaimState) -> Option<Move> {
    (state.picked.len() == places_wanted(view)).then(|| Move::Claim {
        places: state.picked.clone(),
    })
}

/// Draws the claim screen. `judge` says why the claim cannot be made as chosen (asked once,
/// when the button is drawn); `taken` is the engine's refusal of a place someone else
/// claimed, so the player may ask the table to claim again.
pub fn claim_ui(
    ui: &mut egui::Ui,
    view: &PlayerView,
    state: &mut ClaimState,
    (judge, taken): (Judge<'_>, Option<&str>),
    table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    let wanted = places_wanted(view);
    let count = view.public.table_places;
    let name = view.public.name(view.seat);
    ui.vertical_centered(|ui| {
        ui.label(
            RichText::new(if wanted > 1 {
                t!("claim-title-two", name = name)
            } else {
                t!("claim-title", name = name)
            })
            .font(theme::display(40.0))
            .color(GOLD),
        );
        theme::do_now(ui, &t!("claim-hint", places = count, cards = wanted));
        if let Some(clue) = view.public.clue.as_deref().filter(|c| !c.trim().is_empty()) {
            ui.label(
                RichText::new(t!("card-clue", clue = clue))
                    .font(theme::display(28.0))
                    .italics()
                    .color(theme::CREAM),
            );
        }
    });
    ui.add_space(10.0);
    let places: Vec<CardId> = (0..count)
        .map(|i| CardId::table_place(Slot::from_index(i)))
        .collect();
    let looks: Vec<SlotLook> = (0..count)
        .map(|i| SlotLook {
            selected: state.picked.contains(&Slot::from_index(i)),
            ..SlotLook::default()
        })
        .collect();
    let avail = ui.available_size();
    // Below the places: the button and the key hints, and after a refusal its two lines and
    // the way out.
    let below = if taken.is_some() { 240.0 } else { 150.0 };
    let area = vec2(avail.x, (avail.y - below).max(120.0));
    let clicked = ui
        .allocate_ui(area, |ui| {
            board_ui(ui, table.art, &places, &looks, area, |_, _, _| {})
        })
        .inner;
    if let Some(SlotClick::Choose(i)) = clicked {
        state.toggle(Slot::from_index(i), wanted);
    }
    // Digits choose a place, as on the printed board (1 to 9, 0 for 10).
    if let Some(digit) = pressed_digit(ui).filter(|d| *d < count) {
        state.toggle(Slot::from_index(digit), wanted);
    }
    ui.add_space(8.0);
    ui.vertical_centered(|ui| {
        let chosen = Judged::new(claim_move(view, state), judge);
        let ready = chosen.chosen.is_some() && chosen.blocker.is_none();
        let label = if wanted > 1 {
            t!("claim-confirm-two")
        } else {
            t!("claim-confirm")
        };
        let confirm = ui.add_enabled(ready, theme::primary_button(&label));
        let enter = ready && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if let Some(one) = chosen.chosen.filter(|_| confirm.clicked() || enter) {
            commands.push(UiCommand::Game(one.into()));
        }
        if let Some(reason) = &chosen.blocker {
            ui.label(RichText::new(reason).color(EMBER));
        }
        if let Some(taken) = taken {
            ui.label(RichText::new(taken).color(EMBER));
            ui.label(
                RichText::new(t!("claim-taken-help"))
                    .font(theme::body(16.0))
                    .color(LAVENDER),
            );
            let again = egui::Button::new(
                RichText::new(t!("claim-again"))
                    .font(theme::body(18.0))
                    .color(LAVENDER),
            );
            if ui.add(again).clicked() {
                state.picked.clear();
                commands.push(UiCommand::Game(Move::ClaimAgain.into()));
            }
        }
        key_hints_centered(
            ui,
            &[
                (
                    &t!("claim-key-digits", last = count.clamp(1, 9)),
                    &t!("claim-hint-digits"),
                ),
                (&t!("key-enter"), &t!("claim-hint-confirm")),
            ],
        );
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_place_replaces_and_two_let_the_oldest_go() {
        let mut state = ClaimState::default();
        state.toggle(Slot(3), 1);
        state.toggle(Slot(5), 1);
        assert_eq!(state.picked, vec![Slot(5)]);
        state.toggle(Slot(5), 1);
        assert!(state.picked.is_empty());
        for place in [1, 2, 4] {
            state.toggle(Slot(place), 2);
        }
        assert_eq!(state.picked, vec![Slot(2), Slot(4)]);
    }
}
