//! The players' rows of the set-up: seat number, token, name, and buttons to move or remove.

use super::SetupState;
use crate::t;
use crate::ui::widgets::theme::{self, CREAM, GOLD, LAVENDER, TWILIGHT};
use crate::ui::widgets::{
    TOKENS, level_hint, level_name, paint_computer_face, paint_token, token, token_name_of,
};
use egui::{RichText, Sense, vec2};

/// The seat numbers' font: the display face, whose digits differ in width.
fn seat_number_font() -> egui::FontId {
    theme::display(24.0)
}

/// The width of the seat number column: the widest number a seat can have, so that every
/// row's token, name field and buttons line up.
pub(super) fn seat_number_width(ui: &egui::Ui) -> f32 {
    (1..=TOKENS.len())
        .map(|n| {
            ui.painter()
                .layout_no_wrap(n.to_string(), seat_number_font(), LAVENDER)
                .size()
                .x
        })
        .fold(0.0, f32::max)
        .ceil()
}

/// Whether a team's name fits beside its first member (else it goes on a line of its own
/// above the pair): room for both names after the number, token, kind and buttons.
pub(super) fn team_name_beside(ui: &egui::Ui, state: &SetupState, number_width: f32) -> bool {
    let gap = ui.spacing().item_spacing.x;
    let kind = (0..state.seats.len())
        .map(|i| player_kind_width(ui, state, i))
        .fold(0.0, f32::max);
    let fixed = number_width + 40.0 + kind + 3.0 * ICON + 7.0 * gap;
    // A member's usual name width, and a team name's least.
    ui.available_width() - fixed >= 180.0 + 8.0 + 120.0 + 16.0
}

/// One player's row. `team_beside`: a Team Dixit team's name field stands at the end of its
/// first member's row (else the caller shows it above the pair).
pub(super) fn seat_row(
    ui: &mut egui::Ui,
    state: &mut SetupState,
    i: usize,
    number_width: f32,
    team_beside: bool,
    moves: &mut Option<(usize, isize)>,
) {
    let n = i + 1;
    let count = state.seats.len();
    ui.horizontal(|ui| {
        // Fixed-width columns for the number and the token (digits differ in width).
        ui.add_sized(
            vec2(number_width, 40.0),
            egui::Label::new(
                RichText::new(format!("{n}"))
                    .font(seat_number_font())
                    .color(LAVENDER),
            ),
        );
        // In Team Dixit a seat plays with its team's colour: a click changes the team's.
        let team = state.team_of(i);
        let id = state.token_of(i);
        let (rect, response) = ui.allocate_exact_size(vec2(40.0, 40.0), Sense::click());
        let name = token_name_of(id);
        let (label, hover) = match team {
            Some(t) => (
                t!("setup-team-colour-of", team = t + 1, token = name),
                t!("setup-team-colour-hover"),
            ),
            None => (
                t!("setup-token-of", seat = n, token = name),
                t!("setup-token-hover"),
            ),
        };
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if response.hovered() {
            ui.painter().circle_filled(rect.center(), 20.0, TWILIGHT);
        }
        paint_token(ui.painter(), rect.center(), 14.0, token(id));
        if response.on_hover_text(hover).clicked() {
            match team {
                Some(t) => state.next_team_colour(t),
                None => state.next_token(i),
            }
        }
        // The name takes what the other parts of the row leave, up to its usual width (a
        // narrow window keeps the buttons in the column; a team's name shares the room).
        let gap = ui.spacing().item_spacing.x;
        let others = player_kind_width(ui, state, i) + 3.0 * (ICON + gap) + gap;
        let room = ui.available_width() - others;
        let (usual, least) = if team.is_some() {
            (180.0, 120.0)
        } else {
            (240.0, 140.0)
        };
        let name_width = if team.is_some() && team_beside {
            // The member's name first; the team's name beside the first member takes the
            // rest (at least its own least width).
            (room - gap - 120.0 - 16.0).clamp(least, usual)
        } else {
            (room - 8.0).clamp(least, usual)
        };
        let name_label = t!("setup-name-of", seat = n);
        ui.add(
            egui::TextEdit::singleline(&mut state.seats[i].name)
                .font(theme::body(20.0))
                .desired_width(name_width)
                .char_limit(crate::engine::MAX_NAME_CHARS)
                .hint_text(name_label.as_str()),
        )
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, &name_label));
        player_kind_ui(ui, state, i);
        if icon_button(ui, i > 0, Icon::Up, &t!("setup-move-up", seat = n)).clicked() {
            *moves = Some((i, -1));
        }
        if icon_button(
            ui,
            i + 1 < count,
            Icon::Down,
            &t!("setup-move-down", seat = n),
        )
        .clicked()
        {
            *moves = Some((i, 1));
        }
        if icon_button(ui, count > 3, Icon::Remove, &t!("setup-remove", seat = n)).clicked() {
            *moves = Some((i, 0));
        }
        // A team's name stands beside its first member; the second sits under it.
        if let Some(t) = team.filter(|_| team_beside && i.is_multiple_of(2)) {
            super::teams::team_name_ui(ui, state, t);
        }
    });
}

fn kind_font() -> egui::FontId {
    theme::body(18.0)
}

/// The words of seat `i`'s player-kind button: a person, or a computer's level.
fn kind_text(state: &SetupState, i: usize) -> String {
    match state.seats[i].computer {
        None => t!("setup-person"),
        Some(level) => level_name(level),
    }
}

/// The width of seat `i`'s player-kind button: its words (and a computer's face), at least
/// a common width so that the rows line up.
fn player_kind_width(ui: &egui::Ui, state: &SetupState, i: usize) -> f32 {
    let words = ui
        .painter()
        .layout_no_wrap(kind_text(state, i), kind_font(), CREAM)
        .size()
        .x;
    let face = if state.seats[i].computer.is_some() {
        30.0
    } else {
        0.0
    };
    (words + face + 28.0).max(150.0)
}

/// The button saying who plays seat `i` (a person, or a computer player and its level); a
/// click moves on to the next choice.
fn player_kind_ui(ui: &mut egui::Ui, state: &mut SetupState, i: usize) {
    let n = i + 1;
    let computer = state.seats[i].computer;
    let (text, hover) = match computer {
        None => (t!("setup-person"), t!("setup-person-hover")),
        Some(level) => (level_name(level), level_hint(level)),
    };
    let label = t!("setup-player-kind-of", seat = n, kind = text.as_str());
    let height = 40.0;
    let galley = ui
        .painter()
        .layout_no_wrap(text.clone(), kind_font(), CREAM);
    let face = if computer.is_some() { 30.0 } else { 0.0 };
    let width = player_kind_width(ui, state, i);
    let (rect, response) = ui.allocate_exact_size(vec2(width, height), Sense::click());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
    let visuals = ui.style().interact(&response);
    let (fill, stroke) = match computer {
        Some(_) => (TWILIGHT, egui::Stroke::new(1.5, GOLD.gamma_multiply(0.8))),
        None => (visuals.bg_fill, visuals.bg_stroke),
    };
    let painter = ui.painter();
    painter.rect(rect, 10.0, fill, stroke, egui::StrokeKind::Inside);
    let content = galley.size().x + face;
    let left = rect.center().x - content / 2.0;
    if computer.is_some() {
        paint_computer_face(
            painter,
            egui::pos2(left + 11.0, rect.center().y),
            20.0,
            GOLD,
        );
    }
    let color = if computer.is_some() { GOLD } else { CREAM };
    let top = rect.center().y - galley.size().y / 2.0;
    painter.galley(egui::pos2(left + face, top), galley, color);
    if response.on_hover_text(hover).clicked() {
        state.next_player_kind(i);
    }
}

/// The side of the small icon buttons (move up, move down, remove).
const ICON: f32 = 36.0;

#[derive(Clone, Copy)]
enum Icon {
    Up,
    Down,
    Remove,
}

/// A small square button with a painted icon (fonts need not have arrow glyphs).
fn icon_button(ui: &mut egui::Ui, enabled: bool, icon: Icon, label: &str) -> egui::Response {
    let sense = if enabled {
        Sense::click()
    } else {
        Sense::hover()
    };
    let (rect, response) = ui.allocate_exact_size(vec2(ICON, ICON), sense);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, label));
    let visuals = if enabled {
        ui.style().interact(&response)
    } else {
        &ui.visuals().widgets.noninteractive
    };
    let painter = ui.painter();
    painter.rect(
        rect,
        10.0,
        visuals.bg_fill,
        visuals.bg_stroke,
        egui::StrokeKind::Inside,
    );
    let color = if enabled { CREAM } else { TWILIGHT };
    let c = rect.center();
    let s = 7.0;
    match icon {
        Icon::Up | Icon::Down => {
            let dir = if matches!(icon, Icon::Up) { -1.0 } else { 1.0 };
            let points = vec![
                c + vec2(0.0, dir * s),
                c + vec2(-s, -dir * s * 0.7),
                c + vec2(s, -dir * s * 0.7),
            ];
            painter.add(egui::Shape::convex_polygon(
                points,
                color,
                egui::Stroke::NONE,
            ));
        }
        Icon::Remove => {
            let stroke = egui::Stroke::new(2.5, color);
            painter.line_segment([c + vec2(-s, -s), c + vec2(s, s)], stroke);
            painter.line_segment([c + vec2(-s, s), c + vec2(s, -s)], stroke);
        }
    }
    response.on_hover_text(label)
}
