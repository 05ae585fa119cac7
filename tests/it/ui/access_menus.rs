//! The screens around the games, as a screen reader reads them: the start screen, the
//! settings (with motion reduced and not), the rules, the saved games, the Hall of fame, the
//! card library with its grid of pictures, and the set-up with phones and a computer player.
//! Every control has a name and every picture its words, in each of the four languages.
//! (The games' own screens are walked in `keys_only.rs`.)

use super::access_tree::{Walk, check_screen};
use crate::support::harness::{app_harness, with_cards};
use crate::support::saves::{played, save_of};
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use fabula::app::{FabulaApp, Screen};
use fabula::engine::RuleSet;
use fabula::i18n::{self, Language};
use fabula::library::Library;

/// Goes from the start screen to the screen its button `label` opens, checks it as `name`,
/// and comes back with Escape.
fn visit(h: &mut Harness<'_, FabulaApp>, label: &str, name: &str, walk: &mut Walk) {
    h.get_by_label(label).click();
    h.run();
    assert_ne!(h.state().screen(), Screen::Start, "{label} opens a screen");
    check_screen(h, name, &[], walk);
    h.key_press(egui::Key::Escape);
    h.run();
    assert_eq!(h.state().screen(), Screen::Start, "Escape leaves {name}");
}

fn walk_menus(language: Language) -> Walk {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = dir.path().to_path_buf();
    // A finished game, so the saved games and the Hall of fame have something to show.
    let saves = data.join("saves");
    std::fs::create_dir_all(&saves).expect("saves folder");
    let finished = played(RuleSet::Classic, 4, 100_000);
    save_of(finished)
        .write(&saves.join("game-1-1.ron"))
        .expect("write");
    let library = Library::new(dir.path().join("library"));
    let finish = move |app: FabulaApp| with_cards(app.with_library(library));
    let mut h = app_harness(Some(data), egui::vec2(1600.0, 900.0), 64, 7, finish);
    i18n::set_language(language);
    h.state_mut().set_language(language);
    h.run();
    let mut walk = Walk::default();
    check_screen(&h, "start", &[], &mut walk);
    let say = |id: &str| i18n::tr(id);
    for (id, name) in [
        ("start-settings", "settings"),
        ("start-rules", "rules"),
        ("start-saved-games", "saved games"),
        ("start-new-game", "set-up"),
        ("hall-open", "Hall of fame"),
        ("library-start-button", "card library"),
    ] {
        visit(&mut h, &say(id), name, &mut walk);
    }
    // Settings with motion reduced: the switch and its words stay named.
    h.get_by_label(&say("start-settings")).click();
    h.run();
    let reduce = say("settings-motion-reduce");
    h.get_by_role_and_label(Role::CheckBox, &reduce)
        .scroll_to_me();
    h.run();
    h.get_by_role_and_label(Role::CheckBox, &reduce).click();
    h.run();
    check_screen(&h, "settings, reduced motion", &[], &mut walk);
    assert_eq!(
        h.state().settings().reduce_motion,
        Some(true),
        "the switch is on"
    );
    assert!(
        fabula::ui::widgets::reduce_motion(&h.ctx),
        "the switch reduces motion"
    );
    h.key_press(egui::Key::Escape);
    h.run();
    // The set-up with phones on and a computer player in a seat.
    h.get_by_label(&say("start-new-game")).click();
    h.run();
    {
        let setup = h.state_mut().setup_mut();
        setup.phones = true;
        setup.seats[1].computer = Some(fabula::computer::Level::default());
    }
    h.run();
    check_screen(&h, "set-up, phones and a computer", &[], &mut walk);
    h.key_press(egui::Key::Escape);
    h.run();
    walk
}

#[test]
fn every_menu_screen_names_its_controls_in_every_language() {
    for language in Language::ALL {
        let walk = walk_menus(language);
        eprintln!("{}", walk.report(&format!("menus ({language:?})")));
        assert!(walk.screens.len() >= 7, "{:?}", walk.screens);
    }
    i18n::set_language(Language::En);
}
