//! The optional hourglass, drawn softly: a small glass in gold and violet whose sand runs
//! from the upper bulb to the lower, the time left beside it, and on the laptop "More time".
//! It never turns red: running out forces nothing (a house rule), the table just says
//! "Time!".

use super::theme::{self, AMBER, CREAM, GOLD, LAVENDER, NIGHT, TWILIGHT};
use crate::hotseat::HourglassReading;
use crate::t;
use crate::ui::command::UiCommand;
use egui::{Painter, Pos2, Rect, RichText, Sense, Shape, Stroke, pos2, vec2};

/// The time left as the hourglass says it: `m:ss`.
pub fn hourglass_time_text(secs: u32) -> String {
    format!("{}:{:02}", secs / 60, secs % 60)
}

/// What the hourglass says to a screen reader (and to tests): the time left, or that it ran
/// out.
pub fn hourglass_label(reading: &HourglassReading) -> String {
    if reading.ran_out {
        t!("hourglass-ran-out-label")
    } else {
        let left = hourglass_time_text(reading.remaining_secs);
        t!("hourglass-left-label", time = left)
    }
}

/// Paints the hourglass into `rect` (about twice as tall as wide), its sand as `reading`
/// says: the upper bulb holds the share of time left, the lower one the rest.
pub fn paint_hourglass(painter: &Painter, rect: Rect, reading: &HourglassReading) {
    let full = reading.allowed_secs.max(1) as f32;
    let left = (reading.remaining_secs as f32 / full).clamp(0.0, 1.0);
    let w = rect.width().min(rect.height() * 0.62);
    let rect = Rect::from_center_size(rect.center(), vec2(w, rect.height()));
    let cap = (rect.height() * 0.07).max(2.0);
    let (top, bottom) = (rect.top() + cap, rect.bottom() - cap);
    let mid = rect.center().y;
    let half = w * 0.42;
    let cx = rect.center().x;
    let line = Stroke::new((w * 0.05).max(1.2), LAVENDER);
    // The glass: two bulbs meeting at the neck, faintly lit.
    let upper = [pos2(cx - half, top), pos2(cx + half, top), pos2(cx, mid)];
    let lower = [
        pos2(cx, mid),
        pos2(cx + half, bottom),
        pos2(cx - half, bottom),
    ];
    for bulb in [upper, lower] {
        painter.add(Shape::convex_polygon(
            bulb.to_vec(),
            TWILIGHT.gamma_multiply(0.55),
            Stroke::NONE,
        ));
    }
    let sand = if reading.paused {
        GOLD.gamma_multiply(0.7)
    } else {
        GOLD
    };
    // Sand by area: the upper sand is a triangle at the neck, the lower a heap on the floor.
    let inset = 0.86;
    let scale = left.sqrt();
    if left > 0.0 {
        let y = mid - scale * (mid - top) * inset;
        let h = scale * half * inset;
        painter.add(Shape::convex_polygon(
            vec![pos2(cx - h, y), pos2(cx + h, y), pos2(cx, mid - 1.0)],
            sand,
            Stroke::NONE,
        ));
    }
    if left < 1.0 {
        let floor = bottom - 1.0;
        let y = mid + scale.max(0.12) * (floor - mid);
        let h = scale.max(0.12) * half * inset;
        let heap = vec![
            pos2(cx - h, y),
            pos2(cx + h, y),
            pos2(cx + half * inset, floor),
            pos2(cx - half * inset, floor),
        ];
        painter.add(Shape::convex_polygon(heap, sand, Stroke::NONE));
        if left > 0.0 && !reading.paused {
            // The thread of falling sand.
            let thread = Stroke::new((w * 0.035).max(1.0), sand);
            painter.line_segment([pos2(cx, mid), pos2(cx, y)], thread);
        }
    }
    for bulb in [upper, lower] {
        painter.add(Shape::closed_line(bulb.to_vec(), line));
    }
    // The wooden caps, in the game's deeper gold.
    let caps = |y: f32| Rect::from_center_size(pos2(cx, y), vec2(w, cap));
    for y in [rect.top() + cap / 2.0, rect.bottom() - cap / 2.0] {
        painter.rect_filled(caps(y), cap / 2.0, AMBER);
    }
}

/// The laptop's hourglass: a small glass, the time left (a quiet "time is up" once it ran
/// out) and "More time". `+` gives more time too, unless a text field has the keyboard.
pub fn hourglass_ui(ui: &mut egui::Ui, reading: &HourglassReading, commands: &mut Vec<UiCommand>) {
    let frame = egui::Frame::new()
        .fill(NIGHT.gamma_multiply(0.85))
        .stroke(Stroke::new(1.0, TWILIGHT))
        .corner_radius(egui::CornerRadius::same(16))
        .inner_margin(egui::Margin::symmetric(10, 4));
    frame.show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = 8.0;
            let (rect, icon) = ui.allocate_exact_size(vec2(20.0, 30.0), Sense::hover());
            paint_hourglass(ui.painter(), rect, reading);
            let label = hourglass_label(reading);
            icon.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
            let (text, color) = if reading.ran_out {
                (t!("hourglass-ran-out-quiet"), LAVENDER)
            } else {
                (hourglass_time_text(reading.remaining_secs), CREAM)
            };
            ui.label(RichText::new(text).font(theme::display(24.0)).color(color));
            let more = egui::Button::new(RichText::new(t!("hourglass-more-time")).size(16.0))
                .min_size(vec2(0.0, 28.0));
            let key = t!("hourglass-more-time-key");
            let more = ui.add(more).on_hover_text(key);
            if more.clicked() {
                // Enter and Space belong to the screen below, not to this button.
                more.surrender_focus();
            }
            if more.clicked() || plus_pressed(ui) {
                commands.push(UiCommand::MoreTime);
            }
        });
    });
}

/// [`hourglass_ui`] in the top-left corner of the window, over the screen below (the game's
/// screens keep that corner free).
pub fn hourglass_corner_ui(
    ui: &mut egui::Ui,
    reading: &HourglassReading,
    commands: &mut Vec<UiCommand>,
) {
    egui::Area::new(ui.scope_id().with("hourglass corner"))
        .order(egui::Order::Foreground)
        .fixed_pos(pos2(10.0, 8.0))
        .show(ui.ctx(), |ui| hourglass_ui(ui, reading, commands));
}

/// Whether `+` was pressed (on the main keyboard or the number pad), unless a text field has
/// the keyboard: the clue field takes a typed "+" as a letter.
fn plus_pressed(ui: &egui::Ui) -> bool {
    super::pressed(ui, egui::Key::Plus) || super::pressed(ui, egui::Key::Equals)
}

/// The table display's hourglass in `rect` (the header's left), for the room to read: the
/// glass, and the time left or "Time!" in large type; "paused" while the laptop is on the
/// menu.
pub fn table_hourglass_ui(ui: &mut egui::Ui, rect: Rect, reading: &HourglassReading, s: f32) {
    let glass_h = (rect.height() * 0.72).min(120.0 * s);
    let glass = Rect::from_min_size(
        pos2(rect.left(), rect.center().y - glass_h / 2.0),
        vec2(glass_h * 0.6, glass_h),
    );
    paint_hourglass(ui.painter(), glass, reading);
    let (text, color) = if reading.ran_out {
        (t!("hourglass-time"), GOLD)
    } else if reading.paused {
        (hourglass_time_text(reading.remaining_secs), LAVENDER)
    } else {
        (hourglass_time_text(reading.remaining_secs), CREAM)
    };
    let x = glass.right() + 16.0 * s;
    let galley = ui
        .painter()
        .layout_no_wrap(text.clone(), theme::display(64.0 * s), color);
    let size = galley.size();
    // Sand that ran out has nothing to pause: "Time!" alone.
    let caption = (reading.paused && !reading.ran_out).then(|| {
        ui.painter()
            .layout_no_wrap(t!("hourglass-paused"), theme::body(24.0 * s), LAVENDER)
    });
    let caption_h = caption.as_ref().map_or(0.0, |c| c.size().y);
    let top = rect.center().y - f32::midpoint(size.y, caption_h);
    ui.painter().galley(Pos2::new(x, top), galley, color);
    if let Some(caption) = caption {
        ui.painter()
            .galley(pos2(x + 2.0 * s, top + size.y), caption, LAVENDER);
    }
    let region = Rect::from_min_size(rect.min, vec2(table_hourglass_width(ui, s), rect.height()));
    let response = ui.interact(
        region,
        ui.scope_id().with("table hourglass"),
        Sense::hover(),
    );
    let label = if reading.ran_out {
        t!("hourglass-time")
    } else if reading.paused {
        format!("{} ({})", hourglass_label(reading), t!("hourglass-paused"))
    } else {
        hourglass_label(reading)
    };
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
}

/// The width the table's hourglass takes (its glass and the widest time it shows).
pub fn table_hourglass_width(ui: &egui::Ui, s: f32) -> f32 {
    let widest = [t!("hourglass-time"), "0:00".to_owned()]
        .into_iter()
        .map(|text| {
            ui.painter()
                .layout_no_wrap(text, theme::display(64.0 * s), CREAM)
                .size()
                .x
        })
        .fold(0.0, f32::max);
    let glass_w = 120.0 * s * 0.6;
    glass_w + 16.0 * s + widest
}
