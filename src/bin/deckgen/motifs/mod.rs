//! The motif vocabulary: every drawable subject, with where it can stand in a scene.

mod creatures;
mod objects;
mod structures;

use crate::pen::Pen;
use crate::rng::Rng;

/// Where a motif belongs in a picture; layouts use it to choose an anchor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// Stands on the ground (a tree, a tower, a fox).
    Ground,
    /// Floats or flies (the moon, a kite, a whale in the sky).
    Sky,
    /// Small enough for a table or a windowsill, and at home on the ground too.
    Table,
}

pub struct Motif {
    /// The tag written to the manifest.
    pub name: &'static str,
    pub place: Place,
    /// A phrase for titles ("a lantern", "the moon").
    pub noun: &'static str,
    pub draw: fn(&mut Pen, &mut Rng),
}

macro_rules! motif {
    ($name:literal, $place:ident, $noun:literal, $draw:path) => {
        Motif {
            name: $name,
            place: Place::$place,
            noun: $noun,
            draw: $draw,
        }
    };
}

pub const MOTIFS: &[Motif] = &[
    motif!("door", Ground, "the door", objects::door),
    motif!("key", Sky, "the key", objects::key),
    motif!("clock", Sky, "the clock", objects::clock),
    motif!("hourglass", Table, "the hourglass", objects::hourglass),
    motif!("lantern", Table, "the lantern", objects::lantern),
    motif!("candle", Table, "the candle", objects::candle),
    motif!("teapot", Table, "the teapot", objects::teapot),
    motif!("book", Table, "the book", objects::book),
    motif!("mirror", Ground, "the mirror", objects::mirror),
    motif!("cage", Table, "the cage", objects::cage),
    motif!("crown", Table, "the crown", objects::crown),
    motif!("mask", Sky, "the mask", objects::mask),
    motif!("umbrella", Sky, "the umbrella", objects::umbrella),
    motif!("bell", Sky, "the bell", objects::bell),
    motif!("bottle", Table, "the bottle", objects::bottle),
    motif!("chair", Ground, "the chair", objects::chair),
    motif!("anchor", Sky, "the anchor", objects::anchor),
    motif!("ladder", Ground, "the ladder", objects::ladder),
    motif!("whale", Sky, "the whale", creatures::whale),
    motif!("fox", Ground, "the fox", creatures::fox),
    motif!("snail", Table, "the snail", creatures::snail),
    motif!("birds", Sky, "the birds", creatures::birds),
    motif!("cat", Ground, "the cat", creatures::cat),
    motif!("owl", Ground, "the owl", creatures::owl),
    motif!("rabbit", Ground, "the rabbit", creatures::rabbit),
    motif!("deer", Ground, "the stag", creatures::deer),
    motif!("fish", Sky, "the fish", creatures::fish),
    motif!("jellyfish", Sky, "the jellyfish", creatures::jellyfish),
    motif!("shell", Table, "the shell", creatures::shell),
    motif!("eye", Sky, "the eye", creatures::eye),
    motif!("tree", Ground, "the tree", creatures::tree),
    motif!("mushroom", Ground, "the mushroom", creatures::mushroom),
    motif!("figure", Ground, "the wanderer", creatures::figure),
    motif!("feather", Sky, "the feather", creatures::feather),
    motif!(
        "lighthouse",
        Ground,
        "the lighthouse",
        structures::lighthouse
    ),
    motif!("tower", Ground, "the tower", structures::tower),
    motif!("house", Ground, "the house", structures::house),
    motif!("windmill", Ground, "the windmill", structures::windmill),
    motif!("bridge", Ground, "the bridge", structures::bridge),
    motif!("stairs", Ground, "the stairs", structures::stairs),
    motif!("swing", Ground, "the swing", structures::swing),
    motif!("well", Ground, "the well", structures::well),
    motif!("balloon", Sky, "the balloon", structures::balloon),
    motif!("kite", Sky, "the kite", structures::kite),
    motif!("boat", Ground, "the boat", structures::boat),
    motif!("moon", Sky, "the moon", structures::moon),
    motif!("planet", Sky, "the planet", structures::planet),
];

pub fn by_name(name: &str) -> Option<&'static Motif> {
    MOTIFS.iter().find(|m| m.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vocabulary_is_large_and_unique() {
        let mut names: Vec<_> = MOTIFS.iter().map(|m| m.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), MOTIFS.len());
        assert!(MOTIFS.len() >= 40, "only {} motifs", MOTIFS.len());
    }
}
