//! Where a window goes: back where it was (position, size, fullscreen), as egui measures it.

use crate::persist::WindowPlacement;

/// Puts the window where it was last time (position and size; fullscreen if it was).
pub(super) fn restore_window(
    builder: egui::ViewportBuilder,
    placement: Option<&WindowPlacement>,
) -> egui::ViewportBuilder {
    let Some(p) = placement else {
        return builder;
    };
    // A placement from a bigger or vanished monitor must not open an unusable window.
    if !(p.width.is_finite() && p.height.is_finite()) || p.width < 400.0 || p.height < 300.0 {
        return builder;
    }
    builder
        .with_position([p.x.max(0.0), p.y.max(0.0)])
        .with_inner_size([p.width, p.height])
        .with_fullscreen(p.fullscreen)
}

/// Where a window is, as the viewport builder takes it back at the next start: the frame's
/// position and the content's size (mixing them would grow the window at every start), in
/// the system's logical points. egui reports them in its own points, which the interface zoom
/// (see `scale_to_window`) shrinks or grows, so they are scaled back by `zoom`.
pub(super) fn placement_of(
    outer: egui::Rect,
    inner: egui::Rect,
    fullscreen: bool,
    zoom: f32,
) -> WindowPlacement {
    WindowPlacement {
        x: outer.min.x * zoom,
        y: outer.min.y * zoom,
        width: inner.width() * zoom,
        height: inner.height() * zoom,
        fullscreen,
    }
}
