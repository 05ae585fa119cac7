//! The keyboard focus made visible: a gold ring around whatever widget Tab (or the arrows)
//! moved to (a card, a dial, a button, a field), shown only while the keyboard is in use.

use super::theme::GOLD;
use egui::{Id, LayerId, Order, Stroke, StrokeKind};

/// The ring's stroke: thick enough to see from the sofa, in the theme's gold.
pub const FOCUS_RING: Stroke = Stroke {
    width: 3.0,
    color: GOLD,
};

/// Whether the keyboard, not the pointer, moved last (kept between frames).
fn keyboard_in_use(ctx: &egui::Context) -> bool {
    let id = Id::unique("fabula keyboard in use");
    let (keys, pointer) = ctx.input(|i| {
        let keys = i.events.iter().any(|e| {
            matches!(
                e,
                egui::Event::Key {
                    key: egui::Key::Tab
                        | egui::Key::ArrowLeft
                        | egui::Key::ArrowRight
                        | egui::Key::ArrowUp
                        | egui::Key::ArrowDown,
                    pressed: true,
                    ..
                }
            )
        });
        (keys, i.pointer.any_pressed())
    });
    ctx.data_mut(|d| {
        let in_use = d.get_temp_mut_or(id, false);
        if keys {
            *in_use = true;
        } else if pointer {
            *in_use = false;
        }
        *in_use
    })
}

/// Draws the focus ring around the focused widget, above everything, while the keyboard is
/// in use. Call once per frame, after the screen is drawn.
pub fn focus_ring_ui(ctx: &egui::Context) {
    if !keyboard_in_use(ctx) {
        return;
    }
    let Some(focused) = ctx.memory(egui::Memory::focused) else {
        return;
    };
    let Some(response) = ctx.read_response(focused) else {
        return;
    };
    let painter = ctx.layer_painter(LayerId::new(Order::Foreground, Id::unique("focus ring")));
    painter.rect_stroke(
        response.rect.expand(4.0),
        10.0,
        FOCUS_RING,
        StrokeKind::Outside,
    );
}
