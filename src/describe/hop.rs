//! The rabbits' hop at the reveal, timed once for all that follows it: the laptop's track, the
//! table display's track and the hop sounds (which must land as the rabbits do).

/// Seconds the rabbits take to reach their new spaces, after a short pause.
pub const HOP_SECONDS: f32 = 1.2;
/// Seconds the rabbits wait before they hop (the table display waits as long; the hop sounds
/// follow both).
pub const HOP_PAUSE: f32 = 0.3;

/// How far along its hop a rabbit is, `elapsed` seconds into the reveal: 0 before it leaves,
/// 1 once it has landed, eased in between (smoothstep, so it starts and lands gently).
pub fn hop_progress(elapsed: f32) -> f32 {
    let t = ((elapsed - HOP_PAUSE) / HOP_SECONDS).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// Seconds into the reveal at which a rabbit has covered `share` (0 to 1) of its hop: the
/// inverse of [`hop_progress`].
pub fn hop_reached_at(share: f32) -> f32 {
    let t = 0.5 - ((1.0 - 2.0 * share).asin() / 3.0).sin();
    HOP_PAUSE + HOP_SECONDS * t
}

#[cfg(test)]
mod tests {
    use super::{HOP_PAUSE, HOP_SECONDS, hop_progress, hop_reached_at};

    #[test]
    fn the_hop_waits_eases_and_lands_and_its_inverse_finds_each_moment() {
        let near = |a: f32, b: f32| (a - b).abs() < 1e-5;
        assert!(near(hop_progress(0.0), 0.0));
        assert!(near(hop_progress(HOP_PAUSE), 0.0));
        assert!(near(hop_progress(HOP_PAUSE + HOP_SECONDS / 2.0), 0.5));
        assert!(near(hop_progress(HOP_PAUSE + HOP_SECONDS), 1.0));
        assert!(near(hop_progress(10.0), 1.0));
        for share in [0.1_f32, 0.25, 0.5, 0.75, 1.0] {
            let at = hop_reached_at(share);
            assert!((hop_progress(at) - share).abs() < 1e-4, "{share}: {at}");
        }
        assert!(near(hop_reached_at(1.0), HOP_PAUSE + HOP_SECONDS));
    }
}
