//! "Need an idea?": three kinds of clue for a shy storyteller to try, each with an example
//! that is about no card. The storyteller's screens show the button; the ideas open under it
//! (Party's clue screen) or float above the clue field (the hand screen, full of cards).

use crate::describe::{SparkKind, draw_sparks, spark_text};
use crate::t;
use crate::ui::widgets::theme::{self, CREAM, DUSK, GOLD, LAVENDER};
use egui::{CornerRadius, Margin, RichText, Stroke, vec2};

/// The sparks of one storyteller's turn (reset with the hand screen's state).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SparksState {
    /// Whether the settings offer sparks at all (the app sets this every frame).
    pub offered: bool,
    /// The three kinds showing, once asked for.
    pub shown: Option<[SparkKind; 3]>,
    /// How many times ideas were drawn this turn (so "Other ideas" gives others).
    draws: u64,
}

impl SparksState {
    /// Draws three kinds (other than the three showing, where possible).
    fn draw(&mut self, salt: u64) {
        let before = self.shown;
        for attempt in 0..8 {
            self.draws += 1;
            let seed = salt ^ self.draws.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ attempt;
            let drawn = draw_sparks(seed);
            let repeats = before.is_some_and(|b| drawn.iter().any(|k| b.contains(k)));
            self.shown = Some(drawn);
            if !repeats {
                break;
            }
        }
    }
}

/// A seed that differs from one evening to the next (the kinds are a suggestion, not a move
/// of the game, so they need not replay).
fn salt(ui: &egui::Ui) -> u64 {
    let time = ui.input(|i| i.time);
    time.to_bits() ^ ui.ctx().cumulative_pass_nr()
}

fn button_text(state: &SparksState) -> String {
    if state.shown.is_some() {
        t!("spark-close")
    } else {
        t!("spark-open")
    }
}

/// The width [`sparks_button_ui`] takes in a row, its gap included (0 when not offered).
pub fn sparks_button_width(ui: &egui::Ui, state: &SparksState) -> f32 {
    if !state.offered {
        return 0.0;
    }
    let text = ui
        .painter()
        .layout_no_wrap(button_text(state), theme::body(17.0), CREAM);
    text.size().x + 2.0 * ui.spacing().button_padding.x + ui.spacing().item_spacing.x
}

/// The "Need an idea?" button, or "Hide the ideas" while they show; nothing when the
/// settings do not offer sparks.
pub fn sparks_button_ui(ui: &mut egui::Ui, state: &mut SparksState) {
    if !state.offered {
        return;
    }
    let button = egui::Button::new(
        RichText::new(button_text(state))
            .font(theme::body(17.0))
            .color(LAVENDER),
    )
    .fill(DUSK.gamma_multiply(0.6))
    .stroke(Stroke::new(1.0, LAVENDER.gamma_multiply(0.5)))
    .corner_radius(CornerRadius::same(16));
    if ui.add(button).clicked() {
        if state.shown.is_some() {
            state.shown = None;
        } else {
            let salt = salt(ui);
            state.draw(salt);
        }
    }
}

/// The three ideas with their examples and "Other ideas", while they show.
pub fn sparks_panel_ui(ui: &mut egui::Ui, state: &mut SparksState, width: f32) {
    let Some(kinds) = state.shown.filter(|_| state.offered) else {
        return;
    };
    egui::Frame::new()
        .fill(DUSK)
        .stroke(Stroke::new(1.0, GOLD.gamma_multiply(0.5)))
        .corner_radius(CornerRadius::same(16))
        .inner_margin(Margin::symmetric(20, 14))
        .show(ui, |ui| {
            ui.set_width(width - 40.0);
            ui.vertical_centered(|ui| {
                ui.label(
                    RichText::new(t!("spark-intro"))
                        .font(theme::body(17.0))
                        .color(LAVENDER),
                );
                ui.add_space(6.0);
                for kind in kinds {
                    let (name, example) = spark_text(kind);
                    spark_row_ui(ui, &name, &t!("spark-example", example = example));
                }
                ui.add_space(4.0);
                let again =
                    egui::Button::new(RichText::new(t!("spark-again")).font(theme::body(17.0)))
                        .min_size(vec2(160.0, 34.0));
                if ui.add(again).clicked() {
                    let salt = salt(ui);
                    state.draw(salt);
                }
            });
        });
}

/// One idea on one line where it fits: the kind in gold, its example beside it.
fn spark_row_ui(ui: &mut egui::Ui, name: &str, example: &str) {
    let mut job = egui::text::LayoutJob::default();
    let gold = egui::TextFormat::simple(theme::display(24.0), GOLD);
    let mut cream = egui::TextFormat::simple(theme::body(17.0), CREAM);
    cream.italics = true;
    cream.valign = egui::Align::Center;
    job.append(name, 0.0, gold);
    job.append("   ", 0.0, cream.clone());
    job.append(example, 0.0, cream);
    job.halign = egui::Align::Center;
    ui.add(egui::Label::new(job).wrap());
}

/// The ideas floating above `anchor` (the clue row of the hand screen), centred over the
/// cards.
pub fn sparks_floating_ui(ui: &mut egui::Ui, state: &mut SparksState, anchor: egui::Rect) {
    if state.shown.is_none() || !state.offered {
        return;
    }
    let width = 440.0_f32.min(ui.ctx().content_rect().width() - 40.0);
    egui::Area::new(ui.scope_id().with("clue sparks"))
        .order(egui::Order::Foreground)
        .pivot(egui::Align2::CENTER_BOTTOM)
        .fixed_pos(egui::pos2(ui.max_rect().center().x, anchor.top() - 8.0))
        .show(ui.ctx(), |ui| sparks_panel_ui(ui, state, width));
}
