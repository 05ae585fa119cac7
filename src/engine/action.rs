//! What players do ([`Action`]) and what the engine reports back ([`Event`]).

use super::ids::{CardId, PlayerId, Scorer, Slot, TeamId};
use super::scoring::TurnScore;
use serde::{Deserialize, Serialize};

/// The longest clue the engine accepts, in characters.
pub const MAX_CLUE_CHARS: usize = 200;

/// One move. Each names the acting player, so the engine can refuse the wrong one.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Before the first turn: who tells first (`None`: let the game's RNG pick).
    ChooseStoryteller {
        /// The first storyteller, or `None` for a random one.
        player: Option<PlayerId>,
    },
    /// The storyteller picks a card from their hand and gives a clue (may be empty:
    /// said aloud). Not in Party.
    Tell {
        /// The storyteller.
        player: PlayerId,
        /// The card told about.
        card: CardId,
        /// The clue text.
        clue: String,
    },
    /// Party: the storyteller gives the clue before looking at their hand.
    GiveClue {
        /// The storyteller.
        player: PlayerId,
        /// The clue text.
        clue: String,
    },
    /// Team Dixit: a team says, publicly, that this member hands in its card.
    NameGiver {
        /// The member who will submit for their team.
        player: PlayerId,
    },
    /// A player hands in card(s) face down.
    Submit {
        /// The submitting player.
        player: PlayerId,
        /// One card, or two in the 3-player variant.
        cards: Vec<CardId>,
    },
    /// Companion mode: a player tells the game, in private, which numbered place(s) on the
    /// table hold their physical card(s).
    Claim {
        /// The player.
        player: PlayerId,
        /// One place, or two in the 3-player variant (the storyteller's one).
        places: Vec<Slot>,
    },
    /// Companion mode: a player still to claim found their place taken (someone chose the
    /// wrong one), so every claim of the turn is dropped and everyone claims again.
    ClaimAgain {
        /// The player who asks.
        player: PlayerId,
    },
    /// A voter places their token(s).
    Vote {
        /// The voter.
        player: PlayerId,
        /// One slot, or one or two distinct slots in classic 7+.
        slots: Vec<Slot>,
        /// Party: the storyteller's red token; `None` for everyone else.
        red_token: Option<Slot>,
    },
    /// After the reveal: discard, refill, pass the storyteller role on (or end the game).
    NextTurn,
    /// Before the first turn or at the reveal: a latecomer sits down (in Team Dixit, a pair).
    /// The table decides, so no seat acts.
    Join {
        /// The newcomer's name, or the pair's two names in Team Dixit.
        names: Vec<String>,
        /// The present player they sit after, clockwise (Team Dixit: the pair's team sits
        /// after this player's team, and teammates are seated opposite again).
        after: PlayerId,
    },
    /// Before the first turn or at the reveal: a player leaves the table (in Team Dixit, with
    /// their teammate). Their score stays in the standings, marked as left.
    Leave {
        /// Who leaves.
        player: PlayerId,
    },
    /// Before the first turn or at the reveal: the table stops the game here, with the
    /// standings as they are (a leave would take it below the rule set's minimum).
    EndGame {
        /// The player who leaves as the game ends (in Team Dixit, with their teammate):
        /// marked as left, so they cannot win.
        leaving: Option<PlayerId>,
    },
}

impl Action {
    /// The acting player, if the action has one.
    pub fn player(&self) -> Option<PlayerId> {
        match self {
            Action::ChooseStoryteller { .. }
            | Action::NextTurn
            | Action::Join { .. }
            | Action::Leave { .. }
            | Action::EndGame { .. } => None,
            Action::Tell { player, .. }
            | Action::GiveClue { player, .. }
            | Action::NameGiver { player }
            | Action::Submit { player, .. }
            | Action::Claim { player, .. }
            | Action::ClaimAgain { player }
            | Action::Vote { player, .. } => Some(*player),
        }
    }

    /// The same action with card and slot lists sorted and the clue dropped, so that
    /// actions the rules treat as equal compare equal.
    #[must_use]
    pub fn canonical(&self) -> Action {
        let mut action = self.clone();
        match &mut action {
            Action::Tell { clue, .. } | Action::GiveClue { clue, .. } => clue.clear(),
            Action::Submit { cards, .. } => cards.sort_unstable(),
            Action::Claim { places, .. } => places.sort_unstable(),
            Action::Vote { slots, .. } => slots.sort_unstable(),
            _ => {}
        }
        action
    }
}

/// What happened, for the UI and logs. Events carry no secrets: no card of a hand,
/// no submitted card, no vote before the reveal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// The first storyteller was chosen.
    StorytellerChosen {
        /// Who tells first.
        player: PlayerId,
    },
    /// A new turn began.
    TurnStarted {
        /// Turn number, from 1.
        turn: u32,
        /// The turn's storyteller.
        storyteller: PlayerId,
    },
    /// The storyteller chose their card and gave the clue.
    Told {
        /// The storyteller.
        player: PlayerId,
    },
    /// Party: the storyteller gave the clue.
    ClueGiven {
        /// The storyteller.
        player: PlayerId,
    },
    /// Team Dixit: a team named the member who submits.
    GiverNamed {
        /// The team.
        team: TeamId,
        /// The member who submits.
        player: PlayerId,
    },
    /// A player handed in their card(s) (companion mode: claimed their place(s)).
    Submitted {
        /// The player.
        player: PlayerId,
    },
    /// Companion mode: every claim of the turn was dropped; everyone claims again.
    ClaimsDropped {
        /// Who asked.
        player: PlayerId,
    },
    /// All cards are in: they lie face up in slots 1..=cards.
    BoardRevealed {
        /// Cards on the board.
        cards: usize,
    },
    /// A voter voted (what, stays secret until everyone has voted).
    Voted {
        /// The voter.
        player: PlayerId,
    },
    /// Every vote is in: votes, owners and points are revealed.
    TurnScored {
        /// The turn's points with reasons.
        score: TurnScore,
    },
    /// The draw pile ran short: draw and discard piles were shuffled together.
    DeckReshuffled,
    /// Party: every hand passed to the next seat.
    HandsPassed,
    /// A latecomer sat down, with a full hand and this score (their team's, in Team Dixit).
    Joined {
        /// The newcomer.
        player: PlayerId,
        /// Their starting score.
        score: u32,
    },
    /// A player left; their hand went to the discard pile.
    Left {
        /// Who left.
        player: PlayerId,
    },
    /// The table's size changed the rules' parameters; a hand above the new size gave this
    /// many cards, chosen by chance, to the discard pile.
    HandsTrimmed {
        /// Cards discarded in all.
        cards: usize,
    },
    /// The game is over.
    GameEnded {
        /// The winner(s); ties share the win.
        winners: Vec<Scorer>,
    },
}
