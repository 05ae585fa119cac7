//! Switching languages in the running app: the start screen and the rules follow at once,
//! and the choice survives a restart.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;

use crate::support::harness::app_harness;
use fabula::app::{FabulaApp, Screen};
use fabula::i18n::Language;
use std::path::Path;

fn app_on(dir: &Path) -> Harness<'static, FabulaApp> {
    app_harness(
        Some(dir.to_path_buf()),
        egui::vec2(1280.0, 720.0),
        24,
        7,
        |app| app,
    )
}

/// Per language: its name in the picker, the start screen's New game and Rules buttons, and
/// a chapter of its rules.
const LANGUAGES: [(Language, &str, &str, &str, &str); 4] = [
    (
        Language::Nl,
        "Nederlands",
        "Nieuw spel",
        "Spelregels",
        "Puntentelling",
    ),
    (Language::En, "English", "New game", "Rules", "Scoring"),
    (
        Language::Fr,
        "Français",
        "Nouvelle partie",
        "Règles du jeu",
        "Décompte des points",
    ),
    (
        Language::PtBr,
        "Português (Brasil)",
        "Nova partida",
        "Regras",
        "Pontuação",
    ),
];

#[test]
fn every_language_translates_the_start_screen_and_the_rules() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_on(dir.path());
    // Go through the languages twice so each switch starts from a different language.
    for (language, name, new_game, rules, chapter) in LANGUAGES.iter().chain(LANGUAGES.iter()) {
        h.get_by_label(name).click();
        h.run();
        assert_eq!(h.state().language(), *language);
        assert!(
            h.query_by_label(new_game).is_some(),
            "{name}: no {new_game}"
        );
        h.get_by_label(rules).click();
        h.run();
        assert_eq!(h.state().screen(), Screen::Rules);
        // The chapter is both in the contents and the text: click the contents entry.
        let entries = h.query_all_by_label(chapter).count();
        assert!(entries >= 1, "{name}: the rules have no chapter {chapter}");
        h.key_press(egui::Key::Escape);
        h.run();
        assert_eq!(h.state().screen(), Screen::Start);
    }
}

#[test]
fn the_chosen_language_is_remembered() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut h = app_on(dir.path());
        h.get_by_label("Français").click();
        h.run();
        h.state_mut().flush_saves();
    }
    let h = app_on(dir.path());
    assert_eq!(h.state().language(), Language::Fr);
    assert!(h.query_by_label("Nouvelle partie").is_some());
    assert!(h.query_by_label("Règles du jeu").is_some());
}

#[test]
fn the_settings_screen_switches_the_language_too() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_on(dir.path());
    h.get_by_label("Settings").click();
    h.run();
    assert_eq!(h.state().screen(), Screen::Settings);
    h.get_by_label("Português (Brasil)").click();
    h.run();
    assert!(h.query_by_label("Configurações").is_some());
    assert!(h.query_by_label("Idioma").is_some());
    h.get_by_label("Voltar").click();
    h.run();
    assert_eq!(h.state().screen(), Screen::Start);
    assert!(h.query_by_label("Nova partida").is_some());
}
