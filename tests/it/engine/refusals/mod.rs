//! Every illegal action is refused with its typed error and leaves the game untouched:
//! the moves of a turn (`turns.rs`), the votes of every rule set (`votes.rs`) and the set-up
//! of a game (`setup.rs`).

mod setup;
mod turns;
mod votes;

use fabula::engine::{Action, GameState, RuleError};

/// Applies `action`, expects `error`, and checks that nothing changed.
pub(super) fn refused(game: &mut GameState, action: Action, error: RuleError) {
    let before = game.clone();
    let label = format!("{action:?}");
    assert_eq!(game.apply(action), Err(error), "{label}");
    assert_eq!(*game, before, "a refused action changed the game");
}

/// Tells with the storyteller's first card and no clue.
pub(super) fn tell(game: &mut GameState) {
    let storyteller = game.storyteller().expect("turn");
    let card = game.hand(storyteller)[0];
    game.apply(Action::Tell {
        player: storyteller,
        card,
        clue: String::new(),
    })
    .expect("tell");
}
