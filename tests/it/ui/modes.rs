//! Dixit Party and Team Dixit played through the real app by accessible labels: the blind
//! clue, the red token, hands passing, the public choice of givers, team scores, whole games.

use crate::support::harness::{app_harness, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use fabula::app::FabulaApp;
use fabula::engine::{GameState, Phase, PlayerId, Role, RuleSet, Scorer, Slot, TeamId};
use fabula::hotseat::Stage;

/// The app at the set-up of `rules` with `players`, the first seat telling first.
fn set_up(rules: RuleSet, players: usize, seed: u64) -> Harness<'static, FabulaApp> {
    let mut h = app_harness(None, egui::vec2(1600.0, 900.0), 24, seed, with_cards);
    h.get_by_label("New game").click();
    h.run();
    for _ in 4..players {
        h.get_by_label("Add player").click();
        h.run();
    }
    // The rule set is chosen as a player would: its button (greyed out until it fits).
    h.get_by_label(&fabula::describe::rules_name(rules)).click();
    h.run();
    h.state_mut().setup_mut().starter = Some(0);
    h.run();
    h
}

fn start(h: &mut Harness<'_, FabulaApp>) {
    h.get_by_label("Start the game").click();
    h.run();
}

fn labels(h: &Harness<'_, FabulaApp>) -> Vec<String> {
    h.root()
        .children_recursive()
        .filter_map(|n| n.accesskit_node().label())
        .collect()
}

/// Nothing private on a public screen: no card of a hand, no slot to vote on, no owner.
fn assert_public(h: &Harness<'_, FabulaApp>, stage: Stage) {
    let all = labels(h);
    let private = all
        .iter()
        .find(|l| l.starts_with("Card ") || l.starts_with("Slot ") || l.contains("'s card"));
    assert!(private.is_none(), "{stage:?} shows {private:?}");
}

fn game<'a>(h: &'a Harness<'_, FabulaApp>) -> &'a GameState {
    h.state().game_state().expect("a game is on")
}

fn seat_named(state: &GameState, name: &str) -> PlayerId {
    state
        .players()
        .find(|p| state.name(*p) == name)
        .expect("a player of that name")
}

fn slot_of(state: &GameState, owner: PlayerId) -> Slot {
    let i = state.board().iter().position(|b| b.owner == owner);
    Slot::from_index(i.expect("owner on the board"))
}

/// What each voter does: green slot(s), and the red token's slot for the Party storyteller.
type Plan<'a> = &'a dyn Fn(&GameState, PlayerId) -> (Slot, Option<Slot>);

/// Plays one turn through the screens: the clue or card, everyone's first card, the public
/// choices (`givers` names who hands in for each team), the votes as `plan` says. Stops at
/// the reveal.
fn play_turn(h: &mut Harness<'_, FabulaApp>, givers: &[&str], plan: Plan<'_>) {
    for _ in 0..120 {
        let stage = h.state().stage().expect("a game is on");
        if matches!(
            stage,
            Stage::Privacy(_) | Stage::NamingGivers | Stage::HandsPassed
        ) {
            assert_public(h, stage);
        }
        match stage {
            Stage::Privacy(_) => h.key_press(egui::Key::Space),
            Stage::Clue(_) => {
                // The blind clue: no card anywhere on this screen.
                assert!(
                    h.query_by_label("Card 1").is_none(),
                    "a card shows with the clue"
                );
                h.get_by_label("Give this clue").click();
            }
            Stage::Hand(_) => {
                h.get_by_label("Card 1").click();
                h.run();
                let confirm = h
                    .query_by_label("Tell this card")
                    .or_else(|| h.query_by_label("Hand in this card"))
                    .expect("a confirm button");
                confirm.click();
            }
            Stage::NamingGivers => {
                let role = egui::accesskit::Role::Button;
                let name = givers
                    .iter()
                    .find(|n| {
                        // A planned giver of a team still choosing (a team that has chosen
                        // keeps both buttons, to change its mind).
                        let state = game(h);
                        let label = format!("{n} hands in");
                        state.role(seat_named(state, n)) == Some(Role::Undecided)
                            && h.query_by_role_and_label(role, &label).is_some()
                    })
                    .expect("a planned giver to name");
                h.get_by_role_and_label(role, &format!("{name} hands in"))
                    .click();
            }
            Stage::Board => h.get_by_label("Start the vote").click(),
            Stage::Vote(seat) => {
                let (green, red) = plan(game(h), seat);
                h.get_by_label(&format!("Slot {green}")).click();
                h.run();
                if let Some(red) = red {
                    // Tab turns the other dial: the red token.
                    h.key_press(egui::Key::Tab);
                    h.run();
                    h.get_by_label(&format!("Slot {red}")).click();
                    h.run();
                }
                h.get_by_label("Cast my vote").click();
            }
            Stage::HandsPassed | Stage::Reveal | Stage::End => return,
            Stage::Phones => panic!("no seat plays on a phone here"),
            Stage::Claim(_) => panic!("these games play pictures"),
        }
        h.run();
    }
    panic!("the turn did not end: {:?}", h.state().stage());
}

#[test]
fn party_test_vector_5_through_the_screens() {
    let mut h = set_up(RuleSet::Party, 8, 11);
    start(&mut h);
    // The storyteller's private turn is the blind clue, with no hand.
    h.key_press(egui::Key::Space);
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Clue(PlayerId(0))));
    // Seats 0-5 (the storyteller too) vote for seat 6's card; seats 6 and 7 for seat 7's,
    // which carries the red token.
    play_turn(&mut h, &[], &|state, seat| {
        let three = slot_of(state, PlayerId(6));
        let two = slot_of(state, PlayerId(7));
        let green = if seat.0 < 6 { three } else { two };
        (green, (seat == PlayerId(0)).then_some(two))
    });
    assert_eq!(h.state().stage(), Some(Stage::Reveal));
    assert_eq!(game(&h).scores(), &[5, 5, 5, 5, 5, 5, 0, 0]);
    let red = h.query_all_by_label_contains("chose the card with the red token");
    assert_eq!(
        red.count(),
        2,
        "the two on the red card say why they scored nothing"
    );
    let capped = h.query_all_by_label_contains("6 players chose the same card, capped at 5");
    assert_eq!(capped.count(), 6);
    // Between turns the hands pass to the left, in public.
    h.get_by_label("Next turn").click();
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::HandsPassed));
    h.get_by_label("Hands pass to the left");
    h.get_by_label("On to the next turn").click();
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(1))));
}

#[test]
fn party_game_to_its_end_by_tellings() {
    let mut h = set_up(RuleSet::Party, 6, 12);
    start(&mut h);
    for turn in 1..=6 {
        // Everyone on the storyteller's neighbour's card; the red token on the last seat's.
        play_turn(&mut h, &[], &|state, seat| {
            let storyteller = state.storyteller().expect("a storyteller");
            let next = PlayerId(((storyteller.index() + 1) % 6) as u8);
            let last = PlayerId(((storyteller.index() + 5) % 6) as u8);
            let red = (seat == storyteller).then(|| slot_of(state, last));
            (slot_of(state, next), red)
        });
        assert_eq!(game(&h).turn_number(), turn);
        let last = turn == 6;
        let button = if last { "See the winner" } else { "Next turn" };
        h.get_by_label(button).click();
        h.run();
        if !last {
            h.get_by_label("On to the next turn").click();
            h.run();
        }
    }
    assert_eq!(h.state().stage(), Some(Stage::End));
    assert_eq!(game(&h).phase(), Phase::GameOver);
    assert!(game(&h).tellings().iter().all(|t| *t == 1));
    assert!(h.query_by_label("Play again").is_some());
}

#[test]
fn team_scores_with_a_vote_for_the_teammates_card() {
    let mut h = set_up(RuleSet::Team, 6, 13);
    {
        let setup = h.state_mut().setup_mut();
        setup.teams[1].name = "Owls".into();
    }
    h.run();
    start(&mut h);
    let state = game(&h);
    // Pairs as listed: (Ada, Bruno), (Chloé, Daan), (Élise, Femke), seated opposite.
    let names: Vec<&str> = state.players().map(|p| state.name(p)).collect();
    assert_eq!(names, ["Ada", "Chloé", "Élise", "Bruno", "Daan", "Femke"]);
    // Ada tells; Owls (Chloé, Daan) send Chloé, Team Sun (Élise, Femke) send Femke. Daan votes
    // for his teammate Chloé's card, Élise finds Ada's.
    play_turn(&mut h, &["Chloé", "Femke"], &|state, seat| {
        let target = match state.name(seat) {
            "Daan" => seat_named(state, "Chloé"),
            _ => seat_named(state, "Ada"),
        };
        (slot_of(state, target), None)
    });
    assert_eq!(h.state().stage(), Some(Stage::Reveal));
    let state = game(&h);
    let reveal = state.public_view().reveal.expect("scored");
    let votes: Vec<usize> = reveal.votes.iter().map(Vec::len).collect();
    assert_eq!(votes, [0, 0, 1, 0, 1, 0], "one voter per other team");
    // Coral 3 (some found), Owls 1 (the vote on their card), Sun 3 (Élise found).
    assert_eq!(state.scores(), &[3, 1, 3]);
    assert_eq!(reveal.score.points_of(Scorer::Team(TeamId(1))), 1);
    // The reveal names the teams, one row and one rabbit each.
    h.get_by_label("Owls");
    h.get_by_label_contains("Owls's rabbit");
}

#[test]
fn team_game_to_its_end_names_the_winning_team() {
    let mut h = set_up(RuleSet::Team, 6, 14);
    start(&mut h);
    let all = ["Ada", "Bruno", "Chloé", "Daan", "Élise", "Femke"];
    for turn in 1..=6 {
        // Every voter finds the storyteller's card.
        play_turn(&mut h, &all, &|state, _| {
            let storyteller = state.storyteller().expect("a storyteller");
            (slot_of(state, storyteller), None)
        });
        assert_eq!(game(&h).turn_number(), turn);
        let button = if turn == 6 {
            "See the winner"
        } else {
            "Next turn"
        };
        h.get_by_label(button).click();
        h.run();
    }
    assert_eq!(h.state().stage(), Some(Stage::End));
    // Everyone always found it: each team told twice (0) and voted four times (2 each), so
    // all three share the win.
    assert_eq!(game(&h).scores(), &[8, 8, 8]);
    // The headline (the screen reader's live region says the same words).
    h.get_by_role_and_label(
        egui::accesskit::Role::Label,
        "Team Coral, Team Sky and Team Sun share the win!",
    );
}

/// [`set_up`] on a data folder, so the game is saved.
fn set_up_saved(rules: RuleSet, dir: &std::path::Path) -> Harness<'static, FabulaApp> {
    let data = dir.to_path_buf();
    let mut h = app_harness(Some(data), egui::vec2(1600.0, 900.0), 24, 21, with_cards);
    h.get_by_label("New game").click();
    h.run();
    for _ in 4..6 {
        h.get_by_label("Add player").click();
        h.run();
    }
    h.get_by_label(&fabula::describe::rules_name(rules)).click();
    h.run();
    h.state_mut().setup_mut().starter = Some(0);
    h.run();
    start(&mut h);
    h
}

/// The app again on `dir`, after "Continue".
fn continued(dir: &std::path::Path) -> Harness<'static, FabulaApp> {
    let data = dir.to_path_buf();
    let mut h = app_harness(Some(data), egui::vec2(1600.0, 900.0), 24, 22, with_cards);
    h.get_by_label("Continue").click();
    h.run();
    h
}

#[test]
fn party_blind_clue_can_be_taken_back_and_a_vote_resumes_after_a_restart() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = set_up_saved(RuleSet::Party, dir.path());
    h.key_press(egui::Key::Space);
    h.run();
    h.get_by_label("Give this clue").click();
    h.run();
    // The next player has not looked yet: the storyteller may take the clue back.
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(1))));
    h.get_by_label("Undo my last move (Ada)").click();
    h.run();
    h.key_press(egui::Key::Space);
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Clue(PlayerId(0))));
    assert_eq!(game(&h).phase(), Phase::Clue);
    h.get_by_label("Give this clue").click();
    h.run();
    // Everyone hands in, two vote, then the game window closes.
    play_turn_until_votes(&mut h, 2);
    let saved = game(&h).clone();
    drop(h);
    let h = continued(dir.path());
    assert_eq!(game(&h), &saved, "the save is the game");
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(3))));
    assert_public(&h, Stage::Privacy(PlayerId(3)));
}

/// Plays the current turn until `votes` votes are in (everyone on their own card).
fn play_turn_until_votes(h: &mut Harness<'_, FabulaApp>, votes: usize) {
    for _ in 0..80 {
        let voted = game(h).players().filter(|p| game(h).has_acted(*p)).count();
        match h.state().stage().expect("a game is on") {
            Stage::Privacy(_) if game(h).phase() == Phase::Voting && voted >= votes => return,
            Stage::Privacy(_) => h.key_press(egui::Key::Space),
            Stage::Hand(_) => {
                h.get_by_label("Card 1").click();
                h.run();
                h.get_by_label("Hand in this card").click();
            }
            Stage::Board => h.get_by_label("Start the vote").click(),
            Stage::Vote(seat) => {
                let own = slot_of(game(h), seat);
                h.get_by_label(&format!("Slot {own}")).click();
                h.run();
                h.get_by_label("Cast my vote").click();
            }
            other => panic!("unexpected {other:?}"),
        }
        h.run();
    }
    panic!("the votes did not come in");
}

#[test]
fn team_choice_of_givers_resumes_after_a_restart() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = set_up_saved(RuleSet::Team, dir.path());
    h.key_press(egui::Key::Space);
    h.run();
    h.get_by_label("Card 1").click();
    h.run();
    h.get_by_label("Tell this card").click();
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::NamingGivers));
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Chloé hands in")
        .click();
    h.run();
    drop(h);
    let mut h = continued(dir.path());
    // The other team still decides, in public.
    assert_eq!(h.state().stage(), Some(Stage::NamingGivers));
    assert!(
        h.query_by_label("Chloé hands in").is_some(),
        "the choice made is shown"
    );
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Femke hands in")
        .click();
    h.run();
    assert!(matches!(h.state().stage(), Some(Stage::Privacy(_))));
}
