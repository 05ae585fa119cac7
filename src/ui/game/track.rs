//! The score track: a winding path of spaces 0 to 30, like the one printed around the board,
//! with one rabbit per player (per team in Team Dixit). Rabbits on one space gather in a
//! small cluster beside it, every one of them visible inside the track's panel, however many
//! share the space; a rabbit that went round carries a "+30" badge per lap. At the reveal the
//! rabbits hop to their new spaces, or with reduced motion fade from the old to the new.

use crate::t;
use crate::ui::widgets::theme::{self, DUSK, GOLD, LAVENDER, NIGHT, TWILIGHT};
use crate::ui::widgets::{Motion, Token, paint_rabbit};
use egui::{Color32, Pos2, Rect, Sense, Stroke, Vec2, pos2, vec2};

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
    let margin = rect.height() * 0.3;
    let x = rect.left() + margin + t * (rect.width() - 2.0 * margin);
    // Two and a half gentle waves: the path winds like a river across the table.
    let y = rect.center().y + rect.height() * 0.16 * (t * std::f32::consts::TAU * 1.25).sin();
    pos2(x, y)
}

/// One rabbit on the track.
#[derive(Clone, Copy, Debug)]
pub struct Rabbit {
    /// The player's (or team's) token.
    pub token: Token,
    /// The score shown now (fractional while moving).
    pub score: f32,
    /// The scorer's place in the standings (a stable id for the rabbit).
    pub seat: usize,
}

/// One scorer's rabbit at the reveal: its token, and its totals before and after the turn.
#[derive(Clone, Copy, Debug)]
pub struct RabbitMove {
    /// The player's (or team's) token.
    pub token: Token,
    /// The total before the turn.
    pub before: f32,
    /// The total after it.
    pub after: f32,
}

impl RabbitMove {
    /// The rabbit at the total `progress` (0 to 1) of the way from before to after.
    fn at(&self, progress: f32, seat: usize) -> Rabbit {
        Rabbit {
            token: self.token,
            score: self.before + (self.after - self.before) * progress,
            seat,
        }
    }
}

/// How large the track draws its words: the laptop's sizes, or the table display's.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TrackText {
    /// The numbers on the spaces, at least.
    pub numbers: f32,
    /// The caption in the corner.
    pub caption: f32,
}

impl TrackText {
    /// The laptop's sizes.
    pub const LAPTOP: TrackText = TrackText {
        numbers: 11.0,
        caption: 14.0,
    };
}

/// Where the rabbits of one space sit: a grid of cells of `cell` beside the space's circle
/// (above it, or below), its left edge at `left` (moved inside `bounds`); and the grid's
/// rectangle.
fn cluster(
    center: Pos2,
    space_radius: f32,
    count: usize,
    cell: Vec2,
    bounds: Rect,
    above: bool,
    left: Option<f32>,
) -> (Vec<Pos2>, Rect) {
    let room = if above {
        center.y - space_radius - bounds.top()
    } else {
        bounds.bottom() - (center.y + space_radius)
    }
    .max(cell.y);
    let rows = ((room / cell.y).floor() as usize).clamp(1, count.max(1));
    let cols = count.div_ceil(rows);
    let width = cols as f32 * cell.x;
    let left = left
        .unwrap_or(center.x - width / 2.0)
        .clamp(bounds.left(), (bounds.right() - width).max(bounds.left()));
    let spots: Vec<Pos2> = (0..count)
        .map(|k| {
            let (row, col) = (k % rows, k / rows);
            let x = left + (col as f32 + 0.5) * cell.x;
            let y = if above {
                center.y - space_radius - (row as f32 + 0.5) * cell.y
            } else {
                center.y + space_radius + (row as f32 + 0.5) * cell.y
            };
            pos2(x, y)
        })
        .collect();
    let used_rows = rows.min(count) as f32;
    let top = if above {
        center.y - space_radius - used_rows * cell.y
    } else {
        center.y + space_radius
    };
    let rect = Rect::from_min_size(pos2(left, top), vec2(width, used_rows * cell.y));
    (spots, rect)
}

/// Places a space's cluster where it covers no earlier one: on the side of the space with
/// more room, else on the other side if the cluster fits there inside `bounds` (near the
/// track's waves one side is too shallow for a rabbit), else pushed along the track past the
/// others on the roomier side.
fn place_cluster(
    center: Pos2,
    space_radius: f32,
    count: usize,
    cell: Vec2,
    bounds: Rect,
    taken: &[Rect],
) -> (Vec<Pos2>, Rect) {
    let free = |r: &Rect| {
        taken
            .iter()
            .all(|t| !t.shrink(0.5).intersects(r.shrink(0.5)))
    };
    let prefer_above = center.y - bounds.top() >= bounds.bottom() - center.y;
    for above in [prefer_above, !prefer_above] {
        let placed = cluster(center, space_radius, count, cell, bounds, above, None);
        if free(&placed.1) && bounds.expand(0.5).contains_rect(placed.1) {
            return placed;
        }
    }
    // Both sides are taken near the space: move along past the clusters in the way.
    let mut left = None;
    for _ in 0..=taken.len() {
        let placed = cluster(
            center,
            space_radius,
            count,
            cell,
            bounds,
            prefer_above,
            left,
        );
        let blocking = taken
            .iter()
            .filter(|t| t.intersects(placed.1))
            .map(Rect::right);
        match blocking.fold(None, |m: Option<f32>, r| Some(m.map_or(r, |m| m.max(r)))) {
            None => return placed,
            Some(right) => left = Some(right),
        }
    }
    cluster(
        center,
        space_radius,
        count,
        cell,
        bounds,
        prefer_above,
        left,
    )
}

/// Draws the track into a band of `height` points; `names` are the rabbits' accessible names.
pub fn track_ui(
    ui: &mut egui::Ui,
    rabbits: &[Rabbit],
    names: &[String],
    height: f32,
    text: TrackText,
) {
    track_layers_ui(ui, &[(rabbits, 1.0)], names, height, text);
}

/// Draws the track with the rabbits `progress` (0 to 1) of the way to their new totals, as
/// `motion` moves them: hopping along the track, or (reduced motion) each rabbit fading out
/// where it stood while it fades in where it goes. The names are those of the new totals.
pub fn moving_track_ui(
    ui: &mut egui::Ui,
    (moves, progress, motion): (&[RabbitMove], f32, Motion),
    names: &[String],
    height: f32,
    text: TrackText,
) {
    let at = |progress: f32| -> Vec<Rabbit> {
        (moves.iter().enumerate())
            .map(|(seat, one)| one.at(progress, seat))
            .collect()
    };
    let arrived = progress >= 1.0 || moves.iter().all(|m| (m.before - m.after).abs() < 0.5);
    match motion {
        Motion::Fade if !arrived => {
            let (before, after) = (at(0.0), at(1.0));
            let layers = [(before.as_slice(), 1.0 - progress), (&after, progress)];
            track_layers_ui(ui, &layers, names, height, text);
        }
        Motion::Fade => track_ui(ui, &at(1.0), names, height, text),
        Motion::Sweep => track_ui(ui, &at(progress), names, height, text),
    }
}

/// The track with layers of rabbits, each at its opacity; the last layer is where the rabbits
/// are (it holds their accessible names).
fn track_layers_ui(
    ui: &mut egui::Ui,
    layers: &[(&[Rabbit], f32)],
    names: &[String],
    height: f32,
    text: TrackText,
) {
    let (rect, band) = ui.allocate_exact_size(vec2(ui.available_width(), height), Sense::hover());
    band.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Group, true, t!("track-caption")));
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 24.0, DUSK.gamma_multiply(0.7));
    // Spaces large enough for their numbers, and never wider than the track allows.
    let r = (rect.width() / 31.0 * 0.38)
        .min(rect.height() * 0.13)
        .max(text.numbers * 0.75);
    let path: Vec<Pos2> = (0..=120)
        .map(|i| space_center(rect, i as f32 * 30.0 / 120.0))
        .collect();
    painter.add(egui::Shape::line(path, Stroke::new(r * 1.2, TWILIGHT)));
    let number_size = (r * 0.85).max(text.numbers);
    for s in 0..SPACES {
        let c = space_center(rect, s as f32);
        let major = s % 5 == 0;
        let fill = if major {
            GOLD.gamma_multiply(0.85)
        } else {
            NIGHT
        };
        painter.circle(c, r, fill, Stroke::new(1.5, LAVENDER));
        let color = if major { NIGHT } else { LAVENDER };
        let font = theme::body(number_size);
        painter.text(c, egui::Align2::CENTER_CENTER, s.to_string(), font, color);
    }
    let rabbit_r = r * 0.62;
    for (layer, (rabbits, opacity)) in layers.iter().enumerate() {
        let mut painter = painter.clone();
        painter.multiply_opacity(*opacity);
        let named = layer + 1 == layers.len();
        for (i, spot) in rabbit_spots(rect, r, rabbits) {
            let rabbit = &rabbits[i];
            let name = names.get(i).filter(|_| named);
            rabbit_ui(ui, &painter, rabbit, name, spot, rabbit_r, text);
        }
    }
    let caption = Color32::from_rgba_unmultiplied(0xf6, 0xec, 0xd6, 140);
    painter.text(
        rect.right_bottom() - vec2(16.0, 6.0),
        egui::Align2::RIGHT_BOTTOM,
        t!("track-caption"),
        theme::body(text.caption),
        caption,
    );
}

/// Where each rabbit sits (by index into `rabbits`) on a track drawn in `rect` with spaces of
/// radius `r`: rabbits sharing a space (the one they are heading for) gather in one cluster
/// beside it, every cluster inside the track and clear of the others.
fn rabbit_spots(rect: Rect, r: f32, rabbits: &[Rabbit]) -> Vec<(usize, Pos2)> {
    let mut groups: Vec<(i64, Vec<usize>)> = Vec::new();
    for (i, rabbit) in rabbits.iter().enumerate() {
        let key = rabbit.score.max(0.0).round() as i64;
        match groups.iter_mut().find(|(k, _)| *k == key) {
            Some((_, members)) => members.push(i),
            None => groups.push((key, vec![i])),
        }
    }
    let rabbit_r = r * 0.62;
    // A rabbit's ears rise above its body: a cell holds both.
    let cell = vec2(rabbit_r * 2.3, rabbit_r * 3.1);
    let bounds = rect.shrink(4.0);
    let mut taken = Vec::new();
    let mut spots = Vec::with_capacity(rabbits.len());
    // Left to right, so crowded neighbours move along the track in order.
    groups.sort_by_key(|(key, _)| *key);
    for (_, members) in &groups {
        let first = &rabbits[members[0]];
        let whole = first.score.max(0.0);
        let (space_lo, _) = space_and_lap(whole.floor() as u32);
        let (space_hi, _) = space_and_lap(whole.floor() as u32 + 1);
        let a = space_center(rect, space_lo as f32);
        let b = space_center(rect, space_hi as f32);
        let base = if space_hi > space_lo {
            a + (b - a) * whole.fract()
        } else {
            a
        };
        let (places, area) = place_cluster(base, r, members.len(), cell, bounds, &taken);
        taken.push(area);
        spots.extend(members.iter().copied().zip(places));
    }
    spots
}

/// One rabbit with its cell centred on `spot` (the body below, the ears above), a lap badge,
/// and its accessible name (a rabbit fading out has none: it is also where it goes).
fn rabbit_ui(
    ui: &egui::Ui,
    painter: &egui::Painter,
    rabbit: &Rabbit,
    name: Option<&String>,
    spot: Pos2,
    radius: f32,
    text: TrackText,
) {
    let body = spot + vec2(0.0, radius * 0.45);
    paint_rabbit(painter, body, radius, rabbit.token);
    let (_, lap) = space_and_lap(rabbit.score.max(0.0).floor() as u32);
    if lap > 0 {
        painter.text(
            body + vec2(radius * 1.2, 0.0),
            egui::Align2::LEFT_CENTER,
            format!("+{}", lap * 30),
            theme::body(text.numbers),
            GOLD,
        );
    }
    let Some(name) = name else {
        return;
    };
    let id = ui.scope_id().with(("rabbit", rabbit.seat));
    let hit = Rect::from_center_size(spot, vec2(radius * 2.0, radius * 2.9));
    let response = ui.interact(hit, id, Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, name));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_crowded_space_spreads_into_columns_inside_the_bounds() {
        let bounds = Rect::from_min_max(pos2(0.0, 0.0), pos2(400.0, 100.0));
        let (spots, _) = cluster(
            pos2(10.0, 60.0),
            10.0,
            12,
            vec2(20.0, 25.0),
            bounds,
            true,
            None,
        );
        assert_eq!(spots.len(), 12);
        for spot in &spots {
            assert!(bounds.contains(*spot), "{spot:?}");
        }
        // Two rows fit above the space, so six columns, none on top of another.
        for (i, a) in spots.iter().enumerate() {
            for b in &spots[i + 1..] {
                assert!(a.distance(*b) >= 19.9, "{a:?} {b:?}");
            }
        }
    }

    #[test]
    fn neighbouring_crowds_do_not_cover_each_other() {
        let bounds = Rect::from_min_max(pos2(0.0, 0.0), pos2(600.0, 100.0));
        let cell = vec2(20.0, 25.0);
        let first = place_cluster(pos2(100.0, 50.0), 10.0, 8, cell, bounds, &[]);
        let second = place_cluster(pos2(120.0, 50.0), 10.0, 8, cell, bounds, &[first.1]);
        let third = place_cluster(
            pos2(140.0, 50.0),
            10.0,
            8,
            cell,
            bounds,
            &[first.1, second.1],
        );
        assert!(!first.1.intersects(second.1.shrink(0.5)));
        assert!(!third.1.shrink(0.5).intersects(first.1));
        assert!(!third.1.shrink(0.5).intersects(second.1));
        assert!(bounds.contains_rect(third.1));
    }

    #[test]
    fn scores_past_thirty_go_round_again() {
        assert_eq!(space_and_lap(30), (30, 0));
        assert_eq!(space_and_lap(31), (1, 1));
        assert_eq!(space_and_lap(61), (1, 2));
    }

    #[test]
    fn three_rabbits_on_one_space_stay_on_the_track() {
        let token = crate::ui::widgets::token(0);
        let mut failures = Vec::new();
        for (w, h) in [
            (1216.0, 110.0),
            (1536.0, 130.0),
            (1190.0, 116.0),
            (1790.0, 175.0),
            (2400.0, 220.0),
            (900.0, 110.0),
        ] {
            let rect = Rect::from_min_size(pos2(0.0, 0.0), vec2(w, h));
            let r = (w / 31.0 * 0.38).min(h * 0.13).max(8.0);
            let rabbit_r = r * 0.62;
            for space in 0..=32u32 {
                for pattern in 0..64u32 {
                    let mut scores = vec![space as f32; 3];
                    for (bit, d) in [
                        (1, -1.0),
                        (2, 1.0),
                        (4, -2.0),
                        (8, 2.0),
                        (16, -1.0),
                        (32, 1.0),
                    ] {
                        if pattern & bit != 0 {
                            scores.push((space as f32 + d).max(0.0));
                        }
                    }
                    let rabbits: Vec<Rabbit> = scores
                        .iter()
                        .enumerate()
                        .map(|(i, s)| Rabbit {
                            token,
                            score: *s,
                            seat: i,
                        })
                        .collect();
                    for (i, spot) in rabbit_spots(rect, r, &rabbits) {
                        let hit =
                            Rect::from_center_size(spot, vec2(rabbit_r * 2.0, rabbit_r * 2.9));
                        if !rect.expand(0.5).contains_rect(hit) {
                            failures.push(format!("{w}x{h} {scores:?}: rabbit {i} at {hit:?}"));
                        }
                    }
                }
            }
        }
        assert!(
            failures.is_empty(),
            "{} {:?}",
            failures.len(),
            &failures[..failures.len().min(5)]
        );
    }
}
