//! Never losing a game: where saves and settings live, the writer thread that puts them on
//! disk without blocking a frame, the notices about bad files, and the app's save hooks
//! (autosave after every change, Continue, the saved-games list, remembered settings).

use super::writer::{Job, SaveWriter};
use super::{FabulaApp, Screen};
use crate::engine::{CardId, Phase};
use crate::i18n::Language;
use crate::persist::{
    Autosaver, BadSave, LoadError, SaveEntry, SaveFile, SaveStore, SavedPlayer, Settings,
    SettingsProblem, WindowPlacement, keep_aside, now_seconds,
};
use crate::ui::menus::SavesState;
use crate::ui::widgets::token;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

mod notices;

pub use notices::{FileProblem, Notice};

/// Settings changes are written this long after the last one (window drags send many).
const SETTINGS_DEBOUNCE: Duration = Duration::from_secs(1);

/// Where Fabula keeps its files: `saves/` and `settings.ron` under one folder. Tests pass a
/// temporary folder; the app uses [`crate::persist::data_dir`].
#[derive(Clone, Debug)]
pub struct Storage {
    root: PathBuf,
}

impl Storage {
    /// Files under `root`.
    pub fn new(root: impl Into<PathBuf>) -> Self {
        Storage { root: root.into() }
    }

    /// The per-user data folder, if the OS has one.
    pub fn user() -> Option<Self> {
        crate::persist::data_dir().map(Storage::new)
    }

    /// The saved games' folder.
    pub fn saves_dir(&self) -> PathBuf {
        self.root.join("saves")
    }

    /// The settings file.
    pub fn settings_path(&self) -> PathBuf {
        self.root.join("settings.ron")
    }
}

/// Puts the window where it was last time (position and size; fullscreen if it was).
pub(super) fn restore_window(
    builder: egui::ViewportBuilder,
    placement: Option<&WindowPlacement>,
) -> egui::ViewportBuilder {
    let Some(p) = placement else {
        return builder;
    };
    // A placement from a bigger or vanished monitor must not open an unusable window.
    if !(p.width.is_finite() && p.height.is_finite()) || p.width < 400.0 || p.height < 300.0 {
        return builder;
    }
    builder
        .with_position([p.x.max(0.0), p.y.max(0.0)])
        .with_inner_size([p.width, p.height])
        .with_fullscreen(p.fullscreen)
}

/// The app's saving state: files, settings, the list of saves and the notices.
#[derive(Default)]
pub(super) struct Saving {
    storage: Option<Storage>,
    writer: Option<SaveWriter>,
    /// The one copy of the settings; the table display reads and writes it too.
    pub(super) settings: Settings,
    settings_changed: Option<Instant>,
    pub(super) saves: Vec<SaveEntry>,
    pub(super) notices: Vec<Notice>,
    pub(super) saves_ui: SavesState,
    autosaver: Option<Autosaver>,
    saved_revision: Option<u64>,
    /// How long the last write took (measurements).
    last_write: Option<Duration>,
}

impl FabulaApp {
    /// Saves games and settings under `storage`: loads the settings (a bad file becomes a
    /// notice and defaults), pre-fills the set-up, lists the saved games. Without this call
    /// nothing is written (tests of other screens).
    #[must_use]
    pub fn with_storage(self, storage: Storage) -> Self {
        let loaded = Settings::load(&storage.settings_path());
        self.with_loaded_settings(storage, loaded)
    }

    /// Like [`FabulaApp::with_storage`], with the settings already loaded (the window's
    /// placement is needed before the app exists).
    #[must_use]
    pub fn with_loaded_settings(
        mut self,
        storage: Storage,
        (settings, problem): (Settings, Option<SettingsProblem>),
    ) -> Self {
        if let Some(problem) = problem {
            self.saving.notices.push(Notice::BadSettings(problem));
        }
        if !settings.last_players.is_empty() {
            self.setup.seats = settings
                .last_players
                .iter()
                .map(|p| crate::ui::menus::SeatSetup {
                    name: p.name.clone(),
                    token: usize::from(p.token),
                })
                .collect();
        }
        if let Some(language) = settings.language.as_deref().and_then(Language::from_code) {
            self.language = language;
        }
        if let Some(rules) = settings.last_rules {
            self.setup.rules = rules;
        }
        self.saving.settings = settings;
        self.saving.storage = Some(storage);
        self.saving.writer = SaveWriter::start();
        self.refresh_saves();
        self
    }

    /// The settings (window placements, table display, last players).
    pub fn settings(&self) -> &Settings {
        &self.saving.settings
    }

    /// Changes the settings; they are written shortly after the last change.
    pub fn settings_mut(&mut self) -> &mut Settings {
        self.saving.settings_changed = Some(Instant::now());
        &mut self.saving.settings
    }

    /// The saved games as last listed, newest first.
    pub fn saved_games(&self) -> &[SaveEntry] {
        &self.saving.saves
    }

    /// The notices showing now, as sentences.
    pub fn notices(&self) -> Vec<String> {
        self.saving.notices.iter().map(Notice::text).collect()
    }

    /// Waits until every save and settings change so far is on disk (tests, exit).
    pub fn flush_saves(&mut self) {
        self.autosave_if_changed();
        self.write_settings();
        if let Some(writer) = &self.saving.writer {
            writer.flush();
        }
        self.collect_writes();
    }

    /// The picture engine card `id` shows (a resumed game maps ids to pictures by hash).
    pub fn picture_of(&self, id: CardId) -> CardId {
        self.art.picture_of(id)
    }

    /// How long the last file write took on the writer thread.
    pub fn last_write_time(&self) -> Option<Duration> {
        self.saving.last_write
    }

    /// Re-reads the saved-games folder; bad files become notices (they were moved aside).
    pub(super) fn refresh_saves(&mut self) {
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

    /// Whether Continue has something to continue: the game in memory or an unfinished save.
    pub(super) fn can_continue(&self) -> bool {
        self.game.is_some() || self.saving.saves.iter().any(|s| !s.summary.finished)
    }

    /// Continue: the game in memory, else the newest unfinished save.
    pub(super) fn continue_game(&mut self) {
        if self.game.is_some() {
            self.screen = Screen::Game;
            return;
        }
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
    pub(super) fn resume_save(&mut self, path: &Path) {
        let started = Instant::now();
        self.flush_saves();
        let save = match SaveFile::read(path) {
            Ok(save) => save,
            Err(error) => {
                self.refuse_save(path, error);
                return;
            }
        };
        let available: HashMap<&str, CardId> = self
            .art
            .pool()
            .identities()
            .iter()
            .map(|c| (c.hash.as_str(), c.id))
            .collect();
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
        let tokens = save
            .players
            .iter()
            .map(|p| token(usize::from(p.token)))
            .collect();
        let finished = save.game.phase() == Phase::GameOver;
        let voting_untouched = save.game.phase() == Phase::Voting
            && save
                .game
                .public_view()
                .players
                .iter()
                .all(|p| !p.done || p.role == Some(crate::engine::Role::Storyteller));
        let turn = save.game.turn_number();
        self.saving.autosaver = (!finished).then(|| Autosaver::resume(path.to_path_buf(), &save));
        self.resume(save.game, tokens);
        if voting_untouched && let Some(game) = &mut self.game {
            // Nobody voted yet: show the table the board again before the votes.
            game.board_shown = turn.saturating_sub(1);
            game.stage = super::next_stage(&game.state.public_view(), game.board_shown);
        }
        self.saving.saved_revision = self.game.as_ref().map(|g| g.revision);
        if std::env::var_os("FABULA_TIMING").is_some() {
            eprintln!(
                "fabula: resumed a saved game in {:.1} ms",
                started.elapsed().as_secs_f64() * 1000.0
            );
        }
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
    pub(super) fn delete_save(&mut self, path: &Path) {
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
    pub(super) fn saving_new_game(&mut self) {
        self.art.set_pictures(HashMap::new());
        let Some(storage) = &self.saving.storage else {
            return;
        };
        let Some(game) = &self.game else {
            return;
        };
        let players: Vec<SavedPlayer> = self
            .setup
            .seats
            .iter()
            .map(|s| SavedPlayer {
                name: s.name.trim().to_owned(),
                token: s.token as u8,
            })
            .collect();
        let deck: HashSet<CardId> = game.state.config().deck.iter().copied().collect();
        let cards = self
            .art
            .pool()
            .identities()
            .iter()
            .filter(|c| deck.contains(&c.id))
            .cloned()
            .collect();
        let path = SaveStore::new(storage.saves_dir())
            .new_game_path(now_seconds(), game.state.config().seed);
        self.saving.autosaver = Some(Autosaver::new(path, players.clone(), cards));
        self.saving.saved_revision = None;
        let rules = self.setup.rules;
        let settings = self.settings_mut();
        settings.last_players = players;
        settings.last_rules = Some(rules);
    }

    /// Autosaves the game if it changed since the last save. Called once per frame, after
    /// the commands were applied.
    pub(super) fn autosave_if_changed(&mut self) {
        self.collect_writes();
        let (Some(game), Some(saver), Some(writer)) =
            (&self.game, &self.saving.autosaver, &self.saving.writer)
        else {
            return;
        };
        if self.saving.saved_revision == Some(game.revision) {
            return;
        }
        writer.send(Job::Save(saver.clone(), Box::new(game.state.clone())));
        self.saving.saved_revision = Some(game.revision);
    }

    /// Remembers where the main window is (read from the viewport every frame; written
    /// debounced), and writes settings whose last change has settled.
    pub(super) fn track_window(&mut self, ctx: &egui::Context) {
        // Position of the frame (what `with_position` sets), size of the content (what
        // `with_inner_size` sets): mixing them would grow the window at every start.
        let (outer, inner, fullscreen) = ctx.input(|i| {
            let v = i.viewport();
            (v.outer_rect, v.inner_rect, v.fullscreen.unwrap_or(false))
        });
        if let (Some(outer), Some(inner)) = (outer, inner) {
            let placement = placement_of(outer, inner, fullscreen, ctx.zoom_factor());
            if self.saving.settings.main_window.as_ref() != Some(&placement) {
                self.settings_mut().main_window = Some(placement);
            }
        }
        if self
            .saving
            .settings_changed
            .is_some_and(|t| t.elapsed() >= SETTINGS_DEBOUNCE)
        {
            self.write_settings();
        } else if self.saving.settings_changed.is_some() {
            ctx.request_repaint_after(SETTINGS_DEBOUNCE);
        }
    }

    fn write_settings(&mut self) {
        if self.saving.settings_changed.take().is_none() {
            return;
        }
        if let (Some(storage), Some(writer)) = (&self.saving.storage, &self.saving.writer) {
            writer.send(Job::Settings(
                storage.settings_path(),
                Box::new(self.saving.settings.clone()),
            ));
        }
    }

    /// Reads the writer's reports: timings, and failures as notices (once each).
    fn collect_writes(&mut self) {
        let Some(writer) = &self.saving.writer else {
            return;
        };
        for written in writer.done.try_iter() {
            self.saving.last_write = Some(written.took);
            if std::env::var_os("FABULA_TIMING").is_some() {
                eprintln!(
                    "fabula: file written in {:.2} ms",
                    written.took.as_secs_f64() * 1000.0
                );
            }
            if let Some(error) = written.error {
                self.saving.notices.push(Notice::WriteFailed(error));
            }
        }
    }
}

impl Drop for FabulaApp {
    fn drop(&mut self) {
        // Closing the window: the last move and window position reach the disk.
        self.autosave_if_changed();
        self.write_settings();
    }
}

/// Where a window is, as the viewport builder takes it back at the next start: the frame's
/// position and the content's size (mixing them would grow the window at every start), in
/// the system's logical points. egui reports them in its own points, which the interface zoom
/// (see `scale_to_window`) shrinks or grows, so they are scaled back by `zoom`.
pub(super) fn placement_of(
    outer: egui::Rect,
    inner: egui::Rect,
    fullscreen: bool,
    zoom: f32,
) -> WindowPlacement {
    WindowPlacement {
        x: outer.min.x * zoom,
        y: outer.min.y * zoom,
        width: inner.width() * zoom,
        height: inner.height() * zoom,
        fullscreen,
    }
}
