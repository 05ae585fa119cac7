//! Refusals of votes in every rule set: own cards, double votes, Party's red token, Team givers.

use super::{refused, tell};
use crate::support::games::{game, p, play_to_voting, slot_of, slots, start};
use fabula::engine::{Action, Phase, Role, RuleError, RuleSet, Slot, TeamId};

#[test]
fn vote_refusals_classic() {
    let mut g = game(RuleSet::Classic, 5, 9);
    start(&mut g, 0);
    play_to_voting(&mut g);
    assert_eq!(g.phase(), Phase::Voting);
    let storyteller_slot = slot_of(&g, 0);
    let own = slot_of(&g, 1);
    refused(
        &mut g,
        Action::Vote {
            player: p(0),
            slots: vec![own],
            red_token: None,
        },
        RuleError::StorytellerCannotVote,
    );
    refused(
        &mut g,
        Action::Vote {
            player: p(1),
            slots: vec![own],
            red_token: None,
        },
        RuleError::OwnCard { slot: own },
    );
    refused(
        &mut g,
        Action::Vote {
            player: p(1),
            slots: vec![],
            red_token: None,
        },
        RuleError::WrongVoteCount {
            min: 1,
            max: 1,
            got: 0,
        },
    );
    refused(
        &mut g,
        Action::Vote {
            player: p(1),
            slots: slots(&[1, 2]),
            red_token: None,
        },
        RuleError::WrongVoteCount {
            min: 1,
            max: 1,
            got: 2,
        },
    );
    refused(
        &mut g,
        Action::Vote {
            player: p(1),
            slots: slots(&[0]),
            red_token: None,
        },
        RuleError::SlotOutOfRange {
            slot: Slot(0),
            slots: 5,
        },
    );
    refused(
        &mut g,
        Action::Vote {
            player: p(1),
            slots: slots(&[6]),
            red_token: None,
        },
        RuleError::SlotOutOfRange {
            slot: Slot(6),
            slots: 5,
        },
    );
    refused(
        &mut g,
        Action::Vote {
            player: p(1),
            slots: vec![storyteller_slot],
            red_token: Some(Slot(1)),
        },
        RuleError::RedTokenNotAllowed,
    );
    let vote = Action::Vote {
        player: p(1),
        slots: vec![storyteller_slot],
        red_token: None,
    };
    g.apply(vote.clone()).expect("vote");
    refused(&mut g, vote, RuleError::AlreadyVoted { player: p(1) });
}

#[test]
fn three_players_may_vote_for_neither_own_card() {
    let mut g = game(RuleSet::Edition2021, 3, 10);
    start(&mut g, 0);
    play_to_voting(&mut g);
    for own in g.own_slots(p(1)) {
        refused(
            &mut g,
            Action::Vote {
                player: p(1),
                slots: vec![own],
                red_token: None,
            },
            RuleError::OwnCard { slot: own },
        );
    }
}

#[test]
fn seven_players_two_distinct_votes() {
    let mut g = game(RuleSet::Classic, 7, 11);
    start(&mut g, 0);
    play_to_voting(&mut g);
    let told = slot_of(&g, 0);
    refused(
        &mut g,
        Action::Vote {
            player: p(1),
            slots: vec![told, told],
            red_token: None,
        },
        RuleError::SameSlotTwice { slot: told },
    );
    let other = slot_of(&g, 2);
    let third = slot_of(&g, 3);
    refused(
        &mut g,
        Action::Vote {
            player: p(1),
            slots: vec![told, other, third],
            red_token: None,
        },
        RuleError::WrongVoteCount {
            min: 1,
            max: 2,
            got: 3,
        },
    );
    let own = slot_of(&g, 1);
    refused(
        &mut g,
        Action::Vote {
            player: p(1),
            slots: vec![told, own],
            red_token: None,
        },
        RuleError::OwnCard { slot: own },
    );
    g.apply(Action::Vote {
        player: p(1),
        slots: vec![told, other],
        red_token: None,
    })
    .expect("double vote");
    // The 2021 edition never allows two.
    let mut edition = game(RuleSet::Edition2021, 7, 11);
    start(&mut edition, 0);
    play_to_voting(&mut edition);
    let (first, second) = (slot_of(&edition, 0), slot_of(&edition, 2));
    refused(
        &mut edition,
        Action::Vote {
            player: p(1),
            slots: vec![first, second],
            red_token: None,
        },
        RuleError::WrongVoteCount {
            min: 1,
            max: 1,
            got: 2,
        },
    );
}

#[test]
fn party_red_token_and_own_votes() {
    let mut g = game(RuleSet::Party, 6, 12);
    start(&mut g, 2);
    assert_eq!(g.phase(), Phase::Clue);
    play_to_voting(&mut g);
    assert_eq!(g.board().len(), 6);
    let own = slot_of(&g, 2);
    refused(
        &mut g,
        Action::Vote {
            player: p(2),
            slots: vec![own],
            red_token: None,
        },
        RuleError::RedTokenMissing,
    );
    refused(
        &mut g,
        Action::Vote {
            player: p(2),
            slots: vec![own],
            red_token: Some(Slot(7)),
        },
        RuleError::SlotOutOfRange {
            slot: Slot(7),
            slots: 6,
        },
    );
    refused(
        &mut g,
        Action::Vote {
            player: p(0),
            slots: vec![own],
            red_token: Some(own),
        },
        RuleError::RedTokenNotAllowed,
    );
    // Own card, and red on the same card as green: both allowed.
    g.apply(Action::Vote {
        player: p(2),
        slots: vec![own],
        red_token: Some(own),
    })
    .expect("storyteller votes");
    let own1 = slot_of(&g, 1);
    g.apply(Action::Vote {
        player: p(1),
        slots: vec![own1],
        red_token: None,
    })
    .expect("own vote allowed in Party");
}

#[test]
fn team_givers_and_voters() {
    let mut g = game(RuleSet::Team, 6, 13);
    start(&mut g, 0);
    tell(&mut g);
    assert_eq!(g.phase(), Phase::NamingGivers);
    // Seat 3 is the storyteller's teammate: that team names nobody.
    refused(
        &mut g,
        Action::NameGiver { player: p(3) },
        RuleError::StorytellerTeam,
    );
    g.apply(Action::NameGiver { player: p(1) })
        .expect("team B names B1");
    // Naming the same member again would change nothing.
    refused(
        &mut g,
        Action::NameGiver { player: p(1) },
        RuleError::GiverAlreadyNamed { team: TeamId(1) },
    );
    g.apply(Action::NameGiver { player: p(5) })
        .expect("team C names C2");
    assert_eq!(g.phase(), Phase::Submitting);
    assert_eq!(g.role(p(4)), Some(Role::Voter));
    let card = g.hand(p(4))[0];
    refused(
        &mut g,
        Action::Submit {
            player: p(4),
            cards: vec![card],
        },
        RuleError::NotASubmitter { player: p(4) },
    );
    play_to_voting(&mut g);
    let teammate_card = slot_of(&g, 1);
    let giver_vote = Action::Vote {
        player: p(1),
        slots: vec![slot_of(&g, 0)],
        red_token: None,
    };
    refused(&mut g, giver_vote, RuleError::NotAVoter { player: p(1) });
    let storyteller_slot = slot_of(&g, 0);
    refused(
        &mut g,
        Action::Vote {
            player: p(3),
            slots: vec![storyteller_slot],
            red_token: None,
        },
        RuleError::NotAVoter { player: p(3) },
    );
    // B2 may vote for B1's card: never greyed out, never refused.
    assert!(g.player_view(p(4)).own_slots.is_empty());
    g.apply(Action::Vote {
        player: p(4),
        slots: vec![teammate_card],
        red_token: None,
    })
    .expect("vote for the teammate's card");
}
