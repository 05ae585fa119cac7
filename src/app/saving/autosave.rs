//! Autosave: the game goes to its file after every change, on the writer thread; the writer's
//! reports come back as timings and notices.

use super::notices::Notice;
use super::store::Saving;
use super::writer::Job;
use crate::app::session::Game;
use crate::app::window::timing;
use std::time::Duration;

impl Saving {
    /// Waits until every save and settings change sent so far is on disk, `game` saved first
    /// if it changed.
    pub(in crate::app) fn flush(&mut self, game: Option<&Game>) {
        self.autosave(game);
        if let Some(writer) = &self.writer {
            writer.flush();
        }
        self.collect_writes();
    }

    /// How long the last file write took on the writer thread.
    pub(in crate::app) fn last_write(&self) -> Option<Duration> {
        self.last_write
    }

    /// Autosaves `game` if it changed since the last save. Called once per frame, after the
    /// commands were applied.
    pub(in crate::app) fn autosave(&mut self, game: Option<&Game>) {
        self.collect_writes();
        let (Some(game), Some(saver), Some(writer)) = (game, &self.autosaver, &self.writer) else {
            return;
        };
        if self.saved_revision == Some(game.save_revision()) {
            return;
        }
        let hotseat = game.hotseat();
        let mut saver = saver.clone();
        sync_latecomers(&mut saver, hotseat);
        let computers: Vec<_> = hotseat.controllers().iter().map(|c| c.level()).collect();
        saver.set_computers(&computers);
        saver.set_hourglass(game.saved_hourglass());
        writer.send(Job::Save(
            saver,
            Box::new((hotseat.record().clone(), game.saved_phones())),
        ));
        self.saved_revision = Some(game.save_revision());
    }

    /// Reads the writer's reports: timings, and failures as notices (one per file while it
    /// shows: the writer's retries of a save that keeps failing add none).
    fn collect_writes(&mut self) {
        let Some(writer) = &self.writer else {
            return;
        };
        for written in writer.done.try_iter() {
            self.last_write = Some(written.took);
            log::info!(
                target: timing::TARGET,
                "file written in {:.2} ms",
                written.took.as_secs_f64() * 1000.0
            );
            if let Some(error) = written.error {
                let showing = (self.notices.iter())
                    .any(|n| matches!(n, Notice::WriteFailed(p) if p.path == error.path));
                if !showing {
                    self.notices.push(Notice::WriteFailed(error));
                }
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
