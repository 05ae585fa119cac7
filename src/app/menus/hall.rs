//! The Hall of fame's data: the finished saves are read and counted on a thread of their own
//! when the screen opens (replaying every game takes a moment with many saves), and the
//! screen shows "Reading…" until they are in. Leaving a name out is a setting.

use super::Menus;
use crate::describe::HallOfFame;
use crate::persist::finished_games;
use crate::ui::UiCommand;
use crate::ui::menus::{HallView, hall_ui};
use std::path::PathBuf;
use std::sync::mpsc::{TryRecvError, channel};

impl Menus {
    /// Opens the Hall of fame (`from_game`: from the game's end screen) and starts reading
    /// the finished saves in `saves` (none without a data folder).
    pub(in crate::app) fn open_hall(
        &mut self,
        saves: Option<PathBuf>,
        from_game: bool,
        ctx: &egui::Context,
    ) {
        let hall = &mut self.hall;
        hall.from_game = from_game;
        let Some(dir) = saves else {
            hall.read = Some((HallOfFame::default(), 0));
            return;
        };
        let (send, receive) = channel();
        let ctx = ctx.clone();
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
                hall.read = None;
                hall.reading = Some(receive);
            }
            Err(error) => {
                log::warn!("the Hall of fame cannot be read: {error}");
                hall.read = Some((HallOfFame::default(), 0));
            }
        }
    }

    /// Takes the record in once it is read.
    fn poll_hall(&mut self) {
        let hall = &mut self.hall;
        let Some(reading) = &hall.reading else {
            return;
        };
        match reading.try_recv() {
            Ok(read) => {
                hall.read = Some(read);
                hall.reading = None;
            }
            Err(TryRecvError::Empty) => {}
            Err(TryRecvError::Disconnected) => {
                log::warn!("the Hall of fame's reading stopped");
                hall.read = Some((HallOfFame::default(), 0));
                hall.reading = None;
            }
        }
    }

    /// Draws the Hall of fame screen, `left_out` being the names the settings leave out.
    pub(in crate::app) fn hall_screen_ui(
        &mut self,
        ui: &mut egui::Ui,
        left_out: &[String],
        commands: &mut Vec<UiCommand>,
    ) {
        self.poll_hall();
        let read = self.hall.read.as_ref();
        let view = HallView {
            hall: read.map(|(hall, _)| hall),
            skipped: read.map_or(0, |(_, skipped)| *skipped),
            left_out,
        };
        hall_ui(ui, view, commands);
    }

    /// Whether the Hall of fame was opened from the game's end screen (Back goes there).
    pub(in crate::app) fn hall_from_game(&self) -> bool {
        self.hall.from_game
    }

    /// Whether the Hall of fame has read the saves.
    pub(in crate::app) fn hall_read(&self) -> bool {
        self.hall.read.is_some()
    }
}
