//! One frame of the game window: what each part takes in, the screen showing, then what the
//! players asked for, and what each part hands on (the table display's snapshot, the sounds,
//! the saves, the window's place).

use super::session::hourglass_now;
use super::shell::{FabulaApp, Screen};
use super::window::{Window, page_ui, scale_to_window};
use crate::i18n;
use crate::sound::Cue;
use crate::ui::UiCommand;
use crate::ui::menus::{
    SettingSwitches, SetupNotes, StartOptions, TextSizes, already_open_ui, rules_ui, saves_ui,
    settings_ui, setup_ui, start_ui,
};
use crate::ui::widgets::{focus_ring_ui, notices_ui, pressed, set_reduce_motion, theme};

impl FabulaApp {
    /// Draws one frame into `ui` and applies what the players did.
    pub fn frame_ui(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        self.window.frame_begins(&ctx);
        i18n::set_language(self.settings.language());
        set_reduce_motion(&ctx, self.settings.reduce_motion().0);
        let zoom = scale_to_window(&ctx);
        self.take_in(&ctx);
        self.draw_screen(ui);
        focus_ring_ui(&ctx);
        self.collect_keys(&ctx);
        for command in std::mem::take(&mut self.commands) {
            self.apply(command);
        }
        // The laptop's moves reach the phones and the computer players in the same frame.
        self.session.poll(&ctx, self.settings.language());
        self.follow_hourglass(&ctx);
        self.sound.play_cues(&self.session.cues());
        self.show_table(&ctx, zoom);
        self.saving.autosave(self.session.game());
        self.remember_places(&ctx);
        self.sound.start_if_waiting(self.settings.get().sound);
    }

    /// What arrived since the last frame: decoded pictures, the library's work, the phones'
    /// requests and the computers' moves, the hourglass's time.
    fn take_in(&mut self, ctx: &egui::Context) {
        let art = self.library.art_mut();
        art.set_pixels_per_point(ctx.pixels_per_point());
        art.poll();
        let on = (self.screen == Screen::Library, self.screen != Screen::Game);
        if self.library.poll(ctx, on, &mut self.settings) {
            self.screen = Screen::Library;
        }
        self.session.poll(ctx, self.settings.language());
        self.library
            .prefetch_thumbnails(ctx, self.screen == Screen::Start);
        // The hourglass as of this frame's clock; again after the commands, which may have
        // moved the game to another task.
        self.follow_hourglass(ctx);
    }

    /// The hourglass follows the game (running only while it shows); it chimes once when it
    /// runs out.
    fn follow_hourglass(&mut self, ctx: &egui::Context) {
        if self
            .session
            .follow_hourglass(ctx, self.screen == Screen::Game)
        {
            self.sound.play(Cue::TimeUp);
        }
    }

    /// The screen showing, on the window's background, at the laptop's text size.
    fn draw_screen(&mut self, ui: &mut egui::Ui) {
        theme::paint_background(ui.painter(), ui.max_rect());
        let frame = egui::Frame::new().inner_margin(egui::Margin::symmetric(32, 20));
        egui::CentralPanel::default().frame(frame).show(ui, |ui| {
            let showing = format!("{:?} {:?}", self.screen, self.session.stage());
            let text = self.settings.get().laptop_text;
            page_ui(ui, &showing, text.percent() > 100, |ui| {
                theme::with_text_scale(ui, text.factor(), |ui| self.screen_ui(ui));
            });
        });
    }

    /// The keys of either window that are not a screen's own: the clicker's, the text size's.
    fn collect_keys(&mut self, ctx: &egui::Context) {
        let table_keys = self.table.take_clicker_keys();
        let clicks = self.session.clicker_commands(ctx, self.screen, table_keys);
        self.commands.extend(clicks);
        let table_steps = self.table.take_text_steps();
        let sizes = self.settings.text_size_commands(ctx, table_steps);
        self.commands.extend(sizes);
        if self.table.take_mute_request() {
            self.commands.push(UiCommand::ToggleMute);
        }
    }

    /// Hands the table display the public snapshot of the game.
    fn show_table(&mut self, ctx: &egui::Context, zoom: f32) {
        let feed = (self.session.game(), self.library.art());
        let text = self.settings.get().table_text;
        self.table.show(ctx, feed, text, zoom);
    }

    /// Remembers where both windows are (written a moment after the last change).
    fn remember_places(&mut self, ctx: &egui::Context) {
        self.table.remember(&mut self.settings);
        self.window.fit_to_monitor(ctx);
        if let Some(placement) = Window::placement(ctx)
            && self.settings.get().main_window.as_ref() != Some(&placement)
        {
            self.settings.edit().main_window = Some(placement);
        }
        if let Some(settings) = self.settings.due(ctx) {
            self.saving.write_settings(settings);
        }
    }

    fn screen_ui(&mut self, ui: &mut egui::Ui) {
        if self.window.asking_about_other_window() {
            already_open_ui(ui, &mut self.commands);
            return;
        }
        let notices = self.notices();
        let commands = &mut self.commands;
        match self.screen {
            Screen::Library => {
                let needed = self.cards_needed();
                let disabled = &self.settings.get().disabled_decks;
                let commands = &mut self.commands;
                self.library
                    .library_screen_ui(ui, (needed, disabled), commands);
            }
            Screen::Hall => {
                let left_out = &self.settings.get().hall_left_out;
                self.menus.hall_screen_ui(ui, left_out, commands);
            }
            Screen::Start => {
                let options = StartOptions {
                    can_continue: self.can_continue(),
                    play_again: self.session.just_ended(),
                    saved_games: self.saving.has_saved_games(),
                    table_open: self.table.is_open(),
                };
                let commands = &mut self.commands;
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
                let (saves, state) = self.saving.saves_and_ui();
                saves_ui(ui, saves, &notices, now, state, commands);
            }
            Screen::Rules => rules_ui(ui, self.menus.rules_mut(), commands),
            Screen::Settings => {
                let settings = self.settings.get();
                let text = TextSizes {
                    laptop: settings.laptop_text,
                    table: settings.table_text,
                };
                let hourglass = (settings.hourglass, settings.hourglass_times);
                let (open, sparks, sound) =
                    (self.table.is_open(), settings.clue_sparks, settings.sound);
                let (reduce, system) = self.settings.reduce_motion();
                let switches = SettingSwitches {
                    sparks,
                    reduce_motion: reduce,
                    system_reduces_motion: system,
                };
                settings_ui(ui, open, switches, sound, text, hourglass, commands);
            }
            Screen::Setup => {
                if !self.menus.setup().phones {
                    self.session.clear_phones_problem();
                }
                let problem = self.setup_problem();
                let decks = self.decks_on();
                let notes = SetupNotes {
                    problem: problem.as_deref(),
                    decks: &decks,
                    keeps_game: self.new_game_keeps_one(),
                };
                setup_ui(ui, self.menus.setup_mut(), &notes, &mut self.commands);
            }
            Screen::Game => {
                let clue_sparks = self.settings.get().clue_sparks;
                let art = self.library.art();
                let open = self.table.is_open();
                (self.session).game_ui(ui, art, (open, clue_sparks), commands);
            }
        }
        if self.screen != Screen::Setup && pressed(ui, egui::Key::T) {
            self.commands.push(UiCommand::ToggleTable);
        }
        if pressed(ui, egui::Key::M) {
            self.commands.push(UiCommand::ToggleMute);
        }
    }

    /// "More time" on the hourglass, at the window's clock.
    pub(super) fn more_time(&mut self) {
        let now = hourglass_now(self.window.ctx());
        self.session.more_time(now);
    }
}
