//! The words of an award, in the current language: its title, who won it and a short line
//! why ("Ada drew 7 votes to her own cards"), the same on the laptop and the table display.

use super::awards::{Award, AwardKind, awards};
use super::scorer_name;
use crate::engine::{PublicView, TurnRecord};
use crate::t;

/// An award as the screens show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AwardText {
    /// What it is for.
    pub kind: AwardKind,
    /// "Best bluffer".
    pub title: String,
    /// Who won it: "Ada", or "Ada & Bruno" on a tie.
    pub names: String,
    /// Why: "Ada drew 7 votes to their own cards".
    pub why: String,
}

/// Every award of the game in words, in the order they are presented.
pub fn award_texts(view: &PublicView, history: &[TurnRecord]) -> Vec<AwardText> {
    awards(view, history)
        .iter()
        .map(|award| award_text(view, award))
        .collect()
}

/// One award in words.
pub fn award_text(view: &PublicView, award: &Award) -> AwardText {
    let mut names: Vec<String> = award
        .winners
        .iter()
        .map(|w| scorer_name(view, *w))
        .collect();
    // "Ada, Bruno & Chloé": the last two joined as a team's members are.
    let last = names.pop().unwrap_or_default();
    let names = if names.is_empty() {
        last
    } else {
        format!("{} & {last}", names.join(", "))
    };
    let winners = award.winners.len();
    let count = award.count;
    let n = names.as_str();
    let (title, why) = match award.kind {
        AwardKind::Bluffer => (
            t!("award-bluffer"),
            t!(
                "award-bluffer-why",
                names = n,
                winners = winners,
                count = count
            ),
        ),
        AwardKind::MindReader => (
            t!("award-mind-reader"),
            t!(
                "award-mind-reader-why",
                names = n,
                winners = winners,
                count = count
            ),
        ),
        AwardKind::InTune => (
            t!("award-in-tune"),
            t!(
                "award-in-tune-why",
                names = n,
                winners = winners,
                count = count
            ),
        ),
        AwardKind::Storyteller => (
            t!("award-storyteller"),
            t!(
                "award-storyteller-why",
                names = n,
                winners = winners,
                count = count
            ),
        ),
        AwardKind::Trickster => (
            t!("award-trickster"),
            t!(
                "award-trickster-why",
                names = n,
                winners = winners,
                count = count
            ),
        ),
        AwardKind::Sphinx => (
            t!("award-sphinx"),
            t!(
                "award-sphinx-why",
                names = n,
                winners = winners,
                count = count
            ),
        ),
        AwardKind::BestTurn => (
            t!("award-best-turn"),
            t!(
                "award-best-turn-why",
                names = n,
                winners = winners,
                count = count
            ),
        ),
    };
    AwardText {
        kind: award.kind,
        title,
        names,
        why,
    }
}
