//! Whole turns and games: phases, refills, reshuffles, rotation, Party hand passing,
//! Team roles, the end of the game, views, determinism and saves.

use crate::support::games::{deck, game, game_with_end, names, p, play_to_voting, slot_of, start};
use fabula::engine::{
    Action, EndCondition, Event, GameConfig, GameRng, GameState, Phase, Role, RuleSet, Scorer, Slot,
};

/// Everyone votes for the storyteller's card (or, in Party, slot 1 with the red on the last).
fn everyone_finds(game: &mut GameState) -> Vec<Event> {
    let target = slot_of(game, game.storyteller().expect("turn").0);
    let mut events = Vec::new();
    for player in game.players().collect::<Vec<_>>() {
        if game.votes(player) {
            let red_token = (game.params().everyone_plays && game.storyteller() == Some(player))
                .then(|| Slot(game.board().len() as u8));
            let slots = if game.own_slots(player).contains(&target) && !game.params().everyone_plays
            {
                game.own_slots(player)
            } else {
                vec![target]
            };
            events.extend(
                game.apply(Action::Vote {
                    player,
                    slots,
                    red_token,
                })
                .expect("vote"),
            );
        }
    }
    events
}

#[test]
fn a_classic_turn_from_tell_to_next_turn() {
    let mut g = game(RuleSet::Classic, 4, 21);
    let events = g
        .apply(Action::ChooseStoryteller { player: Some(p(2)) })
        .expect("start");
    assert_eq!(
        events,
        [
            Event::StorytellerChosen { player: p(2) },
            Event::TurnStarted {
                turn: 1,
                storyteller: p(2)
            }
        ]
    );
    assert_eq!(g.phase(), Phase::Telling);
    play_to_voting(&mut g);
    assert_eq!(g.phase(), Phase::Voting);
    assert_eq!(g.board().len(), 4);
    assert_eq!(g.clue(), Some("a clue"));
    let events = everyone_finds(&mut g);
    assert!(matches!(events.last(), Some(Event::TurnScored { .. })));
    assert_eq!(g.phase(), Phase::Reveal);
    assert_eq!(g.scores(), [2, 2, 0, 2]);
    assert_eq!(g.tellings(), [0, 0, 1, 0]);
    g.apply(Action::NextTurn).expect("next");
    assert_eq!(g.storyteller(), Some(p(3)));
    assert_eq!(g.turn_number(), 2);
    assert_eq!(g.discard_pile().len(), 4);
    for player in g.players() {
        assert_eq!(g.hand(player).len(), 6);
    }
}

#[test]
fn the_storyteller_after_the_last_seat_is_the_first() {
    let mut g = game(RuleSet::Edition2021, 3, 22);
    start(&mut g, 2);
    play_to_voting(&mut g);
    everyone_finds(&mut g);
    g.apply(Action::NextTurn).expect("next");
    assert_eq!(g.storyteller(), Some(p(0)));
}

#[test]
fn random_first_storyteller_follows_the_seed() {
    let pick = |seed| {
        let mut g = game(RuleSet::Classic, 6, seed);
        g.apply(Action::ChooseStoryteller { player: None })
            .expect("start");
        g.storyteller().expect("chosen")
    };
    assert_eq!(pick(5), pick(5));
    let seen: std::collections::HashSet<_> = (0..40).map(pick).collect();
    assert!(
        seen.len() > 3,
        "random pick should vary with the seed: {seen:?}"
    );
}

#[test]
fn a_short_draw_pile_is_reshuffled_with_the_discards() {
    // Exactly players x hand size: every refill needs the discards back.
    let config = GameConfig::new(RuleSet::Classic, names(4), deck(24), 23);
    let mut g = GameState::new(config).expect("valid");
    assert!(g.draw_pile().is_empty());
    start(&mut g, 0);
    play_to_voting(&mut g);
    everyone_finds(&mut g);
    let events = g.apply(Action::NextTurn).expect("next");
    assert!(events.contains(&Event::DeckReshuffled));
    assert!(g.discard_pile().is_empty());
    for player in g.players() {
        assert_eq!(g.hand(player).len(), 6);
    }
}

#[test]
fn party_hands_pass_to_the_left_after_refill() {
    let mut g = game(RuleSet::Party, 6, 24);
    start(&mut g, 0);
    // The storyteller tells blind: no hand in their view before the clue.
    assert!(g.player_view(p(0)).hand.is_empty());
    assert_eq!(g.player_view(p(1)).hand.len(), 5);
    play_to_voting(&mut g);
    assert!(g.player_view(p(0)).hand.len() == 4);
    let kept: Vec<Vec<_>> = g.players().map(|q| g.hand(q).to_vec()).collect();
    everyone_finds(&mut g);
    let events = g.apply(Action::NextTurn).expect("next");
    assert!(events.contains(&Event::HandsPassed));
    for seat in 0..6u8 {
        let receiver = p((seat + 1) % 6);
        for card in &kept[usize::from(seat)] {
            assert!(
                g.hand(receiver).contains(card),
                "seat {seat}'s cards went left"
            );
        }
        assert_eq!(g.hand(receiver).len(), 5);
    }
}

#[test]
fn party_ends_when_everyone_has_told_once() {
    let mut g = game(RuleSet::Party, 6, 25);
    start(&mut g, 0);
    for turn in 0..6 {
        play_to_voting(&mut g);
        everyone_finds(&mut g);
        assert_eq!(g.public_view().final_turn, turn == 5);
        g.apply(Action::NextTurn).expect("next");
    }
    assert_eq!(g.phase(), Phase::GameOver);
    assert_eq!(g.tellings(), [1; 6]);
}

#[test]
fn team_roles_and_one_score_per_team() {
    let mut g = game(RuleSet::Team, 8, 26);
    start(&mut g, 1);
    assert_eq!(g.team_members(fabula::engine::TeamId(1)), [p(1), p(5)]);
    assert_eq!(g.role(p(5)), Some(Role::Giver));
    assert_eq!(g.role(p(0)), Some(Role::Undecided));
    play_to_voting(&mut g);
    assert_eq!(g.board().len(), 5);
    let voters: Vec<_> = g.players().filter(|q| g.votes(*q)).collect();
    assert_eq!(voters.len(), 3, "one voter per other team");
    everyone_finds(&mut g);
    assert_eq!(g.scores().len(), 4);
    assert_eq!(g.scores(), [2, 0, 2, 2]);
    let view = g.public_view();
    assert_eq!(view.scorers.len(), 4);
}

#[test]
fn a_team_may_change_who_hands_in_until_every_team_has_chosen() {
    use fabula::engine::{RecordedGame, TeamId};
    let config = GameConfig::new(RuleSet::Team, names(8), deck(84), 29);
    let mut game = RecordedGame::new(config).expect("valid config");
    let steps = |game: &mut RecordedGame, action: Action| game.apply(action).expect("legal");
    steps(&mut game, Action::ChooseStoryteller { player: Some(p(0)) });
    let card = game.state().hand(p(0))[0];
    let clue = "a door in the sea".to_owned();
    steps(
        &mut game,
        Action::Tell {
            player: p(0),
            card,
            clue,
        },
    );
    // Teams 1 (seats 1, 5), 2 (2, 6) and 3 (3, 7) choose; team 1 twice.
    steps(&mut game, Action::NameGiver { player: p(1) });
    steps(&mut game, Action::NameGiver { player: p(2) });
    let events = steps(&mut game, Action::NameGiver { player: p(5) });
    assert_eq!(
        events,
        [Event::GiverNamed {
            team: TeamId(1),
            player: p(5)
        }]
    );
    let g = game.state();
    assert_eq!(g.phase(), Phase::NamingGivers);
    assert_eq!(
        (g.role(p(1)), g.role(p(5))),
        (Some(Role::Voter), Some(Role::Giver))
    );
    // The last team's choice ends the choosing: no change after that.
    steps(&mut game, Action::NameGiver { player: p(7) });
    assert_eq!(game.state().phase(), Phase::Submitting);
    assert!(
        game.clone()
            .apply(Action::NameGiver { player: p(1) })
            .is_err()
    );
    let givers: Vec<_> = game
        .state()
        .players()
        .filter(|q| game.state().submits(*q))
        .collect();
    // The storyteller's teammate (seat 4) and the named givers hand in.
    assert_eq!(givers, [p(2), p(4), p(5), p(7)]);
    // The change is an action like any other: the record replays to the same game, and a
    // save of it loads as the same game.
    let replayed = RecordedGame::replay(game.record().clone()).expect("replays");
    assert_eq!(replayed.state(), game.state());
    let save = crate::support::saves::save_of(game);
    let text = crate::support::saves::text_of(&save);
    let loaded = fabula::persist::SaveFile::parse(&text).expect("loads");
    assert_eq!(loaded.game.state(), save.game.state());
    assert_eq!(loaded.game.state().role(p(5)), Some(Role::Giver));
}

#[test]
fn target_score_ends_the_game_and_ties_share_the_win() {
    let mut g = game_with_end(RuleSet::Classic, 4, 27, EndCondition::TargetScore(2));
    start(&mut g, 0);
    play_to_voting(&mut g);
    everyone_finds(&mut g);
    let view = g.public_view();
    assert!(view.final_turn);
    let events = g.apply(Action::NextTurn).expect("end");
    let winners = vec![
        Scorer::Player(p(1)),
        Scorer::Player(p(2)),
        Scorer::Player(p(3)),
    ];
    assert_eq!(
        events,
        [Event::GameEnded {
            winners: winners.clone()
        }]
    );
    assert_eq!(g.winners(), winners);
    // The last board stays visible at the end.
    assert_eq!(g.public_view().board.len(), 4);
    assert!(g.public_view().reveal.is_some());
}

#[test]
fn views_hide_what_is_not_yet_public() {
    let mut g = game(RuleSet::Classic, 4, 28);
    start(&mut g, 0);
    let card = g.hand(p(0))[0];
    g.apply(Action::Tell {
        player: p(0),
        card,
        clue: "moth".into(),
    })
    .expect("tell");
    let table = g.public_view();
    assert!(
        table.board.is_empty(),
        "no card shows before every card is in"
    );
    assert_eq!(table.clue.as_deref(), Some("moth"));
    assert_eq!(g.player_view(p(0)).submitted, [card]);
    assert!(g.player_view(p(1)).submitted.is_empty());
    play_to_voting(&mut g);
    let voting = g.public_view();
    assert_eq!(voting.board.len(), 4);
    assert!(voting.reveal.is_none(), "owners stay secret while voting");
    let s = slot_of(&g, 0);
    g.apply(Action::Vote {
        player: p(1),
        slots: vec![s],
        red_token: None,
    })
    .expect("vote");
    assert_eq!(g.player_view(p(1)).own_votes, [s]);
    assert!(g.player_view(p(2)).own_votes.is_empty());
    assert!(
        g.public_view().reveal.is_none(),
        "votes stay secret until all are in"
    );
    assert_eq!(g.public_view().progress(), (1, 3));
    assert_eq!(g.player_view(p(2)).own_slots, [slot_of(&g, 2)]);
}

#[test]
fn same_seed_and_actions_same_game() {
    let play = |seed| {
        let mut g = game(RuleSet::Classic, 5, seed);
        let mut chooser = GameRng::new(9);
        for _ in 0..120 {
            let Some(action) = g.random_action(&mut chooser) else {
                break;
            };
            g.apply(action).expect("legal");
        }
        g
    };
    assert_eq!(play(31), play(31));
    assert_ne!(play(31), play(32));
}

#[test]
fn a_saved_game_resumes_exactly() {
    let mut g = game(RuleSet::Classic, 7, 33);
    let mut chooser = GameRng::new(1);
    for _ in 0..37 {
        let action = g.random_action(&mut chooser).expect("running");
        g.apply(action).expect("legal");
    }
    let saved = ron::to_string(&g).expect("serialize");
    let mut loaded: GameState = ron::from_str(&saved).expect("deserialize");
    assert_eq!(loaded, g);
    let mut other_chooser = chooser.clone();
    for _ in 0..60 {
        let (Some(a), Some(b)) = (
            g.random_action(&mut chooser),
            loaded.random_action(&mut other_chooser),
        ) else {
            break;
        };
        assert_eq!(g.apply(a), loaded.apply(b));
    }
    assert_eq!(g, loaded);
}

#[test]
fn finished_turns_are_recorded_in_the_history() {
    let mut g = game(RuleSet::Classic, 4, 34);
    start(&mut g, 0);
    assert!(g.history().is_empty());
    play_to_voting(&mut g);
    everyone_finds(&mut g);
    let record = &g.history()[0];
    assert_eq!(record.number, 1);
    assert_eq!(record.storyteller, p(0));
    assert_eq!(record.clue, "a clue");
    assert_eq!(record.board, g.board());
    assert_eq!(Some(&record.score), g.turn_score());
    g.apply(Action::NextTurn).expect("next");
    play_to_voting(&mut g);
    everyone_finds(&mut g);
    assert_eq!(g.history().len(), 2);
    assert_eq!(g.history()[1].storyteller, p(1));
}

#[test]
fn the_public_view_maps_players_to_their_scorer() {
    let mut g = game(RuleSet::Team, 6, 35);
    start(&mut g, 0);
    play_to_voting(&mut g);
    everyone_finds(&mut g);
    let view = g.public_view();
    // Seat 4 is B2: team B (index 1) scores for them.
    let team_b = Scorer::Team(fabula::engine::TeamId(1));
    assert_eq!(view.scorer_of(p(4)), team_b);
    assert_eq!(view.total_of(team_b), g.scores()[1]);
    let classic = game(RuleSet::Classic, 4, 35).public_view();
    assert_eq!(classic.scorer_of(p(2)), Scorer::Player(p(2)));
}
