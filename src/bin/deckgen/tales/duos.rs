//! Two characters together: meeting, following, quarrelling, sharing, and one giant beside one
//! tiny. The first is the protagonist; the relation tag says what happens between them.

use super::actions::height;
use super::cast::Kind;
use super::figure::Figure;
use super::places::Set;
use super::pose::Pose;
use super::props;
use super::stage::Stage;
use crate::canvas::mix;

/// One way two characters can be together.
pub struct Duo {
    /// The relation tag (and the action tag of both).
    pub name: &'static str,
    pub meet: fn(&mut Stage, &Set, &'static Kind, &'static Kind, f32),
}

fn put(
    stage: &mut Stage,
    set: &Set,
    kind: &'static Kind,
    pose: Pose,
    x: f32,
    flip: f32,
    k: f32,
) -> super::stage::Placed {
    let colours = stage.dress();
    let figure = Figure {
        kind,
        pose,
        colours,
        back: false,
    };
    let size = height(stage, set, kind) * k;
    stage.figure(&figure, x, set.floor, size, flip)
}

pub fn meeting(stage: &mut Stage, set: &Set, a: &'static Kind, b: &'static Kind, flip: f32) {
    let w = stage.w();
    put(
        stage,
        set,
        a,
        Pose::wave(),
        w * 0.5 - 150.0 * flip,
        flip,
        0.85,
    );
    put(
        stage,
        set,
        b,
        Pose::offer(),
        w * 0.5 + 150.0 * flip,
        -flip,
        0.85,
    );
}

pub fn following(stage: &mut Stage, set: &Set, a: &'static Kind, b: &'static Kind, flip: f32) {
    let w = stage.w();
    put(
        stage,
        set,
        b,
        Pose::walk(),
        w * 0.5 - 190.0 * flip,
        flip,
        0.75,
    );
    put(
        stage,
        set,
        a,
        Pose::walk(),
        w * 0.5 + 120.0 * flip,
        flip,
        0.85,
    );
}

pub fn quarrelling(stage: &mut Stage, set: &Set, a: &'static Kind, b: &'static Kind, flip: f32) {
    let w = stage.w();
    let pa = put(
        stage,
        set,
        a,
        Pose::shout(),
        w * 0.5 - 150.0 * flip,
        flip,
        0.85,
    );
    let pb = put(
        stage,
        set,
        b,
        Pose::point(),
        w * 0.5 + 150.0 * flip,
        -flip,
        0.85,
    );
    let ink = mix(stage.look.ink, [0.9, 0.2, 0.1], 0.5);
    let (ha, hb) = (pa.head(), pb.head());
    stage.paint(ink, |brush, _| {
        for (x, y) in [ha, hb] {
            let y = y - 90.0;
            brush.line(
                &[
                    (x - 30.0, y),
                    (x - 10.0, y - 30.0),
                    (x + 10.0, y),
                    (x + 30.0, y - 30.0),
                ],
                6.0,
                ink,
            );
        }
    });
    stage.record("quarrel");
}

pub fn sharing(stage: &mut Stage, set: &Set, a: &'static Kind, b: &'static Kind, flip: f32) {
    let w = stage.w();
    let pa = put(
        stage,
        set,
        a,
        Pose::offer(),
        w * 0.5 - 120.0 * flip,
        flip,
        0.85,
    );
    put(
        stage,
        set,
        b,
        Pose::offer(),
        w * 0.5 + 120.0 * flip,
        -flip,
        0.85,
    );
    let hand = pa.near_hand();
    let ink = stage.look.cloth[stage.rng.below(6)];
    match stage.rng.below(3) {
        0 => {
            stage.motif(
                "umbrella",
                (w * 0.5, hand.1 - pa.size * 0.2, pa.size * 0.75, 1.0),
                ink,
            );
        }
        1 => props::open_book(stage, w * 0.5, hand.1, pa.size * 0.16),
        _ => {
            stage.motif(
                "lantern",
                (w * 0.5, hand.1 + pa.size * 0.12, pa.size * 0.2, 1.0),
                ink,
            );
        }
    }
}

pub fn giant_and_tiny(stage: &mut Stage, set: &Set, a: &'static Kind, b: &'static Kind, flip: f32) {
    let w = stage.w();
    // The giant fills the card's height, bent to look down at the tiny one at its feet.
    let colours = stage.dress();
    let giant = Figure {
        kind: a,
        pose: Pose {
            lean: 0.35,
            nod: -0.4,
            arms: [(0.2, 0.6), (0.9, 0.7)],
            ..Pose::STAND
        },
        colours,
        back: false,
    };
    let size = stage.h() * 0.95;
    stage.figure(&giant, w * 0.5 - 140.0 * flip, set.floor, size, flip);
    let colours = stage.dress();
    let tiny = Figure {
        kind: b,
        pose: Pose::wave(),
        colours,
        back: false,
    };
    let small = stage.h() / 5.6;
    stage.figure(&tiny, w * 0.5 + 220.0 * flip, set.floor, small, -flip);
}

pub const DUOS: &[Duo] = &[
    Duo {
        name: "meeting",
        meet: meeting,
    },
    Duo {
        name: "following",
        meet: following,
    },
    Duo {
        name: "quarrelling",
        meet: quarrelling,
    },
    Duo {
        name: "sharing",
        meet: sharing,
    },
    Duo {
        name: "giant and tiny",
        meet: giant_and_tiny,
    },
];
