//! Seats changing hands in the real app: a seat handed to the computer mid-game and taken
//! back (computers wait for "Start the vote"), the seats panel's words for every change, and
//! Team Dixit's choice of givers made by a team of computers.

use super::computers::{app_on, person_command, run_until, send, settle, start};
use egui_kittest::kittest::Queryable as _;
use fabula::app::FabulaApp;
use fabula::computer::Level;
use fabula::engine::{Move, Phase, PlayerId, Role, RuleSet};
use fabula::hotseat::{Controller, GameCommand, SeatLink, Stage};

#[test]
fn a_seat_handed_to_the_computer_mid_game_plays_on_and_is_taken_back() {
    let mut h = app_on(None);
    start(
        &mut h,
        RuleSet::Classic,
        &[("Ada", None), ("Nova", Some(Level::Sage)), ("Bo", None)],
    );
    h.key_press(egui::Key::Space);
    h.run();
    let tell = person_command(h.state(), PlayerId(0));
    send(&mut h, tell);
    settle(&mut h);
    // Bo has to leave: from his privacy screen, the seats panel hands him to the computer.
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(2))));
    h.get_by_label("Who plays").click();
    h.run();
    h.get_by_label("Computer plays for Bo").click();
    h.run();
    h.get_by_label("Done").click();
    h.run();
    assert_eq!(
        h.state().controllers()[2],
        Controller::Computer(Level::Teller)
    );
    // Bo's computer hands in: the board is shown, and nobody votes before the table starts
    // the vote; then Bo's computer votes with Nova: the reveal.
    run_until(&mut h, "the board", |app| app.stage() == Some(Stage::Board));
    let voted = |app: &FabulaApp| {
        let view = app.game_state().unwrap().public_view();
        view.players
            .iter()
            .filter(|p| p.done && p.id != PlayerId(0))
            .count()
    };
    for _ in 0..20 {
        h.step();
    }
    assert_eq!(
        voted(h.state()),
        0,
        "the computers wait for 'Start the vote'"
    );
    send(&mut h, GameCommand::StartVoting);
    run_until(&mut h, "the reveal", |app| {
        app.stage() == Some(Stage::Reveal)
    });
    assert!(matches!(
        h.state().seat_links()[2],
        SeatLink::Computer { .. }
    ));
    send(&mut h, GameCommand::Move(Move::NextTurn));
    settle(&mut h);
    // Nova told the second turn. Bo is back: from Ada's privacy screen the seats panel gives
    // him his seat (his computer may have handed in a card meanwhile).
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(0))));
    h.get_by_label("Who plays").click();
    h.run();
    h.get_by_label("Bo plays again").click();
    h.run();
    h.get_by_label("Done").click();
    h.run();
    assert_eq!(h.state().controllers()[2], Controller::Laptop);
    // On to the votes: Bo gets his privacy screen again.
    for _ in 0..20 {
        settle(&mut h);
        let voting = h.state().game_state().unwrap().phase() == Phase::Voting;
        match h.state().stage().unwrap() {
            Stage::Privacy(PlayerId(2)) if voting => return,
            Stage::Privacy(_) => {
                h.key_press(egui::Key::Space);
                h.run();
            }
            Stage::Hand(seat) | Stage::Vote(seat) => {
                let command = person_command(h.state(), seat);
                send(&mut h, command);
            }
            Stage::Board => send(&mut h, GameCommand::StartVoting),
            other => panic!("unexpected {other:?}"),
        }
    }
    panic!("Bo never voted at the laptop");
}

#[test]
fn the_seats_panel_words_a_computer_seat_taken_by_a_person_and_given_back() {
    let mut h = app_on(None);
    start(
        &mut h,
        RuleSet::Classic,
        &[("Ada", None), ("Nova", Some(Level::Sage)), ("Bo", None)],
    );
    h.get_by_label("Who plays").click();
    h.run();
    // Ada's own seat would be played for her; Nova's seat is a computer's own.
    assert!(h.query_by_label("Computer plays for Ada").is_some());
    assert!(
        h.query_by_label("Nova plays again").is_none(),
        "Nova never was a person"
    );
    assert!(
        h.query_by_label("A person takes Nova's seat on a phone")
            .is_none(),
        "no phones in this game"
    );
    h.get_by_label("A person takes Nova's seat").click();
    h.run();
    assert_eq!(h.state().controllers()[1], Controller::Laptop);
    assert!(h.query_by_label("Computer plays for Nova").is_none());
    h.get_by_label("Nova goes back to the computer").click();
    h.run();
    assert_eq!(
        h.state().controllers()[1],
        Controller::Computer(Level::Teller)
    );
    // Ada leaves and comes back: her seat is hers again.
    h.get_by_label("Computer plays for Ada").click();
    h.run();
    h.get_by_label("Ada plays again").click();
    h.run();
    assert_eq!(h.state().controllers()[0], Controller::Laptop);
}

#[test]
fn a_team_of_computers_chooses_its_giver_itself_and_a_person_chooses_for_a_mixed_team() {
    let mut h = app_on(None);
    // Listed pair by pair: Ada with the computer Nova, and two teams of computers.
    let seats = [
        ("Ada", None),
        ("Nova", Some(Level::Teller)),
        ("Pixel", Some(Level::Sage)),
        ("Echo", Some(Level::Dreamer)),
        ("Orion", Some(Level::Teller)),
        ("Luma", Some(Level::Sage)),
    ];
    start(&mut h, RuleSet::Team, &seats);
    // Play on to a turn where Ada's team chooses: the teams of computers chose already.
    for _ in 0..100 {
        settle(&mut h);
        let stage = h.state().stage().expect("a game");
        let ada_chooses = h
            .state()
            .game_state()
            .unwrap()
            .task_of(PlayerId(0))
            .is_some();
        match stage {
            Stage::NamingGivers if ada_chooses => break,
            // Only teams of computers choose (Ada's team tells): they go on by themselves.
            Stage::NamingGivers => run_until(&mut h, "the computers' choice", |app| {
                app.stage() != Some(Stage::NamingGivers)
            }),
            Stage::Privacy(_) => {
                h.key_press(egui::Key::Space);
                h.run();
            }
            Stage::Hand(seat) | Stage::Clue(seat) | Stage::Vote(seat) => {
                let command = person_command(h.state(), seat);
                send(&mut h, command);
            }
            Stage::Board => send(&mut h, GameCommand::StartVoting),
            Stage::Reveal => send(&mut h, GameCommand::Move(Move::NextTurn)),
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(h.state().stage(), Some(Stage::NamingGivers));
    let state = h.state().game_state().unwrap();
    let computers_team: Vec<PlayerId> = state
        .players()
        .filter(|p| state.team_of(*p) != state.team_of(PlayerId(0)))
        .filter(|p| state.team_of(*p) != state.storyteller().and_then(|s| state.team_of(s)))
        .collect();
    assert_eq!(computers_team.len(), 2, "one team of computers chooses");
    // On a loaded machine the computers may still be thinking when Ada's turn to choose comes.
    run_until(&mut h, "the computer team's choice", |app| {
        let view = app.game_state().expect("a game").public_view();
        computers_team.iter().all(|m| view.players[m.index()].done)
    });
    let state = h.state().game_state().unwrap();
    // The computers' choice is theirs: no button asks a person to make it.
    for member in &computers_team {
        let name = state.name(*member);
        assert!(
            h.query_by_label(&format!("{name} hands in")).is_none(),
            "no button for {name}"
        );
    }
    let chose = computers_team.iter().any(|m| {
        let name = state.name(*m);
        h.query_by_label(&format!("{name} hands in: the computer players chose"))
            .is_some()
    });
    assert!(chose, "the screen says the computers chose");
    // Ada's team is chosen by Ada (Nova is a computer partner): both keep a button, and Nova
    // says what it would choose.
    let advice = [
        "Nova has a card for this clue and would hand it in.",
        "Nova would rather vote: Ada hands in?",
    ];
    let start = std::time::Instant::now();
    while advice.iter().all(|a| h.query_by_label(a).is_none()) {
        assert!(start.elapsed().as_secs() < 60, "Nova's advice");
        std::thread::sleep(std::time::Duration::from_millis(2));
        h.step();
    }
    assert_eq!(
        h.state().stage(),
        Some(Stage::NamingGivers),
        "the person decides"
    );
    assert!(h.query_by_label("Ada hands in").is_some());
    assert!(h.query_by_label("Nova hands in").is_some());
    h.get_by_label("Nova hands in").click();
    h.run();
    settle(&mut h);
    let state = h.state().game_state().unwrap();
    assert_ne!(state.phase(), Phase::NamingGivers, "every team chose");
    let view = state.public_view();
    assert_eq!(
        view.players[0].role,
        Some(Role::Voter),
        "Nova hands in, Ada votes"
    );
    let nova = state.players().find(|p| state.name(*p) == "Nova").unwrap();
    assert!(matches!(
        h.state().seat_links()[nova.index()],
        SeatLink::Computer { .. }
    ));
}
