//! Poses: a figure's skeleton as a few angles, and where its joints end up. Figures are drawn
//! in a three-quarter side view facing `+u`: the far arm and leg behind the body, the near
//! ones in front, which keeps every pose readable as a silhouette.

use std::f32::consts::{FRAC_PI_2, PI};

/// A point in the figure's own units: `u` forward, `v` up, the standing figure 1 tall.
pub type P = (f32, f32);

/// Limb lengths and where the body's joints sit, for a figure 1 tall.
#[derive(Clone, Copy, Debug)]
pub struct Build {
    /// Head radius.
    pub head: f32,
    pub thigh: f32,
    pub shin: f32,
    pub upper_arm: f32,
    pub forearm: f32,
    pub torso: f32,
    /// Width of limbs and torso, relative to a grown-up's.
    pub bulk: f32,
}

impl Build {
    pub const ADULT: Build = Build {
        head: 0.075,
        thigh: 0.245,
        shin: 0.235,
        upper_arm: 0.175,
        forearm: 0.165,
        torso: 0.3,
        bulk: 1.0,
    };

    /// A child: a bigger head on a shorter body.
    pub const CHILD: Build = Build {
        head: 0.105,
        thigh: 0.21,
        shin: 0.2,
        upper_arm: 0.15,
        forearm: 0.14,
        torso: 0.27,
        bulk: 1.05,
    };

    /// Short legs and a round body (bears, badgers, frogs).
    pub const STOUT: Build = Build {
        head: 0.1,
        thigh: 0.19,
        shin: 0.18,
        upper_arm: 0.16,
        forearm: 0.15,
        torso: 0.33,
        bulk: 1.5,
    };

    /// Height of the hip above the feet when standing straight.
    pub fn hip_height(&self) -> f32 {
        self.thigh + self.shin + 0.02
    }
}

/// Angles of a pose, in radians. Limb angles are measured from straight down, positive forward;
/// bends are how far the knee (backward) or elbow (forward) folds.
#[derive(Clone, Copy, Debug)]
pub struct Pose {
    /// The hip's height above the base, as a share of the standing hip height.
    pub hip: f32,
    /// The hip's shift forward.
    pub shift: f32,
    /// Torso lean from upright, positive forward.
    pub lean: f32,
    /// Head tilt, positive looking up.
    pub nod: f32,
    /// `[far, near]` legs: thigh angle and knee bend.
    pub legs: [(f32, f32); 2],
    /// `[far, near]` arms: upper-arm angle and elbow bend.
    pub arms: [(f32, f32); 2],
    /// The whole body turned about the hip (falling, flying, lying down), positive forward.
    pub turn: f32,
}

const D: f32 = PI / 180.0;

impl Pose {
    pub const STAND: Pose = Pose {
        hip: 1.0,
        shift: 0.0,
        lean: 0.0,
        nod: 0.0,
        legs: [(-4.0 * D, 0.0), (5.0 * D, 0.0)],
        arms: [(-8.0 * D, 10.0 * D), (10.0 * D, 15.0 * D)],
        turn: 0.0,
    };

    pub fn walk() -> Pose {
        Pose {
            hip: 0.97,
            lean: 5.0 * D,
            legs: [(-24.0 * D, 20.0 * D), (24.0 * D, 8.0 * D)],
            arms: [(22.0 * D, 20.0 * D), (-25.0 * D, 15.0 * D)],
            ..Pose::STAND
        }
    }

    /// Sitting on something `seat` high (a share of the hip height).
    pub fn sit(seat: f32) -> Pose {
        Pose {
            hip: seat,
            lean: -4.0 * D,
            legs: [(80.0 * D, 82.0 * D), (86.0 * D, 90.0 * D)],
            arms: [(20.0 * D, 60.0 * D), (30.0 * D, 70.0 * D)],
            ..Pose::STAND
        }
    }

    pub fn kneel() -> Pose {
        Pose {
            hip: 0.55,
            lean: 8.0 * D,
            legs: [(20.0 * D, 110.0 * D), (85.0 * D, 90.0 * D)],
            arms: [(30.0 * D, 40.0 * D), (45.0 * D, 50.0 * D)],
            ..Pose::STAND
        }
    }

    /// Crouching low (hiding, peering).
    pub fn crouch() -> Pose {
        Pose {
            hip: 0.45,
            lean: 35.0 * D,
            nod: 15.0 * D,
            legs: [(60.0 * D, 130.0 * D), (75.0 * D, 140.0 * D)],
            arms: [(50.0 * D, 60.0 * D), (70.0 * D, 70.0 * D)],
            ..Pose::STAND
        }
    }

    /// Arms up on a ladder or a rope, one knee raised.
    pub fn climb() -> Pose {
        Pose {
            hip: 0.98,
            lean: 4.0 * D,
            nod: 20.0 * D,
            legs: [(-2.0 * D, 5.0 * D), (55.0 * D, 80.0 * D)],
            arms: [(170.0 * D, 10.0 * D), (150.0 * D, 25.0 * D)],
            ..Pose::STAND
        }
    }

    /// Both hands reaching up and forward.
    pub fn reach() -> Pose {
        Pose {
            nod: 25.0 * D,
            legs: [(-10.0 * D, 0.0), (6.0 * D, 0.0)],
            arms: [(140.0 * D, 10.0 * D), (155.0 * D, 5.0 * D)],
            ..Pose::STAND
        }
    }

    /// Tumbling through the air.
    pub fn fall() -> Pose {
        Pose {
            lean: -10.0 * D,
            nod: 20.0 * D,
            legs: [(-40.0 * D, 60.0 * D), (40.0 * D, 30.0 * D)],
            arms: [(160.0 * D, -20.0 * D), (120.0 * D, -10.0 * D)],
            turn: 150.0 * D,
            ..Pose::STAND
        }
    }

    /// Flying forward like a swimmer in the air.
    pub fn fly() -> Pose {
        Pose {
            nod: 70.0 * D,
            legs: [(-12.0 * D, 25.0 * D), (-4.0 * D, 10.0 * D)],
            arms: [(170.0 * D, 5.0 * D), (100.0 * D, 10.0 * D)],
            turn: 78.0 * D,
            ..Pose::STAND
        }
    }

    /// Lying on the back, asleep.
    pub fn lie() -> Pose {
        Pose {
            hip: 0.2,
            nod: -5.0 * D,
            legs: [(2.0 * D, 10.0 * D), (0.0, 20.0 * D)],
            arms: [(5.0 * D, 40.0 * D), (20.0 * D, 80.0 * D)],
            turn: -FRAC_PI_2,
            ..Pose::STAND
        }
    }

    /// Sitting up in bed with arms stretched wide.
    pub fn wake() -> Pose {
        Pose {
            hip: 0.15,
            lean: -8.0 * D,
            nod: 20.0 * D,
            legs: [(88.0 * D, 0.0), (86.0 * D, 5.0 * D)],
            arms: [(150.0 * D, -30.0 * D), (160.0 * D, 30.0 * D)],
            ..Pose::STAND
        }
    }

    /// The near fist raised against a door.
    pub fn knock() -> Pose {
        Pose {
            lean: 4.0 * D,
            nod: 5.0 * D,
            arms: [(-5.0 * D, 20.0 * D), (95.0 * D, 100.0 * D)],
            ..Pose::STAND
        }
    }

    /// Both hands forward at chest height (pouring, holding out, offering).
    pub fn offer() -> Pose {
        Pose {
            lean: 6.0 * D,
            arms: [(60.0 * D, 30.0 * D), (75.0 * D, 20.0 * D)],
            ..Pose::STAND
        }
    }

    /// Bent under a load held on the back.
    pub fn carry() -> Pose {
        Pose {
            hip: 0.96,
            lean: 24.0 * D,
            nod: 10.0 * D,
            legs: [(-22.0 * D, 18.0 * D), (22.0 * D, 10.0 * D)],
            arms: [(120.0 * D, 120.0 * D), (140.0 * D, 110.0 * D)],
            ..Pose::STAND
        }
    }

    /// On one leg, arms up: a dancer's turn.
    pub fn dance() -> Pose {
        Pose {
            lean: -6.0 * D,
            nod: 15.0 * D,
            legs: [(-50.0 * D, 30.0 * D), (2.0 * D, 0.0)],
            arms: [(150.0 * D, 30.0 * D), (110.0 * D, -10.0 * D)],
            ..Pose::STAND
        }
    }

    /// One arm waving high.
    pub fn wave() -> Pose {
        Pose {
            nod: 8.0 * D,
            arms: [(-6.0 * D, 10.0 * D), (150.0 * D, 30.0 * D)],
            ..Pose::STAND
        }
    }

    /// Arms flung up in a quarrel.
    pub fn shout() -> Pose {
        Pose {
            lean: 10.0 * D,
            nod: 10.0 * D,
            legs: [(-14.0 * D, 5.0 * D), (16.0 * D, 5.0 * D)],
            arms: [(130.0 * D, 60.0 * D), (100.0 * D, 10.0 * D)],
            ..Pose::STAND
        }
    }

    /// Pointing far ahead with the near arm.
    pub fn point() -> Pose {
        Pose {
            nod: 15.0 * D,
            arms: [(-5.0 * D, 15.0 * D), (110.0 * D, 0.0)],
            ..Pose::STAND
        }
    }

    /// Rowing or pulling: sitting, arms pulled back.
    pub fn row() -> Pose {
        Pose {
            lean: -14.0 * D,
            arms: [(60.0 * D, 70.0 * D), (70.0 * D, 80.0 * D)],
            ..Pose::sit(0.3)
        }
    }
}

/// Where a posed figure's joints are, in figure units.
#[derive(Clone, Copy, Debug)]
pub struct Joints {
    pub hip: P,
    pub neck: P,
    pub head: P,
    pub shoulder: P,
    /// `[far, near]`.
    pub knees: [P; 2],
    pub feet: [P; 2],
    pub elbows: [P; 2],
    pub hands: [P; 2],
    /// The direction the torso points (up along the spine), a unit vector.
    pub spine: P,
    /// The whole-body turn, for drawing feet and faces.
    pub turn: f32,
}

fn along(from: P, angle: f32, length: f32) -> P {
    (from.0 + angle.sin() * length, from.1 - angle.cos() * length)
}

fn rotate(p: P, about: P, angle: f32) -> P {
    // Positive turns tip the figure forward (clockwise on the page, with v up).
    let (s, c) = (-angle).sin_cos();
    let (x, y) = (p.0 - about.0, p.1 - about.1);
    (about.0 + x * c - y * s, about.1 + x * s + y * c)
}

impl Joints {
    pub fn of(pose: &Pose, build: &Build) -> Joints {
        let hip = (pose.shift, build.hip_height() * pose.hip);
        let spine = (pose.lean.sin(), pose.lean.cos());
        let neck = (hip.0 + spine.0 * build.torso, hip.1 + spine.1 * build.torso);
        let shoulder = (neck.0 - spine.0 * 0.035, neck.1 - spine.1 * 0.035);
        let head_dir = pose.lean + pose.nod * 0.3;
        let head = (
            neck.0 + head_dir.sin() * build.head * 1.05,
            neck.1 + head_dir.cos() * build.head * 1.05,
        );
        let leg = |(angle, bend): (f32, f32)| {
            let knee = along(hip, angle, build.thigh);
            (knee, along(knee, angle - bend, build.shin))
        };
        let arm = |(angle, bend): (f32, f32)| {
            let elbow = along(shoulder, angle, build.upper_arm);
            (elbow, along(elbow, angle + bend, build.forearm))
        };
        let (lf, ln) = (leg(pose.legs[0]), leg(pose.legs[1]));
        let (af, an) = (arm(pose.arms[0]), arm(pose.arms[1]));
        let r = |p: P| rotate(p, hip, pose.turn);
        Joints {
            hip,
            neck: r(neck),
            head: r(head),
            shoulder: r(shoulder),
            knees: [r(lf.0), r(ln.0)],
            feet: [r(lf.1), r(ln.1)],
            elbows: [r(af.0), r(an.0)],
            hands: [r(af.1), r(an.1)],
            spine: rotate(spine, (0.0, 0.0), pose.turn),
            turn: pose.turn,
        }
    }

    /// The lowest point of the body (what rests on the ground).
    pub fn lowest(&self) -> f32 {
        [
            self.feet[0].1,
            self.feet[1].1,
            self.knees[0].1,
            self.knees[1].1,
            self.hip.1 - 0.05,
            self.head.1 - 0.08,
            self.hands[0].1,
            self.hands[1].1,
        ]
        .into_iter()
        .fold(f32::MAX, f32::min)
    }
}
