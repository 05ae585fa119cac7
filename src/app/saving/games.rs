//! Saved games: the list, Continue, resuming and deleting a save, and a new game's file.

use super::notices::{FileProblem, Notice};
use crate::app::game::Game;
use crate::app::phones::PhoneSession;
use crate::app::shell::{FabulaApp, Screen};
use crate::app::timing;
use crate::engine::{CardId, Phase};
use crate::hotseat::{Controller, HotSeat, TokenId};
use crate::persist::{
    Autosaver, BadSave, LoadError, SaveEntry, SaveFile, SaveStore, SavedPlayer, keep_aside,
    now_seconds,
};
use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::time::Instant;

impl FabulaApp {
    /// The saved games as last listed, newest first.
    pub fn saved_games(&self) -> &[SaveEntry] {
        &self.saving.saves
    }

    /// The notices showing now, as sentences.
    pub fn notices(&self) -> Vec<String> {
        self.saving.notices.iter().map(Notice::text).collect()
    }

    /// The picture engine card `id` shows (a resumed game maps ids to pictures by hash).
    pub fn picture_of(&self, id: CardId) -> CardId {
        self.art.picture_of(id)
    }

    /// Re-reads the saved-games folder; bad files become notices (they were moved aside).
    pub(in crate::app) fn refresh_saves(&mut self) {
        // The game in memory may still be on its way to the disk: list what it is now.
        self.flush_saves();
        let Some(storage) = &self.saving.storage else {
            return;
        };
        let (good, bad) = SaveStore::new(storage.saves_dir()).list();
        self.saving.saves = good;
        self.saving
            .notices
            .extend(bad.into_iter().map(Notice::BadSave));
    }

    /// The game in memory, if it is not over.
    fn game_in_progress(&self) -> Option<&Game> {
        self.game
            .as_ref()
            .filter(|g| g.hotseat.state().phase() != Phase::GameOver)
    }

    /// Whether Continue has something to continue: the game in memory or an unfinished save
    /// (a finished game is not continued: the start menu offers to play again instead).
    pub(in crate::app) fn can_continue(&self) -> bool {
        let in_memory = self.saving.autosaver.as_ref().map(Autosaver::path);
        self.game_in_progress().is_some()
            || self
                .saving
                .saves
                .iter()
                .any(|s| !s.summary.finished && Some(s.path.as_path()) != in_memory)
    }

    /// Whether the game in memory has just ended (the start menu offers Play again).
    pub(in crate::app) fn game_just_ended(&self) -> bool {
        self.game.is_some() && self.game_in_progress().is_none()
    }

    /// Whether a new game would put aside a game in progress that is saved (the set-up
    /// says where it stays).
    pub(in crate::app) fn new_game_keeps_one(&self) -> bool {
        self.game_in_progress().is_some() && self.saving.autosaver.is_some()
    }

    /// Whether the saved-games list has something: saves found on disk, or the game of this
    /// session being saved (the list is read again when it opens).
    pub(in crate::app) fn has_saved_games(&self) -> bool {
        !self.saving.saves.is_empty() || self.saving.autosaver.is_some()
    }

    /// Continue: the game in memory while it is not over, else the newest unfinished save.
    pub(in crate::app) fn continue_game(&mut self) {
        if self.game_in_progress().is_some() {
            self.screen = Screen::Game;
            return;
        }
        // The game in memory may have been saved just now: list what is on disk.
        self.refresh_saves();
        let newest = self
            .saving
            .saves
            .iter()
            .find(|s| !s.summary.finished)
            .map(|s| s.path.clone());
        if let Some(path) = newest {
            self.resume_save(&path);
        }
    }

    /// Opens a saved game: at the privacy screen of whoever acts next (never a hand), or at
    /// the standings if it is finished. Refuses, with a notice, if its cards are missing.
    pub(in crate::app) fn resume_save(&mut self, path: &Path) {
        let started = Instant::now();
        self.flush_saves();
        let save = match SaveFile::read(path) {
            Ok(save) => save,
            Err(error) => {
                self.refuse_save(path, error);
                return;
            }
        };
        let mut available: HashMap<&str, CardId> = self
            .art
            .pool()
            .identities()
            .iter()
            .map(|c| (c.hash.as_str(), c.id))
            .collect();
        // A built-in card repainted since the game was saved is the same card.
        for (old, now) in crate::deck::builtin_cards().retired() {
            if let Some(id) = available.get(now.as_str()).copied() {
                available.insert(old, id);
            }
        }
        let hashes: HashSet<String> = available.keys().map(|h| (*h).to_owned()).collect();
        let missing = save.missing_decks(&hashes);
        if !missing.is_empty() {
            self.saving.notices.push(Notice::MissingDecks(missing));
            return;
        }
        // The save's ids show the pictures with the saved hashes, wherever they are now.
        let pictures = save
            .cards
            .iter()
            .filter_map(|c| available.get(c.hash.as_str()).map(|now| (c.id, *now)))
            .filter(|(then, now)| then != now)
            .collect();
        self.art.set_pictures(pictures);
        let tokens = save.players.iter().map(|p| TokenId(p.token)).collect();
        // The next "New game" offers this game's players, as they sat.
        self.setup
            .take_players_of(save.game.state().config(), &save.players);
        let finished = save.game.state().phase() == Phase::GameOver;
        self.saving.autosaver = (!finished).then(|| Autosaver::resume(path.to_path_buf(), &save));
        // At the privacy screen of whoever acts next; if nobody voted yet, the table sees
        // the board again first.
        let controllers = save
            .players
            .iter()
            .map(|p| p.computer.map_or(Controller::Laptop, Controller::Computer))
            .collect();
        let set_up = save
            .players
            .iter()
            .map(SavedPlayer::started_as_computer)
            .collect();
        let hotseat = HotSeat::resume(save.game, tokens)
            .with_controllers(controllers)
            .with_set_up_computers(set_up);
        let imported = self.imported_cards(&hotseat.state().config().deck);
        let mut game = Game::new(hotseat).with_imported_cards(imported);
        game.hourglass = save
            .hourglass
            .as_ref()
            .map(crate::hotseat::Hourglass::resumed);
        if let Some(saved) = &save.phones
            && !finished
        {
            let pictures = self.art.phone_pictures();
            let bind = self.phone_bind;
            match PhoneSession::resume(&mut game.hotseat, pictures, bind, &self.ctx, saved) {
                Ok(session) => game.phones = Some(session),
                // The game goes on at the laptop; the seats' phones cannot join this time.
                Err(error) => log::warn!("the phones cannot join the resumed game: {error}"),
            }
        }
        self.game = Some(game);
        self.screen = Screen::Game;
        self.saving.saved_revision = self.game.as_ref().map(Game::save_revision);
        log::info!(
            target: timing::TARGET,
            "resumed a saved game in {:.1} ms",
            started.elapsed().as_secs_f64() * 1000.0
        );
    }

    /// A save that cannot be read any more: kept aside, with a notice, and out of the list.
    fn refuse_save(&mut self, path: &Path, error: LoadError) {
        let kept_as = keep_aside(path).ok();
        self.saving.notices.push(Notice::BadSave(BadSave {
            path: path.to_path_buf(),
            error,
            kept_as,
        }));
        self.refresh_saves();
    }

    /// Deletes a saved game (the player confirmed); forgets it if it is the one in memory.
    pub(in crate::app) fn delete_save(&mut self, path: &Path) {
        let Some(storage) = &self.saving.storage else {
            return;
        };
        if let Err(err) = SaveStore::new(storage.saves_dir()).delete(path) {
            self.saving
                .notices
                .push(Notice::DeleteFailed(FileProblem::new(path, &err)));
        }
        if self
            .saving
            .autosaver
            .as_ref()
            .is_some_and(|a| a.path() == path)
        {
            self.saving.autosaver = None;
            self.game = None;
        }
        self.refresh_saves();
    }

    /// A new game started: give it its own save file and remember its players and rules.
    pub(in crate::app) fn saving_new_game(&mut self) {
        self.art.set_pictures(HashMap::new());
        let Some(storage) = &self.saving.storage else {
            return;
        };
        let Some(game) = &self.game else {
            return;
        };
        // The save names the players as they sit (in Team Dixit not as the set-up lists them),
        // each with the token they play with.
        let players: Vec<SavedPlayer> = self
            .setup
            .names_in_play()
            .into_iter()
            .zip(self.setup.tokens_in_play())
            .zip(self.setup.controllers_in_play())
            .map(|((name, token), controller)| SavedPlayer {
                name,
                token: token as u8,
                computer: controller.level(),
                set_up_as_computer: Some(controller.level().is_some()),
            })
            .collect();
        // The next set-up offers the same players as they were listed.
        let listed: Vec<SavedPlayer> = self
            .setup
            .seats
            .iter()
            .map(|s| SavedPlayer {
                name: s.name.trim().to_owned(),
                token: s.token as u8,
                computer: s.computer,
                set_up_as_computer: None,
            })
            .collect();
        let deck: HashSet<CardId> = game.hotseat.state().config().deck.iter().copied().collect();
        let cards = self
            .art
            .pool()
            .identities()
            .iter()
            .filter(|c| deck.contains(&c.id))
            .cloned()
            .collect();
        let path = SaveStore::new(storage.saves_dir())
            .new_game_path(now_seconds(), game.hotseat.state().config().seed);
        self.saving.autosaver = Some(Autosaver::new(path, players, cards));
        self.saving.saved_revision = None;
        let rules = self.setup.rules;
        let (hourglass, times) = (self.setup.hourglass, self.setup.hourglass_times);
        let settings = self.settings_mut();
        settings.last_players = listed;
        settings.last_rules = Some(rules);
        settings.hourglass = hourglass;
        settings.hourglass_times = times;
    }
}
