//! Reduced motion at the reveal: the rabbits hop along the track, or with motion reduced
//! stand at once where they go (named there for screen readers) while the old spot fades.

use egui::{Pos2, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::NodeT as _;
use fabula::ui::game::{RabbitMove, TrackText, moving_track_ui};
use fabula::ui::widgets::{Motion, theme, token};

/// Where the rabbit named "rabbit" stands, and how many shapes are painted, for a rabbit
/// moving from 2 to 9 points, `progress` of the way, moved by `motion`.
fn rabbit_at(progress: f32, motion: Motion) -> (Pos2, usize) {
    let moves = [RabbitMove {
        token: token(0),
        before: 2.0,
        after: 9.0,
    }];
    let names = vec!["rabbit".to_owned()];
    let mut h = Harness::builder()
        .with_size(egui::vec2(900.0, 220.0))
        .with_max_steps(2)
        .build_ui(move |ui| {
            theme::install(ui.ctx());
            let moving = (moves.as_slice(), progress, motion);
            moving_track_ui(ui, moving, &names, 200.0, TrackText::LAPTOP);
        });
    h.run();
    let named: Vec<Rect> = (h.root().children_recursive())
        .filter(|n| n.accesskit_node().label().as_deref() == Some("rabbit"))
        .map(|n| n.rect())
        .collect();
    assert_eq!(named.len(), 1, "one rabbit is named, wherever it is drawn");
    // Everything painted: the track, and each rabbit drawn (one, or two while fading).
    let painted = h.output().shapes.len();
    (named[0].center(), painted)
}

#[test]
fn with_reduced_motion_the_rabbit_fades_to_its_space_instead_of_hopping() {
    let (start, _) = rabbit_at(0.0, Motion::Sweep);
    let (end, _) = rabbit_at(1.0, Motion::Sweep);
    assert!(start.distance(end) > 50.0, "2 and 9 are far apart");
    // Hopping, half-way it is between the two.
    let (half, hopping) = rabbit_at(0.5, Motion::Sweep);
    assert!(
        half.distance(start) > 10.0 && half.distance(end) > 10.0,
        "{half:?}"
    );
    // Fading, it is at its new space from the first frame, and the old one shows too (fading
    // out) until it has arrived: the rabbit drawn twice, never between.
    let (arrived_at, arrived) = rabbit_at(1.0, Motion::Fade);
    assert!(arrived_at.distance(end) < 1.0);
    assert_eq!(hopping, arrived, "one rabbit drawn, hopping or arrived");
    for progress in [0.3, 0.7] {
        let (at, painted) = rabbit_at(progress, Motion::Fade);
        assert!(at.distance(end) < 1.0, "{progress}: at {at:?}, not {end:?}");
        assert!(
            painted > arrived,
            "{progress}: the old spot fades out beside the new"
        );
    }
}
