//! The hourglass's choice, shared by the set-up and the settings: a switch, and when it is on
//! a time for the storyteller, for handing in and for voting (30 s to 3 min), each screen
//! placing the two as its layout wants.

use crate::hotseat::{HourglassTimes, TIME_CHOICES_SECS, TimedTask};
use crate::t;
use crate::ui::widgets::theme::{self, LAVENDER};
use crate::ui::widgets::{hourglass_time_text, labelled_switch_ui};
use egui::RichText;

/// The name of a timed task beside its time.
fn task_name(task: TimedTask) -> String {
    match task {
        TimedTask::Storyteller => t!("hourglass-storyteller"),
        TimedTask::HandingIn => t!("hourglass-handing-in"),
        TimedTask::Voting => t!("hourglass-voting"),
    }
}

/// The hourglass's switch and its words (which switch it too), in a row of `ui`. True when
/// the player switched it.
pub fn hourglass_switch_ui(ui: &mut egui::Ui, on: &mut bool, size: f32) -> bool {
    labelled_switch_ui(ui, on, &t!("hourglass-switch"), size)
}

/// A time for each task (30 s to 3 min), on one row as the width allows. True when the
/// player changed one.
pub fn hourglass_times_ui(ui: &mut egui::Ui, times: &mut HourglassTimes, size: f32) -> bool {
    let mut changed = false;
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 6.0;
        for task in TimedTask::ALL {
            let name = ui.label(
                RichText::new(task_name(task))
                    .font(theme::body(size * 0.85))
                    .color(LAVENDER),
            );
            let current = times.secs(task);
            egui::ComboBox::from_id_salt(("hourglass time", task))
                .selected_text(hourglass_time_text(current))
                .width(64.0)
                // Every choice in view, none behind a scroll bar.
                .height(TIME_CHOICES_SECS.len() as f32 * 50.0)
                .show_ui(ui, |ui| {
                    for secs in TIME_CHOICES_SECS {
                        let text = hourglass_time_text(secs);
                        if ui.selectable_label(secs == current, text).clicked() {
                            *times = times.with(task, secs);
                            changed = true;
                        }
                    }
                })
                .response
                .labelled_by(name.id);
            ui.add_space(8.0);
        }
    });
    changed
}
