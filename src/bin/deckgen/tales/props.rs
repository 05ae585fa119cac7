//! The things actions need: a rod and its catch, a book that lets things out, a thread that
//! sews the sky, a watering can, a telescope. Drawn in card pixels; each names itself in the
//! tags when it is something a player would name.

use std::f32::consts::TAU;

use super::stage::Stage;
use crate::canvas::{Rgb, mix, scale};

const WOOD: Rgb = [0.5, 0.33, 0.2];
const WHITE: Rgb = [0.97, 0.96, 0.93];

fn star_points(x: f32, y: f32, r: f32) -> Vec<(f32, f32)> {
    (0..10)
        .map(|i| {
            let a = i as f32 / 10.0 * TAU - TAU / 4.0;
            let k = if i % 2 == 0 { r } else { r * 0.45 };
            (x + a.cos() * k, y + a.sin() * k)
        })
        .collect()
}

/// What a ladder reaches or a hand holds up: the moon, a star or a cloud.
pub fn goal(stage: &mut Stage, what: &'static str, x: f32, y: f32) {
    let light = stage.look.light;
    let accent = stage.look.accent;
    match what {
        "moon" => {
            stage.record("moon");
            stage.paint(light, |b, _| {
                b.glow(x, y, 200.0, light, 0.5);
                b.disc(x, y, 70.0, mix(light, accent, 0.2));
                b.disc(x - 20.0, y + 14.0, 14.0, mix(light, accent, 0.4));
                b.disc(x + 22.0, y - 18.0, 9.0, mix(light, accent, 0.4));
            });
        }
        "star" => {
            stage.record("star");
            stage.paint(accent, |b, _| {
                b.glow(x, y, 120.0, accent, 0.6);
                b.poly(&star_points(x, y, 42.0), mix(accent, WHITE, 0.3));
            });
        }
        _ => {
            stage.record("cloud");
            let cloud = mix(WHITE, stage.look.cloud, 0.3);
            stage.paint(cloud, |b, _| {
                for (dx, dy, r) in [
                    (-60.0, 10.0, 50.0),
                    (0.0, -10.0, 70.0),
                    (60.0, 10.0, 55.0),
                    (0.0, 30.0, 50.0),
                ] {
                    b.disc(x + dx, y + dy, r, cloud);
                }
            });
        }
    }
}

pub fn rod(
    stage: &mut Stage,
    hand: (f32, f32),
    tip: (f32, f32),
    end: (f32, f32),
    catch: &'static str,
) {
    stage.record("fishing rod");
    let line = mix(stage.look.ink, WHITE, 0.3);
    stage.paint(WOOD, |b, _| {
        b.line(&[hand, tip], 7.0, WOOD);
        b.line(&[tip, end], 2.0, line);
    });
    match catch {
        "fish" => {
            let ink = stage.look.cloth[2];
            stage.motif("fish", (end.0, end.1 + 60.0, 120.0, 1.0), ink);
        }
        "star" => goal(stage, "star", end.0, end.1 + 40.0),
        "key" => {
            let ink = [0.85, 0.66, 0.25];
            stage.motif("key", (end.0, end.1 + 90.0, 90.0, 1.0), ink);
        }
        _ => {
            stage.record("boot");
            let ink = scale(stage.look.near, 0.9);
            stage.paint(ink, |b, _| {
                b.poly(
                    &[
                        (end.0 - 20.0, end.1),
                        (end.0 + 20.0, end.1),
                        (end.0 + 22.0, end.1 + 60.0),
                        (end.0 + 60.0, end.1 + 70.0),
                        (end.0 + 60.0, end.1 + 90.0),
                        (end.0 - 22.0, end.1 + 90.0),
                    ],
                    ink,
                );
            });
        }
    }
}

/// A tree stump to sit on out of doors.
pub fn stump(stage: &mut Stage, x: f32, floor: f32, size: f32) {
    stage.record("tree stump");
    let c = mix(WOOD, stage.look.near, 0.3);
    stage.paint(c, |b, _| {
        let top = floor - size * 0.27;
        b.rect(x - size * 0.14, top, size * 0.28, floor - top + 6.0, c);
        b.oval(
            x,
            top,
            size * 0.14,
            size * 0.04,
            mix(c, [0.9, 0.8, 0.6], 0.5),
        );
    });
}

pub fn chair(stage: &mut Stage, x: f32, floor: f32, size: f32, flip: f32) {
    stage.record("chair");
    let seat = floor - size * 0.27;
    let c = mix(WOOD, stage.look.cloth[3], 0.3);
    stage.paint(c, |b, _| {
        b.rect(x - size * 0.14, seat - 12.0, size * 0.3, 18.0, c);
        b.rect(
            x - size * 0.12 * flip - 6.0,
            seat - size * 0.45,
            14.0,
            size * 0.45,
            scale(c, 0.85),
        );
        for dx in [-0.12, 0.14] {
            b.rect(x + size * dx - 5.0, seat, 12.0, floor - seat, scale(c, 0.8));
        }
    });
}

pub fn open_book(stage: &mut Stage, x: f32, y: f32, size: f32) {
    stage.record("book");
    let cover = stage.look.cloth[1];
    let light = stage.look.light;
    stage.paint(cover, |b, _| {
        b.glow(x, y, size * 2.5, light, 0.35);
        b.poly(
            &[
                (x - size, y - size * 0.2),
                (x, y),
                (x + size, y - size * 0.2),
                (x + size, y + size * 0.15),
                (x, y + size * 0.35),
                (x - size, y + size * 0.15),
            ],
            cover,
        );
        b.poly(
            &[
                (x - size * 0.92, y - size * 0.25),
                (x, y - size * 0.05),
                (x + size * 0.92, y - size * 0.25),
                (x + size * 0.92, y + size * 0.05),
                (x, y + size * 0.25),
                (x - size * 0.92, y + size * 0.05),
            ],
            WHITE,
        );
    });
}

/// Something rising out of a book or a hand: birds, stars, little fish.
pub fn rising_from(stage: &mut Stage, what: &'static str, x: f32, y: f32, size: f32) {
    match what {
        "birds" => {
            let ink = stage.look.ink;
            stage.motif("birds", (x + size * 0.1, y - 10.0, size * 0.7, 1.0), ink);
        }
        "stars" => {
            stage.record("stars");
            let accent = stage.look.accent;
            stage.paint(accent, |b, rng| {
                for i in 0..9 {
                    let t = i as f32 / 9.0;
                    let (sx, sy) = (
                        x + (t * 9.0).sin() * 60.0 * t + rng.range(-20.0, 20.0),
                        y - t * size * 0.9,
                    );
                    b.poly(
                        &star_points(sx, sy, 10.0 + 12.0 * t),
                        mix(accent, WHITE, 0.4),
                    );
                }
            });
        }
        "fish" => {
            let ink = stage.look.cloth[4];
            for i in 0..3 {
                let k = i as f32;
                stage.motif(
                    "fish",
                    (
                        x + (k - 1.0) * 70.0,
                        y - 80.0 - k * 110.0,
                        70.0 + k * 15.0,
                        1.0,
                    ),
                    ink,
                );
            }
        }
        _ => {}
    }
}

/// A long thread from the needle to what is being sewn.
pub fn thread(stage: &mut Stage, hand: (f32, f32), to: (f32, f32), what: &'static str) {
    stage.record("needle and thread");
    let red = [0.8, 0.15, 0.2];
    let look = stage.look.clone();
    stage.paint(red, |b, rng| {
        let mut pts = Vec::new();
        for i in 0..=30 {
            let t = i as f32 / 30.0;
            let sag = (t * std::f32::consts::PI).sin() * 80.0;
            pts.push((
                hand.0 + (to.0 - hand.0) * t,
                hand.1 + (to.1 - hand.1) * t + sag,
            ));
        }
        b.line(&pts, 3.0, red);
        b.line(
            &[
                (hand.0 - 14.0, hand.1 + 10.0),
                (hand.0 + 14.0, hand.1 - 10.0),
            ],
            3.0,
            [0.8, 0.8, 0.85],
        );
        // Stitches across a patch: of the sky outside, of cloth inside.
        let (px, py) = to;
        let patch = if what == "sky" {
            look.sky_mid
        } else {
            look.cloth[rng.below(6)]
        };
        b.rect(px - 90.0, py - 60.0, 180.0, 120.0, patch);
        for i in 0..6 {
            let x = px - 80.0 + i as f32 * 32.0;
            b.line(&[(x, py - 70.0), (x + 14.0, py - 50.0)], 3.0, red);
            b.line(&[(x, py + 50.0), (x + 14.0, py + 70.0)], 3.0, red);
        }
    });
    if what == "sky" {
        stage.record("patch of sky");
    } else {
        stage.record("quilt");
    }
}

/// What a hiding character is behind.
pub fn cover(stage: &mut Stage, what: &'static str, x: f32, floor: f32, size: f32) {
    let look = stage.look.clone();
    if what == "curtain" {
        stage.record("curtain");
        let c = look.cloth[1];
        stage.paint(c, |b, _| {
            b.poly(
                &[
                    (x - 40.0, 0.0),
                    (1000.0, 0.0),
                    (1000.0, floor + 40.0),
                    (x + 40.0, floor + 40.0),
                    (x - 10.0, floor * 0.6),
                ],
                c,
            );
            b.line(&[(x + 60.0, 0.0), (x + 80.0, floor)], 6.0, scale(c, 0.8));
        });
    } else {
        stage.record("bush");
        let c = mix(look.mid, [0.15, 0.45, 0.2], 0.4);
        stage.paint(c, |b, rng| {
            for _ in 0..14 {
                b.disc(
                    x + rng.range(-80.0, 200.0),
                    floor - rng.range(20.0, size * 0.35),
                    rng.range(60.0, 100.0),
                    mix(c, look.near, rng.range(0.0, 0.3)),
                );
            }
        });
    }
}

/// A hat and small things tumbling beside a falling figure.
pub fn loose_things(stage: &mut Stage, x: f32, y: f32, size: f32) {
    stage.record("hat");
    let c = stage.look.cloth[4];
    let accent = stage.look.accent;
    stage.paint(c, |b, rng| {
        b.oval(x + size * 0.3, y - size * 0.25, 50.0, 16.0, c);
        b.rect(x + size * 0.3 - 30.0, y - size * 0.25 - 45.0, 60.0, 40.0, c);
        for _ in 0..5 {
            b.disc(
                x + rng.range(-size * 0.5, size * 0.5),
                y + rng.range(-size * 0.6, size * 0.6),
                8.0,
                accent,
            );
        }
    });
}

/// A stream poured from a spout down to `floor`.
pub fn stream(stage: &mut Stage, from: (f32, f32), floor: f32, what: &'static str) {
    let look = stage.look.clone();
    let (c, tag) = match what {
        "stars" => (look.accent, "stars"),
        "sea" => (mix(look.sky_mid, [0.2, 0.5, 0.7], 0.6), "sea"),
        _ => ([0.7, 0.42, 0.2], "tea"),
    };
    stage.record(tag);
    stage.paint(c, |b, rng| {
        let mut pts = Vec::new();
        for i in 0..=20 {
            let t = i as f32 / 20.0;
            pts.push((from.0 + t * 40.0, from.1 + (floor - from.1) * t));
        }
        b.line(&pts, 14.0, c);
        if what == "stars" {
            for _ in 0..16 {
                let t = rng.unit();
                let (x, y) = (
                    from.0 + t * 40.0 + rng.range(-50.0, 50.0),
                    from.1 + (floor - from.1) * t,
                );
                b.poly(&star_points(x, y, rng.range(8.0, 18.0)), mix(c, WHITE, 0.5));
            }
        }
        b.oval(from.0 + 40.0, floor, 120.0, 26.0, c);
    });
}

pub fn quilt(stage: &mut Stage, x: f32, y: f32, c: Rgb) {
    stage.paint(c, |b, _| {
        b.rect(x - 220.0, y - 70.0, 440.0, 80.0, c);
        for i in 0..6 {
            b.line(
                &[
                    (x - 220.0 + i as f32 * 75.0, y - 70.0),
                    (x - 220.0 + i as f32 * 75.0, y + 10.0),
                ],
                3.0,
                scale(c, 0.8),
            );
        }
    });
}

/// Little letters Z drifting up from a sleeper.
pub fn dream_marks(stage: &mut Stage, x: f32, y: f32) {
    let c = stage.look.light;
    stage.paint(c, |b, _| {
        for i in 0..3 {
            let s = 14.0 + i as f32 * 8.0;
            let (zx, zy) = (x + 30.0 + i as f32 * 40.0, y - i as f32 * 55.0);
            b.line(
                &[(zx, zy), (zx + s, zy), (zx, zy + s), (zx + s, zy + s)],
                4.0,
                c,
            );
        }
    });
}

/// A bundle on a stick over the shoulder.
pub fn bundle(stage: &mut Stage, hand: (f32, f32), size: f32, flip: f32) {
    stage.record("bundle");
    let c = stage.look.cloth[1];
    stage.paint(WOOD, |b, _| {
        let end = (hand.0 - size * 1.4 * flip, hand.1 - size * 1.6);
        b.line(&[hand, end], 6.0, WOOD);
        b.disc(end.0, end.1 + size * 0.3, size * 0.5, c);
    });
}

pub fn notes(stage: &mut Stage, x: f32, y: f32, count: usize) {
    stage.record("music");
    let c = mix(stage.look.ink, stage.look.accent, 0.3);
    stage.paint(c, |b, rng| {
        for i in 0..count {
            let (nx, ny) = (
                x + rng.range(-60.0, 140.0),
                y - i as f32 * 50.0 - rng.range(0.0, 30.0),
            );
            b.oval(nx, ny, 11.0, 8.0, c);
            b.line(
                &[
                    (nx + 9.0, ny),
                    (nx + 9.0, ny - 40.0),
                    (nx + 22.0, ny - 30.0),
                ],
                3.5,
                c,
            );
        }
    });
}

pub fn watering_can(stage: &mut Stage, hand: (f32, f32), size: f32, flip: f32) {
    stage.record("watering can");
    let c = mix([0.3, 0.55, 0.45], stage.look.cloth[3], 0.4);
    let water = mix(stage.look.sky_mid, [0.5, 0.75, 0.95], 0.5);
    stage.paint(c, |b, _| {
        b.rect(hand.0 - size * 0.6, hand.1, size * 1.2, size, c);
        let spout = (hand.0 + size * 1.6 * flip, hand.1 - size * 0.2);
        b.line(
            &[(hand.0 + size * 0.5 * flip, hand.1 + size * 0.7), spout],
            size * 0.18,
            c,
        );
        for i in 0..7 {
            let dx = (i as f32 - 3.0) * 8.0;
            b.line(
                &[spout, (spout.0 + (60.0 + dx) * flip, spout.1 + 160.0)],
                2.0,
                water,
            );
        }
    });
}

pub fn plant(stage: &mut Stage, what: &'static str, x: f32, floor: f32, size: f32) {
    let look = stage.look.clone();
    match what {
        "tree" => {
            stage.motif(
                "tree",
                (x, floor, size * 1.5, 1.0),
                mix(look.mid, [0.2, 0.4, 0.2], 0.4),
            );
        }
        "mushroom" => {
            stage.motif("mushroom", (x, floor, size * 0.7, 1.0), look.cloth[1]);
        }
        _ => {
            stage.record("flower");
            let c = look.cloth[0];
            stage.paint(c, |b, _| {
                let top = floor - size * 0.9;
                b.line(&[(x, floor), (x + 10.0, top)], 10.0, [0.25, 0.5, 0.25]);
                for i in 0..8 {
                    let a = i as f32 / 8.0 * TAU;
                    b.oval(
                        x + 10.0 + a.cos() * 60.0,
                        top + a.sin() * 60.0,
                        40.0,
                        40.0,
                        c,
                    );
                }
                b.disc(x + 10.0, top, 40.0, [0.95, 0.8, 0.25]);
            });
        }
    }
}

pub fn violin(stage: &mut Stage, shoulder: (f32, f32), hand: (f32, f32), size: f32) {
    stage.record("violin");
    let c = [0.6, 0.3, 0.12];
    stage.paint(c, |b, _| {
        let (x, y) = ((shoulder.0 + hand.0) * 0.5, (shoulder.1 + hand.1) * 0.5);
        b.oval(x, y, size * 0.07, size * 0.05, c);
        b.oval(
            x + (hand.0 - shoulder.0) * 0.2,
            y,
            size * 0.055,
            size * 0.04,
            c,
        );
        b.line(&[shoulder, hand], size * 0.015, scale(c, 0.5));
        b.line(
            &[
                (x - size * 0.1, y - size * 0.12),
                (x + size * 0.12, y + size * 0.06),
            ],
            3.0,
            [0.9, 0.85, 0.7],
        );
    });
}

pub fn telescope(stage: &mut Stage, eye: (f32, f32), floor: f32, size: f32, flip: f32) {
    stage.record("telescope");
    let brass = [0.78, 0.6, 0.3];
    stage.paint(brass, |b, _| {
        let end = (eye.0 + size * 0.6 * flip, eye.1 - size * 0.45);
        b.line(&[(eye.0 + 10.0 * flip, eye.1), end], size * 0.06, brass);
        b.line(
            &[
                (eye.0 + 10.0 * flip, eye.1),
                ((eye.0 + end.0) * 0.5, (eye.1 + end.1) * 0.5),
            ],
            size * 0.08,
            scale(brass, 0.8),
        );
        let mid = ((eye.0 + end.0) * 0.5, (eye.1 + end.1) * 0.5);
        for dx in [-0.15, 0.0, 0.15] {
            b.line(&[mid, (mid.0 + size * dx, floor)], 5.0, [0.3, 0.22, 0.16]);
        }
    });
    goal(
        stage,
        "star",
        eye.0 + size * 0.95 * flip,
        eye.1 - size * 0.75,
    );
}

pub fn juggled(stage: &mut Stage, hand: (f32, f32), size: f32, what: &'static str) {
    let look = stage.look.clone();
    stage.record(what);
    stage.paint(look.accent, |b, _| {
        for i in 0..5 {
            let a = std::f32::consts::PI * (0.1 + 0.8 * i as f32 / 4.0);
            let (x, y) = (
                hand.0 - a.cos() * size * 0.3,
                hand.1 - a.sin() * size * 0.55,
            );
            let c = look.cloth[i % 6];
            match what {
                "stars" => b.poly(&star_points(x, y, 26.0), mix(look.accent, WHITE, 0.3)),
                "apples" => b.disc(x, y, 22.0, [0.85, 0.2, 0.15]),
                _ => {
                    b.disc(x, y, 26.0, c);
                    b.line(
                        &[(x - 44.0, y + 8.0), (x + 44.0, y - 8.0)],
                        5.0,
                        mix(c, WHITE, 0.5),
                    );
                }
            }
        }
    });
}

pub fn broom(stage: &mut Stage, hand: (f32, f32), floor: f32, flip: f32) {
    stage.record("broom");
    stage.paint(WOOD, |b, _| {
        let foot = (hand.0 + 120.0 * flip, floor - 10.0);
        b.line(&[(hand.0 - 60.0 * flip, hand.1 - 120.0), foot], 8.0, WOOD);
        b.poly(
            &[
                (foot.0 - 30.0, foot.1 - 30.0),
                (foot.0 + 30.0, foot.1 - 30.0),
                (foot.0 + 70.0 * flip, foot.1 + 10.0),
                (foot.0 - 10.0 * flip, foot.1 + 10.0),
            ],
            [0.85, 0.7, 0.35],
        );
    });
}

/// A heap of swept stars or leaves.
pub fn swept(stage: &mut Stage, x: f32, floor: f32) {
    stage.record("stars");
    let c = stage.look.accent;
    stage.paint(c, |b, rng| {
        for _ in 0..14 {
            let (sx, sy) = (x + rng.range(-40.0, 120.0), floor - rng.range(0.0, 60.0));
            b.poly(
                &star_points(sx, sy, rng.range(9.0, 16.0)),
                mix(c, WHITE, 0.4),
            );
        }
    });
}

pub fn swing_ropes(stage: &mut Stage, x: f32, seat: f32, size: f32) {
    stage.record("swing");
    stage.paint(WOOD, |b, _| {
        b.line(
            &[(x - size * 0.15, -10.0), (x - size * 0.15, seat)],
            4.0,
            [0.75, 0.66, 0.5],
        );
        b.line(
            &[(x + size * 0.15, -10.0), (x + size * 0.15, seat)],
            4.0,
            [0.75, 0.66, 0.5],
        );
        b.rect(x - size * 0.2, seat, size * 0.4, 14.0, WOOD);
    });
}
