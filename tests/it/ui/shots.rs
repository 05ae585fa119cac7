//! Not a check: fills `FABULA_SHOT_DIR` with saved games of the built-in deck stopped at the
//! moments the README's screenshots (and a look at the screens) need: Team Dixit while the
//! teams choose, while cards come in, while voting and at two reveals; Dixit Party at its
//! first turn; a classic game of seven with long names and a few turns behind it; a classic
//! game of twelve with long names while voting its first turn and at a later reveal that
//! some found. Open them in the real window (`XDG_DATA_HOME=DIR/..`) from "Saved games".
//! `FABULA_SHOT_DIR=/tmp/shots/fabula/saves cargo test --features deckgen --test it
//! screenshot_states -- --ignored`

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use fabula::app::art::{ArtLoader, DeckSource};
use fabula::app::{FabulaApp, Storage};
use fabula::engine::{GameState, Phase, Role, RuleSet};
use fabula::hotseat::Stage;
use std::path::PathBuf;

/// A game of the built-in deck set up with `names` and `rules`, its files in `dir`.
fn started(dir: PathBuf, names: &[&str], rules: RuleSet, seed: u64) -> Harness<'static, FabulaApp> {
    let mut h = Harness::builder()
        .with_size(egui::vec2(1600.0, 900.0))
        .with_max_steps(24)
        .build_eframe(move |cc| {
            let art = ArtLoader::from_source(&cc.egui_ctx, DeckSource::Builtin);
            let mut app = FabulaApp::new(&cc.egui_ctx, art, seed).with_storage(Storage::new(&dir));
            app.wait_for_cards();
            app
        });
    h.run();
    h.get_by_label("New game").click();
    h.run();
    {
        let setup = h.state_mut().setup_mut();
        setup.seats.truncate(names.len());
        while setup.seats.len() < names.len() {
            let token = setup.seats.len();
            setup.seats.push(fabula::ui::menus::SeatSetup {
                name: String::new(),
                token,
                computer: None,
            });
        }
        for (seat, name) in setup.seats.iter_mut().zip(names) {
            (*name).clone_into(&mut seat.name);
        }
        setup.starter = Some(0);
        setup.choose_rules(rules);
    }
    h.run();
    h.get_by_label("Start the game").click();
    h.run();
    h
}

fn game(h: &Harness<'_, FabulaApp>) -> GameState {
    h.state().game_state().expect("a game is on").clone()
}

/// One move through the screens: cards from the left, votes on the storyteller's card for
/// two voters in three (else the first card not one's own), a second token from every other
/// voter where the rules allow one, the first giver offered.
fn step(h: &mut Harness<'_, FabulaApp>) {
    match h.state().stage() {
        Some(Stage::Privacy(_)) => h.key_press(egui::Key::Space),
        Some(Stage::Clue(_)) => h.get_by_label("Give this clue").click(),
        Some(Stage::Hand(_)) => {
            h.get_by_label("Card 1").click();
            h.run();
            if game(h).phase() == Phase::Telling {
                let field = egui::accesskit::Role::TextInput;
                h.get_by_role_and_label(field, "Clue").focus();
                h.run();
                h.get_by_role_and_label(field, "Clue")
                    .type_text("where the map ends");
                h.run();
            }
            h.query_by_label("Tell this card")
                .or_else(|| h.query_by_label("Hand in this card"))
                .or_else(|| h.query_by_label("Hand in these cards"))
                .expect("a confirm button")
                .click();
        }
        Some(Stage::NamingGivers) => {
            // The first member of a team that has not chosen yet.
            let state = game(h);
            let giver = state
                .players()
                .find(|p| state.role(*p) == Some(Role::Undecided))
                .expect("a giver to name");
            let label = format!("{} hands in", state.name(giver));
            h.get_by_role_and_label(egui::accesskit::Role::Button, &label)
                .click();
        }
        Some(Stage::Board) => h.get_by_label("Start the vote").click(),
        Some(Stage::Vote(seat)) => {
            let state = game(h);
            let board = state.board();
            let pick = state
                .storyteller()
                .and_then(|t| board.iter().position(|b| b.owner == t))
                .filter(|i| {
                    !(state.turn_number() as usize + seat.index()).is_multiple_of(3)
                        && board[*i].owner != seat
                })
                .or_else(|| board.iter().position(|b| b.owner != seat))
                .expect("a card to vote for");
            h.get_by_label(&format!("Slot {}", pick + 1)).click();
            h.run();
            // Classic 7+: every other voter places the optional second token too, so some
            // find the card with one token (+1) and some with two.
            let second = (0..board.len()).find(|i| *i != pick && board[*i].owner != seat);
            if state.params().max_votes >= 2
                && !state.params().everyone_plays
                && seat.index().is_multiple_of(2)
                && let Some(second) = second
            {
                h.key_press(egui::Key::Tab);
                h.run();
                h.get_by_label(&format!("Slot {}", second + 1)).click();
                h.run();
            }
            if state.params().everyone_plays && state.storyteller() == Some(seat) {
                h.key_press(egui::Key::Tab);
                h.run();
                h.get_by_label("Slot 1").click();
                h.run();
            }
            h.get_by_label("Cast my vote").click();
        }
        Some(Stage::HandsPassed) => h.get_by_label("On to the next turn").click(),
        Some(Stage::Reveal) => h
            .query_by_label("Next turn")
            .or_else(|| h.query_by_label("See the winner"))
            .expect("the way on")
            .click(),
        other => panic!("nothing to do at {other:?}"),
    }
    h.run();
}

/// Where a game of the screenshots stops.
type Stop<'a> = &'a dyn Fn(&GameState) -> bool;

/// A reveal after the first turn where some found the storyteller's card and some missed it,
/// so the points lines differ from one scorer to the next.
fn reveal_some_found(g: &GameState) -> bool {
    g.phase() == Phase::Reveal
        && g.turn_number() >= 2
        && g.storyteller()
            .zip(g.turn_score())
            .is_some_and(|(t, score)| score.points_of(g.scorer_of(t)) > 0)
}

fn play_until(h: &mut Harness<'_, FabulaApp>, stop: Stop<'_>) {
    for _ in 0..2000 {
        if stop(&game(h)) {
            h.state_mut().flush_saves();
            return;
        }
        step(h);
    }
    panic!("never stopped");
}

#[test]
#[ignore = "writes screenshot material into FABULA_SHOT_DIR"]
fn screenshot_states() {
    let Some(dir) = std::env::var_os("FABULA_SHOT_DIR") else {
        return;
    };
    let root = PathBuf::from(dir);
    let team = [
        "Anne-Sophie",
        "Bartholomeus",
        "Chloé",
        "Dmitri",
        "Esmeralda",
        "Farid",
    ];
    let phases: [(&str, Stop<'_>); 5] = [
        ("naming", &|g| g.phase() == Phase::NamingGivers),
        ("submitting", &|g| {
            g.phase() == Phase::Submitting && g.players().filter(|p| g.has_acted(*p)).count() >= 4
        }),
        ("voting", &|g| {
            g.phase() == Phase::Voting && g.players().filter(|p| g.has_acted(*p)).count() >= 5
        }),
        ("reveal", &|g| {
            g.phase() == Phase::Reveal && g.turn_number() == 2
        }),
        ("reveal-some-found", &reveal_some_found),
    ];
    for (i, (what, stop)) in phases.into_iter().enumerate() {
        let dir = root.join(format!("team-{what}")).join("fabula");
        let mut h = started(dir, &team, RuleSet::Team, 40 + i as u64);
        play_until(&mut h, stop);
    }
    let party = ["Maya", "Tomás", "Inês", "Joost", "Saskia", "Pieter"];
    let mut h = started(
        root.join("party").join("fabula"),
        &party,
        RuleSet::Party,
        50,
    );
    play_until(&mut h, &|g| g.phase() == Phase::Clue);
    let classic = [
        "Anne-Sophie",
        "Bartholomeus",
        "Chloé",
        "Dmitri",
        "Esmeralda",
        "Farid",
        "Gwendolyn",
    ];
    let mut h = started(
        root.join("classic").join("fabula"),
        &classic,
        RuleSet::Classic,
        60,
    );
    play_until(&mut h, &|g| {
        g.phase() == Phase::Reveal && g.turn_number() == 3
    });
    let twelve = [
        "Anne-Sophie",
        "Bartholomeus",
        "Chloé",
        "Dmitri",
        "Esmeralda",
        "Farid",
        "Gwendolyn",
        "Hildegard",
        "Ignatius",
        "Josephine",
        "Konstantin",
        "Leopoldine",
    ];
    let twelve_phases: [(&str, Stop<'_>); 2] = [
        ("voting", &|g| {
            g.phase() == Phase::Voting && g.players().filter(|p| g.has_acted(*p)).count() >= 9
        }),
        ("reveal", &reveal_some_found),
    ];
    for (i, (what, stop)) in twelve_phases.into_iter().enumerate() {
        let dir = root.join(format!("classic-12-{what}")).join("fabula");
        let mut h = started(dir, &twelve, RuleSet::Classic, 70 + i as u64);
        play_until(&mut h, stop);
    }
}
