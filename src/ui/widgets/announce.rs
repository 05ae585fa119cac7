//! Announcements for screen readers: a polite live region whose words are said whenever they
//! change (AccessKit raises a live-region event on Windows, macOS and Linux when the name of a
//! node marked live changes). Nothing is drawn: the screens already show the same news.

use egui::accesskit::Live;
use egui::{Id, Rect, Sense, WidgetInfo};

/// The live region's id: one per window, so its words are compared frame to frame.
fn region_id() -> Id {
    Id::unique("fabula announcements")
}

/// Keeps `words` in the window's live region: a screen reader says them once each time they
/// change (politely: after what it is saying), and not again while they stay the same.
pub fn announcer_ui(ui: &egui::Ui, words: &str) {
    let id = region_id();
    // No room on the screen: the region only exists for assistive technology.
    let at = Rect::from_min_size(ui.max_rect().min, egui::Vec2::ZERO);
    let region = ui.interact(at, id, Sense::hover());
    region.widget_info(|| WidgetInfo::labeled(egui::Role::Status, true, words));
    ui.ctx().accesskit_node_builder(id, |node| {
        node.set_live(Live::Polite);
        node.set_live_atomic();
    });
}
