//! The awards of a finished game as a panel: a gold medal, the award's title and the line
//! why, one under the other. The end screen and the table display draw the same panel, the
//! table's at its own scale for reading across the room.

use crate::describe::{AwardKind, AwardText};
use crate::t;
use crate::ui::widgets::theme::{self, AMBER, CREAM, DUSK, GOLD, LAVENDER, NIGHT};
use egui::{CornerRadius, Margin, Pos2, RichText, Sense, Stroke, vec2};

/// Sizes of the awards panel: the laptop's, or the table display's at its scale.
#[derive(Clone, Copy, Debug)]
pub struct AwardSizes {
    /// The panel's heading.
    pub heading: f32,
    /// Each award's title.
    pub title: f32,
    /// The line why.
    pub why: f32,
    /// The medal's radius.
    pub medal: f32,
    /// Space between two awards.
    pub gap: f32,
}

impl AwardSizes {
    /// The laptop's end screen.
    pub fn laptop() -> Self {
        AwardSizes {
            heading: 26.0,
            title: 21.0,
            why: 16.0,
            medal: 15.0,
            gap: 8.0,
        }
    }

    /// The table display at scale `s` (1 at 1080 lines); fitted to its panel by
    /// [`award_sizes_to_fit`] (never below 70%: about the table's least type).
    pub fn table(s: f32) -> Self {
        AwardSizes {
            heading: 44.0 * s,
            title: 38.0 * s,
            why: 28.0 * s,
            medal: 26.0 * s,
            gap: 14.0 * s,
        }
    }

    /// The same sizes times `k` (a long list of awards in a short window).
    fn times(self, k: f32) -> Self {
        AwardSizes {
            heading: self.heading * k,
            title: self.title * k,
            why: self.why * k,
            medal: self.medal * k,
            gap: self.gap * k,
        }
    }
}

/// Draws the awards inside a panel of `width`; nothing when no award was earned.
pub fn awards_panel_ui(ui: &mut egui::Ui, awards: &[AwardText], width: f32, sizes: AwardSizes) {
    if awards.is_empty() {
        return;
    }
    let margin = (sizes.gap * 2.2).round();
    egui::Frame::new()
        .fill(DUSK.gamma_multiply(0.85))
        .corner_radius(CornerRadius::same((margin) as u8))
        .inner_margin(Margin::same(margin as i8))
        .show(ui, |ui| {
            ui.set_width(width - 2.0 * margin);
            ui.vertical(|ui| awards_list_ui(ui, awards, sizes));
        });
}

fn awards_list_ui(ui: &mut egui::Ui, awards: &[AwardText], sizes: AwardSizes) {
    ui.label(
        RichText::new(t!("end-awards-title"))
            .font(theme::display(sizes.heading))
            .color(GOLD),
    );
    ui.add_space(sizes.gap * 0.5);
    for award in awards {
        award_row_ui(ui, award, sizes);
        ui.add_space(sizes.gap);
    }
}

/// The sizes at which `count` awards fit `height` (the table's panel), never larger than
/// `sizes` and not below 70% of them.
pub fn award_sizes_to_fit(count: usize, height: f32, sizes: AwardSizes) -> AwardSizes {
    let row = sizes.title * 1.3 + sizes.why * 2.6 + sizes.gap;
    let needed = sizes.heading * 1.6 + sizes.gap * 5.0 + row * count as f32;
    if needed <= height {
        sizes
    } else {
        sizes.times((height / needed).max(0.7))
    }
}

fn award_row_ui(ui: &mut egui::Ui, award: &AwardText, sizes: AwardSizes) {
    ui.horizontal_top(|ui| {
        let side = sizes.medal * 2.4;
        let (rect, _) = ui.allocate_exact_size(vec2(side, side), Sense::hover());
        paint_medal(ui.painter(), rect.center(), sizes.medal, award.kind);
        ui.vertical(|ui| {
            ui.spacing_mut().item_spacing.y = 2.0;
            ui.label(
                RichText::new(&award.title)
                    .font(theme::display(sizes.title))
                    .color(GOLD),
            );
            ui.add(
                egui::Label::new(
                    RichText::new(&award.why)
                        .font(theme::body(sizes.why))
                        .color(CREAM),
                )
                .wrap(),
            );
        });
    });
}

/// A medal: a gold disc on two ribbons, with a mark of its own per award.
fn paint_medal(painter: &egui::Painter, center: Pos2, radius: f32, kind: AwardKind) {
    let ribbon = |dx: f32| {
        vec![
            center + vec2(dx - radius * 0.35, -radius * 1.1),
            center + vec2(dx + radius * 0.35, -radius * 1.1),
            center + vec2(dx * 0.2 + radius * 0.2, 0.0),
            center + vec2(dx * 0.2 - radius * 0.2, 0.0),
        ]
    };
    for dx in [-radius * 0.45, radius * 0.45] {
        painter.add(egui::Shape::convex_polygon(
            ribbon(dx),
            LAVENDER.gamma_multiply(0.8),
            Stroke::NONE,
        ));
    }
    let disc = center + vec2(0.0, radius * 0.2);
    painter.circle(disc, radius, GOLD, Stroke::new(radius * 0.12, AMBER));
    let mark = Stroke::new((radius * 0.14).max(1.0), NIGHT.gamma_multiply(0.8));
    let r = radius * 0.45;
    match kind {
        AwardKind::Bluffer | AwardKind::Trickster => {
            // A mask's two eyes.
            for dx in [-r * 0.55, r * 0.55] {
                painter.circle_filled(disc + vec2(dx, -r * 0.1), r * 0.32, NIGHT);
            }
        }
        AwardKind::MindReader | AwardKind::InTune => {
            // An eye.
            painter.circle_stroke(disc, r * 0.75, mark);
            painter.circle_filled(disc, r * 0.3, NIGHT);
        }
        AwardKind::Storyteller | AwardKind::Sphinx => {
            // A star of four points.
            let points: Vec<Pos2> = (0..8)
                .map(|k| {
                    let angle = k as f32 * std::f32::consts::FRAC_PI_4;
                    let length = if k % 2 == 0 { r * 1.1 } else { r * 0.35 };
                    disc + vec2(angle.sin(), -angle.cos()) * length
                })
                .collect();
            painter.add(egui::Shape::closed_line(points, mark));
        }
        AwardKind::BestTurn => {
            // An arrow up.
            painter.line_segment([disc + vec2(0.0, r), disc + vec2(0.0, -r)], mark);
            painter.line_segment(
                [disc + vec2(-r * 0.6, -r * 0.3), disc + vec2(0.0, -r)],
                mark,
            );
            painter.line_segment([disc + vec2(r * 0.6, -r * 0.3), disc + vec2(0.0, -r)], mark);
        }
    }
}
