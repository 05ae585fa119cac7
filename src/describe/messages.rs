//! The engine's words in the player's language: scoring reasons, refusals of a move, objections
//! to a set-up, and the names of the rule sets.
//!
//! The engine stays English (its `Display` texts serve the command line and scripts); screens
//! ask here instead. Every match lists every variant without a wildcard, so a new reason or
//! refusal does not compile until it has a sentence in every language.

use crate::engine::{
    ConfigError, MAX_NAME_CHARS, PARTY_CAP, Reason, RuleError, RuleSet, ScoreLine,
};
use crate::hotseat::Refusal;
use crate::t;

/// Why a score line scored what it did, without the points: "2 votes on their card".
pub fn reason_text(line: &ScoreLine) -> String {
    match line.reason {
        Reason::StorytellerSomeFound => t!("reason-storyteller-some-found"),
        Reason::StorytellerEveryoneFound => t!("reason-storyteller-everyone-found"),
        Reason::StorytellerNobodyFound => t!("reason-storyteller-nobody-found"),
        Reason::FoundCard => t!("reason-found-card"),
        Reason::MissedCard => t!("reason-missed-card"),
        Reason::EveryoneFound => t!("reason-everyone-found"),
        Reason::NobodyFound => t!("reason-nobody-found"),
        Reason::VotesReceived { votes } if line.capped() => {
            let cap = line.points;
            t!("reason-votes-received-capped", votes = votes, cap = cap)
        }
        Reason::VotesReceived { votes } => t!("reason-votes-received", votes = votes),
        Reason::SingleVote => t!("reason-single-vote"),
        Reason::PartyMatch { players } if players > PARTY_CAP => {
            let cap = PARTY_CAP;
            t!("reason-party-match-capped", players = players, cap = cap)
        }
        Reason::PartyMatch { players } => t!("reason-party-match", players = players),
        Reason::PartyRedToken => t!("reason-party-red-token"),
        Reason::PartyAlone => t!("reason-party-alone"),
    }
}

/// Why a score line scored, in a few words for the table display's narrow rows, with the
/// points: "+2 nobody found it", "+3 3 votes, max 3".
pub fn reason_short(line: &ScoreLine) -> String {
    let reason = match line.reason {
        Reason::StorytellerSomeFound => t!("reason-short-storyteller-some"),
        Reason::StorytellerEveryoneFound => t!("reason-short-storyteller-all"),
        Reason::StorytellerNobodyFound => t!("reason-short-storyteller-none"),
        Reason::FoundCard => t!("reason-short-found"),
        Reason::MissedCard => t!("reason-short-missed"),
        Reason::EveryoneFound => t!("reason-short-everyone-found"),
        Reason::NobodyFound => t!("reason-short-nobody-found"),
        Reason::VotesReceived { votes } if line.capped() => {
            let cap = line.points;
            t!("reason-short-votes-capped", votes = votes, cap = cap)
        }
        Reason::VotesReceived { votes } => t!("reason-short-votes", votes = votes),
        Reason::SingleVote => t!("reason-short-single-vote"),
        Reason::PartyMatch { players } if players > PARTY_CAP => {
            let cap = PARTY_CAP;
            t!(
                "reason-short-party-match-capped",
                players = players,
                cap = cap
            )
        }
        Reason::PartyMatch { players } => t!("reason-short-party-match", players = players),
        Reason::PartyRedToken => t!("reason-short-party-red"),
        Reason::PartyAlone => t!("reason-short-party-alone"),
    };
    let points = line.points;
    t!("reason-short-line", points = points, reason = reason)
}

/// A score line with its points, as the reveal lists it: "+2: 2 votes on their card".
pub fn reason_line(line: &ScoreLine) -> String {
    let (points, reason) = (line.points, reason_text(line));
    t!("reason-line", points = points, reason = reason)
}

/// Why the session refused a move, as a sentence for the player who tried it (on a phone, in
/// the phone's language).
pub fn refusal_text(refusal: &Refusal) -> String {
    match refusal {
        Refusal::Rule(error) => rule_error_text(error),
        // A screen that no longer shows, or a seat no longer played there: the link the
        // move came from does not stand for the seat any more.
        Refusal::NotShowing | Refusal::NotPlayedThere => t!("phone-error-token"),
        Refusal::NotTheTables => t!("phone-refused-not-a-seat"),
        Refusal::OtherTeam => t!("phone-refused-other-team"),
        Refusal::LaptopLeads => t!("phone-refused-laptop-leads"),
        Refusal::ClueNeeded => t!("clue-needed-computers"),
        Refusal::CannotTakeBack => t!("phone-refused-take-back"),
    }
}

/// Why the engine refused a move, as a sentence for the player who tried it.
pub fn rule_error_text(error: &RuleError) -> String {
    match error {
        RuleError::WrongPhase { .. } => t!("error-wrong-phase"),
        RuleError::UnknownPlayer { player } => {
            t!("error-unknown-player", seat = player.index() + 1)
        }
        RuleError::NotStoryteller { .. } => t!("error-not-storyteller"),
        RuleError::NotASubmitter { .. } => t!("error-not-a-submitter"),
        RuleError::AlreadySubmitted { .. } => t!("error-already-submitted"),
        RuleError::CardNotInHand { .. } => t!("error-card-not-in-hand"),
        RuleError::WrongCardCount { expected, got } => {
            t!("error-wrong-card-count", expected = *expected, got = *got)
        }
        RuleError::SameCardTwice { .. } => t!("error-same-card-twice"),
        RuleError::ClueTooLong { max } => t!("error-clue-too-long", max = *max),
        RuleError::StorytellerCannotVote => t!("error-storyteller-cannot-vote"),
        RuleError::NotAVoter { .. } => t!("error-not-a-voter"),
        RuleError::AlreadyVoted { .. } => t!("error-already-voted"),
        RuleError::WrongVoteCount { min, max, got } if min == max => {
            t!("error-wrong-vote-count-exact", count = *max, got = *got)
        }
        RuleError::WrongVoteCount { min, max, got } => {
            t!("error-wrong-vote-count", min = *min, max = *max, got = *got)
        }
        RuleError::SlotOutOfRange { slot, slots } => {
            let (slot, slots) = (u32::from(slot.0), *slots);
            t!("error-slot-out-of-range", slot = slot, slots = slots)
        }
        RuleError::SameSlotTwice { .. } => t!("error-same-slot-twice"),
        RuleError::OwnCard { .. } => t!("error-own-card"),
        RuleError::RedTokenMissing => t!("error-red-token-missing"),
        RuleError::RedTokenNotAllowed => t!("error-red-token-not-allowed"),
        RuleError::GiverAlreadyNamed { .. } => t!("error-giver-already-named"),
        RuleError::StorytellerTeam => t!("error-storyteller-team"),
        RuleError::GameOver => t!("error-game-over"),
        RuleError::PlayerLeft { .. } => t!("error-player-left"),
        RuleError::NotBetweenTurns => t!("error-not-between-turns"),
        RuleError::JoinCount { expected, .. } => t!("error-join-count", expected = *expected),
        RuleError::EmptyName => t!("error-new-name-empty"),
        RuleError::NameTooLong { max } => t!("error-new-name-too-long", max = *max),
        RuleError::NameTaken { name } => t!("error-name-taken", name = name),
        RuleError::TableFull { max } => t!("error-table-full", max = *max),
        RuleError::TooFewPlayers { min } => t!("error-too-few-players", min = *min),
        RuleError::CardsAreOnTable => t!("error-cards-are-on-table"),
        RuleError::NoPlacesToClaim => t!("error-no-places-to-claim"),
        RuleError::WrongPlaceCount { expected, got } => {
            t!("error-wrong-place-count", expected = *expected, got = *got)
        }
        RuleError::SamePlaceTwice { .. } => t!("error-same-place-twice"),
        RuleError::PlaceTaken { slot } => t!("error-place-taken", place = slot.0),
        RuleError::NothingClaimed => t!("error-nothing-claimed"),
        RuleError::NotEnoughCards { needed, available } => {
            t!(
                "error-not-enough-cards",
                needed = *needed,
                available = *available
            )
        }
    }
}

/// Why a set-up cannot start, as a sentence for the set-up screen.
pub fn config_error_text(error: &ConfigError) -> String {
    match error {
        ConfigError::PlayerCount { rules, count } => {
            let (min, max) = player_range(*rules);
            let (key, n) = (rules_key(*rules), *count);
            t!(
                "error-player-count",
                rules = key,
                min = min,
                max = max,
                count = n
            )
        }
        ConfigError::EmptyName { seat } => t!("error-empty-name", seat = *seat),
        ConfigError::NameTooLong { name } => {
            let (name, max) = (name.trim(), MAX_NAME_CHARS);
            t!("error-name-too-long", name = name, max = max)
        }
        ConfigError::DuplicateName { name } => t!("error-duplicate-name", name = name),
        ConfigError::TeamNames { given, teams } => {
            t!("error-team-names", given = *given, teams = *teams)
        }
        ConfigError::EmptyTeamName { team } => t!("error-empty-team-name", team = *team),
        ConfigError::DuplicateTeamName { name } => t!("error-duplicate-team-name", name = name),
        ConfigError::NoEnd => t!("error-no-end"),
        ConfigError::DuplicateCard { card } => t!("error-duplicate-card", card = card.0),
        ConfigError::DeckOnTable => t!("error-deck-on-table"),
        ConfigError::PlaceInDeck { card } => t!("error-place-in-deck", card = card.0),
        ConfigError::DeckTooSmall { have, needed } => {
            let (have, needed) = (*have, *needed);
            let missing = needed.saturating_sub(have);
            t!(
                "error-deck-too-small",
                have = have,
                needed = needed,
                missing = missing
            )
        }
    }
}

/// The name of a rule set as players know it ("Classic", "2021 edition").
pub fn rules_name(rules: RuleSet) -> String {
    match rules {
        RuleSet::Classic => t!("setup-rules-classic"),
        RuleSet::Edition2021 => t!("setup-rules-2021"),
        RuleSet::Party => t!("setup-rules-party"),
        RuleSet::Team => t!("setup-rules-team"),
    }
}

/// The one-line explanation of a rule set shown under its name in the set-up.
pub fn rules_blurb(rules: RuleSet) -> String {
    match rules {
        RuleSet::Classic => t!("setup-rules-classic-blurb"),
        RuleSet::Edition2021 => t!("setup-rules-2021-blurb"),
        RuleSet::Party => t!("setup-rules-party-blurb"),
        RuleSet::Team => t!("setup-rules-team-blurb"),
    }
}

/// The key a Fluent message selects on to name a rule set with the right grammar.
fn rules_key(rules: RuleSet) -> &'static str {
    match rules {
        RuleSet::Classic => "classic",
        RuleSet::Edition2021 => "edition2021",
        RuleSet::Party => "party",
        RuleSet::Team => "team",
    }
}

/// The fewest and most players a rule set allows (the engine's rule, read back).
fn player_range(rules: RuleSet) -> (usize, usize) {
    let allowed: Vec<usize> = (1..=24).filter(|n| rules.allows_player_count(*n)).collect();
    (
        allowed.first().copied().unwrap_or(0),
        allowed.last().copied().unwrap_or(0),
    )
}

#[cfg(test)]
#[path = "messages_tests.rs"]
mod tests;
