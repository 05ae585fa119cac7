//! One frame of the game window: draw the screen showing, then carry out what the players
//! asked for, hand the table display its snapshot, autosave and remember the window.

use super::computer_cards::ImportedCards;
use super::game::Game;
use super::phones::PhoneSession;
use super::shell::{FabulaApp, Screen};
use super::timing;
use crate::describe::config_error_text;
use crate::engine::{Action, ConfigError, GameConfig, PlayerId, RecordedGame};
use crate::hotseat::{HotSeat, TokenId};
use crate::i18n;
use crate::ui::menus::{
    DecksOn, SetupNotes, StartOptions, TextSizes, rules_ui, saves_ui, settings_ui, setup_ui,
    start_ui,
};
use crate::ui::widgets::{focus_ring_ui, notices_ui, pressed, theme};
use crate::ui::{PairingCommand, UiCommand};

impl FabulaApp {
    /// Draws one frame into `ui` and applies what the players did.
    pub fn frame_ui(&mut self, ui: &mut egui::Ui) {
        if let Some(launched) = self.launched.take() {
            log::info!(
                target: timing::TARGET,
                "first frame after {:.1} ms",
                launched.elapsed().as_secs_f64() * 1000.0
            );
        }
        i18n::set_language(self.language);
        let zoom = super::window::scale_to_window(ui.ctx());
        self.art.set_pixels_per_point(ui.ctx().pixels_per_point());
        self.art.poll();
        self.poll_library(ui.ctx());
        if let Some(game) = &mut self.game {
            game.poll_phones(self.language);
            game.poll_computers(ui.ctx(), self.computer_pause, self.language);
        }
        self.prefetch_thumbnails(ui.ctx());
        super::timing::log_font_atlas(ui.ctx());
        self.frames_drawn = self.frames_drawn.wrapping_add(1);
        if self.frames_drawn.is_multiple_of(60) {
            super::memory::return_freed_memory();
        }
        // The hourglass as of this frame's clock; again after the commands, which may have
        // moved the game to another task.
        self.follow_hourglass(ui.ctx());
        theme::paint_background(ui.painter(), ui.max_rect());
        let frame = egui::Frame::new().inner_margin(egui::Margin::symmetric(32, 20));
        egui::CentralPanel::default().frame(frame).show(ui, |ui| {
            let stage = self.game.as_ref().map(|g| g.hotseat.stage());
            let showing = format!("{:?} {stage:?}", self.screen);
            let enlarged = self.saving.settings.laptop_text.percent() > 100;
            let text = self.saving.settings.laptop_text.factor();
            super::window::page_ui(ui, &showing, enlarged, |ui| {
                theme::with_text_scale(ui, text, |ui| self.screen_ui(ui));
            });
        });
        focus_ring_ui(ui.ctx());
        let table_keys = self.table.take_clicker_keys();
        let remote = self.remote_commands(ui.ctx(), table_keys);
        self.commands.extend(remote);
        let table_steps = self.table.take_text_steps();
        let sizes = self.text_size_commands(ui.ctx(), table_steps);
        self.commands.extend(sizes);
        let commands = std::mem::take(&mut self.commands);
        for command in commands {
            self.apply(command);
        }
        // The laptop's moves reach the phones and the computer players in the same frame.
        if let Some(game) = &mut self.game {
            game.poll_phones(self.language);
            game.poll_computers(ui.ctx(), self.computer_pause, self.language);
        }
        self.follow_hourglass(ui.ctx());
        self.play_cues();
        self.show_table(ui.ctx(), zoom);
        self.remember_table();
        self.autosave_if_changed();
        self.fit_window_to_monitor(ui.ctx());
        self.track_window(ui.ctx());
        self.start_waiting_sound();
    }

    fn screen_ui(&mut self, ui: &mut egui::Ui) {
        let notices = self.notices();
        let options = StartOptions {
            can_continue: self.can_continue(),
            play_again: self.game_just_ended(),
            saved_games: self.has_saved_games(),
            table_open: self.table.is_open(),
        };
        if !self.setup.phones {
            self.phones_problem = None;
        }
        let problem = (self.screen == Screen::Setup)
            .then(|| self.setup_problem())
            .flatten();
        let decks = self.decks_on();
        let keeps_game = self.new_game_keeps_one();
        let commands = &mut self.commands;
        match self.screen {
            Screen::Library => self.library_screen_ui(ui),
            Screen::Hall => self.hall_screen_ui(ui),
            Screen::Start => {
                // In a short window with notices the menu may not fit: it scrolls rather
                // than lose its last buttons below the edge.
                let window = ui.available_height();
                egui::ScrollArea::vertical()
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        let top = ui.cursor().top();
                        notices_ui(ui, &notices, commands);
                        let height = window - (ui.cursor().top() - top);
                        start_ui(ui, options, height, commands);
                    });
            }
            Screen::Saves => {
                let now = crate::persist::now_seconds();
                let saving = &mut self.saving;
                saves_ui(
                    ui,
                    &saving.saves,
                    &notices,
                    now,
                    &mut saving.saves_ui,
                    commands,
                );
            }
            Screen::Rules => rules_ui(ui, &mut self.rules, commands),
            Screen::Settings => {
                let sound = self.saving.settings.sound;
                let sparks = self.saving.settings.clue_sparks;
                let settings = &self.saving.settings;
                let hourglass = (settings.hourglass, settings.hourglass_times);
                let text = TextSizes {
                    laptop: settings.laptop_text,
                    table: settings.table_text,
                };
                settings_ui(
                    ui,
                    self.table.is_open(),
                    sparks,
                    sound,
                    text,
                    hourglass,
                    commands,
                );
            }
            Screen::Setup => {
                let notes = SetupNotes {
                    problem: problem.as_deref(),
                    decks: &decks,
                    keeps_game,
                };
                setup_ui(ui, &mut self.setup, &notes, commands);
            }
            Screen::Game => {
                if let Some(game) = self.game.as_mut() {
                    game.clue_sparks = self.saving.settings.clue_sparks;
                    game.game_ui(ui, &self.art, self.table.is_open(), commands);
                }
            }
        }
        if self.screen != Screen::Setup && pressed(ui, egui::Key::T) {
            self.commands.push(UiCommand::ToggleTable);
        }
        if pressed(ui, egui::Key::M) {
            self.commands.push(UiCommand::ToggleMute);
        }
    }

    /// The decks switched on for the next game, and whether they hold enough cards.
    fn decks_on(&self) -> DecksOn {
        let disabled = &self.saving.settings.disabled_decks;
        let names = self
            .art
            .pool()
            .decks()
            .iter()
            .filter(|d| !disabled.contains(&d.key.setting()))
            .map(|d| d.name.clone())
            .collect();
        let too_few = self
            .setup_config()
            .and_then(|c| c.validate().err())
            .is_some_and(|e| matches!(e, ConfigError::DeckTooSmall { .. }));
        DecksOn { names, too_few }
    }

    /// Why the set-up cannot start yet, in the player's language.
    fn setup_problem(&self) -> Option<String> {
        if let Some(problem) = &self.phones_problem {
            return Some(problem.clone());
        }
        if !self.setup.has_a_person() {
            return Some(crate::t!("setup-needs-a-person"));
        }
        // A computer player cannot see the cards on a real table.
        if self.setup.cards_on_table && self.setup.seats.iter().any(|s| s.computer.is_some()) {
            return Some(crate::t!("setup-table-no-computers"));
        }
        let Some(config) = self.setup_config() else {
            return Some(crate::t!("setup-looking-for-cards"));
        };
        config.validate().err().map(|e| match e {
            // The cards come from the decks switched on: say where to find more.
            ConfigError::DeckTooSmall { have, needed } => crate::t!(
                "library-too-few",
                missing = needed.saturating_sub(have),
                have = have,
                needed = needed
            ),
            e => config_error_text(&e),
        })
    }

    /// The engine config the set-up describes, once the deck is known.
    pub(super) fn setup_config(&self) -> Option<GameConfig> {
        let names = self.setup.names_in_play();
        let mut config = if self.setup.cards_on_table {
            GameConfig::on_the_table(self.setup.rules, names, self.seed)
        } else {
            self.art.deck_size()?;
            GameConfig::new(self.setup.rules, names, self.enabled_cards(), self.seed)
        };
        config.end = self.setup.end();
        config.team_names = self.setup.team_names();
        Some(config)
    }

    fn start_game(&mut self) {
        let Some(config) = self.setup_config() else {
            return;
        };
        if !self.setup.has_a_person() {
            return;
        }
        let Ok(mut state) = RecordedGame::new(config) else {
            return;
        };
        let starter = self.setup.starter_in_play().map(|i| PlayerId(i as u8));
        if state
            .apply(Action::ChooseStoryteller { player: starter })
            .is_err()
        {
            return;
        }
        let tokens = self
            .setup
            .tokens_in_play()
            .into_iter()
            .map(|t| TokenId(t as u8))
            .collect();
        let controllers = self.setup.controllers_in_play();
        let imported = self.imported_cards(&state.state().config().deck);
        let mut game = Game::new(HotSeat::start(state, tokens).with_controllers(controllers))
            .with_imported_cards(imported);
        game.hourglass = (self.setup.hourglass)
            .then(|| crate::hotseat::Hourglass::new(self.setup.hourglass_times));
        if self.setup.phones {
            let pictures = self.art.phone_pictures();
            match PhoneSession::start(game.hotseat.game(), pictures, self.phone_bind, &self.ctx) {
                Ok(session) => game.phones = Some(session),
                Err(error) => {
                    log::warn!("the phones cannot join: {error}");
                    self.phones_problem =
                        Some(crate::t!("phones-start-failed", error = error.to_string()));
                    return;
                }
            }
        }
        self.seed = self.seed.wrapping_add(1);
        self.game = Some(game);
        self.screen = Screen::Game;
        self.saving_new_game();
    }

    fn apply(&mut self, command: UiCommand) {
        match command {
            UiCommand::NewGame => self.screen = Screen::Setup,
            UiCommand::Continue => self.continue_game(),
            UiCommand::ToStart => self.screen = Screen::Start,
            UiCommand::SavedGames => {
                self.refresh_saves();
                self.screen = Screen::Saves;
            }
            UiCommand::ResumeSave(path) => self.resume_save(&path),
            UiCommand::DeleteSave(path) => self.delete_save(&path),
            UiCommand::DismissNotices => self.saving.notices.clear(),
            UiCommand::StartGame | UiCommand::PlayAgain => self.start_game(),
            UiCommand::ToggleTable => self.table.set_open(!self.table.is_open()),
            UiCommand::ShowHall => self.open_hall(),
            UiCommand::CloseHall => self.close_hall(),
            UiCommand::SetLeftOut { name, left_out } => self.set_left_out(name, left_out),
            UiCommand::SetClueSparks(on) => self.settings_mut().clue_sparks = on,
            UiCommand::SetHourglass { on, times } => self.set_hourglass_setting(on, times),
            UiCommand::MoreTime => self.more_time(),
            UiCommand::ShowRules => self.screen = Screen::Rules,
            UiCommand::ShowSettings => self.screen = Screen::Settings,
            UiCommand::SetLanguage(language) => self.set_language(language),
            UiCommand::SetSound(change) => self.change_sound(change),
            UiCommand::SetTextSize(window, size) => self.set_text_size(window, size),
            UiCommand::ToggleMute => self.toggle_mute(),
            UiCommand::Game(command) => {
                if let Some(game) = &mut self.game {
                    game.apply(&command);
                }
            }
            UiCommand::Pairing(PairingCommand::AnswerJoin { id, accept }) => {
                self.answer_latecomer(id, accept);
            }
            UiCommand::Pairing(command) => {
                if let Some(game) = &mut self.game
                    && let Some(phones) = &mut game.phones
                {
                    phones.apply(command, &mut game.hotseat);
                }
            }
            UiCommand::Seats(command) => {
                if let Some(game) = &mut self.game {
                    game.apply_seats(command);
                }
            }
            UiCommand::ShowHistory | UiCommand::CloseHistory => {
                if let Some(game) = &mut self.game {
                    game.history_open = command == UiCommand::ShowHistory;
                }
            }
            UiCommand::ShowLibrary
            | UiCommand::PickFolder
            | UiCommand::PickFile
            | UiCommand::ImportFolder(_)
            | UiCommand::CancelImport
            | UiCommand::DismissImportReport
            | UiCommand::SetDeckEnabled { .. }
            | UiCommand::RenameDeck { .. }
            | UiCommand::RemoveDeck(_)
            | UiCommand::ForgetLearning(_)
            | UiCommand::Photos(_) => self.apply_library(command),
        }
    }
}

impl FabulaApp {
    /// The imported cards among a game's `deck`, for its computer players; a deck whose
    /// learning cannot be read is said in a notice (the game plays without it).
    pub(super) fn imported_cards(&mut self, deck: &[crate::engine::CardId]) -> ImportedCards {
        let pool = self.art.pool();
        let hash_of = |id: crate::engine::CardId| {
            let picture = self.art.picture_of(id);
            (pool.identities().get(picture.0 as usize)).map(|c| c.hash.clone())
        };
        let library = self.library.on_disk();
        let (cards, problems) =
            ImportedCards::of(deck, self.art.imported_decks(), hash_of, library);
        for (deck, error) in problems {
            log::warn!("what the computer learned cannot be read: {error}");
            let kept_as = match error {
                crate::library::LearnedError::Damaged { kept_as, .. } => kept_as,
                crate::library::LearnedError::Read { .. }
                | crate::library::LearnedError::Newer { .. } => None,
            };
            (self.saving.notices).push(super::saving::Notice::BadLearning { deck, kept_as });
        }
        cards
    }
}
