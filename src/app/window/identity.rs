//! How the game presents itself to the system: its icon and the application id that ties the
//! window to the desktop entry (`packaging/linux/fabula.desktop`) on Wayland and X11.

use std::sync::Arc;

/// The application id: the desktop entry's name (`fabula.desktop`) and the window's class.
pub const APP_ID: &str = "fabula";

/// The window icon, decoded once from the painted PNG compiled into the binary.
pub fn window_icon() -> Option<Arc<egui::IconData>> {
    static ICON: std::sync::OnceLock<Option<Arc<egui::IconData>>> = std::sync::OnceLock::new();
    ICON.get_or_init(|| {
        let bytes = include_bytes!("../../../assets/icon/fabula-256.png");
        let image = image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
            .map_err(|e| log::warn!("the window icon cannot be read: {e}"))
            .ok()?
            .into_rgba8();
        let (width, height) = image.dimensions();
        Some(Arc::new(egui::IconData {
            rgba: image.into_raw(),
            width,
            height,
        }))
    })
    .clone()
}

/// `builder` with the game's icon and application id.
pub fn identify(builder: egui::ViewportBuilder) -> egui::ViewportBuilder {
    let builder = builder.with_app_id(APP_ID);
    match window_icon() {
        Some(icon) => builder.with_icon(icon),
        None => builder,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_icon_is_compiled_in_and_square() {
        let icon = super::window_icon().expect("an icon");
        assert_eq!((icon.width, icon.height), (256, 256));
        assert_eq!(icon.rgba.len(), 256 * 256 * 4);
    }
}
