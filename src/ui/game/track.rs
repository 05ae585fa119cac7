//! The score track: a winding path of spaces 0 to 30, like the one printed around the board,
//! with one rabbit per player. Rabbits on one space stack; a rabbit that went round carries
//! a "+30" badge per lap.

use crate::t;
use crate::ui::widgets::theme::{self, DUSK, GOLD, LAVENDER, NIGHT, TWILIGHT};
use crate::ui::widgets::{Token, paint_rabbit};
use egui::{Color32, Pos2, Rect, Sense, Stroke, pos2, vec2};

/// Spaces on the track: 0 to 30.
pub const SPACES: u32 = 31;

/// The space and the lap of a score: 0..=30 on lap 0, then 31 is space 1 of lap 1.
pub fn space_and_lap(score: u32) -> (u32, u32) {
    if score <= 30 {
        (score, 0)
    } else {
        ((score - 1) % 30 + 1, (score - 1) / 30)
    }
}

fn space_center(rect: Rect, space: f32) -> Pos2 {
    let t = space / (SPACES - 1) as f32;
    let margin = rect.height() * 0.32;
    let x = rect.left() + margin + t * (rect.width() - 2.0 * margin);
    // Two and a half gentle waves: the path winds like a river across the table.
    let y = rect.center().y + rect.height() * 0.2 * (t * std::f32::consts::TAU * 1.25).sin();
    pos2(x, y)
}

/// One rabbit on the track.
#[derive(Clone, Copy, Debug)]
pub struct Rabbit {
    /// The player's token.
    pub token: Token,
    /// The score shown now (fractional while moving).
    pub score: f32,
    /// Accessible name, e.g. "Ada's rabbit on 12".
    pub seat: usize,
}

/// Draws the track into a band of `height` points; `names` are the rabbits' accessible names.
pub fn track_ui(ui: &mut egui::Ui, rabbits: &[Rabbit], names: &[String], height: f32) {
    let (rect, band) = ui.allocate_exact_size(vec2(ui.available_width(), height), Sense::hover());
    band.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Group, true, t!("track-caption")));
    let painter = ui.painter_at(rect.expand(20.0));
    painter.rect_filled(rect, 24.0, DUSK.gamma_multiply(0.7));
    let r = (rect.width() / 31.0 * 0.36).min(rect.height() * 0.12);
    let path: Vec<Pos2> = (0..=120)
        .map(|i| space_center(rect, i as f32 * 30.0 / 120.0))
        .collect();
    painter.add(egui::Shape::line(path, Stroke::new(r * 1.2, TWILIGHT)));
    for s in 0..SPACES {
        let c = space_center(rect, s as f32);
        let major = s % 5 == 0;
        painter.circle(
            c,
            r,
            if major {
                GOLD.gamma_multiply(0.85)
            } else {
                NIGHT
            },
            Stroke::new(1.5, LAVENDER),
        );
        let color = if major { NIGHT } else { LAVENDER };
        painter.text(
            c,
            egui::Align2::CENTER_CENTER,
            s.to_string(),
            theme::body(r * 0.85),
            color,
        );
    }
    // Rabbits on the same space stack upwards; group them by the space they are heading for.
    let mut stacks: Vec<(i64, usize)> = Vec::new();
    for (i, rabbit) in rabbits.iter().enumerate() {
        let whole = rabbit.score.max(0.0);
        let (space_lo, lap) = space_and_lap(whole.floor() as u32);
        let frac = whole.fract();
        let (space_hi, _) = space_and_lap(whole.floor() as u32 + 1);
        let a = space_center(rect, space_lo as f32);
        let b = space_center(rect, space_hi as f32);
        let base = if space_hi > space_lo {
            a + (b - a) * frac
        } else {
            a
        };
        let key = whole.round() as i64;
        let height_in_stack = stacks.iter().filter(|(k, _)| *k == key).count();
        stacks.push((key, i));
        let pos = base - vec2(0.0, r * 1.5 + height_in_stack as f32 * r * 1.25);
        paint_rabbit(&painter, pos, r * 0.8, rabbit.token);
        if lap > 0 {
            let badge = pos + vec2(r * 1.1, -r * 0.2);
            painter.text(
                badge,
                egui::Align2::LEFT_CENTER,
                format!("+{}", lap * 30),
                theme::body(r * 0.9),
                GOLD,
            );
        }
        let id = ui.scope_id().with(("rabbit", rabbit.seat));
        let hit = Rect::from_center_size(pos, vec2(r * 1.6, r * 1.6));
        let response = ui.interact(hit, id, Sense::hover());
        let name = names.get(i).cloned().unwrap_or_default();
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &name));
    }
    let caption = Color32::from_rgba_unmultiplied(0xf6, 0xec, 0xd6, 140);
    painter.text(
        rect.right_bottom() - vec2(16.0, 8.0),
        egui::Align2::RIGHT_BOTTOM,
        t!("track-caption"),
        theme::body(14.0),
        caption,
    );
}
