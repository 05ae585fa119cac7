//! Weather laid over a finished scene: rain (and rain falling upward), snow, fog, wind,
//! autumn leaves and spring petals.

use super::look::Weather;
use super::stage::Stage;
use crate::canvas::mix;

pub fn overlay(stage: &mut Stage) {
    let look = stage.look.clone();
    let (w, h) = (stage.w(), stage.h());
    if let Some(name) = look.weather.motif() {
        stage.record(name);
    }
    match look.weather {
        Weather::Clear => {}
        Weather::Rain | Weather::UpwardRain => {
            let up = look.weather == Weather::UpwardRain;
            let c = mix(look.light, look.sky_mid, 0.3);
            stage.paint(c, |b, rng| {
                for _ in 0..260 {
                    let (x, y) = (rng.range(-40.0, w + 40.0), rng.range(0.0, h));
                    let len = rng.range(18.0, 40.0);
                    b.line(&[(x, y), (x - len * 0.2, y + len)], 2.2, c);
                    if up && rng.chance(0.2) {
                        // Drops leaving the ground rise from splashes.
                        b.oval(x, y + len + 4.0, 6.0, 3.0, c);
                    }
                }
            });
            if up {
                // The drops rise: their heads are at the top.
                stage.paint(c, |b, rng| {
                    for _ in 0..120 {
                        let (x, y) = (rng.range(0.0, w), rng.range(0.0, h));
                        b.disc(x, y, 3.5, c);
                    }
                });
            }
        }
        Weather::Snow => {
            stage.paint([1.0; 3], |b, rng| {
                for _ in 0..220 {
                    let r = rng.range(2.5, 8.0);
                    b.disc(rng.range(0.0, w), rng.range(0.0, h), r, [0.98, 0.98, 1.0]);
                }
            });
        }
        Weather::Fog => {
            let c = mix(look.cloud, [1.0; 3], 0.5);
            let noise = stage.noise.clone();
            stage.canvas.map_all(|x, y, under| {
                let n = noise.fbm(x as f32 / 180.0, y as f32 / 60.0, 3) * 0.5 + 0.5;
                let k = (0.18 + n * 0.3) * (y as f32 / h).powf(0.5);
                mix(under, c, k)
            });
        }
        Weather::Wind => {
            let c = mix(look.light, look.sky_mid, 0.2);
            stage.paint(c, |b, rng| {
                for _ in 0..9 {
                    let (x, y) = (rng.range(-100.0, w), rng.range(0.0, h * 0.7));
                    let pts: Vec<(f32, f32)> = (0..20)
                        .map(|i| {
                            let t = i as f32 / 19.0;
                            (x + t * 300.0, y + (t * 6.0).sin() * 14.0)
                        })
                        .collect();
                    b.line(&pts, 4.0, c);
                }
                for _ in 0..12 {
                    b.oval(
                        rng.range(0.0, w),
                        rng.range(0.0, h),
                        12.0,
                        6.0,
                        [0.9, 0.6, 0.3],
                    );
                }
            });
        }
        Weather::Autumn | Weather::Blossom => {
            let colours = if look.weather == Weather::Autumn {
                [[0.86, 0.42, 0.12], [0.94, 0.7, 0.2], [0.7, 0.24, 0.12]]
            } else {
                [[1.0, 0.8, 0.86], [0.98, 0.92, 0.95], [0.95, 0.62, 0.74]]
            };
            stage.paint(colours[0], |b, rng| {
                for _ in 0..70 {
                    let (x, y) = (rng.range(0.0, w), rng.range(0.0, h));
                    let c = *rng.pick(&colours);
                    b.oval(x, y, rng.range(7.0, 14.0), rng.range(4.0, 7.0), c);
                }
            });
        }
    }
}
