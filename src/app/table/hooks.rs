//! The app's side of the table display: opening it as remembered, remembering it, and handing
//! it the public snapshot of the game each frame.

use super::snapshot::{SnapshotKey, TableSnapshot};
use crate::app::shell::FabulaApp;

impl FabulaApp {
    /// Opens the table display as the settings remember it (or because of `--table`), at
    /// its remembered place.
    pub fn restore_table(&mut self, open: bool) {
        let settings = self.settings();
        let (remembered, placement) = (settings.table_display, settings.table_window.clone());
        self.table.set_placement(placement);
        self.table.set_open(open || remembered);
    }

    /// Keeps the settings up to date with the table display (written debounced by the
    /// settings' owner).
    pub(in crate::app) fn remember_table(&mut self) {
        let open = self.table.is_open();
        let placement = self.table.placement();
        let settings = self.settings();
        let moved = placement.is_some() && settings.table_window != placement;
        if settings.table_display != open || moved {
            let settings = self.settings_mut();
            settings.table_display = open;
            if moved {
                settings.table_window = placement;
            }
        }
    }
}

impl FabulaApp {
    /// Hands the table display the public snapshot of the game (made anew when the game, the
    /// language or the history toggle changed; its pictures looked up each frame).
    pub(in crate::app) fn show_table(&mut self, ctx: &egui::Context, zoom: f32) {
        let cache = &mut self.table_cache;
        let Some(game) = self.game.as_ref().filter(|_| self.table.is_open()) else {
            cache.key = None;
            cache.snapshot = None;
            self.table
                .show(ctx, None, self.saving.settings.table_text, zoom);
            return;
        };
        let state = game.hotseat.state();
        let key = SnapshotKey {
            seed: state.config().seed,
            revision: game.hotseat.revision(),
            language: crate::i18n::language(),
            show_history: game.history_open,
            stage: game.hotseat.stage(),
            links: game.links.clone(),
            join: game.join_code().is_some(),
            hourglass: game.hourglass_reading(),
        };
        if cache.key.as_ref() != Some(&key) || cache.snapshot.is_none() {
            let snapshot = TableSnapshot::of(state, game.tokens(), &self.art, game.history_open)
                .with_stage(game.hotseat.stage())
                .with_links(&game.links)
                .with_join_code(game.join_code())
                .with_hourglass(game.hourglass_reading());
            cache.snapshot = Some(snapshot);
            cache.key = Some(key);
            cache.generation += 1;
        } else if let Some(snapshot) = &mut cache.snapshot
            && snapshot.refresh_textures(&self.art)
        {
            cache.generation += 1;
        }
        let shown = cache.snapshot.as_ref().map(|s| (cache.generation, s));
        self.table
            .show(ctx, shown, self.saving.settings.table_text, zoom);
    }
}
