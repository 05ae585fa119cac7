//! A whole turn played in French by French labels: every game screen speaks the chosen
//! language, shows its "what to do now" line, and no English sentence of the game is left.

use crate::support::harness::{app_harness, with_cards};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use fabula::app::FabulaApp;
use fabula::engine::{GameState, PlayerId};
use fabula::hotseat::Stage;
use fabula::i18n::{Language, set_language};
use fabula::t;

fn harness() -> Harness<'static, FabulaApp> {
    let mut harness = app_harness(None, egui::vec2(1600.0, 900.0), 24, 11, |app| {
        let mut app = with_cards(app);
        app.set_language(Language::Fr);
        app
    });
    harness.get_by_label("Nouvelle partie").click();
    harness.run();
    harness.state_mut().setup_mut().starter = Some(0);
    harness.run();
    harness
}

/// Every text the screen exposes: widget names, and the words of plain labels (their value).
fn labels(harness: &Harness<'_, FabulaApp>) -> Vec<String> {
    harness
        .root()
        .children_recursive()
        .flat_map(|n| {
            let node = n.accesskit_node();
            [node.label(), node.value()]
        })
        .flatten()
        .collect()
}

fn game<'a>(harness: &'a Harness<'_, FabulaApp>) -> &'a GameState {
    harness.state().game_state().expect("a game is on")
}

/// Sentences of the game screens in English that read differently in French: none of them
/// may show while the game speaks French.
fn english_sentences() -> Vec<String> {
    let ids = |language| {
        set_language(language);
        vec![
            t!("setup-players"),
            t!("setup-start"),
            t!("privacy-task-tell"),
            t!("privacy-task-submit"),
            t!("privacy-task-vote"),
            t!("hand-tell"),
            t!("hand-submit", count = 1),
            t!("hand-zoom"),
            t!("board-title"),
            t!("board-start-vote"),
            t!("vote-cast"),
            t!("vote-your-vote"),
            t!("vote-turn-the-wheel"),
            t!("reveal-points-this-turn"),
            t!("reveal-next-turn"),
            t!("track-caption"),
            t!("hint-storyteller"),
            t!("hint-board"),
            t!("hint-vote"),
            t!("hint-reveal"),
            t!("board-status-storyteller"),
            t!("board-status-waiting"),
        ]
    };
    let english = ids(Language::En);
    let french = ids(Language::Fr);
    // The app sets its language again at the start of every frame.
    english
        .into_iter()
        .zip(french)
        .filter(|(en, fr)| en != fr)
        .map(|(en, _)| en)
        .collect()
}

fn assert_french(harness: &Harness<'_, FabulaApp>, hint: &str, english: &[String]) {
    let all = labels(harness);
    assert!(
        all.iter().any(|l| l == hint),
        "the line «{hint}» is missing: {all:?}"
    );
    for sentence in english {
        assert!(
            !all.iter().any(|l| l.contains(sentence.as_str())),
            "English «{sentence}» on a French screen: {all:?}"
        );
    }
}

#[test]
fn a_turn_in_french_speaks_french_on_every_screen() {
    let english = english_sentences();
    let mut harness = harness();
    let setup = labels(&harness);
    assert!(
        setup
            .iter()
            .any(|l| l == "Joueurs, dans l’ordre des conteurs"),
        "{setup:?}"
    );
    harness.get_by_label("Lancer la partie").click();
    harness.run();
    let mut seen = Vec::new();
    for _ in 0..40 {
        let stage = harness.state().stage().expect("a game is on");
        let name = |seat: PlayerId| game(&harness).name(seat).to_owned();
        match stage {
            Stage::Privacy(seat) => {
                let who = name(seat);
                let hint = format!(
                    "Donnez l’ordinateur à {who}, qui confirme ci-dessous pendant que les \
                     autres détournent les yeux."
                );
                assert_french(&harness, &hint, &english);
                harness.get_by_label(&format!("Je suis {who}")).click();
            }
            Stage::Hand(_) => {
                let telling = harness.query_by_label("Raconter cette carte").is_some();
                let hint = if telling {
                    "Choisissez une carte et trouvez un indice\u{a0}: un mot, une phrase, un son."
                } else {
                    "Choisissez la carte de votre main qui colle le mieux à l’indice, pour \
                     attirer les votes."
                };
                assert_french(&harness, hint, &english);
                harness.get_by_label("Carte 1").click();
                harness.run();
                let confirm = if telling {
                    "Raconter cette carte"
                } else {
                    "Remettre cette carte"
                };
                harness.get_by_label(confirm).click();
            }
            Stage::Board => {
                let hint = "Regardez ensemble les cartes, puis lancez le vote secret.";
                assert_french(&harness, hint, &english);
                harness.get_by_label("Lancer le vote").click();
            }
            Stage::Vote(seat) => {
                let hint = "Tournez la roue jusqu’à la carte du conteur, puis votez.";
                assert_french(&harness, hint, &english);
                let state = game(&harness);
                let own = state
                    .board()
                    .iter()
                    .position(|b| b.owner == seat)
                    .expect("own card on the board");
                let slot = if own == 0 { 2 } else { 1 };
                harness.get_by_label(&format!("Case {slot}")).click();
                harness.run();
                harness.get_by_label("Voter").click();
            }
            Stage::Reveal => {
                let hint = "Voyez qui a voté pour quelle carte et qui a marqué, puis passez au \
                            tour suivant.";
                assert_french(&harness, hint, &english);
                let all = labels(&harness);
                assert!(
                    all.iter()
                        .any(|l| l.starts_with('+') && l.contains("\u{a0}: ")),
                    "no French score line: {all:?}"
                );
                assert!(harness.query_by_label("Tour suivant").is_some());
                seen.push(stage);
                break;
            }
            Stage::End => panic!("the game ended after one turn"),
            other => panic!("a classic game never shows {other:?}"),
        }
        seen.push(stage);
        harness.run();
    }
    assert!(
        seen.contains(&Stage::Board),
        "never saw the board: {seen:?}"
    );
    assert!(
        seen.contains(&Stage::Reveal),
        "never saw the reveal: {seen:?}"
    );
    assert!(
        seen.iter().filter(|s| matches!(s, Stage::Vote(_))).count() == 3,
        "three voters voted: {seen:?}"
    );
}
