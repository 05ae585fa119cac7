//! The cast: who a tale can be about. People of several ages and trades, animals dressed and
//! acting as people, and a few creatures of the painter's own. Each is a build, a head, a
//! garment and a hat; `figure.rs` draws them in any pose.

use super::pose::Build;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Head {
    Human,
    Fox,
    Bear,
    Hare,
    Cat,
    Mouse,
    Frog,
    Owl,
    Crow,
    Tortoise,
    /// A sheet with two eye holes.
    Ghost,
    /// A block of stone with moss.
    Stone,
    /// A puff of cloud.
    Cloud,
    /// A lit lantern for a head.
    Lantern,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hair {
    None,
    Short,
    Bun,
    Long,
    Ponytail,
    /// Short hair and a white beard.
    Beard,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hat {
    None,
    Pointed,
    Top,
    Cap,
    Crown,
    Hood,
    Straw,
    Night,
    Beret,
    Toque,
    Helmet,
    Diving,
    Scarf,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Garb {
    /// Shirt and trousers.
    Plain,
    /// A dress to the knee.
    Dress,
    /// A coat with tails.
    Coat,
    /// Plate armour under a tabard.
    Armour,
    /// A dancer's tutu.
    Tutu,
    /// A robe or gown to the ground.
    Robe,
    /// A striped sailor's shirt.
    Stripes,
    /// A diving suit.
    Suit,
    /// No clothes: the creature's own body.
    Bare,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tail {
    None,
    Bushy,
    Thin,
    Stub,
}

/// One kind of character.
#[derive(Debug)]
pub struct Kind {
    /// The protagonist tag.
    pub name: &'static str,
    pub build: Build,
    /// How tall they stand beside a grown-up (a child 0.62, a giant many times more).
    pub stature: f32,
    pub head: Head,
    pub hair: Hair,
    pub hat: Hat,
    pub garb: Garb,
    pub tail: Tail,
    /// Fur, feathers or stone: the colour of hands and head for animals and creatures.
    pub fur: Option<u32>,
    /// Carries a walking stick.
    pub cane: bool,
}

macro_rules! kind {
    ($name:literal, $build:ident, $stature:literal, $head:ident, $hair:ident, $hat:ident, $garb:ident, $tail:ident, $fur:expr, $cane:literal) => {
        Kind {
            name: $name,
            build: Build::$build,
            stature: $stature,
            head: Head::$head,
            hair: Hair::$hair,
            hat: Hat::$hat,
            garb: Garb::$garb,
            tail: Tail::$tail,
            fur: $fur,
            cane: $cane,
        }
    };
}

pub const CAST: &[Kind] = &[
    kind!(
        "child", CHILD, 0.62, Human, Short, None, Plain, None, None, false
    ),
    kind!(
        "girl", CHILD, 0.66, Human, Ponytail, None, Dress, None, None, false
    ),
    kind!(
        "old woman",
        ADULT,
        0.9,
        Human,
        Bun,
        None,
        Dress,
        None,
        None,
        true
    ),
    kind!(
        "old man", ADULT, 0.92, Human, Beard, Top, Coat, None, None, true
    ),
    kind!(
        "knight", ADULT, 1.0, Human, None, Helmet, Armour, None, None, false
    ),
    kind!(
        "dancer", ADULT, 0.98, Human, Bun, None, Tutu, None, None, false
    ),
    kind!(
        "sailor", ADULT, 1.0, Human, Short, Cap, Stripes, None, None, false
    ),
    kind!(
        "sleeper", ADULT, 0.97, Human, Short, Night, Robe, None, None, false
    ),
    kind!(
        "king", ADULT, 1.0, Human, Beard, Crown, Robe, None, None, false
    ),
    kind!(
        "queen", ADULT, 0.98, Human, Long, Crown, Robe, None, None, false
    ),
    kind!(
        "witch", ADULT, 0.97, Human, Long, Pointed, Robe, None, None, false
    ),
    kind!(
        "gardener", ADULT, 0.98, Human, Short, Straw, Plain, None, None, false
    ),
    kind!(
        "baker", ADULT, 1.0, Human, Short, Toque, Coat, None, None, false
    ),
    kind!(
        "musician", ADULT, 0.98, Human, Long, Beret, Coat, None, None, false
    ),
    kind!(
        "diver", ADULT, 1.0, Human, None, Diving, Suit, None, None, false
    ),
    kind!(
        "traveller",
        ADULT,
        1.0,
        Human,
        Short,
        Hood,
        Coat,
        None,
        None,
        true
    ),
    kind!(
        "boy", CHILD, 0.64, Human, Short, Cap, Plain, None, None, false
    ),
    kind!(
        "princess", ADULT, 0.94, Human, Long, Crown, Dress, None, None, false
    ),
    kind!(
        "wizard", ADULT, 1.0, Human, Beard, Pointed, Robe, None, None, true
    ),
    kind!(
        "fisherman",
        ADULT,
        1.0,
        Human,
        Beard,
        Straw,
        Coat,
        None,
        None,
        false
    ),
    kind!(
        "postman", ADULT, 0.98, Human, Short, Cap, Coat, None, None, false
    ),
    kind!(
        "acrobat", ADULT, 0.95, Human, Ponytail, None, Stripes, None, None, false
    ),
    kind!(
        "clown", ADULT, 0.96, Human, Short, Pointed, Stripes, None, None, false
    ),
    kind!(
        "astronaut",
        ADULT,
        1.0,
        Human,
        None,
        Diving,
        Suit,
        None,
        None,
        false
    ),
    kind!(
        "scarecrow",
        ADULT,
        1.0,
        Human,
        None,
        Straw,
        Coat,
        None,
        Some(0xe8_cc_7c),
        false
    ),
    kind!(
        "fox",
        ADULT,
        0.8,
        Fox,
        None,
        None,
        Coat,
        Bushy,
        Some(0xd8_6c_2c),
        false
    ),
    kind!(
        "bear",
        STOUT,
        1.05,
        Bear,
        None,
        Scarf,
        Plain,
        Stub,
        Some(0x7c_4c_2c),
        false
    ),
    kind!(
        "hare",
        ADULT,
        0.72,
        Hare,
        None,
        None,
        Dress,
        Stub,
        Some(0xc8_a8_84),
        false
    ),
    kind!(
        "cat",
        ADULT,
        0.7,
        Cat,
        None,
        Beret,
        Coat,
        Thin,
        Some(0x4c_44_4c),
        false
    ),
    kind!(
        "mouse",
        CHILD,
        0.5,
        Mouse,
        None,
        Scarf,
        Dress,
        Thin,
        Some(0xa0_94_8c),
        false
    ),
    kind!(
        "frog",
        STOUT,
        0.6,
        Frog,
        None,
        Crown,
        Plain,
        None,
        Some(0x5c_a0_3c),
        false
    ),
    kind!(
        "owl",
        STOUT,
        0.7,
        Owl,
        None,
        None,
        Robe,
        None,
        Some(0x8c_6c_4c),
        false
    ),
    kind!(
        "crow",
        ADULT,
        0.75,
        Crow,
        None,
        Top,
        Coat,
        None,
        Some(0x24_22_2c),
        false
    ),
    kind!(
        "wolf",
        ADULT,
        0.9,
        Fox,
        None,
        Hood,
        Coat,
        Bushy,
        Some(0x7c_80_88),
        false
    ),
    kind!(
        "dog",
        ADULT,
        0.75,
        Bear,
        None,
        Scarf,
        Plain,
        Thin,
        Some(0xb0_84_54),
        false
    ),
    kind!(
        "badger",
        STOUT,
        0.75,
        Bear,
        None,
        Cap,
        Coat,
        Stub,
        Some(0x6c_6c_70),
        false
    ),
    kind!(
        "pig",
        STOUT,
        0.72,
        Bear,
        None,
        Straw,
        Dress,
        Thin,
        Some(0xf0_b0_b0),
        false
    ),
    kind!(
        "tortoise",
        STOUT,
        0.6,
        Tortoise,
        None,
        None,
        Bare,
        Stub,
        Some(0x7c_8c_4c),
        true
    ),
    kind!(
        "ghost",
        ADULT,
        1.0,
        Ghost,
        None,
        None,
        Bare,
        None,
        Some(0xf4_f2_ee),
        false
    ),
    kind!(
        "stone giant",
        STOUT,
        1.1,
        Stone,
        None,
        None,
        Bare,
        None,
        Some(0x8c_88_84),
        false
    ),
    kind!(
        "cloud creature",
        STOUT,
        1.0,
        Cloud,
        None,
        None,
        Bare,
        None,
        Some(0xf4_f6_fc),
        false
    ),
    kind!(
        "lantern spirit",
        ADULT,
        0.95,
        Lantern,
        None,
        None,
        Robe,
        None,
        Some(0x2c_28_3c),
        false
    ),
];

pub fn by_name(name: &str) -> Option<&'static Kind> {
    CAST.iter().find(|k| k.name == name)
}

impl Kind {
    /// People and dressed animals can do everything; a ghost or a cloud cannot sew or fish
    /// convincingly, so a few actions are kept for hands.
    pub fn has_hands(&self) -> bool {
        !matches!(self.head, Head::Ghost | Head::Cloud)
    }
}
