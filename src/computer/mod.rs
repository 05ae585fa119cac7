//! Computer players: a policy over one seat's view, with clues in four languages.
//!
//! Pure: no egui, no files, no clock, no threads, no global state (`tests/it/layers.rs`
//! checks it never names the full game state). A computer player sees exactly what a person in
//! its seat would: its [`PlayerView`](crate::engine::PlayerView) and the public knowledge of
//! the cards (what each picture shows), never where a card is.
//!
//! # Using it
//!
//! ```
//! use fabula::computer::{CardKnowledge, Level, decide, pause};
//! use fabula::engine::{Actors, CardId, GameConfig, GameState, RuleSet};
//! use fabula::i18n::Language;
//!
//! // Once, when a game starts (it reads the cards, and each language's lexicon when first asked:
//! // keep it for the whole game).
//! let knowledge = CardKnowledge::builtin().unwrap();
//! let names = ["Ada", "Bo", "Cy"].map(String::from).to_vec();
//! let deck = (0..110).map(CardId).collect();
//! let mut game = GameState::new(GameConfig::new(RuleSet::Classic, names, deck, 7)).unwrap();
//! game.apply(fabula::engine::Action::ChooseStoryteller { player: None }).unwrap();
//! // Whenever the engine says a computer seat has a task:
//! if let Actors::Seats(seats) = game.actors() {
//!     let (seat, task) = seats[0];
//!     let wait = pause(task, false); // show "thinking…" this long, then:
//!     let view = game.player_view(seat);
//!     let one = decide(&view, &knowledge, Level::Teller, Language::En, 42).unwrap();
//!     game.apply(one.action_for(seat)).unwrap();
//!     assert!(wait.as_millis() > 0);
//! }
//! ```
//!
//! - [`decide`]`(view, knowledge, level, language, seed)` returns the seat's move for its
//!   task (`None` when it has none), the same [`Move`](crate::engine::Move) a person makes
//!   on the laptop or a phone: `Tell` (a card and a clue), Party's `GiveClue`, `Submit`
//!   (one card, two in the 3-player game), `Vote` (one token, one or two in classic 7+; Party:
//!   the green token may go on its own card, the storyteller also places the red token) and
//!   Team Dixit's `NameGiver`. The engine never refuses it; the same inputs give the same
//!   move (a seed per move, e.g. from the game's seed and its number of actions, keeps
//!   replays exact; saves record the actions anyway).
//! - [`pause`]`(task, only_computers_left)` is how long a natural pause before the move is.
//! - [`Level`]: three levels ([`Level::name_id`] gives the name's Fluent id).
//! - [`CardKnowledge`]: what the computer knows of the cards. [`CardKnowledge::builtin`] for the
//!   built-in deck; [`CardKnowledge::add_tagged`] for any card with a manifest entry;
//!   [`CardKnowledge::add_picture`] with [`picture_concepts`] (computed at import from the
//!   pixels) for imported cards; [`CardKnowledge::add_learning`] with a deck's
//!   [`DeckLearning`].
//! - [`DeckLearning`]: learning from the table, per deck and by content hash; after each turn
//!   with a person's clue, [`DeckLearning::learn`] with a [`TableTurn`]; serde, versioned;
//!   [`DeckLearning::forget`].
//! - [`fits`]: how well each card fits a clue (the headless `fabula bot` commands).
//!
//! # How it thinks
//!
//! Cards carry concepts (`moon`, `night`, `lonely`...) with weights, from their tags and what
//! those call to mind (`assets/lexicon/concepts.ron`). Each language's lexicon
//! (`assets/lexicon/<lang>.ron`) gives every concept its words, synonyms, associations and
//! idioms; a clue is matched phrase first, then word by word through the language's Snowball
//! stemmer, accents and case forgiven, compounds split. Listening is comparing the clue's
//! concepts with each card's. Telling is choosing, among candidate clues built from the
//! lexicon (with articles and agreeing adjectives), the one whose imagined listeners find the
//! card some but not all of the time (see [`teller`]).

mod clues;
mod concepts;
mod deck_fits;
mod graph;
pub mod headless;
pub mod judge;
mod knowledge;
mod learned_words;
mod learning;
mod level;
mod lexicon;
mod listener;
mod picture;
mod policy;
mod prepared;
pub mod teller;
mod text;

pub use concepts::{ConceptId, ConceptNames, Weights};
pub use graph::ConceptGraph;
pub use knowledge::{CardKnowledge, KnowledgeError, Understood};
pub use learned_words::concept_word;
pub use learning::{DeckLearning, LEARNING_VERSION, LearnedCard, TableTurn};
pub use level::Level;
pub use lexicon::matcher::Meaning;
pub use lexicon::{Adjective, Entry, Gender, Lexicon, LexiconError, Noun};
pub use listener::fits;
pub use picture::{PictureConcepts, picture_concepts};
pub use policy::{decide, pause};
pub use text::{fold, words};
