//! Companion mode from phones: whole games with the cards on the table, each seat claiming
//! its place and voting from its phone (some at the laptop), checked message by message for
//! leaks; a place claimed twice is refused to the second phone alone.

use super::client::{Phone, host_of, runtime, token_of};
use super::games::phone_game_on;
use super::play::assert_nothing_leaked;
use fabula::engine::{EndCondition, GameConfig, Phase, RuleSet};
use serde_json::json;

fn on_the_table(rules: RuleSet, players: usize, seed: u64) -> GameConfig {
    let names = (1..=players).map(|i| format!("P{i}")).collect();
    let mut config = GameConfig::on_the_table(rules, names, seed);
    config.end = EndCondition::Tellings(1);
    config
}

fn companion_phone_game(rules: RuleSet, players: usize, laptop: &[u8], seed: u64) {
    let host = host_of(on_the_table(rules, players, seed));
    phone_game_on(&host, laptop, seed, |host, phones| {
        assert!(host.snapshot().public.cards_on_table);
        // No picture is ever named to a device: the board is numbered places.
        for phone in phones {
            for message in phone.log.iter().filter(|m| m["type"] == "state") {
                let cards = message["cards"].as_object().expect("a card map");
                assert!(cards.is_empty(), "{message}");
            }
        }
    });
}

#[test]
fn companion_phone_game_classic_with_a_seat_at_the_laptop() {
    companion_phone_game(RuleSet::Classic, 5, &[2], 51);
}

#[test]
fn companion_phone_game_three_players_claim_two_places() {
    companion_phone_game(RuleSet::Classic, 3, &[], 53);
}

#[test]
fn companion_phone_game_party_and_team() {
    companion_phone_game(RuleSet::Party, 6, &[], 56);
    companion_phone_game(RuleSet::Team, 6, &[0], 57);
}

#[test]
fn companion_phone_a_place_claimed_twice_is_refused_with_a_reason() {
    let host = host_of(on_the_table(RuleSet::Classic, 4, 58));
    runtime().block_on(async {
        let mut phones = Vec::new();
        for seat in 0..4u8 {
            phones.push(Phone::join(host.address(), Some(&token_of(&host, seat))).await);
        }
        phones[0].send(&json!({"do": "choose_storyteller"})).await;
        let teller = loop {
            let state = phones[0].next().await.expect("a state");
            if state["type"] == "state" && state["view"]["public"]["storyteller"].is_u64() {
                break state["view"]["public"]["storyteller"].as_u64().unwrap() as usize;
            }
        };
        phones[teller]
            .send(&json!({"do": "give_clue", "clue": ""}))
            .await;
        let (first, second) = ((teller + 1) % 4, (teller + 2) % 4);
        while host.snapshot().public.phase != Phase::Submitting {
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        phones[first]
            .send(&json!({"do": "claim", "places": [3]}))
            .await;
        while !host.snapshot().public.players[first].done {
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        phones[second].drain();
        phones[second]
            .send(&json!({"do": "claim", "places": [3]}))
            .await;
        let answer = phones[second].answer().await.expect("an answer");
        assert_eq!(answer["type"], "refused", "{answer}");
        let reason = answer["reason"].as_str().unwrap_or_default();
        assert!(reason.contains("Place 3 is already taken"), "{reason}");
        // The way out: everyone claims again.
        phones[second].send(&json!({"do": "claim_again"})).await;
        while host.snapshot().public.players[first].done {
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        assert_nothing_leaked(&host, &phones);
    });
}
