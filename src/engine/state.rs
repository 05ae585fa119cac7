//! The full truth of a game: every hand, the piles, the hidden submissions and votes.
//! Only the engine reads it; screens get a [`super::PublicView`] or [`super::PlayerView`].

use super::config::{ConfigError, GameConfig};
use super::ids::{CardId, PlayerId, Scorer, Slot, TeamId};
use super::rng::GameRng;
use super::rules::{EndCondition, RuleParams, RuleSet};
use super::scoring::TurnScore;
use super::seat_table::SeatTable;
use serde::{Deserialize, Serialize};

/// Where the game is within a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Before the first turn: choose who tells first.
    ChooseStoryteller,
    /// The storyteller picks a card and gives a clue.
    Telling,
    /// Party: the storyteller gives the clue before looking at their hand.
    Clue,
    /// Team Dixit: every other team names, publicly, who hands in its card.
    NamingGivers,
    /// Players hand in their cards face down.
    Submitting,
    /// The cards lie face up; voters vote in secret.
    Voting,
    /// Votes, owners and points are shown; the next turn waits.
    Reveal,
    /// The game has ended.
    GameOver,
}

/// A card on the board and who handed it in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardCard {
    /// The card.
    pub card: CardId,
    /// Who handed it in.
    pub owner: PlayerId,
}

/// The secret and public facts of the current turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Turn {
    pub(crate) number: u32,
    pub(crate) storyteller: PlayerId,
    pub(crate) clue: Option<String>,
    /// Team Dixit: the named giver of each team (`None` until named).
    pub(crate) givers: Vec<Option<PlayerId>>,
    /// Cards handed in, per player (the storyteller's told card included).
    pub(crate) submissions: Vec<Vec<CardId>>,
    /// Companion mode: the places each player claimed (the storyteller's included). Saves
    /// of format 1 predate it: see [`GameState::with_fields_older_saves_lack`].
    #[serde(default)]
    pub(crate) claims: Vec<Vec<Slot>>,
    /// After the last submission: the shuffled board.
    pub(crate) board: Vec<BoardCard>,
    /// Votes per player, and whether they have voted.
    pub(crate) votes: Vec<Vec<Slot>>,
    pub(crate) voted: Vec<bool>,
    pub(crate) red_token: Option<Slot>,
    pub(crate) score: Option<TurnScore>,
}

impl Turn {
    pub(crate) fn new(number: u32, storyteller: PlayerId, players: usize, teams: usize) -> Self {
        Turn {
            number,
            storyteller,
            clue: None,
            givers: vec![None; teams],
            submissions: vec![Vec::new(); players],
            claims: vec![Vec::new(); players],
            board: Vec::new(),
            votes: vec![Vec::new(); players],
            voted: vec![false; players],
            red_token: None,
            score: None,
        }
    }
}

/// A whole game: configuration, RNG, cards, scores and the current turn. Serializes to a save.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    pub(crate) config: GameConfig,
    pub(crate) params: RuleParams,
    pub(crate) rng: GameRng,
    pub(crate) phase: Phase,
    pub(crate) hands: Vec<Vec<CardId>>,
    pub(crate) draw: Vec<CardId>,
    pub(crate) discard: Vec<CardId>,
    /// Per scorer: per player, or per team in Team Dixit.
    pub(crate) scores: Vec<u32>,
    pub(crate) tellings: Vec<u32>,
    pub(crate) turn: Option<Turn>,
    pub(crate) winners: Vec<Scorer>,
    /// Every finished turn, oldest first.
    #[serde(default)]
    pub(crate) history: Vec<TurnRecord>,
    /// Latecomers, leavers and the seating order (empty: the set-up's table).
    #[serde(default)]
    pub(crate) table: SeatTable,
}

/// A finished turn as the whole table saw it at the reveal. Everything in it is public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnRecord {
    /// Turn number, from 1.
    pub number: u32,
    /// The storyteller.
    pub storyteller: PlayerId,
    /// The clue (empty when it was said aloud).
    pub clue: String,
    /// The board, slot 1 first, with owners.
    pub board: Vec<BoardCard>,
    /// Every player's votes (empty for non-voters).
    pub votes: Vec<Vec<Slot>>,
    /// Party: the red token.
    pub red_token: Option<Slot>,
    /// Points with reasons.
    pub score: TurnScore,
}

impl GameState {
    /// Validates the set-up, shuffles the deck with the seed and deals every hand.
    pub fn new(config: GameConfig) -> Result<Self, ConfigError> {
        config.validate()?;
        let players = config.players.len();
        let params = config.rules.params(players);
        let mut rng = GameRng::new(config.seed);
        let mut draw = config.deck.clone();
        rng.shuffle(&mut draw);
        let mut hands = vec![Vec::with_capacity(params.hand_size); players];
        for _ in 0..params.hand_size {
            for hand in &mut hands {
                if let Some(card) = draw.pop() {
                    hand.push(card);
                }
            }
        }
        let scorers = if params.teams { players / 2 } else { players };
        Ok(GameState {
            config,
            params,
            rng,
            phase: Phase::ChooseStoryteller,
            hands,
            draw,
            discard: Vec::new(),
            scores: vec![0; scorers],
            tellings: vec![0; players],
            turn: None,
            winners: Vec::new(),
            history: Vec::new(),
            table: SeatTable::default(),
        })
    }

    /// A state read from a save written before some of its fields existed (format 1, the
    /// whole state), with each missing field given what its absence meant then. Every field
    /// is named (a field added to the state or the turn does not compile until it says
    /// whether older saves can lack it).
    #[must_use]
    pub fn with_fields_older_saves_lack(mut self) -> Self {
        let players = self.player_count();
        if let Some(Turn {
            number: _,
            storyteller: _,
            clue: _,
            givers: _,
            submissions: _,
            claims,
            board: _,
            votes: _,
            voted: _,
            red_token: _,
            score: _,
        }) = &mut self.turn
            && claims.is_empty()
        {
            // Before companion mode nobody claimed a place: one empty list per player,
            // as every turn has held since.
            *claims = vec![Vec::new(); players];
        }
        let GameState {
            config: _,
            params: _,
            rng: _,
            phase: _,
            hands: _,
            draw: _,
            discard: _,
            scores: _,
            tellings: _,
            turn: _,
            winners: _,
            // Both have been in saves since format 1 (`history`) or are empty for a table
            // nobody joined or left (`table`), which `default` gives.
            history: _,
            table: _,
        } = &self;
        self
    }

    /// The set-up the game started from.
    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    /// The rule set.
    pub fn rules(&self) -> RuleSet {
        self.config.rules
    }

    /// The rule set's parameters at this player count.
    pub fn params(&self) -> &RuleParams {
        &self.params
    }

    /// Whether the game is played with the physical cards on the table (companion mode).
    pub fn cards_on_table(&self) -> bool {
        self.config.cards_on_table
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Number of players ever seated (latecomers and those who left included): the ids are
    /// `0..player_count()`. See [`GameState::present_count`] for the table's size.
    pub fn player_count(&self) -> usize {
        self.config.players.len() + self.table.latecomers.len()
    }

    /// Every player of the game by id (those who left included).
    pub fn players(&self) -> impl Iterator<Item = PlayerId> + use<> {
        (0..self.player_count() as u8).map(PlayerId)
    }

    /// A player's name.
    pub fn name(&self, player: PlayerId) -> &str {
        let setup = self.config.players.len();
        match player.index().checked_sub(setup) {
            None => &self.config.players[player.index()],
            Some(late) => self.table.latecomers.get(late).map_or("", String::as_str),
        }
    }

    /// A player's hand (secret: for the engine, tests and [`super::PlayerView`]).
    pub fn hand(&self, player: PlayerId) -> &[CardId] {
        &self.hands[player.index()]
    }

    /// The draw pile, top card last.
    pub fn draw_pile(&self) -> &[CardId] {
        &self.draw
    }

    /// The discard pile.
    pub fn discard_pile(&self) -> &[CardId] {
        &self.discard
    }

    /// Cards handed in this turn but not yet on the board, plus the board itself.
    pub fn cards_in_play(&self) -> Vec<CardId> {
        let Some(turn) = &self.turn else {
            return Vec::new();
        };
        if turn.board.is_empty() {
            turn.submissions.iter().flatten().copied().collect()
        } else {
            turn.board.iter().map(|b| b.card).collect()
        }
    }

    /// The board with owners (secret until the reveal).
    pub fn board(&self) -> &[BoardCard] {
        self.turn.as_ref().map_or(&[], |t| t.board.as_slice())
    }

    /// Scores per scorer (per team in Team Dixit, in team order).
    pub fn scores(&self) -> &[u32] {
        &self.scores
    }

    /// How often each player has told.
    pub fn tellings(&self) -> &[u32] {
        &self.tellings
    }

    /// The current storyteller, once chosen.
    pub fn storyteller(&self) -> Option<PlayerId> {
        self.turn.as_ref().map(|t| t.storyteller)
    }

    /// The turn number (from 1), once the first storyteller is chosen.
    pub fn turn_number(&self) -> u32 {
        self.turn.as_ref().map_or(0, |t| t.number)
    }

    /// The current clue, once given.
    pub fn clue(&self) -> Option<&str> {
        self.turn.as_ref().and_then(|t| t.clue.as_deref())
    }

    /// The last scored turn's points, during the reveal and at the end.
    pub fn turn_score(&self) -> Option<&TurnScore> {
        self.turn.as_ref().and_then(|t| t.score.as_ref())
    }

    /// Every finished turn, oldest first (public: recorded at the reveal).
    pub fn history(&self) -> &[TurnRecord] {
        &self.history
    }

    /// The winners, once the game is over.
    pub fn winners(&self) -> &[Scorer] {
        &self.winners
    }

    /// The slots holding `player`'s own cards (empty before the board is revealed).
    pub fn own_slots(&self, player: PlayerId) -> Vec<Slot> {
        self.board()
            .iter()
            .enumerate()
            .filter(|(_, b)| b.owner == player)
            .map(|(i, _)| Slot::from_index(i))
            .collect()
    }

    /// Whether the end condition is met (checked at the end of each turn).
    pub(crate) fn end_reached(&self) -> bool {
        match self.config.end {
            EndCondition::TargetScore(target) => self
                .present_scorers()
                .iter()
                .any(|s| self.scores[*s] >= target),
            EndCondition::Tellings(k) => self
                .players()
                .filter(|p| self.is_present(*p))
                .all(|p| self.tellings[p.index()] >= k),
        }
    }

    /// Indices into `scores` of the scorers at the table (a player, or a team, that left
    /// cannot win).
    pub(crate) fn present_scorers(&self) -> Vec<usize> {
        let mut scorers: Vec<usize> = self
            .players()
            .filter(|p| self.is_present(*p))
            .map(|p| self.team_of(p).map_or(p.index(), TeamId::index))
            .collect();
        scorers.sort_unstable();
        scorers.dedup();
        scorers
    }
}
