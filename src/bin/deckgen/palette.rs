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

const fn hex(v: u32) -> Rgb {
    [
        ((v >> 16) & 255) as f32 / 255.0,
        ((v >> 8) & 255) as f32 / 255.0,
        (v & 255) as f32 / 255.0,
    ]
}

pub const PALETTES: &[Palette] = &[
    Palette {
        name: "violet dusk",
        night: true,
        sky_top: hex(0x1a_10_3c),
        sky_mid: hex(0x6a_2e_78),
        horizon: hex(0xf0_8a_5d),
        light: hex(0xfb_ec_d0),
        far: hex(0x8a_4a_80),
        near: hex(0x1a_0f_26),
        accent: hex(0xff_cf_7a),
        cloud: hex(0xd9_8b_b0),
        moods: &["wistful", "serene", "longing"],
    },
    Palette {
        name: "teal night",
        night: true,
        sky_top: hex(0x03_16_1c),
        sky_mid: hex(0x0c_3a_42),
        horizon: hex(0x22_74_6e),
        light: hex(0xa8_f8_ea),
        far: hex(0x16_4a_4c),
        near: hex(0x02_12_16),
        accent: hex(0xff_e6_9a),
        cloud: hex(0x5f_d0_c0),
        moods: &["mysterious", "quiet", "eerie"],
    },
    Palette {
        name: "rose dawn",
        night: false,
        sky_top: hex(0xe8_b4_bc),
        sky_mid: hex(0xf6_d2_cc),
        horizon: hex(0xfd_ee_dc),
        light: hex(0xff_f8_e6),
        far: hex(0xc4_94_a8),
        near: hex(0x4e_40_6c),
        accent: hex(0xff_c8_6a),
        cloud: hex(0xff_fa_f4),
        moods: &["tender", "hopeful", "dreamy"],
    },
    Palette {
        name: "midnight blue",
        night: true,
        sky_top: hex(0x04_08_20),
        sky_mid: hex(0x12_20_64),
        horizon: hex(0x3c_52_a4),
        light: hex(0xee_f2_ff),
        far: hex(0x24_2e_68),
        near: hex(0x05_07_16),
        accent: hex(0xff_d0_66),
        cloud: hex(0x6c_80_d0),
        moods: &["lonely", "calm", "mysterious"],
    },
    Palette {
        name: "amber desert",
        night: false,
        sky_top: hex(0x3a_1c_3e),
        sky_mid: hex(0xc4_5a_3c),
        horizon: hex(0xf8_c8_6c),
        light: hex(0xff_f4_c4),
        far: hex(0xa0_4e_3c),
        near: hex(0x28_0e_1e),
        accent: hex(0xff_f0_b0),
        cloud: hex(0xf4_a4_6a),
        moods: &["searching", "vast", "nostalgic"],
    },
    Palette {
        name: "ember",
        night: true,
        sky_top: hex(0x18_05_08),
        sky_mid: hex(0x6a_14_10),
        horizon: hex(0xe8_64_2c),
        light: hex(0xff_dc_a4),
        far: hex(0x5c_1a_18),
        near: hex(0x10_04_06),
        accent: hex(0xff_b4_48),
        cloud: hex(0xc4_44_2c),
        moods: &["ominous", "fierce", "feverish"],
    },
    Palette {
        name: "mint fog",
        night: false,
        sky_top: hex(0xb4_d8_cc),
        sky_mid: hex(0xcc_e6_da),
        horizon: hex(0xf0_f6_ee),
        light: hex(0xff_ff_f6),
        far: hex(0x86_ae_a0),
        near: hex(0x2a_44_44),
        accent: hex(0xff_c8_78),
        cloud: hex(0xf6_fc_f8),
        moods: &["calm", "fresh", "hushed"],
    },
    Palette {
        name: "golden hour",
        night: false,
        sky_top: hex(0x2c_3a_6c),
        sky_mid: hex(0xdc_8c_5a),
        horizon: hex(0xff_da_8c),
        light: hex(0xff_f6_d4),
        far: hex(0xa4_68_5c),
        near: hex(0x28_18_24),
        accent: hex(0xff_ee_b0),
        cloud: hex(0xff_c4_8c),
        moods: &["warm", "nostalgic", "hopeful"],
    },
    Palette {
        name: "ice",
        night: false,
        sky_top: hex(0x0e_2a_4c),
        sky_mid: hex(0x5a_8a_ba),
        horizon: hex(0xdc_ee_f6),
        light: hex(0xff_ff_ff),
        far: hex(0x7c_a2_c2),
        near: hex(0x16_2a_44),
        accent: hex(0xff_dc_96),
        cloud: hex(0xee_f6_ff),
        moods: &["cold", "still", "lonely"],
    },
    Palette {
        name: "deep jade",
        night: true,
        sky_top: hex(0x02_16_12),
        sky_mid: hex(0x0a_48_3a),
        horizon: hex(0x3c_a4_82),
        light: hex(0xd0_ff_e6),
        far: hex(0x0e_3a_30),
        near: hex(0x01_0e_0b),
        accent: hex(0xf8_e0_8a),
        cloud: hex(0x6a_d0_a8),
        moods: &["secret", "deep", "calm"],
    },
    Palette {
        name: "lavender snow",
        night: false,
        sky_top: hex(0x3a_30_62),
        sky_mid: hex(0x9c_8a_ca),
        horizon: hex(0xf0_e2_f0),
        light: hex(0xff_fa_f2),
        far: hex(0x8c_7c_b2),
        near: hex(0x28_1e_3e),
        accent: hex(0xff_d6_8c),
        cloud: hex(0xf2_ea_ff),
        moods: &["gentle", "dreamy", "melancholy"],
    },
    Palette {
        name: "crimson eclipse",
        night: true,
        sky_top: hex(0x0a_02_08),
        sky_mid: hex(0x44_08_1e),
        horizon: hex(0xb4_1c_3c),
        light: hex(0xff_b8_a4),
        far: hex(0x3c_0a_1a),
        near: hex(0x05_01_04),
        accent: hex(0xff_d0_70),
        cloud: hex(0x84_22_42),
        moods: &["ominous", "dangerous", "passionate"],
    },
    Palette {
        name: "sepia",
        night: false,
        sky_top: hex(0x3a_2a_1c),
        sky_mid: hex(0x8c_6c_4a),
        horizon: hex(0xea_d2_a2),
        light: hex(0xff_f2_ca),
        far: hex(0x7c_5c_42),
        near: hex(0x22_16_0e),
        accent: hex(0xff_ee_b0),
        cloud: hex(0xda_ba_8a),
        moods: &["nostalgic", "old", "wistful"],
    },
    Palette {
        name: "aurora",
        night: true,
        sky_top: hex(0x06_08_1e),
        sky_mid: hex(0x18_14_4e),
        horizon: hex(0x2a_6a_8c),
        light: hex(0xb4_ff_dc),
        far: hex(0x1a_20_50),
        near: hex(0x03_04_0e),
        accent: hex(0xff_de_88),
        cloud: hex(0x4e_e0_b0),
        moods: &["wondrous", "magical", "awed"],
    },
    Palette {
        name: "coral sea",
        night: false,
        sky_top: hex(0x1c_5a_7a),
        sky_mid: hex(0x5c_a8_b4),
        horizon: hex(0xf8_c4_a4),
        light: hex(0xff_f4_e0),
        far: hex(0x4c_86_94),
        near: hex(0x10_2a_3a),
        accent: hex(0xff_9c_7a),
        cloud: hex(0xff_e4_d4),
        moods: &["playful", "bright", "curious"],
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
