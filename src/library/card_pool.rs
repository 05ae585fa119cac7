//! The card pool: every card a game may be dealt, from the deck that comes with the game and
//! the decks of the library, each picture once, with the deck it belongs to and its content
//! hash (what saves name a card by).

use super::Deck;
use crate::engine::CardId;
use crate::persist::CardRef;
use std::collections::{HashMap, HashSet};
use std::path::PathBuf;

/// Which deck a card belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DeckKey {
    /// The first deck that comes with the game (Dreams).
    Base,
    /// A later deck that comes with the game, by its name in lower case.
    Builtin(String),
    /// A deck of the card library, by folder name.
    Imported(String),
}

impl DeckKey {
    /// The key remembered in [`crate::persist::Settings::disabled_decks`] (the first deck
    /// keeps the key it had when it was the only one, so a switched-off Dreams stays off).
    pub fn setting(&self) -> String {
        match self {
            DeckKey::Base => "builtin".to_owned(),
            DeckKey::Builtin(slug) => format!("builtin/{slug}"),
            DeckKey::Imported(slug) => format!("imported/{slug}"),
        }
    }

    /// Whether the deck comes with the game (it cannot be renamed or removed).
    pub fn is_builtin(&self) -> bool {
        !matches!(self, DeckKey::Imported(_))
    }
}

/// One deck of the pool: its name and its cards' ids.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PoolDeck {
    /// Which deck.
    pub key: DeckKey,
    /// The name players see.
    pub name: String,
    /// Its cards, in order (a picture already in an earlier deck is left out).
    pub cards: Vec<CardId>,
}

/// Every card of every deck, identical pictures once: card `i` of the pool has id `i`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CardPool {
    identities: Vec<CardRef>,
    decks: Vec<PoolDeck>,
    /// The picture file of each imported card, in id order after the base deck's.
    files: Vec<PathBuf>,
    /// The file each imported card was made from, as its manifest names it (for its title).
    sources: Vec<String>,
}

impl CardPool {
    /// The pool of the base cards (ids `0..base.len()`, which never change), one deck for each
    /// run of cards of one deck name, followed by the imported decks' cards not already in it.
    pub fn build(base: &[CardRef], imported: &[Deck]) -> Self {
        let mut identities = base.to_vec();
        let mut seen: HashSet<&str> = base.iter().map(|c| c.hash.as_str()).collect();
        let mut decks = vec![PoolDeck {
            key: DeckKey::Base,
            name: base.first().map_or_else(String::new, |c| c.deck.clone()),
            cards: Vec::new(),
        }];
        for card in base {
            if let Some(last) = decks.last_mut()
                && (last.name == card.deck || last.cards.is_empty())
            {
                last.cards.push(card.id);
                continue;
            }
            decks.push(PoolDeck {
                key: DeckKey::Builtin(card.deck.to_lowercase()),
                name: card.deck.clone(),
                cards: vec![card.id],
            });
        }
        let mut files = Vec::new();
        let mut sources = Vec::new();
        for deck in imported {
            let mut cards = Vec::new();
            for (card, path) in deck.manifest.cards.iter().zip(deck.card_paths()) {
                if !seen.insert(card.pixels.as_str()) {
                    continue;
                }
                let id = CardId(identities.len() as u32);
                identities.push(CardRef {
                    id,
                    deck: deck.manifest.name.clone(),
                    hash: card.pixels.clone(),
                });
                files.push(path);
                sources.push(card.source.clone());
                cards.push(id);
            }
            decks.push(PoolDeck {
                key: DeckKey::Imported(deck.slug.clone()),
                name: deck.manifest.name.clone(),
                cards,
            });
        }
        CardPool {
            identities,
            decks,
            files,
            sources,
        }
    }

    /// What each card shows (deck name and content hash), by id.
    pub fn identities(&self) -> &[CardRef] {
        &self.identities
    }

    /// Every deck: the decks that come with the game first, then the library's decks.
    pub fn decks(&self) -> &[PoolDeck] {
        &self.decks
    }

    /// The picture files of the imported cards, in id order after the base deck's.
    pub fn imported_files(&self) -> &[PathBuf] {
        &self.files
    }

    /// The file imported card `card` was made from (relative to the folder it came from);
    /// `None` for a card of the deck that comes with the game.
    pub fn imported_source(&self, card: CardId) -> Option<&str> {
        let first = self.identities.len() - self.sources.len();
        let index = (card.0 as usize).checked_sub(first)?;
        self.sources.get(index).map(String::as_str)
    }

    /// The number of cards.
    pub fn len(&self) -> usize {
        self.identities.len()
    }

    /// Whether the pool has no card at all.
    pub fn is_empty(&self) -> bool {
        self.identities.is_empty()
    }

    /// The cards of every deck not switched off (`disabled` holds [`DeckKey::setting`]s).
    pub fn enabled_cards(&self, disabled: &[String]) -> Vec<CardId> {
        self.decks
            .iter()
            .filter(|deck| !disabled.contains(&deck.key.setting()))
            .flat_map(|deck| deck.cards.iter().copied())
            .collect()
    }

    /// The order decks are listed in, as indexes into [`CardPool::decks`]: the player's own
    /// decks first (the newest import is what they came for), the decks that come with the
    /// game last, in their own order.
    pub fn display_order(&self) -> impl Iterator<Item = usize> + use<> {
        display_order(&self.decks)
    }

    /// Every card's id by the hash of its picture, and by the hash of each picture a built-in
    /// card showed before it was repainted (`retired`: that old hash with the hash of the
    /// card's picture now), so a save naming an old picture finds the card as it is now.
    pub fn ids_by_hash<'a>(
        &self,
        retired: impl IntoIterator<Item = (&'a str, String)>,
    ) -> HashMap<String, CardId> {
        let mut ids: HashMap<String, CardId> = (self.identities.iter())
            .map(|c| (c.hash.clone(), c.id))
            .collect();
        for (old, now) in retired {
            if let Some(id) = ids.get(now.as_str()).copied() {
                ids.entry(old.to_owned()).or_insert(id);
            }
        }
        ids
    }

    /// For a game that named pictures by this pool's ids while `old` was the pool (where
    /// `old_picture` maps an id to the picture it showed): the ids whose picture has a new id
    /// here, each with that new id.
    pub fn moved_pictures(
        &self,
        old: &CardPool,
        old_picture: impl Fn(CardId) -> CardId,
    ) -> HashMap<CardId, CardId> {
        let now: HashMap<&str, CardId> = self
            .identities
            .iter()
            .map(|c| (c.hash.as_str(), c.id))
            .collect();
        let mut pictures = HashMap::new();
        for id in (0..old.identities.len() as u32).map(CardId) {
            let then = old_picture(id);
            if let Some(card) = old.identities.get(then.0 as usize)
                && let Some(new) = now.get(card.hash.as_str())
                && *new != id
            {
                pictures.insert(id, *new);
            }
        }
        pictures
    }
}

/// [`CardPool::display_order`] of a list of decks (the built-in decks first in `decks`).
pub fn display_order(decks: &[PoolDeck]) -> impl Iterator<Item = usize> + use<> {
    let builtin = decks.iter().take_while(|d| d.key.is_builtin()).count();
    (builtin..decks.len()).chain(0..builtin)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(id: u32, deck: &str, hash: &str) -> CardRef {
        CardRef {
            id: CardId(id),
            deck: deck.to_owned(),
            hash: hash.to_owned(),
        }
    }

    #[test]
    fn the_base_deck_keeps_its_ids_and_lists_last() {
        let base = [card(0, "Dreams", "a"), card(1, "Dreams", "b")];
        let pool = CardPool::build(&base, &[]);
        assert_eq!(pool.len(), 2);
        assert_eq!(pool.decks()[0].key, DeckKey::Base);
        assert_eq!(pool.decks()[0].name, "Dreams");
        assert_eq!(pool.enabled_cards(&[]), [CardId(0), CardId(1)]);
        assert!(pool.enabled_cards(&[DeckKey::Base.setting()]).is_empty());
        assert_eq!(pool.display_order().collect::<Vec<_>>(), [0]);
        let imported = PoolDeck {
            key: DeckKey::Imported("mine".into()),
            ..pool.decks()[0].clone()
        };
        let decks = [pool.decks()[0].clone(), imported];
        assert_eq!(display_order(&decks).collect::<Vec<_>>(), [1, 0]);
    }

    #[test]
    fn each_builtin_deck_is_its_own_deck_and_switches_alone() {
        let base = [
            card(0, "Dreams", "a"),
            card(1, "Dreams", "b"),
            card(2, "Tales", "c"),
        ];
        let pool = CardPool::build(&base, &[]);
        let keys: Vec<_> = pool.decks().iter().map(|d| d.key.clone()).collect();
        assert_eq!(keys, [DeckKey::Base, DeckKey::Builtin("tales".into())]);
        assert_eq!(pool.decks()[1].cards, [CardId(2)]);
        assert_eq!(pool.enabled_cards(&[]).len(), 3);
        assert_eq!(pool.enabled_cards(&[DeckKey::Base.setting()]), [CardId(2)]);
        assert_eq!(
            pool.enabled_cards(&["builtin/tales".into()]),
            [CardId(0), CardId(1)]
        );
        let mut decks = pool.decks().to_vec();
        decks.push(PoolDeck {
            key: DeckKey::Imported("mine".into()),
            name: "Mine".into(),
            cards: Vec::new(),
        });
        assert_eq!(display_order(&decks).collect::<Vec<_>>(), [2, 0, 1]);
    }

    #[test]
    fn a_repainted_picture_finds_its_card() {
        let base = [card(0, "Dreams", "new"), card(1, "Dreams", "b")];
        let pool = CardPool::build(&base, &[]);
        let retired = [("old", "new".to_owned()), ("gone", "nowhere".to_owned())];
        let ids = pool.ids_by_hash(retired);
        assert_eq!(ids.get("old"), Some(&CardId(0)));
        assert_eq!(ids.get("new"), Some(&CardId(0)));
        assert_eq!(ids.get("b"), Some(&CardId(1)));
        // An old hash whose card is not in the pool finds nothing.
        assert_eq!(ids.len(), 3);
    }

    #[test]
    fn a_picture_that_moved_is_followed_to_its_new_id() {
        let old = CardPool {
            identities: vec![card(0, "A", "x"), card(1, "B", "y"), card(2, "B", "z")],
            ..CardPool::default()
        };
        let new = CardPool {
            identities: vec![card(0, "A", "x"), card(1, "C", "z"), card(2, "B", "y")],
            ..CardPool::default()
        };
        let moved = new.moved_pictures(&old, |id| id);
        assert_eq!(moved.get(&CardId(1)), Some(&CardId(2)));
        assert_eq!(moved.get(&CardId(2)), Some(&CardId(1)));
        assert_eq!(moved.get(&CardId(0)), None);
    }
}
