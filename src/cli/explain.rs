//! English one-line explanations of scoring reasons, for the referee's `--explain`.

use crate::engine::{PARTY_CAP, Reason, ScoreLine};

/// "+3 found the storyteller's card", with the player's name where a line is about a
/// team member (`name` is `None` when the scorer is the player themselves).
pub fn reason_text(line: &ScoreLine, name: Option<&str>) -> String {
    let who = name.map(|n| format!("{n}: ")).unwrap_or_default();
    let what = match line.reason {
        Reason::StorytellerSomeFound => {
            "storyteller, some but not all voters found the card".to_owned()
        }
        Reason::StorytellerEveryoneFound => "storyteller, every voter found the card".to_owned(),
        Reason::StorytellerNobodyFound => "storyteller, no voter found the card".to_owned(),
        Reason::FoundCard => "found the storyteller's card".to_owned(),
        Reason::MissedCard => "did not find the storyteller's card".to_owned(),
        Reason::EveryoneFound => "everyone found the storyteller's card".to_owned(),
        Reason::NobodyFound => "nobody found the storyteller's card".to_owned(),
        Reason::VotesReceived { votes } => {
            let plural = if votes == 1 { "vote" } else { "votes" };
            if line.capped() {
                format!("{votes} {plural} on their card, capped at {}", line.points)
            } else {
                format!("{votes} {plural} on their card")
            }
        }
        Reason::SingleVote => "found the card with one token only (no second vote)".to_owned(),
        Reason::PartyMatch { players } if players > PARTY_CAP => {
            format!("{players} players chose the same card, capped at {PARTY_CAP}")
        }
        Reason::PartyMatch { players } => format!("{players} players chose the same card"),
        Reason::PartyRedToken => "chose the card with the red token".to_owned(),
        Reason::PartyAlone => "was the only one to vote for the card they chose".to_owned(),
    };
    format!("+{} {who}{what}", line.points)
}
