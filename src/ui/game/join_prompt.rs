//! The laptop's question when a latecomer asks to join from their phone: a calm band above
//! the reveal (or before the first turn), "Mia asks to join", with Accept and Decline. It
//! shows only between turns, so nobody joins mid-turn.

use crate::t;
use crate::ui::command::{PairingCommand, UiCommand};
use crate::ui::widgets::paint_phone;
use crate::ui::widgets::theme::{self, CREAM, DUSK, GOLD, LAVENDER, NIGHT};
use egui::{CornerRadius, Margin, RichText, Sense, Stroke, vec2};

/// A latecomer's request, as the laptop asks about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinPrompt {
    /// The request (the answer names it).
    pub id: u64,
    /// The name they asked to play under.
    pub name: String,
    /// Who they would sit after (the last seat present).
    pub after: String,
    /// How many more requests wait behind this one.
    pub more: usize,
}

/// Draws the question in a band across `ui`, and emits the answer.
pub fn join_prompt_ui(ui: &mut egui::Ui, prompt: &JoinPrompt, commands: &mut Vec<UiCommand>) {
    let answer = |accept| {
        UiCommand::Pairing(PairingCommand::AnswerJoin {
            id: prompt.id,
            accept,
        })
    };
    egui::Frame::new()
        .fill(DUSK)
        .stroke(Stroke::new(1.5, GOLD.gamma_multiply(0.6)))
        .corner_radius(CornerRadius::same(14))
        .inner_margin(Margin::symmetric(18, 10))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                let (mark, _) = ui.allocate_exact_size(vec2(24.0, 40.0), Sense::hover());
                paint_phone(ui.painter(), mark.center(), 32.0, GOLD, true);
                ui.add_space(10.0);
                ui.vertical(|ui| {
                    ui.label(
                        RichText::new(t!("join-prompt-asks", name = prompt.name.as_str()))
                            .font(theme::display(24.0))
                            .color(GOLD),
                    );
                    let mut detail = t!("join-prompt-where", after = prompt.after.as_str());
                    if prompt.more > 0 {
                        detail =
                            format!("{detail} · {}", t!("join-prompt-more", count = prompt.more));
                    }
                    ui.label(RichText::new(detail).color(LAVENDER));
                });
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    let size = vec2(140.0, 40.0);
                    let decline = egui::Button::new(
                        RichText::new(t!("join-prompt-decline"))
                            .font(theme::body(19.0))
                            .color(CREAM),
                    )
                    .corner_radius(CornerRadius::same(12))
                    .min_size(size);
                    if ui.add(decline).clicked() {
                        commands.push(answer(false));
                    }
                    let accept = egui::Button::new(
                        RichText::new(t!("join-prompt-accept"))
                            .font(theme::body(19.0))
                            .color(NIGHT),
                    )
                    .fill(GOLD)
                    .corner_radius(CornerRadius::same(12))
                    .min_size(size);
                    if ui.add(accept).clicked() {
                        commands.push(answer(true));
                    }
                });
            });
        });
    ui.add_space(8.0);
}
