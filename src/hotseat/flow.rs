//! The hot-seat game as the laptop holds it: the engine's game, the seats' tokens, the
//! stage the laptop shows and the move that may still be taken back.

use super::stage::{Controller, Seen, Stage, next_stage};
use crate::engine::{
    Action, GameRecord, GameState, Phase, PlayerId, PlayerView, PublicView, RecordedGame, Role,
    RuleError,
};

/// A seat's token (colour and shape), chosen at set-up: an index into the twelve tokens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TokenId(pub u8);

impl TokenId {
    /// The index into the token list.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// A game played hot-seat: the engine's game (its record and state), the seats' tokens and
/// the laptop's stage.
#[derive(Clone, Debug)]
pub struct HotSeat {
    pub(super) game: RecordedGame,
    pub(super) tokens: Vec<TokenId>,
    pub(super) stage: Stage,
    /// The public moments the table has seen.
    pub(super) seen: Seen,
    /// The engine's refusal of the last command (buttons are disabled first, so rare).
    pub(super) error: Option<RuleError>,
    /// Counts changes of the game, so an autosave knows when to write.
    pub(super) revision: u64,
    /// The last private move, while it can be taken back.
    pub(super) undo: Option<UndoPoint>,
    /// Who plays each seat (only the laptop's seats get its privacy screen).
    pub(super) controllers: Vec<Controller>,
    /// Per seat, whether a computer player played it when the game was set up.
    pub(super) set_up_computers: Vec<bool>,
    /// The last join or leave, while it may be taken back.
    pub(super) seat_undo: Option<SeatUndo>,
    /// The laptop moves the table on (who tells first, the next turn); without a laptop
    /// (`fabula serve`) the phones do.
    pub(super) laptop_leads: bool,
}

impl HotSeat {
    /// A game that has just begun: its first private turn, the board not yet shown.
    pub fn start(game: RecordedGame, tokens: Vec<TokenId>) -> Self {
        let controllers = vec![Controller::Laptop; game.state().player_count()];
        let stage = next_stage(&game.state().public_view(), Seen::default(), &[]);
        HotSeat {
            game,
            tokens,
            stage,
            seen: Seen::default(),
            error: None,
            revision: 0,
            undo: None,
            set_up_computers: vec![false; controllers.len()],
            controllers,
            seat_undo: None,
            laptop_leads: true,
        }
    }

    /// A game taken up again (a save, a benchmark): at the privacy screen of whoever acts
    /// next, never a hand. If nobody has voted yet, the table sees the board again first.
    pub fn resume(game: RecordedGame, tokens: Vec<TokenId>) -> Self {
        let view = game.state().public_view();
        let voting_untouched = view.phase == Phase::Voting
            && view
                .players
                .iter()
                .all(|p| !p.done || p.role == Some(Role::Storyteller));
        let mut seen = Seen::all(view.turn);
        if voting_untouched {
            seen.board = view.turn.saturating_sub(1);
        }
        let mut hotseat = HotSeat::start(game, tokens);
        hotseat.seen = seen;
        hotseat.stage = next_stage(&view, seen, &hotseat.away());
        hotseat
    }

    /// The full truth of the game: for the app's saves and tests, never for a screen.
    pub fn state(&self) -> &GameState {
        self.game.state()
    }

    /// The game's set-up and every action taken: what a save holds.
    pub fn record(&self) -> &GameRecord {
        self.game.record()
    }

    /// The game, record and state together (to take it up again elsewhere).
    pub fn game(&self) -> &RecordedGame {
        &self.game
    }

    /// The seats' tokens, in seating order.
    pub fn tokens(&self) -> &[TokenId] {
        &self.tokens
    }

    /// The screen the laptop shows now.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// How many times the game has changed (an autosave writes when this moves).
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Why the engine refused the last command, if it did.
    pub fn error(&self) -> Option<&RuleError> {
        self.error.as_ref()
    }

    /// The table's view.
    pub fn public_view(&self) -> PublicView {
        self.game.state().public_view()
    }

    /// What `seat` may see.
    pub fn player_view(&self, seat: PlayerId) -> PlayerView {
        self.game.state().player_view(seat)
    }

    /// The stage that follows from the game and what the table has seen.
    pub(super) fn next(&self) -> Stage {
        next_stage(&self.game.state().public_view(), self.seen, &self.away())
    }
}

/// A move that can still be taken back (the rule is in `undo.rs`).
#[derive(Clone, Debug)]
pub(super) struct UndoPoint {
    /// Who made it.
    pub(super) seat: PlayerId,
    /// How many actions the game's record held with the move as its last.
    pub(super) actions: usize,
    /// The undo was asked for: the privacy screen of `seat` is showing.
    pub(super) asked: bool,
}

/// The last seat change, while it can be taken back.
#[derive(Clone, Debug)]
pub(super) struct SeatUndo {
    /// How many actions the game held before the change (without the first storyteller's
    /// draw, before the first turn).
    pub(super) mark: usize,
    /// The first storyteller's draw, made again after the change (before the first turn).
    pub(super) redraw: Option<Action>,
    /// The game's revision just after the change: anything since ends the undo.
    pub(super) revision: u64,
    /// Who joined (their seats go again) or left.
    pub(super) change: SeatChangeKind,
}

/// What the last seat change was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatChangeKind {
    /// These players sat down.
    Joined(Vec<PlayerId>),
    /// This player left (in Team Dixit, with their teammate).
    Left(PlayerId),
}
