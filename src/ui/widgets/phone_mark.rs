//! The small phone beside a seat's name that plays on its own phone: gold while the phone is
//! connected, ember with the word "away" while it is not. A computer player's seat gets a
//! small painted face (with "thinking…" while it chooses; its words name it for screen
//! readers). Seats at the
//! laptop get nothing.
//! Painted, not a font glyph: it must read the same in every font and at projector distance.

use crate::computer::Level;
use crate::hotseat::SeatLink;
use crate::t;
use crate::ui::widgets::theme::{self, EMBER, GOLD, NIGHT};
use egui::{Color32, Painter, Pos2, Rect, Sense, Stroke, StrokeKind, pos2, vec2};

/// Paints a phone `height` tall centred on `center`: a rounded body, its screen lit (`lit`)
/// or dark, and the speaker slit at the top.
pub fn paint_phone(painter: &Painter, center: Pos2, height: f32, color: Color32, lit: bool) {
    let body = Rect::from_center_size(center, vec2(height * 0.58, height));
    let stroke = (height * 0.09).max(1.2);
    painter.rect_filled(body, height * 0.14, NIGHT.gamma_multiply(0.6));
    painter.rect_stroke(
        body,
        height * 0.14,
        Stroke::new(stroke, color),
        StrokeKind::Inside,
    );
    let screen = Rect::from_min_max(
        pos2(body.min.x + stroke * 1.6, body.min.y + height * 0.2),
        pos2(body.max.x - stroke * 1.6, body.max.y - height * 0.16),
    );
    if lit {
        painter.rect_filled(screen, height * 0.04, color.gamma_multiply(0.75));
    } else {
        // A dark screen with a slash: the phone is not answering.
        painter.line_segment(
            [screen.left_bottom(), screen.right_top()],
            Stroke::new(stroke * 0.8, color),
        );
    }
    let slit_y = body.min.y + height * 0.11;
    painter.line_segment(
        [
            pos2(center.x - height * 0.08, slit_y),
            pos2(center.x + height * 0.08, slit_y),
        ],
        Stroke::new(stroke * 0.7, color),
    );
}

/// A computer player's face's width in a mark, for text of size 1.
const FACE_W: f32 = 0.9;

/// Paints a computer player's face for text of `size` points centred on `center`: a rounded
/// head with two round eyes and a small antenna. Painted, so it reads in every font.
pub fn paint_computer_face(painter: &Painter, center: Pos2, size: f32, color: Color32) {
    let head = Rect::from_center_size(
        center + vec2(0.0, size * 0.08),
        vec2(size * 0.86, size * 0.7),
    );
    let stroke = (size * 0.09).max(1.2);
    painter.rect_filled(head, size * 0.16, NIGHT.gamma_multiply(0.6));
    painter.rect_stroke(
        head,
        size * 0.16,
        Stroke::new(stroke, color),
        StrokeKind::Inside,
    );
    for dx in [-0.18, 0.18] {
        painter.circle_filled(
            head.center() + vec2(size * dx, -size * 0.02),
            size * 0.09,
            color,
        );
    }
    let top = pos2(center.x, head.min.y);
    painter.line_segment(
        [top, top - vec2(0.0, size * 0.16)],
        Stroke::new(stroke * 0.8, color),
    );
    painter.circle_filled(top - vec2(0.0, size * 0.2), size * 0.06, color);
}

/// The phone's width in a mark, for text of size 1.
const PHONE_W: f32 = 0.7;
/// The width of the waves beside a connected phone, for text of size 1.
const WAVES_W: f32 = 0.45;

/// Two small arcs to the right of `center`, like a signal: the phone is connected.
fn paint_waves(painter: &Painter, center: Pos2, size: f32, color: Color32) {
    let stroke = Stroke::new((size * 0.08).max(1.2), color);
    for radius in [size * 0.3, size * 0.5] {
        let points: Vec<Pos2> = (0..=8)
            .map(|i| {
                let angle = (i as f32 / 8.0 - 0.5) * 1.6;
                center + vec2(angle.cos(), angle.sin()) * radius
            })
            .collect();
        painter.add(egui::Shape::line(points, stroke));
    }
}

/// The colour of a seat's mark: gold while its phone is there, ember while it is away.
pub fn link_color(link: SeatLink) -> Color32 {
    match link {
        SeatLink::Phone { online: false } => EMBER,
        _ => GOLD,
    }
}

/// What the mark says, in words (for screen readers and labels): "phone connected" or
/// "phone away"; `None` for a seat at the laptop.
pub fn phone_mark_text(link: SeatLink) -> Option<String> {
    match link {
        SeatLink::Laptop => None,
        SeatLink::Phone { online: true } => Some(t!("phones-connected")),
        SeatLink::Phone { online: false } => Some(t!("phones-away")),
        SeatLink::Computer { thinking } => Some(computer_word(thinking)),
    }
}

/// A computer player level's name, as the set-up and the seats panel show it.
pub fn level_name(level: Level) -> String {
    match level {
        Level::Dreamer => t!("computer-level-dreamer"),
        Level::Teller => t!("computer-level-teller"),
        Level::Sage => t!("computer-level-sage"),
    }
}

/// How a computer player level plays, in one line.
pub fn level_hint(level: Level) -> String {
    match level {
        Level::Dreamer => t!("computer-level-dreamer-hint"),
        Level::Teller => t!("computer-level-teller-hint"),
        Level::Sage => t!("computer-level-sage-hint"),
    }
}

/// The word beside a computer player's face.
fn computer_word(thinking: bool) -> String {
    if thinking {
        t!("computer-mark-thinking")
    } else {
        t!("computer-mark")
    }
}

/// The width of the mark for text of `size` points (0 for a seat at the laptop).
pub fn phone_mark_width(painter: &Painter, link: SeatLink, size: f32) -> f32 {
    match link {
        SeatLink::Laptop => 0.0,
        SeatLink::Phone { online: true } => size * (PHONE_W + WAVES_W),
        SeatLink::Phone { online: false } => {
            let word =
                painter.layout_no_wrap(t!("phones-mark-away"), theme::body(size * 0.8), EMBER);
            size * (PHONE_W + 0.25) + word.size().x
        }
        SeatLink::Computer { thinking: false } => size * FACE_W,
        SeatLink::Computer { thinking: true } => {
            let word = computer_word(true);
            let word = painter.layout_no_wrap(word, theme::body(size * 0.8), GOLD);
            size * (FACE_W + 0.25) + word.size().x
        }
    }
}

/// Paints the mark for text of `size` points, its left edge at `left.x` and centred on
/// `left.y`; returns its width (0 for a seat at the laptop: nothing is painted).
pub fn paint_phone_mark(painter: &Painter, link: SeatLink, left: Pos2, size: f32) -> f32 {
    let online = match link {
        SeatLink::Laptop => return 0.0,
        SeatLink::Phone { online } => online,
        SeatLink::Computer { thinking } => {
            let face_w = size * FACE_W;
            paint_computer_face(painter, pos2(left.x + face_w / 2.0, left.y), size, GOLD);
            if !thinking {
                return face_w;
            }
            let word = computer_word(thinking);
            let word = painter.layout_no_wrap(word, theme::body(size * 0.8), GOLD);
            let word_w = word.size().x;
            let word_x = left.x + face_w + size * 0.25;
            painter.galley(pos2(word_x, left.y - word.size().y / 2.0), word, GOLD);
            return word_x + word_w - left.x;
        }
    };
    let color = link_color(link);
    let phone_w = size * PHONE_W;
    paint_phone(
        painter,
        pos2(left.x + phone_w / 2.0, left.y),
        size * 1.1,
        color,
        online,
    );
    if online {
        paint_waves(painter, pos2(left.x + phone_w * 0.75, left.y), size, color);
        return size * (PHONE_W + WAVES_W);
    }
    let word = painter.layout_no_wrap(t!("phones-mark-away"), theme::body(size * 0.8), color);
    let word_w = word.size().x;
    let word_x = left.x + phone_w + size * 0.25;
    painter.galley(pos2(word_x, left.y - word.size().y / 2.0), word, color);
    word_x + word_w - left.x
}

/// The mark as a widget in a row, for text of `size` points: nothing for a seat at the
/// laptop. Its words are its accessible label, with the seat's `name`.
pub fn phone_mark_ui(ui: &mut egui::Ui, link: SeatLink, name: &str, size: f32) {
    let Some(words) = phone_mark_text(link) else {
        return;
    };
    let width = phone_mark_width(ui.painter(), link, size);
    let (rect, response) = ui.allocate_exact_size(vec2(width, size * 1.2), Sense::hover());
    paint_phone_mark(ui.painter(), link, rect.left_center(), size);
    let label = t!("phones-mark-label", name = name, state = words);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
}

/// The mark beside a name in the standings of a player (or team) who left the game: their
/// score stays, and they cannot win.
pub fn left_mark_ui(ui: &mut egui::Ui, size: f32) {
    let text = egui::RichText::new(crate::t!("standing-left"))
        .font(super::theme::body(size))
        .italics()
        .color(super::theme::LAVENDER);
    ui.label(text);
}
