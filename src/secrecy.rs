//! What no view may show: the cards a viewer must not see now, and a check that neither the
//! public view nor any player's view names one (by serializing each view, so a field added
//! later is checked too). Used by `fabula simulate --check-views` and the property tests; it
//! lives beside the engine because serializing is no business of the engine's.

use crate::engine::{CardId, GameState, Phase, PlayerId};
use std::collections::HashSet;

/// The cards `viewer` must not see now (`None`: the table).
pub fn secret_cards(game: &GameState, viewer: Option<PlayerId>) -> HashSet<CardId> {
    let mut secret: HashSet<CardId> = game.draw_pile().iter().copied().collect();
    for player in game.players().filter(|p| Some(*p) != viewer) {
        secret.extend(game.hand(player));
    }
    if game.board().is_empty() {
        // Handed-in cards stay face down until every card is in.
        for card in game.cards_in_play() {
            secret.insert(card);
        }
        if let Some(viewer) = viewer {
            for card in game.player_view(viewer).submitted {
                secret.remove(&card);
            }
        }
    }
    secret
}

/// Checks that neither the public view nor any player's view names a secret card, and that
/// owners and votes stay hidden until the turn is scored.
pub fn check_views(game: &GameState) -> Result<(), String> {
    let scored = matches!(game.phase(), Phase::Reveal | Phase::GameOver);
    let public = game.public_view();
    if public.reveal.is_some() != scored {
        return Err(format!("reveal shown in phase {:?}", game.phase()));
    }
    let serialized = ron::to_string(&public).map_err(|e| e.to_string())?;
    find_secret(&serialized, &secret_cards(game, None), "the public view")?;
    for player in game.players() {
        let view = game.player_view(player);
        let serialized = ron::to_string(&view).map_err(|e| e.to_string())?;
        find_secret(
            &serialized,
            &secret_cards(game, Some(player)),
            &format!("{}'s view", game.name(player)),
        )?;
    }
    Ok(())
}

fn find_secret(serialized: &str, secret: &HashSet<CardId>, whose: &str) -> Result<(), String> {
    // Card ids serialize as bare numbers; tests give cards ids no other number can match.
    for token in serialized.split(|c: char| !c.is_ascii_digit()) {
        if let Ok(id) = token.parse::<u32>()
            && secret.contains(&CardId(id))
        {
            return Err(format!("{whose} shows secret card {id}"));
        }
    }
    Ok(())
}
