//! Autosave: the game goes to its file after every change, on the writer thread; the writer's
//! reports come back as timings and notices; closing the window writes what is left.

use super::notices::Notice;
use super::writer::Job;
use crate::app::shell::FabulaApp;
use crate::app::timing;
use std::time::Duration;

impl FabulaApp {
    /// Waits until every save and settings change so far is on disk (tests, exit).
    pub fn flush_saves(&mut self) {
        self.autosave_if_changed();
        self.write_settings();
        if let Some(writer) = &self.saving.writer {
            writer.flush();
        }
        self.collect_writes();
    }

    /// How long the last file write took on the writer thread.
    pub fn last_write_time(&self) -> Option<Duration> {
        self.saving.last_write
    }

    /// Autosaves the game if it changed since the last save. Called once per frame, after
    /// the commands were applied.
    pub(in crate::app) fn autosave_if_changed(&mut self) {
        self.collect_writes();
        let (Some(game), Some(saver), Some(writer)) =
            (&self.game, &self.saving.autosaver, &self.saving.writer)
        else {
            return;
        };
        if self.saving.saved_revision == Some(game.save_revision()) {
            return;
        }
        let mut saver = saver.clone();
        sync_latecomers(&mut saver, &game.hotseat);
        let computers: Vec<_> = game
            .hotseat
            .controllers()
            .iter()
            .map(|c| c.level())
            .collect();
        saver.set_computers(&computers);
        saver.set_hourglass(
            game.hourglass
                .as_ref()
                .map(crate::hotseat::Hourglass::saved),
        );
        writer.send(Job::Save(
            saver,
            Box::new((game.hotseat.record().clone(), game.saved_phones())),
        ));
        self.saving.saved_revision = Some(game.save_revision());
    }

    /// Reads the writer's reports: timings, and failures as notices (once each).
    fn collect_writes(&mut self) {
        let Some(writer) = &self.saving.writer else {
            return;
        };
        for written in writer.done.try_iter() {
            self.saving.last_write = Some(written.took);
            log::info!(
                target: timing::TARGET,
                "file written in {:.2} ms",
                written.took.as_secs_f64() * 1000.0
            );
            if let Some(error) = written.error {
                self.saving.notices.push(Notice::WriteFailed(error));
            }
        }
    }
}

/// The save lists every player by id: latecomers who sat down since (with their tokens and
/// who plays them) are added, those whose join was taken back dropped.
fn sync_latecomers(saver: &mut crate::persist::Autosaver, hotseat: &crate::hotseat::HotSeat) {
    let state = hotseat.state();
    let count = state.player_count();
    saver.keep_players(count);
    for i in saver.player_count()..count {
        let seat = crate::engine::PlayerId(i as u8);
        let controller = hotseat.controller(seat);
        saver.add_latecomer(crate::persist::SavedPlayer {
            name: state.name(seat).to_owned(),
            token: hotseat.tokens().get(i).map_or(0, |t| t.0),
            computer: controller.level(),
            set_up_as_computer: Some(hotseat.set_up_as_computer(seat)),
        });
    }
}

impl Drop for FabulaApp {
    fn drop(&mut self) {
        // Closing the window: the last move, the sand left and the window's place reach the
        // disk (the hourglass stands still as on the menu).
        self.pause_hourglass();
        self.autosave_if_changed();
        self.write_settings();
    }
}
