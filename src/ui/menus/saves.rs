//! The saved games: one line per game with its players, date and scores; resume one, look at
//! a finished game's standings, or delete one (after asking).

use crate::describe::rules_name;
use crate::engine::RuleSet;
use crate::persist::{SaveEntry, SaveSummary};
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::notices_ui;
use crate::ui::widgets::theme::{self, CREAM, DUSK, EMBER, GOLD, LAVENDER};
use egui::{CornerRadius, Margin, RichText};
use std::path::PathBuf;

/// What the saved-games screen remembers between frames.
#[derive(Clone, Debug, Default)]
pub struct SavesState {
    /// The save whose "Delete" was pressed: it asks before deleting.
    pub confirm_delete: Option<PathBuf>,
}

/// The month's name in the current language (1 = January).
fn month_name(month: i64) -> String {
    match month {
        1 => t!("saves-month-1"),
        2 => t!("saves-month-2"),
        3 => t!("saves-month-3"),
        4 => t!("saves-month-4"),
        5 => t!("saves-month-5"),
        6 => t!("saves-month-6"),
        7 => t!("saves-month-7"),
        8 => t!("saves-month-8"),
        9 => t!("saves-month-9"),
        10 => t!("saves-month-10"),
        11 => t!("saves-month-11"),
        _ => t!("saves-month-12"),
    }
}

/// The calendar date (UTC) of `unix` seconds in the current language, e.g. "12 March 2025",
/// "12 mars 2025", "12 de março de 2025".
pub fn date_text(unix: u64) -> String {
    let (year, month, day) = crate::persist::civil_date(unix);
    // The year as text: a number could be shown with a thousands separator.
    t!(
        "saves-date",
        day = day,
        month = month_name(month),
        year = year.to_string()
    )
}

/// How long ago `then` was at `now`, in words ("just now", "5 minutes ago", "3 days ago").
/// Relative times need no time zone, so they are always right.
pub fn ago_text(then: u64, now: u64) -> String {
    let seconds = now.saturating_sub(then);
    match seconds {
        0..60 => t!("saves-just-now"),
        60..3_600 => t!("saves-minutes-ago", count = seconds / 60),
        3_600..86_400 => t!("saves-hours-ago", count = seconds / 3_600),
        _ => t!("saves-days-ago", count = seconds / 86_400),
    }
}

/// The names the scores belong to: the players, or in Team Dixit the teams (named as set
/// up, or by number).
fn scorer_names(summary: &SaveSummary) -> Vec<String> {
    if summary.rules != RuleSet::Team {
        return summary.players.clone();
    }
    let teams = summary.players.len() / 2;
    (0..teams)
        .map(|t| {
            summary
                .team_names
                .get(t)
                .map(|n| n.trim())
                .filter(|n| !n.is_empty())
                .map_or_else(|| t!("team-default-name", number = t + 1), str::to_owned)
        })
        .collect()
}

/// Who played: "Ada, Bruno, Cleo", or in Team Dixit "Team Sky (Ada & Cleo), ...".
fn players_text(summary: &SaveSummary) -> String {
    if summary.rules != RuleSet::Team {
        return summary.players.join(", ");
    }
    let teams = summary.players.len() / 2;
    scorer_names(summary)
        .into_iter()
        .enumerate()
        .map(|(t, team)| {
            let members = [t, t + teams]
                .iter()
                .filter_map(|seat| summary.players.get(*seat).map(String::as_str))
                .collect::<Vec<_>>()
                .join(" & ");
            t!("saves-team-members", team = team, members = members)
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// "Ada 12 · Bruno 9 · Cleo 4" (teams in Team Dixit), highest first.
fn scores_text(entry: &SaveEntry) -> String {
    let summary = &entry.summary;
    let names = scorer_names(summary);
    let mut order: Vec<usize> = (0..summary.scores.len()).collect();
    order.sort_by_key(|i| std::cmp::Reverse(summary.scores[*i]));
    order
        .iter()
        .map(|i| {
            let name = names.get(*i).cloned().unwrap_or_else(|| t!("saves-team"));
            format!("{name} {}", summary.scores[*i])
        })
        .collect::<Vec<_>>()
        .join("  ·  ")
}

/// A button whose screen-reader name is `label` (the visible text repeats on every line).
fn named_button(ui: &mut egui::Ui, text: &str, label: &str, primary: bool) -> bool {
    let button = if primary {
        theme::primary_button(text).min_size(egui::vec2(140.0, 40.0))
    } else {
        egui::Button::new(RichText::new(text).font(theme::body(17.0)))
            .min_size(egui::vec2(100.0, 40.0))
    };
    let response = ui.add(button);
    let enabled = response.enabled();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, label));
    response.clicked()
}

/// The players, date, turn and scores of one save, wrapping within the width left of its
/// buttons; and the delete question under them while it is asked.
fn entry_info_ui(ui: &mut egui::Ui, entry: &SaveEntry, now: u64, confirming: bool) {
    let summary = &entry.summary;
    ui.label(
        RichText::new(players_text(summary))
            .font(theme::display(24.0))
            .color(GOLD),
    );
    let status = if summary.finished {
        t!("saves-finished")
    } else {
        t!("saves-turn", number = summary.turn)
    };
    ui.label(
        RichText::new(format!(
            "{}  ·  {}  ·  {}  ·  {status}",
            rules_name(summary.rules),
            date_text(summary.saved_at),
            ago_text(summary.saved_at, now)
        ))
        .font(theme::body(15.0))
        .color(LAVENDER),
    );
    ui.label(
        RichText::new(scores_text(entry))
            .font(theme::body(17.0))
            .color(CREAM),
    );
    if confirming {
        ui.label(
            RichText::new(t!("saves-delete-question"))
                .font(theme::body(17.0))
                .color(EMBER),
        );
    }
}

fn entry_ui(
    ui: &mut egui::Ui,
    number: usize,
    entry: &SaveEntry,
    now: u64,
    state: &mut SavesState,
    commands: &mut Vec<UiCommand>,
) {
    let confirming = state.confirm_delete.as_ref() == Some(&entry.path);
    egui::Frame::new()
        .fill(DUSK.gamma_multiply(0.85))
        .corner_radius(CornerRadius::same(16))
        .inner_margin(Margin::symmetric(18, 12))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            // The buttons first, from the right: the text then wraps in what is left, so a
            // long list of names or a long translation never runs under a button. (Centred
            // buttons would stretch the row to the whole list's height.)
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Min), |ui| {
                if confirming {
                    if named_button(ui, &t!("saves-keep"), &t!("saves-keep-label"), false) {
                        state.confirm_delete = None;
                    }
                    if named_button(
                        ui,
                        &t!("saves-delete-yes"),
                        &t!("saves-delete-yes-label"),
                        true,
                    ) {
                        state.confirm_delete = None;
                        commands.push(UiCommand::DeleteSave(entry.path.clone()));
                    }
                } else {
                    let delete_label = t!("saves-delete-label", number = number);
                    if named_button(ui, &t!("saves-delete"), &delete_label, false) {
                        state.confirm_delete = Some(entry.path.clone());
                    }
                    let (text, label) = if entry.summary.finished {
                        (
                            t!("saves-standings"),
                            t!("saves-standings-label", number = number),
                        )
                    } else {
                        (
                            t!("saves-resume"),
                            t!("saves-resume-label", number = number),
                        )
                    };
                    if named_button(ui, &text, &label, true) {
                        commands.push(UiCommand::ResumeSave(entry.path.clone()));
                    }
                }
                ui.add_space(12.0);
                ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                    entry_info_ui(ui, entry, now, confirming);
                });
            });
        });
}

/// Draws the saved-games screen. `now` is the time in seconds since 1970 (for "5 minutes ago").
pub fn saves_ui(
    ui: &mut egui::Ui,
    saves: &[SaveEntry],
    notices: &[String],
    now: u64,
    state: &mut SavesState,
    commands: &mut Vec<UiCommand>,
) {
    ui.vertical_centered(|ui| {
        ui.label(
            RichText::new(t!("saves-title"))
                .font(theme::display(56.0))
                .color(GOLD),
        );
        ui.label(
            RichText::new(t!("saves-subtitle"))
                .font(theme::body(18.0))
                .italics()
                .color(LAVENDER),
        );
    });
    ui.add_space(12.0);
    notices_ui(ui, notices, commands);
    ui.add_space(8.0);
    let width = ui.available_width().min(980.0);
    // Room below the list for the Back button and the key hints.
    let list_height = (ui.available_height() - 110.0).max(120.0);
    ui.vertical_centered(|ui| {
        ui.allocate_ui(egui::vec2(width, list_height), |ui| {
            egui::ScrollArea::vertical()
                .max_height(list_height)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    if saves.is_empty() {
                        ui.label(
                            RichText::new(t!("saves-empty"))
                                .font(theme::body(20.0))
                                .color(CREAM),
                        );
                    }
                    for (i, entry) in saves.iter().enumerate() {
                        entry_ui(ui, i + 1, entry, now, state, commands);
                        ui.add_space(10.0);
                    }
                });
        });
        ui.add_space(12.0);
        if ui
            .add(
                egui::Button::new(RichText::new(t!("common-back")).font(theme::body(20.0)))
                    .min_size(egui::vec2(180.0, 44.0)),
            )
            .clicked()
        {
            commands.push(UiCommand::ToStart);
        }
        crate::ui::widgets::key_hints_centered(ui, &[(&t!("key-esc"), &t!("saves-hint-back"))]);
    });
    if crate::ui::widgets::pressed(ui, egui::Key::Escape) {
        if state.confirm_delete.is_some() {
            state.confirm_delete = None;
        } else {
            commands.push(UiCommand::ToStart);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, set_language};

    #[test]
    fn dates_read_like_dates() {
        set_language(Language::En);
        assert_eq!(date_text(0), "1 January 1970");
        assert_eq!(date_text(951_782_400), "29 February 2000");
        assert_eq!(date_text(1_741_780_800), "12 March 2025");
        assert_eq!(ago_text(100, 130), "just now");
        assert_eq!(ago_text(0, 60), "1 minute ago");
        assert_eq!(ago_text(0, 150), "2 minutes ago");
        assert_eq!(ago_text(0, 3_600), "1 hour ago");
        assert_eq!(ago_text(0, 7_300), "2 hours ago");
        assert_eq!(ago_text(0, 86_400), "1 day ago");
        assert_eq!(ago_text(0, 3 * 86_400), "3 days ago");
    }

    #[test]
    fn dates_read_like_dates_in_every_language() {
        // (language, 12 March 2025, 1 January 1970, 1 minute, 2 minutes, 1 hour, 5 days, now)
        let cases = [
            (
                Language::Nl,
                ["12 maart 2025", "1 januari 1970"],
                ["1 minuut geleden", "2 minuten geleden"],
                ["1 uur geleden", "5 dagen geleden", "zojuist"],
            ),
            (
                Language::Fr,
                ["12 mars 2025", "1er janvier 1970"],
                ["il y a 1 minute", "il y a 2 minutes"],
                ["il y a 1 heure", "il y a 5 jours", "à l’instant"],
            ),
            (
                Language::PtBr,
                ["12 de março de 2025", "1º de janeiro de 1970"],
                ["há 1 minuto", "há 2 minutos"],
                ["há 1 hora", "há 5 dias", "agora mesmo"],
            ),
        ];
        for (language, dates, minutes, others) in cases {
            set_language(language);
            assert_eq!([date_text(1_741_780_800), date_text(0)], dates);
            assert_eq!([ago_text(0, 60), ago_text(0, 179)], minutes);
            assert_eq!(
                [ago_text(0, 3_600), ago_text(0, 5 * 86_400), ago_text(9, 9)],
                others
            );
            // Every month has its own name, in every language.
            let names: std::collections::HashSet<String> = (1..=12).map(month_name).collect();
            assert_eq!(names.len(), 12, "{language:?}");
        }
        set_language(Language::En);
    }
}
