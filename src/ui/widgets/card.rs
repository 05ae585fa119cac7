//! A card on the table: picture in a cream frame with a soft shadow, a number badge, and a
//! glow when selected. A card whose picture is still loading shows a quiet placeholder.
//!
//! For screen readers a card is a button named by its place ("Card 3"), described by what
//! its picture shows, with the picture itself an image inside it named by its alt text.

use super::art::CardArt;
use super::theme::{self, CREAM, GOLD, LAVENDER, NIGHT, TWILIGHT};
use crate::engine::CardId;
use egui::{Color32, CornerRadius, Rect, Sense, Stroke, StrokeKind, Vec2, pos2, vec2};

/// Cards are 2 wide by 3 high, like the printed ones.
pub const ASPECT: f32 = 2.0 / 3.0;

/// How a card is drawn.
#[derive(Clone, Debug)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "independent visual flags of one card"
)]
pub struct CardLook<'a> {
    /// Accessible name, unique on the screen ("Card 3", "Slot 5").
    pub label: &'a str,
    /// The number in the corner badge, if any.
    pub badge: Option<usize>,
    /// Selected by the current player: gold glow.
    pub selected: bool,
    /// Can be clicked.
    pub enabled: bool,
    /// Highlighted for everyone (the storyteller's card at the reveal).
    pub highlight: bool,
    /// Drawn dimmed (e.g. the player's own card while voting).
    pub dimmed: bool,
    /// Multiplies the badge's size limits (the table display's numbers are read from afar).
    pub badge_scale: f32,
    /// The badge's number is at least this many points (0: no minimum).
    pub badge_min_text: f32,
}

impl<'a> CardLook<'a> {
    /// An enabled, unselected card with this accessible name.
    pub fn new(label: &'a str) -> Self {
        CardLook {
            label,
            badge: None,
            selected: false,
            enabled: true,
            highlight: false,
            dimmed: false,
            badge_scale: 1.0,
            badge_min_text: 0.0,
        }
    }
}

/// The biggest card size with the right aspect that fits `max`.
pub fn fit(max: Vec2) -> Vec2 {
    let w = max.x.min(max.y * ASPECT).max(8.0);
    vec2(w, w / ASPECT)
}

/// Draws a card of `size` and returns its response (click to select).
pub fn card_ui(
    ui: &mut egui::Ui,
    art: &dyn CardArt,
    card: CardId,
    size: Vec2,
    look: &CardLook<'_>,
) -> egui::Response {
    let sense = if look.enabled {
        Sense::click()
    } else {
        Sense::hover()
    };
    let (rect, response) = ui.allocate_exact_size(size, sense);
    let label = look.label.to_owned();
    let (enabled, selected) = (look.enabled, look.selected);
    response
        .widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, enabled, selected, &label));
    if let Some(alt) = picture_node_ui(ui, art, card, rect, response.id) {
        ui.ctx()
            .accesskit_node_builder(response.id, |node| node.set_description(alt));
    }
    if ui.is_rect_visible(rect) {
        let lift = if look.enabled && response.hovered() {
            -4.0
        } else {
            0.0
        };
        paint_card(
            ui.painter(),
            art,
            card,
            rect.translate(vec2(0.0, lift)),
            look,
        );
    }
    response
}

/// The accessibility node of `card`'s picture in `rect`: an image named by its alt text
/// ([`CardArt::alt_text`]), inside the node `parent` (the card's button, or the view that
/// shows it enlarged). Returns the alt text; nothing when the art cannot name the picture or
/// the card is a place on the table (companion mode: no picture, its number says it all).
pub fn picture_node_ui(
    ui: &mut egui::Ui,
    art: &dyn CardArt,
    card: CardId,
    rect: Rect,
    parent: egui::Id,
) -> Option<String> {
    if card.as_table_place().is_some() {
        return None;
    }
    let alt = art.alt_text(card)?;
    let inside = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(rect)
            .accessibility_parent(parent),
    );
    let picture = inside.interact(rect, parent.with("picture"), Sense::hover());
    picture.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &alt));
    Some(alt)
}

/// Paints a card into `rect` where no widget of its own holds it (the round history's
/// boards), with its picture as an image for screen readers, named by its alt text.
pub fn card_picture_ui(
    ui: &egui::Ui,
    art: &dyn CardArt,
    card: CardId,
    rect: Rect,
    look: &CardLook<'_>,
) {
    if card.as_table_place().is_none()
        && let Some(alt) = art.alt_text(card)
    {
        let picture = ui.interact(rect, ui.auto_id_with(("card", card.0)), Sense::hover());
        picture.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &alt));
    }
    paint_card(ui.painter(), art, card, rect, look);
}

/// Paints a card into `rect` (no interaction): used by widgets that lay out many cards.
pub fn paint_card(
    painter: &egui::Painter,
    art: &dyn CardArt,
    card: CardId,
    rect: Rect,
    look: &CardLook<'_>,
) {
    let radius = (rect.width() * 0.06).clamp(4.0, 18.0);
    let border = (rect.width() * 0.035).clamp(2.0, 10.0);
    if look.selected || look.highlight {
        theme::glow(
            painter,
            rect,
            radius,
            Color32::from_rgba_unmultiplied(0xf2, 0xc2, 0x6b, 150),
            28.0,
        );
    } else {
        // In proportion to the card: a thumbnail's shadow stays a thumbnail's.
        let blur = (rect.width() * 0.1).clamp(5.0, 18.0);
        let shadow = egui::Shadow {
            offset: [0, (blur / 3.0) as i8],
            blur: blur as u8,
            spread: 0,
            color: Color32::from_black_alpha(110),
        };
        painter.add(shadow.as_shape(rect, radius));
    }
    painter.rect_filled(rect, radius, CREAM);
    let inner = rect.shrink(border);
    let inner_radius = CornerRadius::same((radius - border * 0.6).max(2.0) as u8);
    let width = inner.width() * painter.pixels_per_point();
    let place = card.as_table_place();
    if let Some(place) = place {
        paint_place(painter, inner, inner_radius, place.0, look);
    } else if let Some(texture) = art.texture_at(card, width) {
        painter.add(
            egui::epaint::RectShape::filled(inner, inner_radius, Color32::WHITE)
                .with_texture(texture, Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0))),
        );
    } else {
        {
            // Placeholder while the picture loads: a soft twilight panel with a faint moon.
            painter.rect_filled(inner, inner_radius, TWILIGHT);
            painter.circle_filled(
                inner.center(),
                inner.width() * 0.14,
                Color32::from_rgba_unmultiplied(0xf6, 0xec, 0xd6, 40),
            );
        }
    }
    if look.dimmed {
        painter.rect_filled(
            rect,
            radius,
            Color32::from_rgba_unmultiplied(0x12, 0x10, 0x2a, 170),
        );
    }
    let stroke = if look.selected || look.highlight {
        Stroke::new(3.0, GOLD)
    } else {
        Stroke::new(1.0, Color32::from_rgba_unmultiplied(0x14, 0x10, 0x2c, 120))
    };
    painter.rect_stroke(rect, radius, stroke, StrokeKind::Outside);
    // A place on the table shows its number large already.
    if let Some(number) = look.badge.filter(|_| place.is_none()) {
        let r = (rect.width() * 0.11)
            .clamp(11.0 * look.badge_scale, 26.0 * look.badge_scale)
            .max(look.badge_min_text / 1.3);
        let center = rect.left_top() + vec2(r + border * 0.6, r + border * 0.6);
        let fill = if look.selected || look.highlight {
            GOLD
        } else {
            NIGHT
        };
        let text = if look.selected || look.highlight {
            NIGHT
        } else {
            CREAM
        };
        painter.circle(
            center,
            r,
            fill,
            Stroke::new(1.5, if look.dimmed { LAVENDER } else { GOLD }),
        );
        painter.text(
            center,
            egui::Align2::CENTER_CENTER,
            number.to_string(),
            theme::display(r * 1.3),
            text,
        );
    }
}

/// A numbered place on the table (companion mode): the physical card lies there, so the
/// screen shows its number, large, on the night sky of a card back.
fn paint_place(
    painter: &egui::Painter,
    inner: Rect,
    radius: CornerRadius,
    number: u8,
    look: &CardLook<'_>,
) {
    let lit = look.selected || look.highlight;
    painter.rect_filled(inner, radius, if lit { GOLD } else { NIGHT });
    let ring = inner.shrink(inner.width() * 0.08);
    painter.rect_stroke(
        ring,
        radius,
        Stroke::new(
            (inner.width() * 0.015).clamp(1.0, 3.0),
            if lit { NIGHT } else { TWILIGHT },
        ),
        StrokeKind::Inside,
    );
    painter.text(
        inner.center(),
        egui::Align2::CENTER_CENTER,
        number.to_string(),
        theme::display(inner.width() * 0.55),
        if lit { NIGHT } else { GOLD },
    );
}
