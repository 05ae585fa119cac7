//! Views from above and from high places: rooftops, a table's still life, a maze, a window
//! onto the night, a bird's-eye view.

use std::f32::consts::TAU;

use tiny_skia::{PathBuilder, Transform};

use super::Painter;
use super::inner::{fill_rect, shadow, stroke_line, wall};
use super::outdoor::backdrop;
use crate::canvas::{circle, mix, polygon, rect, scale};
use crate::motifs::Place;
use crate::scenery::{mist, ridge};

pub(super) fn rooftops(p: &mut Painter) {
    let (w, h) = (p.w(), p.h());
    backdrop(p, h * 0.75, (0.2, 0.6));
    let mut focal_roof = (w * 0.5, h * 0.6);
    for layer in 0..2 {
        let t = layer as f32;
        let c = mix(mix(p.pal.far, p.pal.near, 0.5), p.pal.near, t);
        let mut x = -p.rng.range(0.0, 60.0);
        let base_y = h * (0.66 + 0.1 * t);
        while x < w {
            let bw = p.rng.range(90.0, 170.0) * (1.0 + t * 0.3);
            let top = base_y - p.rng.range(0.0, h * 0.12);
            let peak = top - p.rng.range(30.0, 80.0);
            if let Some(path) = polygon(&[
                (x, h),
                (x, top),
                (x + bw * 0.5, peak),
                (x + bw, top),
                (x + bw, h),
            ]) {
                p.canvas.fill(&path, c, 1.0, Transform::identity());
            }
            fill_rect(p, x + bw * 0.7, peak + 5.0, 14.0, 40.0, c, 1.0);
            let rows = ((h - top) / 60.0) as usize;
            for r in 0..rows.min(4) {
                for k in 0..2 {
                    if p.rng.chance(0.35) {
                        let (wx, wy) = (
                            x + bw * (0.25 + 0.35 * k as f32),
                            top + 20.0 + r as f32 * 60.0,
                        );
                        let accent = p.pal.accent;
                        fill_rect(p, wx, wy, 14.0, 20.0, accent, 0.9 - 0.3 * t);
                        p.canvas.glow(wx + 7.0, wy + 10.0, 30.0, accent, 0.3);
                    }
                }
            }
            if layer == 1 && (x + bw * 0.5 - w * 0.5).abs() < bw * 0.6 {
                focal_roof = (x + bw * 0.5, peak);
            }
            x += bw + p.rng.range(-10.0, 20.0);
        }
        mist(&mut p.canvas, base_y, h * 0.1, p.pal.cloud, 0.15);
    }
    p.focal(focal_roof.0, focal_roof.1 + 6.0, h * 0.2, h * 0.3, w * 0.5);
}

pub(super) fn still_life(p: &mut Painter) {
    let (w, h) = (p.w(), p.h());
    let table = h * 0.68;
    let light = (w * p.rng.range(0.2, 0.8), h * 0.45);
    wall(p, table, light);
    let top_c = mix(p.pal.far, p.pal.near, 0.4);
    if let Some(path) = rect(0.0, table, w, h - table) {
        p.canvas
            .fill_vertical(&path, (table, top_c, 1.0), (h, scale(p.pal.near, 0.7), 1.0));
    }
    fill_rect(
        p,
        0.0,
        table - 2.0,
        w,
        3.0,
        mix(top_c, p.pal.light, 0.3),
        1.0,
    );
    let x = w * p.rng.range(0.42, 0.58);
    let y = table + h * 0.08;
    shadow(p, x, y, w * 0.2);
    p.focal(x, y, h * 0.38, h * 0.38, w * 0.55);
    let companions = [
        "candle",
        "book",
        "shell",
        "key",
        "hourglass",
        "teapot",
        "bottle",
        "feather",
    ];
    let name = *p.rng.pick(&companions);
    if name != p.focal.name {
        let side = if p.rng.chance(0.5) { 0.18 } else { 0.82 };
        let ink = p.pal.near;
        p.extra(name, w * side, y + h * 0.06, h * 0.16, ink);
    }
}

pub(super) fn maze(p: &mut Painter) {
    let (w, h) = (p.w(), p.h());
    let (cols, rows) = (9usize, 13usize);
    let cell = w / cols as f32;
    let mut open = vec![[false; 4]; cols * rows];
    let mut seen = vec![false; cols * rows];
    let mut stack = vec![(cols / 2, rows / 2)];
    seen[(rows / 2) * cols + cols / 2] = true;
    // Depth-first carving: one path between any two cells, as in a hedge maze.
    while let Some(&(cx, cy)) = stack.last() {
        let dirs: Vec<(usize, i32, i32)> = [(0, 0, -1), (1, 1, 0), (2, 0, 1), (3, -1, 0)]
            .into_iter()
            .filter(|(_, dx, dy)| {
                let (nx, ny) = (cx as i32 + dx, cy as i32 + dy);
                nx >= 0
                    && ny >= 0
                    && (nx as usize) < cols
                    && (ny as usize) < rows
                    && !seen[ny as usize * cols + nx as usize]
            })
            .collect();
        if dirs.is_empty() {
            stack.pop();
            continue;
        }
        let (d, dx, dy) = *p.rng.pick(&dirs);
        let (nx, ny) = ((cx as i32 + dx) as usize, (cy as i32 + dy) as usize);
        open[cy * cols + cx][d] = true;
        open[ny * cols + nx][(d + 2) % 4] = true;
        seen[ny * cols + nx] = true;
        stack.push((nx, ny));
    }
    let path_c = mix(p.pal.far, p.pal.horizon, 0.6);
    let wall_c = p.pal.near;
    let (cx, cy) = (w * 0.5, h * 0.5);
    let noise = p.noise.clone();
    p.canvas.map_all(|x, y, _| {
        let (dx, dy) = ((x as f32 - cx) / w, (y as f32 - cy) / h);
        let light = (1.0 - (dx * dx + dy * dy).sqrt() * 1.2).clamp(0.0, 1.0);
        let grain = noise.fbm(x as f32 / 40.0, y as f32 / 40.0, 3) * 0.05;
        scale(mix(scale(path_c, 0.5), path_c, light), 1.0 + grain)
    });
    let thick = cell * 0.22;
    for gy in 0..rows {
        for gx in 0..cols {
            let (x0, y0) = (
                gx as f32 * cell,
                gy as f32 * cell - cell * 0.5 + (h - rows as f32 * cell) * 0.5 + cell * 0.5,
            );
            let cell_open = open[gy * cols + gx];
            for (d, (ax, ay, bx, by)) in [(0, (0.0, 0.0, 1.0, 0.0)), (3, (0.0, 0.0, 0.0, 1.0))] {
                if !cell_open[d] {
                    for (off, c, a) in [(thick * 0.5, scale(wall_c, 0.4), 0.5), (0.0, wall_c, 1.0)]
                    {
                        let from = (x0 + ax * cell + off, y0 + ay * cell + off);
                        let to = (x0 + bx * cell + off, y0 + by * cell + off);
                        stroke_line(p, from, to, c, a, thick);
                    }
                }
            }
        }
    }
    if let Some(path) = rect(0.0, 0.0, w, h) {
        p.canvas
            .stroke(&path, wall_c, 1.0, thick * 2.0, Transform::identity());
    }
    // A round clearing at the heart of the maze gives the focal motif room to be seen.
    if let Some(path) = circle(cx, cy, cell * 1.7) {
        p.canvas.fill(
            &path,
            mix(path_c, p.pal.light, 0.3),
            1.0,
            Transform::identity(),
        );
        p.canvas
            .stroke(&path, wall_c, 1.0, thick, Transform::identity());
    }
    p.canvas.glow(cx, cy, cell * 3.5, p.pal.light, 0.7);
    let size = cell * 2.3;
    p.focal(cx, cy + size * 0.5, size, cy, size);
}

pub(super) fn window(p: &mut Painter) {
    let (w, h) = (p.w(), p.h());
    let horizon = h * 0.7;
    backdrop(p, horizon, (0.3, 0.8));
    ridge(
        &mut p.canvas,
        &p.noise,
        90.0,
        horizon,
        h * 0.08,
        mix(p.pal.far, p.pal.near, 0.3),
    );
    let (wx, wy, ww, wh) = (w * 0.16, h * 0.14, w * 0.68, h * 0.62);
    if p.focal.place == Place::Sky {
        p.focal(w * 0.5, horizon, h * 0.2, h * 0.38, w * 0.45);
    } else if p.focal.place == Place::Ground {
        p.focal(w * 0.5, horizon + h * 0.02, h * 0.22, h * 0.38, w * 0.45);
    }
    // The wall is one shape with an arched hole in it (even-odd fill), so the view shows
    // through without any clipping.
    let mut pb = PathBuilder::new();
    pb.move_to(0.0, 0.0);
    pb.line_to(w, 0.0);
    pb.line_to(w, h);
    pb.line_to(0.0, h);
    pb.close();
    pb.move_to(wx, wy + wh);
    pb.line_to(wx, wy + ww * 0.5);
    pb.quad_to(wx, wy, wx + ww * 0.5, wy);
    pb.quad_to(wx + ww, wy, wx + ww, wy + ww * 0.5);
    pb.line_to(wx + ww, wy + wh);
    pb.close();
    let wall_c = mix(p.pal.near, p.pal.far, 0.55);
    if let Some(path) = pb.finish() {
        p.canvas.fill(&path, wall_c, 1.0, Transform::identity());
    }
    let bar = scale(p.pal.near, 0.9);
    fill_rect(p, wx + ww * 0.5 - 4.0, wy, 8.0, wh, bar, 1.0);
    fill_rect(p, wx, wy + wh * 0.45, ww, 8.0, bar, 1.0);
    fill_rect(
        p,
        wx - 24.0,
        wy + wh,
        ww + 48.0,
        22.0,
        scale(wall_c, 0.8),
        1.0,
    );
    p.canvas
        .glow(w * 0.5, wy + wh * 0.5, w * 0.7, p.pal.light, 0.15);
    if p.focal.place == Place::Table {
        p.focal(w * 0.5, wy + wh, h * 0.22, 0.0, 0.0);
    } else if p.rng.chance(0.5) {
        let name = *p.rng.pick(&["candle", "cat", "book", "lantern"]);
        let ink = p.pal.near;
        p.extra(name, wx + ww * 0.18, wy + wh, h * 0.12, ink);
    }
}

pub(super) fn birdseye(p: &mut Painter) {
    let (w, h) = (p.w(), p.h());
    let (deep, shallow) = (
        scale(p.pal.sky_mid, 0.7),
        mix(p.pal.sky_mid, p.pal.horizon, 0.6),
    );
    let noise = p.noise.clone();
    let (ix, iy, ir) = (
        w * p.rng.range(0.25, 0.75),
        h * p.rng.range(0.6, 0.78),
        w * 0.16,
    );
    p.canvas.map_all(|x, y, _| {
        let (dx, dy) = (x as f32 - ix, y as f32 - iy);
        let d =
            (dx * dx + dy * dy).sqrt() / ir + noise.fbm(x as f32 / 90.0, y as f32 / 90.0, 3) * 0.5;
        let shallows = (2.2 - d).clamp(0.0, 1.0);
        let waves = (noise.fbm(x as f32 / 60.0, y as f32 / 14.0, 4) * 14.0).sin() * 0.04;
        scale(mix(deep, shallow, shallows), 1.0 + waves)
    });
    let sand = mix(p.pal.horizon, p.pal.light, 0.3);
    let mut pts = Vec::new();
    for i in 0..24 {
        let a = i as f32 / 24.0 * TAU;
        let r = ir * (1.0 + p.noise.fbm(a.cos() * 1.5, a.sin() * 1.5, 3) * 0.5);
        pts.push((ix + a.cos() * r, iy + a.sin() * r));
    }
    if let Some(path) = polygon(&pts) {
        p.canvas.fill(&path, sand, 1.0, Transform::identity());
    }
    if let Some(path) = circle(ix, iy, ir * 0.6) {
        p.canvas.fill(
            &path,
            mix(p.pal.far, p.pal.near, 0.3),
            1.0,
            Transform::identity(),
        );
    }
    mist(&mut p.canvas, h * 0.45, h * 0.45, p.pal.cloud, 0.35);
    let (x, y) = (w * p.rng.range(0.35, 0.65), h * p.rng.range(0.25, 0.35));
    let size = w * 0.5;
    // The focal motif flies between us and the sea; its shadow falls far below.
    let shade = scale(deep, 0.55);
    let focal = p.focal;
    p.silhouette(
        focal,
        x + w * 0.12,
        y + size * 0.5 + h * 0.2,
        size * 0.9,
        shade,
    );
    p.focal(x, y, size, y, size);
}
