//! The Hall of fame's data: the finished saves are read and counted on a thread of their own
//! when the screen opens (replaying every game takes a moment with many saves), and the
//! screen shows "Reading…" until they are in. Leaving a name out is a setting.

use super::shell::{FabulaApp, Screen};
use crate::describe::HallOfFame;
use crate::persist::finished_games;
use crate::ui::menus::{HallView, hall_ui};
use std::sync::mpsc::{TryRecvError, channel};

impl FabulaApp {
    /// Opens the Hall of fame and starts reading the finished saves.
    pub(super) fn open_hall(&mut self) {
        self.hall.from_game = self.screen == Screen::Game;
        self.screen = Screen::Hall;
        // The game that just ended may still be on its way to the disk.
        self.flush_saves();
        let Some(storage) = &self.saving.storage else {
            self.hall.read = Some((HallOfFame::default(), 0));
            return;
        };
        let dir = storage.saves_dir();
        let (send, receive) = channel();
        let ctx = self.ctx.clone();
        let spawned = std::thread::Builder::new()
            .name("hall of fame".into())
            .spawn(move || {
                let found = finished_games(&dir);
                let hall = HallOfFame::from_games(
                    found.games.iter().map(|g| (&g.view, g.history.as_slice())),
                );
                // The screen may be gone by now: then nobody needs the answer.
                let _ = send.send((hall, found.skipped));
                ctx.request_repaint();
            });
        match spawned {
            Ok(_) => {
                self.hall.read = None;
                self.hall.reading = Some(receive);
            }
            Err(error) => {
                log::warn!("the Hall of fame cannot be read: {error}");
                self.hall.read = Some((HallOfFame::default(), 0));
            }
        }
    }

    /// Takes the record in once it is read.
    fn poll_hall(&mut self) {
        let Some(reading) = &self.hall.reading else {
            return;
        };
        match reading.try_recv() {
            Ok(read) => {
                self.hall.read = Some(read);
                self.hall.reading = None;
            }
            Err(TryRecvError::Empty) => {}
            Err(TryRecvError::Disconnected) => {
                log::warn!("the Hall of fame's reading stopped");
                self.hall.read = Some((HallOfFame::default(), 0));
                self.hall.reading = None;
            }
        }
    }

    /// Draws the Hall of fame screen.
    pub(super) fn hall_screen_ui(&mut self, ui: &mut egui::Ui) {
        self.poll_hall();
        let view = HallView {
            hall: self.hall.read.as_ref().map(|(hall, _)| hall),
            skipped: self.hall.read.as_ref().map_or(0, |(_, skipped)| *skipped),
            left_out: &self.saving.settings.hall_left_out,
        };
        hall_ui(ui, view, &mut self.commands);
    }

    /// Back from the Hall of fame: to the game's end screen it was opened from, or the start.
    pub(super) fn close_hall(&mut self) {
        self.screen = if self.hall.from_game && self.game.is_some() {
            Screen::Game
        } else {
            Screen::Start
        };
    }

    /// Whether the Hall of fame has read the saves (tests wait for it).
    pub fn hall_ready(&self) -> bool {
        self.screen == Screen::Hall && self.hall.read.is_some()
    }

    /// Leaves `name` out of the Hall of fame, or brings it back; remembered.
    pub(super) fn set_left_out(&mut self, name: String, left_out: bool) {
        let names = &mut self.settings_mut().hall_left_out;
        names.retain(|n| *n != name);
        if left_out {
            names.push(name);
        }
    }
}
