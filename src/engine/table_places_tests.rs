//! How many places each seat claims and how many the table lays out, per rule set.

use crate::engine::{Action, GameConfig, GameState, Phase, PlayerId, RuleSet, Slot};

fn at_claims(rules: RuleSet, players: usize) -> GameState {
    let names = (0..players).map(|i| format!("P{i}")).collect();
    let mut game = GameState::new(GameConfig::on_the_table(rules, names, 5)).expect("set-up");
    game.apply(Action::ChooseStoryteller {
        player: Some(PlayerId(0)),
    })
    .expect("start");
    game.apply(Action::GiveClue {
        player: PlayerId(0),
        clue: String::new(),
    })
    .expect("clue");
    if game.phase() == Phase::NamingGivers {
        // Team Dixit of six: teams are seats (0, 3), (1, 4), (2, 5); teams 1 and 2 choose.
        for giver in [1, 2] {
            game.apply(Action::NameGiver {
                player: PlayerId(giver),
            })
            .expect("giver");
        }
    }
    game
}

#[test]
fn places_per_seat_follow_the_rule_set() {
    let cases = [
        // (rules, players, places of the storyteller, of seat 1, on the table)
        (RuleSet::Classic, 3, 1, 2, 5),
        (RuleSet::Classic, 5, 1, 1, 5),
        (RuleSet::Edition2021, 3, 1, 2, 5),
        (RuleSet::Party, 6, 1, 1, 6),
        (RuleSet::Team, 6, 1, 1, 4),
    ];
    for (rules, players, teller, other, table) in cases {
        let game = at_claims(rules, players);
        assert_eq!(game.phase(), Phase::Submitting, "{rules}");
        assert_eq!(
            game.places_to_claim(PlayerId(0)),
            teller,
            "{rules} {players}"
        );
        assert_eq!(
            game.places_to_claim(PlayerId(1)),
            other,
            "{rules} {players}"
        );
        assert_eq!(game.table_places(), table, "{rules} {players}");
        assert_eq!(game.free_places().len(), table);
    }
}

#[test]
fn the_last_claim_lays_the_places_out_in_order_with_their_owners() {
    let mut game = at_claims(RuleSet::Classic, 3);
    for (player, places) in [(2, vec![1, 5]), (0, vec![3]), (1, vec![2, 4])] {
        assert_eq!(game.phase(), Phase::Submitting);
        game.apply(Action::Claim {
            player: PlayerId(player),
            places: places.into_iter().map(Slot).collect(),
        })
        .expect("claim");
    }
    assert_eq!(game.phase(), Phase::Voting);
    let owners: Vec<u8> = game.board().iter().map(|b| b.owner.0).collect();
    assert_eq!(owners, [2, 1, 0, 1, 2]);
    let places: Vec<Option<Slot>> = game
        .board()
        .iter()
        .map(|b| b.card.as_table_place())
        .collect();
    assert_eq!(places, (1..=5).map(|n| Some(Slot(n))).collect::<Vec<_>>());
    assert!(game.draw_pile().is_empty() && game.discard_pile().is_empty());
}
