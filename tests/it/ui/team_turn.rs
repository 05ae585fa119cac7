//! A Team Dixit turn through the real app and the table display: the keys of "Who
//! hands in the card?" keep their players while teams choose and change their minds, and the
//! laptop's side panel and the table display's standings say at every phase what each player
//! and each team has really done or still has to do.

use crate::support::harness::{app_harness, draw_table, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use fabula::app::FabulaApp;
use fabula::describe::team_name;
use fabula::engine::{GameState, Phase, PlayerId, Role, RuleSet, TeamId};
use fabula::hotseat::{Stage, TokenId};
use fabula::ui::widgets::theme;

/// Seats in order: teams A (A1, A2), B (B1, B2) and C (C1, C2) sit opposite.
const NAMES: [&str; 6] = ["A1", "B1", "C1", "A2", "B2", "C2"];
/// The same players as the set-up lists them: pair by pair.
const PAIRS: [&str; 6] = ["A1", "A2", "B1", "B2", "C1", "C2"];

/// A Team Dixit game of six at A1's privacy screen.
fn team_game() -> Harness<'static, FabulaApp> {
    let mut h = app_harness(None, egui::vec2(1600.0, 900.0), 24, 31, with_cards);
    h.get_by_label("New game").click();
    h.run();
    {
        let setup = h.state_mut().setup_mut();
        while setup.seats.len() < NAMES.len() {
            let token = setup.seats.len();
            setup.seats.push(fabula::ui::menus::SeatSetup {
                name: String::new(),
                token,
                computer: None,
            });
        }
        for (seat, name) in setup.seats.iter_mut().zip(PAIRS) {
            name.clone_into(&mut seat.name);
        }
        setup.choose_rules(RuleSet::Team);
        setup.starter = Some(0);
    }
    h.run();
    h.get_by_label("Start the game").click();
    h.run();
    let names: Vec<&str> = game(&h).players().map(|p| game(&h).name(p)).collect();
    assert_eq!(names, NAMES, "teammates sit opposite");
    h
}

fn game<'a>(h: &'a Harness<'_, FabulaApp>) -> &'a GameState {
    h.state().game_state().expect("a game is on")
}

/// Every label and text on the laptop's screen.
fn labels(h: &Harness<'_, FabulaApp>) -> Vec<String> {
    h.root()
        .children_recursive()
        .filter_map(|n| n.accesskit_node().label().or(n.accesskit_node().value()))
        .collect()
}

/// The side panel's words after `name` on its row (a team's member has no score there).
fn panel_status(h: &Harness<'_, FabulaApp>, name: &str) -> String {
    let all = labels(h);
    let at = all.iter().position(|l| l == name);
    let at = at.unwrap_or_else(|| panic!("{name} is not in the side panel: {all:?}"));
    // (A text may reach the tree twice: as its label and as its words.)
    all[at..]
        .iter()
        .find(|l| *l != name)
        .cloned()
        .unwrap_or_default()
}

/// The table display's standings rows for the game as it stands ("Team Sky: 0 points, to
/// vote"), drawn as the table window draws them. (kittest embeds the app's own table window
/// in the laptop's, too small to lay out its standings.)
fn table_rows(h: &Harness<'_, FabulaApp>) -> Vec<String> {
    let state = game(h).clone();
    let tokens: Vec<TokenId> = (0..6).map(TokenId).collect();
    let mut table = Harness::builder()
        .with_size(egui::vec2(1920.0, 1080.0))
        .with_max_steps(4)
        .build_ui_state(
            move |ui, installed: &mut bool| {
                if !*installed {
                    theme::install(ui.ctx());
                    *installed = true;
                }
                draw_table(ui, &state, &tokens, false);
            },
            false,
        );
    table.run();
    // A row's words are its label, a text's its value.
    table
        .root()
        .children_recursive()
        .filter_map(|n| n.accesskit_node().label().or(n.accesskit_node().value()))
        .collect()
}

fn assert_rows(h: &Harness<'_, FabulaApp>, rows: [(&str, &str); 3]) {
    let all = table_rows(h);
    for (team, status) in rows {
        let row = all.iter().find(|l| l.starts_with(&format!("{team}: ")));
        let row = row.unwrap_or_else(|| panic!("no row of {team}: {all:?}"));
        assert!(row.ends_with(&format!(", {status}")), "{row}, not {status}");
    }
}

fn assert_panel(h: &Harness<'_, FabulaApp>, seats: [(&str, &str); 6]) {
    for (name, status) in seats {
        assert_eq!(panel_status(h, name), status, "{name}");
    }
}

/// Whether `name`'s button on "Who hands in the card?" is lit (`None`: no button).
fn lit(h: &Harness<'_, FabulaApp>, name: &str) -> Option<bool> {
    let label = format!("{name} hands in");
    h.query_by_role_and_label(egui::accesskit::Role::Button, &label)
        .map(|b| b.accesskit_node().toggled() == Some(egui::accesskit::Toggled::True))
}

fn role(h: &Harness<'_, FabulaApp>, seat: u8) -> Option<Role> {
    game(h).role(PlayerId(seat))
}

fn key(h: &mut Harness<'_, FabulaApp>, key: egui::Key) {
    h.key_press(key);
    h.run();
}

/// The private turn of the seat at the privacy screen: card 1 (told with a clue said aloud).
fn private_turn(h: &mut Harness<'_, FabulaApp>) {
    key(h, egui::Key::Space);
    h.get_by_label("Card 1").click();
    h.run();
    h.query_by_label("Tell this card")
        .or_else(|| h.query_by_label("Hand in this card"))
        .expect("a confirm button")
        .click();
    h.run();
}

#[test]
fn team_keys_stay_put_and_statuses_say_what_each_did_or_still_does() {
    let mut h = team_game();
    let view = game(&h).public_view();
    let [sky, sun, sea] = [0, 1, 2].map(|t| team_name(&view, TeamId(t)));
    let [sky, sun, sea] = [sky.as_str(), sun.as_str(), sea.as_str()];
    private_turn(&mut h);
    assert_eq!(h.state().stage(), Some(Stage::NamingGivers));
    // While teams choose, the table display's banner names those still choosing.
    let banner = |h: &Harness<'_, FabulaApp>| {
        let all = table_rows(h);
        all.into_iter()
            .find(|l| l.contains("choosing"))
            .unwrap_or_default()
    };
    assert_eq!(
        banner(&h),
        format!("{sun} and {sea} are choosing who hands in their card")
    );
    // Keys 1-4: B1, B2 (Sun), C1, C2 (Sea), whatever is chosen meanwhile.
    key(&mut h, egui::Key::Num3);
    assert_eq!(role(&h, 2), Some(Role::Giver), "3 names C1");
    assert_eq!(
        lit(&h, "C1"),
        Some(true),
        "the named member's button is lit"
    );
    assert_eq!(
        lit(&h, "C2"),
        Some(false),
        "the other one may still be named"
    );
    assert_eq!(
        banner(&h),
        format!("{sun} is choosing who hands in its card")
    );
    // Sea changes its mind: C2 hands in instead (4 is still C2).
    key(&mut h, egui::Key::Num4);
    assert_eq!(
        (role(&h, 2), role(&h, 5)),
        (Some(Role::Voter), Some(Role::Giver))
    );
    assert_eq!(h.state().stage(), Some(Stage::NamingGivers));
    // Naming the named member again changes nothing and says nothing.
    key(&mut h, egui::Key::Num4);
    assert!(h.state().game_state().is_some() && role(&h, 5) == Some(Role::Giver));
    assert!(
        !labels(&h).iter().any(|l| l.contains("already")),
        "no refusal"
    );
    key(&mut h, egui::Key::Num1);
    assert_eq!(role(&h, 1), Some(Role::Giver), "1 names B1");
    assert_eq!(game(&h).phase(), Phase::Submitting);

    // Cards come in: the voters (B2, C1) hand in nothing and are not "card in".
    assert!(matches!(h.state().stage(), Some(Stage::Privacy(_))));
    let waiting = [
        ("A1", "storyteller"),
        ("A2", "to hand in"),
        ("B1", "to hand in"),
        ("B2", "votes later"),
        ("C1", "votes later"),
        ("C2", "to hand in"),
    ];
    assert_panel(&h, waiting);
    assert_rows(
        &h,
        [
            (sky, "to hand in"),
            (sun, "to hand in"),
            (sea, "to hand in"),
        ],
    );
    private_turn(&mut h);
    let first = game(&h)
        .players()
        .find(|p| game(&h).submits(*p) && game(&h).has_acted(*p))
        .expect("a card in");
    let first_name = NAMES[first.index()];
    assert_eq!(panel_status(&h, first_name), "card in");
    assert_eq!(panel_status(&h, "B2"), "votes later");
    while game(&h).phase() == Phase::Submitting {
        private_turn(&mut h);
    }
    h.get_by_label("Start the vote").click();
    h.run();

    // Voting: the givers' cards are in, nobody has voted yet.
    assert_panel(
        &h,
        [
            ("A1", "storyteller"),
            ("A2", "card in"),
            ("B1", "card in"),
            ("B2", "to vote"),
            ("C1", "to vote"),
            ("C2", "card in"),
        ],
    );
    assert_rows(
        &h,
        [(sky, "storyteller"), (sun, "to vote"), (sea, "to vote")],
    );
    key(&mut h, egui::Key::Space);
    let voter = match h.state().stage() {
        Some(Stage::Vote(seat)) => seat,
        other => panic!("a vote, not {other:?}"),
    };
    let own = game(&h).own_slots(voter);
    let slot = (1..=6).find(|s| own.iter().all(|o| usize::from(o.0) != *s));
    h.get_by_label(&format!("Slot {}", slot.expect("a slot")))
        .click();
    h.run();
    h.get_by_label("Cast my vote").click();
    h.run();
    let voted = NAMES[voter.index()];
    assert_eq!(panel_status(&h, voted), "voted");
    let team = if voter.index() % 3 == 1 { sun } else { sea };
    let other = if team == sun { sea } else { sun };
    assert_rows(
        &h,
        [(sky, "storyteller"), (team, "voted"), (other, "to vote")],
    );
}
