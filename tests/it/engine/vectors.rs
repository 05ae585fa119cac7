//! Every test vector of RULES.md, and more scoring cases, as named tests.

use crate::support::games::{p, points, score};
use fabula::engine::{PARTY_CAP, Reason, RuleSet, Scorer};

#[test]
fn vector_1_edition_2021_six_players() {
    let s = score(
        RuleSet::Edition2021,
        &["Pink", "Blue", "Green", "Purple", "Yellow", "Red"],
        "Pink",
        &["Pink", "Blue", "Green", "Purple", "Yellow", "Red"],
        &[
            ("Blue", &[1]),
            ("Green", &[1]),
            ("Red", &[4]),
            ("Purple", &[2]),
            ("Yellow", &[2]),
        ],
        None,
        None,
    );
    assert_eq!(points(&s), [3, 5, 3, 1, 0, 0]);
}

#[test]
fn vector_2_classic_five_players_all_found() {
    let s = score(
        RuleSet::Classic,
        &["S", "A", "B", "C", "D"],
        "S",
        &["A", "S", "B", "C", "D"],
        &[("A", &[2]), ("B", &[2]), ("C", &[2]), ("D", &[2])],
        None,
        None,
    );
    assert_eq!(points(&s), [0, 2, 2, 2, 2]);
    assert_eq!(
        s.entries[0].lines[0].reason,
        Reason::StorytellerEveryoneFound
    );
    assert_eq!(s.entries[1].lines[0].reason, Reason::EveryoneFound);
}

#[test]
fn vector_3_classic_four_players_nobody_found() {
    let s = score(
        RuleSet::Classic,
        &["S", "A", "B", "C"],
        "S",
        &["S", "A", "B", "C"],
        &[("A", &[4]), ("B", &[4]), ("C", &[2])],
        None,
        None,
    );
    assert_eq!(points(&s), [0, 3, 2, 4]);
    assert_eq!(s.entries[0].lines[0].reason, Reason::StorytellerNobodyFound);
    assert_eq!(
        s.entries[3].lines[1].reason,
        Reason::VotesReceived { votes: 2 }
    );
}

#[test]
fn vector_4_classic_eight_players_bonus_capped_at_three() {
    // X owns slot 2; five of the seven voters put one of their votes there.
    let s = score(
        RuleSet::Classic,
        &["S", "X", "A", "B", "C", "D", "E", "F"],
        "S",
        &["S", "X", "A", "B", "C", "D", "E", "F"],
        &[
            ("X", &[1]),
            ("A", &[2, 1]),
            ("B", &[2]),
            ("C", &[2, 6]),
            ("D", &[2, 3]),
            ("E", &[2, 4]),
            ("F", &[3]),
        ],
        None,
        None,
    );
    let x = &s.entries[1];
    let bonus = x
        .lines
        .iter()
        .find(|l| l.reason == Reason::VotesReceived { votes: 5 })
        .expect("bonus line");
    assert_eq!(bonus.points, 3);
    assert!(bonus.capped());
    // X found it with a single vote: 3 + 3 bonus + 1 single-vote bonus.
    assert_eq!(x.points, 7);
}

#[test]
fn vector_5_party_eight_players_red_token() {
    let players = ["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8"];
    let s = score(
        RuleSet::Party,
        &players,
        "P1",
        &players,
        &[
            ("P1", &[3]),
            ("P2", &[3]),
            ("P3", &[3]),
            ("P4", &[3]),
            ("P5", &[3]),
            ("P6", &[3]),
            ("P7", &[2]),
            ("P8", &[2]),
        ],
        Some(2),
        None,
    );
    assert_eq!(points(&s), [5, 5, 5, 5, 5, 5, 0, 0]);
    assert!(s.entries[0].lines[0].capped());
    assert_eq!(s.entries[7].lines[0].reason, Reason::PartyRedToken);
}

#[test]
fn party_six_on_one_card_score_five_each() {
    let players = ["A", "B", "C", "D", "E", "F"];
    let six: [(&str, &[u8]); 6] = players.map(|n| (n, &[3u8][..]));
    let s = score(RuleSet::Party, &players, "A", &players, &six, Some(1), None);
    assert_eq!(points(&s), [PARTY_CAP; 6]);
}

#[test]
fn party_two_on_the_red_card_and_a_lone_voter_score_zero() {
    let players = ["A", "B", "C", "D", "E", "F"];
    let s = score(
        RuleSet::Party,
        &players,
        "A",
        &players,
        &[
            ("A", &[1]),
            ("B", &[1]),
            ("C", &[2]),
            ("D", &[2]),
            ("E", &[2]),
            ("F", &[6]),
        ],
        Some(1),
        None,
    );
    assert_eq!(points(&s), [0, 0, 3, 3, 3, 0]);
    assert_eq!(s.entries[5].lines[0].reason, Reason::PartyAlone);
}

#[test]
fn party_own_card_vote_counts_and_red_may_match_green() {
    let players = ["A", "B", "C", "D", "E", "F"];
    // A (storyteller) votes their own slot 1 and puts the red token there too.
    let s = score(
        RuleSet::Party,
        &players,
        "A",
        &players,
        &[
            ("A", &[1]),
            ("B", &[2]),
            ("C", &[2]),
            ("D", &[4]),
            ("E", &[4]),
            ("F", &[4]),
        ],
        Some(1),
        None,
    );
    assert_eq!(points(&s), [0, 2, 2, 3, 3, 3]);
}

#[test]
fn three_players_bonus_counts_votes_on_either_card() {
    // S told slot 1; A owns 2 and 3; B owns 4 and 5. B votes A's slot 2, A votes S.
    let s = score(
        RuleSet::Classic,
        &["S", "A", "B"],
        "S",
        &["S", "A", "A", "B", "B"],
        &[("A", &[1]), ("B", &[3])],
        None,
        None,
    );
    assert_eq!(points(&s), [3, 4, 0]);
}

#[test]
fn three_players_everyone_found() {
    let s = score(
        RuleSet::Edition2021,
        &["S", "A", "B"],
        "S",
        &["A", "B", "S", "A", "B"],
        &[("A", &[3]), ("B", &[3])],
        None,
        None,
    );
    assert_eq!(points(&s), [0, 2, 2]);
}

#[test]
fn classic_seven_single_vote_bonus_also_when_everyone_found() {
    let players = ["S", "A", "B", "C", "D", "E", "F"];
    let s = score(
        RuleSet::Classic,
        &players,
        "S",
        &players,
        &[
            ("A", &[1]),
            ("B", &[1, 4]),
            ("C", &[1]),
            ("D", &[1]),
            ("E", &[1]),
            ("F", &[1]),
        ],
        None,
        None,
    );
    // All found: others 2; single voters +1; C gets B's second vote.
    assert_eq!(points(&s), [0, 3, 2, 4, 3, 3, 3]);
    assert!(
        s.entries[1]
            .lines
            .iter()
            .any(|l| l.reason == Reason::SingleVote)
    );
}

#[test]
fn classic_seven_double_vote_finder_gets_no_single_vote_bonus() {
    let players = ["S", "A", "B", "C", "D", "E", "F"];
    let s = score(
        RuleSet::Classic,
        &players,
        "S",
        &players,
        &[
            ("A", &[1, 3]),
            ("B", &[4]),
            ("C", &[5]),
            ("D", &[6]),
            ("E", &[7]),
            ("F", &[3]),
        ],
        None,
        None,
    );
    // A found with two votes: 3, no +1; nobody voted A's card.
    assert_eq!(s.entries[1].points, 3);
    assert_eq!(s.entries[0].points, 3);
}

#[test]
fn edition_2021_bonus_is_not_capped_and_has_no_single_vote_point() {
    let players = ["S", "X", "A", "B", "C", "D", "E", "F"];
    let s = score(
        RuleSet::Edition2021,
        &players,
        "S",
        &players,
        &[
            ("X", &[1]),
            ("A", &[2]),
            ("B", &[2]),
            ("C", &[2]),
            ("D", &[2]),
            ("E", &[2]),
            ("F", &[1]),
        ],
        None,
        None,
    );
    assert_eq!(s.entries[1].points, 3 + 5);
}

const TEAM_SIX: [&str; 6] = ["A1", "B1", "C1", "A2", "B2", "C2"];
const TEAMS_OF_SIX: [u8; 6] = [0, 1, 2, 0, 1, 2];

#[test]
fn team_some_found_scores_per_team() {
    // A1 tells (slot 1), A2 plays slot 2, B1 gives slot 3, C2 gives slot 4.
    // Voters: B2 and C1. B2 finds; C1 votes B1's card (its own team's... no: B's).
    let s = score(
        RuleSet::Team,
        &TEAM_SIX,
        "A1",
        &["A1", "A2", "B1", "C2"],
        &[("B2", &[1]), ("C1", &[3])],
        None,
        Some(&TEAMS_OF_SIX),
    );
    // Team A 3; team B 3 + 1 (vote on B1's card); team C 0.
    assert_eq!(points(&s), [3, 4, 0]);
    assert_eq!(s.entries[1].scorer, Scorer::Team(fabula::engine::TeamId(1)));
}

#[test]
fn team_voter_may_vote_teammates_card_and_it_counts() {
    // B2 votes B1's card (slot 3): legal, and scores B's bonus.
    let s = score(
        RuleSet::Team,
        &TEAM_SIX,
        "A1",
        &["A1", "A2", "B1", "C2"],
        &[("B2", &[3]), ("C1", &[1])],
        None,
        Some(&TEAMS_OF_SIX),
    );
    assert_eq!(points(&s), [3, 1, 3]);
}

#[test]
fn team_nobody_found_storyteller_team_keeps_teammate_bonus() {
    // Both voters vote A2's card (the storyteller's teammate): all/none case.
    let s = score(
        RuleSet::Team,
        &TEAM_SIX,
        "A1",
        &["A1", "A2", "B1", "C2"],
        &[("B2", &[2]), ("C1", &[2])],
        None,
        Some(&TEAMS_OF_SIX),
    );
    assert_eq!(points(&s), [2, 2, 2]);
    let a = &s.entries[0];
    assert_eq!(a.lines[0].reason, Reason::StorytellerNobodyFound);
    assert_eq!(a.lines[1].player, p(3));
}

#[test]
fn every_line_sums_to_the_entry_points() {
    let s = score(
        RuleSet::Classic,
        &["S", "A", "B", "C"],
        "S",
        &["S", "A", "B", "C"],
        &[("A", &[1]), ("B", &[2]), ("C", &[2])],
        None,
        None,
    );
    for entry in &s.entries {
        assert_eq!(
            entry.points,
            entry.lines.iter().map(|l| l.points).sum::<u32>()
        );
    }
    assert_eq!(points(&s), [3, 5, 0, 0]);
}
