//! Where a window goes: back where it was (position, size, fullscreen), as egui measures it.

use crate::persist::WindowPlacement;

/// Puts the window where it was last time (position and size; fullscreen if it was).
pub(in crate::app) fn restore_window(
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
pub(in crate::app) fn placement_of(
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

/// `placement` (in the points of `monitor`) made to fit that monitor: no larger than the
/// screen, and wholly on it. A window remembered on a larger or higher-resolution screen comes
/// back usable on a small one instead of running off its edges.
pub(in crate::app) fn fit_to_monitor(
    placement: &WindowPlacement,
    monitor: egui::Vec2,
) -> WindowPlacement {
    if !(monitor.x > 0.0 && monitor.y > 0.0) {
        return placement.clone();
    }
    let width = placement.width.min(monitor.x);
    let height = placement.height.min(monitor.y);
    WindowPlacement {
        x: placement.x.clamp(0.0, (monitor.x - width).max(0.0)),
        y: placement.y.clamp(0.0, (monitor.y - height).max(0.0)),
        width,
        height,
        fullscreen: placement.fullscreen,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(x: f32, y: f32, width: f32, height: f32) -> WindowPlacement {
        WindowPlacement {
            x,
            y,
            width,
            height,
            fullscreen: false,
        }
    }

    #[test]
    fn a_window_from_a_big_screen_fits_a_small_one() {
        // Remembered at 1920x1080 on a large screen, opened on a 1024x600 one.
        let fitted = fit_to_monitor(
            &at(1300.0, 200.0, 1920.0, 1080.0),
            egui::vec2(1024.0, 600.0),
        );
        assert_eq!(fitted, at(0.0, 0.0, 1024.0, 600.0));
    }

    #[test]
    fn a_window_off_the_edge_comes_back_whole() {
        let fitted = fit_to_monitor(&at(1800.0, 900.0, 800.0, 600.0), egui::vec2(1920.0, 1080.0));
        assert_eq!(fitted, at(1120.0, 480.0, 800.0, 600.0));
    }

    #[test]
    fn a_window_that_fits_stays_where_it_was() {
        let p = at(100.0, 50.0, 1280.0, 720.0);
        assert_eq!(fit_to_monitor(&p, egui::vec2(1920.0, 1080.0)), p);
        // An unknown monitor changes nothing.
        assert_eq!(fit_to_monitor(&p, egui::Vec2::ZERO), p);
    }

    #[test]
    fn at_scale_two_the_monitor_is_measured_in_the_same_points() {
        // A 3840x2160 screen at scale 2 is 1920x1080 points: a 2400x1350 window is cut to it.
        let fitted = fit_to_monitor(&at(0.0, 0.0, 2400.0, 1350.0), egui::vec2(1920.0, 1080.0));
        assert_eq!((fitted.width, fitted.height), (1920.0, 1080.0));
    }
}
