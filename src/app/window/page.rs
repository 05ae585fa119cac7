//! The interface's scale: the whole of it grows and shrinks with the window, and a screen with
//! enlarged text that no longer fits becomes a page that scrolls.

/// Scales the whole interface with the window: designed for 900 points of height, so a
/// 720p window shrinks a little and a 4K screen gets big, crisp text. (The laptop's text size
/// scales its type only: see `crate::ui::widgets::theme::with_text_scale`.) Returns the zoom,
/// which egui applies from the next frame on.
pub(in crate::app) fn scale_to_window(ctx: &egui::Context) -> f32 {
    let native = ctx.native_pixels_per_point().unwrap_or(1.0);
    let physical = ctx.content_rect().height() * ctx.pixels_per_point();
    let target = (physical / 900.0).clamp(0.8, 3.0);
    let zoom = (target / native * 20.0).round() / 20.0;
    if (ctx.zoom_factor() - zoom).abs() > 0.01 {
        ctx.set_zoom_factor(zoom);
    }
    zoom
}

/// The least room the laptop's screens are laid out in, in points inside the window's margins:
/// a 1024x600 screen at the smallest zoom (1280x750 points), the size every screen is tested
/// to fit.
const LEAST_PAGE: egui::Vec2 = egui::vec2(1280.0 - 64.0, 750.0 - 40.0);

/// Draws a screen with `screen` into `ui`, or, when a large text size leaves the window less
/// room than [`LEAST_PAGE`], into a page of that size that scrolls (each way as needed):
/// nothing is cut off or squeezed, the players scroll to what the window cannot show at once. `showing`
/// names the screen: a new screen starts at the page's top left. At the usual text size
/// (`enlarged` false) the screens fit any window by themselves (a small window is zoomed out
/// to fit), so they are drawn as they are.
pub(in crate::app) fn page_ui(
    ui: &mut egui::Ui,
    showing: &str,
    enlarged: bool,
    screen: impl FnOnce(&mut egui::Ui),
) {
    let room = ui.available_size();
    if !enlarged || (room.x >= LEAST_PAGE.x && room.y >= LEAST_PAGE.y) {
        screen(ui);
        return;
    }
    let page = room.max(LEAST_PAGE);
    let mut area = egui::ScrollArea::both()
        .id_salt(("large text page", showing))
        .auto_shrink([false, false]);
    // A new screen opens at its top and horizontally centred: the screens centre their
    // content, so the middle is where it is.
    let opened = ui.scope_id().with(("large text page opened", showing));
    // Two frames: the first one measures the page, egui clamps the offset to it.
    let frames = ui.data(|d| d.get_temp::<u8>(opened)).unwrap_or(0);
    if frames < 2 {
        ui.data_mut(|d| d.insert_temp(opened, frames + 1));
        area = area.scroll_offset(egui::vec2((page.x - room.x) / 2.0, 0.0));
    }
    area.show(ui, |ui| {
        let (rect, _) = ui.allocate_exact_size(page, egui::Sense::hover());
        ui.scope_builder(egui::UiBuilder::new().max_rect(rect), screen);
    });
}
