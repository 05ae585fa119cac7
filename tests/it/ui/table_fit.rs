//! The table display read from across the room: twelve rabbits on one space all visible inside
//! the score track's panel (on the table display and on the laptop's reveal), and no text on
//! the table display smaller than 24 px at 1080p, scaled with the window.

use crate::support::harness::draw_table;
use egui::{Rect, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::NodeT as _;
use fabula::engine::{Action, CardId, GameConfig, GameRng, GameState, Phase, PlayerId, RuleSet};
use fabula::hotseat::TokenId;
use fabula::ui::widgets::theme;

struct Probe {
    state: GameState,
    installed: bool,
}

const SIZES: [(f32, f32); 3] = [(1280.0, 720.0), (1920.0, 1080.0), (3840.0, 2160.0)];

fn table_harness(state: GameState, size: Vec2) -> Harness<'static, Probe> {
    let tokens: Vec<_> = (0..state.player_count())
        .map(|i| TokenId(i as u8))
        .collect();
    Harness::builder()
        .with_size(size)
        .with_max_steps(4)
        .build_ui_state(
            move |ui, probe: &mut Probe| {
                if !probe.installed {
                    theme::install(ui.ctx());
                    probe.installed = true;
                    return;
                }
                draw_table(ui, &probe.state, &tokens, false);
            },
            Probe {
                state,
                installed: false,
            },
        )
}

/// A game of `players` played by random legal moves until `phase`.
fn game_at(rules: RuleSet, players: usize, seed: u64, phase: Phase) -> GameState {
    let names = (1..=players).map(|i| format!("Player {i}")).collect();
    let deck = (0..200).map(CardId).collect();
    let mut game = GameState::new(GameConfig::new(rules, names, deck, seed)).unwrap();
    game.apply(Action::ChooseStoryteller {
        player: Some(PlayerId(0)),
    })
    .unwrap();
    let mut rng = GameRng::new(seed);
    while game.phase() != phase {
        let action = game.random_action(&mut rng).expect("a move");
        game.apply(action).unwrap();
    }
    game
}

/// The score track's panel and every rabbit on it (as the accessibility tree places them).
fn track_and_rabbits<S>(harness: &Harness<'_, S>) -> (Rect, Vec<(String, Rect)>) {
    let mut track = None;
    let mut rabbits = Vec::new();
    for node in harness.root().children_recursive() {
        let ak = node.accesskit_node();
        let label = ak.label().unwrap_or_default();
        if ak.role() == egui::accesskit::Role::Group && label == "score track" {
            track = Some(node.rect());
        } else if label.contains("rabbit") || label.contains("on the track") {
            rabbits.push((label, node.rect()));
        }
    }
    (track.expect("a score track"), rabbits)
}

fn assert_rabbits_visible(track: Rect, rabbits: &[(String, Rect)], players: usize, context: &str) {
    assert_eq!(rabbits.len(), players, "{context}: rabbits {rabbits:?}");
    for (name, rect) in rabbits {
        assert!(
            track.expand(0.5).contains_rect(*rect),
            "{context}: {name} at {rect:?} leaves the track's panel {track:?}"
        );
    }
    for (i, (a, ra)) in rabbits.iter().enumerate() {
        for (b, rb) in &rabbits[i + 1..] {
            let overlap = ra.intersect(*rb);
            let shared = if overlap.is_positive() {
                overlap.area() / ra.area().min(rb.area())
            } else {
                0.0
            };
            assert!(shared < 0.2, "{context}: {a} hides under {b} ({shared:.2})");
        }
    }
}

#[test]
fn twelve_rabbits_on_one_space_all_show_inside_the_table_track() {
    // The first turn's votes: everybody still on 0.
    let state = game_at(RuleSet::Classic, 12, 3, Phase::Voting);
    assert!(state.scores().iter().all(|s| *s == 0));
    for (w, h) in SIZES {
        let mut harness = table_harness(state.clone(), egui::vec2(w, h));
        harness.run();
        let (track, rabbits) = track_and_rabbits(&harness);
        assert_rabbits_visible(track, &rabbits, 12, &format!("table {w}x{h}"));
    }
}

/// Every text drawn this frame, with its size in points.
fn text_sizes(output: &egui::FullOutput) -> Vec<(String, f32)> {
    fn walk(shape: &egui::Shape, out: &mut Vec<(String, f32)>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            egui::Shape::Text(text) => {
                for section in &text.galley.job.sections {
                    let range = section.byte_range.start.0..section.byte_range.end.0;
                    let words = text.galley.job.text[range].trim();
                    if !words.is_empty() {
                        out.push((words.to_owned(), section.format.font_id.size));
                    }
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &output.shapes {
        walk(&clipped.shape, &mut out);
    }
    out
}

#[test]
fn no_text_on_the_table_is_smaller_than_24_px_at_1080p() {
    let games = [
        game_at(RuleSet::Classic, 8, 5, Phase::Reveal),
        game_at(RuleSet::Classic, 12, 6, Phase::Reveal),
        game_at(RuleSet::Classic, 12, 7, Phase::Voting),
        game_at(RuleSet::Party, 12, 8, Phase::Reveal),
        game_at(RuleSet::Team, 12, 9, Phase::Submitting),
    ];
    for state in games {
        for (w, h) in SIZES {
            let mut harness = table_harness(state.clone(), egui::vec2(w, h));
            harness.run();
            // Readable at the far end of the room: 24 px on a 1080-line screen, in proportion
            // to the table's own size (as the table display scales itself).
            let table = harness
                .root()
                .children_recursive()
                .find(|n| n.accesskit_node().label().as_deref() == Some("Table display screen"))
                .expect("the table display")
                .rect();
            let least = 24.0 * (table.height() / 1080.0).min(table.width() / 1600.0);
            let sizes = text_sizes(harness.output());
            assert!(!sizes.is_empty(), "nothing drawn");
            let small: Vec<String> = sizes
                .iter()
                .filter(|(_, size)| size + 0.01 < least)
                .map(|(words, size)| format!("{words:?} {size:.1}"))
                .collect();
            assert!(
                small.is_empty(),
                "{:?} {}p {w}x{h}: under {least:.1} px: {small:?}",
                state.phase(),
                state.player_count()
            );
        }
    }
}

#[test]
fn twelve_rabbits_on_one_space_all_show_inside_the_laptop_track() {
    // The first reveal: the rabbits start their hop from 0, all twelve on one space.
    let state = game_at(RuleSet::Classic, 12, 4, Phase::Reveal);
    for (w, h) in [(1280.0, 720.0), (1920.0, 1080.0)] {
        let state = state.clone();
        let mut harness =
            crate::support::harness::app_harness(None, egui::vec2(w, h), 8, 2, move |mut app| {
                let tokens = (0..12).map(TokenId).collect();
                app.resume(&state, tokens);
                app
            });
        harness.step();
        let (track, rabbits) = track_and_rabbits(&harness);
        assert_rabbits_visible(track, &rabbits, 12, &format!("laptop {w}x{h}"));
    }
}

/// The rabbits of `scores` on a track of `size` points with `text`: those that leave the
/// track's panel.
fn rabbits_outside(scores: &[f32], size: Vec2, text: fabula::ui::game::TrackText) -> Vec<String> {
    use fabula::ui::game::{Rabbit, track_ui};
    let rabbits: Vec<Rabbit> = scores
        .iter()
        .enumerate()
        .map(|(i, score)| Rabbit {
            token: fabula::ui::widgets::token(i),
            score: *score,
            seat: i,
        })
        .collect();
    let names: Vec<String> = (0..scores.len()).map(|i| format!("rabbit {i}")).collect();
    let mut harness = Harness::builder()
        .with_size(size + egui::vec2(16.0, 16.0))
        .with_max_steps(2)
        .build_ui(move |ui| {
            theme::install(ui.ctx());
            track_ui(ui, &rabbits, &names, size.y, text);
        });
    harness.run();
    let (track, rabbits) = track_and_rabbits(&harness);
    rabbits
        .into_iter()
        .filter(|(_, r)| !track.expand(0.5).contains_rect(*r))
        .map(|(n, r)| format!("{n} at {r:?} outside {track:?}"))
        .collect()
}

#[test]
fn three_rabbits_on_one_space_stay_on_the_track_beside_a_neighbour() {
    use fabula::ui::game::TrackText;
    // The laptop's track at 720 lines (its smallest), the table display's at 720 and 1080.
    let table = |s: f32| TrackText {
        numbers: 24.0 * s,
        caption: 24.0 * s,
    };
    let tracks = [
        (egui::vec2(1216.0, 110.0), TrackText::LAPTOP),
        (egui::vec2(1173.0, 116.7), table(720.0 / 1080.0)),
        (egui::vec2(1760.0, 175.0), table(1.0)),
    ];
    for (size, text) in tracks {
        for space in 0..=31u32 {
            let s = space as f32;
            // Three tied on one space, a fourth one step ahead (or behind).
            for fourth in [s + 1.0, (s - 1.0).max(0.0)] {
                let scores = [s, s, s, fourth];
                let outside = rabbits_outside(&scores, size, text);
                assert!(outside.is_empty(), "{size:?}, {scores:?}: {outside:?}");
            }
        }
    }
}
