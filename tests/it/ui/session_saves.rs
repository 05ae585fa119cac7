//! Saved games within one session: the start menu lists them as soon as a game is saved, a
//! new game started mid-game keeps the other one reachable (and says so), a finished game
//! offers Play again rather than its winner screen; the list names Team Dixit's teams and
//! each game's rule set.

use crate::support::harness::{app_harness, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use fabula::app::{FabulaApp, Screen};
use fabula::engine::{Action, CardId, GameConfig, GameRng, GameState, Phase, PlayerId, RuleSet};
use fabula::hotseat::TokenId;
use fabula::i18n::{self, Language};
use fabula::t;
use fabula::ui::UiCommand;
use std::path::Path;

fn app_on(dir: Option<&Path>) -> Harness<'static, FabulaApp> {
    i18n::set_language(Language::En);
    app_harness(
        dir.map(Path::to_path_buf),
        egui::vec2(1600.0, 900.0),
        24,
        7,
        with_cards,
    )
}

fn start_game(h: &mut Harness<'_, FabulaApp>) {
    h.get_by_label(&t!("start-new-game")).click();
    h.run();
    h.state_mut().setup_mut().starter = Some(0);
    h.run();
    h.get_by_label(&t!("setup-start")).click();
    h.run();
    assert_eq!(h.state().screen(), Screen::Game);
}

fn to_menu(h: &mut Harness<'_, FabulaApp>) {
    h.state_mut().command(UiCommand::ToStart);
    h.run();
    assert_eq!(h.state().screen(), Screen::Start);
}

#[test]
fn a_game_saved_in_this_session_is_in_the_start_menu_and_a_new_game_keeps_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app_on(Some(dir.path()));
    assert!(h.query_by_label(&t!("start-saved-games")).is_none());
    start_game(&mut h);
    let first = h.state().game_state().expect("a game").config().seed;
    to_menu(&mut h);
    // No restart needed: the game being saved is in the list.
    h.get_by_label(&t!("start-saved-games"));
    // A new game says that the one in progress stays saved...
    h.get_by_label(&t!("start-new-game")).click();
    h.run();
    h.get_by_label(&t!("setup-game-kept"));
    h.get_by_label(&t!("setup-start")).click();
    h.run();
    let second = h.state().game_state().expect("a game").config().seed;
    assert_ne!(first, second);
    // ...and it is: the list holds both, the first can be resumed.
    to_menu(&mut h);
    h.get_by_label(&t!("start-saved-games")).click();
    h.run();
    assert_eq!(h.state().saved_games().len(), 2);
    let older = h
        .state()
        .saved_games()
        .iter()
        .find(|s| !s.summary.finished)
        .map(|s| s.path.clone());
    assert!(older.is_some());
    let resumed: Vec<u64> = h
        .state()
        .saved_games()
        .iter()
        .map(|s| fabula::persist::SaveFile::read(&s.path).expect("a save"))
        .map(|f| f.game.state().config().seed)
        .collect();
    assert!(resumed.contains(&first) && resumed.contains(&second));
}

/// A game of four played by random moves to its end.
fn finished_game() -> GameState {
    let names = ["Ada", "Bruno", "Chloé", "Daan"].map(String::from).to_vec();
    let deck = (0..96).map(CardId).collect();
    let mut config = GameConfig::new(RuleSet::Classic, names, deck, 3);
    config.end = fabula::engine::EndCondition::TargetScore(6);
    let mut game = GameState::new(config).expect("a game");
    game.apply(Action::ChooseStoryteller {
        player: Some(PlayerId(0)),
    })
    .expect("a storyteller");
    let mut rng = GameRng::new(3);
    while game.phase() != Phase::GameOver {
        let action = game.random_action(&mut rng).expect("a move");
        game.apply(action).expect("a legal move");
    }
    game
}

#[test]
fn after_a_finished_game_the_menu_offers_play_again_not_the_winner_screen() {
    let mut h = app_on(None);
    let state = finished_game();
    h.state_mut()
        .resume(&state, (0..4).map(TokenId).collect::<Vec<_>>());
    h.run();
    to_menu(&mut h);
    assert!(
        h.query_by_label(&t!("start-continue")).is_none(),
        "Continue would only show the winner again"
    );
    h.get_by_label(&t!("end-play-again"));
    // Enter plays again: a new game, not the old one's end.
    h.key_press(egui::Key::Enter);
    h.run();
    let now = h.state().game_state().expect("a game");
    assert_ne!(now.phase(), Phase::GameOver);
    assert_eq!(now.history().len(), 0);
}

#[test]
fn the_saved_games_list_names_teams_and_the_rule_set() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app_on(Some(dir.path()));
    h.get_by_label(&t!("start-new-game")).click();
    h.run();
    {
        let setup = h.state_mut().setup_mut();
        setup.rules = RuleSet::Team;
        setup.add_seat();
        setup.add_seat();
        setup.sync_teams();
        setup.starter = Some(0);
    }
    h.run();
    h.get_by_label(&t!("setup-start")).click();
    h.run();
    let state = h.state().game_state().expect("a team game").clone();
    let team = |t: usize| state.config().team_names[t].clone();
    let names = &state.config().players;
    to_menu(&mut h);
    h.get_by_label(&t!("start-saved-games")).click();
    h.run();
    let title = (0..3)
        .map(|t| {
            let members = format!("{} & {}", names[t], names[t + 3]);
            t!("saves-team-members", team = team(t), members = members)
        })
        .collect::<Vec<_>>()
        .join(", ");
    h.get_by_label(&title);
    let rules = fabula::describe::rules_name(RuleSet::Team);
    let status = h
        .get_all_by_role(egui::accesskit::Role::Label)
        .filter_map(|n| egui_kittest::kittest::NodeT::accesskit_node(&n).value())
        .find(|v| v.starts_with(&rules));
    assert!(status.is_some(), "no line names the rule set {rules}");
}
