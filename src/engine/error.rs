//! Why the engine refuses an action. A refused action leaves the game untouched.

use super::ids::{CardId, PlayerId, Slot, TeamId};
use super::state::Phase;
use thiserror::Error;

/// An illegal action, and why.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    /// The action belongs to another phase of the turn.
    #[error("that cannot be done now (phase: {phase:?})")]
    WrongPhase {
        /// The phase the game is in.
        phase: Phase,
    },
    /// No such seat.
    #[error("there is no player {}", player.0)]
    UnknownPlayer {
        /// The seat given.
        player: PlayerId,
    },
    /// Only the storyteller may do this.
    #[error("only the storyteller can do that")]
    NotStoryteller {
        /// Who tried.
        player: PlayerId,
    },
    /// This player hands in no card this turn.
    #[error("this player does not hand in a card this turn")]
    NotASubmitter {
        /// Who tried.
        player: PlayerId,
    },
    /// The player already handed in their card(s).
    #[error("this player has already handed in their card")]
    AlreadySubmitted {
        /// Who tried.
        player: PlayerId,
    },
    /// A card that is not in the player's hand.
    #[error("that card is not in the player's hand")]
    CardNotInHand {
        /// The card.
        card: CardId,
    },
    /// Wrong number of cards handed in.
    #[error("hand in {expected} card(s), not {got}")]
    WrongCardCount {
        /// Cards required.
        expected: usize,
        /// Cards given.
        got: usize,
    },
    /// The same card twice in one submission.
    #[error("the same card cannot be handed in twice")]
    SameCardTwice {
        /// The card.
        card: CardId,
    },
    /// The clue is too long.
    #[error("the clue is longer than {max} characters")]
    ClueTooLong {
        /// The limit.
        max: usize,
    },
    /// The storyteller votes only in Party.
    #[error("the storyteller does not vote")]
    StorytellerCannotVote,
    /// This player does not vote this turn (Team Dixit: the givers).
    #[error("this player does not vote this turn")]
    NotAVoter {
        /// Who tried.
        player: PlayerId,
    },
    /// The player already voted.
    #[error("this player has already voted")]
    AlreadyVoted {
        /// Who tried.
        player: PlayerId,
    },
    /// Too few or too many votes.
    #[error("cast between {min} and {max} votes, not {got}")]
    WrongVoteCount {
        /// Fewest votes allowed.
        min: usize,
        /// Most votes allowed.
        max: usize,
        /// Votes given.
        got: usize,
    },
    /// A slot past the board.
    #[error("slot {slot} is not on the board (1 to {slots})")]
    SlotOutOfRange {
        /// The slot.
        slot: Slot,
        /// Slots on the board.
        slots: usize,
    },
    /// Two votes on one card.
    #[error("both votes must go on different cards")]
    SameSlotTwice {
        /// The slot.
        slot: Slot,
    },
    /// A vote for one's own card (allowed only in Party).
    #[error("nobody may vote for their own card")]
    OwnCard {
        /// The slot.
        slot: Slot,
    },
    /// Party: the storyteller must place the red token.
    #[error("the storyteller must place the red token")]
    RedTokenMissing,
    /// Only the Party storyteller has a red token.
    #[error("only the Party storyteller has a red token")]
    RedTokenNotAllowed,
    /// Team Dixit: this player is already the one who hands in their team's card (naming
    /// them again would change nothing).
    #[error("this player already hands in their team's card")]
    GiverAlreadyNamed {
        /// The team.
        team: TeamId,
    },
    /// Team Dixit: the storyteller's team does not name a giver (the teammate plays).
    #[error("the storyteller's team does not choose a giver")]
    StorytellerTeam,
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// This player has left the table.
    #[error("that player has left the game")]
    PlayerLeft {
        /// The player named.
        player: PlayerId,
    },
    /// Seats change only before the first turn or at the reveal, never mid-turn.
    #[error("players join or leave only before the first turn or at the end of a turn")]
    NotBetweenTurns,
    /// One newcomer joins at a time, or one pair in Team Dixit.
    #[error("{expected} player(s) join at a time, not {got}")]
    JoinCount {
        /// Names required.
        expected: usize,
        /// Names given.
        got: usize,
    },
    /// A newcomer without a name.
    #[error("the new player has no name")]
    EmptyName,
    /// A newcomer's name is too long.
    #[error("the name is longer than {max} characters")]
    NameTooLong {
        /// The limit.
        max: usize,
    },
    /// A name already used in this game (compared without case).
    #[error("someone is already called \"{name}\"")]
    NameTaken {
        /// The name.
        name: String,
    },
    /// The table is at the rule set's largest size (or the game has seated as many players as
    /// it can count).
    #[error("the table is full ({max} players at most)")]
    TableFull {
        /// The largest table.
        max: usize,
    },
    /// Leaving would take the table below the rule set's minimum.
    #[error("{min} players are needed at least")]
    TooFewPlayers {
        /// The smallest table.
        min: usize,
    },
    /// Companion mode: the cards are physical, so none is handed in through the game; each
    /// player claims the place that holds theirs.
    #[error("the cards are on the table: say which place holds yours")]
    CardsAreOnTable,
    /// A place claimed in a game played with pictures.
    #[error("this game is played with pictures, not with the cards on the table")]
    NoPlacesToClaim,
    /// Companion mode: wrong number of places claimed.
    #[error("claim {expected} place(s), not {got}")]
    WrongPlaceCount {
        /// Places required.
        expected: usize,
        /// Places given.
        got: usize,
    },
    /// Companion mode: the same place twice in one claim.
    #[error("your two cards lie in different places")]
    SamePlaceTwice {
        /// The place.
        slot: Slot,
    },
    /// Companion mode: another player already claimed this place. (Someone chose the wrong
    /// place: the table undoes that claim.)
    #[error("place {slot} is already claimed by another player")]
    PlaceTaken {
        /// The place.
        slot: Slot,
    },
    /// Companion mode: nobody has claimed a place yet, so there is nothing to claim again.
    #[error("nobody has claimed a place yet")]
    NothingClaimed,
    /// The deck cannot deal full hands to a table this size.
    #[error("the deck has too few cards for this table ({needed} needed, {available} there)")]
    NotEnoughCards {
        /// Cards needed.
        needed: usize,
        /// Cards the game can deal.
        available: usize,
    },
}
