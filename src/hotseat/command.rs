//! What a player does on a hot-seat screen, and the engine action it stands for.

use crate::engine::{Action, CardId, PlayerId, Slot};

/// What a player did on a game screen. Private moves name no seat: the seat is the one whose
/// private screen shows ([`super::Stage`]), so a screen cannot act for another player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameCommand {
    /// Privacy screen: the named player confirmed who they are.
    ShowPrivate,
    /// Storyteller: tell about `card`, with an optional clue.
    Tell {
        /// The chosen card.
        card: CardId,
        /// The clue as typed (may be empty: said aloud).
        clue: String,
    },
    /// Party storyteller: the clue, given before looking at the hand.
    GiveClue {
        /// The clue as typed (may be empty: said aloud).
        clue: String,
    },
    /// A player hands in these cards.
    Submit {
        /// One card, or two with three players.
        cards: Vec<CardId>,
    },
    /// Companion mode: the places on the table that hold this player's card(s).
    Claim {
        /// One place, or two with three players.
        places: Vec<Slot>,
    },
    /// Companion mode: this player's place was taken by someone's mistake: everyone claims
    /// again.
    ClaimAgain,
    /// Team Dixit, in public: this player hands in their team's card.
    NameGiver {
        /// The team member named.
        player: PlayerId,
    },
    /// The board was shown to everyone; voting starts.
    StartVoting,
    /// A voter places their token(s).
    Vote {
        /// One slot, or two in classic 7+.
        slots: Vec<Slot>,
        /// Party storyteller: the red token's slot.
        red: Option<Slot>,
    },
    /// The table has seen a public moment (Party's hands passing): on with the game.
    Continue,
    /// Reveal: on to the next turn.
    NextTurn,
    /// Privacy screen: the previous player wants to take back their last move.
    Undo,
    /// Privacy screen of an asked-for undo: keep the move after all.
    KeepMove,
    /// A private screen opened by the wrong player: back to its privacy screen, nothing done.
    BackToPrivacy,
}

impl GameCommand {
    /// The engine action this command stands for on `seat`'s private screen (`None` for
    /// commands that only move between screens; a public choice of giver names its player).
    pub fn action_for(&self, seat: PlayerId) -> Option<Action> {
        match self {
            GameCommand::Tell { card, clue } => Some(Action::Tell {
                player: seat,
                card: *card,
                clue: clue.clone(),
            }),
            GameCommand::GiveClue { clue } => Some(Action::GiveClue {
                player: seat,
                clue: clue.clone(),
            }),
            GameCommand::Submit { cards } => Some(Action::Submit {
                player: seat,
                cards: cards.clone(),
            }),
            GameCommand::Claim { places } => Some(Action::Claim {
                player: seat,
                places: places.clone(),
            }),
            GameCommand::ClaimAgain => Some(Action::ClaimAgain { player: seat }),
            GameCommand::Vote { slots, red } => Some(Action::Vote {
                player: seat,
                slots: slots.clone(),
                red_token: *red,
            }),
            GameCommand::NameGiver { player } => Some(Action::NameGiver { player: *player }),
            GameCommand::ShowPrivate
            | GameCommand::StartVoting
            | GameCommand::NextTurn
            | GameCommand::Undo
            | GameCommand::KeepMove
            | GameCommand::BackToPrivacy
            | GameCommand::Continue => None,
        }
    }
}
