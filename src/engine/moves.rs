//! What a seat does at the table, named without the seat: the one vocabulary of every front
//! end. The laptop's screens, the phones and the computer players all make [`Move`]s, and
//! the seat comes from where the move was made (the private screen showing, the phone's
//! proven token, the computer's own seat), so no front end can act for another player.
//!
//! [`Move::action_for`] is the one definition of how a move becomes an engine [`Action`].

use super::action::Action;
use super::ids::{CardId, PlayerId, Slot};
use serde::{Deserialize, Serialize};

/// Everything a seat can do at the table. As JSON (the phones' messages) a move is tagged by
/// `do`, and unknown fields are refused rather than ignored, so a message that tries to name
/// a player where none belongs is not quietly taken for a valid one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case", deny_unknown_fields)]
pub enum Move {
    /// Storyteller: tell about one of the hand's cards.
    Tell {
        /// The card.
        card: CardId,
        /// The clue (may be empty: said aloud).
        clue: String,
    },
    /// Party storyteller: the clue, before seeing the hand.
    GiveClue {
        /// The clue (may be empty: said aloud).
        clue: String,
    },
    /// Hand in card(s) face down.
    Submit {
        /// One card, or two with three players.
        cards: Vec<CardId>,
    },
    /// Companion mode: the place(s) on the table holding this seat's card(s).
    Claim {
        /// One place, or two with three players.
        places: Vec<Slot>,
    },
    /// Companion mode: this seat's place was taken by someone's mistake: everyone claims
    /// again.
    ClaimAgain,
    /// Team Dixit, in public: this member hands in the team's card.
    NameGiver {
        /// The member named.
        player: PlayerId,
    },
    /// Vote (Party's storyteller also places the red token).
    Vote {
        /// One slot, or up to two in classic 7+.
        slots: Vec<Slot>,
        /// Party storyteller: the red token.
        #[serde(default)]
        red: Option<Slot>,
    },
    /// Before the first turn: let chance choose the first storyteller.
    ChooseStoryteller,
    /// After the reveal: on to the next turn.
    NextTurn,
}

impl Move {
    /// The engine action this move stands for when `seat` makes it. A choice of giver names
    /// its member and the table's moves name nobody: for those the seat is not in the action
    /// (who may make them is the session's question, not the engine's).
    pub fn action_for(&self, seat: PlayerId) -> Action {
        match self {
            Move::Tell { card, clue } => Action::Tell {
                player: seat,
                card: *card,
                clue: clue.clone(),
            },
            Move::GiveClue { clue } => Action::GiveClue {
                player: seat,
                clue: clue.clone(),
            },
            Move::Submit { cards } => Action::Submit {
                player: seat,
                cards: cards.clone(),
            },
            Move::Claim { places } => Action::Claim {
                player: seat,
                places: places.clone(),
            },
            Move::ClaimAgain => Action::ClaimAgain { player: seat },
            Move::NameGiver { player } => Action::NameGiver { player: *player },
            Move::Vote { slots, red } => Action::Vote {
                player: seat,
                slots: slots.clone(),
                red_token: *red,
            },
            Move::ChooseStoryteller => Action::ChooseStoryteller { player: None },
            Move::NextTurn => Action::NextTurn,
        }
    }

    /// The move `action` stands for (a computer player's choice, a move replayed), or `None`
    /// for what no seat does at the table (a first storyteller named at set-up, a seat
    /// change, the end of a game).
    pub fn of_action(action: &Action) -> Option<Move> {
        Some(match action {
            Action::Tell { card, clue, .. } => Move::Tell {
                card: *card,
                clue: clue.clone(),
            },
            Action::GiveClue { clue, .. } => Move::GiveClue { clue: clue.clone() },
            Action::Submit { cards, .. } => Move::Submit {
                cards: cards.clone(),
            },
            Action::Claim { places, .. } => Move::Claim {
                places: places.clone(),
            },
            Action::ClaimAgain { .. } => Move::ClaimAgain,
            Action::NameGiver { player } => Move::NameGiver { player: *player },
            Action::Vote {
                slots, red_token, ..
            } => Move::Vote {
                slots: slots.clone(),
                red: *red_token,
            },
            Action::ChooseStoryteller { player: None } => Move::ChooseStoryteller,
            Action::NextTurn => Move::NextTurn,
            Action::ChooseStoryteller { player: Some(_) }
            | Action::Join { .. }
            | Action::Leave { .. }
            | Action::EndGame { .. } => return None,
        })
    }

    /// Whether the whole table makes this move (who tells first, the next turn), not one seat.
    pub fn is_the_tables(&self) -> bool {
        matches!(self, Move::ChooseStoryteller | Move::NextTurn)
    }

    /// The clue this move gives, if it tells or gives one.
    pub fn clue(&self) -> Option<&str> {
        match self {
            Move::Tell { clue, .. } | Move::GiveClue { clue } => Some(clue),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_move_acts_for_its_seat_except_the_tables_and_a_named_giver() {
        let seat = PlayerId(3);
        let moves = [
            Move::Tell {
                card: CardId(1),
                clue: "a".into(),
            },
            Move::GiveClue { clue: "a".into() },
            Move::Submit {
                cards: vec![CardId(1)],
            },
            Move::Claim {
                places: vec![Slot(1)],
            },
            Move::ClaimAgain,
            Move::Vote {
                slots: vec![Slot(1)],
                red: None,
            },
        ];
        for one in moves {
            assert_eq!(one.action_for(seat).player(), Some(seat), "{one:?}");
            assert_eq!(Move::of_action(&one.action_for(seat)), Some(one.clone()));
            assert!(!one.is_the_tables());
        }
        let named = Move::NameGiver {
            player: PlayerId(1),
        };
        assert_eq!(named.action_for(seat).player(), Some(PlayerId(1)));
        for table in [Move::ChooseStoryteller, Move::NextTurn] {
            assert!(table.is_the_tables());
            assert_eq!(table.action_for(seat).player(), None);
        }
    }
}
