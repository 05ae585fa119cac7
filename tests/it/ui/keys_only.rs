//! Whole games with the keyboard alone, one in each rule set and one with the cards on the
//! table: the set-up by Tab and Space, then the privacy screen, the clue, telling, handing
//! in, the choice of givers, the claims of places, the votes with the red token, the next
//! turns and the end, by each screen's own keys. Never a click. Where Tab moves the focus,
//! the focus ring is drawn around it. On every screen on the way, the laptop's accessibility
//! tree is checked as a screen reader reads it (every control named, every card picture
//! under its alt text), and once per kind of screen the table display's too.

use super::access_tree::{Walk, announced, check_screen, focused, says};
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::NodeT as _;
use fabula::app::FabulaApp;
use fabula::app::art::{ArtLoader, DeckSource};
use fabula::app::table::TableSnapshot;
use fabula::describe::rules_name;
use fabula::engine::{CardId, GameState, Phase, PlayerId, RuleSet, Slot, Task};
use fabula::hotseat::{Stage, TokenId};
use fabula::i18n::{self, Language};
use fabula::ui::table::table_ui;
use fabula::ui::widgets::{DIGIT_KEYS, FOCUS_RING, theme};
use std::collections::BTreeSet;

/// One game to play: its rule set, players, and whether the cards are the table's own.
struct TableSetup {
    rules: RuleSet,
    players: usize,
    cards_on_table: bool,
}

/// The app on the built-in deck, English, at its start screen.
fn app(seed: u64) -> Harness<'static, FabulaApp> {
    i18n::set_language(Language::En);
    let mut h = Harness::builder()
        .with_size(egui::vec2(1600.0, 900.0))
        .with_max_steps(32)
        .build_eframe(move |cc| {
            let art = ArtLoader::from_source(&cc.egui_ctx, DeckSource::Builtin);
            let mut app = FabulaApp::new(&cc.egui_ctx, art, seed);
            app.wait_for_cards();
            app
        });
    h.run();
    h
}

fn press(h: &mut Harness<'_, FabulaApp>, key: Key) {
    h.key_press(key);
    h.run();
}

fn type_words(h: &mut Harness<'_, FabulaApp>, words: &str) {
    h.event(egui::Event::Text(words.to_owned()));
    h.run();
}

/// Presses Tab until the control named `label` has the focus, and checks the focus ring is
/// drawn around it.
fn tab_to(h: &mut Harness<'_, FabulaApp>, label: &str) {
    for _ in 0..120 {
        if focused(h).as_deref() == Some(label) {
            assert_ring_around_focus(h, label);
            return;
        }
        press(h, Key::Tab);
    }
    panic!("Tab never reaches {label:?} (last: {:?})", focused(h));
}

/// The gold ring is drawn around the focused control (the focus is visible).
fn assert_ring_around_focus(h: &Harness<'_, FabulaApp>, label: &str) {
    let node = h
        .root()
        .children_recursive()
        .find(|n| n.accesskit_node().is_focused())
        .expect("a focused node");
    let bounds = node.accesskit_node().bounding_box().expect("bounds");
    let centre = egui::pos2(
        f64::midpoint(bounds.x0, bounds.x1) as f32,
        f64::midpoint(bounds.y0, bounds.y1) as f32,
    );
    let ring = h
        .output()
        .shapes
        .iter()
        .any(|clipped| match &clipped.shape {
            egui::Shape::Rect(rect) => rect.stroke == FOCUS_RING && rect.rect.contains(centre),
            _ => false,
        });
    assert!(ring, "no focus ring around {label:?}");
}

fn game(h: &Harness<'_, FabulaApp>) -> GameState {
    h.state().game_state().expect("a game is on").clone()
}

/// The set-up of `table`, by Tab and Space, started with Enter on its button.
fn set_up(h: &mut Harness<'_, FabulaApp>, table: &TableSetup, walk: &mut Walk) {
    check_screen(h, "start", &[], walk);
    // The start menu's own key: Enter opens a new game's set-up.
    press(h, Key::Enter);
    check_screen(h, "set-up", &[], walk);
    for _ in 4..table.players {
        tab_to(h, "Add player");
        press(h, Key::Space);
    }
    tab_to(h, &rules_name(table.rules));
    press(h, Key::Space);
    if matches!(table.rules, RuleSet::Classic | RuleSet::Edition2021) {
        // Not to 30 points: each player tells once.
        tab_to(h, "Each player tells");
        press(h, Key::Space);
    }
    if table.cards_on_table {
        tab_to(h, "Cards on the table");
        press(h, Key::Space);
    }
    check_screen(h, "set-up chosen", &[], walk);
    tab_to(h, "Start the game");
    press(h, Key::Enter);
    let state = game(h);
    assert_eq!(state.players().count(), table.players);
    assert_eq!(state.config().rules, table.rules);
    assert_eq!(state.cards_on_table(), table.cards_on_table);
}

/// The alt texts of `cards`, as the app says them.
fn alt_texts(h: &Harness<'_, FabulaApp>, cards: &[CardId]) -> Vec<String> {
    let art = h.state().art();
    cards.iter().filter_map(|c| art.alt_text_of(*c)).collect()
}

/// The cards whose pictures `stage` shows on the laptop.
fn shown_cards(state: &GameState, stage: Stage) -> Vec<CardId> {
    if state.cards_on_table() {
        return Vec::new();
    }
    match stage {
        Stage::Hand(seat) => state.hand(seat).to_vec(),
        Stage::Vote(_) | Stage::Board | Stage::Reveal => {
            state.board().iter().map(|b| b.card).collect()
        }
        _ => Vec::new(),
    }
}

/// Draws the table display for the game as it stands, as its window would, and checks it.
fn check_table_display(h: &Harness<'_, FabulaApp>, screen: &str, walk: &mut Walk) {
    let state = game(h);
    let tokens: Vec<TokenId> = (0..state.player_count() as u8).map(TokenId).collect();
    let snapshot = TableSnapshot::of(&state, &tokens, h.state().art(), false);
    // The end shows the winners, not the last board.
    let public: Vec<CardId> = if state.cards_on_table() || state.phase() == Phase::GameOver {
        Vec::new()
    } else {
        snapshot.view.board.clone()
    };
    let expected = alt_texts(h, &public);
    let mut table = Harness::builder()
        .with_size(egui::vec2(1920.0, 1080.0))
        .with_max_steps(4)
        .build_ui_state(
            move |ui, installed: &mut bool| {
                if !*installed {
                    theme::install(ui.ctx());
                    *installed = true;
                }
                table_ui(ui, Some(snapshot.table_view()), 100.0, 1.0);
            },
            false,
        );
    table.run();
    check_screen(&table, &format!("table display: {screen}"), &expected, walk);
}

/// The slot of `owner`'s first card (or place).
fn slot_of(state: &GameState, owner: PlayerId) -> Slot {
    state.own_slots(owner)[0]
}

/// Plays the game on the laptop to its end by each screen's keys, checking every screen.
fn play(h: &mut Harness<'_, FabulaApp>, name: &str, walk: &mut Walk) {
    let mut zoomed_hand = false;
    let mut zoomed_vote = false;
    let mut history = false;
    let mut table_kinds = BTreeSet::new();
    for _ in 0..3000 {
        let stage = h.state().stage().expect("a game is on");
        let state = game(h);
        let kind = format!("{stage:?}")
            .split('(')
            .next()
            .unwrap_or("")
            .to_owned();
        let pictures = alt_texts(h, &shown_cards(&state, stage));
        check_screen(h, &format!("{name}: {kind}"), &pictures, walk);
        if table_kinds.insert(format!("{:?}/{kind}", state.phase())) {
            check_table_display(h, &format!("{name}: {kind}"), walk);
        }
        match stage {
            Stage::Privacy(_) | Stage::NamingGivers | Stage::HandsPassed => {
                // A public screen: no hand's picture is named.
                for seat in state.players() {
                    for alt in alt_texts(h, state.hand(seat)) {
                        assert!(!says(h, &alt), "{kind} names {alt:?} of a hand");
                    }
                }
            }
            _ => {}
        }
        match stage {
            Stage::Privacy(_) => press(h, Key::Space),
            Stage::Clue(_) => {
                type_words(h, "a lantern in the rain");
                press(h, Key::Enter);
            }
            Stage::Hand(seat) => {
                if !zoomed_hand {
                    zoomed_hand = true;
                    press(h, Key::Z);
                    let first = alt_texts(h, &state.hand(seat)[..1]);
                    check_screen(h, &format!("{name}: hand, enlarged"), &first, walk);
                    press(h, Key::Escape);
                }
                if state.phase() == Phase::Telling {
                    press(h, DIGIT_KEYS[0]);
                    type_words(h, "where the map ends");
                } else {
                    let wanted = match state.player_view(seat).task {
                        Some(Task::Submit { cards }) => cards,
                        _ => 1,
                    };
                    for key in &DIGIT_KEYS[..wanted] {
                        press(h, *key);
                    }
                }
                press(h, Key::Enter);
            }
            Stage::Claim(seat) => {
                let taken: Vec<u8> = (state.players())
                    .filter(|p| *p != seat)
                    .flat_map(|p| state.claimed_places(p).iter().map(|s| s.0))
                    .collect();
                let wanted = state.player_view(seat).task.map_or(1, |task| match task {
                    Task::Claim { places } => places,
                    _ => 1,
                });
                let free = (1..=state.table_places() as u8).filter(|p| !taken.contains(p));
                for place in free.take(wanted) {
                    press(h, DIGIT_KEYS[usize::from(place) - 1]);
                }
                press(h, Key::Enter);
            }
            Stage::NamingGivers => {
                // Keys 1 and 2 name the first choosing team's members, 3 and 4 the next
                // one's...: each team's first member hands in.
                for key in DIGIT_KEYS.iter().step_by(2) {
                    if h.state().stage() != Some(Stage::NamingGivers) {
                        break;
                    }
                    press(h, *key);
                }
            }
            Stage::Board | Stage::HandsPassed => press(h, Key::Enter),
            Stage::Vote(seat) => {
                if !zoomed_vote && !state.cards_on_table() {
                    zoomed_vote = true;
                    press(h, Key::Z);
                    press(h, Key::Escape);
                }
                vote(h, &state, seat);
            }
            Stage::Reveal => {
                let said = announced(h).unwrap_or_default();
                assert!(
                    said.contains("This turn:"),
                    "the reveal is announced: {said}"
                );
                if !history {
                    history = true;
                    tab_to(h, "Round history");
                    press(h, Key::Enter);
                    let past: Vec<CardId> = if state.cards_on_table() {
                        Vec::new()
                    } else {
                        (state.history().iter())
                            .flat_map(|t| t.board.iter().map(|b| b.card))
                            .collect()
                    };
                    check_screen(h, &format!("{name}: history"), &alt_texts(h, &past), walk);
                    press(h, Key::Escape);
                    assert_eq!(h.state().stage(), Some(Stage::Reveal));
                    tab_to(h, "Next turn");
                }
                press(h, Key::Enter);
            }
            Stage::End => {
                assert_eq!(state.phase(), Phase::GameOver);
                let said = announced(h).unwrap_or_default();
                assert!(said.contains("win"), "the winner is announced: {said}");
                return;
            }
            Stage::Phones => panic!("no seat plays on a phone"),
        }
    }
    let stage = h.state().stage();
    panic!(
        "{name}: the game did not end (at {stage:?}, {:?})",
        game(h).phase()
    );
}

/// One vote by keys: the storyteller's card (the first other card when that is one's own),
/// and for Party's storyteller the red token on another card after Tab; then Enter.
fn vote(h: &mut Harness<'_, FabulaApp>, state: &GameState, seat: PlayerId) {
    let view = state.player_view(seat);
    let teller = state.storyteller().expect("a storyteller");
    let own = state.own_slots(seat);
    let may_own = view.public.params.everyone_plays;
    let mut target = slot_of(state, teller);
    if own.contains(&target) && !may_own {
        let other = (1..=state.board().len() as u8)
            .map(Slot)
            .find(|s| !own.contains(s));
        target = other.expect("a card not one's own");
    }
    let (done, _) = view.public.progress();
    press(h, DIGIT_KEYS[usize::from(target.0) - 1]);
    if let Some(Task::Vote {
        red_token: true, ..
    }) = view.task
    {
        press(h, Key::Tab);
        let red = (1..=state.board().len() as u8)
            .map(Slot)
            .find(|s| *s != target && !own.contains(s))
            .expect("a card for the red token");
        press(h, DIGIT_KEYS[usize::from(red.0) - 1]);
    }
    press(h, Key::Enter);
    let after = game(h);
    assert!(
        after.has_acted(seat) || after.phase() != Phase::Voting,
        "the vote is cast"
    );
    if after.phase() == Phase::Voting {
        let count = after.public_view().progress().1;
        let said = announced(h).unwrap_or_default();
        let expected = format!("Voting: {} of {count}", done + 1);
        assert!(said.starts_with(&expected), "{said} (not {expected})");
    }
}

fn keys_only(table: &TableSetup, seed: u64) {
    let mut h = app(seed);
    let mut walk = Walk::default();
    set_up(&mut h, table, &mut walk);
    let name = format!(
        "{:?}{}",
        table.rules,
        if table.cards_on_table {
            " (cards on the table)"
        } else {
            ""
        }
    );
    play(&mut h, &name, &mut walk);
    eprintln!("{}", walk.report(&name));
}

#[test]
fn classic_plays_to_its_end_by_keys_alone_every_screen_named() {
    let table = TableSetup {
        rules: RuleSet::Classic,
        players: 4,
        cards_on_table: false,
    };
    keys_only(&table, 41);
}

#[test]
fn the_2021_edition_plays_to_its_end_by_keys_alone_every_screen_named() {
    let table = TableSetup {
        rules: RuleSet::Edition2021,
        players: 4,
        cards_on_table: false,
    };
    keys_only(&table, 42);
}

#[test]
fn party_plays_to_its_end_by_keys_alone_with_the_red_token_every_screen_named() {
    let table = TableSetup {
        rules: RuleSet::Party,
        players: 6,
        cards_on_table: false,
    };
    keys_only(&table, 43);
}

#[test]
fn team_dixit_plays_to_its_end_by_keys_alone_every_screen_named() {
    let table = TableSetup {
        rules: RuleSet::Team,
        players: 6,
        cards_on_table: false,
    };
    keys_only(&table, 44);
}

#[test]
fn cards_on_the_table_play_to_their_end_by_keys_alone_every_screen_named() {
    let table = TableSetup {
        rules: RuleSet::Classic,
        players: 4,
        cards_on_table: true,
    };
    keys_only(&table, 45);
}
