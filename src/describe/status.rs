//! What each seat (and, in Team Dixit, each team) has done or still has to do in the current
//! phase, as the laptop's side panel and the table display's standings show it. Computed from
//! roles, not from the engine's `done` alone: a seat with no part in a phase is "done" with it
//! without having handed in or voted anything.

use crate::engine::{Phase, PlayerId, PublicPlayer, PublicView, Role, Scorer, TeamId};
use crate::t;

/// What a seat or a team is doing in the current phase, in a word or two.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatStatus {
    /// Tells this turn (and does not hand in or vote like the others).
    Storyteller,
    /// Team Dixit: the team is deciding which member hands in its card.
    Choosing,
    /// Team Dixit: the team has named the member who hands in its card.
    Chosen,
    /// Team Dixit, while the teams choose: hands in the team's card once every team has chosen.
    HandsIn,
    /// Team Dixit: votes for the team once the cards are in (hands in nothing).
    VotesLater,
    /// Still has to hand in a card (or two).
    ToHandIn,
    /// Has handed in their card(s).
    CardIn,
    /// With the cards on the table: still has to tell which place holds their card.
    ToClaim,
    /// With the cards on the table: has told their place(s).
    PlaceTold,
    /// Still has to vote.
    ToVote,
    /// Has voted.
    Voted,
}

impl SeatStatus {
    /// A word or two in the current language: "storyteller", "card in", "to vote", ...
    pub fn text(self) -> String {
        match self {
            SeatStatus::Storyteller => t!("table-status-storyteller"),
            SeatStatus::Choosing => t!("table-status-choosing"),
            SeatStatus::Chosen => t!("table-status-chosen"),
            SeatStatus::HandsIn => t!("table-status-hands-in"),
            SeatStatus::VotesLater => t!("table-status-votes-later"),
            SeatStatus::ToHandIn => t!("table-status-to-hand-in"),
            SeatStatus::CardIn => t!("table-status-card-in"),
            SeatStatus::ToClaim => t!("table-status-to-claim"),
            SeatStatus::PlaceTold => t!("table-status-place-told"),
            SeatStatus::ToVote => t!("table-status-to-vote"),
            SeatStatus::Voted => t!("table-status-voted"),
        }
    }
}

/// Whether `seat` hands in a card this turn (the Party storyteller too).
fn hands_in(view: &PublicView, seat: &PublicPlayer) -> bool {
    match seat.role {
        Some(Role::Player | Role::Giver) => true,
        // With the cards on the table the storyteller tells the place of theirs too.
        Some(Role::Storyteller) => view.params.everyone_plays || view.cards_on_table,
        _ => false,
    }
}

/// Whether `seat` votes this turn (the Party storyteller too).
fn votes(view: &PublicView, seat: &PublicPlayer) -> bool {
    match seat.role {
        Some(Role::Player | Role::Voter) => true,
        Some(Role::Storyteller) => view.params.everyone_plays,
        _ => false,
    }
}

/// What `player` is doing now, if anything worth a word.
pub fn seat_status(view: &PublicView, player: PlayerId) -> Option<SeatStatus> {
    let seat = view.players.get(player.index())?;
    let claiming = view.cards_on_table && view.phase == Phase::Submitting;
    let telling = seat.role == Some(Role::Storyteller) && !view.params.everyone_plays && !claiming;
    match view.phase {
        Phase::GameOver | Phase::ChooseStoryteller => None,
        _ if telling => Some(SeatStatus::Storyteller),
        Phase::NamingGivers => match seat.role {
            Some(Role::Undecided) => Some(SeatStatus::Choosing),
            Some(Role::Giver) => Some(SeatStatus::HandsIn),
            Some(Role::Voter) => Some(SeatStatus::VotesLater),
            _ => None,
        },
        Phase::Submitting if claiming && hands_in(view, seat) => Some(if seat.done {
            SeatStatus::PlaceTold
        } else {
            SeatStatus::ToClaim
        }),
        Phase::Submitting if hands_in(view, seat) => Some(if seat.done {
            SeatStatus::CardIn
        } else {
            SeatStatus::ToHandIn
        }),
        Phase::Submitting if votes(view, seat) => Some(SeatStatus::VotesLater),
        Phase::Voting if votes(view, seat) => Some(if seat.done {
            SeatStatus::Voted
        } else {
            SeatStatus::ToVote
        }),
        // A Team Dixit giver votes not: their card is what they did.
        Phase::Voting if hands_in(view, seat) => Some(SeatStatus::CardIn),
        _ => None,
    }
}

/// What a row of the standings is doing now: a player's status, or for a team what the
/// member who acts in this phase has done (the giver's card, the voter's vote), the team's
/// choice while the teams choose, and "storyteller" while nobody of the storyteller's team
/// acts.
pub fn scorer_status(view: &PublicView, scorer: Scorer) -> Option<SeatStatus> {
    let team = match scorer {
        Scorer::Player(player) => return seat_status(view, player),
        Scorer::Team(team) => team,
    };
    let members = || view.players.iter().filter(move |p| p.team == Some(team));
    let telling = members().any(|p| p.role == Some(Role::Storyteller));
    let acting = |wanted: fn(&PublicView, &PublicPlayer) -> bool| {
        members()
            .find(|p| wanted(view, p))
            .and_then(|p| seat_status(view, p.id))
    };
    match view.phase {
        Phase::NamingGivers if !telling => Some(team_choice(view, team)),
        Phase::Submitting => acting(hands_in),
        Phase::Voting if !telling => acting(votes),
        Phase::GameOver | Phase::ChooseStoryteller => None,
        _ if telling => Some(SeatStatus::Storyteller),
        _ => None,
    }
}

/// Whether `seat` has done its part of the current phase itself (handed in, voted, or seen
/// its team choose), as opposed to having no part in it.
fn has_done_its_part(view: &PublicView, seat: PlayerId) -> bool {
    let team = |p: PlayerId| view.players.get(p.index()).and_then(|p| p.team);
    // The storyteller's teammate hands in whatever the other teams choose.
    let tells = team(seat).is_some() && view.storyteller.is_some_and(|s| team(s) == team(seat));
    if view.phase == Phase::NamingGivers && tells {
        return false;
    }
    matches!(
        (view.phase, seat_status(view, seat)),
        (
            Phase::Submitting,
            Some(SeatStatus::CardIn | SeatStatus::PlaceTold)
        ) | (Phase::Voting, Some(SeatStatus::Voted))
            | (
                Phase::NamingGivers,
                Some(SeatStatus::HandsIn | SeatStatus::VotesLater)
            )
    )
}

/// Whom the table waits for, as a device shows it: "Waiting for Ada" (the storyteller
/// choosing, or those still to hand in or vote); to a `seat` that owes a move itself, "Waiting
/// for you, Bo, Cas" (so a player never reads a list without themselves as if they were done);
/// and "Done: waiting for Bo, Cas" only to a `seat` that has done its part itself. `None` when
/// nobody is waited for.
pub fn waiting_text(view: &PublicView, seat: Option<PlayerId>) -> Option<String> {
    let owes = |p: &&crate::engine::PublicPlayer| p.task.is_some() && !p.done;
    let others: Vec<&str> = view
        .players
        .iter()
        .filter(|p| Some(p.id) != seat && owes(p))
        .map(|p| p.name.as_str())
        .collect();
    let me_too = seat
        .and_then(|seat| view.players.get(seat.index()))
        .is_some_and(|me| owes(&me));
    let names = others.join(", ");
    match seat {
        _ if me_too && others.is_empty() => Some(t!("phone-waiting-you")),
        _ if me_too => Some(t!("phone-waiting-you-and", names = names)),
        _ if others.is_empty() => None,
        Some(seat) if has_done_its_part(view, seat) => {
            Some(t!("phone-waiting-done", names = names))
        }
        _ => Some(t!("phone-waiting-for", names = names)),
    }
}

/// Team Dixit: whether `team` is still choosing who hands in its card.
fn team_choice(view: &PublicView, team: TeamId) -> SeatStatus {
    let undecided = view
        .players
        .iter()
        .any(|p| p.team == Some(team) && p.role == Some(Role::Undecided));
    if undecided {
        SeatStatus::Choosing
    } else {
        SeatStatus::Chosen
    }
}

#[cfg(test)]
#[path = "status_tests.rs"]
mod tests;
