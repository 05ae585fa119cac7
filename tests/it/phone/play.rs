//! Playing whole games through phones, and checking afterwards that every message a device
//! received was exactly its own view of the game at that moment.

use super::client::{Phone, states_by_revision};
use fabula::engine::{Action, CardId, GameRng, GameState, PlayerId, RecordedGame};
use fabula::phones::{Asker, PhoneCommand, PhoneHost};
use serde_json::{Value, json};
use std::collections::{BTreeMap, BTreeSet};

/// The seat that sends `action`, and what it sends. The table's actions go through seat 0;
/// a phone can only let chance choose the first storyteller.
pub fn command_of(action: &Action) -> (u8, Value) {
    match action {
        Action::ChooseStoryteller { .. } => (0, json!({"do": "choose_storyteller"})),
        Action::NextTurn => (0, json!({"do": "next_turn"})),
        Action::Tell { player, card, clue } => (
            player.0,
            json!({"do": "tell", "card": card.0, "clue": clue}),
        ),
        Action::GiveClue { player, clue } => (player.0, json!({"do": "give_clue", "clue": clue})),
        Action::NameGiver { player } => (player.0, json!({"do": "name_giver", "player": player.0})),
        Action::Submit { player, cards } => {
            let ids: Vec<u32> = cards.iter().map(|c| c.0).collect();
            (player.0, json!({"do": "submit", "cards": ids}))
        }
        Action::Claim { player, places } => {
            let places: Vec<u8> = places.iter().map(|s| s.0).collect();
            (player.0, json!({"do": "claim", "places": places}))
        }
        Action::ClaimAgain { player } => (player.0, json!({"do": "claim_again"})),
        Action::Vote {
            player,
            slots,
            red_token,
        } => {
            let slots: Vec<u8> = slots.iter().map(|s| s.0).collect();
            let red = red_token.map(|s| s.0);
            (player.0, json!({"do": "vote", "slots": slots, "red": red}))
        }
        Action::Join { .. } | Action::Leave { .. } | Action::EndGame { .. } => {
            panic!("seats change on the laptop: no phone sends {action:?}")
        }
    }
}

/// Plays the host's game to its end with random legal moves: seats in `laptop` act through
/// the host's own channel (as the laptop would), the others through their phones. After each
/// move, every device must receive the new state. Returns the number of moves.
pub async fn play_to_end(host: &PhoneHost, phones: &mut [Phone], laptop: &[u8], seed: u64) -> u64 {
    play_until(host, phones, laptop, seed, u64::MAX).await
}

/// [`play_to_end`], stopping once the game has `last` moves.
pub async fn play_until(
    host: &PhoneHost,
    phones: &mut [Phone],
    laptop: &[u8],
    seed: u64,
    last: u64,
) -> u64 {
    let mut mirror = RecordedGame::replay(host.record()).unwrap();
    let mut chooser = GameRng::new(seed);
    let mut moves = mirror.actions().len() as u64;
    while moves < last
        && let Some(mut action) = mirror.state().random_action(&mut chooser)
    {
        if let Action::ChooseStoryteller { player } = &mut action {
            *player = None;
        }
        let (seat, command) = command_of(&action);
        if laptop.contains(&seat) {
            let command: PhoneCommand = serde_json::from_value(command).unwrap();
            let answer = host.send(Asker::Seat(PlayerId(seat)), command).await;
            assert_eq!(answer, Ok(Ok(())), "{action:?}");
        } else {
            let phone = phones
                .iter_mut()
                .find(|p| p.seat == Some(seat))
                .expect("a phone for every seat not at the laptop");
            phone.send(&command).await;
        }
        mirror.apply(action).unwrap();
        moves += 1;
        for phone in phones.iter_mut() {
            phone.wait_for(moves).await;
        }
    }
    assert_eq!(host.snapshot().revision as u64, moves);
    assert_eq!(
        host.record(),
        *mirror.record(),
        "the host played the same game"
    );
    moves
}

/// The cards a state message may name: a seat's hand, its submission and the board; the
/// table's, the board.
fn visible(state: &GameState, seat: Option<u8>) -> BTreeSet<u32> {
    // A numbered place on the table (companion mode) has no picture to name.
    let ids = |cards: &[CardId]| {
        cards
            .iter()
            .filter(|c| c.as_table_place().is_none())
            .map(|c| c.0)
            .collect::<BTreeSet<_>>()
    };
    let board: Vec<CardId> = state.public_view().board;
    match seat {
        None => ids(&board),
        Some(seat) => {
            let view = state.player_view(PlayerId(seat));
            let mut cards = ids(&view.hand);
            cards.extend(ids(&view.submitted));
            cards.extend(ids(&board));
            cards
        }
    }
}

/// Checks every message the phones received: each state is exactly the device's own view at
/// its revision (a seat's player view, or the table's public view), naming the pictures of
/// exactly the cards that device may see; picture names are one per card across devices.
pub fn assert_nothing_leaked(host: &PhoneHost, phones: &[Phone]) {
    let states = states_by_revision(host);
    let mut names: BTreeMap<String, u64> = BTreeMap::new();
    let mut states_checked = 0;
    for phone in phones {
        for message in &phone.log {
            let kind = message["type"].as_str().unwrap();
            assert!(
                matches!(kind, "welcome" | "state" | "presence" | "refused" | "error"),
                "{message}"
            );
            if kind != "state" {
                continue;
            }
            let rev = message["rev"].as_u64().unwrap() as usize;
            let state = &states[rev];
            if let Some(seat) = phone.seat {
                let expected = serde_json::to_value(state.player_view(PlayerId(seat))).unwrap();
                assert_eq!(message["view"], expected, "seat {seat} at {rev}");
                assert!(message.get("public").is_none());
            } else {
                let expected = serde_json::to_value(state.public_view()).unwrap();
                assert_eq!(message["public"], expected, "table at {rev}");
                assert!(message.get("view").is_none());
            }
            let cards = message["cards"].as_object().unwrap();
            let named: BTreeSet<u32> = cards.keys().map(|k| k.parse().unwrap()).collect();
            assert_eq!(
                named,
                visible(state, phone.seat),
                "{:?} at {rev}",
                phone.seat
            );
            for (id, name) in cards {
                let id: u64 = id.parse().unwrap();
                let known = names.entry(name.as_str().unwrap().to_owned()).or_insert(id);
                assert_eq!(*known, id, "one name, one card");
            }
            // A picture's words (its alt text) come with the picture, never before it.
            if let Some(titles) = message.get("titles").and_then(|t| t.as_object()) {
                for (id, title) in titles {
                    assert!(cards.contains_key(id), "the title of unseen card {id}");
                    assert!(!title.as_str().unwrap_or_default().is_empty(), "{id}");
                }
                assert_eq!(titles.len(), cards.len(), "every picture has its words");
            }
            let keys: BTreeSet<&str> = message
                .as_object()
                .unwrap()
                .keys()
                .map(String::as_str)
                .collect();
            let allowed: BTreeSet<&str> = [
                "type",
                "rev",
                "seat",
                "view",
                "public",
                "cards",
                "titles",
                "title",
                "banner",
                "teams",
                "waiting",
                "points",
                "take_back",
            ]
            .into();
            assert!(keys.is_subset(&allowed), "{keys:?}");
            // Whom it waits for, in this device's words; points only once the turn is scored.
            fabula::i18n::set_language(fabula::i18n::Language::En);
            let view = state.public_view();
            let waiting = fabula::describe::waiting_text(&view, phone.seat.map(PlayerId));
            assert_eq!(message["waiting"].as_str(), waiting.as_deref(), "{message}");
            assert_eq!(message.get("points").is_some(), view.reveal.is_some());
            // Only a seat's own last move can be taken back: never a flag on the table page.
            let may = phone.seat.is_some_and(|seat| {
                fabula::hotseat::may_take_back(state, &host.record().actions[..rev], PlayerId(seat))
            });
            assert_eq!(message.get("take_back").is_some(), may, "{message}");
            states_checked += 1;
        }
    }
    assert!(states_checked > 0);
}
