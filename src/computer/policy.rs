//! The policy: one seat's view in, one legal move out; and how long a natural pause before
//! it is.

use super::knowledge::CardKnowledge;
use super::level::Level;
use super::listener::{best_positions, fits_of, softmax, wants_second_vote};
use super::teller::{self, Table};
use crate::engine::{CardId, GameRng, Move, PlayerId, PlayerView, Slot, Task};
use crate::i18n::Language;
use core::time::Duration;

/// How sharply a voter weighs the cards when deciding on a second token.
const SECOND_VOTE_TEMPERATURE: f32 = 0.08;

/// The move a computer player makes for the seat whose `view` this is, or `None` when the
/// seat has nothing to do. The move is always one the engine accepts from that seat for that
/// view's task:
/// cards from the hand, as many as asked; votes on the board, never on its own cards where
/// the rules forbid it, one or two distinct tokens as allowed; the red token only for
/// Party's storyteller. The same inputs give the same move.
pub fn decide(
    view: &PlayerView,
    knowledge: &CardKnowledge,
    level: Level,
    language: Language,
    seed: u64,
) -> Option<Move> {
    let task = view.task?;
    let mut rng = GameRng::new(seed ^ u64::from(view.seat.0).rotate_left(32));
    Some(match task {
        Task::Tell => {
            let table = table_of(view);
            let told = teller::tell(knowledge, &view.hand, table, level, language, &mut rng);
            match told {
                Some(told) => Move::Tell {
                    card: told.card,
                    clue: told.clue,
                },
                // No card is known (an unknown deck): any card, a clue from the deck at large.
                None => Move::Tell {
                    card: *view.hand.get(rng.below(view.hand.len().max(1)))?,
                    clue: teller::blind_clue(knowledge, level, language, &mut rng),
                },
            }
        }
        Task::GiveClue => Move::GiveClue {
            clue: teller::blind_clue(knowledge, level, language, &mut rng),
        },
        // A team that has chosen may change its mind, but a computer keeps its choice.
        Task::ChooseGiver { .. } if view.public.players.get(view.seat.index())?.done => {
            return None;
        }
        Task::ChooseGiver { team } => Move::NameGiver {
            player: giver(view, knowledge, level, language, team.0)?,
        },
        // A computer cannot see the cards on a real table: the set-up seats none there.
        Task::Claim { .. } => return None,
        Task::Submit { cards } => Move::Submit {
            cards: submission(view, knowledge, level, language, cards, &mut rng)?,
        },
        Task::Vote {
            tokens,
            own_card_allowed,
            red_token,
        } => {
            let (slots, red) = votes(
                view,
                knowledge,
                level,
                language,
                (tokens, own_card_allowed, red_token),
                &mut rng,
            )?;
            Move::Vote { slots, red }
        }
    })
}

/// How long a computer player seems to think before acting on `task`: a second or two, less
/// when only computers are left to act (nobody is waiting to see it think).
pub fn pause(task: Task, only_computers_left: bool) -> Duration {
    let millis = match task {
        Task::Tell | Task::GiveClue => 2200,
        Task::Vote { .. } => 1600,
        Task::Submit { .. } | Task::Claim { .. } => 1300,
        Task::ChooseGiver { .. } => 1000,
    };
    Duration::from_millis(if only_computers_left {
        millis / 3
    } else {
        millis
    })
}

/// Who votes on the teller's card, among how many cards each chooses, and from how big a
/// hand the others pick theirs.
fn table_of(view: &PlayerView) -> Table {
    let public = &view.public;
    let players = public.players.len();
    let hand = public.params.hand_size.max(1);
    if public.params.teams {
        let teams = public
            .players
            .iter()
            .filter_map(|p| p.team)
            .max()
            .map_or(1, |t| t.index() + 1);
        Table {
            voters: teams.saturating_sub(1).max(1),
            // Every other team's card and the storyteller's teammate's.
            choices: (teams + 1).max(2),
            tokens: 1,
            hand,
        }
    } else {
        let cards = if public.params.cards_per_submission == 2 {
            1 + 2 * (players - 1)
        } else {
            players
        };
        Table {
            voters: players.saturating_sub(1).max(1),
            choices: cards
                .saturating_sub(public.params.cards_per_submission)
                .max(2),
            tokens: public.params.max_votes.max(1),
            hand,
        }
    }
}

/// The clue the seat answers (empty when said aloud: every card fits it equally).
fn clue_of(view: &PlayerView) -> &str {
    view.public.clue.as_deref().unwrap_or("")
}

/// The cards to hand in: the best fits of the hand.
fn submission(
    view: &PlayerView,
    knowledge: &CardKnowledge,
    level: Level,
    language: Language,
    count: usize,
    rng: &mut GameRng,
) -> Option<Vec<CardId>> {
    if view.hand.len() < count {
        return None;
    }
    let understood = knowledge.understand(clue_of(view), language);
    let scores = fits_of(knowledge, &understood, &view.hand);
    let allowed: Vec<usize> = (0..view.hand.len()).collect();
    let chosen = best_positions(&scores, &allowed, count, level.style().listening_noise, rng);
    Some(chosen.into_iter().map(|i| view.hand[i]).collect())
}

/// The votes (and Party's red token).
fn votes(
    view: &PlayerView,
    knowledge: &CardKnowledge,
    level: Level,
    language: Language,
    (tokens, own_card_allowed, red_token): (usize, bool, bool),
    rng: &mut GameRng,
) -> Option<(Vec<Slot>, Option<Slot>)> {
    let board = &view.public.board;
    let understood = knowledge.understand(clue_of(view), language);
    let scores = fits_of(knowledge, &understood, board);
    let allowed: Vec<usize> = (0..board.len())
        .filter(|i| own_card_allowed || !view.own_slots.contains(&Slot::from_index(*i)))
        .collect();
    let noise = level.style().listening_noise;
    let first = *best_positions(&scores, &allowed, 1, noise, rng).first()?;
    let mut slots = vec![Slot::from_index(first)];
    if tokens >= 2 && allowed.len() >= 2 {
        let allowed_scores: Vec<f32> = allowed.iter().map(|i| scores[*i]).collect();
        let chances = softmax(&allowed_scores, SECOND_VOTE_TEMPERATURE);
        let chance_of = |slot: usize| {
            allowed
                .iter()
                .position(|i| *i == slot)
                .map_or(0.0, |p| chances[p])
        };
        let rest: Vec<usize> = allowed.iter().copied().filter(|i| *i != first).collect();
        // The second choice is as uncertain as the first.
        if let Some(&second) = best_positions(&scores, &rest, 1, noise, rng).first()
            && wants_second_vote(chance_of(first), chance_of(second))
        {
            slots.push(Slot::from_index(second));
        }
    }
    // Party: the red token on the card the others will most likely share, other than one's
    // own green choice (the red token there would cost oneself the points).
    let red = if red_token {
        let others: Vec<usize> = (0..board.len()).filter(|i| *i != first).collect();
        let pick = best_positions(&scores, &others, 1, noise, rng)
            .first()
            .copied()
            .unwrap_or(first);
        Some(Slot::from_index(pick))
    } else {
        None
    };
    Some((slots, red))
}

/// Team Dixit: the member who hands in the team's card. This member when its own hand holds
/// a card that fits the clue well, else the partner (whose hand it cannot see).
fn giver(
    view: &PlayerView,
    knowledge: &CardKnowledge,
    level: Level,
    language: Language,
    team: u8,
) -> Option<PlayerId> {
    let partner = view
        .public
        .players
        .iter()
        .find(|p| p.id != view.seat && p.team.is_some_and(|t| t.0 == team))
        .map(|p| p.id);
    let understood = knowledge.understand(clue_of(view), language);
    let best = fits_of(knowledge, &understood, &view.hand)
        .into_iter()
        .fold(0.0f32, f32::max);
    if best >= level.style().giver_threshold || partner.is_none() {
        Some(view.seat)
    } else {
        partner
    }
}
