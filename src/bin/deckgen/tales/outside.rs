//! Places out of doors: streets and gardens, shores and fields, and a few impossible ones
//! (a door standing in the open sea, a land of clouds).

use super::places::Set;
use super::stage::Stage;
use crate::canvas::{mix, scale};

/// Sky, far hills and a near ground: the bones of most outdoor places.
pub(super) fn land(stage: &mut Stage, horizon: f32, floor: f32) {
    // Each card's own lie of the land (its own stream, so the story's choices stay put).
    let mut vary = crate::rng::Rng::new(stage.seed ^ 0x1A4D_5CA9);
    let horizon = (horizon * vary.range(0.68, 1.18)).min(floor - 160.0);
    let (tilt, hill_seed) = (vary.range(-90.0, 90.0), vary.range(0.0, 40.0));
    stage.sky(horizon, 0.6);
    let (w, rx) = (stage.w(), stage.rng.range(0.15, 0.85));
    if !matches!(
        stage.look.weather,
        super::look::Weather::Fog | super::look::Weather::Rain
    ) {
        let r = if stage.look.night { 44.0 } else { 56.0 };
        let y = horizon * stage.rng.range(0.2, 0.45);
        stage.light_source(w * rx, y, r);
    }
    stage.hills(horizon + 20.0, 90.0 + tilt.abs(), 0.1, 3.1 + hill_seed);
    stage.hills((horizon + floor) * 0.5, 70.0, 0.4, 7.7 + hill_seed);
    let near = stage.look.ground(0.75);
    stage.paint(near, |b, _| {
        b.poly(
            &[
                (0.0, floor - 30.0 - tilt),
                (w * 0.5, floor - 10.0),
                (w, floor - 40.0 + tilt),
                (w, 1200.0),
                (0.0, 1200.0),
            ],
            near,
        );
    });
}

fn house_row(stage: &mut Stage, base: f32, scale_k: f32, far: bool) {
    let look = stage.look.clone();
    let ink = if far { look.far } else { look.mid };
    let w = stage.w();
    stage.paint(ink, |b, rng| {
        let mut x = -20.0;
        while x < w {
            let hw = rng.range(110.0, 170.0) * scale_k;
            let hh = rng.range(180.0, 320.0) * scale_k;
            let wall = mix(ink, *rng.pick(&look.cloth), if far { 0.15 } else { 0.35 });
            b.rect(x, base - hh, hw, hh, wall);
            b.poly(
                &[
                    (x - 8.0, base - hh),
                    (x + hw * 0.5, base - hh - hw * 0.55),
                    (x + hw + 8.0, base - hh),
                ],
                scale(wall, 0.7),
            );
            for row in 0..(hh / (70.0 * scale_k)) as usize {
                let wy = base - hh + 30.0 * scale_k + row as f32 * 70.0 * scale_k;
                let lit = look.night || rng.chance(0.2);
                let c = if lit { look.accent } else { scale(wall, 0.6) };
                b.rect(x + hw * 0.2, wy, hw * 0.22, 36.0 * scale_k, c);
                b.rect(x + hw * 0.58, wy, hw * 0.22, 36.0 * scale_k, c);
            }
            x += hw + rng.range(4.0, 20.0);
        }
    });
}

pub fn street(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.84;
    let look = stage.look.clone();
    let (w, h) = (stage.w(), stage.h());
    stage.sky(floor - 300.0, 0.5);
    house_row(stage, floor - 60.0, 1.4, false);
    stage.ground_paint(|b, rng| {
        b.rect(
            0.0,
            floor - 60.0,
            w,
            h,
            mix(look.mid, [0.5, 0.48, 0.46], 0.5),
        );
        for row in 0..8 {
            for col in 0..12 {
                let y = floor - 50.0 + row as f32 * 30.0;
                let x = col as f32 * 70.0
                    + if row % 2 == 0 { 0.0 } else { 35.0 }
                    + rng.range(-4.0, 4.0);
                b.oval(x, y, 30.0, 12.0, mix(look.mid, [0.6, 0.58, 0.55], 0.6));
            }
        }
    });
    stage.paint(look.ink, |b, _| {
        b.rect(w * 0.86, floor - 420.0, 12.0, 420.0, look.ink);
        b.rect(w * 0.86 - 20.0, floor - 460.0, 52.0, 50.0, look.ink);
        b.glow(
            w * 0.86 + 6.0,
            floor - 435.0,
            90.0,
            look.accent,
            if look.night { 0.9 } else { 0.3 },
        );
    });
    stage.record("houses");
    stage.record("street lamp");
    Set::outside(floor, 420.0)
}

pub fn garden(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.84;
    let horizon = stage.h() * 0.5;
    land(stage, horizon, floor);
    let look = stage.look.clone();
    let w = stage.w();
    stage.paint(look.mid, |b, rng| {
        // A hedge, a picket fence and flowers.
        b.rect(
            0.0,
            floor - 260.0,
            w,
            150.0,
            mix(look.mid, [0.1, 0.35, 0.15], 0.5),
        );
        for i in 0..16 {
            let x = i as f32 * 50.0;
            b.poly(
                &[
                    (x, floor - 40.0),
                    (x, floor - 150.0),
                    (x + 14.0, floor - 170.0),
                    (x + 28.0, floor - 150.0),
                    (x + 28.0, floor - 40.0),
                ],
                [0.95, 0.94, 0.9],
            );
        }
        b.rect(0.0, floor - 130.0, w, 12.0, [0.95, 0.94, 0.9]);
        for _ in 0..40 {
            let (x, y) = (rng.range(0.0, w), rng.range(floor - 20.0, 1150.0));
            let c = *rng.pick(&look.cloth);
            b.disc(x, y, rng.range(8.0, 15.0), c);
        }
    });
    stage.record("flowers");
    stage.record("fence");
    Set::outside(floor, 400.0)
}

pub fn rooftop(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.78;
    let look = stage.look.clone();
    let (w, h) = (stage.w(), stage.h());
    stage.sky(h * 0.7, 0.5);
    if !matches!(
        look.weather,
        super::look::Weather::Fog | super::look::Weather::Rain
    ) {
        stage.light_source(w * 0.25, h * 0.16, 48.0);
    }
    house_row(stage, h * 0.75, 0.7, true);
    let tile = mix([0.66, 0.3, 0.22], look.near, 0.35);
    stage.paint(tile, |b, _| {
        b.poly(&[(0.0, floor), (w, floor - 60.0), (w, h), (0.0, h)], tile);
        for i in 0..10 {
            let y = floor + 30.0 + i as f32 * 38.0;
            b.line(&[(0.0, y), (w, y - 60.0)], 4.0, scale(tile, 0.75));
        }
        b.rect(w * 0.72, floor - 240.0, 80.0, 220.0, scale(tile, 0.9));
        b.rect(
            w * 0.72 - 10.0,
            floor - 250.0,
            100.0,
            24.0,
            scale(tile, 0.7),
        );
    });
    stage.record("chimney");
    stage.record("roofs");
    Set::outside(floor - 20.0, 380.0)
}

pub fn forest_path(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.86;
    let horizon = stage.h() * 0.55;
    land(stage, horizon, floor);
    let look = stage.look.clone();
    let w = stage.w();
    for (i, x) in [0.06, 0.94, 0.2, 0.8].iter().enumerate() {
        let size = if i < 2 { 980.0 } else { 620.0 };
        let y = if i < 2 { floor + 40.0 } else { horizon + 160.0 };
        let ink = if i < 2 { look.near } else { look.mid };
        stage.motif("tree", (w * x, y, size, 1.0), ink);
    }
    stage.ground_paint(|b, _| {
        b.poly(
            &[
                (w * 0.42, horizon + 140.0),
                (w * 0.58, horizon + 140.0),
                (w * 0.9, 1152.0),
                (w * 0.1, 1152.0),
            ],
            mix(look.far, [0.8, 0.7, 0.5], 0.4),
        );
    });
    stage.record("path");
    Set::outside(floor, 380.0)
}

pub fn meadow(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.86;
    land(stage, stage.h() * 0.6, floor);
    let look = stage.look.clone();
    let w = stage.w();
    stage.paint(look.mid, |b, rng| {
        // A few tufts, not a carpet: a field of strokes would outline every meadow alike.
        for _ in 0..rng.below(30) + 12 {
            let (x, y) = (rng.range(0.0, w), rng.range(floor - 60.0, 1152.0));
            let c = mix(look.mid, look.near, rng.unit());
            for k in 0..5 {
                let dx = (k as f32 - 2.0) * 6.0;
                b.line(
                    &[(x + dx, y), (x + dx * 2.5, y - rng.range(25.0, 55.0))],
                    4.0,
                    c,
                );
            }
        }
    });
    stage.record("grass");
    Set::outside(floor, 400.0)
}

pub fn snowy_village(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.85;
    let look = stage.look.clone();
    let (w, h) = (stage.w(), stage.h());
    stage.sky(h * 0.55, 0.4);
    house_row(stage, h * 0.66, 0.9, true);
    stage.ground_paint(|b, _| {
        let snow = mix([0.96, 0.97, 1.0], look.sky_mid, 0.12);
        b.rect(0.0, h * 0.66, w, h, snow);
        b.oval(w * 0.3, h * 0.72, 420.0, 60.0, mix(snow, [1.0; 3], 0.5));
    });
    stage.record("houses");
    stage.record("snow");
    Set::outside(floor, 400.0)
}

pub fn mountain_pass(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.86;
    stage.sky(stage.h() * 0.6, 0.5);
    let noise = stage.noise.clone();
    let look = stage.look.clone();
    let w = stage.w();
    stage.draw((0.0, 0.0, 1.0, 1.0), look.far, |pen, _| {
        crate::scenery::ridge(
            pen.canvas,
            &noise,
            2.0,
            620.0,
            420.0,
            mix(look.far, look.sky_mid, 0.3),
        );
    });
    stage.draw((0.0, 0.0, 1.0, 1.0), look.mid, |pen, _| {
        crate::scenery::ridge(pen.canvas, &noise, 5.0, 900.0, 380.0, look.mid);
    });
    stage.paint(look.near, |b, _| {
        b.poly(
            &[
                (0.0, floor - 80.0),
                (w * 0.4, floor - 20.0),
                (w, floor - 120.0),
                (w, 1152.0),
                (0.0, 1152.0),
            ],
            look.near,
        );
    });
    stage.record("mountains");
    Set::outside(floor - 30.0, 380.0)
}

pub fn wheat_field(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.88;
    land(stage, stage.h() * 0.55, floor);
    let w = stage.w();
    let gold = [0.92, 0.74, 0.32];
    stage.paint(gold, |b, rng| {
        b.rect(
            0.0,
            floor - 100.0,
            w,
            400.0,
            mix(gold, [0.8, 0.5, 0.2], 0.3),
        );
        for _ in 0..rng.below(30) + 20 {
            let (x, y) = (rng.range(0.0, w), rng.range(floor - 120.0, 1152.0));
            b.line(
                &[(x, y), (x + 4.0, y - 40.0)],
                3.0,
                mix(gold, [1.0, 0.9, 0.6], rng.unit()),
            );
            b.oval(x + 4.0, y - 44.0, 4.0, 9.0, gold);
        }
    });
    stage.record("wheat");
    Set::outside(floor, 400.0)
}

pub fn cloudland(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.8;
    let look = stage.look.clone();
    let w = stage.w();
    stage.sky(stage.h(), 0.3);
    if !look.night {
        stage.light_source(w * 0.7, 200.0, 60.0);
    }
    let cloud = mix([1.0, 1.0, 1.0], look.cloud, 0.4);
    for (depth, y) in [(0.0, floor - 260.0), (1.0, floor)] {
        let c = mix(mix(cloud, look.sky_mid, 0.35), cloud, depth);
        stage.paint(c, |b, rng| {
            let mut x = -60.0;
            while x < w + 60.0 {
                let r = rng.range(70.0, 130.0);
                b.disc(x, y + rng.range(-20.0, 20.0), r, c);
                x += r * 1.1;
            }
            b.rect(0.0, y, w, 1200.0 - y, c);
        });
    }
    stage.record("clouds");
    Set::outside(floor + 20.0, 400.0)
}

pub fn cave(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.84;
    let look = stage.look.clone();
    let (w, h) = (stage.w(), stage.h());
    stage.sky(h * 0.6, 0.3);
    let rock = mix(look.near, [0.3, 0.28, 0.3], 0.4);
    stage.paint(rock, |b, rng| {
        // The mouth of the cave frames the world outside.
        let mut pts = vec![(0.0, 0.0), (w, 0.0), (w, h)];
        for i in 0..=20 {
            let t = i as f32 / 20.0;
            let a = std::f32::consts::PI * t;
            let r = 1.0 + rng.range(-0.05, 0.05);
            pts.push((
                w * 0.5 + a.cos() * w * 0.38 * r,
                h * 0.62 - a.sin() * h * 0.4 * r,
            ));
        }
        pts.push((0.0, h));
        b.poly(&pts, rock);
        b.rect(0.0, h * 0.62, w, h, scale(rock, 0.8));
        for _ in 0..10 {
            let x = rng.range(0.0, w);
            b.poly(
                &[
                    (x - 20.0, 0.0),
                    (x + 20.0, 0.0),
                    (x, rng.range(60.0, 160.0)),
                ],
                scale(rock, 0.9),
            );
        }
    });
    stage.record("cave");
    Set::inside(floor, 400.0)
}

pub fn orchard(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.86;
    land(stage, stage.h() * 0.55, floor);
    let look = stage.look.clone();
    let w = stage.w();
    for (x, size) in [(0.12, 700.0), (0.88, 760.0)] {
        stage.motif("tree", (w * x, floor + 20.0, size, 1.0), look.near);
    }
    stage.paint(look.accent, |b, rng| {
        for _ in 0..24 {
            let side = if rng.chance(0.5) { 0.12 } else { 0.88 };
            b.disc(
                w * side + rng.range(-160.0, 160.0),
                rng.range(250.0, 600.0),
                14.0,
                [0.86, 0.2, 0.16],
            );
        }
    });
    stage.record("apples");
    Set::outside(floor, 390.0)
}
