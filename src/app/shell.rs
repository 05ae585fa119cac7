//! The application's shell: a router over the parts that own the app's state (the game
//! session, the card library, saving, the settings, the table display, the sound, the
//! window, the menus). It holds which screen shows and the commands the screens sent this
//! frame; each part keeps its own fields and is reached through its methods. Drawing a
//! frame is in `frame.rs`, carrying out the commands in `commands.rs`, the games' comings and
//! goings (new, continued, saved, deleted) in `games.rs`, and what tests and benchmarks may
//! ask in `api.rs`.

use super::art::ArtLoader;
use super::library::CardLibrary;
use super::menus::Menus;
use super::saving::{Notice, Saving, Storage};
use super::session::{Session, hourglass_now};
use super::settings::LiveSettings;
use super::sound::Sound;
use super::table::Table;
use super::window::Window;
use crate::i18n::Language;
use crate::persist::{Settings, SettingsProblem};
use crate::sound::SoundOutput;
use crate::ui::UiCommand;
use crate::ui::widgets::theme;

/// The top-level screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Title and menu.
    Start,
    /// New game set-up.
    Setup,
    /// A game in progress.
    Game,
    /// The saved games.
    Saves,
    /// The rules of the game.
    Rules,
    /// Language and table display.
    Settings,
    /// The card library: decks, import, switches for the next game.
    Library,
    /// The Hall of fame: the family's record over the finished games.
    Hall,
}

/// The whole application.
pub struct FabulaApp {
    pub(super) screen: Screen,
    pub(super) menus: Menus,
    pub(super) session: Session,
    pub(super) library: CardLibrary,
    pub(super) saving: Saving,
    pub(super) settings: LiveSettings,
    pub(super) table: Table,
    pub(super) sound: Sound,
    pub(super) window: Window,
    /// What the screens asked for this frame, carried out at its end.
    pub(super) commands: Vec<UiCommand>,
}

impl FabulaApp {
    /// An app on the given picture loader; `seed` seeds the first game (later games add one).
    pub fn new(ctx: &egui::Context, art: ArtLoader, seed: u64) -> Self {
        theme::install(ctx);
        // Ctrl + and Ctrl - change the text size of the window they are pressed in (see
        // `settings::text_size`), not egui's zoom, which both windows share.
        ctx.options_mut(|o| o.zoom_with_keyboard = false);
        FabulaApp {
            screen: Screen::Start,
            menus: Menus::default(),
            session: Session::new(seed),
            library: CardLibrary::new(ctx, art),
            saving: Saving::default(),
            // English until told otherwise: `run` follows the settings or the system.
            settings: LiveSettings::new(),
            table: Table::new(),
            sound: Sound::silent(),
            window: Window::new(ctx),
            commands: Vec::new(),
        }
    }

    /// The same app speaking `language` until the settings say otherwise (the system's).
    #[must_use]
    pub fn speaking(mut self, language: Language) -> Self {
        self.settings.speak(language);
        self
    }

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
            self.saving.notify(Notice::BadSettings(problem));
        }
        self.menus.prefill_setup(&settings);
        self.settings.load(settings);
        self.saving.save_under(storage);
        self.saving.refresh();
        self
    }

    /// The data folder as the start found it ([`crate::platform::single::claim`]): held by
    /// this window (later starts bring it to the front), or held by a window that does not
    /// answer (the player is asked first whether to start anyway).
    #[must_use]
    pub fn with_folder(mut self, claim: crate::platform::single::Claim) -> Self {
        let folder = super::window::Folder::from_claim(claim, self.window.ctx());
        self.window.set_folder(folder);
        self
    }

    /// Keeps imported decks in `library` (tests pass a temporary folder; the app the
    /// per-user data folder) and puts its decks into the card pool.
    #[must_use]
    pub fn with_library(mut self, library: crate::library::Library) -> Self {
        self.library.open(library, &mut self.settings);
        self
    }

    /// The same app, its sound played on `output` at the settings' levels (the window starts
    /// the system's output; tests keep the silent one).
    #[must_use]
    pub fn with_sound(mut self, output: SoundOutput) -> Self {
        self.sound.play_on(output, self.settings.get().sound);
        self
    }

    /// The same app, its sound opened on the system's device once the first frame is drawn:
    /// the start-up does not share the processor with the audio set-up.
    #[must_use]
    pub fn with_sound_after_first_frame(mut self) -> Self {
        self.sound.wait_for_first_frame();
        self
    }

    /// The same app, following the system's wish for less motion unless the settings say
    /// otherwise (the window asks the system; tests do not).
    #[must_use]
    pub fn following_system_motion(mut self) -> Self {
        self.settings.ask_system_about_motion();
        self
    }

    /// Opens the table display as the settings remember it (or because of `--table`), at
    /// its remembered place.
    pub fn restore_table(&mut self, open: bool) {
        self.table.restore(open, self.settings.get());
    }

    /// Logs the time from `launched` to the first drawn frame (the start-up measurement).
    pub fn report_startup_from(&mut self, launched: std::time::Instant) {
        self.window.report_startup_from(launched);
    }
}

/// The widest texture the app asks for. egui makes its glyph atlas as wide as the renderer
/// allows (8192 pixels here) and doubles its height as glyphs fill it: 4 MB of a mostly empty
/// atlas at start, held twice with a software renderer (the pixels and the texture). A
/// narrower atlas grows in smaller steps; no picture of ours is wider (cards are 480).
const MAX_TEXTURE_SIDE: usize = 2048;

impl eframe::App for FabulaApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.frame_ui(ui);
    }

    fn raw_input_hook(&mut self, _ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        raw_input.max_texture_side = Some(
            raw_input
                .max_texture_side
                .map_or(MAX_TEXTURE_SIDE, |side| side.min(MAX_TEXTURE_SIDE)),
        );
    }
}

impl Drop for FabulaApp {
    fn drop(&mut self) {
        // Closing the window: the last move, the sand left and the window's place reach the
        // disk (the hourglass stands still as on the menu).
        let now = hourglass_now(self.window.ctx());
        self.session.pause_hourglass(now);
        self.saving.autosave(self.session.game());
        if let Some(settings) = self.settings.pending() {
            self.saving.write_settings(settings);
        }
    }
}
