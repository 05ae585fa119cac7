//! The table display: in every phase of random games its accessibility tree names no secret
//! card and no owner before the scoring; the toggle opens and closes it mid-game without
//! losing anything.
//!
//! kittest runs one native viewport, so egui embeds the table's deferred viewport as a
//! window inside the laptop's: the toggle test sees both screens in one tree.

use crate::support::harness::draw_table;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use fabula::app::FabulaApp;
use fabula::engine::{
    CardId, EndCondition, GameConfig, GameRng, GameState, Phase, PlayerId, RuleSet,
};
use fabula::hotseat::Stage;
use fabula::hotseat::TokenId;
use fabula::secrecy::secret_cards;
use fabula::ui::widgets::theme;
use std::collections::HashSet;

/// The table display's accessible name (tests run in English).
const REGION: &str = "Table display screen";
/// The table's slots' accessible name before the number.
const SLOT_LABEL: &str = "Table slot";

const NAMES: [&str; 12] = [
    "Ada", "Bruno", "Chloe", "Dmitri", "Esme", "Farid", "Greta", "Hiro", "Ines", "Jonas", "Kemi",
    "Lior",
];

struct Probe {
    state: GameState,
    installed: bool,
}

/// Every label, description and value in the tree, one string per node.
fn node_texts(harness: &Harness<'_, Probe>) -> Vec<(String, String)> {
    harness
        .root()
        .children_recursive()
        .map(|n| {
            let node = n.accesskit_node();
            let label = node.label().unwrap_or_default();
            let more = [node.description(), node.value()]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(" | ");
            (label, more)
        })
        .collect()
}

/// The card ids named in `text` as "card #N".
fn named_cards(text: &str) -> Vec<u32> {
    text.match_indices("card #")
        .filter_map(|(at, m)| {
            let digits: String = text[at + m.len()..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            digits.parse().ok()
        })
        .collect()
}

fn check_table(harness: &Harness<'_, Probe>, context: &str) {
    let state = &harness.state().state;
    let view = state.public_view();
    let secret = secret_cards(state, None);
    let texts = node_texts(harness);
    assert!(
        texts.iter().any(|(l, _)| l == REGION),
        "{context}: no table drawn"
    );
    let mut named = HashSet::new();
    for (label, more) in &texts {
        for card in named_cards(label).into_iter().chain(named_cards(more)) {
            assert!(
                !secret.contains(&CardId(card)),
                "{context}: secret card #{card} named in {label:?} / {more:?}"
            );
            named.insert(card);
        }
    }
    // The check has teeth: while the board shows, every card on it is named, and found.
    let board: HashSet<u32> = view.board.iter().map(|c| c.0).collect();
    if matches!(view.phase, Phase::Voting | Phase::Reveal) {
        assert_eq!(named, board, "{context}: the board's cards, as named");
    } else {
        assert!(named.is_subset(&board), "{context}: named {named:?}");
    }
    if view.reveal.is_none() {
        let names: Vec<&str> = view.players.iter().map(|p| p.name.as_str()).collect();
        for (label, more) in texts.iter().filter(|(l, _)| l.starts_with(SLOT_LABEL)) {
            for name in &names {
                assert!(
                    !label.contains(name) && !more.contains(name),
                    "{context}: owner {name} shown on {label:?} / {more:?} before scoring"
                );
            }
        }
        for (label, more) in &texts {
            assert!(
                !label.contains("'s card") && !more.contains("'s card"),
                "{context}: an owner before scoring in {label:?} / {more:?}"
            );
        }
    } else if view.phase == Phase::Reveal {
        assert!(
            texts
                .iter()
                .any(|(l, m)| l.starts_with(SLOT_LABEL) && m.contains("'s card")),
            "{context}: the reveal names no owner"
        );
    }
}

/// A 1920x1080 harness drawing only the table screen of `state`, from its public snapshot.
fn table_harness(state: GameState, players: usize, show_history: bool) -> Harness<'static, Probe> {
    let tokens: Vec<_> = (0..players).map(|i| TokenId(i as u8)).collect();
    Harness::builder()
        .with_size(egui::vec2(1920.0, 1080.0))
        .with_max_steps(4)
        .build_ui_state(
            move |ui, probe: &mut Probe| {
                // The fonts must be in before the first text is laid out.
                if !probe.installed {
                    theme::install(ui.ctx());
                    probe.installed = true;
                    return;
                }
                draw_table(ui, &probe.state, &tokens, show_history);
            },
            Probe {
                state,
                installed: false,
            },
        )
}

fn random_game(rules: RuleSet, players: usize, seed: u64, phases: &mut HashSet<Phase>) {
    let names = NAMES[..players].iter().map(|n| (*n).to_owned()).collect();
    let mut config = GameConfig::new(rules, names, (0..240).map(CardId).collect(), seed);
    config.end = EndCondition::TargetScore(10);
    let state = GameState::new(config).expect("valid set-up");
    let mut harness = table_harness(state, players, false);
    let mut rng = GameRng::new(seed ^ 0x5eed);
    for step in 0..400 {
        harness.step();
        harness.step();
        let phase = harness.state().state.phase();
        phases.insert(phase);
        check_table(
            &harness,
            &format!("{rules:?} {players}p seed {seed} step {step} {phase:?}"),
        );
        let Some(action) = harness.state().state.random_action(&mut rng) else {
            break;
        };
        harness
            .state_mut()
            .state
            .apply(action)
            .expect("random actions are legal");
    }
}

#[test]
fn table_display_keeps_every_secret() {
    let mut phases = HashSet::new();
    for (k, seed) in (1..=3u64).enumerate() {
        random_game(RuleSet::Classic, [4, 7, 12][k], seed, &mut phases);
        random_game(RuleSet::Classic, 3, seed + 10, &mut phases);
        random_game(RuleSet::Edition2021, [5, 6, 8][k], seed + 20, &mut phases);
        random_game(RuleSet::Party, [6, 9, 12][k], seed + 30, &mut phases);
        random_game(RuleSet::Team, [6, 8, 12][k], seed + 40, &mut phases);
    }
    for phase in [
        Phase::ChooseStoryteller,
        Phase::Telling,
        Phase::Clue,
        Phase::NamingGivers,
        Phase::Submitting,
        Phase::Voting,
        Phase::Reveal,
        Phase::GameOver,
    ] {
        assert!(phases.contains(&phase), "no game reached {phase:?}");
    }
}

fn app_harness() -> Harness<'static, FabulaApp> {
    crate::support::harness::app_harness(None, egui::vec2(1600.0, 900.0), 24, 5, |app| {
        let mut app = crate::support::harness::with_cards(app);
        app.setup_mut().starter = Some(0);
        app
    })
}

fn key(h: &mut Harness<'_, FabulaApp>, key: egui::Key) {
    h.key_press(key);
    h.run();
}

fn has_label(h: &Harness<'_, FabulaApp>, label: &str) -> bool {
    h.query_by_label(label).is_some()
}

#[test]
fn toggle_opens_and_closes_the_table_mid_game() {
    let mut h = app_harness();
    key(&mut h, egui::Key::T);
    assert!(
        h.state().table_display(),
        "T opens the table on the start screen"
    );
    assert!(has_label(&h, REGION));
    key(&mut h, egui::Key::Enter); // new game
    key(&mut h, egui::Key::Enter); // start
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(0))));
    // The storyteller tells card 1; everyone else hands in card 1.
    key(&mut h, egui::Key::Space);
    key(&mut h, egui::Key::Num1);
    key(&mut h, egui::Key::Enter);
    while let Some(Stage::Privacy(_)) = h.state().stage() {
        key(&mut h, egui::Key::Space);
        key(&mut h, egui::Key::Num1);
        key(&mut h, egui::Key::Enter);
    }
    assert_eq!(h.state().stage(), Some(Stage::Board));
    // Both screens say the vote has not started: the laptop offers to start it, the table
    // does not count votes yet.
    assert!(has_label(&h, "Start the vote"));
    assert!(
        has_label(&h, "Look at every card: the vote starts on the laptop"),
        "the table's banner disagrees with the laptop"
    );
    // The board is on the table display; the laptop shows the compact screen.
    assert!(has_label(&h, &format!("{SLOT_LABEL} 1")));
    assert!(!has_label(&h, "Slot 1"), "the laptop duplicates the board");
    key(&mut h, egui::Key::Enter);
    while let Some(Stage::Privacy(_)) = h.state().stage() {
        key(&mut h, egui::Key::Space);
        let state = h.state().game_state().expect("game");
        let teller = state
            .board()
            .iter()
            .position(|b| b.owner == PlayerId(0))
            .expect("teller's card");
        key(&mut h, fabula::ui::widgets::DIGIT_KEYS[teller]);
        key(&mut h, egui::Key::Enter);
    }
    assert_eq!(h.state().stage(), Some(Stage::Reveal));
    assert!(has_label(&h, "Next turn"));
    assert!(!has_label(&h, "Slot 1"), "the laptop duplicates the reveal");
    let before = h.state().game_state().expect("game").clone();
    // Close mid-reveal: the full reveal comes back, nothing is lost.
    key(&mut h, egui::Key::T);
    assert!(!h.state().table_display());
    assert!(!has_label(&h, REGION));
    assert!(has_label(&h, "Slot 1"), "the full reveal is back");
    assert_eq!(h.state().stage(), Some(Stage::Reveal));
    assert_eq!(h.state().game_state(), Some(&before));
    // Reopen and go on: the next turn starts with the table showing it.
    key(&mut h, egui::Key::T);
    assert!(has_label(&h, REGION));
    key(&mut h, egui::Key::Enter);
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(1))));
    assert_eq!(h.state().game_state().expect("game").turn_number(), 2);
    // The toggle button on the privacy screen closes it too.
    h.get_by_label("Table display").click();
    h.run();
    assert!(!h.state().table_display());
}

/// While the laptop shows the round history, the table shows it too, from public records.
#[test]
fn the_table_shows_the_round_history_when_asked() {
    let names = NAMES[..4].iter().map(|n| (*n).to_owned()).collect();
    let config = GameConfig::new(RuleSet::Classic, names, (0..240).map(CardId).collect(), 3);
    let mut state = GameState::new(config).expect("valid set-up");
    let mut rng = GameRng::new(3);
    while state.history().is_empty() {
        let action = state.random_action(&mut rng).expect("the game goes on");
        state.apply(action).expect("legal");
    }
    let mut harness = table_harness(state, 4, true);
    harness.run();
    harness.get_by_label("Round history");
    let teller = harness.state().state.history()[0].storyteller;
    let name = harness.state().state.name(teller).to_owned();
    harness.get_by_label(&format!("{name} told"));
}
