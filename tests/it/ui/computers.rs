//! Computer players in the real app: one person and computers in every rule set, a clue that
//! must be typed, undo across computer moves, and a save with computers taken up again.
//! Computers think without a pause here. Seats changing hands: `computer_seats.rs`.

use crate::support::harness::{app_harness, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use fabula::app::FabulaApp;
use fabula::computer::{CardKnowledge, Level, decide};
use fabula::engine::{Move, Phase, PlayerId, RuleSet};
use fabula::hotseat::{Controller, GameCommand, Stage};
use fabula::i18n::Language;
use fabula::persist::SaveFile;
use fabula::ui::UiCommand;
use fabula::ui::menus::{EndMode, SeatSetup};
use std::path::Path;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// What the people's moves are chosen with (the computer's own policy, for a legal move).
fn knowledge() -> &'static CardKnowledge {
    static KNOWLEDGE: OnceLock<CardKnowledge> = OnceLock::new();
    KNOWLEDGE.get_or_init(|| CardKnowledge::builtin().expect("the built-in knowledge"))
}

/// The app (saves in `data` when given), computers without a pause, or with the pause of
/// `FABULA_TEST_THINK_MS` milliseconds: slow computers, as on a loaded machine, show where a
/// test assumes they have answered already.
pub(super) fn app_on(data: Option<&Path>) -> Harness<'static, FabulaApp> {
    let data = data.map(Path::to_path_buf);
    app_harness(data, egui::vec2(1600.0, 900.0), 32, 11, |app| {
        let mut app = with_cards(app);
        app.set_computer_pause(|_, _| test_thinking_time());
        app
    })
}

/// `FABULA_TEST_THINK_MS`, read once (zero when unset).
fn test_thinking_time() -> Duration {
    static THINK: OnceLock<Duration> = OnceLock::new();
    *THINK.get_or_init(|| {
        std::env::var("FABULA_TEST_THINK_MS")
            .ok()
            .and_then(|ms| ms.parse().ok())
            .map_or(Duration::ZERO, Duration::from_millis)
    })
}

/// Starts a game of `rules` with these seats (listed as the set-up lists them: `None` a
/// person, else a computer of that level), each telling once, the first listed telling first.
pub(super) fn start(
    h: &mut Harness<'_, FabulaApp>,
    rules: RuleSet,
    seats: &[(&str, Option<Level>)],
) {
    h.get_by_label("New game").click();
    h.run();
    let setup = h.state_mut().setup_mut();
    setup.seats = seats
        .iter()
        .enumerate()
        .map(|(i, (name, computer))| SeatSetup {
            name: (*name).to_owned(),
            token: i,
            computer: *computer,
        })
        .collect();
    setup.choose_rules(rules);
    setup.end_mode = EndMode::Tellings;
    setup.tellings = 1;
    setup.starter = Some(0);
    h.run();
    h.get_by_label("Start the game").click();
    h.run();
    assert!(
        h.state().game_state().is_some(),
        "{rules:?}: the game started"
    );
}

/// Frames until `done` holds (computer players answer from their worker between frames).
pub(super) fn run_until(
    h: &mut Harness<'_, FabulaApp>,
    what: &str,
    done: impl Fn(&FabulaApp) -> bool,
) {
    let start = Instant::now();
    // The frames that settle the screen may take a computer's answer that arrived meanwhile
    // (a loaded machine): wait again until the condition holds after them.
    loop {
        while !done(h.state()) {
            assert!(
                start.elapsed() < Duration::from_mins(3),
                "waited for {what}"
            );
            std::thread::sleep(Duration::from_millis(2));
            h.step();
        }
        h.run();
        if done(h.state()) {
            return;
        }
    }
}

/// Until the laptop has something for a person (the computers have played their part).
pub(super) fn settle(h: &mut Harness<'_, FabulaApp>) {
    run_until(h, "the computers", |app| app.stage() != Some(Stage::Phones));
}

/// The engine's answer to what the private screen of `seat` does now (a legal move, chosen as
/// a computer would), as the screen sends it.
pub(super) fn person_command(app: &FabulaApp, seat: PlayerId) -> GameCommand {
    person_move(app, seat).expect("a task")
}

/// As `person_command`, or `None` when the seat has nothing left to do.
fn person_move(app: &FabulaApp, seat: PlayerId) -> Option<GameCommand> {
    let view = app.game_state().expect("a game").player_view(seat);
    decide(&view, knowledge(), Level::Teller, Language::En, 5).map(GameCommand::Move)
}

pub(super) fn send(h: &mut Harness<'_, FabulaApp>, command: GameCommand) {
    h.state_mut().command(UiCommand::Game(command));
    h.run();
}

/// Plays the game to its end: people's moves through their screens, computers on their own.
/// Checks that no computer seat ever gets the laptop's privacy screen or a private screen.
fn play_to_the_end(h: &mut Harness<'_, FabulaApp>) {
    for _ in 0..400 {
        settle(h);
        let computer =
            |seat: PlayerId, app: &FabulaApp| app.controllers()[seat.index()] != Controller::Laptop;
        let stage = h.state().stage().expect("a game");
        match stage {
            Stage::Privacy(seat) | Stage::Hand(seat) | Stage::Clue(seat) | Stage::Vote(seat) => {
                assert!(!computer(seat, h.state()), "{stage:?} for a computer seat");
            }
            _ => {}
        }
        match stage {
            Stage::Privacy(_) => {
                h.key_press(egui::Key::Space);
                h.run();
            }
            Stage::Hand(seat) | Stage::Clue(seat) | Stage::Vote(seat) => {
                let command = person_command(h.state(), seat);
                send(h, command);
            }
            Stage::NamingGivers => {
                // A person whose team has chosen keeps the task (the team may change its
                // mind) but has nothing to do: only a person still to choose is asked. Which
                // teams chose first depends on when the computers' answers arrive.
                let state = h.state().game_state().expect("a game");
                let chooser = state
                    .players()
                    .filter(|p| !computer(*p, h.state()))
                    .find_map(|p| person_move(h.state(), p));
                if let Some(command) = chooser {
                    send(h, command);
                } else {
                    run_until(h, "a computer team's choice", |app| {
                        app.stage() != Some(Stage::NamingGivers)
                    });
                }
            }
            Stage::Board => send(h, GameCommand::StartVoting),
            Stage::HandsPassed => send(h, GameCommand::Continue),
            Stage::Reveal => send(h, GameCommand::Move(Move::NextTurn)),
            Stage::End => return,
            Stage::Phones => unreachable!("settled"),
            Stage::Claim(_) => unreachable!("computers never play with the cards on the table"),
        }
    }
    panic!("the game did not end");
}

/// Seats as the set-up lists them: a name, and a computer player's level (`None`: a person).
type Seats = Vec<(&'static str, Option<Level>)>;

/// One person and five computer players of every level.
fn six(c1: Option<Level>, c2: Option<Level>, c3: Option<Level>) -> Seats {
    vec![
        ("Ada", None),
        ("Nova", c2),
        ("Pixel", c3),
        ("Echo", c1),
        ("Orion", c2),
        ("Luma", c3),
    ]
}

#[test]
fn one_person_and_computer_players_finish_a_game_in_every_rule_set() {
    let (c1, c2, c3) = (Some(Level::Dreamer), Some(Level::Teller), Some(Level::Sage));
    let tables: [(RuleSet, Seats); 5] = [
        // The 3-player variant: two cards each.
        (
            RuleSet::Classic,
            vec![("Ada", None), ("Nova", c1), ("Pixel", c2)],
        ),
        // 7+: double votes.
        (
            RuleSet::Classic,
            [six(c1, c2, c3), vec![("Vega", c3)]].concat(),
        ),
        (
            RuleSet::Edition2021,
            vec![("Ada", None), ("Nova", c3), ("Pixel", c2)],
        ),
        // A computer storyteller's blind clue and red token (Party is for six or more).
        (RuleSet::Party, six(c1, c2, c3)),
        // A computer partner for a person, and teams of two computers (listed pair by pair).
        (RuleSet::Team, six(c1, c2, c3)),
    ];
    for (rules, seats) in tables {
        let mut h = app_on(None);
        start(&mut h, rules, &seats);
        let controllers = h.state().controllers();
        let people = controllers.iter().filter(|c| **c == Controller::Laptop);
        assert_eq!(people.count(), 1, "{rules:?}");
        play_to_the_end(&mut h);
        let state = h.state().game_state().expect("a game");
        assert_eq!(state.phase(), Phase::GameOver, "{rules:?}");
        // Every computer told once, with a clue typed for the table.
        let history = state.history();
        assert_eq!(history.len(), seats.len(), "{rules:?}: each told once");
        for turn in history {
            let teller = turn.storyteller.index();
            if h.state().controllers()[teller] != Controller::Laptop {
                assert!(!turn.clue.trim().is_empty(), "{rules:?}: a computer's clue");
            }
        }
    }
}

#[test]
fn with_a_computer_at_the_table_the_clue_must_be_typed() {
    let mut h = app_on(None);
    start(
        &mut h,
        RuleSet::Classic,
        &[("Ada", None), ("Nova", Some(Level::Teller)), ("Bo", None)],
    );
    h.key_press(egui::Key::Space);
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Hand(PlayerId(0))));
    h.get_by_label("Card 1").click();
    h.run();
    let said = "Type the clue: the computer players cannot hear one said aloud.";
    assert!(h.query_by_label(said).is_some(), "the screen says why");
    let card = h.state().game_state().unwrap().hand(PlayerId(0))[0];
    send(
        &mut h,
        GameCommand::Move(Move::Tell {
            card,
            clue: String::new(),
        }),
    );
    assert_eq!(
        h.state().stage(),
        Some(Stage::Hand(PlayerId(0))),
        "not told"
    );
    send(
        &mut h,
        GameCommand::Move(Move::Tell {
            card,
            clue: "tide".into(),
        }),
    );
    assert_eq!(h.state().game_state().unwrap().clue(), Some("tide"));
}

#[test]
fn undo_takes_back_a_persons_move_and_the_computer_moves_after_it() {
    let mut h = app_on(None);
    start(
        &mut h,
        RuleSet::Classic,
        &[("Ada", None), ("Nova", Some(Level::Teller)), ("Bo", None)],
    );
    h.key_press(egui::Key::Space);
    h.run();
    let before = h.state().game_state().unwrap().clone();
    let tell = person_command(h.state(), PlayerId(0));
    send(&mut h, tell);
    // Nova hands in on its own; Bo's privacy screen offers Ada's undo all along.
    run_until(&mut h, "Nova's cards", |app| {
        app.game_state().unwrap().has_acted(PlayerId(1))
    });
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(2))));
    h.get_by_label("Undo my last move (Ada)").click();
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(0))));
    h.key_press(egui::Key::Space);
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Hand(PlayerId(0))));
    assert_eq!(
        h.state().game_state().unwrap(),
        &before,
        "Ada's move and Nova's are gone"
    );
}

#[test]
fn a_save_with_computer_players_resumes_with_them() {
    let dir = tempfile::tempdir().expect("temp dir");
    let expected = {
        let mut h = app_on(Some(dir.path()));
        start(
            &mut h,
            RuleSet::Classic,
            &[
                ("Ada", None),
                ("Nova", Some(Level::Sage)),
                ("Pixel", Some(Level::Dreamer)),
            ],
        );
        h.key_press(egui::Key::Space);
        h.run();
        let tell = person_command(h.state(), PlayerId(0));
        send(&mut h, tell);
        settle(&mut h);
        h.state_mut().flush_saves();
        h.state().game_state().unwrap().clone()
    };
    let files: Vec<_> = std::fs::read_dir(dir.path().join("saves"))
        .expect("saves")
        .map(|e| e.expect("entry").path())
        .collect();
    assert_eq!(files.len(), 1);
    let text = std::fs::read_to_string(&files[0]).expect("reads");
    assert!(text.contains("version: 4"), "{text}");
    let save = SaveFile::read(&files[0]).expect("loads");
    let levels: Vec<_> = save.players.iter().map(|p| p.computer).collect();
    assert_eq!(levels, [None, Some(Level::Sage), Some(Level::Dreamer)]);
    assert_eq!(save.game.state(), &expected);
    let mut h = app_on(Some(dir.path()));
    h.get_by_label("Continue").click();
    h.run();
    let sage = Controller::Computer(Level::Sage);
    let dreamer = Controller::Computer(Level::Dreamer);
    assert_eq!(h.state().controllers(), [Controller::Laptop, sage, dreamer]);
    // The computers play on from the saved board: they vote, and the reveal shows it.
    assert_eq!(h.state().game_state().unwrap().board(), expected.board());
    send(&mut h, GameCommand::StartVoting);
    settle(&mut h);
    assert_eq!(h.state().stage(), Some(Stage::Reveal));
    let state = h.state().game_state().unwrap();
    assert_eq!(state.history().len(), 1);
    assert_eq!(state.history()[0].clue, expected.clue().unwrap_or_default());
}
