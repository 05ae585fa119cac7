//! The motif vocabulary: every drawable subject, with where it can stand in a scene.

mod creatures;
mod growth;
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
    pub draw: fn(&mut Pen, &mut Rng),
}

macro_rules! motif {
    ($name:literal, $place:ident, $draw:path) => {
        Motif {
            name: $name,
            place: Place::$place,
            draw: $draw,
        }
    };
}

pub const MOTIFS: &[Motif] = &[
    motif!("door", Ground, objects::door),
    motif!("key", Sky, objects::key),
    motif!("clock", Sky, objects::clock),
    motif!("hourglass", Table, objects::hourglass),
    motif!("lantern", Table, objects::lantern),
    motif!("candle", Table, objects::candle),
    motif!("teapot", Table, objects::teapot),
    motif!("book", Table, objects::book),
    motif!("mirror", Ground, objects::mirror),
    motif!("cage", Table, objects::cage),
    motif!("crown", Table, objects::crown),
    motif!("mask", Sky, objects::mask),
    motif!("umbrella", Sky, objects::umbrella),
    motif!("bell", Sky, objects::bell),
    motif!("bottle", Table, objects::bottle),
    motif!("chair", Ground, objects::chair),
    motif!("anchor", Sky, objects::anchor),
    motif!("ladder", Ground, objects::ladder),
    motif!("whale", Sky, creatures::whale),
    motif!("fox", Ground, creatures::fox),
    motif!("snail", Table, creatures::snail),
    motif!("birds", Sky, creatures::birds),
    motif!("cat", Ground, creatures::cat),
    motif!("owl", Ground, creatures::owl),
    motif!("rabbit", Ground, creatures::rabbit),
    motif!("deer", Ground, creatures::deer),
    motif!("fish", Sky, creatures::fish),
    motif!("jellyfish", Sky, creatures::jellyfish),
    motif!("shell", Table, creatures::shell),
    motif!("eye", Sky, creatures::eye),
    motif!("tree", Ground, growth::tree),
    motif!("mushroom", Ground, growth::mushroom),
    motif!("figure", Ground, growth::figure),
    motif!("feather", Sky, growth::feather),
    motif!("lighthouse", Ground, structures::lighthouse),
    motif!("tower", Ground, structures::tower),
    motif!("house", Ground, structures::house),
    motif!("windmill", Ground, structures::windmill),
    motif!("bridge", Ground, structures::bridge),
    motif!("stairs", Ground, structures::stairs),
    motif!("swing", Ground, structures::swing),
    motif!("well", Ground, structures::well),
    motif!("balloon", Sky, structures::balloon),
    motif!("kite", Sky, structures::kite),
    motif!("boat", Ground, structures::boat),
    motif!("moon", Sky, structures::moon),
    motif!("planet", Sky, structures::planet),
];

/// The drawing of a motif that is painted elsewhere (streams of stars and lights).
pub fn nothing(_: &mut Pen, _: &mut Rng) {}

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
