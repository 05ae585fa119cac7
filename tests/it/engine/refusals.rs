//! Every illegal action is refused with its typed error and leaves the game untouched.

use crate::support::games::{
    deck, game, game_with_end, names, p, play_to_voting, slot_of, slots, start,
};
use fabula::engine::{
    Action, CardId, ConfigError, EndCondition, GameConfig, GameState, MAX_CLUE_CHARS, Phase, Role,
    RuleError, RuleSet, Slot, TeamId,
};

/// Applies `action`, expects `error`, and checks that nothing changed.
fn refused(game: &mut GameState, action: Action, error: RuleError) {
    let before = game.clone();
    let label = format!("{action:?}");
    assert_eq!(game.apply(action), Err(error), "{label}");
    assert_eq!(*game, before, "a refused action changed the game");
}

fn tell(game: &mut GameState) {
    let storyteller = game.storyteller().expect("turn");
    let card = game.hand(storyteller)[0];
    game.apply(Action::Tell {
        player: storyteller,
        card,
        clue: String::new(),
    })
    .expect("tell");
}

#[test]
fn wrong_phase() {
    let mut g = game(RuleSet::Classic, 4, 1);
    let card = g.hand(p(0))[0];
    let tell = Action::Tell {
        player: p(0),
        card,
        clue: String::new(),
    };
    refused(
        &mut g,
        tell,
        RuleError::WrongPhase {
            phase: Phase::ChooseStoryteller,
        },
    );
    start(&mut g, 0);
    refused(
        &mut g,
        Action::ChooseStoryteller { player: None },
        RuleError::WrongPhase {
            phase: Phase::Telling,
        },
    );
    let card = g.hand(p(1))[0];
    refused(
        &mut g,
        Action::Submit {
            player: p(1),
            cards: vec![card],
        },
        RuleError::WrongPhase {
            phase: Phase::Telling,
        },
    );
    refused(
        &mut g,
        Action::NextTurn,
        RuleError::WrongPhase {
            phase: Phase::Telling,
        },
    );
    refused(
        &mut g,
        Action::Vote {
            player: p(1),
            slots: slots(&[1]),
            red_token: None,
        },
        RuleError::WrongPhase {
            phase: Phase::Telling,
        },
    );
    refused(
        &mut g,
        Action::GiveClue {
            player: p(0),
            clue: String::new(),
        },
        RuleError::WrongPhase {
            phase: Phase::Telling,
        },
    );
    refused(
        &mut g,
        Action::NameGiver { player: p(1) },
        RuleError::WrongPhase {
            phase: Phase::Telling,
        },
    );
}

#[test]
fn repeating_the_tell_is_refused() {
    let mut g = game(RuleSet::Classic, 4, 2);
    start(&mut g, 1);
    let card = g.hand(p(1))[0];
    let tell = Action::Tell {
        player: p(1),
        card,
        clue: "owl".into(),
    };
    g.apply(tell.clone()).expect("first tell");
    refused(
        &mut g,
        tell,
        RuleError::WrongPhase {
            phase: Phase::Submitting,
        },
    );
}

#[test]
fn unknown_player() {
    let mut g = game(RuleSet::Classic, 4, 3);
    refused(
        &mut g,
        Action::ChooseStoryteller { player: Some(p(4)) },
        RuleError::UnknownPlayer { player: p(4) },
    );
    start(&mut g, 0);
    refused(
        &mut g,
        Action::Tell {
            player: p(9),
            card: CardId(1),
            clue: String::new(),
        },
        RuleError::UnknownPlayer { player: p(9) },
    );
}

#[test]
fn only_the_storyteller_tells() {
    let mut g = game(RuleSet::Classic, 4, 4);
    start(&mut g, 0);
    let card = g.hand(p(2))[0];
    refused(
        &mut g,
        Action::Tell {
            player: p(2),
            card,
            clue: String::new(),
        },
        RuleError::NotStoryteller { player: p(2) },
    );
    let mut party = game(RuleSet::Party, 6, 4);
    start(&mut party, 3);
    refused(
        &mut party,
        Action::GiveClue {
            player: p(0),
            clue: "x".into(),
        },
        RuleError::NotStoryteller { player: p(0) },
    );
}

#[test]
fn clue_too_long() {
    let mut g = game(RuleSet::Classic, 4, 5);
    start(&mut g, 0);
    let card = g.hand(p(0))[0];
    let clue = "a".repeat(MAX_CLUE_CHARS + 1);
    refused(
        &mut g,
        Action::Tell {
            player: p(0),
            card,
            clue,
        },
        RuleError::ClueTooLong {
            max: MAX_CLUE_CHARS,
        },
    );
    let ok = "é".repeat(MAX_CLUE_CHARS);
    g.apply(Action::Tell {
        player: p(0),
        card,
        clue: ok,
    })
    .expect("limit counts characters");
}

#[test]
fn storyteller_tells_only_with_a_card_in_hand() {
    let mut g = game(RuleSet::Classic, 4, 6);
    start(&mut g, 0);
    let other = g.hand(p(1))[0];
    refused(
        &mut g,
        Action::Tell {
            player: p(0),
            card: other,
            clue: String::new(),
        },
        RuleError::CardNotInHand { card: other },
    );
}

#[test]
fn submission_refusals() {
    let mut g = game(RuleSet::Classic, 4, 7);
    start(&mut g, 0);
    tell(&mut g);
    let own = g.hand(p(0))[0];
    refused(
        &mut g,
        Action::Submit {
            player: p(0),
            cards: vec![own],
        },
        RuleError::NotASubmitter { player: p(0) },
    );
    let foreign = g.hand(p(2))[0];
    refused(
        &mut g,
        Action::Submit {
            player: p(1),
            cards: vec![foreign],
        },
        RuleError::CardNotInHand { card: foreign },
    );
    let two = g.hand(p(1))[..2].to_vec();
    refused(
        &mut g,
        Action::Submit {
            player: p(1),
            cards: two,
        },
        RuleError::WrongCardCount {
            expected: 1,
            got: 2,
        },
    );
    refused(
        &mut g,
        Action::Submit {
            player: p(1),
            cards: vec![],
        },
        RuleError::WrongCardCount {
            expected: 1,
            got: 0,
        },
    );
    let card = g.hand(p(1))[0];
    g.apply(Action::Submit {
        player: p(1),
        cards: vec![card],
    })
    .expect("submit");
    let again = g.hand(p(1))[0];
    refused(
        &mut g,
        Action::Submit {
            player: p(1),
            cards: vec![again],
        },
        RuleError::AlreadySubmitted { player: p(1) },
    );
}

#[test]
fn three_players_submit_two_distinct_cards() {
    let mut g = game(RuleSet::Classic, 3, 8);
    start(&mut g, 0);
    tell(&mut g);
    let card = g.hand(p(1))[0];
    refused(
        &mut g,
        Action::Submit {
            player: p(1),
            cards: vec![card],
        },
        RuleError::WrongCardCount {
            expected: 2,
            got: 1,
        },
    );
    refused(
        &mut g,
        Action::Submit {
            player: p(1),
            cards: vec![card, card],
        },
        RuleError::SameCardTwice { card },
    );
}

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

#[test]
fn nothing_after_the_game_ends() {
    let mut g = game_with_end(RuleSet::Classic, 4, 14, EndCondition::TargetScore(1));
    start(&mut g, 0);
    play_to_voting(&mut g);
    let s = slot_of(&g, 0);
    for voter in 1..4 {
        g.apply(Action::Vote {
            player: p(voter),
            slots: vec![s],
            red_token: None,
        })
        .expect("vote");
    }
    g.apply(Action::NextTurn).expect("close the turn");
    assert_eq!(g.phase(), Phase::GameOver);
    refused(&mut g, Action::NextTurn, RuleError::GameOver);
    refused(
        &mut g,
        Action::ChooseStoryteller { player: None },
        RuleError::GameOver,
    );
}

fn config(rules: RuleSet, players: usize) -> GameConfig {
    GameConfig::new(rules, names(players), deck(100), 1)
}

#[test]
fn player_counts_per_rule_set() {
    for (rules, bad, good) in [
        (RuleSet::Classic, [2, 13], [3, 12]),
        (RuleSet::Edition2021, [2, 9], [3, 8]),
        (RuleSet::Party, [5, 13], [6, 12]),
        (RuleSet::Team, [7, 14], [6, 12]),
    ] {
        for count in bad {
            assert_eq!(
                config(rules, count).validate(),
                Err(ConfigError::PlayerCount { rules, count })
            );
        }
        for count in good {
            assert_eq!(config(rules, count).validate(), Ok(()));
        }
    }
    assert!(config(RuleSet::Team, 10).validate().is_ok());
    let message = config(RuleSet::Party, 5)
        .validate()
        .unwrap_err()
        .to_string();
    assert_eq!(message, "Party is for 6 to 12 players, not 5");
}

#[test]
fn names_must_be_present_short_and_unique() {
    let mut c = config(RuleSet::Classic, 4);
    c.players[2] = "  ".into();
    assert_eq!(c.validate(), Err(ConfigError::EmptyName { seat: 3 }));
    c.players[2] = "Ada".into();
    c.players[3] = " ada ".into();
    assert_eq!(
        c.validate(),
        Err(ConfigError::DuplicateName { name: "ada".into() })
    );
    c.players[3] = "x".repeat(25);
    assert!(matches!(c.validate(), Err(ConfigError::NameTooLong { .. })));
}

#[test]
fn deck_must_be_large_enough_and_without_repeats() {
    let mut c = GameConfig::new(RuleSet::Classic, names(5), deck(29), 1);
    assert_eq!(
        c.validate(),
        Err(ConfigError::DeckTooSmall {
            have: 29,
            needed: 30
        })
    );
    assert!(c.validate().unwrap_err().to_string().contains("1 missing"));
    c.deck = deck(30);
    assert_eq!(c.validate(), Ok(()));
    c.deck.push(c.deck[0]);
    assert_eq!(
        c.validate(),
        Err(ConfigError::DuplicateCard { card: c.deck[0] })
    );
    // The 3-player variant holds 7 cards each.
    let three = GameConfig::new(RuleSet::Classic, names(3), deck(20), 1);
    assert_eq!(
        three.validate(),
        Err(ConfigError::DeckTooSmall {
            have: 20,
            needed: 21
        })
    );
}

#[test]
fn a_game_must_have_an_end() {
    let mut c = config(RuleSet::Classic, 4);
    c.end = EndCondition::TargetScore(0);
    assert_eq!(c.validate(), Err(ConfigError::NoEnd));
    c.end = EndCondition::Tellings(0);
    assert_eq!(c.validate(), Err(ConfigError::NoEnd));
    assert!(GameState::new(c).is_err());
}
