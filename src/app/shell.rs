//! The application's shell: what it holds (the screen showing, the set-up, the game, the card
//! pictures, the library, the saves, the table display) and what tests and the window may ask
//! of it. Drawing a frame is in `frame.rs`; the window in `window.rs`.

use super::art::ArtLoader;
use super::game::Game;
use super::library::LibraryState;
use super::saving::Saving;
use super::table::{SnapshotCache, TableDisplay};
use crate::engine::{GameState, RecordedGame};
use crate::hotseat::{HotSeat, Stage, TokenId};
use crate::i18n::{self, Language};
use crate::ui::UiCommand;
use crate::ui::menus::{RulesState, SetupState};
use crate::ui::widgets::theme;
use std::time::Instant;

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
    pub(super) setup: SetupState,
    pub(super) game: Option<Game>,
    pub(super) art: ArtLoader,
    pub(super) commands: Vec<UiCommand>,
    pub(super) seed: u64,
    pub(super) launched: Option<Instant>,
    /// The second window for the projector or TV.
    pub(super) table: TableDisplay,
    /// The table display's snapshot, kept between frames.
    pub(super) table_cache: SnapshotCache,
    pub(super) saving: Saving,
    /// The Hall of fame's reading and record.
    pub(super) hall: super::hall_state::HallState,
    /// The language every screen speaks (the settings' choice, or the system's).
    pub(super) language: Language,
    pub(super) rules: RulesState,
    /// The card library: decks on disk, imports, the library screen's state.
    pub(super) library: LibraryState,
    pub(super) ctx: egui::Context,
    /// The game window was checked against its monitor (once, at start).
    pub(super) window_fitted: bool,
    /// Frames drawn so far: the allocator's heap is trimmed every 60th.
    pub(super) frames_drawn: u64,
    /// Where phones are served: the home network unless set (tests serve on loopback).
    pub(super) phone_bind: Option<std::net::IpAddr>,
    /// Why the phones could not start, shown in the set-up while its switch is on.
    pub(super) phones_problem: Option<String>,
    /// How long computer players seem to think (zero in tests).
    pub(super) computer_pause: super::PauseFn,
    /// The sound thread's handle (silent until the window starts it).
    pub(super) sound: crate::sound::SoundOutput,
    /// The window opens the sound output after its first frame.
    pub(super) sound_waits: bool,
    /// Times the hourglass chimed in this session.
    pub(super) hourglass_chimes: u32,
}

impl FabulaApp {
    /// An app on the given picture loader; `seed` seeds the first game (later games add one).
    pub fn new(ctx: &egui::Context, art: ArtLoader, seed: u64) -> Self {
        theme::install(ctx);
        // Ctrl + and Ctrl - change the text size of the window they are pressed in (see
        // `text_size`), not egui's zoom, which both windows share.
        ctx.options_mut(|o| o.zoom_with_keyboard = false);
        FabulaApp {
            screen: Screen::Start,
            setup: SetupState::default(),
            game: None,
            art,
            commands: Vec::new(),
            seed,
            launched: None,
            table: TableDisplay::new(None),
            table_cache: SnapshotCache::default(),
            saving: Saving::default(),
            hall: super::hall_state::HallState::default(),
            // English until told otherwise: `run` follows the settings or the system.
            language: Language::En,
            rules: RulesState::default(),
            library: LibraryState::default(),
            ctx: ctx.clone(),
            window_fitted: false,
            frames_drawn: 0,
            phone_bind: None,
            phones_problem: None,
            computer_pause: crate::computer::pause,
            sound: crate::sound::SoundOutput::silent(),
            sound_waits: false,
            hourglass_chimes: 0,
        }
    }

    /// Logs the time from `launched` to the first drawn frame (the start-up measurement).
    pub fn report_startup_from(&mut self, launched: Instant) {
        self.launched = Some(launched);
    }

    /// Waits until the picture loader has found the deck (tests and benchmarks only).
    pub fn wait_for_cards(&mut self) -> usize {
        self.art.wait_for_deck()
    }

    /// The card picture loader (tests and measurements).
    pub fn art(&self) -> &ArtLoader {
        &self.art
    }

    /// Whether the table display (the second window) is open.
    pub fn table_display(&self) -> bool {
        self.table.is_open()
    }

    /// Opens or closes the table display (settings, `fabula --table`).
    pub fn set_table_display(&mut self, open: bool) {
        self.table.set_open(open);
    }

    /// Where the table display's window is, to remember in the settings.
    pub fn table_window(&self) -> Option<crate::persist::WindowPlacement> {
        self.table.placement()
    }

    /// Where the table display's window opens (from the settings).
    pub fn set_table_window(&mut self, placement: Option<crate::persist::WindowPlacement>) {
        self.table.set_placement(placement);
    }

    /// The language every screen speaks.
    pub fn language(&self) -> Language {
        self.language
    }

    /// Switches every screen to `language` at once and remembers the choice.
    pub fn set_language(&mut self, language: Language) {
        self.language = language;
        i18n::set_language(language);
        self.settings_mut().language = Some(language.code().to_owned());
    }

    /// The screen showing now.
    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// The game stage showing now, if a game is on.
    pub fn stage(&self) -> Option<Stage> {
        self.game.as_ref().map(|g| g.hotseat.stage())
    }

    /// The set-up being edited (tests fill it in directly).
    pub fn setup_mut(&mut self) -> &mut SetupState {
        &mut self.setup
    }

    /// The full game state, for tests that check the screens against the truth.
    pub fn game_state(&self) -> Option<&GameState> {
        self.game.as_ref().map(|g| g.hotseat.state())
    }

    /// Takes up a game in any state the engine can reach (benchmarks, tests) at the privacy
    /// screen of whoever acts next; its record is rebuilt from the state. A state no game
    /// reaches is refused (logged), and no game is taken up.
    pub fn resume(&mut self, state: &GameState, tokens: Vec<TokenId>) {
        match state.rebuild_record() {
            Ok(game) => self.resume_game(game, tokens),
            Err(err) => log::error!("cannot take up this game: {err}"),
        }
    }

    /// Takes up a recorded game at the privacy screen of whoever acts next.
    pub fn resume_game(&mut self, game: RecordedGame, tokens: Vec<TokenId>) {
        self.game = Some(Game::new(HotSeat::resume(game, tokens)));
        self.screen = Screen::Game;
    }

    /// How long computer players seem to think before each move (tests: no pause).
    pub fn set_computer_pause(&mut self, pause: super::PauseFn) {
        self.computer_pause = pause;
    }

    /// Who plays each seat, while a game is on.
    pub fn controllers(&self) -> Vec<crate::hotseat::Controller> {
        self.game
            .as_ref()
            .map(|g| g.hotseat.controllers().to_vec())
            .unwrap_or_default()
    }

    /// Serves phones on `ip` instead of the home network (tests: loopback only).
    pub fn set_phone_bind(&mut self, ip: std::net::IpAddr) {
        self.phone_bind = Some(ip);
    }

    /// The link of `seat`'s phone, as its code holds it, while phones are on (tests).
    pub fn phone_url(&self, seat: crate::engine::PlayerId) -> Option<String> {
        self.game.as_ref()?.phones.as_ref()?.url_of(seat)
    }

    /// Where each seat plays, while a game is on.
    pub fn seat_links(&self) -> Vec<crate::hotseat::SeatLink> {
        self.game
            .as_ref()
            .map(|g| g.links.clone())
            .unwrap_or_default()
    }

    /// Seats a latecomer (in Team Dixit the pair `names`) between turns, after the last
    /// player present, with the first free token, played as `controller` says (a phone's
    /// join request the laptop accepted). Their ids, or the refusal in the laptop's words.
    pub fn add_player(
        &mut self,
        names: &[String],
        controller: crate::hotseat::Controller,
    ) -> Result<Vec<crate::engine::PlayerId>, String> {
        match &mut self.game {
            Some(game) => game.add_player(names, None, controller),
            None => Err(crate::describe::rule_error_text(
                &crate::engine::RuleError::NotBetweenTurns,
            )),
        }
    }

    /// Queues a command as if a screen had sent it (tests; the folder dialog's answer).
    pub fn command(&mut self, command: UiCommand) {
        self.commands.push(command);
        self.ctx.request_repaint();
    }
}
