//! The hot-seat flow in Dixit Party (the blind clue, green and red votes, hands passing) and
//! Team Dixit (teams naming their giver in public, givers handing in, voters voting).

use super::tests::seat;
use super::*;
use crate::engine::{Action, CardId, GameConfig, Move, PlayerId, RecordedGame, RuleSet, Slot};

/// A game of `rules` with `players`, storyteller seat 0, ending after one telling each.
fn short_game(rules: RuleSet, players: usize) -> HotSeat {
    let names = (1..=players).map(|i| format!("P{i}")).collect();
    let deck = (0..96).map(CardId).collect();
    let config = GameConfig::new(rules, names, deck, 5);
    let mut state = RecordedGame::new(config).unwrap();
    state
        .apply(Action::ChooseStoryteller {
            player: Some(PlayerId(0)),
        })
        .unwrap();
    let tokens = (0..players as u8).map(TokenId).collect();
    HotSeat::start(state, tokens)
}

/// Hands in the first card of whoever's privacy screen shows, until the board.
fn submit_all(g: &mut HotSeat) {
    while let Stage::Privacy(seat) = g.stage() {
        g.apply(&GameCommand::ShowPrivate);
        assert_eq!(g.stage(), Stage::Hand(seat));
        let card = g.player_view(seat).hand[0];
        g.apply(&GameCommand::Move(Move::Submit { cards: vec![card] }));
    }
}

#[test]
fn party_the_storyteller_gives_a_blind_clue_then_everyone_hands_in() {
    let mut g = short_game(RuleSet::Party, 6);
    assert_eq!(g.stage(), Stage::Privacy(seat(0)));
    g.apply(&GameCommand::ShowPrivate);
    assert_eq!(g.stage(), Stage::Clue(seat(0)));
    assert!(
        g.player_view(seat(0)).hand.is_empty(),
        "no hand before the clue"
    );
    g.apply(&GameCommand::Move(Move::GiveClue {
        clue: "dawn".into(),
    }));
    // Everyone hands in, the storyteller last, clockwise from the next seat.
    assert_eq!(g.stage(), Stage::Privacy(seat(1)));
    let mut order = Vec::new();
    while let Stage::Privacy(s) = g.stage() {
        order.push(s.0);
        g.apply(&GameCommand::ShowPrivate);
        let card = g.player_view(s).hand[0];
        g.apply(&GameCommand::Move(Move::Submit { cards: vec![card] }));
    }
    assert_eq!(order, [1, 2, 3, 4, 5, 0]);
    assert_eq!(g.stage(), Stage::Board);
}

#[test]
fn party_the_storyteller_votes_green_and_red_and_the_hands_then_pass() {
    let mut g = short_game(RuleSet::Party, 6);
    g.apply(&GameCommand::ShowPrivate);
    g.apply(&GameCommand::Move(Move::GiveClue {
        clue: String::new(),
    }));
    submit_all(&mut g);
    g.apply(&GameCommand::StartVoting);
    let hands_before: Vec<_> = (0..6).map(|i| g.player_view(seat(i)).hand).collect();
    while let Stage::Privacy(s) = g.stage() {
        g.apply(&GameCommand::ShowPrivate);
        assert_eq!(g.stage(), Stage::Vote(s));
        // Everyone on their own card (allowed in Party); the storyteller adds the red token.
        let own = g.player_view(s).own_slots[0];
        let red = (s == seat(0)).then_some(Slot::from_index(0));
        if s == seat(0) {
            let without = Move::Vote {
                slots: vec![own],
                red: None,
            };
            assert!(
                g.refusal(Source::Laptop, Some(s), &without).is_some(),
                "the red token is required"
            );
        }
        g.apply(&GameCommand::Move(Move::Vote {
            slots: vec![own],
            red,
        }));
    }
    assert_eq!(g.stage(), Stage::Reveal);
    g.apply(&GameCommand::Move(Move::NextTurn));
    // A public moment: the hands went left, then the next storyteller's blind clue.
    assert_eq!(g.stage(), Stage::HandsPassed);
    // Seat 1 tells next (blind: no hand shown yet); seat 2 now holds seat 1's refilled hand.
    assert!(g.player_view(seat(1)).hand.is_empty());
    let after = g.player_view(seat(2)).hand;
    assert_eq!(
        hands_before[1].iter().filter(|c| after.contains(c)).count(),
        4,
        "seat 2 holds what was seat 1's hand"
    );
    g.apply(&GameCommand::ShowPrivate);
    assert_eq!(g.stage(), Stage::HandsPassed, "only Continue moves on");
    g.apply(&GameCommand::Continue);
    assert_eq!(g.stage(), Stage::Privacy(seat(1)));
    // A resumed game does not show the moment again.
    let resumed = HotSeat::resume(g.game().clone(), g.tokens().to_vec());
    assert_eq!(resumed.stage(), Stage::Privacy(seat(1)));
}

#[test]
fn team_teams_choose_their_giver_in_public_then_givers_hand_in_and_voters_vote() {
    let mut g = short_game(RuleSet::Team, 6);
    // Seats: teams 0 (P1, P4), 1 (P2, P5), 2 (P3, P6).
    g.apply(&GameCommand::ShowPrivate);
    let card = g.player_view(seat(0)).hand[0];
    g.apply(&GameCommand::Move(Move::Tell {
        card,
        clue: "tide".into(),
    }));
    assert_eq!(g.stage(), Stage::NamingGivers);
    // A private command does nothing on the public stage.
    g.apply(&GameCommand::ShowPrivate);
    assert_eq!(g.stage(), Stage::NamingGivers);
    // The storyteller's team has no choice to make.
    g.apply(&GameCommand::Move(Move::NameGiver { player: seat(3) }));
    assert!(g.error().is_some());
    g.apply(&GameCommand::Move(Move::NameGiver { player: seat(4) }));
    assert_eq!(g.stage(), Stage::NamingGivers, "team 2 still chooses");
    g.apply(&GameCommand::Move(Move::NameGiver { player: seat(2) }));
    // The storyteller's teammate and the two named givers hand in, privately.
    let mut givers = Vec::new();
    while let Stage::Privacy(s) = g.stage() {
        givers.push(s.0);
        g.apply(&GameCommand::ShowPrivate);
        let card = g.player_view(s).hand[0];
        g.apply(&GameCommand::Move(Move::Submit { cards: vec![card] }));
    }
    givers.sort_unstable();
    assert_eq!(givers, [2, 3, 4]);
    assert_eq!(g.stage(), Stage::Board);
    g.apply(&GameCommand::StartVoting);
    // One voter per other team: P2 (team 1) and P6 (team 2).
    let mut voters = Vec::new();
    while let Stage::Privacy(s) = g.stage() {
        voters.push(s.0);
        g.apply(&GameCommand::ShowPrivate);
        assert!(
            g.player_view(s).own_slots.is_empty(),
            "nothing of theirs is greyed out"
        );
        g.apply(&GameCommand::Move(Move::Vote {
            slots: vec![Slot::from_index(0)],
            red: None,
        }));
    }
    voters.sort_unstable();
    assert_eq!(voters, [1, 5]);
    assert_eq!(g.stage(), Stage::Reveal);
}
