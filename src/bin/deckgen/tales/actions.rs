//! What the protagonist does: each action poses the figure in its place and draws what the
//! action needs (the ladder, the rod and its catch, the load, the book), and names it.

use super::cast::Kind;
use super::figure::Figure;
use super::places::{Set, Spot};
use super::pose::Pose;
use super::props;
use super::stage::{Placed, Stage};
use crate::canvas::mix;

/// One action: its tag, whether a place suits it, and how it is drawn.
pub struct Action {
    pub name: &'static str,
    pub fits: fn(&Set, &Kind) -> bool,
    pub act: fn(&mut Stage, &Set, &Kind, f32),
}

/// A grown-up of this kind's height in pixels here; never under a sixth of the card.
pub fn height(stage: &Stage, set: &Set, kind: &Kind) -> f32 {
    (set.size * 1.22 * kind.stature).max(stage.h() / 4.6)
}

fn pose_figure(stage: &mut Stage, kind: &Kind, pose: Pose, back: bool) -> Figure<'static> {
    let colours = stage.dress();
    // The figure borrows the kind for as long as it is drawn; kinds are constants.
    let kind: &'static Kind = super::cast::by_name(kind.name).unwrap_or(&super::cast::CAST[0]);
    Figure {
        kind,
        pose,
        colours,
        back,
    }
}

fn stand(stage: &mut Stage, set: &Set, kind: &Kind, pose: Pose, x: f32, flip: f32) -> Placed {
    let figure = pose_figure(stage, kind, pose, false);
    let size = height(stage, set, kind);
    stage.figure(&figure, x, set.floor, size, flip)
}

fn anywhere(_: &Set, _: &Kind) -> bool {
    true
}

fn hands(_: &Set, k: &Kind) -> bool {
    k.has_hands()
}

fn outdoors(s: &Set, _: &Kind) -> bool {
    !s.indoors
}

fn side(stage: &mut Stage) -> f32 {
    if stage.rng.chance(0.5) { 1.0 } else { -1.0 }
}

pub fn climbing(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let x = stage.w() * if flip > 0.0 { 0.42 } else { 0.58 };
    let top = stage.h() * 0.04;
    let ladder = set.floor - top;
    let ink = mix(stage.look.floor, [0.55, 0.38, 0.22], 0.5);
    stage.motif("ladder", (x, set.floor, ladder, 1.0), ink);
    if !set.indoors {
        let goal = *stage.rng.pick(&["moon", "star", "cloud"]);
        props::goal(stage, goal, x, top + 30.0);
    }
    let figure = pose_figure(stage, kind, Pose::climb(), false);
    let size = height(stage, set, kind) * 0.9;
    let y = set.floor - ladder * stage.rng.range(0.2, 0.35);
    stage.figure(&figure, x - size * 0.12 * flip, y, size, flip);
}

pub fn fishing(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let edge = set
        .spots
        .iter()
        .find_map(|s| match s {
            Spot::Edge(x, y) => Some((*x, *y)),
            _ => None,
        })
        .unwrap_or((stage.w() * 0.5, set.floor));
    let figure = pose_figure(stage, kind, Pose::sit(0.06), false);
    let size = height(stage, set, kind);
    let x = edge.0 - 200.0 * flip;
    let placed = stage.figure(&figure, x, edge.1, size, flip);
    let hand = placed.near_hand();
    let water = set.water().unwrap_or(stage.h() * 0.25);
    let catch = *stage.rng.pick(&["fish", "star", "boot", "key"]);
    let tip = (hand.0 + 260.0 * flip, hand.1 - 200.0);
    let end = (tip.0 + 40.0 * flip, water.max(tip.1 + 120.0) + 60.0);
    props::rod(stage, hand, tip, end, catch);
}

pub fn carrying(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let x = stage.w() * 0.5 - 40.0 * flip;
    let placed = stand(stage, set, kind, Pose::carry(), x, flip);
    let load = *stage
        .rng
        .pick(&["house", "moon", "clock", "tree", "fish", "bell"]);
    let top = placed.at(placed.joints.shoulder);
    let size = placed.size * if load == "tree" { 0.9 } else { 0.55 };
    let ink = stage.look.cloth[stage.rng.below(6)];
    let at = (
        top.0 - placed.size * 0.12 * flip,
        top.1 + size * 0.15,
        size,
        flip,
    );
    if load == "moon" {
        props::goal(stage, "moon", at.0, at.1 - size * 0.45);
    } else {
        stage.motif(load, at, ink);
    }
    // The hands hold the load.
    let _ = placed.near_hand();
}

pub fn reading(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let x = stage.w() * 0.5 - 60.0 * flip;
    let seat = 0.55;
    if set.indoors {
        props::chair(
            stage,
            x - 30.0 * flip,
            set.floor,
            height(stage, set, kind),
            flip,
        );
    } else {
        props::stump(stage, x - 20.0 * flip, set.floor, height(stage, set, kind));
    }
    let placed = stand(stage, set, kind, Pose::sit(seat), x, flip);
    let hand = placed.near_hand();
    props::open_book(
        stage,
        hand.0 + 10.0 * flip,
        hand.1 - 10.0,
        placed.size * 0.2,
    );
    let extra = *stage.rng.pick(&["birds", "stars", "fish", "none"]);
    props::rising_from(
        stage,
        extra,
        hand.0,
        hand.1 - placed.size * 0.1,
        placed.size,
    );
}

pub fn sewing(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let x = stage.w() * 0.5 - 140.0 * flip;
    props::stump(stage, x - 20.0 * flip, set.floor, height(stage, set, kind));
    let placed = stand(stage, set, kind, Pose::sit(0.55), x, flip);
    let hand = placed.near_hand();
    let what = if set.indoors { "patchwork" } else { "sky" };
    props::thread(
        stage,
        hand,
        (stage.w() * 0.5 + 300.0 * flip, stage.h() * 0.12),
        what,
    );
}

pub fn hiding(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let x = stage.w() * 0.5 + 40.0 * flip;
    stand(stage, set, kind, Pose::crouch(), x, flip);
    let cover = if set.indoors { "curtain" } else { "bush" };
    props::cover(
        stage,
        cover,
        x + 60.0 * flip,
        set.floor,
        height(stage, set, kind),
    );
}

pub fn falling(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let figure = pose_figure(stage, kind, Pose::fall(), false);
    let size = height(stage, set, kind);
    let (x, y) = (stage.w() * 0.5, stage.h() * 0.5);
    let placed = stage.figure(&figure, x, y, size, flip);
    let head = placed.head();
    props::loose_things(stage, head.0, head.1, size);
}

pub fn flying(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let figure = pose_figure(stage, kind, Pose::fly(), false);
    let size = height(stage, set, kind) * 1.05;
    let (x, y) = (stage.w() * 0.5 - 60.0 * flip, stage.h() * 0.42);
    let placed = stage.figure(&figure, x, y, size, flip);
    let hand = placed.near_hand();
    if stage.rng.chance(0.5) {
        let ink = stage.look.cloth[1];
        stage.motif("umbrella", (hand.0, hand.1 + 10.0, size * 0.55, flip), ink);
    } else {
        let ink = stage.look.ink;
        stage.motif("birds", (x, y - size * 0.3, size * 0.8, flip), ink);
    }
}

pub fn knocking(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let door_x = stage.w() * 0.5 + 150.0 * flip;
    let size = height(stage, set, kind);
    let ink = mix(stage.look.cloth[stage.rng.below(6)], [0.3, 0.2, 0.15], 0.4);
    stage.motif("door", (door_x, set.floor, size * 1.15, flip), ink);
    stand(
        stage,
        set,
        kind,
        Pose::knock(),
        door_x - size * 0.42 * flip,
        flip,
    );
}

pub fn pouring(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let x = stage.w() * 0.5 - 120.0 * flip;
    let placed = stand(stage, set, kind, Pose::offer(), x, flip);
    let hand = placed.near_hand();
    let size = placed.size * 0.3;
    let ink = stage.look.cloth[2];
    stage.motif(
        "teapot",
        (hand.0 + size * 0.35 * flip, hand.1 + size * 0.4, size, flip),
        ink,
    );
    let what = *stage.rng.pick(&["stars", "sea", "tea"]);
    props::stream(
        stage,
        (hand.0 + size * 0.8 * flip, hand.1 - size * 0.2),
        set.floor,
        what,
    );
}

pub fn waking(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let bed = set.spots.iter().find_map(|s| match s {
        Spot::Bed(x, y, c) => Some((*x, *y, *c)),
        _ => None,
    });
    let (x, y) = bed.map_or((stage.w() * 0.5, set.floor), |b| (b.0 - 80.0, b.1));
    let figure = pose_figure(stage, kind, Pose::wake(), false);
    let size = height(stage, set, kind);
    stage.figure(&figure, x, y, size, 1.0);
    if let Some((bx, by, quilt)) = bed {
        props::quilt(stage, bx, by, quilt);
    }
    let _ = flip;
}

pub fn sleeping(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let bed = set.spots.iter().find_map(|s| match s {
        Spot::Bed(x, y, c) => Some((*x, *y, *c)),
        _ => None,
    });
    let figure = pose_figure(stage, kind, Pose::lie(), false);
    let size = height(stage, set, kind);
    let (x, y) = bed.map_or((stage.w() * 0.5 - 40.0 * flip, set.floor), |b| (b.0, b.1));
    let placed = stage.figure(&figure, x, y, size, flip);
    if let Some((bx, by, quilt)) = bed {
        props::quilt(stage, bx + 60.0, by, quilt);
    }
    let head = placed.head();
    props::dream_marks(stage, head.0, head.1 - 40.0);
}

pub fn walking_away(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let figure = pose_figure(stage, kind, Pose::walk(), true);
    let size = height(stage, set, kind).max(stage.h() / 5.0);
    let x = stage.w() * 0.5 + 40.0 * flip;
    let placed = stage.figure(&figure, x, set.floor - 20.0, size, flip);
    let hand = placed.near_hand();
    props::bundle(stage, hand, size * 0.18, flip);
}

pub fn dancing(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let x = stage.w() * 0.5;
    let light = stage.look.light;
    stage.paint(light, |b, _| {
        b.glow(x, set.floor - 200.0, 320.0, light, 0.35);
    });
    let placed = stand(stage, set, kind, Pose::dance(), x, flip);
    let hand = placed.far_hand();
    props::notes(stage, hand.0, hand.1, 5);
}

pub fn watering(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let x = stage.w() * 0.5 - 150.0 * flip;
    let placed = stand(stage, set, kind, Pose::offer(), x, flip);
    let hand = placed.near_hand();
    props::watering_can(stage, hand, placed.size * 0.16, flip);
    let plant_x = hand.0 + placed.size * 0.55 * flip;
    let grows = *stage.rng.pick(&["flower", "tree", "mushroom"]);
    props::plant(stage, grows, plant_x, set.floor, placed.size);
}

pub fn music(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let x = stage.w() * 0.5 - 60.0 * flip;
    let placed = stand(stage, set, kind, Pose::offer(), x, flip);
    let hand = placed.near_hand();
    props::violin(stage, placed.at(placed.joints.shoulder), hand, placed.size);
    props::notes(stage, hand.0 + 60.0 * flip, hand.1 - 80.0, 7);
}

pub fn stargazing(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let x = stage.w() * 0.5 - 120.0 * flip;
    let placed = stand(stage, set, kind, Pose::reach(), x, flip);
    let eye = placed.head();
    props::telescope(stage, eye, set.floor, placed.size, flip);
}

pub fn lantern_bearing(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let x = stage.w() * 0.5 - 40.0 * flip;
    let placed = stand(stage, set, kind, Pose::point(), x, flip);
    let hand = placed.near_hand();
    let size = placed.size * 0.22;
    let ink = stage.look.ink;
    let accent = stage.look.accent;
    stage.paint(accent, |b, _| {
        b.glow(hand.0, hand.1 + size * 0.5, size * 4.0, accent, 0.5);
    });
    stage.motif("lantern", (hand.0, hand.1 + size, size, flip), ink);
}

pub fn waving(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let x = stage.w() * 0.5 - 160.0 * flip;
    stand(stage, set, kind, Pose::wave(), x, flip);
    let far = *stage.rng.pick(&["boat", "balloon", "kite"]);
    let ink = stage.look.cloth[0];
    let (fx, fy) = (stage.w() * 0.5 + 220.0 * flip, stage.h() * 0.3);
    stage.motif(far, (fx, fy, 150.0, -flip), ink);
}

pub fn juggling(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let x = stage.w() * 0.5;
    let placed = stand(stage, set, kind, Pose::offer(), x, flip);
    let hand = placed.near_hand();
    let things = *stage.rng.pick(&["planets", "apples", "stars"]);
    props::juggled(stage, hand, placed.size, things);
}

pub fn sweeping(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let x = stage.w() * 0.5 - 60.0 * flip;
    let placed = stand(stage, set, kind, Pose::offer(), x, flip);
    let hand = placed.near_hand();
    props::broom(stage, hand, set.floor, flip);
    props::swept(stage, hand.0 + 200.0 * flip, set.floor);
}

pub fn planting(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let x = stage.w() * 0.5 - 60.0 * flip;
    let placed = stand(stage, set, kind, Pose::kneel(), x, flip);
    let hand = placed.near_hand();
    props::goal(stage, "star", hand.0 + 30.0 * flip, set.floor - 18.0);
    let _ = hand;
}

pub fn swinging(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let x = stage.w() * 0.5;
    let size = height(stage, set, kind);
    let seat_y = set.floor - size * 0.4;
    props::swing_ropes(stage, x, seat_y, size);
    let figure = pose_figure(stage, kind, Pose::sit(0.0), false);
    stage.figure(&figure, x, seat_y, size, flip);
}

pub fn rowing(stage: &mut Stage, set: &Set, kind: &Kind, flip: f32) {
    let water = set.water().unwrap_or(stage.h() * 0.6) + 180.0;
    let x = stage.w() * 0.5;
    let size = height(stage, set, kind);
    let ink = stage.look.cloth[3];
    let figure = pose_figure(stage, kind, Pose::row(), false);
    stage.figure(&figure, x, water - size * 0.05, size, flip);
    stage.motif("boat", (x, water + size * 0.3, size * 0.9, flip), ink);
}

pub const ACTIONS: &[Action] = &[
    Action {
        name: "climbing",
        fits: hands,
        act: climbing,
    },
    Action {
        name: "fishing",
        fits: |s, k| s.water().is_some() && k.has_hands(),
        act: fishing,
    },
    Action {
        name: "carrying",
        fits: hands,
        act: carrying,
    },
    Action {
        name: "reading",
        fits: hands,
        act: reading,
    },
    Action {
        name: "sewing",
        fits: hands,
        act: sewing,
    },
    Action {
        name: "hiding",
        fits: anywhere,
        act: hiding,
    },
    Action {
        name: "falling",
        fits: anywhere,
        act: falling,
    },
    Action {
        name: "flying",
        fits: outdoors,
        act: flying,
    },
    Action {
        name: "knocking",
        fits: hands,
        act: knocking,
    },
    Action {
        name: "pouring",
        fits: hands,
        act: pouring,
    },
    Action {
        name: "waking",
        fits: |s, _| s.spots.iter().any(|p| matches!(p, Spot::Bed(..))),
        act: waking,
    },
    Action {
        name: "sleeping",
        fits: anywhere,
        act: sleeping,
    },
    Action {
        name: "walking away",
        fits: outdoors,
        act: walking_away,
    },
    Action {
        name: "dancing",
        fits: anywhere,
        act: dancing,
    },
    Action {
        name: "watering",
        fits: hands,
        act: watering,
    },
    Action {
        name: "playing music",
        fits: hands,
        act: music,
    },
    Action {
        name: "stargazing",
        fits: outdoors,
        act: stargazing,
    },
    Action {
        name: "carrying a lantern",
        fits: hands,
        act: lantern_bearing,
    },
    Action {
        name: "waving",
        fits: outdoors,
        act: waving,
    },
    Action {
        name: "juggling",
        fits: hands,
        act: juggling,
    },
    Action {
        name: "sweeping",
        fits: hands,
        act: sweeping,
    },
    Action {
        name: "planting",
        fits: hands,
        act: planting,
    },
    Action {
        name: "swinging",
        fits: outdoors,
        act: swinging,
    },
    Action {
        name: "rowing",
        fits: |s, k| s.water().is_some() && k.has_hands(),
        act: rowing,
    },
];

pub fn choose_side(stage: &mut Stage) -> f32 {
    side(stage)
}
