//! Dixit Party's blind clue: the storyteller gives the clue before looking at their hand, so
//! this private screen shows no card at all, only the clue field. With the cards on the table
//! (companion mode) every storyteller's clue is given here: the hand is in their own hands.

use super::hand::HandState;
use super::judge::{Judge, Judged};
use super::sparks::{sparks_button_ui, sparks_panel_ui};
use crate::engine::{Move, PlayerView};
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::theme::{self, EMBER, GOLD, LAVENDER};
use crate::ui::widgets::{key_hints_centered, pressed};
use egui::RichText;

/// Draws the blind clue screen; `state.clue` is the text being typed (`typed_only`: it must be,
/// a computer player is at the table). `judge` says why the clue may not be given now, if it
/// may not (asked once, when the button is drawn).
pub fn clue_ui(
    ui: &mut egui::Ui,
    view: &PlayerView,
    state: &mut HandState,
    judge: Judge<'_>,
    typed_only: bool,
    commands: &mut Vec<UiCommand>,
) {
    let name = view.public.name(view.seat);
    let height = ui.available_height();
    // The ideas take room: the screen moves up while they show.
    let top = if state.sparks.shown.is_some() {
        0.03
    } else {
        0.12
    };
    let mut judged = None;
    ui.vertical_centered(|ui| {
        ui.add_space(height * top);
        ui.label(
            RichText::new(t!("clue-title", name = name))
                .font(theme::display(48.0))
                .color(GOLD),
        );
        let table = view.public.cards_on_table;
        theme::do_now(
            ui,
            &if table {
                t!("hint-table-clue")
            } else {
                t!("hint-blind-clue")
            },
        );
        ui.add_space(height * 0.05);
        let clue = &mut state.clue;
        let label = ui.label(
            RichText::new(t!("clue-field"))
                .font(theme::body(20.0))
                .color(LAVENDER),
        );
        let field = ui.add(
            egui::TextEdit::singleline(clue)
                .font(theme::display(34.0))
                .desired_width(ui.available_width().min(720.0))
                .char_limit(crate::engine::MAX_CLUE_CHARS)
                .align(egui::Align2::CENTER_CENTER)
                .hint_text(if typed_only {
                    t!("clue-placeholder-typed")
                } else {
                    t!("clue-placeholder")
                }),
        );
        field.clone().labelled_by(label.id);
        if !field.has_focus() && ui.memory(|m| m.focused().is_none()) {
            field.request_focus();
        }
        ui.add_space(14.0);
        // The clue as typed now, judged once: the button gives exactly this clue.
        let chosen = Judged::new(Some(clue_move(clue)), judge);
        let give = ui.add_enabled(
            chosen.blocker.is_none(),
            theme::primary_button(&t!("clue-give")),
        );
        if give.clicked()
            && let Some(one) = chosen.chosen.clone()
        {
            commands.push(UiCommand::Game(one.into()));
        }
        if let Some(reason) = &chosen.blocker {
            ui.label(RichText::new(reason).color(EMBER));
        }
        judged = Some(chosen);
        ui.add_space(6.0);
        ui.label(
            RichText::new(if table {
                t!("clue-table-after")
            } else {
                t!("clue-hand-after")
            })
            .font(theme::body(16.0))
            .color(LAVENDER),
        );
        key_hints_centered(ui, &[(&t!("key-enter"), &t!("clue-hint-give"))]);
        ui.add_space(10.0);
        sparks_button_ui(ui, &mut state.sparks);
        ui.add_space(6.0);
        sparks_panel_ui(ui, &mut state.sparks, ui.available_width().min(560.0));
    });
    // Enter gives the clue also from the field: typing and pressing Enter is natural.
    if ui.input(|i| i.key_pressed(egui::Key::Enter))
        && let Some(judged) = judged
        && let Some(one) = judged.on_enter(Some(clue_move(&state.clue)), judge)
    {
        commands.push(UiCommand::Game(one.into()));
    }
    if pressed(ui, egui::Key::Escape) {
        state.clue.clear();
    }
}

/// The move that gives `clue` (trimmed; empty means said aloud).
pub fn clue_move(clue: &str) -> Move {
    Move::GiveClue {
        clue: clue.trim().to_owned(),
    }
}
