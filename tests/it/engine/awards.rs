//! The awards of games played through the engine: a scripted classic evening in which a
//! player leaves after the first turn (and keeps what they earned), and random games of every
//! rule set, whose awards always name real players with a count above zero.

use crate::support::games::{deck, names, play_to_voting, slot_of, start};
use fabula::describe::{AwardKind, award_goes_to, awards};
use fabula::engine::{
    Action, EndCondition, GameConfig, GameRng, GameState, Phase, PlayerId, RecordedGame, RuleSet,
    Scorer,
};

fn vote(game: &mut GameState, voter: u8, owner: u8) {
    let slots = vec![slot_of(game, owner)];
    game.apply(Action::Vote {
        player: PlayerId(voter),
        slots,
        red_token: None,
    })
    .expect("vote");
}

/// Every present voter finds the storyteller's card.
fn everyone_finds(game: &mut GameState) {
    let teller = game.storyteller().expect("turn").0;
    let voters: Vec<u8> = game
        .players()
        .filter(|p| p.0 != teller && game.is_present(*p))
        .map(|p| p.0)
        .collect();
    for voter in voters {
        vote(game, voter, teller);
    }
}

fn who(award: &fabula::describe::Award) -> Vec<u8> {
    award
        .winners
        .iter()
        .map(|w| match w {
            Scorer::Player(p) => p.0,
            Scorer::Team(t) => 100 + t.0,
        })
        .collect()
}

#[test]
fn awards_of_an_engine_game_count_a_player_who_left() {
    let mut config = GameConfig::new(RuleSet::Classic, names(4), deck(84), 9);
    config.end = EndCondition::Tellings(1);
    let mut game = GameState::new(config).expect("valid");
    start(&mut game, 0);
    // Turn 1, P1 tells: P2 finds it; P3 and P4 vote for each other's cards.
    play_to_voting(&mut game);
    vote(&mut game, 1, 0);
    vote(&mut game, 2, 3);
    vote(&mut game, 3, 2);
    assert_eq!(game.phase(), Phase::Reveal);
    // P4 goes home.
    game.apply(Action::Leave {
        player: PlayerId(3),
    })
    .expect("leave");
    // Then everyone finds every card until each present player has told once.
    while game.phase() != Phase::GameOver {
        game.apply(Action::NextTurn).expect("next");
        if game.phase() == Phase::GameOver {
            break;
        }
        play_to_voting(&mut game);
        everyone_finds(&mut game);
    }
    let view = game.public_view();
    assert!(!view.players[3].present);
    let earned = awards(&view, game.history());
    let find = |kind| earned.iter().find(|a| a.kind == kind);
    let bluffer = find(AwardKind::Bluffer).expect("bluffer");
    assert_eq!(
        (who(bluffer), bluffer.count),
        (vec![2, 3], 1),
        "P4 left and keeps it"
    );
    assert!(award_goes_to(&view, bluffer, PlayerId(3)));
    let teller = find(AwardKind::Storyteller).expect("perfect storyteller");
    assert_eq!((who(teller), teller.count), (vec![0], 1));
    // Turn 2 (P2 tells): P1 and P3 find it; turn 3 (P3 tells): P1 and P2.
    let reader = find(AwardKind::MindReader).expect("mind reader");
    assert_eq!((who(reader), reader.count), (vec![0, 1], 2));
    // Nobody ever told a clue that nobody found.
    assert!(find(AwardKind::Sphinx).is_none());
    assert!(find(AwardKind::BestTurn).is_some_and(|a| a.count > 0));
}

#[test]
fn awards_of_random_games_name_real_players_and_earned_counts() {
    let cases = [
        (RuleSet::Classic, 3),
        (RuleSet::Classic, 8),
        (RuleSet::Edition2021, 5),
        (RuleSet::Party, 7),
        (RuleSet::Team, 6),
    ];
    for (rules, players) in cases {
        let mut config = GameConfig::new(rules, names(players), deck(120), 21);
        config.end = EndCondition::Tellings(1);
        let mut game = RecordedGame::new(config).expect("valid");
        let mut chooser = GameRng::new(4);
        while let Some(action) = game.state().random_action(&mut chooser) {
            game.apply(action).expect("legal");
        }
        let state = game.state();
        assert_eq!(state.phase(), Phase::GameOver, "{rules:?}");
        let view = state.public_view();
        let earned = awards(&view, state.history());
        assert!(
            !earned.is_empty(),
            "{rules:?}: a whole game earns something"
        );
        for award in &earned {
            assert!(award.count > 0 && !award.winners.is_empty());
            for winner in &award.winners {
                match winner {
                    Scorer::Player(p) => assert!(p.index() < view.players.len()),
                    Scorer::Team(_) => assert!(view.scorers.contains(winner)),
                }
            }
        }
        let party = rules == RuleSet::Party;
        let has = |kind| earned.iter().any(|a| a.kind == kind);
        assert!(!has(AwardKind::MindReader) || !party, "{rules:?}");
        assert!(!has(AwardKind::Trickster) || party, "{rules:?}");
    }
}
