//! The game window's controller. It alone holds the [`GameState`]: each frame it hands views
//! to the screens in [`crate::ui`], collects their [`UiCommand`]s, and applies them to the
//! engine after drawing. Which seat sees the screen next (the hot-seat order) is decided here
//! from the public view; what is legal is always the engine's answer.

pub mod art;
mod art_worker;
mod library;
mod memory;
mod painted;
mod saving;
pub mod table;
mod undo;
mod writer;

pub use saving::{FileProblem, Notice, Storage};

use crate::engine::{Action, GameConfig, GameState, Phase, PlayerId, PublicView, RuleError};
use crate::i18n::{self, Language};
use crate::ui::game::HandState;
use crate::ui::game::VoteState;
use crate::ui::menus::SetupState;
use crate::ui::widgets::{Table, theme};
use crate::ui::widgets::{Token, token};
use crate::ui::{self, UiCommand};
use art::ArtLoader;
use std::time::Instant;
use table::{TableDisplay, TableSnapshot};

/// Which screen of the game is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// "Pass to NAME": nothing private is drawn.
    Privacy(PlayerId),
    /// A player's hand: the storyteller's choice, or a submission.
    Hand(PlayerId),
    /// A voter's private vote.
    Vote(PlayerId),
    /// The board, shown to the table after the last submission.
    Board,
    /// Votes, owners and points.
    Reveal,
    /// The winner(s).
    End,
}

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
}

/// A game in progress and the hot-seat bookkeeping around it.
struct Game {
    state: GameState,
    tokens: Vec<Token>,
    stage: Stage,
    hand: HandState,
    vote: VoteState,
    /// The turn whose board has been shown to everyone.
    board_shown: u32,
    /// When the current reveal first showed (egui time, seconds).
    reveal_since: Option<f64>,
    /// An engine refusal to show (should not happen: buttons are disabled first).
    error: Option<RuleError>,
    /// Counts changes of `state`, so the autosave knows when to write.
    revision: u64,
    /// The last private move, while it can be taken back (see `undo.rs`).
    undo: Option<undo::UndoPoint>,
    /// The round history is showing over the stage.
    history_open: bool,
}

/// The whole application.
pub struct FabulaApp {
    screen: Screen,
    setup: SetupState,
    game: Option<Game>,
    art: ArtLoader,
    commands: Vec<ui::UiCommand>,
    seed: u64,
    launched: Option<Instant>,
    /// The second window for the projector or TV.
    table: TableDisplay,
    saving: saving::Saving,
    /// The language every screen speaks (the settings' choice, or the system's).
    language: Language,
    rules: crate::ui::menus::RulesState,
    /// The card library: decks on disk, imports, the library screen's state.
    library: library::LibraryState,
    ctx: egui::Context,
}

impl FabulaApp {
    /// An app on the given picture loader; `seed` seeds the first game (later games add one).
    pub fn new(ctx: &egui::Context, art: ArtLoader, seed: u64) -> Self {
        theme::install(ctx);
        FabulaApp {
            screen: Screen::Start,
            setup: SetupState::default(),
            game: None,
            art,
            commands: Vec::new(),
            seed,
            launched: None,
            table: TableDisplay::new(None),
            saving: saving::Saving::default(),
            // English until told otherwise: `run` follows the settings or the system.
            language: Language::En,
            rules: crate::ui::menus::RulesState::default(),
            library: library::LibraryState::default(),
            ctx: ctx.clone(),
        }
    }

    /// Prints the time from `launched` to the first drawn frame (for the start-up measurement).
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
        self.game.as_ref().map(|g| g.stage)
    }

    /// The set-up being edited (tests fill it in directly).
    pub fn setup_mut(&mut self) -> &mut SetupState {
        &mut self.setup
    }

    /// The full game state, for tests that check the screens against the truth.
    pub fn game_state(&self) -> Option<&GameState> {
        self.game.as_ref().map(|g| &g.state)
    }

    /// Resumes a game in an arbitrary state (benchmarks, tests).
    pub fn resume(&mut self, state: GameState, tokens: Vec<Token>) {
        let mut game = Game {
            stage: Stage::End,
            state,
            tokens,
            hand: HandState::default(),
            vote: VoteState::default(),
            board_shown: 0,
            reveal_since: None,
            error: None,
            revision: 0,
            undo: None,
            history_open: false,
        };
        game.board_shown = game.state.turn_number();
        game.stage = next_stage(&game.state.public_view(), game.board_shown);
        self.game = Some(game);
        self.screen = Screen::Game;
    }

    /// Draws one frame into `ui` and applies what the players did.
    pub fn frame_ui(&mut self, ui: &mut egui::Ui) {
        if let Some(launched) = self.launched.take() {
            eprintln!(
                "fabula: first frame after {:.1} ms",
                launched.elapsed().as_secs_f64() * 1000.0
            );
        }
        i18n::set_language(self.language);
        let zoom = scale_to_window(ui.ctx());
        self.art.poll();
        self.poll_library(ui.ctx());
        self.prefetch_thumbnails(ui.ctx());
        theme::paint_background(ui.painter(), ui.max_rect());
        let frame = egui::Frame::new().inner_margin(egui::Margin::symmetric(32, 20));
        egui::CentralPanel::default()
            .frame(frame)
            .show(ui, |ui| self.screen_ui(ui));
        let commands = std::mem::take(&mut self.commands);
        for command in commands {
            self.apply(command);
        }
        let snapshot = (self.table.is_open())
            .then_some(self.game.as_ref())
            .flatten()
            .map(|g| TableSnapshot::of(&g.state, &g.tokens, &self.art, g.history_open));
        self.table.show(ui.ctx(), snapshot, zoom);
        self.remember_table();
        self.autosave_if_changed();
        self.track_window(ui.ctx());
    }

    fn screen_ui(&mut self, ui: &mut egui::Ui) {
        let problem = match self.screen {
            Screen::Setup => match self.setup_config() {
                Some(config) => config.validate().err().map(|e| match e {
                    // The cards come from the decks switched on: say where to find more.
                    crate::engine::ConfigError::DeckTooSmall { have, needed } => crate::t!(
                        "library-too-few",
                        missing = needed.saturating_sub(have),
                        have = have,
                        needed = needed
                    ),
                    e => crate::describe::config_error_text(&e),
                }),
                None => Some(crate::t!("setup-looking-for-cards")),
            },
            _ => None,
        };
        let (can_continue, notices) = (self.can_continue(), self.notices());
        if self.screen == Screen::Library {
            self.library_screen_ui(ui);
            return;
        }
        let commands = &mut self.commands;
        match self.screen {
            Screen::Start => {
                let options = crate::ui::menus::StartOptions {
                    can_continue,
                    saved_games: !self.saving.saves.is_empty(),
                    table_open: self.table.is_open(),
                };
                // In a short window with notices the menu may not fit: it scrolls rather
                // than lose its last buttons below the edge.
                let window = ui.available_height();
                egui::ScrollArea::vertical()
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        let top = ui.cursor().top();
                        crate::ui::widgets::notices_ui(ui, &notices, commands);
                        let height = window - (ui.cursor().top() - top);
                        crate::ui::menus::start_ui(ui, options, height, commands);
                    });
            }
            Screen::Saves => {
                let now = crate::persist::now_seconds();
                let saving = &mut self.saving;
                crate::ui::menus::saves_ui(
                    ui,
                    &saving.saves,
                    &notices,
                    now,
                    &mut saving.saves_ui,
                    commands,
                );
            }
            Screen::Rules => crate::ui::menus::rules_ui(ui, &mut self.rules, commands),
            Screen::Settings => crate::ui::menus::settings_ui(ui, self.table.is_open(), commands),
            Screen::Library => {}
            Screen::Setup => {
                crate::ui::menus::setup_ui(ui, &mut self.setup, problem.as_deref(), commands);
            }
            Screen::Game => {
                let Some(game) = self.game.as_mut() else {
                    return;
                };
                let table = Table {
                    tokens: &game.tokens,
                    art: &self.art,
                };
                let public = game.state.public_view();
                if game.history_open {
                    let history = game.state.history();
                    crate::ui::menus::history_screen_ui(ui, history, &public, table, commands);
                    return;
                }
                match game.stage {
                    Stage::Privacy(seat) => {
                        let open = self.table.is_open();
                        let undo_of = game.undo_offer().map(|p| public.name(p));
                        let extras = crate::ui::game::PrivacyExtras {
                            undo_of,
                            undo_asked: game.undo_asked(),
                            history: !game.state.history().is_empty(),
                        };
                        crate::ui::game::privacy_ui(
                            ui, &public, seat, open, table, extras, commands,
                        );
                    }
                    Stage::Hand(seat) => {
                        let view = game.state.player_view(seat);
                        let blocker = Game::action_for(
                            &crate::ui::game::confirm_command(&view, &game.hand),
                            seat,
                        )
                        .and_then(|a| game.state.check(&a).err())
                        .map(|e| describe(&e));
                        let blocker = blocker.or_else(|| game.error.as_ref().map(describe));
                        crate::ui::game::hand_ui(
                            ui,
                            &view,
                            &mut game.hand,
                            blocker.as_deref(),
                            table,
                            commands,
                        );
                    }
                    Stage::Vote(seat) => {
                        let view = game.state.player_view(seat);
                        let blocker = crate::ui::game::vote_command(&view, &game.vote)
                            .and_then(|c| Game::action_for(&c, seat))
                            .and_then(|a| game.state.check(&a).err())
                            .map(|e| describe(&e));
                        crate::ui::game::vote_ui(
                            ui,
                            &view,
                            &mut game.vote,
                            blocker.as_deref(),
                            table,
                            commands,
                        );
                    }
                    Stage::Board if self.table.is_open() => {
                        crate::ui::table::board_compact_ui(ui, &public, commands);
                    }
                    Stage::Reveal if self.table.is_open() => {
                        crate::ui::table::reveal_compact_ui(ui, &public, table, commands);
                    }
                    Stage::Board => crate::ui::game::board_screen_ui(ui, &public, table, commands),
                    Stage::Reveal => {
                        let now = ui.input(|i| i.time);
                        let since = *game.reveal_since.get_or_insert(now);
                        crate::ui::game::reveal_ui(
                            ui,
                            &public,
                            (now - since) as f32,
                            table,
                            commands,
                        );
                    }
                    Stage::End => crate::ui::game::end_ui(ui, &public, table, commands),
                }
                if matches!(game.stage, Stage::Privacy(_) | Stage::Board | Stage::Reveal)
                    && ui::widgets::pressed(ui, egui::Key::Escape)
                {
                    commands.push(UiCommand::ToStart);
                }
            }
        }
        if self.screen != Screen::Setup && ui::widgets::pressed(ui, egui::Key::T) {
            commands.push(UiCommand::ToggleTable);
        }
    }

    /// The engine config the set-up describes, once the deck is known.
    fn setup_config(&self) -> Option<GameConfig> {
        self.art.deck_size()?;
        let names = self
            .setup
            .seats
            .iter()
            .map(|s| s.name.trim().to_owned())
            .collect();
        let mut config = GameConfig::new(self.setup.rules, names, self.enabled_cards(), self.seed);
        config.end = crate::engine::EndCondition::TargetScore(self.setup.target);
        Some(config)
    }

    fn start_game(&mut self) {
        let Some(config) = self.setup_config() else {
            return;
        };
        let Ok(mut state) = GameState::new(config) else {
            return;
        };
        let starter = self.setup.starter.map(|i| PlayerId(i as u8));
        if state
            .apply(Action::ChooseStoryteller { player: starter })
            .is_err()
        {
            return;
        }
        let tokens = self.setup.seats.iter().map(|s| token(s.token)).collect();
        self.seed = self.seed.wrapping_add(1);
        self.resume(state, tokens);
        if let Some(game) = &mut self.game {
            game.board_shown = 0;
            game.stage = next_stage(&game.state.public_view(), 0);
        }
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
            UiCommand::ShowRules => self.screen = Screen::Rules,
            UiCommand::ShowSettings => self.screen = Screen::Settings,
            UiCommand::SetLanguage(language) => self.set_language(language),
            UiCommand::ShowLibrary
            | UiCommand::PickFolder
            | UiCommand::ImportFolder(_)
            | UiCommand::CancelImport
            | UiCommand::DismissImportReport
            | UiCommand::SetDeckEnabled { .. }
            | UiCommand::RenameDeck { .. }
            | UiCommand::RemoveDeck(_) => self.apply_library(command),
            other => {
                if let Some(game) = &mut self.game {
                    game.apply(&other);
                }
            }
        }
    }
}

impl Game {
    /// The engine action for a command of `seat`'s private screen.
    fn action_for(command: &UiCommand, seat: PlayerId) -> Option<Action> {
        match command {
            UiCommand::Tell { card, clue } => Some(Action::Tell {
                player: seat,
                card: *card,
                clue: clue.clone(),
            }),
            UiCommand::Submit { cards } => Some(Action::Submit {
                player: seat,
                cards: cards.clone(),
            }),
            UiCommand::Vote { slots } => Some(Action::Vote {
                player: seat,
                slots: slots.clone(),
                red_token: None,
            }),
            _ => None,
        }
    }

    fn apply(&mut self, command: &UiCommand) {
        match (command, self.stage) {
            (UiCommand::ShowPrivate, Stage::Privacy(seat)) => {
                self.confirmed(seat);
                self.hand = HandState::default();
                self.vote = VoteState::default();
                self.error = None;
                self.stage = if self.state.phase() == Phase::Voting {
                    Stage::Vote(seat)
                } else {
                    Stage::Hand(seat)
                };
            }
            (UiCommand::StartVoting, Stage::Board) => {
                self.board_shown = self.state.turn_number();
                self.stage = next_stage(&self.state.public_view(), self.board_shown);
            }
            (UiCommand::NextTurn, Stage::Reveal) => {
                self.engine(Action::NextTurn);
            }
            (UiCommand::Undo, Stage::Privacy(_)) => self.ask_undo(),
            (UiCommand::KeepMove, Stage::Privacy(_)) => self.keep_move(),
            (UiCommand::ShowHistory, _) => self.history_open = true,
            (UiCommand::CloseHistory, _) => self.history_open = false,
            (_, Stage::Hand(seat) | Stage::Vote(seat)) => {
                if let Some(action) = Self::action_for(command, seat) {
                    self.private_action(seat, action);
                }
            }
            _ => {}
        }
    }

    /// Applies an action; whether the engine took it.
    fn engine(&mut self, action: Action) -> bool {
        match self.state.apply(action) {
            Ok(_) => {
                self.error = None;
                self.reveal_since = None;
                self.revision += 1;
                self.undo = None;
                self.stage = next_stage(&self.state.public_view(), self.board_shown);
                true
            }
            Err(err) => {
                self.error = Some(err);
                false
            }
        }
    }
}

/// An engine refusal in the player's language.
fn describe(err: &RuleError) -> String {
    crate::describe::rule_error_text(err)
}

/// The next screen, read from the public view: the storyteller, then every seat that still
/// has to act, clockwise from the storyteller; the board once before the votes.
pub fn next_stage(view: &PublicView, board_shown: u32) -> Stage {
    let next_undone = || {
        let n = view.players.len();
        let start = view.storyteller.map_or(0, PlayerId::index);
        (1..=n)
            .map(|k| (start + k) % n)
            .find(|i| !view.players[*i].done)
            .map_or(Stage::Reveal, |i| Stage::Privacy(PlayerId(i as u8)))
    };
    match view.phase {
        Phase::Telling | Phase::Clue => Stage::Privacy(view.storyteller.unwrap_or(PlayerId(0))),
        Phase::Voting if board_shown != view.turn => Stage::Board,
        Phase::Submitting | Phase::Voting | Phase::NamingGivers => next_undone(),
        Phase::Reveal | Phase::ChooseStoryteller => Stage::Reveal,
        Phase::GameOver => Stage::End,
    }
}

/// Scales the whole interface with the window: designed for 900 points of height, so a
/// 720p window shrinks a little and a 4K screen gets big, crisp text. Returns the zoom, which
/// egui applies from the next frame on.
fn scale_to_window(ctx: &egui::Context) -> f32 {
    let native = ctx.native_pixels_per_point().unwrap_or(1.0);
    let physical = ctx.content_rect().height() * ctx.pixels_per_point();
    let target = (physical / 900.0).clamp(0.8, 3.0);
    let zoom = (target / native * 20.0).round() / 20.0;
    if (ctx.zoom_factor() - zoom).abs() > 0.01 {
        ctx.set_zoom_factor(zoom);
    }
    zoom
}

impl eframe::App for FabulaApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.frame_ui(ui);
    }
}

/// Opens the game window (the binary's default); `table` opens the table display too.
pub fn run(table: bool) -> eframe::Result {
    let launched = Instant::now();
    memory::return_large_blocks_promptly();
    let storage = Storage::user();
    let loaded = storage
        .as_ref()
        .map(|s| crate::persist::Settings::load(&s.settings_path()));
    let placement = loaded.as_ref().and_then(|(s, _)| s.main_window.clone());
    let options = eframe::NativeOptions {
        viewport: saving::restore_window(
            egui::ViewportBuilder::default()
                .with_title("Fabula")
                .with_inner_size([1280.0, 720.0])
                .with_min_inner_size([960.0, 540.0]),
            placement.as_ref(),
        ),
        ..Default::default()
    };
    eframe::run_native(
        "Fabula",
        options,
        Box::new(move |cc| {
            let art = ArtLoader::from_folder(&cc.egui_ctx, std::path::PathBuf::from("cards"));
            let seed = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64);
            let mut app = FabulaApp::new(&cc.egui_ctx, art, seed);
            app.language = Language::from_system();
            if let (Some(storage), Some(loaded)) = (storage, loaded) {
                app = app.with_loaded_settings(storage, loaded);
            }
            match crate::library::Library::open_default() {
                Ok(library) => app = app.with_library(library),
                Err(err) => eprintln!("fabula: no card library: {err}"),
            }
            app.restore_table(table);
            if std::env::var_os("FABULA_TIMING").is_some() {
                app.report_startup_from(launched);
            }
            Ok(Box::new(app))
        }),
    )
}
