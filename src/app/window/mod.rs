//! The game window itself: opening it ([`run`]), its place on the monitor (fitted once,
//! remembered), the interface's scale, its identity for the system, the measurements on
//! request, and the frame count the heap's trimming follows.

pub mod identity;
mod page;
pub(super) mod placement;
pub(super) mod run;
mod single;
pub(super) mod timing;

pub(in crate::app) use page::{page_ui, scale_to_window};
pub(in crate::app) use single::Folder;

use crate::persist::WindowPlacement;
use std::time::Instant;

/// The window part.
pub(in crate::app) struct Window {
    ctx: egui::Context,
    /// When the app was launched, until the first frame reports it.
    launched: Option<Instant>,
    /// The window was checked against its monitor (once, at start).
    fitted: bool,
    /// Frames drawn so far: the allocator's heap is trimmed every 60th.
    frames_drawn: u64,
    /// Who holds the data folder: this window, or another that does not answer.
    folder: Folder,
    /// Later starts handed over to this window so far.
    hand_overs: u64,
}

impl Window {
    /// The window drawn through `ctx`.
    pub(in crate::app) fn new(ctx: &egui::Context) -> Self {
        Window {
            ctx: ctx.clone(),
            launched: None,
            fitted: false,
            frames_drawn: 0,
            folder: Folder::Alone,
            hand_overs: 0,
        }
    }

    /// The data folder as the start found it.
    pub(in crate::app) fn set_folder(&mut self, folder: Folder) {
        self.folder = folder;
    }

    /// Whether another window holds the data folder without answering, and the player has
    /// not yet chosen to start anyway.
    pub(in crate::app) fn asking_about_other_window(&self) -> bool {
        matches!(self.folder, Folder::Asking)
    }

    /// The player chose to start beside a window that does not answer.
    pub(in crate::app) fn start_anyway(&mut self) {
        if matches!(self.folder, Folder::Asking) {
            self.folder = Folder::Beside;
        }
    }

    /// Later starts handed over to this window so far.
    pub(in crate::app) fn hand_overs(&self) -> u64 {
        self.hand_overs
    }

    /// The window's egui context (to wake it from other threads).
    pub(in crate::app) fn ctx(&self) -> &egui::Context {
        &self.ctx
    }

    /// Logs the time from `launched` to the first drawn frame.
    pub(in crate::app) fn report_startup_from(&mut self, launched: Instant) {
        self.launched = Some(launched);
    }

    /// At the start of a frame: later starts answered, the start-up measurement once, the
    /// font atlas's growth, and every 60th frame the heap's freed memory handed back.
    pub(in crate::app) fn frame_begins(&mut self, ctx: &egui::Context) {
        self.hand_overs += self.folder.answer_later_starts(ctx) as u64;
        if let Some(launched) = self.launched.take() {
            log::info!(
                target: timing::TARGET,
                "first frame after {:.1} ms",
                launched.elapsed().as_secs_f64() * 1000.0
            );
        }
        timing::log_font_atlas(ctx);
        self.frames_drawn = self.frames_drawn.wrapping_add(1);
        if self.frames_drawn.is_multiple_of(60) {
            crate::platform::return_freed_memory();
        }
    }

    /// Once the window knows its monitor: if the remembered size does not fit it (the window
    /// was last on a larger screen), shrink and move the window onto it.
    pub(in crate::app) fn fit_to_monitor(&mut self, ctx: &egui::Context) {
        if self.fitted {
            return;
        }
        let (monitor, outer, inner) = ctx.input(|i| {
            let v = i.viewport();
            (v.monitor_size, v.outer_rect, v.inner_rect)
        });
        let (Some(monitor), Some(outer), Some(inner)) = (monitor, outer, inner) else {
            return;
        };
        self.fitted = true;
        let now = WindowPlacement {
            x: outer.min.x,
            y: outer.min.y,
            width: inner.width(),
            height: inner.height(),
            fullscreen: false,
        };
        let fitted = placement::fit_to_monitor(&now, monitor);
        if fitted != now {
            log::info!("the window did not fit its monitor: {now:?} -> {fitted:?}");
            ctx.send_viewport_cmd(egui::ViewportCommand::InnerSize(egui::vec2(
                fitted.width,
                fitted.height,
            )));
            ctx.send_viewport_cmd(egui::ViewportCommand::OuterPosition(egui::pos2(
                fitted.x, fitted.y,
            )));
        }
    }

    /// Where the window is now, as the settings remember it (the frame's position and the
    /// content's size: mixing them would grow the window at every start).
    pub(in crate::app) fn placement(ctx: &egui::Context) -> Option<WindowPlacement> {
        let (outer, inner, fullscreen) = ctx.input(|i| {
            let v = i.viewport();
            (v.outer_rect, v.inner_rect, v.fullscreen.unwrap_or(false))
        });
        Some(placement::placement_of(
            outer?,
            inner?,
            fullscreen,
            ctx.zoom_factor(),
        ))
    }
}
