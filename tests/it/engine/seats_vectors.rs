//! Joining and leaving, vector by vector: each threshold (6 -> 7 players, 4 -> 3, Team pairs),
//! the storyteller leaving, the limits reached (refused, changing nothing), tellings counted
//! among those present, a player who left not winning, saves and records.

use crate::support::games::{deck, game, game_with_end, names, p, play_to_voting};
use fabula::engine::{
    Action, EndCondition, Event, GameConfig, GameRng, GameState, Phase, RecordedGame, RuleError,
    RuleSet, Scorer, SeatChange, TeamId,
};

/// Plays the current turn to its reveal with random legal moves.
fn to_reveal(game: &mut GameState) {
    play_to_voting(game);
    let mut rng = GameRng::new(7);
    while game.phase() == Phase::Voting {
        let action = game.random_action(&mut rng).expect("a vote");
        game.apply(action).expect("vote");
    }
    assert_eq!(game.phase(), Phase::Reveal);
}

fn join(name: &str, after: u8) -> Action {
    Action::Join {
        names: vec![name.to_owned()],
        after: p(after),
    }
}

#[test]
fn join_at_the_reveal_of_a_sixth_player_brings_the_second_vote_from_the_next_turn() {
    let mut g = game(RuleSet::Classic, 6, 3);
    g.apply(Action::ChooseStoryteller { player: Some(p(0)) })
        .unwrap();
    to_reveal(&mut g);
    let lowest = (0..6).map(|i| g.scores()[i]).min().unwrap();
    let events = g.apply(join("Zoe", 2)).unwrap();
    assert!(events.contains(&Event::Joined {
        player: p(6),
        score: lowest
    }));
    assert_eq!(g.scores()[6], lowest, "starts level with the lowest score");
    assert_eq!(g.hand(p(6)).len(), 6, "a full hand");
    assert_eq!(g.name(p(6)), "Zoe");
    assert_eq!(g.seating(), vec![p(0), p(1), p(2), p(6), p(3), p(4), p(5)]);
    assert_eq!(g.params().max_votes, 2);
    assert_eq!(
        g.seat_changes(),
        &[SeatChange::Joined {
            player: p(6),
            after_turn: 1
        }]
    );
    g.apply(Action::NextTurn).unwrap();
    assert_eq!(g.storyteller(), Some(p(1)));
    assert!(g.present_players().iter().all(|q| g.hand(*q).len() == 6));
    // The newcomer tells when their place comes round: after P3 (seat 2).
    to_reveal(&mut g);
    g.apply(Action::NextTurn).unwrap();
    assert_eq!(g.storyteller(), Some(p(2)));
    to_reveal(&mut g);
    g.apply(Action::NextTurn).unwrap();
    assert_eq!(g.storyteller(), Some(p(6)));
    let view = g.public_view();
    assert!(view.players[6].present);
    assert_eq!(view.players[6].name, "Zoe");
}

#[test]
fn leave_from_four_to_three_players_brings_the_hand_of_seven_and_two_cards() {
    let mut g = game(RuleSet::Classic, 4, 5);
    g.apply(Action::ChooseStoryteller { player: Some(p(0)) })
        .unwrap();
    to_reveal(&mut g);
    let score_before = g.scores()[3];
    let events = g.apply(Action::Leave { player: p(3) }).unwrap();
    assert_eq!(events, vec![Event::Left { player: p(3) }]);
    assert!(g.hand(p(3)).is_empty(), "the hand went to the discard pile");
    assert_eq!(
        g.scores()[3],
        score_before,
        "the score stays in the standings"
    );
    assert_eq!(
        (g.params().hand_size, g.params().cards_per_submission),
        (7, 2)
    );
    g.apply(Action::NextTurn).unwrap();
    assert!(g.present_players().iter().all(|q| g.hand(*q).len() == 7));
    assert_eq!(g.task_of(p(3)), None, "a player who left has no task");
    let view = g.public_view();
    assert!(!view.players[3].present);
    assert_eq!(view.players[3].task, None);
    play_to_voting(&mut g);
    assert_eq!(
        g.board().len(),
        5,
        "the storyteller's card and two from each of the others"
    );
    assert!(matches!(
        g.apply(Action::Submit {
            player: p(3),
            cards: vec![]
        }),
        Err(RuleError::PlayerLeft { .. })
    ));
}

#[test]
fn join_before_the_first_turn_of_a_fourth_player_trims_hands_of_seven_to_six() {
    let mut g = game(RuleSet::Classic, 3, 9);
    let events = g.apply(join("Dee", 0)).unwrap();
    assert!(events.contains(&Event::HandsTrimmed { cards: 3 }));
    assert_eq!(g.scores()[3], 0);
    assert!(g.present_players().iter().all(|q| g.hand(*q).len() == 6));
    assert_eq!(g.discard_pile().len(), 3);
    // And back: the hands are filled to seven at once, before the first turn.
    g.apply(Action::Leave { player: p(1) }).unwrap();
    assert!(g.present_players().iter().all(|q| g.hand(*q).len() == 7));
    assert!(matches!(
        g.apply(Action::ChooseStoryteller { player: Some(p(1)) }),
        Err(RuleError::PlayerLeft { .. })
    ));
}

#[test]
fn join_and_leave_of_a_team_pair_keep_teammates_opposite_and_team_ids() {
    let mut g = game(RuleSet::Team, 6, 11);
    g.apply(Action::ChooseStoryteller { player: Some(p(0)) })
        .unwrap();
    to_reveal(&mut g);
    assert!(matches!(
        g.apply(join("Solo", 0)),
        Err(RuleError::JoinCount {
            expected: 2,
            got: 1
        })
    ));
    let scores = g.scores().to_vec();
    let pair = Action::Join {
        names: vec!["Ann".into(), "Bob".into()],
        after: p(0),
    };
    g.apply(pair).unwrap();
    assert_eq!(g.team_of(p(6)), Some(TeamId(3)));
    assert_eq!(g.team_of(p(7)), Some(TeamId(3)));
    assert_eq!(
        &g.scores()[..3],
        &scores[..],
        "the other teams keep their ids and scores"
    );
    assert_eq!(g.scores()[3], *scores.iter().min().unwrap());
    // Team 0 then the new team, then teams 1 and 2; the second members likewise.
    assert_eq!(
        g.seating(),
        vec![p(0), p(6), p(1), p(2), p(3), p(7), p(4), p(5)]
    );
    g.apply(Action::Leave { player: p(4) }).unwrap();
    assert!(
        !g.is_present(p(1)) && !g.is_present(p(4)),
        "a pair leaves together"
    );
    assert_eq!(g.present_count(), 6);
    assert!(matches!(
        g.apply(Action::Leave { player: p(0) }),
        Err(RuleError::TooFewPlayers { min: 6 })
    ));
    g.apply(Action::NextTurn).unwrap();
    // Clockwise after P1 (seat 0) come the new pair's first member, then team 2.
    assert_eq!(g.storyteller(), Some(p(6)));
    to_reveal(&mut g);
    let score = g.turn_score().unwrap();
    assert!(
        score
            .entries
            .iter()
            .all(|e| e.scorer != Scorer::Team(TeamId(1)))
    );
}

#[test]
fn leave_of_the_next_storyteller_passes_the_turn_to_the_next_present_player() {
    let mut g = game(RuleSet::Classic, 5, 13);
    g.apply(Action::ChooseStoryteller { player: Some(p(1)) })
        .unwrap();
    to_reveal(&mut g);
    g.apply(Action::Leave { player: p(2) }).unwrap();
    g.apply(Action::NextTurn).unwrap();
    assert_eq!(g.storyteller(), Some(p(3)));
}

#[test]
fn leave_of_the_storyteller_at_the_reveal_passes_the_turn_on() {
    let mut g = game(RuleSet::Party, 7, 17);
    g.apply(Action::ChooseStoryteller { player: Some(p(6)) })
        .unwrap();
    to_reveal(&mut g);
    g.apply(Action::Leave { player: p(6) }).unwrap();
    g.apply(Action::NextTurn).unwrap();
    assert_eq!(g.storyteller(), Some(p(0)));
    assert_eq!(g.role(p(6)), None);
}

#[test]
fn leave_below_the_minimum_and_join_above_the_maximum_are_refused_and_change_nothing() {
    for (rules, players, min) in [
        (RuleSet::Classic, 3, 3),
        (RuleSet::Edition2021, 3, 3),
        (RuleSet::Party, 6, 6),
        (RuleSet::Team, 6, 6),
    ] {
        let mut g = game(rules, players, 1);
        let before = g.clone();
        assert_eq!(
            g.apply(Action::Leave { player: p(0) }),
            Err(RuleError::TooFewPlayers { min }),
            "{rules}"
        );
        assert_eq!(g, before, "{rules}");
    }
    let mut g = game(RuleSet::Edition2021, 8, 1);
    let before = g.clone();
    assert_eq!(
        g.apply(join("Nine", 0)),
        Err(RuleError::TableFull { max: 8 })
    );
    assert_eq!(g, before);
}

#[test]
fn join_is_refused_mid_turn_with_a_bad_name_or_a_bad_place_and_changes_nothing() {
    let mut g = game(RuleSet::Classic, 4, 2);
    assert_eq!(
        g.apply(join("p1", 0)),
        Err(RuleError::NameTaken { name: "p1".into() })
    );
    assert_eq!(g.apply(join("  ", 0)), Err(RuleError::EmptyName));
    assert!(matches!(
        g.apply(join(&"x".repeat(40), 0)),
        Err(RuleError::NameTooLong { .. })
    ));
    assert!(matches!(
        g.apply(join("Eve", 9)),
        Err(RuleError::UnknownPlayer { .. })
    ));
    g.apply(Action::Leave { player: p(3) }).unwrap();
    assert!(matches!(
        g.apply(join("Eve", 3)),
        Err(RuleError::PlayerLeft { .. })
    ));
    g.apply(Action::ChooseStoryteller { player: Some(p(0)) })
        .unwrap();
    let before = g.clone();
    assert_eq!(g.apply(join("Eve", 0)), Err(RuleError::NotBetweenTurns));
    assert_eq!(
        g.apply(Action::Leave { player: p(1) }),
        Err(RuleError::NotBetweenTurns)
    );
    assert_eq!(g, before);
}

#[test]
fn join_is_refused_when_the_deck_cannot_deal_the_table() {
    let config = GameConfig::new(RuleSet::Classic, names(4), deck(24), 1);
    let mut g = GameState::new(config).unwrap();
    assert!(matches!(
        g.apply(join("Eve", 0)),
        Err(RuleError::NotEnoughCards { .. })
    ));
}

#[test]
fn join_of_a_latecomer_delays_an_end_by_tellings_until_they_have_told() {
    let mut g = game_with_end(RuleSet::Party, 6, 4, EndCondition::Tellings(1));
    g.apply(Action::ChooseStoryteller { player: Some(p(0)) })
        .unwrap();
    for _ in 0..5 {
        to_reveal(&mut g);
        g.apply(Action::NextTurn).unwrap();
    }
    to_reveal(&mut g);
    assert!(g.public_view().final_turn);
    g.apply(join("Late", 5)).unwrap();
    assert!(
        !g.public_view().final_turn,
        "the latecomer has not told yet"
    );
    g.apply(Action::NextTurn).unwrap();
    assert_eq!(g.storyteller(), Some(p(6)));
    to_reveal(&mut g);
    g.apply(Action::NextTurn).unwrap();
    assert_eq!(g.phase(), Phase::GameOver);
}

#[test]
fn leave_of_the_leader_means_they_cannot_win() {
    let mut g = game_with_end(RuleSet::Classic, 4, 8, EndCondition::TargetScore(1));
    g.apply(Action::ChooseStoryteller { player: Some(p(0)) })
        .unwrap();
    loop {
        to_reveal(&mut g);
        if g.public_view().final_turn {
            break;
        }
        g.apply(Action::NextTurn).unwrap();
    }
    let best = *g.scores().iter().max().unwrap();
    let leader = (0..4u8).find(|i| g.scores()[*i as usize] == best).unwrap();
    g.apply(Action::Leave { player: p(leader) }).unwrap();
    g.apply(Action::NextTurn).unwrap_or_default();
    assert!(!g.winners().contains(&Scorer::Player(p(leader))));
}

#[test]
fn join_and_leave_replay_from_the_record_and_undo_like_any_move() {
    let config = GameConfig::new(RuleSet::Classic, names(5), deck(84), 21);
    let mut game = RecordedGame::new(config).unwrap();
    game.apply(join("Mia", 4)).unwrap();
    game.apply(Action::ChooseStoryteller { player: None })
        .unwrap();
    let mut rng = GameRng::new(1);
    while game.state().phase() != Phase::Reveal {
        let action = game.state().random_action(&mut rng).unwrap();
        game.apply(action).unwrap();
    }
    let before = game.state().clone();
    game.apply(Action::Leave { player: p(2) }).unwrap();
    assert_eq!(game.record().replay().unwrap(), *game.state());
    let saved = ron::to_string(game.record()).unwrap();
    let loaded: fabula::engine::GameRecord = ron::from_str(&saved).unwrap();
    assert_eq!(loaded.replay().unwrap(), *game.state());
    assert_eq!(game.undo(), Some(Action::Leave { player: p(2) }));
    assert_eq!(*game.state(), before);
}

#[test]
fn join_fields_are_absent_from_an_older_save_and_it_loads_unchanged() {
    let mut g = game(RuleSet::Classic, 4, 30);
    g.apply(Action::ChooseStoryteller { player: Some(p(0)) })
        .unwrap();
    let saved = ron::to_string(&g).unwrap();
    let start = saved.find(",table:(").expect("the table field");
    let end = start + saved[start..].find("])").expect("its end") + 2;
    let older = format!("{}{}", &saved[..start], &saved[end..]);
    assert!(!older.contains("latecomers"), "{older}");
    let loaded: GameState = ron::from_str(&older).unwrap();
    assert_eq!(loaded, g);
}
