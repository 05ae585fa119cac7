//! The voting wheel: a dial with the slot numbers around its rim and a gold pointer at the
//! top. It turns with a click on a number, a drag, the mouse wheel or the arrow keys; the
//! number under the pointer is the vote. Disabled numbers (the player's own cards) are
//! skipped and drawn faint.

use crate::ui::widgets::theme::{self, CREAM, DUSK, GOLD, LAVENDER, NIGHT, TWILIGHT};
use crate::ui::widgets::{Token, paint_token, reduce_motion};
use egui::{Color32, Pos2, Sense, Shape, Stroke, Vec2, vec2};
use std::f32::consts::{PI, TAU};

/// The wheel's position. `position` is continuous (in steps, not wrapped) so that turning
/// past the last number animates forward instead of spinning back.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct WheelState {
    /// Which option sits under the pointer, as a continuous step count.
    pub position: f32,
    /// Whether the player has turned the wheel at all (no vote is assumed before that).
    pub touched: bool,
}

impl WheelState {
    /// The option under the pointer, `0..n`.
    pub fn selected(&self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        (self.position.round() as i64).rem_euclid(n as i64) as usize
    }

    /// Turns one enabled step forward (`delta > 0`) or back, skipping disabled options.
    pub fn step(&mut self, delta: i32, enabled: &[bool]) {
        let n = enabled.len();
        if n == 0 || !enabled.iter().any(|e| *e) {
            return;
        }
        self.position = self.position.round();
        let d = if delta >= 0 { 1.0 } else { -1.0 };
        for _ in 0..n {
            self.position += d;
            if enabled[self.selected(n)] {
                break;
            }
        }
        self.touched = true;
    }

    /// Turns the shortest way to option `index` (if enabled).
    pub fn select(&mut self, index: usize, enabled: &[bool]) {
        let n = enabled.len();
        if !enabled.get(index).copied().unwrap_or(false) {
            return;
        }
        let current = self.selected(n) as i64;
        let mut diff = (index as i64 - current).rem_euclid(n as i64);
        if diff > n as i64 / 2 {
            diff -= n as i64;
        }
        self.position = self.position.round() + diff as f32;
        self.touched = true;
    }

    /// After a drag: settle on the nearest enabled option.
    fn snap(&mut self, enabled: &[bool]) {
        self.position = self.position.round();
        let n = enabled.len();
        if n > 0 && !enabled[self.selected(n)] {
            self.step(1, enabled);
        }
    }
}

/// What the wheel shows.
pub struct WheelSpec<'a> {
    /// Accessible name, unique on the screen.
    pub label: &'a str,
    /// The text on each option, clockwise.
    pub options: &'a [String],
    /// Which options may be chosen.
    pub enabled: &'a [bool],
    /// The voter's token, drawn in the hub.
    pub token: Token,
    /// Whether keyboard turns go to this wheel (drawn with a brighter rim).
    pub active: bool,
}

fn angle_of(i: f32, n: usize, position: f32) -> f32 {
    -PI / 2.0 + TAU * (i - position) / n as f32
}

/// Draws the wheel with `diameter` points; returns the response (changed when the choice moved).
pub fn wheel_ui(
    ui: &mut egui::Ui,
    state: &mut WheelState,
    spec: &WheelSpec<'_>,
    diameter: f32,
) -> egui::Response {
    let n = spec.options.len().max(1);
    // A stable id per dial (its label), so its turn animates smoothly from frame to frame;
    // each private turn draws in its own id scope, so one voter's dial never moves another's.
    let (rect, _) = ui.allocate_exact_size(Vec2::splat(diameter), Sense::hover());
    let mut response = ui.interact(
        rect,
        ui.scope_id().with(spec.label),
        Sense::click_and_drag(),
    );
    let center = rect.center();
    let radius = diameter * 0.5 - 14.0;
    let before = state.selected(n);

    if response.dragged()
        && let Some(pointer) = response.interact_pointer_pos()
    {
        let delta = response.drag_delta();
        let previous = pointer - delta;
        let a0 = (previous - center).angle();
        let a1 = (pointer - center).angle();
        let mut turn = a1 - a0;
        if turn > PI {
            turn -= TAU;
        } else if turn < -PI {
            turn += TAU;
        }
        // Dragging the rim clockwise brings lower numbers under the pointer.
        state.position -= turn / TAU * n as f32;
        state.touched = true;
    }
    if response.drag_stopped() {
        state.snap(spec.enabled);
    }
    if response.clicked()
        && let Some(pointer) = response.interact_pointer_pos()
    {
        let offset = pointer - center;
        if offset.length() > radius * 0.45 {
            // Which number was clicked: the option whose angle is nearest the click.
            let a = offset.angle();
            let index = (0..n).min_by(|x, y| {
                let dx = angle_diff(angle_of(*x as f32, n, state.position), a);
                let dy = angle_diff(angle_of(*y as f32, n, state.position), a);
                dx.total_cmp(&dy)
            });
            if let Some(index) = index {
                state.select(index, spec.enabled);
            }
        }
    }
    if response.hovered() {
        let scroll = ui.input(|i| i.smooth_scroll_delta.y + i.smooth_scroll_delta.x);
        if scroll.abs() > 0.5 {
            state.step(if scroll > 0.0 { -1 } else { 1 }, spec.enabled);
        }
    }
    // With reduced motion the dial stands at its number at once rather than sweeping there.
    let seconds = if reduce_motion(ui.ctx()) { 0.0 } else { 0.25 };
    let shown = if response.dragged() {
        state.position
    } else {
        ui.ctx()
            .animate_value_with_time(response.id.with("turn"), state.position, seconds)
    };
    let after = state.selected(n);
    if after != before {
        response.mark_changed();
    }
    let label = spec.label.to_owned();
    let value = spec.options.get(after).cloned().unwrap_or_default();
    response.widget_info(|| {
        let mut info = egui::WidgetInfo::labeled(egui::Role::Slider, true, &label);
        info.current_text_value = Some(value.clone());
        // Where the dial is drawn now, in steps (it turns towards the chosen number).
        info.value = Some(f64::from(shown));
        info
    });

    if ui.is_rect_visible(rect) {
        paint_wheel(
            ui.painter(),
            center,
            radius,
            shown,
            after,
            spec,
            state.touched,
        );
    }
    response
}

fn angle_diff(a: f32, b: f32) -> f32 {
    let d = (a - b).rem_euclid(TAU);
    d.min(TAU - d)
}

fn paint_wheel(
    painter: &egui::Painter,
    center: Pos2,
    radius: f32,
    shown: f32,
    selected: usize,
    spec: &WheelSpec<'_>,
    touched: bool,
) {
    let n = spec.options.len().max(1);
    let rim = if spec.active { GOLD } else { LAVENDER };
    theme::glow(
        painter,
        egui::Rect::from_center_size(center, Vec2::splat(radius * 1.6)),
        radius,
        Color32::from_rgba_unmultiplied(0x9c, 0x8f, 0xc9, 40),
        40.0,
    );
    painter.circle(center, radius, DUSK, Stroke::new(4.0, rim));
    painter.circle_stroke(center, radius * 0.56, Stroke::new(1.5, TWILIGHT));
    for i in 0..n {
        let a = angle_of(i as f32, n, shown);
        let a_edge = a + PI / n as f32;
        painter.line_segment(
            [
                center + radius * 0.56 * Vec2::angled(a_edge),
                center + radius * Vec2::angled(a_edge),
            ],
            Stroke::new(1.0, TWILIGHT),
        );
        let pos = center + radius * 0.78 * Vec2::angled(a);
        let enabled = spec.enabled.get(i).copied().unwrap_or(false);
        let is_sel = i == selected && touched;
        let size = (radius * 0.2).clamp(14.0, 40.0);
        if is_sel {
            painter.circle_filled(pos, size * 0.8, GOLD);
        }
        let color = if is_sel {
            NIGHT
        } else if enabled {
            CREAM
        } else {
            Color32::from_rgba_unmultiplied(0x9c, 0x8f, 0xc9, 90)
        };
        painter.text(
            pos,
            egui::Align2::CENTER_CENTER,
            &spec.options[i],
            theme::display(size),
            color,
        );
        if !enabled {
            // A short bar through a number that cannot be chosen: readable without colour.
            let half = vec2(size * 0.45, 0.0);
            painter.line_segment([pos - half, pos + half], Stroke::new(2.0, color));
        }
    }
    // The pointer: a gold notch above the wheel.
    let tip = center - vec2(0.0, radius * 0.93);
    painter.add(Shape::convex_polygon(
        vec![tip, tip - vec2(14.0, 24.0), tip - vec2(-14.0, 24.0)],
        GOLD,
        Stroke::new(1.5, NIGHT),
    ));
    paint_token(painter, center, radius * 0.22, spec.token);
}
