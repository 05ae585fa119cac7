//! Cutting a block of touching cards: along the cut marks printed beside it, or else along
//! the grid lines its cards' edges draw straight across it. A block with neither is one card.

use super::CARD_ASPECT;
use super::mask::Region;
use crate::library::photo::Quad;
use image::RgbImage;
use imageproc::geometry::{convex_hull, min_area_rect};

/// Points along a grid line where its evidence is sampled.
const SAMPLES: usize = 48;

/// The share of samples that must show an edge on the line for the line to be a cut.
const EVIDENCE: f32 = 0.65;

/// The most columns or rows a block is cut into.
const MOST: usize = 8;

/// A turned rectangle: its middle, its unit axes (across, nearly left to right, and down)
/// and its width and height along them.
#[derive(Clone, Copy, Debug)]
pub(super) struct Frame {
    centre: (f32, f32),
    across: (f32, f32),
    down: (f32, f32),
    width: f32,
    height: f32,
}

impl Frame {
    /// The frame of a rectangle's four corners in order around it.
    pub fn from_corners(corners: [(f32, f32); 4]) -> Option<Frame> {
        let centre = (
            corners.iter().map(|c| c.0).sum::<f32>() / 4.0,
            corners.iter().map(|c| c.1).sum::<f32>() / 4.0,
        );
        let side = |a: (f32, f32), b: (f32, f32)| (b.0 - a.0, b.1 - a.1);
        let (mut first, mut second) = (side(corners[0], corners[1]), side(corners[1], corners[2]));
        if first.0.abs() < first.1.abs() {
            std::mem::swap(&mut first, &mut second);
        }
        let (width, height) = (first.0.hypot(first.1), second.0.hypot(second.1));
        if width < 2.0 || height < 2.0 {
            return None;
        }
        let mut across = (first.0 / width, first.1 / width);
        if across.0 < 0.0 {
            across = (-across.0, -across.1);
        }
        // Down is across turned a quarter clockwise on screen (y points down).
        let down = (-across.1, across.0);
        Some(Frame {
            centre,
            across,
            down,
            width,
            height,
        })
    }

    pub fn area(&self) -> f32 {
        self.width * self.height
    }

    pub fn long(&self) -> f32 {
        self.width.max(self.height)
    }

    pub fn short(&self) -> f32 {
        self.width.min(self.height)
    }

    /// The point at `s` across and `t` down (0 to 1 from the frame's top-left).
    fn at(&self, s: f32, t: f32) -> (f32, f32) {
        let (x, y) = ((s - 0.5) * self.width, (t - 0.5) * self.height);
        (
            self.centre.0 + x * self.across.0 + y * self.down.0,
            self.centre.1 + x * self.across.1 + y * self.down.1,
        )
    }

    /// Where `point` lies in the frame: shares across and down.
    fn place(&self, point: (f32, f32)) -> (f32, f32) {
        let (dx, dy) = (point.0 - self.centre.0, point.1 - self.centre.1);
        (
            (dx * self.across.0 + dy * self.across.1) / self.width + 0.5,
            (dx * self.down.0 + dy * self.down.1) / self.height + 0.5,
        )
    }

    /// The part from `s0` to `s1` across and `t0` to `t1` down, as an outline.
    fn cell(&self, (s0, s1): (f32, f32), (t0, t1): (f32, f32)) -> Quad {
        Quad::new([
            self.at(s0, t0),
            self.at(s1, t0),
            self.at(s1, t1),
            self.at(s0, t1),
        ])
    }

    /// The whole frame as an outline.
    pub fn quad(&self) -> Quad {
        self.cell((0.0, 1.0), (0.0, 1.0))
    }
}

/// The cards of a block: cut at the marks beside it when there are any, else along grid lines
/// every one of which its cards' edges show; `None` when neither cuts it (one card).
pub(super) fn split_block(sheet: &RgbImage, block: &Frame, marks: &[Region]) -> Option<Vec<Quad>> {
    let (columns, rows) = cuts_from_marks(block, marks);
    let grid = if columns.len() > 2 || rows.len() > 2 {
        Some((columns, rows))
    } else {
        grid_from_lines(sheet, block)
    }?;
    let (columns, rows) = grid;
    let mut cells = Vec::new();
    for t in rows.windows(2) {
        for s in columns.windows(2) {
            let (w, h) = ((s[1] - s[0]) * block.width, (t[1] - t[0]) * block.height);
            let aspect = w.max(h) / w.min(h).max(1.0);
            if !(CARD_ASPECT.0..=CARD_ASPECT.1).contains(&aspect) {
                return None;
            }
            cells.push(block.cell((s[0], s[1]), (t[0], t[1])));
        }
    }
    (cells.len() >= 2).then_some(cells)
}

/// The cut lines the marks beside the block give: positions across (from its top and bottom
/// margins) and down (from its sides), each list with the block's own edges 0 and 1.
fn cuts_from_marks(block: &Frame, marks: &[Region]) -> (Vec<f32>, Vec<f32>) {
    let mut across = vec![0.0, 1.0];
    let mut down = vec![0.0, 1.0];
    for mark in marks {
        let hull = convex_hull(mark.points.clone());
        if hull.len() < 2 {
            continue;
        }
        let rect = min_area_rect(&hull).map(|p| (p.x as f32 + 0.5, p.y as f32 + 0.5));
        let Some(frame) = Frame::from_corners(rect) else {
            // A line one pixel wide has no area: its hull's ends are the mark.
            continue;
        };
        let thin = frame.short() <= 4.0 && frame.long() >= 3.0 * frame.short().max(1.0);
        if !thin || frame.long() > 0.2 * block.long() {
            continue;
        }
        let (s, t) = block.place(frame.centre);
        // Along the block's down axis (a vertical mark) or its across axis.
        let line = if frame.width >= frame.height {
            frame.across
        } else {
            frame.down
        };
        let vertical = (line.0 * block.down.0 + line.1 * block.down.1).abs() > 0.9;
        let near = 0.12;
        if vertical && !(0.0..=1.0).contains(&t) && (-near..=1.0 + near).contains(&t) {
            add_cut(&mut across, s);
        } else if !vertical && !(0.0..=1.0).contains(&s) && (-near..=1.0 + near).contains(&s) {
            add_cut(&mut down, t);
        }
    }
    across.sort_by(f32::total_cmp);
    down.sort_by(f32::total_cmp);
    (across, down)
}

/// Adds a cut at `at` unless one lies within 2% already, or it is too near the block's edge.
fn add_cut(cuts: &mut Vec<f32>, at: f32) {
    if (0.04..=0.96).contains(&at) && !cuts.iter().any(|c| (c - at).abs() < 0.02) {
        cuts.push(at);
    }
}

/// The grid with the most cards whose every inner line the cards' edges show, with card-shaped
/// cells; `None` when no grid of two or more cells has them.
fn grid_from_lines(sheet: &RgbImage, block: &Frame) -> Option<(Vec<f32>, Vec<f32>)> {
    let gray = image::imageops::grayscale(sheet);
    let mut best: Option<(usize, Vec<f32>, Vec<f32>)> = None;
    for columns in 1..=MOST {
        for rows in 1..=MOST {
            if columns * rows < 2 || best.as_ref().is_some_and(|b| b.0 >= columns * rows) {
                continue;
            }
            let (w, h) = (block.width / columns as f32, block.height / rows as f32);
            let aspect = w.max(h) / w.min(h).max(1.0);
            if !(CARD_ASPECT.0..=CARD_ASPECT.1).contains(&aspect) {
                continue;
            }
            let across: Vec<f32> = (0..=columns).map(|i| i as f32 / columns as f32).collect();
            let down: Vec<f32> = (0..=rows).map(|i| i as f32 / rows as f32).collect();
            let shown = across[1..columns]
                .iter()
                .all(|&s| line_shown(&gray, block, s, true))
                && down[1..rows]
                    .iter()
                    .all(|&t| line_shown(&gray, block, t, false));
            if shown {
                best = Some((columns * rows, across, down));
            }
        }
    }
    best.map(|(_, across, down)| (across, down))
}

/// Whether the block's pictures change sharply along the whole line at `at` (across when
/// `vertical`, else down): at [`EVIDENCE`] of the samples along it, the brightness steps or a
/// printed line runs there, more than it does a few pixels away.
fn line_shown(gray: &image::GrayImage, block: &Frame, at: f32, vertical: bool) -> bool {
    let normal = if vertical { block.across } else { block.down };
    let mut shown = 0;
    for k in 0..SAMPLES {
        let along = 0.04 + 0.92 * (k as f32 + 0.5) / SAMPLES as f32;
        let on = if vertical {
            block.at(at, along)
        } else {
            block.at(along, at)
        };
        let value =
            |offset: f32| bilinear(gray, on.0 + offset * normal.0, on.1 + offset * normal.1);
        let profile: Vec<f32> = (-7..=7).map(|o| value(o as f32)).collect();
        let step = |i: usize| (profile[i + 1] - profile[i.saturating_sub(1)]).abs() / 2.0;
        // A step or a printed line within a pixel and a half of the cut.
        let here = (6..=8)
            .map(step)
            .fold(0.0, f32::max)
            .max((profile[7] - f32::midpoint(profile[4], profile[10])).abs());
        let away = [1, 2, 3, 11, 12, 13].iter().map(|&i| step(i)).sum::<f32>() / 6.0;
        if here >= 10.0 && here >= 2.5 * away {
            shown += 1;
        }
    }
    shown as f32 >= EVIDENCE * SAMPLES as f32
}

/// The brightness between pixel centres (the nearest edge pixel outside the picture).
fn bilinear(gray: &image::GrayImage, x: f32, y: f32) -> f32 {
    let (w, h) = (gray.width() as f32 - 1.0, gray.height() as f32 - 1.0);
    let (x, y) = (x.clamp(0.0, w), y.clamp(0.0, h));
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let (x1, y1) = ((x0 + 1.0).min(w), (y0 + 1.0).min(h));
    let at = |x: f32, y: f32| f32::from(gray.get_pixel(x as u32, y as u32).0[0]);
    let top = at(x0, y0) * (1.0 - fx) + at(x1, y0) * fx;
    let bottom = at(x0, y1) * (1.0 - fx) + at(x1, y1) * fx;
    top * (1.0 - fy) + bottom * fy
}
