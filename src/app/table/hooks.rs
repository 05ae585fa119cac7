//! The table display's side of each frame: opening it as remembered, what the settings should
//! remember of it, and handing it the public snapshot of the game.

use super::Table;
use super::snapshot::{SnapshotKey, TableSnapshot};
use crate::app::art::ArtLoader;
use crate::app::session::Game;
use crate::app::settings::LiveSettings;
use crate::persist::{Settings, TextSize};

impl Table {
    /// Opens the table display as `settings` remember it (or because of `--table`), at its
    /// remembered place.
    pub(in crate::app) fn restore(&mut self, open: bool, settings: &Settings) {
        self.set_placement(settings.table_window.clone());
        self.set_open(open || settings.table_display);
    }

    /// Keeps `settings` up to date with the table display: whether it is open, and where it
    /// is when it moved (written debounced by the settings' part).
    pub(in crate::app) fn remember(&self, settings: &mut LiveSettings) {
        let open = self.is_open();
        let placement = self.placement();
        let known = settings.get();
        let moved = placement.is_some() && known.table_window != placement;
        if known.table_display != open || moved {
            let settings = settings.edit();
            settings.table_display = open;
            if moved {
                settings.table_window = placement;
            }
        }
    }

    /// Hands the table display the public snapshot of `game` (made anew when the game, the
    /// language or the history toggle changed; its pictures looked up each frame), at the
    /// table's text size and the game window's `zoom`.
    pub(in crate::app) fn show(
        &mut self,
        ctx: &egui::Context,
        (game, art): (Option<&Game>, &ArtLoader),
        text: TextSize,
        zoom: f32,
    ) {
        let cache = &mut self.cache;
        let Some(game) = game.filter(|_| self.display.is_open()) else {
            cache.key = None;
            cache.snapshot = None;
            self.display.show(ctx, None, text, zoom);
            return;
        };
        let hotseat = game.hotseat();
        let state = hotseat.state();
        let key = SnapshotKey {
            seed: state.config().seed,
            revision: hotseat.revision(),
            language: crate::i18n::language(),
            show_history: game.history_open(),
            stage: hotseat.stage(),
            links: game.links().to_vec(),
            join: game.join_code().is_some(),
            hourglass: game.hourglass_reading(),
        };
        if cache.key.as_ref() != Some(&key) || cache.snapshot.is_none() {
            let snapshot = TableSnapshot::of(state, game.tokens(), art, game.history_open())
                .with_stage(hotseat.stage())
                .with_links(game.links())
                .with_join_code(game.join_code())
                .with_hourglass(game.hourglass_reading());
            cache.snapshot = Some(snapshot);
            cache.key = Some(key);
            cache.generation += 1;
        } else if let Some(snapshot) = &mut cache.snapshot
            && snapshot.refresh_textures(art)
        {
            cache.generation += 1;
        }
        let shown = cache.snapshot.as_ref().map(|s| (cache.generation, s));
        self.display.show(ctx, shown, text, zoom);
    }
}
