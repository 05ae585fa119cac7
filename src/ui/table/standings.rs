//! The table display's standings: every scorer with token, name, total and (during a turn)
//! what that seat is doing, or (between turns) last turn's points. Names are never cut: a
//! note that does not fit beside its name goes under it, or both take the least type.

use super::layout::{TableView, fitted_row_height, least_type, one_line, paint_left_center, panel};
use crate::describe::{SeatStatus, scorer_status, standings};
use crate::engine::PublicView;
use crate::t;
use crate::ui::widgets::theme::{self, CREAM, GOLD, LAVENDER};
use crate::ui::widgets::{paint_phone_mark, paint_token, phone_mark_width};
use egui::{Rect, RichText, Sense, pos2, vec2};

/// Room for everything on a row but its name and note, at the largest rows: the token and
/// its gaps (61), the widest score and its gaps (65), the panel's margins (40).
fn row_frame(s: f32) -> f32 {
    170.0 * s
}

/// The width the standings need to show every name beside what its player is doing in the
/// least type (a long name and a long translation may need more than the usual column) at
/// text size `text`.
pub(super) fn standings_width(ui: &egui::Ui, view: &PublicView, s: f32, text: f32) -> f32 {
    let font = theme::body(least_type(s, text));
    let width = |text: String| {
        ui.painter()
            .layout_no_wrap(text, font.clone(), CREAM)
            .size()
            .x
    };
    standings(view)
        .iter()
        .map(|row| {
            let note = scorer_status(view, row.scorer).map_or(0.0, |n| width(n.text()) + 14.0 * s);
            width(row.name.clone()) + note
        })
        .fold(0.0, f32::max)
        + row_frame(s)
}

/// How a row's name and note share it.
struct RowFit {
    name_size: f32,
    note_size: f32,
    /// The note under the name rather than beside it.
    two_lines: bool,
}

/// The sizes of a row's name and note: as large as the row allows, the note beside the name
/// if both fit in `room`, under it if the row is tall enough, else both smaller (not below
/// the least type).
fn row_fit(
    painter: &egui::Painter,
    name: &str,
    note: Option<&str>,
    font: f32,
    room: f32,
    row_h: f32,
    (s, least): (f32, f32),
) -> RowFit {
    let width = |text: &str, size: f32| {
        painter
            .layout_no_wrap(text.to_owned(), theme::body(size), CREAM)
            .size()
            .x
    };
    let note_size = (font * 0.8).max(least);
    let fit = |name_size, note_size, two_lines| RowFit {
        name_size,
        note_size,
        two_lines,
    };
    let Some(note) = note else {
        return fit(font, note_size, false);
    };
    let gap = 14.0 * s;
    if width(name, font) + gap + width(note, note_size) <= room {
        return fit(font, note_size, false);
    }
    if row_h >= (font + note_size) * 1.1 {
        return fit(font, note_size, true);
    }
    let note_size = least;
    let name_room = room - gap - width(note, note_size);
    let name_size = (font * name_room / width(name, font).max(1.0)).clamp(least, font);
    fit(name_size, note_size, false)
}

/// The standings: every scorer with token and total. `full` (between turns, at the end)
/// ranks them and adds last turn's points; otherwise they stay in seating order with what
/// each is doing now. `text` is the table's text size: the rows' type grows with it as far
/// as the rows have room.
pub(super) fn standings_ui(ui: &mut egui::Ui, game: TableView<'_>, s: f32, text: f32, full: bool) {
    let view = game.view;
    let mut rows = standings(view);
    if full {
        rows.sort_by_key(|r| std::cmp::Reverse(r.score));
    }
    let last = game.history.last();
    let n = rows.len().max(1) as f32;
    panel(s).show(ui, |ui| {
        ui.set_width(ui.available_width());
        let title = if full {
            t!("table-standings")
        } else {
            t!("table-scores")
        };
        ui.label(
            RichText::new(title)
                .font(theme::display(44.0 * s * text))
                .color(GOLD),
        );
        let least = least_type(s, text);
        let turn_line = if full && last.is_some() {
            40.0 * s * text + ui.spacing().item_spacing.y
        } else {
            0.0
        };
        let row_h = fitted_row_height(ui, n, turn_line, 32.0 * s..=64.0 * s * text.max(1.0));
        let font = (row_h * 0.62).clamp(least, (34.0 * s * text).max(least));
        for row in &rows {
            let (rect, _) =
                ui.allocate_exact_size(vec2(ui.available_width(), row_h), Sense::hover());
            let note = if full {
                last.filter(|t| t.score.entries.iter().any(|e| e.scorer == row.scorer))
                    .map(|t| format!("+{}", t.score.points_of(row.scorer)))
            } else {
                scorer_status(view, row.scorer).map(SeatStatus::text)
            };
            let row_text = RowText {
                name: &row.name,
                note: note.as_deref(),
                player: row.player,
                gold: view.winners.contains(&row.scorer)
                    // A team tells when either member does.
                    || (view.storyteller.map(|s| view.scorer_of(s)) == Some(row.scorer) && !full),
                score: row.score,
            };
            row_ui(ui, game, rect, &row_text, (font, least), s);
        }
        if full && let Some(turn) = last {
            ui.add_space(8.0 * s);
            ui.label(
                RichText::new(t!("table-turn-points", number = turn.number))
                    .font(theme::body(24.0 * s * text))
                    .color(LAVENDER),
            );
        }
    });
}

/// What one standings row says.
struct RowText<'a> {
    name: &'a str,
    note: Option<&'a str>,
    player: crate::engine::PlayerId,
    /// A winner, or the storyteller during a turn.
    gold: bool,
    score: u32,
}

fn row_ui(
    ui: &mut egui::Ui,
    game: TableView<'_>,
    rect: Rect,
    row: &RowText<'_>,
    (font, least): (f32, f32),
    s: f32,
) {
    let color = if row.gold { GOLD } else { CREAM };
    let painter = ui.painter_at(rect);
    let row_h = rect.height();
    let token_r = row_h * 0.32;
    let token_c = pos2(rect.min.x + token_r + 4.0 * s, rect.center().y);
    paint_token(&painter, token_c, token_r, game.table.token(row.player));
    let name_x = token_c.x + token_r + 16.0 * s;
    let score_galley =
        painter.layout_no_wrap(row.score.to_string(), theme::body(font * 1.1), color);
    let score_x = rect.max.x - 4.0 * s - score_galley.size().x;
    painter.galley(
        pos2(score_x, rect.center().y - score_galley.size().y / 2.0),
        score_galley,
        color,
    );
    // The notes line up just left of the widest score there can be.
    let widest_score = painter
        .layout_no_wrap("88".to_owned(), theme::body(font * 1.1), color)
        .size()
        .x;
    let note_end = rect.max.x - 4.0 * s - widest_score - 16.0 * s;
    // A seat on a phone: the phone beside the name (and "away" while it is not there).
    let link = game.table.link(row.player);
    let mark_size = font * 0.9;
    let mark_w = phone_mark_width(&painter, link, mark_size);
    let mark = if mark_w > 0.0 { mark_w + 12.0 * s } else { 0.0 };
    let fit = row_fit(
        &painter,
        row.name,
        row.note,
        font,
        note_end - name_x - mark,
        row_h,
        (s, least),
    );
    let mut name_end = score_x - 12.0 * s;
    let name_y = if fit.two_lines {
        rect.center().y - fit.note_size * 0.55
    } else {
        rect.center().y
    };
    if let Some(note) = row.note {
        let font = theme::body(fit.note_size);
        if fit.two_lines {
            let galley = one_line(&painter, note, font, LAVENDER, name_end - name_x);
            paint_left_center(
                &painter,
                galley,
                name_x,
                rect.center().y + fit.name_size * 0.55,
            );
        } else {
            let galley = painter.layout_no_wrap(note.to_owned(), font, LAVENDER);
            let note_x = note_end - galley.size().x;
            name_end = note_x - 14.0 * s;
            paint_left_center(&painter, galley, note_x, rect.center().y);
        }
    }
    let name = one_line(
        &painter,
        row.name,
        theme::body(fit.name_size),
        color,
        name_end - name_x - mark,
    );
    let name_w = name.size().x;
    paint_left_center(&painter, name, name_x, name_y);
    let mark_left = pos2(name_x + name_w + mark - mark_w, name_y);
    paint_phone_mark(&painter, link, mark_left, mark_size);
    let mut label = match row.note {
        Some(note) => t!(
            "table-standing-label-note",
            name = row.name,
            score = row.score,
            note = note
        ),
        None => t!("table-standing-label", name = row.name, score = row.score),
    };
    if let Some(words) = crate::ui::widgets::phone_mark_text(link) {
        label = format!("{label} ({words})");
    }
    let response = ui.interact(
        rect,
        ui.scope_id().with(("standing", row.player)),
        Sense::hover(),
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
}
