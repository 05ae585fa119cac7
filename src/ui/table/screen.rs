//! The table display: the screen for the projector or the TV, drawn from the public view,
//! the finished turns and the tokens, and nothing else. It has no hands and no commands:
//! the players act on the laptop, the table only watches.
//!
//! Everything is sized for distance from one scale factor: the window's height against a
//! 1080-line design, so the same layout reads at 3 m on a 720p projector and on a 4K TV.

use super::board::{board_ui, points_ui};
use super::layout::TableView;
use super::standings::{standings_ui, standings_width};
use crate::describe::{Headline, award_texts, headline, hop_progress, standings};
use crate::engine::{Phase, PublicView};
use crate::hotseat::Stage;
use crate::t;
use crate::ui::game::{
    AwardSizes, RabbitMove, TrackText, award_sizes_to_fit, awards_panel_ui, moving_track_ui,
};
use crate::ui::menus::{HistoryScale, history_ui};
use crate::ui::widgets::theme::{self, CREAM, GOLD, LAVENDER};
use crate::ui::widgets::{Motion, table_hourglass_ui, table_hourglass_width};
use egui::{Rect, RichText, Sense, UiBuilder, Vec2, pos2, vec2};

/// Accessible name of the whole table display (one region, so tests and screen readers
/// can tell it from the laptop's screens), in the current language.
pub fn region_name() -> String {
    t!("table-region")
}

/// The scale of the table display for a window of `size` points: 1 at 1920x1080.
pub fn table_scale(size: Vec2) -> f32 {
    (size.y / 1080.0).min(size.x / 1600.0).max(0.3)
}

/// Draws the table display into the whole of `ui`; `game` is `None` before a game starts.
/// `elapsed` is the time since the current reveal first showed (for the rabbits' hop).
/// `text` is the table's text size (1.0 at 100%, 0.8 to 2.0): it multiplies the type, and the
/// header and the track make room for it; the cards take what is left, and lists of players
/// grow their type only as far as their rows allow (see [`super::layout::least_type`]).
pub fn table_ui(ui: &mut egui::Ui, game: Option<TableView<'_>>, elapsed: f32, text: f32) {
    let rect = ui.max_rect();
    theme::paint_background(ui.painter(), rect);
    let s = table_scale(rect.size());
    let text = text.clamp(0.5, 2.0);
    // The spacing between rows in proportion too, as designed for a 720p projector at the
    // laptop's zoom of 0.8 (1600x900 points): the table looks the same in every window,
    // whatever zoom the laptop's text size gives both windows' points.
    let spacing = ui.spacing().item_spacing * (s / table_scale(vec2(1600.0, 900.0)));
    ui.spacing_mut().item_spacing = spacing;
    let region = ui.interact(rect, ui.scope_id().with("table region"), Sense::hover());
    region.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Pane, true, region_name()));
    let inner = rect.shrink2(vec2(40.0 * s, 24.0 * s));
    let Some(game) = game else {
        waiting_ui(ui, inner, s * text);
        return;
    };
    let view = game.view;
    let text = fitted_text(view, s, text, inner.height(), ui.spacing().item_spacing.y);
    let (header_h, track_h) = bands(s, text);
    let header = Rect::from_min_size(inner.min, vec2(inner.width(), header_h));
    let track = Rect::from_min_max(pos2(inner.min.x, inner.max.y - track_h), inner.max);
    let body = Rect::from_min_max(
        pos2(inner.min.x, header.max.y + 12.0 * s),
        pos2(inner.max.x, track.min.y - 16.0 * s),
    );
    // The join code at the header's right; the title keeps as much free on the left, so it
    // stays centred.
    // The hourglass at its left: the title keeps the wider of the two free on either side.
    // Both grow with the table's text size, as the header does.
    let join_w = game.join.map_or(0.0, |code| {
        super::join_code_ui(ui, code, header, s * text);
        super::join_code_width(ui, header.height(), s * text) + 16.0 * s
    });
    let hourglass_w = game.hourglass.map_or(0.0, |reading| {
        table_hourglass_ui(ui, header, &reading, s * text);
        table_hourglass_width(ui, s * text) + 16.0 * s
    });
    let title_rect = header.shrink2(vec2(join_w.max(hourglass_w), 0.0));
    ui.scope_builder(UiBuilder::new().max_rect(title_rect), |ui| {
        header_ui(ui, view, game.stage, s, text);
    });
    // At the reveal many players' points need room: two columns from seven scorers on.
    let share = match (view.phase, view.scorers.len()) {
        (Phase::Reveal, 7..) => 0.46,
        (Phase::Reveal, 5..) => 0.34,
        _ => 0.27,
    };
    let side_w = (body.width() * share)
        .max(300.0 * s)
        .max(standings_width(ui, view, s, text).min(body.width() * 0.4));
    let left = Rect::from_min_max(body.min, pos2(body.max.x - side_w - 24.0 * s, body.max.y));
    let side = Rect::from_min_max(pos2(body.max.x - side_w, body.min.y), body.max);
    if game.show_history {
        ui.scope_builder(UiBuilder::new().max_rect(body), |ui| {
            ui.label(
                RichText::new(t!("history-title"))
                    .font(theme::display(44.0 * s * text))
                    .color(GOLD),
            );
            let scale = HistoryScale::table(s * text);
            history_ui(ui, game.history, view, game.table, scale);
        });
    } else {
        phase_body_ui(ui, game, (body, left, side), s, text);
    }
    ui.scope_builder(UiBuilder::new().max_rect(track), |ui| {
        track_band_ui(ui, game, elapsed, (track_h, s, s * text));
    });
}

/// The heights of the header (three lines of type) and of the track (its numbers and caption
/// under rabbits that keep their size) at scale `s` and text size `text`.
fn bands(s: f32, text: f32) -> (f32, f32) {
    (170.0 * s * text, (175.0 * s).max(120.0 * s * text))
}

/// The text size the table can give the players' choice `text` in a window `height` points
/// tall (inside its margins): the header and the track grow with it, and the middle must
/// still hold a row of the least height for every scorer (the standings; at the reveal the
/// points, in two columns from seven scorers on). With twelve players on a small window the
/// type grows less than asked; it never shrinks below 100% for it (nor below a smaller choice).
fn fitted_text(view: &PublicView, s: f32, text: f32, height: f32, gap: f32) -> f32 {
    let n = standings(view).len();
    let rows = match view.phase {
        Phase::Reveal => {
            let per_column = if view.scorers.len() > 6 {
                n.div_ceil(2)
            } else {
                n
            };
            per_column as f32 * 40.0 * s
        }
        _ => n as f32 * (32.0 * s + gap),
    };
    let needs = |f: f32| {
        let (header, track) = bands(s, f);
        // The gaps around the middle, the panel's margins, its title and the turn's line.
        let panel = 28.0 * s + 40.0 * s + 66.0 * s * f + 40.0 * s * f + 2.0 * gap;
        header + track + panel + rows
    };
    let least = text.min(1.0);
    let mut fitted = text;
    while fitted > least && needs(fitted) > height {
        fitted -= 0.05;
    }
    fitted.max(least)
}

/// The middle of the table for the current phase: the board, the points or the standings.
fn phase_body_ui(
    ui: &mut egui::Ui,
    game: TableView<'_>,
    (body, left, side): (Rect, Rect, Rect),
    s: f32,
    text: f32,
) {
    let view = game.view;
    match view.phase {
        Phase::Voting => {
            ui.scope_builder(UiBuilder::new().max_rect(left), |ui| {
                board_ui(ui, game, s, text);
            });
            ui.scope_builder(UiBuilder::new().max_rect(side), |ui| {
                standings_ui(ui, game, s, text, false);
            });
        }
        Phase::Reveal => {
            ui.scope_builder(UiBuilder::new().max_rect(left), |ui| {
                board_ui(ui, game, s, text);
            });
            ui.scope_builder(UiBuilder::new().max_rect(side), |ui| {
                points_ui(ui, game, s, text);
            });
        }
        Phase::Submitting => {
            ui.scope_builder(UiBuilder::new().max_rect(left), |ui| {
                super::board::face_down_ui(ui, game, s);
            });
            ui.scope_builder(UiBuilder::new().max_rect(side), |ui| {
                standings_ui(ui, game, s, text, false);
            });
        }
        Phase::GameOver => end_body_ui(ui, game, body, s, text),
        _ => {
            // Between turns: the standings fill the middle.
            let w = (body.width() * 0.5).max(560.0 * s).min(body.width());
            let middle = Rect::from_center_size(body.center(), vec2(w, body.height()));
            ui.scope_builder(UiBuilder::new().max_rect(middle), |ui| {
                standings_ui(ui, game, s, text, true);
            });
        }
    }
}

/// The end of the game: the final standings beside the evening's awards (the standings alone
/// when nobody earned one).
fn end_body_ui(ui: &mut egui::Ui, game: TableView<'_>, body: Rect, s: f32, text: f32) {
    let awards = award_texts(game.view, game.history);
    if awards.is_empty() {
        let w = (body.width() * 0.5).max(560.0 * s).min(body.width());
        let middle = Rect::from_center_size(body.center(), vec2(w, body.height()));
        ui.scope_builder(UiBuilder::new().max_rect(middle), |ui| {
            standings_ui(ui, game, s, text, true);
        });
        return;
    }
    let gap = 32.0 * s;
    let left_w =
        (body.width() * 0.42).max(standings_width(ui, game.view, s, text).min(body.width() * 0.5));
    let left = Rect::from_min_size(body.min, vec2(left_w, body.height()));
    let right = Rect::from_min_max(pos2(left.max.x + gap, body.min.y), body.max);
    ui.scope_builder(UiBuilder::new().max_rect(left), |ui| {
        standings_ui(ui, game, s, text, true);
    });
    let sizes = award_sizes_to_fit(awards.len(), right.height(), AwardSizes::table(s * text));
    ui.scope_builder(UiBuilder::new().max_rect(right), |ui| {
        awards_panel_ui(ui, &awards, right.width(), sizes);
    });
}

fn waiting_ui(ui: &mut egui::Ui, rect: Rect, s: f32) {
    ui.scope_builder(UiBuilder::new().max_rect(rect), |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(rect.height() * 0.3);
            ui.label(
                RichText::new(t!("app-title"))
                    .font(theme::display(140.0 * s))
                    .color(GOLD),
            );
            ui.label(
                RichText::new(t!("table-waiting"))
                    .font(theme::body(36.0 * s))
                    .color(LAVENDER),
            );
        });
    });
}

/// The size up to `size` at which `text` fits `width` on one line (not below 60% of it): a
/// long clue or a long translation shrinks rather than wrapping into the board below.
fn fitting_size(
    ui: &egui::Ui,
    text: &str,
    font: fn(f32) -> egui::FontId,
    size: f32,
    width: f32,
) -> f32 {
    let measured = ui
        .painter()
        .layout_no_wrap(text.to_owned(), font(size), CREAM)
        .size()
        .x;
    if measured <= width {
        size
    } else {
        (size * width / measured).max(size * 0.6)
    }
}

fn header_ui(ui: &mut egui::Ui, view: &PublicView, stage: Option<Stage>, s: f32, text: f32) {
    let Headline { title, banner } = headline(view, stage);
    let width = ui.available_width();
    let t = s * text;
    let title_size = fitting_size(ui, &title, theme::display, 68.0 * t, width);
    // Never below the least type: a longer banner is cut short instead.
    let least = super::layout::least_type(s, text);
    let banner_size = fitting_size(ui, &banner, theme::body, 36.0 * t, width).max(least);
    ui.vertical_centered(|ui| {
        ui.spacing_mut().item_spacing.y = 6.0 * t;
        if view.turn > 0 {
            ui.label(
                RichText::new(t!("table-turn", number = view.turn))
                    .font(theme::body(28.0 * t))
                    .color(LAVENDER),
            );
        }
        let mut text = RichText::new(title)
            .font(theme::display(title_size))
            .color(GOLD);
        if view.clue.is_some() && matches!(view.phase, Phase::Submitting | Phase::Voting) {
            text = text.italics();
        }
        ui.label(text);
        ui.add(
            egui::Label::new(
                RichText::new(banner)
                    .font(theme::body(banner_size))
                    .color(CREAM),
            )
            .truncate(),
        );
    });
}

/// The score track with a rabbit per scorer, in a band of `height` at table scale `s` with
/// type at `ts`; at the reveal they hop (or fade, with reduced motion) to their new totals.
fn track_band_ui(
    ui: &mut egui::Ui,
    game: TableView<'_>,
    elapsed: f32,
    (height, s, ts): (f32, f32, f32),
) {
    let view = game.view;
    let eased = hop_progress(elapsed);
    // A player who left keeps their score in the standings but no rabbit (as on the laptop).
    let rows: Vec<_> = standings(view).into_iter().filter(|r| !r.left).collect();
    let moves: Vec<RabbitMove> = rows
        .iter()
        .map(|row| {
            let gained = view
                .reveal
                .as_ref()
                .map_or(0, |r| r.score.points_of(row.scorer)) as f32;
            RabbitMove {
                token: game.table.token(row.player),
                before: row.score as f32 - gained,
                after: row.score as f32,
            }
        })
        .collect();
    let names: Vec<String> = rows
        .iter()
        .map(|r| t!("table-on-track", name = r.name.as_str(), score = r.score))
        .collect();
    if view.reveal.is_some() && eased < 1.0 {
        ui.ctx().request_repaint();
    }
    // Read from across the room: 24 points at 1080 lines, in proportion to the window, times
    // the text size (`ts`); the numbers no larger than their spaces allow (31 along the track).
    let most = ui.available_width() / 31.0 / 1.6;
    let text = TrackText {
        numbers: (24.0 * s).max((24.0 * ts).min(most)),
        // The track's own name stays small: grown with the text, it ran into the last spaces.
        caption: 24.0 * s,
    };
    let motion = (moves.as_slice(), eased, Motion::of(ui.ctx()));
    moving_track_ui(ui, motion, &names, height, text);
}
