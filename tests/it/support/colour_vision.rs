//! Colour vision deficiencies simulated, and colour differences measured, for the tests of
//! the palette and the simulated screenshots.
//!
//! The simulation is Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model
//! for Simulation of Color Vision Deficiency", at full severity (dichromacy: protanopia,
//! deuteranopia, tritanopia), a 3x3 matrix applied to linear RGB. Differences are CIEDE2000
//! (Sharma, Wu and Dalal's formulation) between CIELAB colours under the D65 white.

/// How a person sees colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vision {
    /// Full colour vision.
    Typical,
    /// No long-wavelength (red) cones.
    Protanopia,
    /// No medium-wavelength (green) cones.
    Deuteranopia,
    /// No short-wavelength (blue) cones.
    Tritanopia,
}

impl Vision {
    /// The three dichromacies.
    pub const DICHROMACIES: [Vision; 3] =
        [Vision::Protanopia, Vision::Deuteranopia, Vision::Tritanopia];

    /// Machado et al.'s matrix at severity 1.0 (their Table 1), on linear RGB.
    fn matrix(self) -> [[f64; 3]; 3] {
        match self {
            Vision::Typical => [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
            Vision::Protanopia => [
                [0.152_286, 1.052_583, -0.204_868],
                [0.114_503, 0.786_281, 0.099_216],
                [-0.003_882, -0.048_116, 1.051_998],
            ],
            Vision::Deuteranopia => [
                [0.367_322, 0.860_646, -0.227_968],
                [0.280_085, 0.672_501, 0.047_413],
                [-0.011_820, 0.042_940, 0.968_881],
            ],
            Vision::Tritanopia => [
                [1.255_528, -0.076_749, -0.178_779],
                [-0.078_411, 0.930_809, 0.147_602],
                [0.004_733, 0.691_367, 0.303_900],
            ],
        }
    }

    /// The name used in reports and file names.
    pub fn name(self) -> &'static str {
        match self {
            Vision::Typical => "typical",
            Vision::Protanopia => "protanopia",
            Vision::Deuteranopia => "deuteranopia",
            Vision::Tritanopia => "tritanopia",
        }
    }
}

/// An sRGB channel (0-255) in linear light (0-1).
fn linear(channel: u8) -> f64 {
    let c = f64::from(channel) / 255.0;
    if c <= 0.040_45 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// A linear channel (clamped to 0-1) back in sRGB (0-255).
fn encoded(channel: f64) -> u8 {
    let c = channel.clamp(0.0, 1.0);
    let c = if c <= 0.003_130_8 {
        c * 12.92
    } else {
        1.055 * c.powf(1.0 / 2.4) - 0.055
    };
    (c * 255.0).round() as u8
}

/// `rgb` as `vision` sees it, in linear RGB (clamped to the gamut).
fn seen_linear(rgb: [u8; 3], vision: Vision) -> [f64; 3] {
    let l = rgb.map(linear);
    vision
        .matrix()
        .map(|row| (row[0] * l[0] + row[1] * l[1] + row[2] * l[2]).clamp(0.0, 1.0))
}

/// `rgb` as `vision` sees it, in sRGB: for drawing a simulated picture.
pub fn seen(rgb: [u8; 3], vision: Vision) -> [u8; 3] {
    seen_linear(rgb, vision).map(encoded)
}

/// CIELAB (D65) of a linear RGB colour.
#[expect(clippy::many_single_char_names, reason = "the formula's own names")]
fn lab(l: [f64; 3]) -> [f64; 3] {
    let [r, g, b] = l;
    let x = 0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b;
    let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175_0 * b;
    let z = 0.019_333_9 * r + 0.119_192_0 * g + 0.950_304_1 * b;
    let f = |t: f64| {
        if t > 216.0 / 24_389.0 {
            t.cbrt()
        } else {
            (24_389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.950_47), f(y), f(z / 1.088_83));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The CIEDE2000 difference of two CIELAB colours.
#[expect(clippy::many_single_char_names, reason = "the formula's own names")]
fn ciede2000(one: [f64; 3], two: [f64; 3]) -> f64 {
    let ([l1, a1, b1], [l2, a2, b2]) = (one, two);
    let c_mean = f64::midpoint(a1.hypot(b1), a2.hypot(b2));
    let g = 0.5 * (1.0 - (c_mean.powi(7) / (c_mean.powi(7) + 25f64.powi(7))).sqrt());
    let (a1p, a2p) = ((1.0 + g) * a1, (1.0 + g) * a2);
    let (c1p, c2p) = (a1p.hypot(b1), a2p.hypot(b2));
    let hue = |b: f64, a: f64| b.atan2(a).to_degrees().rem_euclid(360.0);
    let (h1p, h2p) = (hue(b1, a1p), hue(b2, a2p));
    let d_l = l2 - l1;
    let d_c = c2p - c1p;
    let dh = if c1p * c2p == 0.0 {
        0.0
    } else {
        let d = h2p - h1p;
        if d > 180.0 {
            d - 360.0
        } else if d < -180.0 {
            d + 360.0
        } else {
            d
        }
    };
    let d_h = 2.0 * (c1p * c2p).sqrt() * (dh / 2.0).to_radians().sin();
    let l_mean = f64::midpoint(l1, l2);
    let cp_mean = f64::midpoint(c1p, c2p);
    let h_mean = if c1p * c2p == 0.0 {
        h1p + h2p
    } else if (h1p - h2p).abs() <= 180.0 {
        f64::midpoint(h1p, h2p)
    } else if h1p + h2p < 360.0 {
        (h1p + h2p + 360.0) / 2.0
    } else {
        (h1p + h2p - 360.0) / 2.0
    };
    let cos = |deg: f64| deg.to_radians().cos();
    let t =
        1.0 - 0.17 * cos(h_mean - 30.0) + 0.24 * cos(2.0 * h_mean) + 0.32 * cos(3.0 * h_mean + 6.0)
            - 0.20 * cos(4.0 * h_mean - 63.0);
    let d_theta = 30.0 * (-((h_mean - 275.0) / 25.0).powi(2)).exp();
    let r_c = 2.0 * (cp_mean.powi(7) / (cp_mean.powi(7) + 25f64.powi(7))).sqrt();
    let s_l = 1.0 + 0.015 * (l_mean - 50.0).powi(2) / (20.0 + (l_mean - 50.0).powi(2)).sqrt();
    let s_c = 1.0 + 0.045 * cp_mean;
    let s_h = 1.0 + 0.015 * cp_mean * t;
    let r_t = -(2.0 * d_theta).to_radians().sin() * r_c;
    let (l, c, h) = (d_l / s_l, d_c / s_c, d_h / s_h);
    (l * l + c * c + h * h + r_t * c * h).sqrt()
}

/// How different two sRGB colours look to `vision`: CIEDE2000 after the simulation.
pub fn difference(one: [u8; 3], two: [u8; 3], vision: Vision) -> f64 {
    ciede2000(lab(seen_linear(one, vision)), lab(seen_linear(two, vision)))
}

#[test]
fn the_difference_formula_gives_sharma_wu_and_dalals_values() {
    // Pairs 1, 7 and 17 of Sharma, Wu and Dalal's test data (2005), to four decimals.
    let cases = [
        ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
        ([50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669),
        ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
    ];
    for (one, two, expected) in cases {
        let found = ciede2000(one, two);
        assert!((found - expected).abs() < 1e-4, "{found} for {expected}");
    }
    // Grey stays grey to every eye, white stays white.
    for vision in Vision::DICHROMACIES {
        let white = seen([255, 255, 255], vision);
        assert!(white.iter().all(|c| *c >= 254), "{vision:?}: {white:?}");
        assert!(difference([128, 128, 128], [128, 128, 128], vision) < 1e-9);
    }
}
