//! The colour schemes a card can be painted in. Each names the roles colours play in a scene
//! (sky bands, the light source, near and far silhouettes, warm lamps) rather than raw swatches,
//! so every layout reads well in every palette.

use crate::canvas::Rgb;

pub struct Palette {
    pub name: &'static str,
    /// Night palettes get stars and read lamps as the brightest thing in the scene.
    pub night: bool,
    pub sky_top: Rgb,
    pub sky_mid: Rgb,
    pub horizon: Rgb,
    /// The sun, moon or portal light.
    pub light: Rgb,
    /// Distant silhouettes, before atmospheric fading.
    pub far: Rgb,
    /// Foreground silhouettes: the darkest ink on the card.
    pub near: Rgb,
    /// Lamps, windows, candle flames.
    pub accent: Rgb,
    pub cloud: Rgb,
    /// Moods this palette can carry; the painter picks one for the card's tags.
    pub moods: &'static [&'static str],
}

const fn rgb(r: u8, g: u8, b: u8) -> Rgb {
    [r as f32 / 255.0, g as f32 / 255.0, b as f32 / 255.0]
}

pub const PALETTES: &[Palette] = &[
    Palette {
        name: "violet dusk",
        night: true,
        sky_top: rgb(0x1a, 0x10, 0x3c),
        sky_mid: rgb(0x6a, 0x2e, 0x78),
        horizon: rgb(0xf0, 0x8a, 0x5d),
        light: rgb(0xfb, 0xec, 0xd0),
        far: rgb(0x8a, 0x4a, 0x80),
        near: rgb(0x1a, 0x0f, 0x26),
        accent: rgb(0xff, 0xcf, 0x7a),
        cloud: rgb(0xd9, 0x8b, 0xb0),
        moods: &["wistful", "serene", "longing"],
    },
    Palette {
        name: "teal night",
        night: true,
        sky_top: rgb(0x03, 0x16, 0x1c),
        sky_mid: rgb(0x0c, 0x3a, 0x42),
        horizon: rgb(0x22, 0x74, 0x6e),
        light: rgb(0xa8, 0xf8, 0xea),
        far: rgb(0x16, 0x4a, 0x4c),
        near: rgb(0x02, 0x12, 0x16),
        accent: rgb(0xff, 0xe6, 0x9a),
        cloud: rgb(0x5f, 0xd0, 0xc0),
        moods: &["mysterious", "quiet", "eerie"],
    },
    Palette {
        name: "rose dawn",
        night: false,
        sky_top: rgb(0xe8, 0xb4, 0xbc),
        sky_mid: rgb(0xf6, 0xd2, 0xcc),
        horizon: rgb(0xfd, 0xee, 0xdc),
        light: rgb(0xff, 0xf8, 0xe6),
        far: rgb(0xc4, 0x94, 0xa8),
        near: rgb(0x4e, 0x40, 0x6c),
        accent: rgb(0xff, 0xc8, 0x6a),
        cloud: rgb(0xff, 0xfa, 0xf4),
        moods: &["tender", "hopeful", "dreamy"],
    },
    Palette {
        name: "midnight blue",
        night: true,
        sky_top: rgb(0x04, 0x08, 0x20),
        sky_mid: rgb(0x12, 0x20, 0x64),
        horizon: rgb(0x3c, 0x52, 0xa4),
        light: rgb(0xee, 0xf2, 0xff),
        far: rgb(0x24, 0x2e, 0x68),
        near: rgb(0x05, 0x07, 0x16),
        accent: rgb(0xff, 0xd0, 0x66),
        cloud: rgb(0x6c, 0x80, 0xd0),
        moods: &["lonely", "calm", "mysterious"],
    },
    Palette {
        name: "amber desert",
        night: false,
        sky_top: rgb(0x3a, 0x1c, 0x3e),
        sky_mid: rgb(0xc4, 0x5a, 0x3c),
        horizon: rgb(0xf8, 0xc8, 0x6c),
        light: rgb(0xff, 0xf4, 0xc4),
        far: rgb(0xa0, 0x4e, 0x3c),
        near: rgb(0x28, 0x0e, 0x1e),
        accent: rgb(0xff, 0xf0, 0xb0),
        cloud: rgb(0xf4, 0xa4, 0x6a),
        moods: &["searching", "vast", "nostalgic"],
    },
    Palette {
        name: "ember",
        night: true,
        sky_top: rgb(0x18, 0x05, 0x08),
        sky_mid: rgb(0x6a, 0x14, 0x10),
        horizon: rgb(0xe8, 0x64, 0x2c),
        light: rgb(0xff, 0xdc, 0xa4),
        far: rgb(0x5c, 0x1a, 0x18),
        near: rgb(0x10, 0x04, 0x06),
        accent: rgb(0xff, 0xb4, 0x48),
        cloud: rgb(0xc4, 0x44, 0x2c),
        moods: &["ominous", "fierce", "feverish"],
    },
    Palette {
        name: "mint fog",
        night: false,
        sky_top: rgb(0xb4, 0xd8, 0xcc),
        sky_mid: rgb(0xcc, 0xe6, 0xda),
        horizon: rgb(0xf0, 0xf6, 0xee),
        light: rgb(0xff, 0xff, 0xf6),
        far: rgb(0x86, 0xae, 0xa0),
        near: rgb(0x2a, 0x44, 0x44),
        accent: rgb(0xff, 0xc8, 0x78),
        cloud: rgb(0xf6, 0xfc, 0xf8),
        moods: &["calm", "fresh", "hushed"],
    },
    Palette {
        name: "golden hour",
        night: false,
        sky_top: rgb(0x2c, 0x3a, 0x6c),
        sky_mid: rgb(0xdc, 0x8c, 0x5a),
        horizon: rgb(0xff, 0xda, 0x8c),
        light: rgb(0xff, 0xf6, 0xd4),
        far: rgb(0xa4, 0x68, 0x5c),
        near: rgb(0x28, 0x18, 0x24),
        accent: rgb(0xff, 0xee, 0xb0),
        cloud: rgb(0xff, 0xc4, 0x8c),
        moods: &["warm", "nostalgic", "hopeful"],
    },
    Palette {
        name: "ice",
        night: false,
        sky_top: rgb(0x0e, 0x2a, 0x4c),
        sky_mid: rgb(0x5a, 0x8a, 0xba),
        horizon: rgb(0xdc, 0xee, 0xf6),
        light: rgb(0xff, 0xff, 0xff),
        far: rgb(0x7c, 0xa2, 0xc2),
        near: rgb(0x16, 0x2a, 0x44),
        accent: rgb(0xff, 0xdc, 0x96),
        cloud: rgb(0xee, 0xf6, 0xff),
        moods: &["cold", "still", "lonely"],
    },
    Palette {
        name: "deep jade",
        night: true,
        sky_top: rgb(0x02, 0x16, 0x12),
        sky_mid: rgb(0x0a, 0x48, 0x3a),
        horizon: rgb(0x3c, 0xa4, 0x82),
        light: rgb(0xd0, 0xff, 0xe6),
        far: rgb(0x0e, 0x3a, 0x30),
        near: rgb(0x01, 0x0e, 0x0b),
        accent: rgb(0xf8, 0xe0, 0x8a),
        cloud: rgb(0x6a, 0xd0, 0xa8),
        moods: &["secret", "deep", "calm"],
    },
    Palette {
        name: "lavender snow",
        night: false,
        sky_top: rgb(0x3a, 0x30, 0x62),
        sky_mid: rgb(0x9c, 0x8a, 0xca),
        horizon: rgb(0xf0, 0xe2, 0xf0),
        light: rgb(0xff, 0xfa, 0xf2),
        far: rgb(0x8c, 0x7c, 0xb2),
        near: rgb(0x28, 0x1e, 0x3e),
        accent: rgb(0xff, 0xd6, 0x8c),
        cloud: rgb(0xf2, 0xea, 0xff),
        moods: &["gentle", "dreamy", "melancholy"],
    },
    Palette {
        name: "crimson eclipse",
        night: true,
        sky_top: rgb(0x0a, 0x02, 0x08),
        sky_mid: rgb(0x44, 0x08, 0x1e),
        horizon: rgb(0xb4, 0x1c, 0x3c),
        light: rgb(0xff, 0xb8, 0xa4),
        far: rgb(0x3c, 0x0a, 0x1a),
        near: rgb(0x05, 0x01, 0x04),
        accent: rgb(0xff, 0xd0, 0x70),
        cloud: rgb(0x84, 0x22, 0x42),
        moods: &["ominous", "dangerous", "passionate"],
    },
    Palette {
        name: "sepia",
        night: false,
        sky_top: rgb(0x3a, 0x2a, 0x1c),
        sky_mid: rgb(0x8c, 0x6c, 0x4a),
        horizon: rgb(0xea, 0xd2, 0xa2),
        light: rgb(0xff, 0xf2, 0xca),
        far: rgb(0x7c, 0x5c, 0x42),
        near: rgb(0x22, 0x16, 0x0e),
        accent: rgb(0xff, 0xee, 0xb0),
        cloud: rgb(0xda, 0xba, 0x8a),
        moods: &["nostalgic", "old", "wistful"],
    },
    Palette {
        name: "aurora",
        night: true,
        sky_top: rgb(0x06, 0x08, 0x1e),
        sky_mid: rgb(0x18, 0x14, 0x4e),
        horizon: rgb(0x2a, 0x6a, 0x8c),
        light: rgb(0xb4, 0xff, 0xdc),
        far: rgb(0x1a, 0x20, 0x50),
        near: rgb(0x03, 0x04, 0x0e),
        accent: rgb(0xff, 0xde, 0x88),
        cloud: rgb(0x4e, 0xe0, 0xb0),
        moods: &["wondrous", "magical", "awed"],
    },
    Palette {
        name: "coral sea",
        night: false,
        sky_top: rgb(0x1c, 0x5a, 0x7a),
        sky_mid: rgb(0x5c, 0xa8, 0xb4),
        horizon: rgb(0xf8, 0xc4, 0xa4),
        light: rgb(0xff, 0xf4, 0xe0),
        far: rgb(0x4c, 0x86, 0x94),
        near: rgb(0x10, 0x2a, 0x3a),
        accent: rgb(0xff, 0x9c, 0x7a),
        cloud: rgb(0xff, 0xe4, 0xd4),
        moods: &["playful", "bright", "curious"],
    },
    Palette {
        name: "peach pastel",
        night: false,
        sky_top: rgb(0xf2, 0xb8, 0xb0),
        sky_mid: rgb(0xf8, 0xd4, 0xc4),
        horizon: rgb(0xd8, 0xe4, 0xf4),
        light: rgb(0xff, 0xfa, 0xee),
        far: rgb(0xd4, 0xa0, 0xb0),
        near: rgb(0x3e, 0x4c, 0x7a),
        accent: rgb(0xff, 0xd8, 0x8a),
        cloud: rgb(0xff, 0xf0, 0xea),
        moods: &["tender", "whimsical", "light"],
    },
    Palette {
        name: "tangerine",
        night: false,
        sky_top: rgb(0x7a, 0x24, 0x14),
        sky_mid: rgb(0xd8, 0x5a, 0x24),
        horizon: rgb(0xf6, 0xa4, 0x4c),
        light: rgb(0xfa, 0xf0, 0xdc),
        far: rgb(0xb4, 0x4c, 0x2a),
        near: rgb(0x2c, 0x10, 0x10),
        accent: rgb(0x3e, 0xb0, 0x9c),
        cloud: rgb(0xff, 0xc8, 0x8c),
        moods: &["intense", "watchful", "strange"],
    },
    Palette {
        name: "noon blue",
        night: false,
        sky_top: rgb(0x3a, 0x7c, 0xc4),
        sky_mid: rgb(0x86, 0xbc, 0xe8),
        horizon: rgb(0xe6, 0xf2, 0xf8),
        light: rgb(0xff, 0xfe, 0xf4),
        far: rgb(0x8c, 0xb4, 0xc8),
        near: rgb(0x1e, 0x3a, 0x54),
        accent: rgb(0xff, 0xc4, 0x4a),
        cloud: rgb(0xff, 0xff, 0xff),
        moods: &["carefree", "bright", "curious"],
    },
    Palette {
        name: "lilac morning",
        night: false,
        sky_top: rgb(0xb4, 0xa8, 0xe0),
        sky_mid: rgb(0xe0, 0xcc, 0xec),
        horizon: rgb(0xfc, 0xe8, 0xdc),
        light: rgb(0xff, 0xfc, 0xf0),
        far: rgb(0xb0, 0x9c, 0xc8),
        near: rgb(0x40, 0x34, 0x64),
        accent: rgb(0xff, 0xb0, 0x8c),
        cloud: rgb(0xff, 0xf6, 0xfa),
        moods: &["dreamy", "gentle", "hopeful"],
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_enough() {
        let mut names: Vec<_> = PALETTES.iter().map(|p| p.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), PALETTES.len());
        assert!(PALETTES.len() >= 12);
    }

    #[test]
    fn silhouettes_are_darker_than_the_horizon() {
        let luma = |c: Rgb| 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2];
        for p in PALETTES {
            assert!(
                luma(p.near) < luma(p.horizon),
                "{} near ink too light",
                p.name
            );
        }
    }
}
