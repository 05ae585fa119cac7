//! Where the turn stands, in words: the table display's headline and banner, the laptop's
//! phase line, what each seat is doing, and who won.

use crate::engine::{Phase, PlayerId, PublicView, Role, Scorer};
use crate::hotseat::{Stage, next_to_act};
use crate::t;

/// The table display's two lines at the top: a big title and the banner under it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Headline {
    /// The big line: who tells, the clue, whose card it was, who won.
    pub title: String,
    /// What is happening now, or the clue under the reveal's title.
    pub banner: String,
}

/// The table display's title and banner: the laptop's public moment if it shows one (the
/// board before the vote, Party's hands passing, Team Dixit's choice of givers), else the
/// game's phase. `stage` is the laptop's stage, so both screens say the same.
pub fn headline(view: &PublicView, stage: Option<Stage>) -> Headline {
    let teller = view.storyteller.map_or("", |s| view.name(s));
    match stage {
        Some(Stage::HandsPassed) => {
            return Headline {
                title: t!("passing-title"),
                banner: t!("passing-next", name = teller),
            };
        }
        Some(Stage::Board) => {
            return Headline {
                title: clue_line(view),
                banner: t!("table-board-before-vote"),
            };
        }
        Some(Stage::Phones) => {
            // Phones act all at once: how many are done, not whose turn it is.
            let mut head = phase_headline(view, None);
            head.banner = phase_text(view);
            return head;
        }
        // The laptop's next player, who may not be the first still to act (seats on phones).
        Some(Stage::Privacy(seat)) => return phase_headline(view, Some(seat)),
        _ => {}
    }
    phase_headline(view, None)
}

/// "“The clue”", or "Ada said the clue aloud".
fn clue_line(view: &PublicView) -> String {
    let teller = view.storyteller.map_or("", |s| view.name(s));
    match view.clue.as_deref().map(str::trim) {
        Some(clue) if !clue.is_empty() => t!("table-clue", clue = clue),
        _ => t!("table-clue-aloud", name = teller),
    }
}

/// The headline of the game's phase alone; `next` is the seat the banner names as acting
/// next (else the first still to act).
fn phase_headline(view: &PublicView, next: Option<PlayerId>) -> Headline {
    let teller = view.storyteller.map_or("", |s| view.name(s));
    let next = next
        .or_else(|| next_to_act(view))
        .map_or("", |p| view.name(p));
    let (done, acting) = view.progress();
    let clue = clue_line(view);
    let (title, banner) = match view.phase {
        Phase::ChooseStoryteller => (t!("table-new-game"), t!("table-choosing-teller")),
        Phase::Telling => (
            t!("table-is-storyteller", name = teller),
            t!("table-choosing-card", name = teller),
        ),
        Phase::Clue => (
            t!("table-is-storyteller", name = teller),
            t!("table-thinking-clue", name = teller),
        ),
        Phase::NamingGivers => (clue, choosing_teams_text(view)),
        Phase::Submitting if view.cards_on_table => (
            clue,
            t!(
                "table-claiming",
                places = view.table_places,
                done = done,
                total = acting,
                name = next
            ),
        ),
        Phase::Submitting => (
            clue,
            t!("table-submitting", done = done, total = acting, name = next),
        ),
        Phase::Voting => (
            clue,
            t!("table-voting", name = next, done = done, total = acting),
        ),
        Phase::Reveal => {
            let banner = if view.final_turn {
                t!("table-last-turn", clue = clue)
            } else {
                clue
            };
            (storyteller_card_text(view), banner)
        }
        Phase::GameOver => (winners_text(view), t!("table-final-standings")),
    };
    Headline { title, banner }
}

/// "Team Sky and Team Sun are choosing who hands in their card".
fn choosing_teams_text(view: &PublicView) -> String {
    let mut names: Vec<String> = Vec::new();
    for player in &view.players {
        if player.role == Some(Role::Undecided)
            && let Some(team) = player.team
        {
            let name = super::team_name(view, team);
            if !names.contains(&name) {
                names.push(name);
            }
        }
    }
    match names.as_slice() {
        [] => t!("table-teams-chose"),
        [one] => t!("table-team-choosing", team = one.as_str()),
        [init @ .., last] => t!(
            "table-teams-choosing",
            teams = init.join(&t!("end-name-separator")),
            last = last.as_str()
        ),
    }
}

/// "Ada's card was number 3" once the turn is scored (without a number in Party, where the
/// clue has no card).
pub fn storyteller_card_text(view: &PublicView) -> String {
    let teller = view.storyteller.map_or("", |s| view.name(s));
    if view.params.everyone_plays {
        // Party: the clue has no card of its own, the votes are the news.
        return t!("reveal-title-party");
    }
    match view.reveal.as_ref().and_then(|r| r.storyteller_slot) {
        Some(slot) => t!(
            "table-teller-card-slot",
            name = teller,
            slot = slot.to_string()
        ),
        None => t!("table-teller-card", name = teller),
    }
}

/// What the next player will do once the privacy screen is theirs, as the rule set has it
/// (Party's storyteller gives a clue blind; Party's voters look for the card that fits the
/// clue best, not for the storyteller's).
pub fn privacy_task(view: &PublicView) -> String {
    let party = view.params.everyone_plays;
    match view.phase {
        Phase::Telling => t!("privacy-task-tell"),
        Phase::Clue if view.cards_on_table => t!("privacy-task-table-clue"),
        Phase::Clue => t!("privacy-task-clue"),
        Phase::Submitting if view.cards_on_table => t!("privacy-task-claim"),
        Phase::Submitting => t!("privacy-task-submit"),
        Phase::Voting if party => t!("privacy-task-vote-party"),
        Phase::Voting => t!("privacy-task-vote"),
        Phase::ChooseStoryteller | Phase::NamingGivers | Phase::Reveal | Phase::GameOver => {
            String::new()
        }
    }
}

/// What the table is doing, in a few words, for the laptop ("Voting: 3 of 5 have voted").
pub fn phase_text(view: &PublicView) -> String {
    let (done, acting) = view.progress();
    let teller = view.storyteller.map_or("", |s| view.name(s));
    match view.phase {
        Phase::ChooseStoryteller => t!("board-phase-choose-storyteller"),
        Phase::Telling => t!("board-phase-telling", name = teller),
        Phase::Clue => t!("board-phase-clue", name = teller),
        Phase::NamingGivers => t!("board-phase-naming-givers"),
        Phase::Submitting if view.cards_on_table => {
            t!("board-phase-claiming", done = done, count = acting)
        }
        Phase::Submitting => t!("board-phase-submitting", done = done, count = acting),
        Phase::Voting => t!("board-phase-voting", done = done, count = acting),
        Phase::Reveal => t!("board-phase-reveal"),
        Phase::GameOver => t!("board-phase-game-over"),
    }
}

/// "Ada wins!", "Ada and Bruno share the win!", or for teams "Owls win: Ada & Dee!".
pub fn winners_text(view: &PublicView) -> String {
    let names: Vec<String> = view
        .winners
        .iter()
        .map(|w| super::scorer_name(view, *w))
        .collect();
    match (names.as_slice(), view.winners.as_slice()) {
        ([], _) => t!("end-game-over"),
        ([one], [Scorer::Team(team)]) => t!(
            "end-team-winner",
            team = one.as_str(),
            members = super::team_members(view, *team)
        ),
        ([one], _) => t!("end-winner", name = one.as_str()),
        ([init @ .., last], _) => {
            let names = init.join(&t!("end-name-separator"));
            t!("end-shared-win", names = names, last = last.as_str())
        }
    }
}

#[cfg(test)]
#[path = "turn_tests.rs"]
mod tests;
