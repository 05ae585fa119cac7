//! Drives the real app through whole turns by accessible labels, as a player (or a screen
//! reader) would, and checks scores, privacy and the end of the game.

use crate::support::harness::{app_harness, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use fabula::app::FabulaApp;
use fabula::engine::{GameState, PlayerId, RuleSet, Slot};
use fabula::hotseat::Stage;

fn harness(rules: RuleSet, players: usize, target: u32) -> Harness<'static, FabulaApp> {
    let mut harness = app_harness(None, egui::vec2(1600.0, 900.0), 24, 7, with_cards);
    harness.get_by_label("New game").click();
    harness.run();
    {
        let setup = harness.state_mut().setup_mut();
        setup.rules = rules;
        setup.target = target;
        setup.starter = Some(0);
    }
    harness.run();
    for _ in 4..players {
        harness.get_by_label("Add player").click();
        harness.run();
    }
    for _ in players..4 {
        harness.get_by_label("Remove player 4").click();
        harness.run();
    }
    harness.get_by_label("Start the game").click();
    harness.run();
    harness
}

fn game<'a>(harness: &'a Harness<'_, FabulaApp>) -> &'a GameState {
    harness.state().game_state().expect("a game is on")
}

/// The slot holding `owner`'s (first) card.
fn slot_of(state: &GameState, owner: u8) -> Slot {
    let i = state
        .board()
        .iter()
        .position(|b| b.owner == PlayerId(owner))
        .expect("owner on board");
    Slot::from_index(i)
}

fn names(harness: &Harness<'_, FabulaApp>) -> Vec<String> {
    let state = game(harness);
    state.players().map(|p| state.name(p).to_owned()).collect()
}

fn labels(harness: &Harness<'_, FabulaApp>) -> Vec<String> {
    harness
        .root()
        .children_recursive()
        .filter_map(|n| n.accesskit_node().label())
        .collect()
}

/// Plays one turn: everyone hands in their first card(s); `plan` says how each seat votes.
fn play_turn(harness: &mut Harness<'_, FabulaApp>, plan: &dyn Fn(&GameState, u8) -> Vec<Slot>) {
    play_turn_voting(harness, plan, vote_by_clicks);
}

/// Votes by clicking the slots (Tab for the second token) and the Cast button.
fn vote_by_clicks(harness: &mut Harness<'_, FabulaApp>, slots: &[Slot]) {
    harness.get_by_label(&format!("Slot {}", slots[0])).click();
    harness.run();
    if let Some(second) = slots.get(1) {
        harness.key_press(egui::Key::Tab);
        harness.run();
        harness.get_by_label(&format!("Slot {second}")).click();
        harness.run();
    }
    harness.get_by_label("Cast my vote").click();
}

/// Votes with the keys only: a digit, Tab and a digit for the second token, Enter.
fn vote_by_keys(harness: &mut Harness<'_, FabulaApp>, slots: &[Slot]) {
    let digit = |slot: &Slot| fabula::ui::widgets::DIGIT_KEYS[slot.index().expect("a slot")];
    let seat = harness.state().stage();
    harness.key_press(digit(&slots[0]));
    harness.run();
    if let Some(second) = slots.get(1) {
        harness.key_press(egui::Key::Tab);
        harness.run();
        // The case this covers: Tab also gave egui's keyboard focus to a widget.
        assert!(
            harness.ctx.memory(egui::Memory::focused).is_some(),
            "Tab focused nothing"
        );
        harness.key_press(digit(second));
        harness.run();
    }
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert_ne!(harness.state().stage(), seat, "Enter did not cast the vote");
}

/// Like [`play_turn`], with `vote` casting each voter's slots.
fn play_turn_voting(
    harness: &mut Harness<'_, FabulaApp>,
    plan: &dyn Fn(&GameState, u8) -> Vec<Slot>,
    vote: fn(&mut Harness<'_, FabulaApp>, &[Slot]),
) {
    let mut space = false;
    for _ in 0..80 {
        match harness.state().stage() {
            Some(Stage::Privacy(seat)) => {
                let all = labels(harness);
                assert!(
                    !all.iter()
                        .any(|l| l.starts_with("Card ") || l.starts_with("Slot ")),
                    "a card is visible on the privacy screen: {all:?}"
                );
                // Alternate between the key and the button: both must work.
                space = !space;
                if space {
                    harness.key_press(egui::Key::Space);
                } else {
                    let name = names(harness)[seat.index()].clone();
                    harness.get_by_label(&format!("I am {name}")).click();
                }
            }
            Some(Stage::Hand(_)) => {
                let two = game(harness).params().cards_per_submission == 2
                    && game(harness).phase() == fabula::engine::Phase::Submitting;
                harness.get_by_label("Card 1").click();
                harness.run();
                if two {
                    harness.get_by_label("Card 2").click();
                    harness.run();
                }
                let confirm = harness
                    .query_by_label("Tell this card")
                    .or_else(|| harness.query_by_label("Hand in this card"))
                    .or_else(|| harness.query_by_label("Hand in these cards"))
                    .expect("a confirm button");
                confirm.click();
            }
            Some(Stage::Board) => harness.get_by_label("Start the vote").click(),
            Some(Stage::Vote(seat)) => {
                let all_names = names(harness);
                let all = labels(harness);
                for (i, name) in all_names.iter().enumerate() {
                    if i != seat.index() {
                        assert!(
                            !all.iter().any(|l| l.contains(name.as_str())),
                            "{name} is named on the voting screen: {all:?}"
                        );
                    }
                }
                let slots = plan(game(harness), seat.0);
                vote(harness, &slots);
            }
            Some(Stage::Reveal | Stage::End) | None => return,
            Some(other) => panic!("a classic game never shows {other:?}"),
        }
        harness.run();
    }
    panic!("the turn did not end");
}

#[test]
fn four_players_classic_round() {
    let mut h = harness(RuleSet::Classic, 4, 30);
    // Seat 0 tells; seat 1 finds the card, seats 2 and 3 vote for seat 1's card.
    play_turn(&mut h, &|state, seat| match seat {
        1 => vec![slot_of(state, 0)],
        _ => vec![slot_of(state, 1)],
    });
    assert_eq!(h.state().stage(), Some(Stage::Reveal));
    assert_eq!(game(&h).scores(), &[3, 5, 0, 0]);
    h.get_by_label_contains("+2: 2 votes on their card");
    h.get_by_label("Next turn").click();
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(1))));
}

#[test]
fn three_players_hand_in_two_cards() {
    let mut h = harness(RuleSet::Edition2021, 3, 30);
    play_turn(&mut h, &|state, _| vec![slot_of(state, 0)]);
    let state = game(&h);
    assert_eq!(state.board().len(), 5);
    // Everybody found it: the storyteller scores 0, the others 2.
    assert_eq!(state.scores(), &[0, 2, 2]);
}

#[test]
fn seven_players_double_vote() {
    let mut h = harness(RuleSet::Classic, 7, 30);
    play_turn(&mut h, &|state, seat| match seat {
        1 => vec![slot_of(state, 0)],
        2 => vec![slot_of(state, 0), slot_of(state, 3)],
        _ => vec![slot_of(state, 1)],
    });
    // Teller 3; seat 1: 3 found + 1 single vote + 3 (four votes, capped); seat 2: 3 found;
    // seat 3: 1 (seat 2's second vote).
    assert_eq!(game(&h).scores(), &[3, 7, 3, 1, 0, 0, 0]);
    let votes = &game(&h).public_view().reveal.expect("revealed").votes;
    assert_eq!(votes[2].len(), 2);
}

#[test]
fn seven_players_vote_with_keys_after_tab() {
    let mut h = harness(RuleSet::Classic, 7, 30);
    // Two tokens each (seat 3 puts its second on seat 4's card), one token for seat 5.
    let plan = |state: &GameState, seat: u8| match seat {
        3 => vec![slot_of(state, 0), slot_of(state, 4)],
        5 => vec![slot_of(state, 1)],
        _ => vec![slot_of(state, 0), slot_of(state, 3)],
    };
    play_turn_voting(&mut h, &plan, vote_by_keys);
    assert_eq!(h.state().stage(), Some(Stage::Reveal));
    let state = game(&h);
    let votes = &state.public_view().reveal.expect("revealed").votes;
    for seat in 1..7u8 {
        assert_eq!(
            votes[usize::from(seat)],
            plan(state, seat),
            "seat {seat}'s vote"
        );
    }
}

#[test]
fn game_ends_in_a_shared_win() {
    let mut h = harness(RuleSet::Classic, 3, 3);
    // Nobody finds the storyteller's card: seats 1 and 2 vote for each other's cards.
    play_turn(&mut h, &|state, seat| vec![slot_of(state, 3 - seat)]);
    assert_eq!(game(&h).scores(), &[0, 3, 3]);
    h.get_by_label("See the winner").click();
    h.run();
    assert_eq!(h.state().stage(), Some(Stage::End));
    // The headline (the screen reader's live region says the same words).
    h.get_by_role_and_label(
        egui::accesskit::Role::Label,
        "Bruno and Chloé share the win!",
    );
    h.get_by_label("Play again").click();
    h.run();
    assert_eq!(game(&h).scores(), &[0, 0, 0]);
    assert_eq!(game(&h).player_count(), 3);
}

#[test]
fn keyboard_only_turn_with_zoom() {
    let mut h = app_harness(None, egui::vec2(1280.0, 720.0), 24, 3, |app| {
        let mut app = with_cards(app);
        app.setup_mut().starter = Some(0);
        app.setup_mut().rules = RuleSet::Edition2021;
        app
    });
    let key = |h: &mut Harness<'_, FabulaApp>, key: egui::Key| {
        h.key_press(key);
        h.run();
    };
    key(&mut h, egui::Key::Enter); // start screen: new game
    key(&mut h, egui::Key::Enter); // set-up: start
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(0))));
    key(&mut h, egui::Key::Space);
    key(&mut h, egui::Key::Num2);
    key(&mut h, egui::Key::Z);
    h.get_by_label("Zoomed card 2");
    assert!(h.query_by_label("Card 1").is_none());
    key(&mut h, egui::Key::Escape);
    h.get_by_label("Card 1");
    key(&mut h, egui::Key::Enter);
    while let Some(Stage::Privacy(_)) = h.state().stage() {
        key(&mut h, egui::Key::Space);
        key(&mut h, egui::Key::Num1);
        key(&mut h, egui::Key::Enter);
    }
    assert_eq!(h.state().stage(), Some(Stage::Board));
    key(&mut h, egui::Key::Enter);
    while let Some(Stage::Privacy(_)) = h.state().stage() {
        key(&mut h, egui::Key::Space);
        let teller = slot_of(game(&h), 0).index().expect("slot");
        key(&mut h, fabula::ui::widgets::DIGIT_KEYS[teller]);
        key(&mut h, egui::Key::Enter);
    }
    assert_eq!(h.state().stage(), Some(Stage::Reveal));
    assert_eq!(game(&h).scores(), &[0, 2, 2, 2]);
    key(&mut h, egui::Key::Enter);
    assert_eq!(h.state().stage(), Some(Stage::Privacy(PlayerId(1))));
}
