//! What the window, tests and benchmarks may ask of the app and tell it: each question goes to
//! the part that knows the answer.

use super::art::ArtLoader;
use super::shell::{FabulaApp, Screen};
use crate::engine::{CardId, GameState, PlayerId, RecordedGame};
use crate::hotseat::{Controller, HourglassReading, SeatLink, Stage, TokenId};
use crate::i18n::Language;
use crate::library::ImportReport;
use crate::persist::{CardRef, SaveEntry, Settings, SoundSettings, WindowPlacement};
use crate::sound::SoundState;
use crate::ui::UiCommand;
use crate::ui::menus::SetupState;
use crate::ui::table::JoinCode;
use std::time::Duration;

impl FabulaApp {
    /// The screen showing now.
    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// The game stage showing now, if a game is on.
    pub fn stage(&self) -> Option<Stage> {
        self.session.stage()
    }

    /// Queues a command as if a screen had sent it (tests; the folder dialog's answer).
    pub fn command(&mut self, command: UiCommand) {
        self.commands.push(command);
        self.window.ctx().request_repaint();
    }

    /// Later starts that handed over to this window so far (each brought it to the front).
    pub fn hand_overs(&self) -> u64 {
        self.window.hand_overs()
    }

    /// Whether the window asks first, another window on its data folder not answering.
    pub fn asking_about_other_window(&self) -> bool {
        self.window.asking_about_other_window()
    }

    /// The set-up being edited (tests fill it in directly).
    pub fn setup_mut(&mut self) -> &mut SetupState {
        self.menus.setup_mut()
    }

    /// The language every screen speaks.
    pub fn language(&self) -> Language {
        self.settings.language()
    }

    /// Switches every screen to `language` at once and remembers the choice.
    pub fn set_language(&mut self, language: Language) {
        self.settings.set_language(language);
    }

    /// The settings (window placements, table display, last players).
    pub fn settings(&self) -> &Settings {
        self.settings.get()
    }

    /// Changes the settings; they are written shortly after the last change.
    pub fn settings_mut(&mut self) -> &mut Settings {
        self.settings.edit()
    }

    /// The full game state, for tests that check the screens against the truth.
    pub fn game_state(&self) -> Option<&GameState> {
        self.session.hotseat().map(crate::hotseat::HotSeat::state)
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
        self.session.take_up(game, tokens);
        self.screen = Screen::Game;
    }

    /// How long computer players seem to think before each move (tests: no pause).
    pub fn set_computer_pause(&mut self, pause: super::PauseFn) {
        self.session.set_computer_pause(pause);
    }

    /// Who plays each seat, while a game is on.
    pub fn controllers(&self) -> Vec<Controller> {
        self.session.controllers()
    }

    /// Where each seat plays, while a game is on.
    pub fn seat_links(&self) -> Vec<SeatLink> {
        self.session.seat_links()
    }

    /// Seats a latecomer (in Team Dixit the pair `names`) between turns, after the last
    /// player present, with the first free token, played as `controller` says. Their ids, or
    /// the refusal in the laptop's words.
    pub fn add_player(
        &mut self,
        names: &[String],
        controller: Controller,
    ) -> Result<Vec<PlayerId>, String> {
        self.session.add_player(names, controller)
    }

    /// Serves phones on `ip` instead of the home network (tests: loopback only).
    pub fn set_phone_bind(&mut self, ip: std::net::IpAddr) {
        self.session.set_phone_bind(ip);
    }

    /// The link of `seat`'s phone, as its code holds it, while phones are on (tests).
    pub fn phone_url(&self, seat: PlayerId) -> Option<String> {
        self.session.phone_url(seat)
    }

    /// The join code latecomers scan, while phones are on (tests, screenshots).
    pub fn join_code(&self) -> Option<JoinCode> {
        self.session.join_code().cloned()
    }

    /// What the game's hourglass shows, while the game plays with one and it times a task.
    pub fn hourglass_reading(&self) -> Option<HourglassReading> {
        self.session.hourglass_reading()
    }

    /// How many times the hourglass has chimed in this session (tests: once per running out).
    pub fn hourglass_chimes(&self) -> u32 {
        self.session.hourglass_chimes()
    }

    /// The saved games as last listed, newest first.
    pub fn saved_games(&self) -> &[SaveEntry] {
        self.saving.saves()
    }

    /// The notices showing now, as sentences.
    pub fn notices(&self) -> Vec<String> {
        (self.saving.notices().iter())
            .map(super::Notice::text)
            .collect()
    }

    /// Waits until every save and settings change so far is on disk (tests, exit).
    pub fn flush_saves(&mut self) {
        self.saving.flush(self.session.game());
        if let Some(settings) = self.settings.pending() {
            self.saving.write_settings(settings);
            self.saving.flush(None);
        }
    }

    /// How long the last file write took on the writer thread.
    pub fn last_write_time(&self) -> Option<Duration> {
        self.saving.last_write()
    }

    /// Whether the Hall of fame has read the saves (tests wait for it).
    pub fn hall_ready(&self) -> bool {
        self.screen == Screen::Hall && self.menus.hall_read()
    }

    /// The sound settings in force.
    pub fn sound_settings(&self) -> SoundSettings {
        self.settings.get().sound
    }

    /// Whether sound is heard, still starting, or silent.
    pub fn sound_state(&self) -> SoundState {
        self.sound.state()
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
    pub fn table_window(&self) -> Option<WindowPlacement> {
        self.table.placement()
    }

    /// Where the table display's window opens (from the settings).
    pub fn set_table_window(&mut self, placement: Option<WindowPlacement>) {
        self.table.set_placement(placement);
    }

    /// The card picture loader (tests and measurements).
    pub fn art(&self) -> &ArtLoader {
        self.library.art()
    }

    /// Waits until the picture loader has found the deck (tests and benchmarks only).
    pub fn wait_for_cards(&mut self) -> usize {
        self.library.art_mut().wait_for_deck()
    }

    /// The picture engine card `id` shows (a resumed game maps ids to pictures by hash).
    pub fn picture_of(&self, id: CardId) -> CardId {
        self.library.art().picture_of(id)
    }

    /// Every card of the pool: its deck's name and picture hash, by card id.
    pub fn card_identities(&self) -> &[CardRef] {
        self.library.art().pool().identities()
    }

    /// Whether an import is running.
    pub fn importing(&self) -> bool {
        self.library.importing()
    }

    /// The last import's report, while it shows.
    pub fn import_report(&self) -> Option<&ImportReport> {
        self.library.import_report()
    }

    /// The photo page's link while the "Add cards from phones" panel is open and its host
    /// runs (tests send photos there).
    pub fn photo_page_url(&self) -> Option<String> {
        self.library.photo_page_url()
    }

    /// For each photo received since the panel opened: from its arrival to its card on
    /// screen.
    pub fn photo_times(&self) -> Vec<Duration> {
        self.library.photo_times()
    }

    /// The width and height of each photo on the panel, newest first.
    pub fn photo_sizes(&self) -> Vec<(u32, u32)> {
        self.library.photo_sizes()
    }

    /// Whether cards from photos are being added to a deck now.
    pub fn adding_photo_cards(&self) -> bool {
        self.library.adding_photo_cards()
    }
}
