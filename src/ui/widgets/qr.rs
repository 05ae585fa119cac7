//! A QR code painted for a phone's camera: dark modules on a white card with a quiet zone of
//! four modules, every module a whole number of physical pixels on the pixel grid, so it stays
//! crisp and square at any size and zoom. Seats' codes, the table's join code and the card
//! library's photo page share it.

use crate::ui::widgets::theme;
use egui::{Color32, Mesh, Rect, Sense, pos2, vec2};

/// A QR code's modules, row by row (`true`: dark), without its quiet zone.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct QrModules {
    /// Modules per row (and rows).
    pub width: usize,
    /// `width * width` modules.
    pub dark: Vec<bool>,
}

/// The quiet zone around a code, in modules (what the QR standard asks for).
pub const QUIET_ZONE: usize = 4;

/// Allocates a square of at most `side` points and paints `qr` in it (white card, quiet zone,
/// dark modules), centred in the row. Returns the card's rectangle.
pub fn qr_code_ui(ui: &mut egui::Ui, qr: &QrModules, side: f32, label: &str) -> Rect {
    let ppp = ui.ctx().pixels_per_point();
    let modules = qr.width + 2 * QUIET_ZONE;
    // Whole pixels per module: a code scaled by a fraction blurs or gets uneven modules.
    let module_px = ((side * ppp) / modules as f32).floor().max(1.0);
    let card_pt = module_px * modules as f32 / ppp;
    let (slot, response) = ui.allocate_exact_size(vec2(side, card_pt), Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, label));
    let snap = |v: f32| (v * ppp).round() / ppp;
    let min = pos2(snap(slot.center().x - card_pt / 2.0), snap(slot.min.y));
    let card = Rect::from_min_size(min, vec2(card_pt, card_pt));
    let painter = ui.painter();
    // A soft golden halo around the white card: it belongs to the night-and-gold screen.
    theme::glow(
        painter,
        card,
        card_pt * 0.05,
        Color32::from_rgba_unmultiplied(0xf2, 0xc2, 0x6b, 40),
        card_pt * 0.12,
    );
    painter.rect_filled(card, 0.0, Color32::WHITE);
    painter.add(modules_mesh(qr, card.min, module_px / ppp));
    card
}

/// The dark modules as one mesh of rectangles (a run of dark modules in a row is one
/// rectangle), without the anti-aliasing fringe that would soften their edges.
fn modules_mesh(qr: &QrModules, card_min: egui::Pos2, module: f32) -> Mesh {
    let mut mesh = Mesh::default();
    let dark = Color32::from_rgb(0x12, 0x10, 0x2a);
    let origin = card_min + vec2(QUIET_ZONE as f32, QUIET_ZONE as f32) * module;
    for (y, row) in qr.dark.chunks(qr.width.max(1)).enumerate() {
        let mut x = 0;
        while x < row.len() {
            if !row[x] {
                x += 1;
                continue;
            }
            let start = x;
            while x < row.len() && row[x] {
                x += 1;
            }
            let rect = Rect::from_min_size(
                origin + vec2(start as f32, y as f32) * module,
                vec2((x - start) as f32 * module, module),
            );
            mesh.add_colored_rect(rect, dark);
        }
    }
    mesh
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_of_dark_modules_become_one_rectangle_each() {
        let qr = QrModules {
            width: 3,
            dark: vec![true, true, false, false, false, false, true, false, true],
        };
        let mesh = modules_mesh(&qr, pos2(0.0, 0.0), 2.0);
        // Row 0: one run of two; row 2: two runs of one. Four vertices per rectangle.
        assert_eq!(mesh.vertices.len(), 3 * 4);
        let xs: Vec<f32> = mesh.vertices.iter().map(|v| v.pos.x).collect();
        // The first run starts after the quiet zone and is two modules wide.
        let near = |x: f32, want: f32| (x - want).abs() < 1e-4;
        assert!(near(xs[0], QUIET_ZONE as f32 * 2.0));
        assert!(xs.iter().any(|x| near(*x, QUIET_ZONE as f32 * 2.0 + 4.0)));
    }
}
