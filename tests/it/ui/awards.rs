//! Awards and the Hall of fame through the real app, and clue sparks on the storyteller's
//! screen, driven by accessible labels: the end screen names the evening's awards, the table
//! display's end view too, the Hall of fame opens from the start screen (a broken save
//! skipped, a name left out and remembered) and from the end screen, and "Need an idea?"
//! shows three different kinds of clue in each language.

use crate::support::harness::{app_harness, draw_table, with_cards};
use crate::support::saves::{played, save_of};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use fabula::app::{FabulaApp, Screen};
use fabula::describe::{SPARK_KINDS, award_texts, spark_text};
use fabula::engine::{Action, GameConfig, GameState, PlayerId, RecordedGame, RuleSet};
use fabula::hotseat::TokenId;
use fabula::i18n::{Language, set_language};
use fabula::ui::UiCommand;
use fabula::ui::game::{HandState, clue_ui};
use fabula::ui::widgets::theme;
use std::path::Path;

fn finished(rules: RuleSet, players: usize) -> RecordedGame {
    let game = played(rules, players, 100_000);
    assert!(!game.state().public_view().winners.is_empty());
    game
}

fn tokens(count: usize) -> Vec<TokenId> {
    (0..count).map(|i| TokenId(i as u8)).collect()
}

/// Runs frames until the Hall of fame has read the saves (it reads them on a thread).
fn wait_for_hall(h: &mut Harness<'_, FabulaApp>) {
    for _ in 0..2_000 {
        if h.state().hall_ready() {
            h.run();
            return;
        }
        h.step();
        std::thread::yield_now();
    }
    panic!("the Hall of fame never finished reading");
}

fn write_finished_save(dir: &Path, name: &str, game: RecordedGame) {
    let saves = dir.join("saves");
    std::fs::create_dir_all(&saves).expect("saves folder");
    save_of(game).write(&saves.join(name)).expect("write");
}

#[test]
fn award_end_screen_names_the_awards_and_opens_the_hall_of_fame() {
    let dir = tempfile::tempdir().expect("temp dir");
    let game = finished(RuleSet::Classic, 5);
    write_finished_save(dir.path(), "game-1-1.ron", game.clone());
    let mut h = app_harness(
        Some(dir.path().to_path_buf()),
        egui::vec2(1280.0, 720.0),
        24,
        3,
        move |app| {
            let mut app = with_cards(app);
            app.resume_game(game, tokens(5));
            app
        },
    );
    h.run();
    let state = h.state().game_state().expect("game").clone();
    let awards = award_texts(&state.public_view(), state.history());
    assert!(!awards.is_empty());
    h.get_by_label("Awards of the evening");
    for award in &awards {
        h.get_by_label(&award.why);
    }
    h.get_by_label("Hall of fame").click();
    h.run();
    assert_eq!(h.state().screen(), Screen::Hall);
    wait_for_hall(&mut h);
    h.get_by_label("From one finished game");
    h.get_by_label("Leave P1 out of the Hall of fame");
    h.get_by_label("Back").click();
    h.run();
    assert_eq!(h.state().screen(), Screen::Game, "back to the end screen");
    h.get_by_label("Awards of the evening");
}

#[test]
fn award_hall_of_fame_opens_from_the_start_screen_skips_a_broken_save_and_leaves_a_name_out() {
    let dir = tempfile::tempdir().expect("temp dir");
    write_finished_save(dir.path(), "game-1-1.ron", finished(RuleSet::Classic, 4));
    write_finished_save(dir.path(), "game-2-2.ron", finished(RuleSet::Party, 6));
    let mut h = app_harness(
        Some(dir.path().to_path_buf()),
        egui::vec2(1280.0, 720.0),
        24,
        3,
        with_cards,
    );
    // A save broken after the list was read: the Hall of fame skips it and says so.
    std::fs::write(
        dir.path().join("saves/game-3-3.ron"),
        "(kind: \"save\", vers",
    )
    .unwrap();
    h.get_by_label("Hall of fame").click();
    h.run();
    wait_for_hall(&mut h);
    h.get_by_label("From 2 finished games");
    h.get_by_label("One save could not be read and was skipped.");
    h.get_by_label("P6");
    h.get_by_label("Leave P6 out of the Hall of fame").click();
    h.run();
    assert!(h.query_by_label("P6").is_none(), "P6 is left out");
    h.get_by_label("Left out: P6");
    assert_eq!(h.state().settings().hall_left_out, ["P6"]);
    h.get_by_label("Bring back P6").click();
    h.run();
    h.get_by_label("P6");
    assert!(h.state().settings().hall_left_out.is_empty());
    h.get_by_label("Back").click();
    h.run();
    assert_eq!(h.state().screen(), Screen::Start);
}

#[test]
fn award_hall_of_fame_without_a_finished_game_says_something_kind() {
    let dir = tempfile::tempdir().expect("temp dir");
    let unfinished = played(RuleSet::Classic, 4, 30);
    write_finished_save(dir.path(), "game-1-1.ron", unfinished);
    let mut h = app_harness(
        Some(dir.path().to_path_buf()),
        egui::vec2(1280.0, 720.0),
        24,
        3,
        with_cards,
    );
    h.get_by_label("Hall of fame").click();
    h.run();
    wait_for_hall(&mut h);
    h.get_by_label("Finish a game to start the family's record.");
}

#[test]
fn award_table_display_end_view_shows_the_awards() {
    let game = finished(RuleSet::Team, 6);
    let state = game.state().clone();
    let tokens = tokens(state.player_count());
    let drawn = state.clone();
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 720.0))
        .with_max_steps(4)
        .build_ui(move |ui| {
            theme::install(ui.ctx());
            draw_table(ui, &drawn, &tokens, false);
        });
    h.run();
    h.get_by_label("Awards of the evening");
    for award in award_texts(&state.public_view(), state.history()) {
        h.get_by_label(&award.why);
    }
}

/// Dixit Party's storyteller at the blind clue, with sparks `offered`.
fn clue_harness(offered: bool) -> Harness<'static, HandState> {
    let names = (1..=6).map(|i| format!("P{i}")).collect();
    let deck = (0..60).map(fabula::engine::CardId).collect();
    let mut game = GameState::new(GameConfig::new(RuleSet::Party, names, deck, 5)).unwrap();
    game.apply(Action::ChooseStoryteller {
        player: Some(PlayerId(0)),
    })
    .unwrap();
    let view = game.player_view(PlayerId(0));
    let hand = HandState::default();
    Harness::builder()
        .with_size(egui::vec2(1280.0, 720.0))
        .with_max_steps(4)
        .build_ui_state(
            move |ui, hand: &mut HandState| {
                theme::install(ui.ctx());
                hand.sparks.offered = offered;
                let mut commands: Vec<UiCommand> = Vec::new();
                clue_ui(ui, &view, hand, &|_| None, false, &mut commands);
            },
            hand,
        )
}

#[test]
fn award_clue_sparks_show_three_different_kinds_in_every_language() {
    for language in Language::ALL {
        set_language(language);
        let mut h = clue_harness(true);
        h.run();
        h.get_by_label(&fabula::t!("spark-open")).click();
        h.run();
        let shown: Vec<String> = SPARK_KINDS
            .iter()
            .map(|k| spark_text(*k).0)
            .filter(|kind| h.query_by_label_contains(kind).is_some())
            .collect();
        assert_eq!(shown.len(), 3, "{language:?}: {shown:?}");
        let first = h.state().sparks.shown;
        let again_label = fabula::t!("spark-again");
        let again = h.get_by_label(&again_label);
        assert!(
            again.rect().max.y <= 720.0,
            "{language:?}: Other ideas fits the window"
        );
        again.click();
        h.run();
        assert_ne!(h.state().sparks.shown, first, "{language:?}: other ideas");
        h.get_by_label(&fabula::t!("spark-close")).click();
        h.run();
        assert!(h.state().sparks.shown.is_none());
    }
    set_language(Language::En);
    let h = clue_harness(false);
    assert!(
        h.query_by_label("Need an idea?").is_none(),
        "switched off in the settings"
    );
}

/// Not a check: fills `FABULA_SHOT_DIR` with finished games of the built-in deck (a classic
/// evening of five, a Party game of seven) with real clues, for screenshots of the end
/// screen, the table display's end view and the Hall of fame.
/// `FABULA_SHOT_DIR=/tmp/shots/fabula/saves cargo test --features deckgen --test it
/// award_screenshot_saves -- --ignored`
#[test]
#[ignore = "writes screenshot material to FABULA_SHOT_DIR"]
fn award_screenshot_saves() {
    use fabula::engine::{EndCondition, GameRecord, GameRng};
    use fabula::persist::{CardRef, SaveFile, SavedPlayer};
    let dir = std::path::PathBuf::from(std::env::var("FABULA_SHOT_DIR").expect("FABULA_SHOT_DIR"));
    std::fs::create_dir_all(&dir).unwrap();
    let deck = fabula::deck::builtin_cards();
    let cards: Vec<CardRef> = deck
        .cards()
        .map(|c| CardRef {
            id: fabula::engine::CardId(c.id as u32),
            deck: c.deck.to_owned(),
            hash: c.content_hash(),
        })
        .collect();
    let clues = [
        "Where the lost socks go",
        "Grandmother's attic",
        "Almost midnight",
        "A promise kept",
        "Too quiet",
        "The long way home",
        "Borrowed courage",
        "Salt and honey",
    ];
    let games: [(RuleSet, &[&str], u64); 2] = [
        (
            RuleSet::Classic,
            &["Ada", "Bruno", "Chloé", "Daan", "Eva"],
            11,
        ),
        (
            RuleSet::Party,
            &["Ada", "Bruno", "Chloé", "Daan", "Eva", "Farid", "Greta"],
            12,
        ),
    ];
    for (i, (rules, names, seed)) in games.into_iter().enumerate() {
        let names: Vec<String> = names.iter().map(|n| (*n).to_owned()).collect();
        let ids = cards.iter().map(|c| c.id).collect();
        let mut config = GameConfig::new(rules, names.clone(), ids, seed);
        config.end = EndCondition::Tellings(2);
        let mut game = RecordedGame::new(config.clone()).unwrap();
        let mut chooser = GameRng::new(seed);
        while let Some(action) = game.state().random_action(&mut chooser) {
            game.apply(action).unwrap();
        }
        // The same game with clues a family would give (clues change no rule).
        let mut told = 0;
        let actions = game
            .actions()
            .iter()
            .cloned()
            .map(|action| match action {
                Action::Tell { player, card, .. } => {
                    told += 1;
                    let clue = clues[told % clues.len()].to_owned();
                    Action::Tell { player, card, clue }
                }
                Action::GiveClue { player, .. } => {
                    told += 1;
                    let clue = clues[told % clues.len()].to_owned();
                    Action::GiveClue { player, clue }
                }
                other => other,
            })
            .collect();
        let game = RecordedGame::replay(GameRecord { config, actions }).unwrap();
        let players = names
            .iter()
            .enumerate()
            .map(|(t, name)| SavedPlayer {
                name: name.clone(),
                token: t as u8,
                computer: None,
                set_up_as_computer: None,
            })
            .collect();
        let save = SaveFile::new(game, players, cards.clone(), 1_760_000_000 + i as u64);
        save.write(&dir.join(format!("game-{i}-{seed}.ron")))
            .unwrap();
    }
    // A Party game at its first blind clue, newest: Continue opens it (for "Need an idea?").
    let names: Vec<String> = ["Ada", "Bruno", "Chloé", "Daan", "Eva", "Farid"]
        .iter()
        .map(|n| (*n).to_owned())
        .collect();
    let ids = cards.iter().map(|c| c.id).collect();
    let mut game =
        RecordedGame::new(GameConfig::new(RuleSet::Party, names.clone(), ids, 5)).unwrap();
    game.apply(Action::ChooseStoryteller {
        player: Some(PlayerId(0)),
    })
    .unwrap();
    let players = names
        .iter()
        .enumerate()
        .map(|(t, name)| SavedPlayer {
            name: name.clone(),
            token: t as u8,
            computer: None,
            set_up_as_computer: None,
        })
        .collect();
    let save = SaveFile::new(game, players, cards, 1_770_000_000);
    save.write(&dir.join("game-9-5.ron")).unwrap();
}
