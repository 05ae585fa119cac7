//! What the computer players are told of a game's imported cards: what each picture shows
//! (computed at import) and what the table taught about the deck in earlier games; and what
//! a turn with a person's clue teaches now, to keep for the next game.

use crate::computer::{DeckLearning, PictureConcepts};
use crate::engine::{CardId, TurnRecord};
use crate::hotseat::Controller;
use crate::i18n::Language;
use crate::library::{Deck, ImportedCard, LearnedError, Library};
use std::collections::HashMap;

/// One imported deck of the game: its cards here by content hash, and what it learned.
pub(super) struct GameDeck {
    /// The deck's folder name (where its learning is kept).
    pub(super) slug: String,
    /// This game's ids of the deck's cards, by content hash.
    pub(super) ids: HashMap<String, CardId>,
    /// What earlier games taught about its cards.
    pub(super) learning: DeckLearning,
}

/// What the computer players know of a game's imported cards, and where to keep what they
/// learn.
#[derive(Default)]
pub(in crate::app) struct ImportedCards {
    /// What each imported picture shows.
    pub(super) pictures: Vec<(CardId, PictureConcepts)>,
    /// The imported decks the game's cards come from.
    pub(super) decks: Vec<GameDeck>,
    /// The library keeping the decks' learning.
    pub(super) library: Option<Library>,
    /// Per game card id, its content hash (imported cards only).
    pub(super) hashes: HashMap<CardId, String>,
}

impl ImportedCards {
    /// The imported cards among `deck` (the game's card ids; `picture_of` gives each id's
    /// picture in the pool, `hash_of` a picture's content hash), with the learning of their
    /// decks. A deck whose learning cannot be read is played without it: its name and the
    /// problem are returned.
    pub(in crate::app) fn of(
        deck: &[CardId],
        imported: &[Deck],
        hash_of: impl Fn(CardId) -> Option<String>,
        library: Option<&Library>,
    ) -> (ImportedCards, Vec<(String, LearnedError)>) {
        let mut by_hash: HashMap<&str, (usize, &ImportedCard)> = HashMap::new();
        for (index, deck) in imported.iter().enumerate() {
            for card in &deck.manifest.cards {
                by_hash.entry(card.pixels.as_str()).or_insert((index, card));
            }
        }
        let mut cards = ImportedCards {
            library: library.cloned(),
            ..ImportedCards::default()
        };
        let mut ids_by_deck: HashMap<usize, HashMap<String, CardId>> = HashMap::new();
        for id in deck {
            let Some(hash) = hash_of(*id) else { continue };
            let Some((index, card)) = by_hash.get(hash.as_str()) else {
                continue;
            };
            cards.pictures.push((*id, card.picture_concepts()));
            ids_by_deck
                .entry(*index)
                .or_default()
                .insert(hash.clone(), *id);
            cards.hashes.insert(*id, hash);
        }
        let mut problems = Vec::new();
        let mut found: Vec<_> = ids_by_deck.into_iter().collect();
        found.sort_by_key(|(index, _)| *index);
        for (index, ids) in found {
            let deck = &imported[index];
            let learning = match library.map(|l| l.learning(&deck.slug)) {
                Some(Ok(learning)) => learning,
                Some(Err(error)) => {
                    problems.push((deck.manifest.name.clone(), error));
                    DeckLearning::new()
                }
                None => DeckLearning::new(),
            };
            cards.decks.push(GameDeck {
                slug: deck.slug.clone(),
                ids,
                learning,
            });
        }
        (cards, problems)
    }

    /// The strongest concepts (at most `most`) the table taught about each picture of the
    /// game's imported decks that learned something, by content hash.
    pub(in crate::app) fn strongest_concepts(&self, most: usize) -> HashMap<String, Vec<String>> {
        let learned = self.decks.iter().flat_map(|deck| deck.learning.cards());
        learned
            .map(|(hash, card)| {
                let concepts = card.strongest(most).into_iter().map(str::to_owned);
                (hash.clone(), concepts.collect())
            })
            .filter(|(_, concepts): &(String, Vec<String>)| !concepts.is_empty())
            .collect()
    }
}

/// A turn as the table played it, cards named by content hash: what it teaches.
#[derive(Clone, Debug)]
pub(super) struct TaughtTurn {
    pub(super) clue: String,
    pub(super) language: Language,
    pub(super) storyteller_card: Option<String>,
    pub(super) handed_in: Vec<String>,
    pub(super) voted: Vec<String>,
}

/// What a revealed turn teaches about the imported cards, if its clue was a person's: the
/// storyteller's card, the cards people handed in and the cards people voted for (computer
/// players' cards and votes teach nothing: they would only learn what they already think).
/// In Dixit Party (`party`) the clue has no card: the storyteller's card is one handed in.
pub(super) fn taught_turn(
    turn: &TurnRecord,
    party: bool,
    controllers: &[Controller],
    hashes: &HashMap<CardId, String>,
    language: Language,
) -> Option<TaughtTurn> {
    let person = |seat: usize| controllers.get(seat).is_some_and(|c| c.level().is_none());
    if turn.clue.trim().is_empty() || !person(turn.storyteller.index()) {
        return None;
    }
    let hash = |card: CardId| hashes.get(&card).cloned();
    let mut storyteller_card = None;
    let mut handed_in = Vec::new();
    for board in &turn.board {
        if board.owner == turn.storyteller && !party {
            storyteller_card = hash(board.card);
        } else if person(board.owner.index()) {
            handed_in.extend(hash(board.card));
        }
    }
    let voted: Vec<String> = (turn.votes.iter().enumerate())
        .filter(|(seat, _)| person(*seat))
        .flat_map(|(_, votes)| votes.iter())
        .filter_map(|slot| slot.index().and_then(|i| turn.board.get(i)))
        .filter_map(|board| hash(board.card))
        .collect();
    let taught = TaughtTurn {
        clue: turn.clue.clone(),
        language,
        storyteller_card,
        handed_in,
        voted,
    };
    let anything = taught.storyteller_card.is_some()
        || !taught.handed_in.is_empty()
        || !taught.voted.is_empty();
    anything.then_some(taught)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::computer::Level;
    use crate::engine::{BoardCard, PlayerId, Slot, TurnScore};

    /// A classic turn of three: Ada (0) tells with card 10, Bo (1) hands in 11, the computer
    /// Nova (2) hands in 12; Bo votes 10, Nova votes 11.
    fn turn(storyteller: u8) -> TurnRecord {
        let board = [(10, storyteller), (11, 1), (12, 2)]
            .map(|(card, owner)| BoardCard {
                card: CardId(card),
                owner: PlayerId(owner),
            })
            .to_vec();
        TurnRecord {
            number: 1,
            storyteller: PlayerId(storyteller),
            clue: "lighthouse".into(),
            board,
            votes: vec![vec![], vec![Slot(1)], vec![Slot(2)]],
            red_token: None,
            score: TurnScore::default(),
        }
    }

    fn hashes() -> HashMap<CardId, String> {
        (10..13).map(|c| (CardId(c), format!("h{c}"))).collect()
    }

    const SEATS: [Controller; 3] = [
        Controller::Laptop,
        Controller::Phone,
        Controller::Computer(Level::Teller),
    ];

    #[test]
    fn a_persons_clue_teaches_the_computer_the_peoples_cards_and_votes() {
        let taught = taught_turn(&turn(0), false, &SEATS, &hashes(), Language::En).unwrap();
        assert_eq!(taught.clue, "lighthouse");
        assert_eq!(taught.storyteller_card.as_deref(), Some("h10"));
        assert_eq!(
            taught.handed_in,
            ["h11"],
            "the computer's card teaches nothing"
        );
        assert_eq!(taught.voted, ["h10"], "only the person's vote");
        // Dixit Party: the storyteller's card is one handed in.
        let party = taught_turn(&turn(0), true, &SEATS, &hashes(), Language::En).unwrap();
        assert_eq!(party.storyteller_card, None);
        assert_eq!(party.handed_in, ["h10", "h11"]);
    }

    #[test]
    fn a_computers_clue_or_built_in_cards_teach_the_computer_nothing() {
        let mut computer_telling = turn(0);
        let seats = [Controller::Computer(Level::Sage), SEATS[1], SEATS[2]];
        assert!(taught_turn(&computer_telling, false, &seats, &hashes(), Language::En).is_none());
        computer_telling.clue = "  ".into();
        assert!(taught_turn(&computer_telling, false, &SEATS, &hashes(), Language::En).is_none());
        let built_in = HashMap::new();
        assert!(taught_turn(&turn(0), false, &SEATS, &built_in, Language::En).is_none());
    }
}
