//! Where a tale happens: every place the painter knows, what it is called in the tags, and
//! what it offers the action (a floor to stand on, water to fish in, a bed to wake in).

use super::stage::Stage;
use super::{outside, rooms, waters};
use crate::canvas::Rgb;

/// Something a place offers an action.
#[derive(Clone, Copy, Debug)]
pub enum Spot {
    /// Water whose surface is at this height.
    Water(f32),
    /// A bed: centre x, mattress height, quilt colour.
    Bed(f32, f32, Rgb),
    /// An edge to sit on with legs over it (a pier): x and y.
    Edge(f32, f32),
}

/// What a painted place offers.
#[derive(Clone, Debug)]
pub struct Set {
    /// Where feet stand.
    pub floor: f32,
    /// A grown-up's height in pixels here.
    pub size: f32,
    pub indoors: bool,
    pub spots: Vec<Spot>,
}

impl Set {
    pub fn inside(floor: f32, size: f32) -> Set {
        Set {
            floor,
            size,
            indoors: true,
            spots: Vec::new(),
        }
    }

    pub fn outside(floor: f32, size: f32) -> Set {
        Set {
            floor,
            size,
            indoors: false,
            spots: Vec::new(),
        }
    }

    pub fn with(mut self, spot: Spot) -> Set {
        self.spots.push(spot);
        self
    }

    pub fn water(&self) -> Option<f32> {
        self.spots.iter().find_map(|s| match s {
            Spot::Water(y) => Some(*y),
            _ => None,
        })
    }
}

/// One place.
pub struct Place {
    /// The layout tag.
    pub name: &'static str,
    pub paint: fn(&mut Stage) -> Set,
    pub indoors: bool,
    /// Offers water (fishing, rowing, a door in the sea).
    pub water: bool,
}

macro_rules! place {
    ($name:literal, $paint:path, $indoors:literal, $water:literal) => {
        Place {
            name: $name,
            paint: $paint,
            indoors: $indoors,
            water: $water,
        }
    };
}

pub const PLACES: &[Place] = &[
    place!("kitchen", rooms::kitchen, true, false),
    place!("attic", rooms::attic, true, false),
    place!("library", rooms::library, true, false),
    place!("stage", rooms::stage_boards, true, false),
    place!("staircase hall", rooms::staircase_hall, true, false),
    place!("bedroom", rooms::bedroom, true, false),
    place!("greenhouse", rooms::greenhouse, true, false),
    place!("underwater room", rooms::underwater_room, true, false),
    place!("inside a shell", rooms::inside_shell, true, false),
    place!("inside a teapot", rooms::inside_teapot, true, false),
    place!("inside a clock", rooms::inside_clock, true, false),
    place!("inside a fish", rooms::inside_fish, true, false),
    place!("street", outside::street, false, false),
    place!("garden", outside::garden, false, false),
    place!("rooftop", outside::rooftop, false, false),
    place!("forest path", outside::forest_path, false, false),
    place!("shore", waters::shore, false, true),
    place!("harbour", waters::harbour, false, true),
    place!("meadow", outside::meadow, false, false),
    place!("snowy village", outside::snowy_village, false, false),
    place!("mountain pass", outside::mountain_pass, false, false),
    place!("riverbank", waters::riverbank, false, true),
    place!("wheat field", outside::wheat_field, false, false),
    place!("cloudland", outside::cloudland, false, false),
    place!("open sea", waters::open_sea, false, true),
    place!("cave", outside::cave, true, false),
    place!("bridge", waters::bridge_crossing, false, false),
    place!("orchard", outside::orchard, false, false),
];
