//! Nothing cut at the default 1280x720 window, in all four languages, with long names and
//! every kind of reason: the round history (older turns as well as the newest), the
//! reveal (full, and compact while the table display is open) and the table display.

use crate::support::cut::cut_texts;
use crate::support::harness::{LONG_NAMES, app_harness, draw_table, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use fabula::app::FabulaApp;
use fabula::engine::{Action, CardId, GameConfig, GameRng, GameState, Phase, PlayerId, RuleSet};
use fabula::hotseat::TokenId;
use fabula::i18n::{self, Language};
use fabula::t;
use fabula::ui::UiCommand;
use fabula::ui::widgets::{team_default_name, theme};

/// The default 1280x720 window: the app zooms to 0.8 there, so 1600x900 points.
const WINDOW: egui::Vec2 = egui::vec2(1600.0, 900.0);

/// The longest of the long names first.
fn longest_names(count: usize) -> Vec<String> {
    let mut names: Vec<&str> = LONG_NAMES.to_vec();
    names.sort_by_key(|n| std::cmp::Reverse(n.chars().count()));
    names[..count].iter().map(|n| (*n).to_owned()).collect()
}

/// A game of `rules` with the longest names (and the set-up's team names in the current
/// language), played by random moves: the state at each of its first `reveals` reveals.
fn reveals(rules: RuleSet, players: usize, seed: u64, reveals: usize) -> Vec<GameState> {
    let deck = (0..fabula_cards()).map(CardId).collect();
    let mut config = GameConfig::new(rules, longest_names(players), deck, seed);
    if rules == RuleSet::Team {
        config.team_names = (0..players / 2).map(team_default_name).collect();
    }
    let mut game = GameState::new(config).expect("a game");
    game.apply(Action::ChooseStoryteller {
        player: Some(PlayerId(0)),
    })
    .expect("a storyteller");
    let mut rng = GameRng::new(seed);
    let mut out = Vec::new();
    while out.len() < reveals && game.phase() != Phase::GameOver {
        let action = game.random_action(&mut rng).expect("a move");
        game.apply(action).expect("a legal move");
        if game.phase() == Phase::Reveal {
            out.push(game.clone());
        }
    }
    out
}

fn fabula_cards() -> u32 {
    crate::support::harness::PAINTED_CARDS as u32
}

/// The games the tests look at: each rule set, with the most players its reasons allow
/// side by side (seven in classic: two votes each).
fn games() -> Vec<GameState> {
    let mut all = Vec::new();
    for (rules, players, seed) in [
        (RuleSet::Classic, 7, 3),
        (RuleSet::Edition2021, 6, 4),
        (RuleSet::Party, 7, 5),
        (RuleSet::Team, 8, 6),
    ] {
        all.extend(reveals(rules, players, seed, 3));
    }
    all
}

fn tokens(state: &GameState) -> Vec<TokenId> {
    (0..state.player_count())
        .map(|i| TokenId(i as u8))
        .collect()
}

fn app_in(language: Language) -> Harness<'static, FabulaApp> {
    let h = app_harness(None, WINDOW, 12, 5, move |app| {
        let mut app = with_cards(app);
        app.set_language(language);
        app
    });
    i18n::set_language(language);
    h
}

fn assert_nothing_cut(output: &egui::FullOutput, context: &str) {
    let cut = cut_texts(output);
    assert!(cut.is_empty(), "{context}: cut {cut:#?}");
}

#[test]
fn the_reveal_cuts_no_reason_at_1280x720() {
    for language in Language::ALL {
        i18n::set_language(language);
        let games = games();
        let mut h = app_in(language);
        for (compact, state) in [false, true]
            .into_iter()
            .flat_map(|c| games.iter().map(move |s| (c, s)))
        {
            h.state_mut().set_table_display(compact);
            h.state_mut().resume(state, tokens(state));
            h.run();
            let context = format!(
                "{language:?} {:?} turn {} compact {compact}",
                state.config().rules,
                state.turn_number()
            );
            let button = match (state.public_view().final_turn, compact) {
                (true, true) => t!("table-see-winner"),
                (true, false) => t!("reveal-see-winner"),
                (false, true) => t!("table-next-turn"),
                (false, false) => t!("reveal-next-turn"),
            };
            h.get_by_label(&button);
            assert_nothing_cut(h.output(), &context);
        }
    }
    i18n::set_language(Language::En);
}

#[test]
fn the_round_history_cuts_no_name_in_any_turn() {
    for language in Language::ALL {
        i18n::set_language(language);
        for state in [
            reveals(RuleSet::Classic, 7, 8, 4),
            reveals(RuleSet::Team, 8, 9, 4),
        ]
        .iter()
        .filter_map(|r| r.last())
        {
            let mut h = app_in(language);
            h.state_mut().resume(state, tokens(state));
            h.state_mut().command(UiCommand::ShowHistory);
            h.run();
            let oldest = t!("history-turn", number = 1);
            // Scroll down to the oldest turn, looking at every turn on the way.
            let window = h.ctx.content_rect();
            for step in 0..40 {
                assert_nothing_cut(h.output(), &format!("{language:?} step {step}"));
                let seen = h
                    .query_by_label(&oldest)
                    .is_some_and(|n| window.contains_rect(n.rect()));
                if seen {
                    break;
                }
                h.event(egui::Event::PointerMoved(window.center()));
                h.event(egui::Event::MouseWheel {
                    unit: egui::MouseWheelUnit::Point,
                    delta: egui::vec2(0.0, -120.0),
                    phase: egui::TouchPhase::Move,
                    source: egui::MouseWheelSource::Wheel,
                    modifiers: egui::Modifiers::default(),
                });
                h.run();
                assert!(step < 39, "{language:?}: turn 1 never scrolled into view");
            }
        }
    }
    i18n::set_language(Language::En);
}

struct Probe {
    state: GameState,
    language: Language,
    history: bool,
    installed: bool,
}

fn table_at_720(state: GameState, language: Language, history: bool) -> Harness<'static, Probe> {
    let tokens = tokens(&state);
    Harness::builder()
        .with_size(egui::vec2(1280.0, 720.0))
        .with_max_steps(4)
        .build_ui_state(
            move |ui, probe: &mut Probe| {
                i18n::set_language(probe.language);
                if !probe.installed {
                    theme::install(ui.ctx());
                    probe.installed = true;
                    return;
                }
                draw_table(ui, &probe.state, &tokens, probe.history);
            },
            Probe {
                state,
                language,
                history,
                installed: false,
            },
        )
}

#[test]
fn the_table_display_cuts_no_name_or_reason_at_720p() {
    for language in Language::ALL {
        i18n::set_language(language);
        let games = games();
        let mut h = table_at_720(games[0].clone(), language, false);
        for state in games {
            // The reveal, then the next turn's first moves (the storyteller beside a name).
            let mut next = state.clone();
            let mut rng = GameRng::new(1);
            let mut moments = vec![state.clone()];
            while moments.len() < 4 && next.phase() != Phase::GameOver {
                let action = next.random_action(&mut rng).expect("a move");
                next.apply(action).expect("a legal move");
                moments.push(next.clone());
            }
            for moment in moments {
                let context = format!(
                    "{language:?} {:?} turn {} {:?}",
                    moment.config().rules,
                    moment.turn_number(),
                    moment.phase()
                );
                h.state_mut().state = moment;
                h.run();
                assert_nothing_cut(h.output(), &context);
            }
        }
        // And its round history.
        h.state_mut().history = true;
        h.run();
        assert_nothing_cut(h.output(), &format!("{language:?} history"));
    }
    i18n::set_language(Language::En);
}
