//! The sound settings: mute (also the `M` key anywhere), the whole game's volume, the
//! effects', and the calm music with its own volume. Each change is heard at once and
//! remembered.

use crate::persist::{SoundChange, SoundSettings};
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::switch_ui;
use crate::ui::widgets::theme::{self, CREAM, LAVENDER};
use egui::RichText;

/// Draws the sound controls of the settings screen for `sound`.
pub fn sound_settings_ui(ui: &mut egui::Ui, sound: SoundSettings, commands: &mut Vec<UiCommand>) {
    // The grid is about this wide: centred in its card like the other settings' controls.
    const WIDTH: f32 = 460.0;
    ui.spacing_mut().slider_width = 300.0;
    ui.horizontal(|ui| {
        ui.add_space(((ui.available_width() - WIDTH) / 2.0).max(0.0));
        grid_ui(ui, sound, commands);
    });
}

fn grid_ui(ui: &mut egui::Ui, sound: SoundSettings, commands: &mut Vec<UiCommand>) {
    let label = |ui: &mut egui::Ui, text: &str| {
        ui.label(RichText::new(text).font(theme::body(20.0)).color(CREAM));
    };
    egui::Grid::new("sound-settings")
        .num_columns(2)
        .spacing(egui::vec2(24.0, 14.0))
        .show(ui, |ui| {
            let mute = t!("settings-mute");
            label(ui, &mute);
            ui.horizontal(|ui| {
                if switch_ui(ui, sound.muted, &mute).clicked() {
                    commands.push(UiCommand::SetSound(SoundChange::Muted(!sound.muted)));
                }
                ui.add_space(12.0);
                crate::ui::widgets::key_hint(ui, &t!("key-m"), &t!("settings-mute-key"));
            });
            ui.end_row();
            level_row_ui(
                ui,
                &t!("settings-volume"),
                sound.master,
                !sound.muted,
                commands,
                SoundChange::Master,
            );
            level_row_ui(
                ui,
                &t!("settings-effects"),
                sound.effects,
                !sound.muted,
                commands,
                SoundChange::Effects,
            );
            let music = t!("settings-music");
            label(ui, &music);
            ui.horizontal(|ui| {
                if switch_ui(ui, sound.music_on, &music).clicked() {
                    commands.push(UiCommand::SetSound(SoundChange::MusicOn(!sound.music_on)));
                }
                ui.add_space(12.0);
                let on = sound.music_on && !sound.muted;
                ui.spacing_mut().slider_width = 220.0;
                slider_ui(
                    ui,
                    &t!("settings-music-volume"),
                    sound.music,
                    on,
                    commands,
                    SoundChange::Music,
                );
            });
            ui.end_row();
        });
}

/// A level's name and its slider, on one row of the grid.
fn level_row_ui(
    ui: &mut egui::Ui,
    name: &str,
    value: f32,
    enabled: bool,
    commands: &mut Vec<UiCommand>,
    change: fn(u8) -> SoundChange,
) {
    ui.label(RichText::new(name).font(theme::body(20.0)).color(CREAM));
    slider_ui(ui, name, value, enabled, commands, change);
    ui.end_row();
}

/// A slider from 0 to 100 %, named `name` for screen readers and tests, greyed while the
/// level cannot be heard (muted, the music off); still movable, to set it before.
fn slider_ui(
    ui: &mut egui::Ui,
    name: &str,
    value: f32,
    heard: bool,
    commands: &mut Vec<UiCommand>,
    change: fn(u8) -> SoundChange,
) {
    let mut percent = SoundSettings::percent(value);
    let before = percent;
    let colour = if heard {
        CREAM
    } else {
        LAVENDER.gamma_multiply(0.7)
    };
    let slider = egui::Slider::new(&mut percent, 0..=100)
        .suffix(" %")
        .trailing_fill(heard);
    let response = ui
        .scope(|ui| {
            ui.visuals_mut().override_text_color = Some(colour);
            ui.add(slider)
        })
        .inner;
    response.widget_info(|| egui::WidgetInfo::slider(true, f64::from(percent), name));
    if percent != before {
        commands.push(UiCommand::SetSound(change(percent)));
    }
}
