//! The composition layer: a card pairs its focal motif with a second element and a relation
//! between them (a whale carrying a house, a lighthouse tethered to the moon, a tree growing
//! from a teapot). Dixit-style pictures live on such pairings: one clear idea, but one that
//! asks "why?" and leaves room for several stories.

use crate::motifs::{Motif, Place, by_name};
use crate::rng::Rng;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    /// The focal motif on its own.
    Alone,
    /// Something small stands on the focal motif's back or top.
    Carrying,
    /// A string joins the focal motif to something far above or below it.
    Tethered,
    /// A tree grows out of the focal motif.
    Growing,
    /// A stream of small things pours out of the focal motif and into the sky.
    Spilling,
    /// Something small sits inside the focal motif (a cage, a bottle, a doorway).
    Inside,
    /// The water reflects something other than the focal motif.
    Reflected,
    /// The focal motif is huge; a tiny onlooker stands beneath or before it.
    Looming,
}

impl Relation {
    /// The tag written to the manifest.
    pub fn tag(self) -> &'static str {
        match self {
            Self::Alone => "alone",
            Self::Carrying => "carrying",
            Self::Tethered => "tethered to",
            Self::Growing => "growing from",
            Self::Spilling => "spilling out of",
            Self::Inside => "inside",
            Self::Reflected => "reflected as",
            Self::Looming => "looming over",
        }
    }

    /// How much bigger or smaller the focal motif is drawn, so its companion fits the card.
    pub fn focal_scale(self, focal: &Motif) -> f32 {
        match self {
            Self::Carrying | Self::Growing => 0.78,
            Self::Tethered if focal.place == Place::Sky => 0.85,
            Self::Tethered => 0.7,
            Self::Spilling => 0.85,
            Self::Inside => 1.1,
            Self::Looming if focal.place == Place::Sky => 1.45,
            Self::Looming => 1.3,
            Self::Alone | Self::Reflected => 1.0,
        }
    }
}

/// Focal motifs with a back or top that something can stand on.
const CARRIERS: &[&str] = &[
    "whale",
    "fish",
    "book",
    "teapot",
    "boat",
    "shell",
    "snail",
    "clock",
    "planet",
    "cat",
    "fox",
    "deer",
    "rabbit",
    "mushroom",
    "crown",
    "umbrella",
    "bell",
    "hourglass",
    "owl",
    "anchor",
];
const PASSENGERS: &[&str] = &[
    "house",
    "tree",
    "lighthouse",
    "windmill",
    "tower",
    "figure",
    "well",
];
/// Focal motifs a tree can grow from.
const POTS: &[&str] = &[
    "teapot",
    "book",
    "bottle",
    "whale",
    "snail",
    "shell",
    "clock",
    "crown",
    "hourglass",
    "cage",
    "chair",
    "boat",
    "well",
    "mask",
    "bell",
    "umbrella",
    "house",
    "lantern",
    "anchor",
    "tower",
];
/// Focal motifs that can hold and release things.
const SOURCES: &[&str] = &[
    "book",
    "teapot",
    "bottle",
    "cage",
    "door",
    "lantern",
    "well",
    "shell",
    "clock",
    "hourglass",
    "umbrella",
    "bell",
    "mask",
    "eye",
    "house",
    "tower",
    "mirror",
    "crown",
    "whale",
    "tree",
];
pub const STREAMS: &[&str] = &["birds", "fish", "feather", "stars", "lights"];
/// Containers: where their inside is, in the motif's own units (base centre and height of
/// what fits), and whether that inside is lit (then the content is a dark silhouette).
pub const CONTAINERS: &[(&str, f32, f32, f32, bool)] = &[
    ("door", 0.0, 0.02, 0.42, true),
    ("mirror", 0.0, 0.33, 0.46, true),
    ("cage", 0.0, 0.09, 0.5, false),
    ("bottle", 0.0, 0.08, 0.4, false),
    ("lantern", 0.0, 0.21, 0.4, true),
];
const SILHOUETTES: &[&str] = &[
    "figure",
    "tree",
    "house",
    "boat",
    "cat",
    "deer",
    "whale",
    "birds",
    "lighthouse",
    "fox",
];
const LUMINOUS: &[&str] = &[
    "moon",
    "fish",
    "jellyfish",
    "planet",
    "candle",
    "whale",
    "house",
];
/// What a string can tie a sky motif down to, and what floats tied above a grounded one.
const ANCHORS: &[&str] = &[
    "figure",
    "figure",
    "figure",
    "house",
    "well",
    "tree",
    "lighthouse",
];
const FLOATERS: &[&str] = &[
    "whale",
    "fish",
    "balloon",
    "moon",
    "planet",
    "jellyfish",
    "house",
    "clock",
    "key",
    "bell",
];
const REFLECTIONS: &[&str] = &[
    "moon",
    "whale",
    "tree",
    "house",
    "tower",
    "fish",
    "figure",
    "eye",
    "planet",
    "deer",
    "lighthouse",
    "key",
    "door",
    "cat",
    "owl",
    "fox",
];

fn water_layout(layout: &str) -> bool {
    matches!(layout, "sea" | "cliff" | "close-up")
}

/// Relations that make sense for this focal motif in this layout.
pub fn relations_for(layout: &str, focal: &Motif) -> Vec<Relation> {
    let name = focal.name;
    let mut out = vec![Relation::Alone];
    let allowed: &[Relation] = match layout {
        "maze" | "window view" => &[Relation::Inside, Relation::Growing, Relation::Spilling],
        "bird's-eye view" => &[Relation::Carrying, Relation::Spilling],
        // The stair's top is a small landing: room for one motif and what it holds.
        "stairway" => &[
            Relation::Carrying,
            Relation::Growing,
            Relation::Spilling,
            Relation::Inside,
        ],
        "still life" | "interior room" => &[
            Relation::Inside,
            Relation::Growing,
            Relation::Spilling,
            Relation::Carrying,
            Relation::Looming,
        ],
        _ => &[
            Relation::Carrying,
            Relation::Tethered,
            Relation::Growing,
            Relation::Spilling,
            Relation::Inside,
            Relation::Reflected,
            Relation::Looming,
        ],
    };
    for r in allowed {
        let fits = match r {
            Relation::Carrying => CARRIERS.contains(&name),
            Relation::Growing => POTS.contains(&name),
            Relation::Spilling => SOURCES.contains(&name),
            Relation::Inside => CONTAINERS.iter().any(|c| c.0 == name),
            Relation::Reflected => water_layout(layout) && name != "boat",
            Relation::Tethered => !matches!(name, "kite" | "birds" | "swing" | "bridge" | "stairs"),
            Relation::Looming => name != "figure" && layout != "stairway",
            Relation::Alone => false,
        };
        if fits {
            // Pairings are the point of the deck: each counts twice against a lone motif.
            out.push(*r);
            out.push(*r);
        }
    }
    out
}

/// The companion for `relation`, never the focal motif itself.
pub fn companion(
    rng: &mut Rng,
    relation: Relation,
    layout: &str,
    focal: &Motif,
) -> Option<&'static Motif> {
    let sea = matches!(layout, "sea" | "close-up");
    let list: &[&str] = match relation {
        Relation::Alone => return None,
        Relation::Carrying => PASSENGERS,
        Relation::Growing => &["tree", "tree", "tree", "mushroom"],
        Relation::Spilling => STREAMS,
        Relation::Inside => {
            let lit = CONTAINERS
                .iter()
                .find(|c| c.0 == focal.name)
                .is_some_and(|c| c.4);
            if lit { SILHOUETTES } else { LUMINOUS }
        }
        Relation::Reflected => REFLECTIONS,
        Relation::Tethered if focal.place == Place::Sky => {
            if sea {
                &["boat"]
            } else {
                ANCHORS
            }
        }
        Relation::Tethered => FLOATERS,
        Relation::Looming if sea => &["boat"],
        Relation::Looming => &["figure"],
    };
    let options: Vec<&str> = list.iter().copied().filter(|n| *n != focal.name).collect();
    // A boat looming over the sea has no smaller boat to look up at it: no pairing then.
    if options.is_empty() {
        return None;
    }
    let name = *rng.pick(&options);
    // Streams of stars and lights are painted by the relation itself, not by a motif.
    match name {
        "stars" => Some(&STARS),
        "lights" => Some(&LIGHTS),
        _ => by_name(name),
    }
}

/// Motif records for the two streams that have no drawing of their own; they carry a name.
static STARS: Motif = Motif {
    name: "stars",
    place: Place::Sky,
    draw: crate::motifs::nothing,
};
static LIGHTS: Motif = Motif {
    name: "lights",
    place: Place::Sky,
    draw: crate::motifs::nothing,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::motifs::MOTIFS;

    #[test]
    fn every_listed_name_is_a_motif() {
        let lists = [
            CARRIERS,
            PASSENGERS,
            POTS,
            SOURCES,
            SILHOUETTES,
            LUMINOUS,
            ANCHORS,
            FLOATERS,
            REFLECTIONS,
        ];
        for name in lists.iter().flat_map(|l| l.iter()) {
            assert!(by_name(name).is_some(), "{name}");
        }
        for c in CONTAINERS {
            assert!(by_name(c.0).is_some(), "{}", c.0);
        }
    }

    #[test]
    fn companions_differ_from_the_focal_motif() {
        let mut rng = Rng::new(1);
        for focal in MOTIFS {
            for layout in ["sea", "horizon", "still life"] {
                for r in relations_for(layout, focal) {
                    if let Some(c) = companion(&mut rng, r, layout, focal) {
                        assert_ne!(c.name, focal.name);
                    }
                }
            }
        }
    }
}
