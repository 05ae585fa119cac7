//! The round history: every finished turn, newest first, as the whole table saw it at the
//! reveal: storyteller, clue, the board with owners and votes, and the points with reasons.
//!
//! [`history_ui`] draws from the engine's public [`TurnRecord`]s and the public view only, so
//! the table display can show it as well as the game window.

use crate::describe::{reasons_without_points, standings};
use crate::engine::{PublicView, SeatChange, TurnRecord};
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::Table;
use crate::ui::widgets::theme::{self, CREAM, DUSK, GOLD, LAVENDER};
use crate::ui::widgets::{CardLook, card_picture_ui};
use crate::ui::widgets::{paint_red_token, paint_token, paint_voter_tokens};
use egui::{CornerRadius, Margin, RichText, Sense, vec2};

/// Card thumbnails are this wide (points) at scale 1; they shrink when a board would not fit.
const THUMB: f32 = 92.0;

/// How big the history draws: 1 on the laptop; the table display passes more, since it is
/// read from across the room.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HistoryScale(pub f32);

impl HistoryScale {
    /// The laptop's size.
    pub const LAPTOP: HistoryScale = HistoryScale(1.0);

    /// The size for the table display at table scale `s` (1 at 1920x1080): type about as
    /// large as the table's own banners, so a reason reads from 3 m.
    pub fn table(s: f32) -> HistoryScale {
        HistoryScale(1.85 * s)
    }

    fn of(self, points: f32) -> f32 {
        points * self.0
    }
}

fn board_row(
    ui: &mut egui::Ui,
    record: &TurnRecord,
    view: &PublicView,
    table: Table<'_>,
    k: HistoryScale,
) {
    let n = record.board.len().max(1) as f32;
    let gap = k.of(8.0);
    let width = ((ui.available_width() - gap * n) / n).min(k.of(THUMB));
    let size = vec2(width, width * 1.5);
    // Each slot is as wide as its card or the longest owner's name with its token, so no
    // name is cut (the board wraps onto another row instead).
    let font = theme::body(k.of(13.0));
    let longest = record
        .board
        .iter()
        .map(|card| {
            ui.painter()
                .layout_no_wrap(view.name(card.owner).to_owned(), font.clone(), CREAM)
                .size()
                .x
        })
        .fold(0.0, f32::max);
    let slot_w = width.max(longest + k.of(17.0) + 1.0);
    let teller_slot = record
        .board
        .iter()
        .position(|b| b.owner == record.storyteller);
    // Rows of as many slots as fit (a slot's width is known only here, not to egui's
    // wrapping layout).
    let per_row = (((ui.available_width() + gap) / (slot_w + gap)).floor() as usize).max(1);
    ui.spacing_mut().item_spacing = vec2(gap, gap);
    let slots: Vec<_> = record.board.iter().enumerate().collect();
    for row in slots.chunks(per_row) {
        ui.horizontal(|ui| {
            for &(i, card) in row {
                ui.vertical(|ui| {
                    ui.spacing_mut().item_spacing.y = k.of(3.0);
                    let (slot, _) = ui.allocate_exact_size(vec2(slot_w, size.y), Sense::hover());
                    let rect = egui::Rect::from_center_size(slot.center(), size);
                    let mut look = CardLook::new("");
                    look.badge = Some(i + 1);
                    look.highlight = teller_slot == Some(i);
                    card_picture_ui(ui, table.art, card.card, rect, &look);
                    // The voters' tokens along the card's bottom edge.
                    let voters: Vec<usize> = record
                        .votes
                        .iter()
                        .enumerate()
                        .filter(|(_, slots)| slots.iter().any(|s| s.index() == Some(i)))
                        .map(|(voter, _)| voter)
                        .collect();
                    let r = (width * 0.09).clamp(k.of(5.0), k.of(9.0));
                    paint_voter_tokens(ui.painter(), rect, &voters, r, table);
                    if record.red_token.and_then(crate::engine::Slot::index) == Some(i) {
                        paint_red_token(ui.painter(), rect, r);
                    }
                    ui.horizontal(|ui| {
                        ui.set_width(slot_w);
                        ui.spacing_mut().item_spacing.x = k.of(3.0);
                        let (dot, _) =
                            ui.allocate_exact_size(vec2(k.of(14.0), k.of(14.0)), Sense::hover());
                        paint_token(
                            ui.painter(),
                            dot.center(),
                            k.of(6.0),
                            table.token(card.owner),
                        );
                        let color = if teller_slot == Some(i) { GOLD } else { CREAM };
                        ui.add(
                            egui::Label::new(
                                RichText::new(view.name(card.owner))
                                    .font(font.clone())
                                    .color(color),
                            )
                            .extend(),
                        );
                    });
                });
            }
        });
    }
}

/// One row per scorer: token, name, points and the reasons, in columns, so every scorer's
/// points line up whatever the length of the names before them. Names and reasons wrap
/// rather than being cut.
fn points_rows(
    ui: &mut egui::Ui,
    record: &TurnRecord,
    view: &PublicView,
    table: Table<'_>,
    k: HistoryScale,
) {
    // Only those who played the turn (a latecomer had no part in the turns before them).
    let rows: Vec<_> = standings(view)
        .into_iter()
        .filter(|r| record.score.entries.iter().any(|e| e.scorer == r.scorer))
        .collect();
    let name_font = theme::body(k.of(15.0));
    let points_font = theme::body(k.of(16.0));
    let measure = |text: String, font: &egui::FontId| {
        ui.painter()
            .layout_no_wrap(text, font.clone(), CREAM)
            .size()
            .x
    };
    // The name column: as wide as the longest name, up to two fifths of the room.
    let name_w = rows
        .iter()
        .map(|r| measure(r.name.clone(), &name_font))
        .fold(0.0, f32::max)
        .min(ui.available_width() * 0.4)
        + 1.0;
    let points_w = rows
        .iter()
        .map(|r| {
            measure(
                format!("+{}", record.score.points_of(r.scorer)),
                &points_font,
            )
        })
        .fold(0.0, f32::max)
        + 1.0;
    ui.spacing_mut().item_spacing.y = k.of(4.0);
    for standing in rows {
        let scorer = standing.scorer;
        let points = record.score.points_of(scorer);
        ui.horizontal_top(|ui| {
            ui.spacing_mut().item_spacing.x = k.of(8.0);
            let (dot, _) = ui.allocate_exact_size(vec2(k.of(18.0), k.of(20.0)), Sense::hover());
            let token = table.token(standing.player);
            paint_token(ui.painter(), dot.center(), k.of(7.0), token);
            let column = |ui: &mut egui::Ui, width: f32, text: RichText| {
                ui.allocate_ui_with_layout(
                    vec2(width, 0.0),
                    egui::Layout::top_down(egui::Align::Min),
                    |ui| {
                        ui.set_width(width);
                        ui.add(egui::Label::new(text).wrap());
                    },
                );
            };
            column(
                ui,
                name_w,
                RichText::new(&standing.name)
                    .font(name_font.clone())
                    .color(CREAM),
            );
            column(
                ui,
                points_w,
                RichText::new(format!("+{points}"))
                    .font(points_font.clone())
                    .color(GOLD),
            );
            let reasons = reasons_without_points(&record.score, scorer);
            let rest = ui.available_width().max(k.of(60.0));
            column(
                ui,
                rest,
                RichText::new(reasons)
                    .font(theme::body(k.of(13.5)))
                    .color(LAVENDER),
            );
        });
    }
}

fn record_ui(
    ui: &mut egui::Ui,
    record: &TurnRecord,
    view: &PublicView,
    table: Table<'_>,
    k: HistoryScale,
) {
    egui::Frame::new()
        .fill(DUSK.gamma_multiply(0.85))
        .corner_radius(CornerRadius::same(k.of(18.0) as u8))
        .inner_margin(Margin::symmetric(k.of(18.0) as i8, k.of(12.0) as i8))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing.x = k.of(8.0);
                ui.label(
                    RichText::new(t!("history-turn", number = record.number))
                        .font(theme::display(k.of(26.0)))
                        .color(GOLD),
                );
                let (dot, _) = ui.allocate_exact_size(vec2(k.of(22.0), k.of(22.0)), Sense::hover());
                paint_token(
                    ui.painter(),
                    dot.center(),
                    k.of(8.0),
                    table.token(record.storyteller),
                );
                ui.label(
                    RichText::new(t!("history-told", name = view.name(record.storyteller)))
                        .font(theme::body(k.of(17.0)))
                        .color(CREAM),
                );
                let clue = if record.clue.trim().is_empty() {
                    t!("history-clue-aloud")
                } else {
                    t!("history-clue", clue = record.clue.as_str())
                };
                ui.label(
                    RichText::new(clue)
                        .font(theme::display(k.of(22.0)))
                        .italics()
                        .color(GOLD),
                );
            });
            ui.add_space(k.of(4.0));
            ui.columns(2, |columns| {
                board_row(&mut columns[0], record, view, table, k);
                points_rows(&mut columns[1], record, view, table, k);
            });
        });
}

/// Draws every finished turn in `records`, newest first, in a scroll area filling `ui`, at
/// size `k` ([`HistoryScale::LAPTOP`], or [`HistoryScale::table`] on the table display).
pub fn history_ui(
    ui: &mut egui::Ui,
    records: &[TurnRecord],
    view: &PublicView,
    table: Table<'_>,
    k: HistoryScale,
) {
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let changes = &view.seat_changes;
            if records.is_empty() && changes.is_empty() {
                ui.label(
                    RichText::new(t!("history-empty"))
                        .font(theme::body(k.of(20.0)))
                        .color(CREAM),
                );
            }
            // Newest first: the seats that changed after a turn stand above it.
            let latest = records.last().map_or(0, |r| r.number);
            changes_ui(ui, changes, latest.max(1), u32::MAX, view, table, k);
            for record in records.iter().rev() {
                record_ui(ui, record, view, table, k);
                ui.add_space(k.of(10.0));
                let before = record.number.saturating_sub(1);
                changes_ui(ui, changes, before, before, view, table, k);
            }
            if records.is_empty() {
                changes_ui(ui, changes, 0, 0, view, table, k);
            }
        });
}

/// Who joined and who left after a turn from `from` to `to` (0: before the first turn),
/// newest first, one line each.
fn changes_ui(
    ui: &mut egui::Ui,
    changes: &[SeatChange],
    from: u32,
    to: u32,
    view: &PublicView,
    table: Table<'_>,
    k: HistoryScale,
) {
    let shown: Vec<&SeatChange> = changes
        .iter()
        .rev()
        .filter(|c| {
            let (SeatChange::Joined { after_turn, .. } | SeatChange::Left { after_turn, .. }) = c;
            (from..=to).contains(after_turn)
        })
        .collect();
    for change in &shown {
        let (joined, player, turn) = match **change {
            SeatChange::Joined { player, after_turn } => (true, player, after_turn),
            SeatChange::Left { player, after_turn } => (false, player, after_turn),
        };
        let name = view.name(player);
        let text = match (joined, turn) {
            (true, 0) => t!("history-joined-start", name = name),
            (true, turn) => t!("history-joined", name = name, turn = turn),
            (false, 0) => t!("history-left-start", name = name),
            (false, turn) => t!("history-left", name = name, turn = turn),
        };
        ui.horizontal(|ui| {
            ui.add_space(k.of(18.0));
            let (dot, _) = ui.allocate_exact_size(vec2(k.of(20.0), k.of(20.0)), Sense::hover());
            paint_token(ui.painter(), dot.center(), k.of(7.0), table.token(player));
            let line = RichText::new(text).font(theme::body(k.of(17.0)));
            ui.label(line.italics().color(LAVENDER));
        });
    }
    if !shown.is_empty() {
        ui.add_space(k.of(10.0));
    }
}

/// The history as a screen of the game window: a title, the turns, and the way back.
pub fn history_screen_ui(
    ui: &mut egui::Ui,
    records: &[TurnRecord],
    view: &PublicView,
    table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(t!("history-title"))
                .font(theme::display(44.0))
                .color(GOLD),
        );
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            crate::ui::widgets::key_hint(ui, &t!("key-esc"), &t!("history-hint-back"));
            if ui
                .add(
                    egui::Button::new(RichText::new(t!("history-back")).font(theme::body(18.0)))
                        .min_size(vec2(180.0, 42.0)),
                )
                .clicked()
            {
                commands.push(UiCommand::CloseHistory);
            }
        });
    });
    ui.add_space(8.0);
    history_ui(ui, records, view, table, HistoryScale::LAPTOP);
    if crate::ui::widgets::pressed(ui, egui::Key::Escape) {
        commands.push(UiCommand::CloseHistory);
    }
}

/// A quiet "Round history" button for screens that show public information.
pub fn history_button(ui: &mut egui::Ui, commands: &mut Vec<UiCommand>) {
    if ui
        .add(
            egui::Button::new(RichText::new(t!("history-title")).font(theme::body(17.0)))
                .min_size(vec2(160.0, 38.0)),
        )
        .clicked()
    {
        commands.push(UiCommand::ShowHistory);
    }
}
