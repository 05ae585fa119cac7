//! The colours of a tale: a time of day and a weather, each with the roles colours play (sky
//! bands, the light, near and far ground, walls and floors for rooms, clothes and skin), so
//! night and moon are one choice among many.

use crate::canvas::{Rgb, mix};
use crate::rng::Rng;

/// When the scene happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Time {
    Dawn,
    Noon,
    Afternoon,
    Dusk,
    Night,
}

/// What the sky is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weather {
    Clear,
    Rain,
    Snow,
    Fog,
    Wind,
    /// Autumn: leaves in the air, the ground turned ochre.
    Autumn,
    /// Spring: petals in the air.
    Blossom,
    /// Rain falling the wrong way.
    UpwardRain,
}

impl Weather {
    /// The motif tag of what falls or drifts, if anything.
    pub fn motif(self) -> Option<&'static str> {
        match self {
            Weather::Clear => None,
            Weather::Rain => Some("rain"),
            Weather::Snow => Some("snowflakes"),
            Weather::Fog => Some("fog"),
            Weather::Wind => Some("wind"),
            Weather::Autumn => Some("autumn leaves"),
            Weather::Blossom => Some("blossom"),
            Weather::UpwardRain => Some("upward rain"),
        }
    }
}

/// The card's colours.
#[derive(Clone, Debug)]
pub struct Look {
    /// The palette tag.
    pub name: &'static str,
    pub weather: Weather,
    pub night: bool,
    pub sky_top: Rgb,
    pub sky_mid: Rgb,
    pub horizon: Rgb,
    /// The sun, moon or lamp.
    pub light: Rgb,
    pub far: Rgb,
    pub mid: Rgb,
    pub near: Rgb,
    /// Walls and floors of rooms.
    pub wall: Rgb,
    pub floor: Rgb,
    /// Warm lamps, windows, flames.
    pub accent: Rgb,
    pub cloud: Rgb,
    /// Clothes, from which each character takes two.
    pub cloth: [Rgb; 6],
    /// The paper the non-glow styles are painted on.
    pub paper: Rgb,
    /// Outlines and the darkest ink.
    pub ink: Rgb,
    /// Moods this look can carry.
    pub moods: &'static [&'static str],
}

const fn rgb(hex: u32) -> Rgb {
    [
        ((hex >> 16) & 0xff) as f32 / 255.0,
        ((hex >> 8) & 0xff) as f32 / 255.0,
        (hex & 0xff) as f32 / 255.0,
    ]
}

/// Skin tones, light to dark; each character takes one.
pub const SKIN: [Rgb; 5] = [
    rgb(0xf3_d2_b8),
    rgb(0xe0_ac_88),
    rgb(0xc0_84_5c),
    rgb(0x8c_5a_3c),
    rgb(0x5e_3a_28),
];

struct Base {
    name: &'static str,
    time: Time,
    sky: [u32; 3],
    light: u32,
    ground: [u32; 3],
    room: [u32; 2],
    accent: u32,
    cloud: u32,
    cloth: [u32; 6],
    moods: &'static [&'static str],
}

const BASES: &[Base] = &[
    Base {
        name: "dawn rose",
        time: Time::Dawn,
        sky: [0x8e_8c_c8, 0xf2_b4_b4, 0xff_e2_c0],
        light: 0xff_f0_d8,
        ground: [0xb8_9c_b4, 0x7c_6c_8c, 0x3c_34_50],
        room: [0xf0_d8_cc, 0x9c_74_6c],
        accent: 0xff_c2_6c,
        cloud: 0xff_e8_e4,
        cloth: [
            0x3e_5c_9a, 0xd8_5a_54, 0xf2_c4_5a, 0x5a_8a_6a, 0x7a_4a_8a, 0xf4_ee_e0,
        ],
        moods: &["hopeful", "tender", "fresh"],
    },
    Base {
        name: "noon blue",
        time: Time::Noon,
        sky: [0x3a_7c_d0, 0x7e_b8_ea, 0xd4_ec_f8],
        light: 0xff_fc_e8,
        ground: [0x9c_c4_8c, 0x5a_94_5a, 0x2e_5a_3a],
        room: [0xf4_e8_d0, 0xb8_84_56],
        accent: 0xff_c8_3c,
        cloud: 0xff_ff_ff,
        cloth: [
            0xd8_3c_3c, 0x2c_4c_9c, 0xf4_c0_2c, 0xf0_f0_e8, 0x3c_8c_5c, 0xe8_7c_2c,
        ],
        moods: &["joyful", "playful", "carefree"],
    },
    Base {
        name: "summer afternoon",
        time: Time::Afternoon,
        sky: [0x5c_8c_c8, 0xa8_cc_e0, 0xf4_e4_b8],
        light: 0xff_f4_c8,
        ground: [0xd8_c4_78, 0x9c_a0_4c, 0x4c_5c_2c],
        room: [0xf2_dc_b0, 0xa0_6c_3c],
        accent: 0xff_b0_3c,
        cloud: 0xff_fc_f0,
        cloth: [
            0xc4_3c_2c, 0x34_5c_8c, 0xf0_d8_8c, 0x6c_3c_6c, 0x2c_6c_5c, 0xf4_f0_e4,
        ],
        moods: &["lazy", "warm", "carefree"],
    },
    Base {
        name: "golden dusk",
        time: Time::Dusk,
        sky: [0x3c_34_74, 0xd8_74_6c, 0xff_c8_7c],
        light: 0xff_e8_b4,
        ground: [0xa4_60_6c, 0x6c_38_54, 0x2c_18_2c],
        room: [0xe8_b8_94, 0x7c_4c_40],
        accent: 0xff_d0_6c,
        cloud: 0xf8_a8_8c,
        cloth: [
            0x2c_4c_7c, 0xf4_d4_8c, 0x9c_2c_3c, 0x4c_7c_6c, 0xe8_e0_d0, 0x6c_4c_9c,
        ],
        moods: &["nostalgic", "wistful", "tender"],
    },
    Base {
        name: "blue night",
        time: Time::Night,
        sky: [0x0a_10_34, 0x1c_2c_6c, 0x4c_5c_9c],
        light: 0xf0_ec_d4,
        ground: [0x34_3c_70, 0x1c_22_48, 0x0a_0c_20],
        room: [0x4c_4c_7c, 0x2c_24_3c],
        accent: 0xff_cc_5c,
        cloud: 0x5c_68_a8,
        cloth: [
            0xd8_c4_8c, 0x9c_3c_4c, 0x4c_8c_9c, 0xe8_e4_f0, 0x7c_5c_ac, 0xc8_7c_3c,
        ],
        moods: &["mysterious", "secret", "quiet"],
    },
    Base {
        name: "grey rain",
        time: Time::Afternoon,
        sky: [0x5c_64_74, 0x8c_94_a0, 0xb8_bc_c0],
        light: 0xf0_f0_e8,
        ground: [0x7c_88_84, 0x4c_5c_5c, 0x24_2c_30],
        room: [0xd4_d0_c4, 0x6c_5c_4c],
        accent: 0xff_c4_4c,
        cloud: 0xd0_d4_d8,
        cloth: [
            0xf0_c0_2c, 0xc4_3c_3c, 0x2c_5c_8c, 0x3c_7c_5c, 0xe8_e4_dc, 0x8c_4c_7c,
        ],
        moods: &["melancholy", "cosy", "patient"],
    },
    Base {
        name: "snow white",
        time: Time::Noon,
        sky: [0x9c_b4_d4, 0xcc_dc_ec, 0xf0_f4_f8],
        light: 0xff_ff_fc,
        ground: [0xf4_f8_fc, 0xc8_d4_e4, 0x5c_6c_84],
        room: [0xec_e4_dc, 0x8c_6c_5c],
        accent: 0xf4_5c_4c,
        cloud: 0xf4_f8_fc,
        cloth: [
            0xc8_2c_3c, 0x2c_4c_7c, 0x3c_6c_4c, 0xf0_b4_2c, 0x5c_3c_6c, 0x8c_5c_3c,
        ],
        moods: &["hushed", "still", "crisp"],
    },
    Base {
        name: "fog green",
        time: Time::Dawn,
        sky: [0xa4_b8_b0, 0xc4_d4_cc, 0xe4_ec_e4],
        light: 0xff_fc_f0,
        ground: [0xb0_c0_b4, 0x7c_94_88, 0x3c_50_4c],
        room: [0xdc_e0_d4, 0x006c_7464],
        accent: 0xff_b8_5c,
        cloud: 0xec_f2_ec,
        cloth: [
            0xb4_3c_3c, 0x2c_44_5c, 0xe8_c4_6c, 0x5c_4c_7c, 0xf0_ec_e0, 0x8c_6c_3c,
        ],
        moods: &["hushed", "uncertain", "dreamy"],
    },
    Base {
        name: "autumn ochre",
        time: Time::Afternoon,
        sky: [0x6c_8c_b4, 0xc4_b8_a4, 0xf0_d4_a0],
        light: 0xff_f0_c8,
        ground: [0xd8_a4_4c, 0xa4_5c_2c, 0x4c_28_1c],
        room: [0xec_d0_a8, 0x8c_54_34],
        accent: 0xff_9c_2c,
        cloud: 0xf8_ec_dc,
        cloth: [
            0x2c_4c_6c, 0x6c_2c_2c, 0xf0_e0_bc, 0x3c_5c_3c, 0xc8_7c_2c, 0x4c_3c_5c,
        ],
        moods: &["nostalgic", "cosy", "wistful"],
    },
    Base {
        name: "spring green",
        time: Time::Noon,
        sky: [0x7c_b4_e0, 0xbc_dc_ec, 0xf4_f4_dc],
        light: 0xff_ff_ec,
        ground: [0xc4_e0_8c, 0x7c_b4_5c, 0x34_6c_3c],
        room: [0xf8_ec_dc, 0xa8_7c_5c],
        accent: 0xff_8c_b4,
        cloud: 0xff_ff_ff,
        cloth: [
            0xe8_6c_8c, 0x3c_5c_ac, 0xf4_d4_4c, 0xf8_f4_ec, 0x8c_4c_9c, 0xd8_5c_3c,
        ],
        moods: &["hopeful", "playful", "fresh"],
    },
    Base {
        name: "stormy violet",
        time: Time::Dusk,
        sky: [0x2c_24_4c, 0x5c_4c_7c, 0x9c_8c_a4],
        light: 0xf8_f0_e0,
        ground: [0x6c_5c_7c, 0x3c_30_4c, 0x18_14_24],
        room: [0x9c_8c_a0, 0x3c_30_3c],
        accent: 0xff_d8_7c,
        cloud: 0x7c_70_90,
        cloth: [
            0xf4_c8_4c, 0xd8_4c_4c, 0x4c_9c_ac, 0xec_e4_dc, 0x8c_6c_4c, 0x5c_8c_4c,
        ],
        moods: &["restless", "ominous", "brave"],
    },
    Base {
        name: "candlelight",
        time: Time::Night,
        sky: [0x1c_10_1c, 0x4c_28_24, 0x8c_54_34],
        light: 0xff_e4_a4,
        ground: [0x6c_44_30, 0x3c_24_1c, 0x18_0c_0c],
        room: [0x8c_5c_3c, 0x3c_24_1c],
        accent: 0xff_c0_4c,
        cloud: 0x6c_40_30,
        cloth: [
            0x2c_4c_6c, 0xe8_d4_a8, 0x8c_2c_2c, 0x3c_6c_4c, 0xd4_9c_3c, 0x5c_3c_6c,
        ],
        moods: &["cosy", "secret", "tender"],
    },
];

impl Look {
    /// A look for `weather`, chosen among the times and palettes that suit it.
    pub fn choose(rng: &mut Rng, weather: Weather, indoors: bool) -> Look {
        let fits: Vec<&Base> = BASES
            .iter()
            .filter(|b| match weather {
                Weather::Rain | Weather::UpwardRain => {
                    matches!(
                        b.name,
                        "grey rain" | "stormy violet" | "blue night" | "golden dusk"
                    )
                }
                Weather::Snow => matches!(b.name, "snow white" | "blue night" | "dawn rose"),
                Weather::Fog => matches!(b.name, "fog green" | "dawn rose" | "blue night"),
                Weather::Autumn => matches!(b.name, "autumn ochre" | "golden dusk"),
                Weather::Blossom => matches!(b.name, "spring green" | "dawn rose" | "noon blue"),
                Weather::Wind => {
                    matches!(b.name, "stormy violet" | "noon blue" | "summer afternoon")
                }
                Weather::Clear => {
                    indoors || !matches!(b.name, "grey rain" | "snow white" | "fog green")
                }
            })
            .collect();
        let base = *rng.pick(&fits);
        Look::from_base(base, weather)
    }

    fn from_base(b: &Base, weather: Weather) -> Look {
        let night = b.time == Time::Night;
        Look {
            name: b.name,
            weather,
            night,
            sky_top: rgb(b.sky[0]),
            sky_mid: rgb(b.sky[1]),
            horizon: rgb(b.sky[2]),
            light: rgb(b.light),
            far: rgb(b.ground[0]),
            mid: rgb(b.ground[1]),
            near: rgb(b.ground[2]),
            wall: rgb(b.room[0]),
            floor: rgb(b.room[1]),
            accent: rgb(b.accent),
            cloud: rgb(b.cloud),
            cloth: b.cloth.map(rgb),
            paper: mix(rgb(0xf6_ee_dc), rgb(b.sky[2]), 0.12),
            ink: mix(rgb(0x1c_16_20), rgb(b.ground[2]), 0.3),
            moods: b.moods,
        }
    }

    /// Every look, for the tests.
    #[cfg(test)]
    pub fn all() -> Vec<Look> {
        BASES
            .iter()
            .map(|b| Look::from_base(b, Weather::Clear))
            .collect()
    }

    /// A colour `t` of the way from the far hills to the near ground.
    pub fn ground(&self, t: f32) -> Rgb {
        if t < 0.5 {
            mix(self.far, self.mid, t * 2.0)
        } else {
            mix(self.mid, self.near, (t - 0.5) * 2.0)
        }
    }
}
