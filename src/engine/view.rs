//! What a viewer may see. [`PublicView`] is the table's (and the projector's) knowledge;
//! [`PlayerView`] adds what one seat knows. Neither type has a place for another player's
//! hand, an unrevealed submission, a vote before everyone voted, or a card's owner before
//! the scoring, so a screen that only receives views cannot leak them.

use super::ids::{CardId, PlayerId, Scorer, Slot, TeamId};
use super::roles::Role;
use super::rules::{EndCondition, RuleParams, RuleSet};
use super::scoring::TurnScore;
use super::seat_table::SeatChange;
use super::state::{GameState, Phase};
use super::task::{Actors, TableTask, Task};
use serde::{Deserialize, Serialize};

/// One seat as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicPlayer {
    /// The seat.
    pub id: PlayerId,
    /// The name.
    pub name: String,
    /// Team Dixit: the player's team.
    pub team: Option<TeamId>,
    /// What they do this turn.
    pub role: Option<Role>,
    /// Whether they have done their part of the current phase.
    pub done: bool,
    /// What they still have to do now (the kind of move is public; the move never is).
    pub task: Option<Task>,
    /// How often they have told.
    pub tellings: u32,
    /// Whether they are at the table (a player who left keeps their place in the standings,
    /// marked as left, and has no task).
    #[serde(default = "at_the_table")]
    pub present: bool,
}

fn at_the_table() -> bool {
    true
}

/// The board and its secrets once the turn is scored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    /// Who handed in the card in each slot.
    pub owners: Vec<PlayerId>,
    /// The storyteller's card (not in Party, where the clue has no card).
    pub storyteller_slot: Option<Slot>,
    /// Every player's votes (empty for non-voters).
    pub votes: Vec<Vec<Slot>>,
    /// Party: where the red token lies.
    pub red_token: Option<Slot>,
    /// Points with reasons.
    pub score: TurnScore,
}

impl Reveal {
    /// For each of the board's `slots`, the seats (indices, in seating order) whose voting
    /// tokens lie on it: what the reveal draws on each card.
    pub fn voters_by_slot(&self, slots: usize) -> Vec<Vec<usize>> {
        let mut voters = vec![Vec::new(); slots];
        for (voter, chosen) in self.votes.iter().enumerate() {
            for slot in chosen {
                if let Some(list) = slot.index().and_then(|i| voters.get_mut(i)) {
                    list.push(voter);
                }
            }
        }
        voters
    }
}

/// Everything the table may know.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicView {
    /// The rule set.
    pub rules: RuleSet,
    /// Its parameters at this player count.
    pub params: RuleParams,
    /// How the game ends.
    pub end: EndCondition,
    /// Every player of the game, by id (those who left included: see `present`).
    pub players: Vec<PublicPlayer>,
    /// Every player ever seated, clockwise (skip those who left); empty in views from before
    /// seats could change, meaning the order of `players`.
    #[serde(default)]
    pub seating: Vec<PlayerId>,
    /// Who joined and who left, and when, oldest first.
    #[serde(default)]
    pub seat_changes: Vec<SeatChange>,
    /// Who scores, in the order of `scores`.
    pub scorers: Vec<Scorer>,
    /// Team Dixit: the teams' names by team (empty when the set-up named none).
    pub team_names: Vec<String>,
    /// Total score per scorer.
    pub scores: Vec<u32>,
    /// The phase.
    pub phase: Phase,
    /// What the table as a whole does now, when no seat has a task of its own.
    pub table_task: Option<TableTask>,
    /// Turn number from 1 (0 before the first).
    pub turn: u32,
    /// The storyteller.
    pub storyteller: Option<PlayerId>,
    /// The clue, once given.
    pub clue: Option<String>,
    /// Cards face up on the board, slot 1 first (empty until every card is in).
    pub board: Vec<CardId>,
    /// Owners, votes and points: only once the turn is scored.
    pub reveal: Option<Reveal>,
    /// Cards left in the draw pile.
    pub draw_pile: usize,
    /// Cards in the discard pile.
    pub discard_pile: usize,
    /// During the reveal: the game ends when this turn is closed.
    pub final_turn: bool,
    /// The winners, at the end.
    pub winners: Vec<Scorer>,
    /// Companion mode: the physical cards lie on the table; the board's cards are numbered
    /// places ([`CardId::as_table_place`]) and no picture is ever shown.
    #[serde(default)]
    pub cards_on_table: bool,
    /// Companion mode: how many numbered places the turn's cards fill, once the clue is given
    /// (the table lays them out while the players claim theirs).
    #[serde(default)]
    pub table_places: usize,
}

/// What one seat may know: the public view plus their own secrets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// Whose view this is.
    pub seat: PlayerId,
    /// The public part.
    pub public: PublicView,
    /// What this seat has to do now, if anything.
    pub task: Option<Task>,
    /// Their hand (empty for the Party storyteller before the clue: they tell blind).
    pub hand: Vec<CardId>,
    /// The card(s) they handed in this turn.
    pub submitted: Vec<CardId>,
    /// Slots holding their own cards, once the board is laid out (companion mode: the places
    /// they claimed, as soon as they did).
    pub own_slots: Vec<Slot>,
    /// Their own votes this turn.
    pub own_votes: Vec<Slot>,
    /// Party storyteller: their red token.
    pub own_red_token: Option<Slot>,
}

impl PublicView {
    /// A player's name.
    pub fn name(&self, player: PlayerId) -> &str {
        self.players
            .get(player.index())
            .map_or("", |p| p.name.as_str())
    }

    /// Who scores for `player`: their team in Team Dixit, otherwise the player.
    pub fn scorer_of(&self, player: PlayerId) -> Scorer {
        self.players
            .get(player.index())
            .and_then(|p| p.team)
            .map_or(Scorer::Player(player), Scorer::Team)
    }

    /// A scorer's total score.
    pub fn total_of(&self, scorer: Scorer) -> u32 {
        self.scorers
            .iter()
            .position(|s| *s == scorer)
            .and_then(|i| self.scores.get(i).copied())
            .unwrap_or(0)
    }

    /// How many of the players who act in this phase have acted, and how many act.
    pub fn progress(&self) -> (usize, usize) {
        let acting = self.players.iter().filter(|p| self.acts_now(p)).count();
        let done = self
            .players
            .iter()
            .filter(|p| self.acts_now(p) && p.done)
            .count();
        (done, acting)
    }

    fn acts_now(&self, player: &PublicPlayer) -> bool {
        let storyteller = self.storyteller == Some(player.id);
        match self.phase {
            Phase::Telling | Phase::Clue => storyteller,
            Phase::NamingGivers => {
                let storyteller_team = self
                    .storyteller
                    .and_then(|s| self.players.get(s.index()))
                    .and_then(|s| s.team);
                player.team != storyteller_team
            }
            Phase::Submitting => {
                matches!(player.role, Some(Role::Player | Role::Giver))
                    || (storyteller && (self.params.everyone_plays || self.cards_on_table))
            }
            Phase::Voting => {
                matches!(player.role, Some(Role::Player | Role::Voter))
                    || (storyteller && self.params.everyone_plays)
            }
            _ => false,
        }
    }
}

impl GameState {
    /// The table's view.
    pub fn public_view(&self) -> PublicView {
        let players = self
            .players()
            .map(|id| PublicPlayer {
                id,
                name: self.name(id).to_owned(),
                team: self.team_of(id),
                role: self.role(id),
                done: self.has_acted(id),
                task: self.task_of(id),
                tellings: self.tellings()[id.index()],
                present: self.is_present(id),
            })
            .collect();
        let scorers = if self.params().teams {
            (0..self.team_count())
                .map(|t| Scorer::Team(TeamId(t as u8)))
                .collect()
        } else {
            self.players().map(Scorer::Player).collect()
        };
        let revealed = matches!(self.phase(), Phase::Reveal | Phase::GameOver);
        let reveal = self.turn.as_ref().filter(|_| revealed).and_then(|turn| {
            Some(Reveal {
                owners: turn.board.iter().map(|b| b.owner).collect(),
                storyteller_slot: (!self.params().everyone_plays)
                    .then(|| turn.board.iter().position(|b| b.owner == turn.storyteller))
                    .flatten()
                    .map(Slot::from_index),
                votes: turn.votes.clone(),
                red_token: turn.red_token,
                score: turn.score.clone()?,
            })
        });
        PublicView {
            rules: self.rules(),
            params: *self.params(),
            end: self.config().end,
            players,
            seating: self.seating(),
            seat_changes: self.seat_changes().to_vec(),
            scorers,
            team_names: self.config().team_names.clone(),
            scores: self.scores().to_vec(),
            phase: self.phase(),
            table_task: match self.actors() {
                Actors::Table(task) => Some(task),
                Actors::Seats(_) | Actors::Nobody => None,
            },
            turn: self.turn_number(),
            storyteller: self.storyteller(),
            clue: self.clue().map(str::to_owned),
            board: self.board().iter().map(|b| b.card).collect(),
            reveal,
            draw_pile: self.draw_pile().len(),
            discard_pile: self.discard_pile().len(),
            final_turn: self.phase() == Phase::Reveal && self.end_reached(),
            winners: self.winners().to_vec(),
            cards_on_table: self.cards_on_table(),
            table_places: self.table_places(),
        }
    }

    /// What `seat` may see.
    pub fn player_view(&self, seat: PlayerId) -> PlayerView {
        let blind = self.phase() == Phase::Clue && self.storyteller() == Some(seat);
        let turn = self.turn.as_ref();
        PlayerView {
            seat,
            task: self.task_of(seat),
            public: self.public_view(),
            hand: if blind {
                Vec::new()
            } else {
                self.hand(seat).to_vec()
            },
            submitted: turn
                .map(|t| t.submissions[seat.index()].clone())
                .unwrap_or_default(),
            own_slots: if self.board().is_empty() {
                self.claimed_places(seat).to_vec()
            } else {
                self.own_slots(seat)
            },
            own_votes: turn
                .map(|t| t.votes[seat.index()].clone())
                .unwrap_or_default(),
            own_red_token: turn
                .filter(|t| t.storyteller == seat)
                .and_then(|t| t.red_token),
        }
    }
}
