//! Fabula's application icon, painted like the deck: a card in a gold frame, tilted on a
//! night-violet tile, with a crescent moon and a star on it. Bold shapes only, so it still
//! reads at 16 pixels; the small sizes thicken the frame and drop the star.
//!
//! `deckgen icon OUT_DIR` writes `fabula-<size>.png` for every size the systems ask for, a
//! Windows `fabula.ico` and a macOS `fabula.icns` (both made of PNGs).

use std::path::Path;
use tiny_skia::{
    Color, FillRule, GradientStop, LinearGradient, Paint, PathBuilder, Pixmap, Point,
    RadialGradient, Shader, SpreadMode, Stroke, Transform,
};

/// Every size written as a PNG.
const SIZES: [u32; 10] = [16, 24, 32, 48, 64, 128, 180, 256, 512, 1024];
/// The sizes inside the Windows icon.
const ICO_SIZES: [u32; 6] = [16, 24, 32, 48, 64, 256];
/// The macOS icon's entries: type code and size.
const ICNS_ENTRIES: [(&[u8; 4], u32); 6] = [
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
];

fn rgb(r: u8, g: u8, b: u8) -> Color {
    Color::from_rgba8(r, g, b, 255)
}

fn rounded_rect(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<tiny_skia::Path> {
    let mut p = PathBuilder::new();
    p.move_to(x + r, y);
    p.line_to(x + w - r, y);
    p.quad_to(x + w, y, x + w, y + r);
    p.line_to(x + w, y + h - r);
    p.quad_to(x + w, y + h, x + w - r, y + h);
    p.line_to(x + r, y + h);
    p.quad_to(x, y + h, x, y + h - r);
    p.line_to(x, y + r);
    p.quad_to(x, y, x + r, y);
    p.close();
    p.finish()
}

fn circle(cx: f32, cy: f32, r: f32) -> Option<tiny_skia::Path> {
    PathBuilder::from_circle(cx, cy, r)
}

/// A four-pointed star.
fn star(cx: f32, cy: f32, r: f32) -> Option<tiny_skia::Path> {
    let mut p = PathBuilder::new();
    let inner = r * 0.28;
    for k in 0..8 {
        let a = std::f32::consts::FRAC_PI_4 * k as f32 - std::f32::consts::FRAC_PI_2;
        let rr = if k % 2 == 0 { r } else { inner };
        let (x, y) = (cx + rr * a.cos(), cy + rr * a.sin());
        if k == 0 {
            p.move_to(x, y);
        } else {
            p.line_to(x, y);
        }
    }
    p.close();
    p.finish()
}

/// Paints the icon at `size` pixels square.
pub fn paint(size: u32) -> Option<Pixmap> {
    let mut pixmap = Pixmap::new(size, size)?;
    let s = size as f32;
    let small = size <= 32;
    let none = Transform::identity();
    // The tile: night violet, lighter at the top.
    let inset = s * 0.04;
    let tile = rounded_rect(inset, inset, s - 2.0 * inset, s - 2.0 * inset, s * 0.22)?;
    let mut paint = Paint {
        anti_alias: true,
        ..Paint::default()
    };
    paint.shader = LinearGradient::new(
        Point::from_xy(0.0, 0.0),
        Point::from_xy(0.0, s),
        vec![
            GradientStop::new(0.0, rgb(0x3a, 0x2c, 0x7a)),
            GradientStop::new(1.0, rgb(0x14, 0x10, 0x34)),
        ],
        SpreadMode::Pad,
        none,
    )?;
    pixmap.fill_path(&tile, &paint, FillRule::Winding, none, None);
    // A soft gold glow behind the card.
    paint.shader = RadialGradient::new(
        Point::from_xy(s * 0.5, s * 0.48),
        0.0,
        Point::from_xy(s * 0.5, s * 0.48),
        s * 0.45,
        vec![
            GradientStop::new(0.0, Color::from_rgba8(0xf2, 0xc8, 0x6a, 90)),
            GradientStop::new(1.0, Color::from_rgba8(0xf2, 0xc8, 0x6a, 0)),
        ],
        SpreadMode::Pad,
        none,
    )?;
    pixmap.fill_path(&tile, &paint, FillRule::Winding, none, None);
    // The card, tilted a little.
    let tilt = Transform::from_rotate_at(-8.0, s * 0.5, s * 0.5);
    let (w, h) = (s * 0.5, s * 0.68);
    let card = rounded_rect(s * 0.5 - w / 2.0, s * 0.5 - h / 2.0, w, h, s * 0.06)?;
    paint.shader = LinearGradient::new(
        Point::from_xy(0.0, s * 0.16),
        Point::from_xy(0.0, s * 0.84),
        vec![
            GradientStop::new(0.0, rgb(0x2f, 0x25, 0x78)),
            GradientStop::new(1.0, rgb(0x1a, 0x14, 0x46)),
        ],
        SpreadMode::Pad,
        none,
    )?;
    pixmap.fill_path(&card, &paint, FillRule::Winding, tilt, None);
    let gold = rgb(0xf0, 0xc8, 0x6e);
    paint.shader = Shader::SolidColor(gold);
    let frame = Stroke {
        width: if small { (s * 0.09).max(1.6) } else { s * 0.04 },
        ..Stroke::default()
    };
    pixmap.stroke_path(&card, &paint, &frame, tilt, None);
    // A crescent moon: a gold disc with a bite of the card's night taken out.
    let (mx, my, mr) = (s * 0.5, s * 0.42, s * if small { 0.15 } else { 0.13 });
    pixmap.fill_path(&circle(mx, my, mr)?, &paint, FillRule::Winding, tilt, None);
    // Below 32 pixels a crescent blurs: a full moon reads better.
    if size >= 32 {
        paint.shader = Shader::SolidColor(rgb(0x29, 0x20, 0x6a));
        let bite = circle(mx + mr * 0.45, my - mr * 0.3, mr * 0.85)?;
        pixmap.fill_path(&bite, &paint, FillRule::Winding, tilt, None);
    }
    if !small {
        paint.shader = Shader::SolidColor(rgb(0xf6, 0xec, 0xd6));
        let twinkle = star(s * 0.57, s * 0.64, s * 0.055)?;
        pixmap.fill_path(&twinkle, &paint, FillRule::Winding, tilt, None);
        let dot = circle(s * 0.41, s * 0.6, s * 0.014)?;
        pixmap.fill_path(&dot, &paint, FillRule::Winding, tilt, None);
    }
    Some(pixmap)
}

fn png(size: u32) -> Result<Vec<u8>, String> {
    let pixmap = paint(size).ok_or_else(|| format!("cannot paint {size}px"))?;
    // tiny-skia keeps premultiplied colours; a PNG wants them straight.
    let mut rgba = Vec::with_capacity(pixmap.data().len());
    for pixel in pixmap.pixels() {
        let c = pixel.demultiply();
        rgba.extend_from_slice(&[c.red(), c.green(), c.blue(), c.alpha()]);
    }
    let image = image::RgbaImage::from_raw(size, size, rgba).ok_or("a picture of that size")?;
    let mut out = std::io::Cursor::new(Vec::new());
    image
        .write_to(&mut out, image::ImageFormat::Png)
        .map_err(|e| e.to_string())?;
    Ok(out.into_inner())
}

/// A Windows icon file holding PNG images.
fn ico(images: &[(u32, Vec<u8>)]) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend_from_slice(&[0, 0, 1, 0]);
    out.extend_from_slice(&(images.len() as u16).to_le_bytes());
    let mut offset = 6 + 16 * images.len() as u32;
    for (size, data) in images {
        // 256 is written as 0.
        let side = if *size >= 256 { 0 } else { *size as u8 };
        out.extend_from_slice(&[side, side, 0, 0]);
        out.extend_from_slice(&1u16.to_le_bytes());
        out.extend_from_slice(&32u16.to_le_bytes());
        out.extend_from_slice(&(data.len() as u32).to_le_bytes());
        out.extend_from_slice(&offset.to_le_bytes());
        offset += data.len() as u32;
    }
    for (_, data) in images {
        out.extend_from_slice(data);
    }
    out
}

/// A macOS icon file holding PNG images.
fn icns(images: &[(&[u8; 4], Vec<u8>)]) -> Vec<u8> {
    let total: usize = 8 + images.iter().map(|(_, d)| 8 + d.len()).sum::<usize>();
    let mut out = Vec::with_capacity(total);
    out.extend_from_slice(b"icns");
    out.extend_from_slice(&(total as u32).to_be_bytes());
    for (kind, data) in images {
        out.extend_from_slice(*kind);
        out.extend_from_slice(&((8 + data.len()) as u32).to_be_bytes());
        out.extend_from_slice(data);
    }
    out
}

/// Writes every icon file into `dir`.
pub fn write_all(dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    let write = |name: &str, bytes: &[u8]| {
        std::fs::write(dir.join(name), bytes).map_err(|e| format!("{name}: {e}"))
    };
    for size in SIZES {
        write(&format!("fabula-{size}.png"), &png(size)?)?;
    }
    let ico_images = ICO_SIZES
        .iter()
        .map(|s| png(*s).map(|d| (*s, d)))
        .collect::<Result<Vec<_>, _>>()?;
    write("fabula.ico", &ico(&ico_images))?;
    let icns_images = ICNS_ENTRIES
        .iter()
        .map(|(kind, s)| png(*s).map(|d| (*kind, d)))
        .collect::<Result<Vec<_>, _>>()?;
    write("fabula.icns", &icns(&icns_images))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_icon_is_opaque_in_the_middle_and_clear_in_the_corners() {
        for size in [16, 256] {
            let pixmap = paint(size).unwrap();
            let at = |x: u32, y: u32| pixmap.pixel(x, y).unwrap();
            assert_eq!(at(0, 0).alpha(), 0, "{size}: a rounded tile");
            assert_eq!(at(size / 2, size / 2).alpha(), 255);
        }
    }

    #[test]
    fn the_containers_list_every_image() {
        let ico = ico(&[(16, vec![1, 2, 3]), (256, vec![4])]);
        assert_eq!(&ico[..6], &[0, 0, 1, 0, 2, 0]);
        assert_eq!(ico[6 + 16], 0, "256 is written as 0");
        assert_eq!(ico.len(), 6 + 32 + 4);
        let icns = icns(&[(b"ic07", vec![9; 10])]);
        assert_eq!(&icns[..4], b"icns");
        assert_eq!(u32::from_be_bytes(icns[4..8].try_into().unwrap()), 26);
    }
}
