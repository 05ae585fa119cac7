//! Layouts: the stage a card is set on. Each paints its whole scene around the card's focal
//! motif, deciding where that motif stands and what keeps it company.

mod above;
mod inner;
mod outdoor;
mod painter;
mod relate;
mod wild;

pub use painter::Painter;

use crate::motifs::{Motif, Place};

pub struct Layout {
    pub name: &'static str,
    pub paint: fn(&mut Painter),
    /// Whether the layout can stage this focal motif well.
    pub accepts: fn(&Motif) -> bool,
}

fn any(_: &Motif) -> bool {
    true
}

fn not_sea_only(m: &Motif) -> bool {
    m.name != "boat"
}

fn small_things(m: &Motif) -> bool {
    m.place == Place::Table
        || matches!(
            m.name,
            "key" | "clock" | "mask" | "bell" | "eye" | "moon" | "planet" | "feather" | "anchor"
        )
}

fn floaters(m: &Motif) -> bool {
    m.place == Place::Sky || matches!(m.name, "boat" | "lighthouse" | "tree" | "house" | "door")
}

pub const LAYOUTS: &[Layout] = &[
    Layout {
        name: "horizon",
        paint: outdoor::horizon,
        accepts: not_sea_only,
    },
    Layout {
        name: "sea",
        paint: outdoor::sea,
        accepts: any,
    },
    Layout {
        name: "cliff",
        paint: outdoor::cliff,
        accepts: not_sea_only,
    },
    Layout {
        name: "desert",
        paint: outdoor::desert,
        accepts: not_sea_only,
    },
    Layout {
        name: "snow",
        paint: wild::snow,
        accepts: not_sea_only,
    },
    Layout {
        name: "forest",
        paint: wild::forest,
        accepts: not_sea_only,
    },
    Layout {
        name: "starry swirl",
        paint: wild::swirl,
        accepts: not_sea_only,
    },
    Layout {
        name: "floating islands",
        paint: wild::islands,
        accepts: not_sea_only,
    },
    Layout {
        name: "stairway",
        paint: wild::stairway,
        accepts: |m| m.name != "stairs" && m.name != "boat",
    },
    Layout {
        name: "interior room",
        paint: inner::room,
        accepts: not_sea_only,
    },
    Layout {
        name: "underwater",
        paint: inner::underwater,
        accepts: any,
    },
    Layout {
        name: "close-up",
        paint: inner::closeup,
        accepts: any,
    },
    Layout {
        name: "cosmic sky",
        paint: inner::cosmos,
        accepts: not_sea_only,
    },
    Layout {
        name: "rooftops",
        paint: above::rooftops,
        accepts: not_sea_only,
    },
    Layout {
        name: "still life",
        paint: above::still_life,
        accepts: small_things,
    },
    Layout {
        name: "maze",
        paint: above::maze,
        accepts: |m| small_things(m) || m.place == Place::Ground,
    },
    Layout {
        name: "window view",
        paint: above::window,
        accepts: not_sea_only,
    },
    Layout {
        name: "bird's-eye view",
        paint: above::birdseye,
        accepts: floaters,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_layout_accepts_several_motifs() {
        assert!(LAYOUTS.len() >= 15);
        for layout in LAYOUTS {
            let n = crate::motifs::MOTIFS
                .iter()
                .filter(|m| (layout.accepts)(m))
                .count();
            assert!(n >= 8, "{} accepts only {n} motifs", layout.name);
        }
    }
}
