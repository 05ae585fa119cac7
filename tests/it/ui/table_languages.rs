//! The table display and its round history in Dutch, French and Brazilian Portuguese: in
//! every phase of random games, at a 1080p TV and a 720p projector, every text is
//! translated (no message id shows), stays inside the window and overlaps no other text.
//!
//! Only texts that reach the accessibility tree are measured: labels, banners, titles and
//! the standings' and points' rows (whose painted words lie inside their row).

use crate::support::harness::{LONG_NAMES, draw_table_sized, looks_like_an_id};

use egui::{Rect, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::NodeT as _;
use fabula::engine::{CardId, EndCondition, GameConfig, GameRng, GameState, Phase, RuleSet};
use fabula::hotseat::TokenId;
use fabula::i18n::{self, Language};
use fabula::t;
use fabula::ui::widgets::theme;
use std::collections::HashSet;

struct Probe {
    state: GameState,
    language: Language,
    show_history: bool,
    installed: bool,
    /// The table's text size (1.0 at 100%).
    text: f32,
}

fn table_harness(
    state: GameState,
    language: Language,
    size: Vec2,
    text: f32,
) -> Harness<'static, Probe> {
    let players = state.player_count();
    let tokens: Vec<_> = (0..players).map(|i| TokenId(i as u8)).collect();
    Harness::builder()
        .with_size(size)
        .with_max_steps(4)
        .build_ui_state(
            move |ui, probe: &mut Probe| {
                i18n::set_language(probe.language);
                if !probe.installed {
                    theme::install(ui.ctx());
                    probe.installed = true;
                    return;
                }
                draw_table_sized(ui, &probe.state, &tokens, probe.show_history, probe.text);
            },
            Probe {
                state,
                language,
                show_history: false,
                installed: false,
                text,
            },
        )
}

/// Every text: its words and where they are.
fn texts(harness: &Harness<'_, Probe>) -> Vec<(String, Rect)> {
    harness
        .root()
        .children_recursive()
        // Texts only (a label's words are its value): the rabbits on the track share
        // squares on purpose.
        .filter(|n| n.accesskit_node().role() == egui::accesskit::Role::Label)
        .filter_map(|n| {
            let text = n.accesskit_node().value()?;
            Some((text, n.rect()))
        })
        .collect()
}

fn check(harness: &Harness<'_, Probe>, size: Vec2, context: &str) {
    let window = Rect::from_min_size(egui::Pos2::ZERO, size).expand(1.0);
    let history = harness.state().show_history;
    let all = texts(harness);
    assert!(all.len() > 3, "{context}: nothing drawn");
    for (text, rect) in &all {
        assert!(!looks_like_an_id(text), "{context}: untranslated {text:?}");
        // The history scrolls: only the rest of the table must fit as it is.
        if !history {
            assert!(
                window.contains_rect(*rect),
                "{context}: {text:?} at {rect:?} leaves the window"
            );
        }
    }
    // Nothing runs into the score track (twelve standings once did, at 720p); the history
    // scrolls, clipped above it.
    let track = harness
        .root()
        .children_recursive()
        .find(|n| {
            n.accesskit_node().role() == egui::accesskit::Role::Group
                && n.accesskit_node().label().as_deref() == Some(t!("track-caption").as_str())
        })
        .map(|n| n.rect());
    if let Some(track) = track.filter(|_| !history) {
        let rows = harness
            .root()
            .children_recursive()
            .filter(|n| n.accesskit_node().role() == egui::accesskit::Role::Label)
            .filter_map(|n| Some((n.accesskit_node().value()?, n.rect())));
        for (row, rect) in rows {
            let overlap = rect.intersect(track);
            assert!(
                overlap.width() <= 2.0 || overlap.height() <= 2.0,
                "{context}: {row:?} at {rect:?} runs into the score track at {track:?}"
            );
        }
    }
    for (i, (a, ra)) in all.iter().enumerate() {
        for (b, rb) in &all[i + 1..] {
            let overlap = ra.intersect(*rb);
            // Rounding lets neighbours share a pixel row; a real overlap is larger.
            assert!(
                overlap.width() <= 2.0 || overlap.height() <= 2.0,
                "{context}: {a:?} at {ra:?} overlaps {b:?} at {rb:?}"
            );
        }
    }
}

/// A random game of `players` in `language` on a table of `size` points at text size `text`,
/// checked at every step (and its round history once): the number of phases seen.
pub(super) fn play_sized(
    (rules, players, seed): (RuleSet, usize, u64),
    language: Language,
    size: Vec2,
    text: f32,
) -> usize {
    let names = LONG_NAMES[..players]
        .iter()
        .map(|n| (*n).to_owned())
        .collect();
    let mut config = GameConfig::new(rules, names, (0..240).map(CardId).collect(), seed);
    config.end = EndCondition::TargetScore(8);
    let state = GameState::new(config).expect("valid set-up");
    let mut harness = table_harness(state, language, size, text);
    let mut rng = GameRng::new(seed);
    let mut phases = HashSet::new();
    let mut seen_history = false;
    for step in 0..300 {
        harness.run();
        let phase = harness.state().state.phase();
        phases.insert(phase);
        let context = format!("{language:?} {size:?} {rules:?} {players}p step {step} {phase:?}");
        check(&harness, size, &context);
        // Once per game, and at the end, the table shows the round history instead.
        let finished = !harness.state().state.history().is_empty();
        if finished && (!seen_history || phase == Phase::GameOver) {
            seen_history = true;
            harness.state_mut().show_history = true;
            harness.run();
            check(&harness, size, &format!("{context} history"));
            harness.state_mut().show_history = false;
        }
        let Some(action) = harness.state().state.random_action(&mut rng) else {
            break;
        };
        harness
            .state_mut()
            .state
            .apply(action)
            .expect("random actions are legal");
    }
    assert!(seen_history, "{language:?}: no turn finished");
    phases.len()
}

fn play(rules: RuleSet, players: usize, seed: u64, language: Language, size: Vec2) -> usize {
    play_sized((rules, players, seed), language, size, 1.0)
}

#[test]
fn the_table_fits_every_language_in_every_phase() {
    let tv = Vec2::new(1920.0, 1080.0);
    let projector = Vec2::new(1280.0, 720.0);
    for language in [Language::Fr, Language::PtBr, Language::Nl] {
        let phases = play(RuleSet::Classic, 12, 3, language, tv)
            + play(RuleSet::Team, 6, 4, language, projector)
            + play(RuleSet::Party, 7, 5, language, projector);
        assert!(phases >= 14, "{language:?}: only {phases} phases seen");
    }
    i18n::set_language(Language::En);
}

#[test]
fn twelve_players_fit_the_table_of_a_720p_window() {
    // A 1280x720 window at the app's zoom of 0.8 lays out 1600x900 points.
    let phases = play(
        RuleSet::Classic,
        12,
        6,
        Language::Fr,
        Vec2::new(1600.0, 900.0),
    );
    assert!(phases >= 5, "only {phases} phases seen");
    i18n::set_language(Language::En);
}
