//! The look of the table: a night-blue and violet palette with warm gold and cream accents,
//! the embedded fonts, and egui visuals tuned to match.

use egui::{
    Color32, CornerRadius, FontData, FontDefinitions, FontFamily, FontId, Margin, Shadow, Stroke,
    TextStyle, Visuals,
};
use std::sync::Arc;

/// Deepest background: the night sky behind everything.
pub const NIGHT: Color32 = Color32::from_rgb(0x12, 0x10, 0x2a);
/// Raised surfaces (panels, rows).
pub const DUSK: Color32 = Color32::from_rgb(0x22, 0x1c, 0x46);
/// A lighter violet for hovered surfaces and tracks.
pub const TWILIGHT: Color32 = Color32::from_rgb(0x37, 0x2c, 0x66);
/// Soft violet used for strokes and inactive text.
pub const LAVENDER: Color32 = Color32::from_rgb(0x9c, 0x8f, 0xc9);
/// Main text colour.
pub const CREAM: Color32 = Color32::from_rgb(0xf6, 0xec, 0xd6);
/// Accent: selected things, titles, the storyteller.
pub const GOLD: Color32 = Color32::from_rgb(0xf2, 0xc2, 0x6b);
/// A deeper gold for pressed buttons.
pub const AMBER: Color32 = Color32::from_rgb(0xc9, 0x8f, 0x3a);
/// Error and warning text.
pub const EMBER: Color32 = Color32::from_rgb(0xff, 0x8a, 0x7a);

/// The display family (titles, numbers): EB Garamond.
pub fn display_family() -> FontFamily {
    FontFamily::Name("display".into())
}

/// A display font of `size` points, at the text size of the window being drawn.
pub fn display(size: f32) -> FontId {
    FontId::new(sized(size, text_scale()), display_family())
}

/// A body font of `size` points, at the text size of the window being drawn.
pub fn body(size: f32) -> FontId {
    FontId::new(sized(size, text_scale()), FontFamily::Proportional)
}

/// `size` points at the text size `scale` (1.0 at 100%). Larger text is for reading from
/// afar, and large type is already read from afar: running text grows in full, headings
/// less, and the largest titles (72 points and more) keep their size, so screens keep their
/// shape. Smaller text shrinks in full.
pub fn sized(size: f32, scale: f32) -> f32 {
    if scale <= 1.0 {
        return size * scale;
    }
    let growth = ((72.0 - size) / 48.0).clamp(0.0, 1.0);
    size * (1.0 + (scale - 1.0) * growth)
}

thread_local! {
    /// The text size of the window being drawn (1.0 at 100%): see [`with_text_scale`].
    static TEXT_SCALE: std::cell::Cell<f32> = const { std::cell::Cell::new(1.0) };
}

/// The text size in force: 1.0 unless drawing inside [`with_text_scale`].
pub fn text_scale() -> f32 {
    TEXT_SCALE.with(std::cell::Cell::get)
}

/// Draws with every font of [`body`] and [`display`], and `ui`'s text styles, `scale` times
/// their size: a player's larger text, with the layout's pictures and spacing as they are.
pub fn with_text_scale<R>(
    ui: &mut egui::Ui,
    scale: f32,
    draw: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    let before = TEXT_SCALE.with(|s| s.replace(scale));
    for font in ui.style_mut().text_styles.values_mut() {
        font.size = sized(font.size, scale);
    }
    let drawn = draw(ui);
    TEXT_SCALE.with(|s| s.set(before));
    drawn
}

/// Installs the fonts and visuals on a context. Call once at start-up (and in tests).
pub fn install(ctx: &egui::Context) {
    ctx.set_fonts(fonts());
    ctx.set_visuals(visuals());
    ctx.all_styles_mut(|style| {
        style.text_styles = [
            (TextStyle::Heading, display(40.0)),
            (TextStyle::Body, body(20.0)),
            (TextStyle::Button, body(20.0)),
            (TextStyle::Small, body(15.0)),
            (TextStyle::Monospace, FontId::monospace(17.0)),
        ]
        .into();
        style.spacing.item_spacing = egui::vec2(12.0, 10.0);
        style.spacing.button_padding = egui::vec2(18.0, 9.0);
        style.spacing.interact_size.y = 38.0;
        style.spacing.window_margin = Margin::same(20);
        style.visuals = visuals();
    });
}

/// Our fonts first, egui's defaults behind them as fallbacks for rare glyphs.
fn fonts() -> FontDefinitions {
    let mut fonts = FontDefinitions::default();
    fonts.font_data.insert(
        "garamond".into(),
        Arc::new(FontData::from_static(include_bytes!(
            "../../../assets/fonts/EBGaramond12-Regular.ttf"
        ))),
    );
    fonts.font_data.insert(
        "quicksand".into(),
        Arc::new(FontData::from_static(include_bytes!(
            "../../../assets/fonts/Quicksand-Medium.ttf"
        ))),
    );
    let proportional = fonts
        .families
        .get(&FontFamily::Proportional)
        .cloned()
        .unwrap_or_default();
    let mut body = vec!["quicksand".to_owned()];
    body.extend(proportional.iter().cloned());
    let mut display = vec!["garamond".to_owned(), "quicksand".to_owned()];
    display.extend(proportional);
    fonts.families.insert(FontFamily::Proportional, body);
    fonts.families.insert(display_family(), display);
    fonts
}

fn visuals() -> Visuals {
    let mut v = Visuals::dark();
    v.panel_fill = NIGHT;
    v.window_fill = DUSK;
    v.extreme_bg_color = Color32::from_rgb(0x1a, 0x16, 0x38);
    v.faint_bg_color = DUSK;
    v.override_text_color = Some(CREAM);
    v.hyperlink_color = GOLD;
    v.selection.bg_fill = Color32::from_rgb(0x5c, 0x4a, 0x96);
    v.selection.stroke = Stroke::new(1.5, GOLD);
    v.window_corner_radius = CornerRadius::same(18);
    v.window_shadow = Shadow {
        offset: [0, 8],
        blur: 28,
        spread: 0,
        color: Color32::from_black_alpha(120),
    };
    v.window_stroke = Stroke::new(1.0, TWILIGHT);
    let radius = CornerRadius::same(12);
    let w = &mut v.widgets;
    w.noninteractive.bg_fill = DUSK;
    w.noninteractive.bg_stroke = Stroke::new(1.0, TWILIGHT);
    w.noninteractive.fg_stroke = Stroke::new(1.0, CREAM);
    w.noninteractive.corner_radius = radius;
    w.inactive.bg_fill = TWILIGHT;
    w.inactive.weak_bg_fill = TWILIGHT;
    w.inactive.bg_stroke = Stroke::new(1.0, Color32::from_rgb(0x4a, 0x3e, 0x80));
    w.inactive.fg_stroke = Stroke::new(1.5, CREAM);
    w.inactive.corner_radius = radius;
    w.hovered.bg_fill = Color32::from_rgb(0x48, 0x3a, 0x82);
    w.hovered.weak_bg_fill = Color32::from_rgb(0x48, 0x3a, 0x82);
    w.hovered.bg_stroke = Stroke::new(1.5, GOLD);
    w.hovered.fg_stroke = Stroke::new(1.5, CREAM);
    w.hovered.corner_radius = radius;
    w.active.bg_fill = AMBER;
    w.active.weak_bg_fill = AMBER;
    w.active.bg_stroke = Stroke::new(2.0, GOLD);
    w.active.fg_stroke = Stroke::new(2.0, NIGHT);
    w.active.corner_radius = radius;
    w.open = w.hovered;
    v
}

/// A calm vertical gradient with a few fixed stars, painted behind every screen.
pub fn paint_background(painter: &egui::Painter, rect: egui::Rect) {
    let top = Color32::from_rgb(0x1c, 0x17, 0x45);
    let bottom = NIGHT;
    let mut mesh = egui::Mesh::default();
    mesh.colored_vertex(rect.left_top(), top);
    mesh.colored_vertex(rect.right_top(), Color32::from_rgb(0x2a, 0x1a, 0x4e));
    mesh.colored_vertex(rect.right_bottom(), bottom);
    mesh.colored_vertex(rect.left_bottom(), bottom);
    mesh.add_triangle(0, 1, 2);
    mesh.add_triangle(0, 2, 3);
    painter.add(mesh);
    // Fixed pseudo-random stars: deterministic so that frames and screenshots are stable.
    let mut seed: u32 = 0x9e37_79b9;
    for _ in 0..70 {
        seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        let x = (seed >> 8) as f32 / 16_777_216.0;
        seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        let y = (seed >> 8) as f32 / 16_777_216.0;
        let size = 0.6 + (seed & 7) as f32 * 0.18;
        let alpha = 40 + (seed >> 3 & 63) as u8;
        let pos = rect.min + egui::vec2(x * rect.width(), y * y * rect.height());
        painter.circle_filled(
            pos,
            size,
            Color32::from_rgba_unmultiplied(0xf6, 0xec, 0xd6, alpha),
        );
    }
}

/// A soft glow: a blurred rounded rectangle behind `rect`.
pub fn glow(painter: &egui::Painter, rect: egui::Rect, radius: f32, color: Color32, blur: f32) {
    painter.add(
        egui::epaint::RectShape::filled(rect.expand(blur * 0.25), radius, color)
            .with_blur_width(blur),
    );
}

/// A big primary button in gold, for the one action a screen is about.
pub fn primary_button(text: &str) -> egui::Button<'static> {
    egui::Button::new(egui::RichText::new(text).font(body(22.0)).color(NIGHT))
        .fill(GOLD)
        .corner_radius(CornerRadius::same(14))
        .min_size(egui::vec2(220.0, 50.0))
}

/// The one line under a screen's title that tells the player what to do now: the same
/// place and style on every screen of a turn.
pub fn do_now(ui: &mut egui::Ui, text: &str) {
    ui.label(
        egui::RichText::new(text)
            .font(body(19.0))
            .italics()
            .color(LAVENDER),
    );
    ui.add_space(4.0);
}
