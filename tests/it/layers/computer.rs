//! The computer players' layer, guarded: a seat's view and the cards' public knowledge, never
//! the full game state nor a secret accessor, no egui, no outside world, no higher layer.

use super::{IMPURE_STD, code_only, paths, sources};

/// Names of the full game state and of what only it knows (the deck's order, every hand, who
/// handed in what): the computer players see a seat's view and the cards' public knowledge.
const SECRET_TYPES: [&str; 8] = [
    "GameState",
    "RecordedGame",
    "HotSeat",
    "GameConfig",
    "BoardCard",
    "TurnRecord",
    "secrecy",
    "secret_cards",
];

/// The full state's accessors of secrets (a view has fields of some of these names; a call
/// is the state's).
const SECRET_CALLS: [&str; 10] = [
    ".hand(",
    ".draw_pile(",
    ".discard_pile(",
    ".cards_in_play(",
    ".board(",
    ".own_slots(",
    ".player_view(",
    ".legal_actions_of(",
    ".random_action(",
    ".history(",
];

/// What in `code` (comments and strings stripped) names the full state or a secret accessor.
fn secret_names(code: &str) -> Vec<String> {
    let mut found = Vec::new();
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let words = code.split(|c: char| !ident(c)).filter(|w| !w.is_empty());
    for word in words {
        if SECRET_TYPES.contains(&word) {
            found.push(word.to_owned());
        }
    }
    let compact: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    for call in SECRET_CALLS {
        if compact.contains(call) {
            found.push(call.to_owned());
        }
    }
    found
}

#[test]
fn the_computer_players_never_name_the_full_game_state_nor_a_secret() {
    let mut bad = Vec::new();
    for (path, code) in sources("computer") {
        let file = path
            .strip_prefix(env!("CARGO_MANIFEST_DIR"))
            .unwrap_or(&path)
            .display()
            .to_string();
        for name in secret_names(&code) {
            bad.push(format!("{file}: {name}"));
        }
        for found in paths(&code) {
            let why = match found[0].as_str() {
                "egui" | "eframe" => Some("egui in the computer players"),
                // A cell filled once (what the computer prepares for telling) is no outside
                // world.
                "std" if found[1] == "sync" && found.get(2).is_some_and(|n| n == "OnceLock") => {
                    None
                }
                "std" if IMPURE_STD.contains(&found[1].as_str()) => {
                    Some("the computer players touch the outside world")
                }
                "crate"
                    if matches!(
                        found[1].as_str(),
                        "app" | "ui" | "hotseat" | "persist" | "library" | "phones" | "cli"
                    ) =>
                {
                    Some("the computer players use a higher layer")
                }
                _ => None,
            };
            if let Some(why) = why {
                bad.push(format!("{file}: {} ({why})", found.join("::")));
            }
        }
    }
    assert_eq!(bad, Vec::<String>::new());
}

#[test]
fn the_computer_guard_catches_what_it_guards() {
    let code = code_only(
        "use crate::engine::{GameState, PlayerView}; // RecordedGame in a comment\n\
         let h = game.hand(seat); let b = view.public.board; let s = \"GameState\";\n\
         let v = game . player_view (seat);",
    );
    assert_eq!(
        secret_names(&code),
        ["GameState", ".hand(", ".player_view("]
    );
    assert!(
        secret_names(&code_only(
            "let cards = view.hand.clone(); view.own_slots.len();"
        ))
        .is_empty()
    );
}
