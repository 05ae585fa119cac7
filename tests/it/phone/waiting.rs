//! What the phone page says while it waits, and what it shows at the reveal: each state
//! message carries, in the device's words, whom the table waits for (the seat itself first
//! while it owes a move, "Done" only to a seat that has done its part itself), and at the
//! reveal every scorer's points with reasons.

use super::client::{Phone, host, runtime, token_of};
use serde_json::{Value, json};

const NAMES: [&str; 4] = ["P1", "P2", "P3", "P4"];

/// Every phone's newest state at revision `rev`.
async fn states(phones: &mut [Phone], rev: u64) -> Vec<Value> {
    let mut states = Vec::new();
    for phone in phones.iter_mut() {
        states.push(phone.wait_for(rev).await);
    }
    states
}

fn waiting(state: &Value) -> &str {
    state["waiting"].as_str().unwrap_or("")
}

#[test]
fn the_phone_says_whom_it_waits_for_and_done_only_once_done() {
    let host = host(fabula::engine::RuleSet::Classic, 4, 12);
    runtime().block_on(async {
        let mut phones = Vec::new();
        for seat in 0..4 {
            let token = token_of(&host, seat);
            phones.push(Phone::join(host.address(), Some(&token)).await);
        }
        phones[0].send(&json!({"do": "choose_storyteller"})).await;
        let now = states(&mut phones, 1).await;
        let teller = now[0]["view"]["public"]["storyteller"].as_u64().unwrap() as usize;
        // The storyteller chooses: the others have done nothing yet.
        for (seat, state) in now.iter().enumerate() {
            if seat == teller {
                assert_eq!(waiting(state), "Waiting for you", "nobody else acts now");
            } else {
                assert_eq!(waiting(state), format!("Waiting for {}", NAMES[teller]));
            }
        }
        let card = now[teller]["view"]["hand"][0].clone();
        let tell = json!({"do": "tell", "card": card, "clue": "a lantern"});
        phones[teller].send(&tell).await;
        let now = states(&mut phones, 2).await;
        let others: Vec<usize> = (0..4).filter(|s| *s != teller).collect();
        let [first, second, third] = [others[0], others[1], others[2]];
        // Each who owes a card reads their own name first: nobody reads a list without
        // themselves as if they were done.
        assert_eq!(
            waiting(&now[first]),
            format!("Waiting for you, {}, {}", NAMES[second], NAMES[third])
        );
        assert_eq!(
            waiting(&now[teller]),
            format!(
                "Waiting for {}, {}, {}",
                NAMES[first], NAMES[second], NAMES[third]
            )
        );
        // One hands in: only they are done.
        let card = now[first]["view"]["hand"][0].clone();
        phones[first]
            .send(&json!({"do": "submit", "cards": [card]}))
            .await;
        let now = states(&mut phones, 3).await;
        assert_eq!(
            waiting(&now[first]),
            format!("Done: waiting for {}, {}", NAMES[second], NAMES[third])
        );
        assert_eq!(
            waiting(&now[second]),
            format!("Waiting for you, {}", NAMES[third])
        );
        assert!(!waiting(&now[teller]).starts_with("Done"));
        for seat in [second, third] {
            let card = now[seat]["view"]["hand"][0].clone();
            phones[seat]
                .send(&json!({"do": "submit", "cards": [card]}))
                .await;
        }
        // Everyone votes for the first slot that is not their own.
        let mut rev = 5;
        let mut now = states(&mut phones, rev).await;
        for seat in others {
            let own = now[seat]["view"]["own_slots"].as_array().unwrap().clone();
            let slot = (1..=4).find(|s| !own.contains(&json!(s))).unwrap();
            phones[seat]
                .send(&json!({"do": "vote", "slots": [slot], "red": null}))
                .await;
            rev += 1;
            now = states(&mut phones, rev).await;
            assert_eq!(now[seat]["view"]["own_votes"], json!([slot]));
            if now[seat]["view"]["public"]["phase"] == "Voting" {
                assert!(waiting(&now[seat]).starts_with("Done: waiting for "));
            }
        }
        // The reveal: every player's points of the turn, with reasons.
        let points = now[teller]["points"]
            .as_array()
            .expect("points at the reveal");
        assert_eq!(points.len(), 4);
        let score = &now[teller]["view"]["public"]["reveal"]["score"];
        for row in points {
            let reasons = row["reasons"].as_array().unwrap();
            assert!(!reasons.is_empty(), "{row}");
            assert!(reasons.iter().all(|r| r.as_str().unwrap().starts_with('+')));
            assert!(score.to_string().contains(&row["points"].to_string()));
        }
        assert_eq!(waiting(&now[teller]), "", "nobody is waited for");
    });
}
