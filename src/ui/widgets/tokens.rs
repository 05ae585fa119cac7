//! The twelve player tokens. Each differs from every other in colour *and* shape, so that
//! players who cannot tell two colours apart can still tell the tokens apart. The colours
//! stay at least 10 apart (CIEDE2000) under simulated protanopia, deuteranopia and tritanopia
//! as well as in typical vision (`tests/it/ui/colours.rs`, docs/accessibility.md).

use crate::t;
use crate::ui::widgets::theme::{self, CREAM, LAVENDER, TWILIGHT};
use egui::{Color32, Painter, Pos2, Sense, Shape, Stroke, Vec2, pos2, vec2};
use std::f32::consts::{PI, TAU};

/// The outline of a token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenShape {
    /// A disc.
    Circle,
    /// A square.
    Square,
    /// A triangle pointing up.
    Triangle,
    /// A diamond.
    Diamond,
    /// A five-pointed star.
    Star,
    /// A hexagon.
    Hexagon,
    /// A plus sign.
    Plus,
    /// A pentagon.
    Pentagon,
    /// A ring with a hole.
    Ring,
    /// A triangle pointing down.
    Drop,
    /// Two triangles tip to tip.
    Hourglass,
    /// A diagonal cross.
    Cross,
}

/// One player's token: a colour and a shape (its spoken name is [`token_name`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// Fill colour.
    pub color: Color32,
    /// Outline.
    pub shape: TokenShape,
}

/// All tokens, in the order new players receive them.
pub const TOKENS: [Token; 12] = [
    Token {
        color: Color32::from_rgb(0xf5, 0x71, 0x66),
        shape: TokenShape::Circle,
    },
    Token {
        color: Color32::from_rgb(0x8d, 0xdb, 0xff),
        shape: TokenShape::Square,
    },
    Token {
        color: Color32::from_rgb(0xff, 0xdc, 0x4e),
        shape: TokenShape::Triangle,
    },
    Token {
        color: Color32::from_rgb(0x7a, 0xc0, 0x95),
        shape: TokenShape::Diamond,
    },
    Token {
        color: Color32::from_rgb(0xbe, 0x94, 0xfb),
        shape: TokenShape::Star,
    },
    Token {
        color: Color32::from_rgb(0xd1, 0x7e, 0xbc),
        shape: TokenShape::Hexagon,
    },
    Token {
        color: Color32::from_rgb(0xf6, 0xec, 0xd6),
        shape: TokenShape::Plus,
    },
    Token {
        color: Color32::from_rgb(0x25, 0x9e, 0x8e),
        shape: TokenShape::Pentagon,
    },
    Token {
        color: Color32::from_rgb(0xf0, 0xa1, 0x39),
        shape: TokenShape::Ring,
    },
    Token {
        color: Color32::from_rgb(0x6d, 0x77, 0xe7),
        shape: TokenShape::Drop,
    },
    Token {
        color: Color32::from_rgb(0xc5, 0xe0, 0x94),
        shape: TokenShape::Hourglass,
    },
    Token {
        color: Color32::from_rgb(0xb2, 0xb4, 0xb8),
        shape: TokenShape::Cross,
    },
];

/// A token's spoken name in the current language, e.g. "coral circle". Every token has its own
/// shape, so the shape names it.
pub fn token_name(token: Token) -> String {
    match token.shape {
        TokenShape::Circle => t!("token-coral-circle"),
        TokenShape::Square => t!("token-sky-square"),
        TokenShape::Triangle => t!("token-sun-triangle"),
        TokenShape::Diamond => t!("token-mint-diamond"),
        TokenShape::Star => t!("token-lilac-star"),
        TokenShape::Hexagon => t!("token-rose-hexagon"),
        TokenShape::Plus => t!("token-cream-plus"),
        TokenShape::Pentagon => t!("token-teal-pentagon"),
        TokenShape::Ring => t!("token-orange-ring"),
        TokenShape::Drop => t!("token-indigo-drop"),
        TokenShape::Hourglass => t!("token-lime-hourglass"),
        TokenShape::Cross => t!("token-silver-cross"),
    }
}

// A save refuses token ids it cannot draw: the twelve and their partners.
const _: () = assert!(2 * TOKENS.len() == crate::persist::TOKEN_IDS as usize);

/// Token ids from here on are Team Dixit partners: the colour of token `id - PARTNERS` with
/// another shape, so a team's two tokens share a colour and are still told apart.
pub const PARTNERS: usize = TOKENS.len();

/// The token with id `index`: one of the twelve, or (from [`PARTNERS`] on) the partner of
/// one, wrapping around.
pub fn token(index: usize) -> Token {
    let index = index % (2 * TOKENS.len());
    match index.checked_sub(PARTNERS) {
        None => TOKENS[index],
        Some(base) => Token {
            color: TOKENS[base].color,
            shape: partner_shape(base),
        },
    }
}

/// The shape of the partner of token `base`: the shape of the token half-way round the list,
/// never the base's own.
fn partner_shape(base: usize) -> TokenShape {
    TOKENS[(base + TOKENS.len() / 2) % TOKENS.len()].shape
}

/// The partner id of token `base` (its colour, another shape).
pub fn partner_of(base: usize) -> usize {
    PARTNERS + base % TOKENS.len()
}

/// The spoken name of the token with id `index`, e.g. "coral circle", or for a Team Dixit
/// partner "coral ring".
pub fn token_name_of(index: usize) -> String {
    let index = index % (2 * TOKENS.len());
    match index.checked_sub(PARTNERS) {
        None => token_name(TOKENS[index]),
        Some(base) => match base {
            0 => t!("token-partner-coral"),
            1 => t!("token-partner-sky"),
            2 => t!("token-partner-sun"),
            3 => t!("token-partner-mint"),
            4 => t!("token-partner-lilac"),
            5 => t!("token-partner-rose"),
            6 => t!("token-partner-cream"),
            7 => t!("token-partner-teal"),
            8 => t!("token-partner-orange"),
            9 => t!("token-partner-indigo"),
            10 => t!("token-partner-lime"),
            _ => t!("token-partner-silver"),
        },
    }
}

/// The default name of a team whose colour is that of token `base`, e.g. "Team Coral".
pub fn team_default_name(base: usize) -> String {
    match base % TOKENS.len() {
        0 => t!("team-coral"),
        1 => t!("team-sky"),
        2 => t!("team-sun"),
        3 => t!("team-mint"),
        4 => t!("team-lilac"),
        5 => t!("team-rose"),
        6 => t!("team-cream"),
        7 => t!("team-teal"),
        8 => t!("team-orange"),
        9 => t!("team-indigo"),
        10 => t!("team-lime"),
        _ => t!("team-silver"),
    }
}

fn polygon(center: Pos2, radius: f32, corners: usize, start: f32) -> Vec<Pos2> {
    (0..corners)
        .map(|i| {
            let a = start + TAU * i as f32 / corners as f32;
            center + radius * Vec2::angled(a)
        })
        .collect()
}

/// Paints `token` centred at `center`, `radius` points from centre to edge, with a dark rim
/// so that it stands out on cards and on the track.
pub fn paint_token(painter: &Painter, center: Pos2, radius: f32, token: Token) {
    let rim = Stroke::new(
        (radius * 0.14).max(1.0),
        Color32::from_rgb(0x14, 0x10, 0x2c),
    );
    let fill = token.color;
    let r = radius;
    let up = -PI / 2.0;
    let shape = match token.shape {
        TokenShape::Circle => Shape::circle_filled(center, r * 0.92, fill),
        TokenShape::Square => {
            Shape::convex_polygon(polygon(center, r * 1.05, 4, PI / 4.0), fill, rim)
        }
        TokenShape::Triangle => Shape::convex_polygon(
            polygon(center + vec2(0.0, r * 0.12), r * 1.12, 3, up),
            fill,
            rim,
        ),
        TokenShape::Diamond => Shape::convex_polygon(polygon(center, r * 1.05, 4, up), fill, rim),
        TokenShape::Hexagon => Shape::convex_polygon(polygon(center, r, 6, 0.0), fill, rim),
        TokenShape::Pentagon => Shape::convex_polygon(polygon(center, r, 5, up), fill, rim),
        TokenShape::Drop => Shape::convex_polygon(
            polygon(center - vec2(0.0, r * 0.12), r * 1.12, 3, PI / 2.0),
            fill,
            rim,
        ),
        TokenShape::Star => {
            let points: Vec<Pos2> = (0..10)
                .map(|i| {
                    let rr = if i % 2 == 0 { r * 1.1 } else { r * 0.48 };
                    center + rr * Vec2::angled(up + PI * i as f32 / 5.0)
                })
                .collect();
            // The star is concave: draw it as a fan of triangles plus an outline.
            let mut shapes = Vec::new();
            for i in 0..10 {
                shapes.push(Shape::convex_polygon(
                    vec![center, points[i], points[(i + 1) % 10]],
                    fill,
                    Stroke::NONE,
                ));
            }
            shapes.push(Shape::closed_line(points, rim));
            Shape::Vec(shapes)
        }
        TokenShape::Plus | TokenShape::Cross => {
            let w = r * 0.42;
            let l = r * 1.0;
            let angle = if token.shape == TokenShape::Cross {
                PI / 4.0
            } else {
                0.0
            };
            let rot = egui::emath::Rot2::from_angle(angle);
            // Two overlapping bars, each given by its half extents.
            let bar = |half: Vec2| {
                let pts = [
                    vec2(-half.x, -half.y),
                    vec2(half.x, -half.y),
                    vec2(half.x, half.y),
                    vec2(-half.x, half.y),
                ];
                Shape::convex_polygon(
                    pts.iter().map(|p| center + rot * *p).collect(),
                    fill,
                    Stroke::NONE,
                )
            };
            let outline: Vec<Pos2> = [
                (-w, -l),
                (w, -l),
                (w, -w),
                (l, -w),
                (l, w),
                (w, w),
                (w, l),
                (-w, l),
                (-w, w),
                (-l, w),
                (-l, -w),
                (-w, -w),
            ]
            .iter()
            .map(|(x, y)| center + rot * vec2(*x, *y))
            .collect();
            Shape::Vec(vec![
                bar(vec2(w, l)),
                bar(vec2(l, w)),
                Shape::closed_line(outline, rim),
            ])
        }
        TokenShape::Ring => Shape::Vec(vec![
            Shape::circle_stroke(center, r * 0.68, Stroke::new(r * 0.5, rim.color)),
            Shape::circle_stroke(center, r * 0.68, Stroke::new(r * 0.36, fill)),
        ]),
        TokenShape::Hourglass => {
            let top = vec![
                center,
                center + vec2(-r * 0.85, -r),
                center + vec2(r * 0.85, -r),
            ];
            let bottom = vec![
                center,
                center + vec2(r * 0.85, r),
                center + vec2(-r * 0.85, r),
            ];
            Shape::Vec(vec![
                Shape::convex_polygon(top, fill, rim),
                Shape::convex_polygon(bottom, fill, rim),
            ])
        }
    };
    if token.shape == TokenShape::Circle {
        painter.circle(center, r * 0.92, fill, rim);
    } else {
        painter.add(shape);
    }
}

/// Paints a rabbit for the score track: the token as its body, two ears on top.
pub fn paint_rabbit(painter: &Painter, center: Pos2, radius: f32, token: Token) {
    let ear = Color32::from_rgb(0xf6, 0xec, 0xd6);
    let rim = Stroke::new(radius * 0.12, Color32::from_rgb(0x14, 0x10, 0x2c));
    for dx in [-0.38, 0.38] {
        let ear_center = center + vec2(dx * radius, -radius * 1.15);
        let pts = polygon(ear_center, radius * 0.55, 10, 0.0)
            .into_iter()
            .map(|p| pos2(ear_center.x + (p.x - ear_center.x) * 0.45, p.y))
            .collect();
        painter.add(Shape::convex_polygon(pts, ear, rim));
    }
    paint_token(painter, center, radius, token);
}

/// A small plan of the table, `height` points high: the players around an oval in the order
/// they sit and tell (`names` clockwise, with their `tokens`), each with their token.
pub fn seating_plan_ui(ui: &mut egui::Ui, names: &[String], tokens: &[usize], height: f32) {
    let width = ui.available_width();
    let (rect, response) = ui.allocate_exact_size(vec2(width, height), Sense::hover());
    let plan = t!("setup-seating-plan", names = names.join(", "));
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &plan));
    let painter = ui.painter_at(rect);
    let centre = rect.center();
    let radii = vec2(rect.width() * 0.26, rect.height() * 0.24);
    painter.add(egui::Shape::ellipse_filled(centre, radii, TWILIGHT));
    painter.add(egui::Shape::ellipse_stroke(
        centre,
        radii,
        Stroke::new(1.5, LAVENDER.gamma_multiply(0.6)),
    ));
    let n = names.len().max(1) as f32;
    for (k, (name, token_id)) in names.iter().zip(tokens).enumerate() {
        // Clockwise from the top: the first to tell sits at twelve o'clock.
        let angle = -std::f32::consts::FRAC_PI_2 + std::f32::consts::TAU * k as f32 / n;
        let dir = vec2(angle.cos(), angle.sin());
        let seat = centre + vec2(dir.x * radii.x, dir.y * radii.y);
        paint_token(&painter, seat, 9.0, token(*token_id));
        let outside = centre + vec2(dir.x * (radii.x + 16.0), dir.y * (radii.y + 14.0));
        let align = egui::Align2([
            if dir.x > 0.3 {
                egui::Align::Min
            } else if dir.x < -0.3 {
                egui::Align::Max
            } else {
                egui::Align::Center
            },
            if dir.y > 0.3 {
                egui::Align::Min
            } else if dir.y < -0.3 {
                egui::Align::Max
            } else {
                egui::Align::Center
            },
        ]);
        painter.text(outside, align, name, theme::body(15.0), CREAM);
    }
}
