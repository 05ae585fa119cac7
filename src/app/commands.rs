//! Carrying out what the players asked for this frame: each command goes to the part that
//! owns what it changes; moving between screens is the shell's own.

use super::shell::{FabulaApp, Screen};
use crate::persist::SoundChange;
use crate::ui::UiCommand;

impl FabulaApp {
    pub(super) fn apply(&mut self, command: UiCommand) {
        match command {
            UiCommand::StartAnyway => self.window.start_anyway(),
            UiCommand::Quit => (self.window.ctx()).send_viewport_cmd(egui::ViewportCommand::Close),
            UiCommand::NewGame => self.screen = Screen::Setup,
            UiCommand::Continue => self.continue_game(),
            UiCommand::ToStart => self.screen = Screen::Start,
            UiCommand::SavedGames => {
                self.refresh_saves();
                self.screen = Screen::Saves;
            }
            UiCommand::ResumeSave(path) => self.resume_save(&path),
            UiCommand::DeleteSave(path) => self.delete_save(&path),
            UiCommand::DismissNotices => self.saving.dismiss_notices(),
            UiCommand::StartGame | UiCommand::PlayAgain => self.start_game(),
            UiCommand::ToggleTable => self.table.set_open(!self.table.is_open()),
            UiCommand::ShowHall => self.open_hall(),
            UiCommand::CloseHall => {
                let to_game = self.menus.hall_from_game() && self.session.game().is_some();
                self.screen = if to_game { Screen::Game } else { Screen::Start };
            }
            UiCommand::SetLeftOut { name, left_out } => {
                let names = &mut self.settings.edit().hall_left_out;
                names.retain(|n| *n != name);
                if left_out {
                    names.push(name);
                }
            }
            UiCommand::SetClueSparks(on) => self.settings.edit().clue_sparks = on,
            UiCommand::SetReduceMotion(on) => self.settings.edit().reduce_motion = Some(on),
            UiCommand::SetHourglass { on, times } => {
                let times = times.clamped();
                let setup = self.menus.setup_mut();
                (setup.hourglass, setup.hourglass_times) = (on, times);
                let settings = self.settings.edit();
                (settings.hourglass, settings.hourglass_times) = (on, times);
            }
            UiCommand::MoreTime => self.more_time(),
            UiCommand::ShowRules => self.screen = Screen::Rules,
            UiCommand::ShowSettings => self.screen = Screen::Settings,
            UiCommand::SetLanguage(language) => self.settings.set_language(language),
            UiCommand::SetSound(change) => self.change_sound(change),
            UiCommand::SetTextSize(window, size) => self.settings.set_text_size(window, size),
            UiCommand::ToggleMute => {
                let muted = self.settings.get().sound.muted;
                self.change_sound(SoundChange::Muted(!muted));
            }
            UiCommand::Game(command) => self.session.apply(&command),
            UiCommand::Pairing(command) => self.session.apply_pairing(command),
            UiCommand::Seats(command) => self.session.apply_seats(command),
            UiCommand::ShowHistory => self.session.show_history(true),
            UiCommand::CloseHistory => self.session.show_history(false),
            UiCommand::ShowLibrary => {
                self.library.show(&mut self.settings);
                self.screen = Screen::Library;
            }
            command @ (UiCommand::PickFolder
            | UiCommand::PickFile
            | UiCommand::ImportFolder(_)
            | UiCommand::CancelImport
            | UiCommand::DismissImportReport
            | UiCommand::SetDeckEnabled { .. }
            | UiCommand::RenameDeck { .. }
            | UiCommand::RemoveDeck(_)
            | UiCommand::ForgetLearning(_)
            | UiCommand::Photos(_)) => {
                let bind = self.session.phone_bind();
                self.library.apply(command, &mut self.settings, bind);
            }
        }
    }

    /// Changes a sound setting: heard at once, remembered.
    fn change_sound(&mut self, change: SoundChange) {
        let sound = self.settings.get().sound.with(change);
        self.settings.edit().sound = sound;
        self.sound.set_levels(sound);
    }

    /// Opens the Hall of fame and starts reading the finished saves.
    fn open_hall(&mut self) {
        let from_game = self.screen == Screen::Game;
        self.screen = Screen::Hall;
        // The game that just ended may still be on its way to the disk.
        self.flush_saves();
        let saves = self.saving.storage().map(super::Storage::saves_dir);
        let ctx = self.window.ctx().clone();
        self.menus.open_hall(saves, from_game, &ctx);
    }
}
