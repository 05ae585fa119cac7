//! The laptop's saved games (with every kind of notice, and with the delete question), the
//! round history and the compact screens beside the table display, in all four languages at
//! 1280x720: every text is translated, none runs out of the window (the history may scroll
//! down) and none overlaps another.

use crate::support::harness::{LONG_NAMES, NoArt, looks_like_an_id};

use egui::{Rect, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::NodeT as _;
use fabula::app::{FileProblem, Notice};
use fabula::engine::{CardId, GameConfig, GameRng, GameState, Phase, RuleSet};
use fabula::hotseat::TokenId;
use fabula::i18n::{self, Language};
use fabula::persist::{BadSave, LoadError, SaveEntry, SaveSummary, SettingsProblem};
use fabula::ui::menus::history_screen_ui;
use fabula::ui::menus::{SavesState, saves_ui};
use fabula::ui::table::{board_compact_ui, reveal_compact_ui};
use fabula::ui::widgets::{Table, theme};
use std::path::PathBuf;

const SIZE: Vec2 = Vec2::new(1280.0, 720.0);

/// Which screen to draw.
#[derive(Clone, Copy, Debug)]
enum Screen {
    /// The list of three saves, one of them asking whether to delete it.
    Saves {
        confirm: bool,
    },
    /// One save under four notices.
    Notices,
    History,
    BoardCompact,
    RevealCompact,
}

struct Probe {
    language: Language,
    screen: Screen,
    saves: Vec<SaveEntry>,
    notices: Vec<String>,
    game: GameState,
    tokens: Vec<TokenId>,
    installed: bool,
}

fn summary(players: usize, turn: u32, finished: bool) -> SaveSummary {
    SaveSummary {
        players: LONG_NAMES[..players]
            .iter()
            .map(|n| (*n).to_owned())
            .collect(),
        turn,
        phase: if finished {
            Phase::GameOver
        } else {
            Phase::Voting
        },
        scores: (0..players as u32).map(|i| 30 - i * 2).collect(),
        saved_at: 1_741_780_800,
        finished,
        rules: fabula::engine::RuleSet::Classic,
        team_names: Vec::new(),
    }
}

fn saves() -> Vec<SaveEntry> {
    [(12, 14, false), (4, 9, true), (6, 1, false)]
        .into_iter()
        .enumerate()
        .map(|(i, (players, turn, finished))| SaveEntry {
            path: PathBuf::from(format!("/saves/game-{i}.ron")),
            summary: summary(players, turn, finished),
        })
        .collect()
}

/// One notice of each kind, as sentences in the current language.
fn notices() -> Vec<String> {
    let path = PathBuf::from("/saves/game-1741780800-00000000000000aa.ron");
    let failure = FileProblem::new(
        &path,
        &std::io::Error::new(std::io::ErrorKind::PermissionDenied, "denied"),
    );
    [
        Notice::BadSave(BadSave {
            path: path.clone(),
            error: LoadError::Corrupt {
                line: 12,
                column: 40,
                detail: "expected `)`".to_owned(),
            },
            kept_as: Some(path.with_extension("ron.bak")),
        }),
        Notice::BadSettings(SettingsProblem {
            error: LoadError::NewerVersion {
                found: 3,
                supported: 1,
            },
            kept_as: Some(PathBuf::from("settings.ron.bak")),
        }),
        Notice::MissingDecks(vec!["Moonlight".to_owned(), "Tides".to_owned()]),
        Notice::WriteFailed(failure),
    ]
    .iter()
    .map(Notice::text)
    .collect()
}

/// A 12-player game played until `stop` holds for its phase (two turns at least in the
/// history when asked for the reveal).
fn game_until(stop: impl Fn(&GameState) -> bool) -> GameState {
    let names = LONG_NAMES.iter().map(|n| (*n).to_owned()).collect();
    let config = GameConfig::new(RuleSet::Classic, names, (0..240).map(CardId).collect(), 9);
    let mut state = GameState::new(config).expect("valid set-up");
    let mut rng = GameRng::new(9);
    while !stop(&state) {
        let action = state.random_action(&mut rng).expect("the game goes on");
        state.apply(action).expect("legal");
    }
    state
}

/// The window for `screen`: 1280x720, but taller for the saves and notices so that nothing
/// of them scrolls away (scrolled-away text still has its place in the tree, under what
/// stays). Their width is what is measured; at 720 the list and the notices scroll.
fn size_of(screen: Screen) -> Vec2 {
    match screen {
        Screen::Saves { .. } | Screen::Notices => Vec2::new(SIZE.x, 1600.0),
        _ => SIZE,
    }
}

fn harness(language: Language, screen: Screen, game: GameState) -> Harness<'static, Probe> {
    let tokens = (0..game.player_count()).map(|i| TokenId(i as u8)).collect();
    Harness::builder()
        .with_size(size_of(screen))
        .with_max_steps(4)
        .build_ui_state(
            |ui, probe: &mut Probe| {
                i18n::set_language(probe.language);
                if !probe.installed {
                    theme::install(ui.ctx());
                    probe.installed = true;
                    probe.notices = notices();
                    return;
                }
                let mut commands = Vec::new();
                let view = probe.game.public_view();
                let table = Table {
                    tokens: &probe.tokens,
                    links: &[],
                    art: &NoArt,
                };
                match probe.screen {
                    Screen::Saves { confirm } => {
                        let mut state = SavesState {
                            confirm_delete: confirm.then(|| probe.saves[0].path.clone()),
                        };
                        let now = 1_741_780_800 + 7_300;
                        saves_ui(ui, &probe.saves, &[], now, &mut state, &mut commands);
                    }
                    Screen::Notices => {
                        let mut state = SavesState::default();
                        let saves = &probe.saves[2..];
                        let now = 1_741_780_800 + 200_000;
                        saves_ui(ui, saves, &probe.notices, now, &mut state, &mut commands);
                    }
                    Screen::History => {
                        history_screen_ui(ui, probe.game.history(), &view, table, &mut commands);
                    }
                    Screen::BoardCompact => {
                        board_compact_ui(ui, &view, table, &mut commands);
                    }
                    Screen::RevealCompact => {
                        reveal_compact_ui(ui, &view, table, false, &mut commands);
                    }
                }
            },
            Probe {
                language,
                screen,
                saves: saves(),
                notices: Vec::new(),
                game,
                tokens,
                installed: false,
            },
        )
}

/// Every text and button: its words and where they are.
fn texts(harness: &Harness<'_, Probe>) -> Vec<(String, Rect)> {
    use egui::accesskit::Role;
    harness
        .root()
        .children_recursive()
        .filter_map(|n| {
            let node = n.accesskit_node();
            let words = match node.role() {
                Role::Label => node.value()?,
                Role::Button => node.label()?,
                _ => return None,
            };
            Some((words, n.rect()))
        })
        .collect()
}

fn check(harness: &Harness<'_, Probe>, size: Vec2, scrolls: bool, context: &str) -> usize {
    let all = texts(harness);
    assert!(all.len() > 3, "{context}: nothing drawn");
    for (text, rect) in &all {
        assert!(!looks_like_an_id(text), "{context}: untranslated {text:?}");
        let window = Rect::from_min_size(egui::Pos2::ZERO, size).expand(1.0);
        let inside = if scrolls {
            rect.min.x >= window.min.x && rect.max.x <= window.max.x
        } else {
            window.contains_rect(*rect)
        };
        assert!(
            inside,
            "{context}: {text:?} at {rect:?} runs out of the window"
        );
    }
    if scrolls {
        // What scrolls out of view may lie under what stays: nothing to compare.
        return all.len();
    }
    for (i, (a, ra)) in all.iter().enumerate() {
        for (b, rb) in &all[i + 1..] {
            let overlap = ra.intersect(*rb);
            // A button and its own text share a rect; neighbours may share a pixel row.
            let nested = ra.contains_rect(*rb) || rb.contains_rect(*ra);
            assert!(
                nested || overlap.width() <= 2.0 || overlap.height() <= 2.0,
                "{context}: {a:?} at {ra:?} overlaps {b:?} at {rb:?}"
            );
        }
    }
    all.len()
}

#[test]
fn the_laptop_screens_fit_every_language() {
    let voting = game_until(|s| s.phase() == Phase::Voting && s.history().len() >= 2);
    let reveal = game_until(|s| s.phase() == Phase::Reveal && s.history().len() >= 2);
    let screens = [
        (Screen::Saves { confirm: false }, &voting),
        (Screen::Saves { confirm: true }, &voting),
        (Screen::Notices, &voting),
        (Screen::History, &reveal),
        (Screen::BoardCompact, &voting),
        (Screen::RevealCompact, &reveal),
    ];
    for language in Language::ALL {
        for (screen, game) in &screens {
            let mut h = harness(language, *screen, (*game).clone());
            h.run();
            let scrolls = matches!(screen, Screen::History);
            let context = format!("{language:?} {screen:?}");
            let shown = check(&h, size_of(*screen), scrolls, &context);
            assert!(shown > 5, "{language:?} {screen:?}: only {shown} texts");
        }
    }
    i18n::set_language(Language::En);
}

/// Where the labels reading `text` are.
fn labels_reading(harness: &Harness<'_, Probe>, text: &str) -> Vec<Rect> {
    harness
        .root()
        .children_recursive()
        .filter(|n| {
            let node = n.accesskit_node();
            node.role() == egui::accesskit::Role::Label && node.value().as_deref() == Some(text)
        })
        .map(|n| n.rect())
        .collect()
}

#[test]
fn the_history_header_shows_the_key_before_its_words() {
    let reveal = game_until(|s| s.phase() == Phase::Reveal && s.history().len() >= 2);
    for language in Language::ALL {
        let mut h = harness(language, Screen::History, reveal.clone());
        h.run();
        i18n::set_language(language);
        let key = labels_reading(&h, &fabula::t!("key-esc"));
        let words = labels_reading(&h, &fabula::t!("history-hint-back"));
        assert_eq!(
            (key.len(), words.len()),
            (1, 1),
            "{language:?}: one Esc hint"
        );
        // Like every other screen's hints: "[Esc] back", not "back [Esc]".
        assert!(
            key[0].max.x <= words[0].min.x,
            "{language:?}: the key {:?} is not left of its words {:?}",
            key[0],
            words[0]
        );
        assert!(
            (key[0].center().y - words[0].center().y).abs() < 2.0,
            "{language:?}: the key and its words are not on one line"
        );
    }
    i18n::set_language(Language::En);
}
