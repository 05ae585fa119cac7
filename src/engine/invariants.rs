//! Invariants that hold after every action of every game, checked by the simulator and the
//! property tests: cards are conserved, scores only grow, the storyteller rotates clockwise
//! among the players present and is present, the table's size stays within the rule set's
//! limits, those who left hold no card, no hand is above the hand size, and hands are full at
//! the start of each turn and before the first (also after joins and leaves). (That views hold no secret card is
//! checked by [`crate::secrecy`], which serializes them.)

use super::ids::{CardId, PlayerId};
use super::state::{GameState, Phase};

/// Follows one game action by action and reports the first broken invariant.
#[derive(Debug, Default)]
pub struct InvariantChecker {
    deck: Vec<CardId>,
    scores: Vec<u32>,
    turn: u32,
    storyteller: Option<PlayerId>,
    scratch: Vec<CardId>,
}

impl InvariantChecker {
    /// A checker for a game, starting from its current state.
    pub fn new(game: &GameState) -> Self {
        let mut deck = game.config().deck.clone();
        deck.sort_unstable();
        InvariantChecker {
            deck,
            scores: game.scores().to_vec(),
            turn: game.turn_number(),
            storyteller: game.storyteller(),
            scratch: Vec::new(),
        }
    }

    /// Checks the cheap invariants after an action; describes the first one broken.
    pub fn observe(&mut self, game: &GameState) -> Result<(), String> {
        self.check_cards(game)?;
        check_table(game)?;
        for (i, (old, new)) in self.scores.iter().zip(game.scores()).enumerate() {
            if new < old {
                return Err(format!("score {i} went down from {old} to {new}"));
            }
        }
        self.scores.clear();
        self.scores.extend_from_slice(game.scores());
        if game.turn_number() != self.turn {
            self.check_new_turn(game)?;
        }
        Ok(())
    }

    fn check_cards(&mut self, game: &GameState) -> Result<(), String> {
        self.scratch.clear();
        for player in game.players() {
            self.scratch.extend_from_slice(game.hand(player));
        }
        self.scratch.extend_from_slice(game.draw_pile());
        self.scratch.extend_from_slice(game.discard_pile());
        self.scratch.extend(game.cards_in_play());
        self.scratch.sort_unstable();
        if self.scratch != self.deck {
            return Err(format!(
                "cards not conserved: {} in the game, {} in the deck",
                self.scratch.len(),
                self.deck.len()
            ));
        }
        Ok(())
    }

    fn check_new_turn(&mut self, game: &GameState) -> Result<(), String> {
        let (Some(storyteller), turn) = (game.storyteller(), game.turn_number()) else {
            return Err("a turn without a storyteller".to_owned());
        };
        if Some(turn) != self.turn.checked_add(1) {
            return Err(format!("turn jumped from {} to {turn}", self.turn));
        }
        if let Some(previous) = self.storyteller {
            // Clockwise from the previous storyteller, the first player still at the table.
            let view = game.public_view();
            let seating = &view.seating;
            let from = seating.iter().position(|p| *p == previous).unwrap_or(0);
            let expected = (1..=seating.len())
                .map(|offset| seating[(from + offset) % seating.len()])
                .find(|p| view.players.get(p.index()).is_some_and(|p| p.present));
            if Some(storyteller) != expected {
                return Err(format!(
                    "storyteller went from seat {} to {}, expected {expected:?}",
                    previous.0, storyteller.0
                ));
            }
        }
        if matches!(game.phase(), Phase::Telling | Phase::Clue) {
            check_full_hands(game, turn)?;
        }
        self.turn = turn;
        self.storyteller = Some(storyteller);
        Ok(())
    }
}

/// Every present hand holds exactly the hand size.
fn check_full_hands(game: &GameState, turn: u32) -> Result<(), String> {
    let size = game.params().hand_size;
    match game
        .present_players()
        .into_iter()
        .find(|p| game.hand(*p).len() != size)
    {
        Some(player) => Err(format!(
            "{} holds {} cards at the start of turn {turn}, expected {size}",
            game.name(player),
            game.hand(player).len()
        )),
        None => Ok(()),
    }
}

/// The table's invariants, at every moment: the rule set's limits and parameters for the
/// players present, no card with a player who left, no hand above the hand size, the
/// storyteller present during a turn, full hands before the first turn.
fn check_table(game: &GameState) -> Result<(), String> {
    let present = game.present_count();
    if !game.rules().allows_player_count(present) {
        return Err(format!("{present} players at a {} table", game.rules()));
    }
    if *game.params() != game.rules().params(present) {
        return Err(format!("the parameters are not those of {present} players"));
    }
    let seating = game.seating();
    let mut sorted = seating.clone();
    sorted.sort_unstable();
    if !sorted.iter().copied().eq(game.players()) {
        return Err("the seating order does not hold every player once".to_owned());
    }
    let size = game.params().hand_size;
    for player in game.players() {
        let held = game.hand(player).len();
        if !game.is_present(player) && held > 0 {
            return Err(format!("{} left but holds {held} cards", game.name(player)));
        }
        if held > size {
            return Err(format!(
                "{} holds {held} cards, above {size}",
                game.name(player)
            ));
        }
    }
    if game.params().teams {
        check_teams(game, &seating)?;
    }
    if matches!(
        game.phase(),
        Phase::Telling | Phase::Clue | Phase::NamingGivers | Phase::Submitting | Phase::Voting
    ) && !game.storyteller().is_some_and(|s| game.is_present(s))
    {
        return Err("the storyteller is not at the table".to_owned());
    }
    if game.phase() == Phase::ChooseStoryteller {
        check_full_hands(game, 0)?;
    }
    Ok(())
}

/// Team Dixit: pairs present or gone together, teammates opposite among those present.
fn check_teams(game: &GameState, seating: &[PlayerId]) -> Result<(), String> {
    let around: Vec<PlayerId> = seating
        .iter()
        .copied()
        .filter(|p| game.is_present(*p))
        .collect();
    let half = around.len() / 2;
    for (i, player) in around.iter().enumerate() {
        let opposite = around[(i + half) % around.len()];
        if game.team_of(*player) != game.team_of(opposite) || opposite == *player {
            return Err(format!(
                "{} does not sit opposite their teammate",
                game.name(*player)
            ));
        }
    }
    Ok(())
}
