//! Places by the water: the shore, the harbour, a riverbank, a bridge and the open sea (where a
//! door may stand in the waves).

use super::outside::land;
use super::places::{Set, Spot};
use super::stage::Stage;
use crate::canvas::{Rgb, mix, scale};

/// Open water below `horizon`, lit by the sky.
fn sea(stage: &mut Stage, horizon: f32) {
    let look = stage.look.clone();
    let (w, h) = (stage.w(), stage.h());
    let water = mix(look.sky_mid, [0.1, 0.3, 0.45], 0.5);
    stage.ground_paint(|b, rng| {
        b.rect(0.0, horizon, w, h - horizon, water);
        for _ in 0..70 {
            let y = rng.range(horizon + 6.0, h);
            let len = 20.0 + (y - horizon) * 0.15;
            let x = rng.range(0.0, w);
            b.line(
                &[(x, y), (x + len, y)],
                2.0 + (y - horizon) * 0.008,
                mix(water, look.light, 0.4),
            );
        }
    });
    stage.record("sea");
}

pub fn shore(stage: &mut Stage) -> Set {
    let floor = stage.h() * 0.86;
    let horizon = stage.h() * 0.5;
    stage.sky(horizon, 0.6);
    let w = stage.w();
    if !matches!(
        stage.look.weather,
        super::look::Weather::Fog | super::look::Weather::Rain
    ) {
        let x = w * stage.rng.range(0.2, 0.8);
        stage.light_source(x, horizon * 0.35, 50.0);
    }
    sea(stage, horizon);
    let sand: Rgb = mix([0.92, 0.82, 0.6], stage.look.far, 0.25);
    stage.paint(sand, |b, rng| {
        b.poly(
            &[
                (0.0, horizon + 220.0),
                (w * 0.6, horizon + 300.0),
                (w, horizon + 260.0),
                (w, 1152.0),
                (0.0, 1152.0),
            ],
            sand,
        );
        b.line(
            &[
                (0.0, horizon + 222.0),
                (w * 0.6, horizon + 302.0),
                (w, horizon + 262.0),
            ],
            8.0,
            [0.95, 0.97, 1.0],
        );
        for _ in 0..6 {
            b.disc(
                rng.range(0.0, w),
                rng.range(floor - 40.0, 1140.0),
                10.0,
                scale(sand, 0.8),
            );
        }
    });
    stage.record("beach");
    Set::outside(floor, 400.0).with(Spot::Water(horizon))
}

pub fn harbour(stage: &mut Stage) -> Set {
    let horizon = stage.h() * 0.55;
    let floor = stage.h() * 0.76;
    stage.sky(horizon, 0.5);
    let look = stage.look.clone();
    let w = stage.w();
    if !matches!(
        look.weather,
        super::look::Weather::Fog | super::look::Weather::Rain
    ) {
        stage.light_source(w * 0.75, horizon * 0.3, 46.0);
    }
    sea(stage, horizon);
    stage.motif(
        "boat",
        (w * 0.72, horizon + 110.0, 260.0, -1.0),
        look.cloth[0],
    );
    stage.motif(
        "lighthouse",
        (w * 0.12, horizon + 10.0, 330.0, 1.0),
        look.far,
    );
    stage.paint(look.floor, |b, _| {
        // The pier runs out from the bottom left.
        b.rect(-10.0, floor, w * 0.72, 40.0, [0.55, 0.38, 0.24]);
        for i in 0..6 {
            b.rect(
                i as f32 * 95.0,
                floor + 30.0,
                22.0,
                400.0,
                [0.4, 0.28, 0.18],
            );
        }
    });
    stage.record("pier");
    Set::outside(floor, 400.0)
        .with(Spot::Edge(w * 0.7, floor))
        .with(Spot::Water(horizon))
}

pub fn riverbank(stage: &mut Stage) -> Set {
    let horizon = stage.h() * 0.5;
    let floor = stage.h() * 0.9;
    land(stage, horizon, horizon + 200.0);
    let look = stage.look.clone();
    let w = stage.w();
    let water = mix(look.sky_mid, [0.2, 0.4, 0.5], 0.4);
    stage.paint(water, |b, _| {
        b.poly(
            &[
                (0.0, horizon + 220.0),
                (w, horizon + 180.0),
                (w, floor - 120.0),
                (0.0, floor - 60.0),
            ],
            water,
        );
        for i in 0..8 {
            let y = horizon + 240.0 + i as f32 * 40.0;
            b.line(
                &[
                    (40.0 + i as f32 * 30.0, y),
                    (200.0 + i as f32 * 50.0, y - 4.0),
                ],
                3.0,
                mix(water, look.light, 0.4),
            );
        }
    });
    stage.paint(look.near, |b, rng| {
        b.poly(
            &[
                (0.0, floor - 60.0),
                (w, floor - 120.0),
                (w, 1152.0),
                (0.0, 1152.0),
            ],
            look.near,
        );
        for _ in 0..20 {
            let x = rng.range(0.0, w);
            b.line(
                &[
                    (x, floor - 60.0),
                    (x + 6.0, floor - 160.0 - rng.range(0.0, 60.0)),
                ],
                5.0,
                mix(look.near, look.mid, 0.5),
            );
        }
    });
    stage.record("river");
    stage.record("reeds");
    Set::outside(floor - 70.0, 380.0).with(Spot::Water(horizon + 220.0))
}

pub fn open_sea(stage: &mut Stage) -> Set {
    let horizon = stage.h() * 0.48;
    stage.sky(horizon, 0.7);
    let w = stage.w();
    if !matches!(
        stage.look.weather,
        super::look::Weather::Fog | super::look::Weather::Rain
    ) {
        stage.light_source(w * 0.3, horizon * 0.4, 50.0);
    }
    sea(stage, horizon);
    Set::outside(stage.h() * 0.84, 400.0).with(Spot::Water(horizon))
}

pub fn bridge_crossing(stage: &mut Stage) -> Set {
    let horizon = stage.h() * 0.55;
    let floor = stage.h() * 0.7;
    stage.sky(horizon, 0.6);
    let look = stage.look.clone();
    let w = stage.w();
    stage.hills(horizon, 80.0, 0.15, 4.0);
    let water = mix(look.sky_mid, [0.2, 0.35, 0.5], 0.5);
    stage.ground_paint(|b, _| b.rect(0.0, horizon + 60.0, w, 1152.0, water));
    let stone = mix([0.7, 0.66, 0.6], look.mid, 0.3);
    stage.paint(stone, |b, _| {
        b.rect(0.0, floor, w, 60.0, stone);
        b.rect(0.0, floor - 70.0, w, 14.0, scale(stone, 0.8));
        for i in 0..9 {
            b.rect(i as f32 * 96.0, floor - 70.0, 12.0, 70.0, scale(stone, 0.8));
        }
        for x in [w * 0.2, w * 0.8] {
            b.oval(x, floor + 260.0, 170.0, 200.0, water);
        }
        b.rect(0.0, floor + 60.0, w, 140.0, stone);
        for x in [w * 0.2, w * 0.8] {
            b.oval(x, floor + 290.0, 150.0, 140.0, scale(water, 0.8));
        }
    });
    stage.record("bridge");
    stage.record("river");
    Set::outside(floor, 380.0)
}
