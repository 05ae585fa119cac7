//! A game's comings and goings across the parts: a new game from the set-up (the library's
//! cards, the session, its own save file), Continue, a saved game taken up again, a save
//! deleted. The parts each do their share; this is where they meet.

use super::saving::Notice;
use super::session::{ImportedCards, NewGame};
use super::shell::{FabulaApp, Screen};
use super::window::timing;
use crate::engine::{Action, CardId, Phase, PlayerId, RecordedGame};
use crate::hotseat::{Controller, HotSeat, Hourglass, TokenId};
use crate::persist::{Autosaver, SavedPlayer};
use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::time::Instant;

/// How many of the words the table taught about a picture a screen reader says for it.
const LEARNED_WORDS: usize = 3;

impl FabulaApp {
    /// Starts the game the set-up describes (its first storyteller chosen), saved to a file
    /// of its own; stays on the set-up if the phones cannot start.
    pub(super) fn start_game(&mut self) {
        let Some(config) = self.setup_config() else {
            return;
        };
        let setup = self.menus.setup();
        if !setup.has_a_person() {
            return;
        }
        let Ok(mut game) = RecordedGame::new(config) else {
            return;
        };
        let starter = setup.starter_in_play().map(|i| PlayerId(i as u8));
        if (game.apply(Action::ChooseStoryteller { player: starter })).is_err() {
            return;
        }
        let tokens = (setup.tokens_in_play().into_iter())
            .map(|t| TokenId(t as u8))
            .collect();
        let controllers = setup.controllers_in_play();
        let hourglass = (setup.hourglass).then(|| Hourglass::new(setup.hourglass_times));
        let phones = setup.phones.then(|| self.library.art().phone_cards());
        let imported = self.imported_cards(&game.state().config().deck);
        let new = NewGame {
            hotseat: HotSeat::start(game, tokens).with_controllers(controllers),
            imported,
            hourglass,
            phones,
        };
        if self.session.start(new, &self.window.ctx().clone()) {
            self.screen = Screen::Game;
            self.save_new_game();
        }
    }

    /// A new game started: give it its own save file and remember its players and rules.
    fn save_new_game(&mut self) {
        self.library.art_mut().set_pictures(HashMap::new());
        let Some(state) = self.session.hotseat().map(HotSeat::state) else {
            return;
        };
        let config = state.config();
        let Some(path) = self.saving.new_game_path(config.seed) else {
            return;
        };
        let setup = self.menus.setup();
        // The save names the players as they sit (in Team Dixit not as the set-up lists them),
        // each with the token they play with.
        let players: Vec<SavedPlayer> = (setup.names_in_play().into_iter())
            .zip(setup.tokens_in_play())
            .zip(setup.controllers_in_play())
            .map(|((name, token), controller)| SavedPlayer {
                name,
                token: token as u8,
                computer: controller.level(),
                set_up_as_computer: Some(controller.level().is_some()),
            })
            .collect();
        // The next set-up offers the same players as they were listed.
        let listed: Vec<SavedPlayer> = (setup.seats.iter())
            .map(|s| SavedPlayer {
                name: s.name.trim().to_owned(),
                token: s.token as u8,
                computer: s.computer,
                set_up_as_computer: None,
            })
            .collect();
        let deck: HashSet<CardId> = config.deck.iter().copied().collect();
        let cards = (self.library.art().pool().identities().iter())
            .filter(|c| deck.contains(&c.id))
            .cloned()
            .collect();
        let (rules, hourglass, times) = (setup.rules, setup.hourglass, setup.hourglass_times);
        self.saving
            .save_to(Some(Autosaver::new(path, players, cards)), None);
        let settings = self.settings.edit();
        settings.last_players = listed;
        settings.last_rules = Some(rules);
        settings.hourglass = hourglass;
        settings.hourglass_times = times;
    }

    /// The imported cards among a game's `deck`, for its computer players; a deck whose
    /// learning cannot be read is said in a notice (the game plays without it).
    fn imported_cards(&mut self, deck: &[CardId]) -> ImportedCards {
        let art = self.library.art();
        let pool = art.pool();
        let hash_of = |id: CardId| {
            let picture = art.picture_of(id);
            (pool.identities().get(picture.0 as usize)).map(|c| c.hash.clone())
        };
        let on_disk = self.library.on_disk();
        let (cards, problems) = ImportedCards::of(deck, art.imported_decks(), hash_of, on_disk);
        for (deck, error) in problems {
            log::warn!("what the computer learned cannot be read: {error}");
            let kept_as = match error {
                crate::library::LearnedError::Damaged { kept_as, .. } => kept_as,
                crate::library::LearnedError::Read { .. }
                | crate::library::LearnedError::Newer { .. } => None,
            };
            self.saving.notify(Notice::BadLearning { deck, kept_as });
        }
        // What the table taught names a picture whose file name says nothing.
        let learned = cards.strongest_concepts(LEARNED_WORDS);
        self.library.art_mut().set_learned(learned);
        cards
    }

    /// Whether Continue has something to continue: the game in memory or an unfinished save
    /// (a finished game is not continued: the start menu offers to play again instead).
    pub(super) fn can_continue(&self) -> bool {
        self.session.in_progress() || self.saving.has_other_unfinished()
    }

    /// Whether a new game would put aside a game in progress that is saved (the set-up
    /// says where it stays).
    pub(super) fn new_game_keeps_one(&self) -> bool {
        self.session.in_progress() && self.saving.saving_a_game()
    }

    /// Continue: the game in memory while it is not over, else the newest unfinished save.
    pub(super) fn continue_game(&mut self) {
        if self.session.in_progress() {
            self.screen = Screen::Game;
            return;
        }
        // The game in memory may have been saved just now: list what is on disk.
        self.refresh_saves();
        if let Some(path) = self.saving.newest_unfinished() {
            self.resume_save(&path);
        }
    }

    /// Re-reads the saved-games folder, the game in memory written first.
    pub(super) fn refresh_saves(&mut self) {
        self.flush_saves();
        self.saving.refresh();
    }

    /// Opens a saved game: at the privacy screen of whoever acts next (never a hand), or at
    /// the standings if it is finished. Refuses, with a notice, if its cards are missing.
    pub(super) fn resume_save(&mut self, path: &Path) {
        let started = Instant::now();
        self.flush_saves();
        let Some(save) = self.saving.open(path) else {
            return;
        };
        // A built-in card repainted since the game was saved is the same card.
        let retired = crate::deck::builtin_cards().retired();
        let available = self.library.art().pool().ids_by_hash(retired);
        let hashes: HashSet<String> = available.keys().cloned().collect();
        let missing = save.missing_decks(&hashes);
        if !missing.is_empty() {
            self.saving.notify(Notice::MissingDecks(missing));
            return;
        }
        // The save's ids show the pictures with the saved hashes, wherever they are now.
        let pictures = (save.cards.iter())
            .filter_map(|c| available.get(c.hash.as_str()).map(|now| (c.id, *now)))
            .filter(|(then, now)| then != now)
            .collect();
        self.library.art_mut().set_pictures(pictures);
        // The next "New game" offers this game's players, as they sat.
        let state = save.game.state();
        (self.menus.setup_mut()).take_players_of(state.config(), &save.players);
        let finished = state.phase() == Phase::GameOver;
        let autosaver = (!finished).then(|| Autosaver::resume(path.to_path_buf(), &save));
        // At the privacy screen of whoever acts next; if nobody voted yet, the table sees
        // the board again first.
        let tokens = save.players.iter().map(|p| TokenId(p.token)).collect();
        let controllers = (save.players.iter())
            .map(|p| p.computer.map_or(Controller::Laptop, Controller::Computer))
            .collect();
        let set_up = (save.players.iter())
            .map(SavedPlayer::started_as_computer)
            .collect();
        let hotseat = HotSeat::resume(save.game, tokens)
            .with_controllers(controllers)
            .with_set_up_computers(set_up);
        let imported = self.imported_cards(&hotseat.state().config().deck);
        let phones = (save.phones.as_ref())
            .filter(|_| !finished)
            .map(|_| self.library.art().phone_cards());
        let new = NewGame {
            hotseat,
            imported,
            hourglass: save.hourglass.as_ref().map(Hourglass::resumed),
            phones,
        };
        let ctx = self.window.ctx().clone();
        self.session.resume(new, save.phones.as_ref(), &ctx);
        self.screen = Screen::Game;
        let saved = self.session.game().map(super::session::Game::save_revision);
        self.saving.save_to(autosaver, saved);
        log::info!(
            target: timing::TARGET,
            "resumed a saved game in {:.1} ms",
            started.elapsed().as_secs_f64() * 1000.0
        );
    }

    /// Deletes a saved game (the player confirmed); forgets it if it is the one in memory.
    pub(super) fn delete_save(&mut self, path: &Path) {
        if self.saving.delete(path) {
            self.session.end();
        }
    }
}
