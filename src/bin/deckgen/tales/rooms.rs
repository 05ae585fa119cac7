//! Places you could stand in: rooms, and the insides of things (a shell, a teapot, a clock,
//! a fish). Each paints its walls and furniture and says where the floor is.

use super::places::{Set, Spot};
use super::stage::{Brush, Stage};
use crate::canvas::{Rgb, mix, scale};
use crate::rng::Rng;

const WOOD: Rgb = [0.52, 0.34, 0.2];

fn window(b: &mut Brush, stage_sky: (Rgb, Rgb), x: f32, y: f32, w: f32, h: f32, frame: Rgb) {
    b.arch(x - 10.0, y - 10.0, w + 20.0, h + 20.0, frame);
    b.arch(x, y, w, h, stage_sky.0);
    b.rect(x, y + h * 0.6, w, h * 0.4, stage_sky.1);
    b.line(&[(x + w * 0.5, y), (x + w * 0.5, y + h)], 8.0, frame);
    b.line(&[(x, y + h * 0.55), (x + w, y + h * 0.55)], 8.0, frame);
}

fn shelves(b: &mut Brush, rng: &mut Rng, x: f32, y: f32, w: f32, rows: usize, cloth: &[Rgb]) {
    for r in 0..rows {
        let sy = y + r as f32 * 120.0;
        b.rect(x, sy + 100.0, w, 14.0, scale(WOOD, 0.8));
        let mut bx = x + 6.0;
        while bx < x + w - 20.0 {
            let bw = rng.range(14.0, 30.0);
            let bh = rng.range(62.0, 96.0);
            let c = *rng.pick(cloth);
            if rng.chance(0.12) {
                b.poly(
                    &[
                        (bx, sy + 100.0),
                        (bx + bw, sy + 100.0),
                        (bx + bw + 20.0, sy + 100.0 - bh * 0.9),
                        (bx + 20.0, sy + 100.0 - bh),
                    ],
                    c,
                );
                bx += bw + 24.0;
            } else {
                b.rect(bx, sy + 100.0 - bh, bw, bh, c);
                b.rect(bx, sy + 100.0 - bh * 0.8, bw, 4.0, scale(c, 0.7));
                bx += bw + 2.0;
            }
        }
    }
}

fn floorboards(b: &mut Brush, y: f32, w: f32, h: f32, c: Rgb) {
    b.rect(0.0, y, w, h - y, c);
    for i in 0..14 {
        let x = -300.0 + i as f32 * 100.0;
        b.line(
            &[(w * 0.5 + (x - w * 0.5) * 0.25, y), (x, h)],
            3.0,
            scale(c, 0.8),
        );
    }
}

/// Walls, a floor and a window: the kitchen, bedroom or attic's bones.
fn room(stage: &mut Stage, floor: f32) {
    let look = stage.look.clone();
    let (w, h) = (stage.w(), stage.h());
    stage.gradient(0.0, floor, mix(look.wall, look.sky_top, 0.15), look.wall);
    stage.ground_paint(|b, _| floorboards(b, floor, w, h, look.floor));
}

pub fn kitchen(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.8;
    room(stage, floor);
    let look = stage.look.clone();
    let w = stage.w();
    stage.ground_paint(|b, rng| {
        // Tiles behind the stove, a window, pots on a shelf.
        for row in 0..5 {
            for col in 0..6 {
                if (row + col) % 2 == 0 {
                    b.faint(
                        col as f32 * 128.0,
                        floor - 260.0 + row as f32 * 52.0,
                        128.0,
                        52.0,
                        [1.0; 3],
                        0.25,
                    );
                }
            }
        }
        window(
            b,
            (look.sky_mid, look.horizon),
            w * 0.58,
            120.0,
            200.0,
            260.0,
            scale(look.wall, 0.75),
        );
        b.rect(40.0, 330.0, 260.0, 12.0, scale(WOOD, 0.9));
        for i in 0..4 {
            let c = *rng.pick(&look.cloth);
            b.oval(70.0 + i as f32 * 60.0, 300.0, 24.0, 30.0, c);
            b.rect(60.0 + i as f32 * 60.0, 262.0, 20.0, 10.0, scale(c, 0.7));
        }
    });
    stage.record("window");
    // The table, in front of the wall.
    let table = (w * 0.5, floor + 10.0);
    stage.paint(WOOD, |b, _| {
        b.rect(table.0 - 240.0, table.1 - 170.0, 480.0, 22.0, WOOD);
        b.rect(
            table.0 - 220.0,
            table.1 - 150.0,
            18.0,
            150.0,
            scale(WOOD, 0.8),
        );
        b.rect(
            table.0 + 200.0,
            table.1 - 150.0,
            18.0,
            150.0,
            scale(WOOD, 0.8),
        );
    });
    stage.record("table");
    Set::inside(floor, 440.0)
}

pub fn attic(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.82;
    room(stage, floor);
    let look = stage.look.clone();
    let (w, h) = (stage.w(), stage.h());
    stage.ground_paint(|b, rng| {
        // The roof slopes down on both sides; a round window under the ridge.
        let beam = scale(WOOD, 0.7);
        b.poly(&[(0.0, 0.0), (w * 0.3, 0.0), (0.0, h * 0.5)], beam);
        b.poly(&[(w, 0.0), (w * 0.7, 0.0), (w, h * 0.5)], beam);
        b.disc(w * 0.5, 230.0, 110.0, scale(look.wall, 0.7));
        b.disc(w * 0.5, 230.0, 95.0, look.sky_mid);
        b.line(
            &[(w * 0.5, 135.0), (w * 0.5, 325.0)],
            8.0,
            scale(look.wall, 0.7),
        );
        b.line(
            &[(w * 0.5 - 95.0, 230.0), (w * 0.5 + 95.0, 230.0)],
            8.0,
            scale(look.wall, 0.7),
        );
        // Boxes and a trunk along the walls.
        for i in 0..3 {
            let bw = rng.range(90.0, 150.0);
            let x = if i == 0 {
                20.0
            } else {
                w - 40.0 - bw * i as f32
            };
            b.rect(x, floor - bw * 0.7, bw, bw * 0.7, mix(WOOD, look.wall, 0.4));
        }
        b.faint(0.0, 0.0, w, h, look.accent, 0.06);
    });
    stage.light_at = (w * 0.5, 230.0);
    Set::inside(floor, 430.0)
}

pub fn library(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.84;
    room(stage, floor);
    let look = stage.look.clone();
    let w = stage.w();
    stage.ground_paint(|b, rng| {
        b.rect(0.0, 0.0, w, floor, scale(WOOD, 0.55));
        shelves(b, rng, 10.0, 40.0, w - 20.0, 7, &look.cloth);
    });
    stage.record("books");
    Set::inside(floor, 430.0)
}

pub fn stage_boards(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.8;
    let look = stage.look.clone();
    let (w, h) = (stage.w(), stage.h());
    let curtain = mix(look.cloth[1], [0.6, 0.05, 0.1], 0.6);
    stage.gradient(
        0.0,
        floor,
        scale(look.sky_top, 0.4),
        scale(look.sky_mid, 0.5),
    );
    stage.ground_paint(|b, _| {
        floorboards(b, floor, w, h, mix(WOOD, look.floor, 0.5));
        b.glow(w * 0.5, floor - 200.0, 420.0, look.light, 0.5);
        // Footlights along the edge.
        for i in 0..7 {
            b.glow(
                60.0 + i as f32 * 108.0,
                floor + 40.0,
                50.0,
                look.accent,
                0.7,
            );
        }
    });
    stage.paint(curtain, |b, _| {
        for side in [0.0, 1.0] {
            let x0 = side * w;
            let inner = if side == 0.0 { 150.0 } else { w - 150.0 };
            b.poly(
                &[
                    (x0, 0.0),
                    (inner, 0.0),
                    (inner - (inner - x0) * 0.5, floor * 0.6),
                    (x0, floor + 60.0),
                ],
                curtain,
            );
        }
        for i in 0..9 {
            let x = i as f32 * 96.0;
            b.oval(x + 48.0, 20.0, 60.0, 70.0, curtain);
        }
    });
    stage.record("curtain");
    stage.light_at = (w * 0.5, 0.0);
    Set::inside(floor, 420.0)
}

pub fn staircase_hall(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.86;
    let look = stage.look.clone();
    let (w, h) = (stage.w(), stage.h());
    stage.gradient(0.0, floor, scale(look.wall, 0.85), look.wall);
    stage.ground_paint(|b, _| {
        // A chequered floor and a staircase climbing out of the top of the card.
        for row in 0..6 {
            for col in 0..10 {
                let c = if (row + col) % 2 == 0 {
                    [0.92, 0.9, 0.86]
                } else {
                    [0.18, 0.16, 0.2]
                };
                let y = floor + row as f32 * 28.0;
                b.rect(
                    col as f32 * 80.0 - 20.0 + row as f32 * 8.0,
                    y,
                    80.0,
                    28.0,
                    c,
                );
            }
        }
        let _ = h;
    });
    stage.paint(look.floor, |b, _| {
        let (x0, y0) = (w * 0.18, floor);
        for i in 0..14 {
            let (x, y) = (x0 + i as f32 * 42.0, y0 - i as f32 * 58.0);
            b.rect(
                x,
                y - 58.0,
                w,
                58.0,
                mix(look.floor, [1.0; 3], if i % 2 == 0 { 0.15 } else { 0.0 }),
            );
        }
        b.line(
            &[
                (x0 - 10.0, y0 - 110.0),
                (x0 + 14.0 * 42.0, y0 - 14.0 * 58.0 - 110.0),
            ],
            10.0,
            scale(WOOD, 0.7),
        );
    });
    stage.record("stairs");
    Set::inside(floor, 400.0)
}

pub fn bedroom(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.82;
    room(stage, floor);
    let look = stage.look.clone();
    let w = stage.w();
    stage.ground_paint(|b, rng| {
        window(
            b,
            (look.sky_top, look.sky_mid),
            w * 0.12,
            130.0,
            210.0,
            280.0,
            scale(look.wall, 0.7),
        );
        // Wallpaper dots.
        for _ in 0..60 {
            b.disc(
                rng.range(0.0, w),
                rng.range(0.0, floor),
                5.0,
                scale(look.wall, 0.9),
            );
        }
    });
    stage.record("window");
    let bed_y = floor + 30.0;
    let quilt = look.cloth[2];
    stage.paint(quilt, |b, _| {
        b.rect(w * 0.08, bed_y - 260.0, 26.0, 260.0, WOOD);
        b.rect(w * 0.92 - 26.0, bed_y - 190.0, 26.0, 190.0, WOOD);
        b.rect(w * 0.08, bed_y - 110.0, w * 0.84, 60.0, scale(WOOD, 0.85));
        b.oval(w * 0.2, bed_y - 140.0, 80.0, 34.0, [0.96, 0.95, 0.92]);
    });
    stage.record("bed");
    Set::inside(floor, 430.0).with(Spot::Bed(w * 0.5, bed_y - 110.0, quilt))
}

pub fn greenhouse(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.84;
    let look = stage.look.clone();
    let (w, h) = (stage.w(), stage.h());
    stage.sky(floor, 0.4);
    stage.ground_paint(|b, rng| {
        let frame = [0.9, 0.92, 0.9];
        for i in 0..7 {
            let x = i as f32 * 128.0;
            b.line(&[(x, 0.0), (x, floor)], 6.0, frame);
        }
        for j in 0..6 {
            b.line(
                &[(0.0, j as f32 * 160.0), (w, j as f32 * 160.0)],
                5.0,
                frame,
            );
        }
        b.rect(
            0.0,
            floor,
            w,
            h - floor,
            mix(look.floor, [0.5, 0.5, 0.45], 0.5),
        );
        for _ in 0..26 {
            let (x, y) = (rng.range(0.0, w), rng.range(floor - 300.0, floor));
            b.oval(
                x,
                y,
                rng.range(20.0, 50.0),
                rng.range(40.0, 90.0),
                mix(look.mid, [0.2, 0.5, 0.2], 0.6),
            );
        }
    });
    stage.record("plants");
    Set::inside(floor, 420.0)
}

/// The inside of a round thing: curved walls, a floor and an opening to the outside.
fn round_inside(stage: &mut Stage, wall: Rgb, rib: Rgb, opening: (f32, f32, f32)) -> f32 {
    let floor = stage.h() * 0.8;
    let look = stage.look.clone();
    let (w, h) = (stage.w(), stage.h());
    stage.ground_paint(|b, _| {
        b.rect(0.0, 0.0, w, h, scale(wall, 0.6));
        for i in 0..7 {
            let r = 900.0 - i as f32 * 90.0;
            let c = mix(scale(wall, 0.6), wall, i as f32 / 6.0);
            b.oval(w * 0.5, h * 0.45, r * 0.6, r * 0.75, c);
        }
        for i in 0..10 {
            let a = i as f32 / 10.0 * std::f32::consts::TAU;
            b.line(
                &[
                    (w * 0.5, h * 0.45),
                    (w * 0.5 + a.cos() * 900.0, h * 0.45 + a.sin() * 1100.0),
                ],
                5.0,
                rib,
            );
        }
        b.disc(opening.0, opening.1, opening.2 + 12.0, rib);
        b.disc(opening.0, opening.1, opening.2, look.sky_mid);
        b.oval(w * 0.5, floor + 200.0, w * 0.9, 240.0, scale(wall, 0.45));
    });
    stage.light_at = (opening.0, opening.1);
    floor
}

pub fn inside_shell(stage: &mut Stage) -> Set {
    let wall = mix([0.98, 0.84, 0.8], stage.look.wall, 0.3);
    let floor = round_inside(
        stage,
        wall,
        [0.92, 0.7, 0.66],
        (stage.w() * 0.78, 190.0, 70.0),
    );
    stage.record("shell");
    Set::inside(floor, 430.0)
}

pub fn inside_teapot(stage: &mut Stage) -> Set {
    let wall = mix([0.86, 0.9, 0.96], stage.look.wall, 0.2);
    let floor = round_inside(
        stage,
        wall,
        [0.3, 0.44, 0.7],
        (stage.w() * 0.5, 110.0, 90.0),
    );
    let w = stage.w();
    stage.ground_paint(|b, _| {
        // Tea lies in the bottom; the spout's light comes in from the side.
        b.oval(w * 0.5, floor + 140.0, w * 0.8, 110.0, [0.62, 0.36, 0.16]);
        b.disc(0.0, 420.0, 70.0, [1.0, 0.96, 0.86]);
    });
    stage.record("teapot");
    Set::inside(floor + 40.0, 420.0)
}

pub fn inside_clock(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.82;
    let look = stage.look.clone();
    let (w, h) = (stage.w(), stage.h());
    let brass = [0.78, 0.6, 0.3];
    stage.gradient(0.0, h, scale(look.wall, 0.35), scale(look.floor, 0.6));
    stage.paint(brass, |b, rng| {
        for _ in 0..7 {
            let (x, y, r) = (
                rng.range(0.0, w),
                rng.range(0.0, floor),
                rng.range(80.0, 220.0),
            );
            let c = mix(brass, look.wall, rng.range(0.0, 0.4));
            let teeth = (r / 12.0) as usize;
            for t in 0..teeth {
                let a = t as f32 / teeth as f32 * std::f32::consts::TAU;
                b.line(
                    &[
                        (x + a.cos() * r, y + a.sin() * r),
                        (x + a.cos() * (r + 20.0), y + a.sin() * (r + 20.0)),
                    ],
                    14.0,
                    c,
                );
            }
            b.disc(x, y, r, c);
            b.disc(x, y, r * 0.7, scale(c, 0.8));
            b.disc(x, y, r * 0.15, scale(c, 0.5));
        }
        b.rect(0.0, floor, w, h - floor, scale(brass, 0.55));
    });
    stage.record("gears");
    stage.record("clock");
    Set::inside(floor, 400.0)
}

pub fn inside_fish(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.8;
    let (w, h) = (stage.w(), stage.h());
    let flesh = [0.86, 0.46, 0.44];
    // The ribs and the mouth differ from fish to fish (their own stream, not the story's).
    let mut vary = Rng::new(stage.seed ^ 0xF15B_0DE5);
    let ribs = 3 + vary.below(4);
    let (lean, mouth) = (vary.range(-160.0, 160.0), vary.range(0.2, 0.8));
    let wall = mix(scale(flesh, 0.45), stage.look.wall, vary.range(0.0, 0.4));
    stage.ground_paint(|b, _| {
        b.rect(0.0, 0.0, w, h, wall);
        for i in 0..ribs {
            let x = w * (i as f32 + 0.5) / ribs as f32 + vary.range(-40.0, 40.0);
            let top = vary.range(-60.0, 200.0);
            b.line(
                &[
                    (x - 60.0, floor),
                    (x + lean * 0.3, (floor + top) * 0.5),
                    (x + lean, top),
                ],
                vary.range(14.0, 30.0),
                [0.95, 0.9, 0.84],
            );
        }
        b.oval(w * 0.5, floor + 160.0, w * 0.8, 200.0, scale(flesh, 0.7));
        // Light comes in through the open mouth.
        b.oval(
            w * mouth,
            -40.0,
            200.0 + vary.range(0.0, 120.0),
            160.0,
            [0.6, 0.8, 0.9],
        );
        for _ in 0..3 {
            b.disc(
                vary.range(60.0, w - 60.0),
                vary.range(80.0, 500.0),
                12.0,
                [0.8, 0.9, 1.0],
            );
        }
    });
    stage.record("fish");
    stage.record("bubbles");
    stage.light_at = (w * mouth, 0.0);
    Set::inside(floor, 410.0)
}

pub fn underwater_room(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.82;
    room(stage, floor);
    let look = stage.look.clone();
    let (w, h) = (stage.w(), stage.h());
    stage.ground_paint(|b, rng| {
        window(
            b,
            ([0.1, 0.3, 0.45], [0.05, 0.2, 0.3]),
            w * 0.3,
            110.0,
            300.0,
            320.0,
            scale(look.wall, 0.7),
        );
        b.faint(0.0, 0.0, w, h, [0.1, 0.45, 0.55], 0.35);
        for _ in 0..30 {
            b.disc(
                rng.range(0.0, w),
                rng.range(0.0, floor),
                rng.range(4.0, 12.0),
                [0.85, 0.95, 1.0],
            );
        }
    });
    stage.record("bubbles");
    for (i, (x, y)) in [(150.0, 380.0), (620.0, 250.0), (520.0, 520.0)]
        .iter()
        .enumerate()
    {
        let ink = look.cloth[i % 6];
        stage.motif(
            "fish",
            (*x, *y + 40.0, 110.0, if i % 2 == 0 { 1.0 } else { -1.0 }),
            ink,
        );
    }
    Set::inside(floor, 420.0)
}
