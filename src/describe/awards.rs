//! The awards of a finished game, counted from its public record (every turn's board, votes
//! and scored reasons): who bluffed best, who read the storyteller's mind, who told the
//! perfect clue. Players who left mid-game keep what they earned while they played.
//!
//! Awards go to players, because bluffing, finding and telling are each one person's act,
//! also in Team Dixit; only the best turn goes to whoever scores (a team in Team Dixit).
//! An award shows only when somebody earned it; a tie shares it.

use crate::engine::{PlayerId, PublicView, Reason, RuleSet, Scorer, Slot, TurnRecord};

/// What an award is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AwardKind {
    /// Most votes drawn to their own cards (not the storyteller's card).
    Bluffer,
    /// Classic rules: found the storyteller's card most often.
    MindReader,
    /// Party: most turns voting together with others (a green vote that scored).
    InTune,
    /// Classic rules: most clues that some, but not all, found.
    Storyteller,
    /// Party: most votes caught by their red token as storyteller.
    Trickster,
    /// Classic rules: most clues that nobody found.
    Sphinx,
    /// Most points in one turn.
    BestTurn,
}

/// One award: what for, who shares it and the count that earned it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Award {
    /// What it is for.
    pub kind: AwardKind,
    /// Who earned it (several on a tie), in seating order.
    pub winners: Vec<Scorer>,
    /// The number behind it: votes, turns or points (always at least 1).
    pub count: u32,
}

/// The awards earned in a game with `view` (the table's knowledge) and `history` (its
/// finished turns), in the order they are presented.
pub fn awards(view: &PublicView, history: &[TurnRecord]) -> Vec<Award> {
    let party = view.rules == RuleSet::Party;
    let players = view.players.len();
    let mut tallies: Vec<(AwardKind, Vec<u32>)> = Vec::new();
    tallies.push((AwardKind::Bluffer, bluffs(history, players, party)));
    if party {
        tallies.push((AwardKind::InTune, in_tune(history, players)));
        tallies.push((AwardKind::Trickster, red_catches(history, players)));
    } else {
        tallies.push((AwardKind::MindReader, finds(history, players)));
        let told = |reason: Reason| reason_turns(history, players, reason);
        tallies.push((AwardKind::Storyteller, told(Reason::StorytellerSomeFound)));
        tallies.push((AwardKind::Sphinx, told(Reason::StorytellerNobodyFound)));
    }
    let mut earned: Vec<Award> = tallies
        .into_iter()
        .filter_map(|(kind, counts)| {
            let winners = leaders(&counts)?;
            Some(Award {
                kind,
                count: counts[winners[0]],
                winners: winners
                    .into_iter()
                    .map(|p| Scorer::Player(PlayerId(p as u8)))
                    .collect(),
            })
        })
        .collect();
    earned.extend(best_turn(view, history));
    earned
}

/// The indices with the highest count, if it is above 0.
fn leaders(counts: &[u32]) -> Option<Vec<usize>> {
    let best = counts.iter().copied().max().filter(|b| *b > 0)?;
    Some((0..counts.len()).filter(|i| counts[*i] == best).collect())
}

/// The slot of the storyteller's card (none in Party, where the clue has no card).
fn storyteller_slot(turn: &TurnRecord, party: bool) -> Option<Slot> {
    if party {
        return None;
    }
    turn.board
        .iter()
        .position(|b| b.owner == turn.storyteller)
        .map(Slot::from_index)
}

fn add(counts: &mut [u32], player: PlayerId, amount: u32) {
    if let Some(count) = counts.get_mut(player.index()) {
        *count += amount;
    }
}

/// Votes other players put on each player's cards, the storyteller's card left out.
fn bluffs(history: &[TurnRecord], players: usize, party: bool) -> Vec<u32> {
    let mut counts = vec![0; players];
    for turn in history {
        let told = storyteller_slot(turn, party);
        for (voter, slots) in turn.votes.iter().enumerate() {
            for slot in slots.iter().filter(|s| Some(**s) != told) {
                let owner = slot
                    .index()
                    .and_then(|i| turn.board.get(i))
                    .map(|b| b.owner);
                if let Some(owner) = owner.filter(|o| o.index() != voter) {
                    add(&mut counts, owner, 1);
                }
            }
        }
    }
    counts
}

/// Turns in which each player (not telling) had a vote on the storyteller's card.
fn finds(history: &[TurnRecord], players: usize) -> Vec<u32> {
    let mut counts = vec![0; players];
    for turn in history {
        let Some(told) = storyteller_slot(turn, false) else {
            continue;
        };
        for (voter, slots) in turn.votes.iter().enumerate() {
            if voter != turn.storyteller.index() && slots.contains(&told) {
                add(&mut counts, PlayerId(voter as u8), 1);
            }
        }
    }
    counts
}

/// Party: turns in which each player's green vote scored (others voted the same card).
fn in_tune(history: &[TurnRecord], players: usize) -> Vec<u32> {
    let mut counts = vec![0; players];
    for line in history
        .iter()
        .flat_map(|t| &t.score.entries)
        .flat_map(|e| &e.lines)
    {
        if matches!(line.reason, Reason::PartyMatch { .. }) && line.points > 0 {
            add(&mut counts, line.player, 1);
        }
    }
    counts
}

/// Party: green votes of the other players that the storyteller's red token caught.
fn red_catches(history: &[TurnRecord], players: usize) -> Vec<u32> {
    let mut counts = vec![0; players];
    for turn in history {
        let Some(red) = turn.red_token else {
            continue;
        };
        let caught = turn
            .votes
            .iter()
            .enumerate()
            .filter(|(voter, slots)| *voter != turn.storyteller.index() && slots.contains(&red))
            .count();
        add(&mut counts, turn.storyteller, caught as u32);
    }
    counts
}

/// Turns in which a player's score lines carry `reason` (the storyteller's outcomes).
fn reason_turns(history: &[TurnRecord], players: usize, reason: Reason) -> Vec<u32> {
    let mut counts = vec![0; players];
    for line in history
        .iter()
        .flat_map(|t| &t.score.entries)
        .flat_map(|e| &e.lines)
    {
        if line.reason == reason {
            add(&mut counts, line.player, 1);
        }
    }
    counts
}

/// The most points a scorer earned in one turn, and who (every scorer at that mark).
fn best_turn(view: &PublicView, history: &[TurnRecord]) -> Option<Award> {
    let mut best = 0;
    let mut winners: Vec<Scorer> = Vec::new();
    for entry in history.iter().flat_map(|t| &t.score.entries) {
        if entry.points > best {
            best = entry.points;
            winners.clear();
        }
        if entry.points == best && best > 0 && !winners.contains(&entry.scorer) {
            winners.push(entry.scorer);
        }
    }
    let order = |s: &Scorer| view.scorers.iter().position(|o| o == s);
    winners.sort_by_key(order);
    (best > 0).then_some(Award {
        kind: AwardKind::BestTurn,
        winners,
        count: best,
    })
}

/// Whether `player` shares `award` (as themselves, or as a member of the winning team).
pub fn award_goes_to(view: &PublicView, award: &Award, player: PlayerId) -> bool {
    award
        .winners
        .iter()
        .any(|w| *w == Scorer::Player(player) || *w == view.scorer_of(player))
}

/// The votes other players put on `player`'s cards over the game (the storyteller's card
/// left out): the Hall of fame's "most votes drawn in one game".
pub fn votes_drawn(view: &PublicView, history: &[TurnRecord], player: PlayerId) -> u32 {
    let party = view.rules == RuleSet::Party;
    bluffs(history, view.players.len(), party)
        .get(player.index())
        .copied()
        .unwrap_or(0)
}

#[cfg(test)]
#[path = "awards_tests.rs"]
mod tests;
