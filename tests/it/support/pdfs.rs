//! PDFs made in the tests, A4 pages of three kinds: a page that is one scanned picture, a
//! page with one picture per card, and a page whose cards are drawn (filled shapes, no
//! picture at all), as print-and-play files come.

use super::photos::{SheetKind, sheet};
use image::RgbImage;
use std::fmt::Write as _;

/// An A4 page's size in points.
pub const A4: (f32, f32) = (595.0, 842.0);

/// What is on one page.
pub enum Page {
    /// One picture covering the whole page (a scan of a sheet).
    Scan(RgbImage),
    /// Pictures placed at rectangles (x, y from the page's top-left, width, height, in
    /// points): one picture per card.
    Pictures(Vec<(RgbImage, [f32; 4])>),
    /// Drawn content: PDF drawing operators as they go in the page's content stream (y up,
    /// from the page's bottom-left).
    Drawn(String),
}

/// A PDF of `pages`.
pub fn pdf(pages: &[Page]) -> Vec<u8> {
    let mut objects: Vec<Vec<u8>> = Vec::new();
    // 1: catalog, 2: page tree; the pages and their contents follow.
    objects.push(b"<< /Type /Catalog /Pages 2 0 R >>".to_vec());
    objects.push(Vec::new());
    let mut kids = Vec::new();
    for page in pages {
        let mut images = Vec::new();
        let mut content = String::new();
        match page {
            Page::Scan(picture) => {
                images.push(picture);
                let _ = writeln!(content, "q {} 0 0 {} 0 0 cm /Im0 Do Q", A4.0, A4.1);
            }
            Page::Pictures(placed) => {
                for (i, (picture, [x, y, w, h])) in placed.iter().enumerate() {
                    images.push(picture);
                    let bottom = A4.1 - y - h;
                    let _ = writeln!(content, "q {w} 0 0 {h} {x} {bottom} cm /Im{i} Do Q");
                }
            }
            Page::Drawn(operators) => content.push_str(operators),
        }
        let mut names = String::new();
        for picture in images {
            let jpeg =
                fabula::library::encode_jpeg(picture, 92).unwrap_or_else(|e| panic!("encode: {e}"));
            let mut object = format!(
                "<< /Type /XObject /Subtype /Image /Width {} /Height {} /ColorSpace /DeviceRGB \
                 /BitsPerComponent 8 /Filter /DCTDecode /Length {} >>\nstream\n",
                picture.width(),
                picture.height(),
                jpeg.len()
            )
            .into_bytes();
            object.extend(jpeg);
            object.extend(b"\nendstream");
            objects.push(object);
            let next = names.matches("/Im").count();
            let _ = write!(names, "/Im{next} {} 0 R ", objects.len());
        }
        let mut stream = format!("<< /Length {} >>\nstream\n", content.len()).into_bytes();
        stream.extend(content.as_bytes());
        stream.extend(b"\nendstream");
        objects.push(stream);
        let contents = objects.len();
        objects.push(
            format!(
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {} {}] /Resources << /XObject << {names}>> >> /Contents {contents} 0 R >>",
                A4.0, A4.1
            )
            .into_bytes(),
        );
        kids.push(objects.len());
    }
    let kids: Vec<String> = kids.iter().map(|k| format!("{k} 0 R")).collect();
    objects[1] = format!(
        "<< /Type /Pages /Kids [{}] /Count {} >>",
        kids.join(" "),
        pages.len()
    )
    .into_bytes();
    let mut out = b"%PDF-1.4\n%\xE2\xE3\xCF\xD3\n".to_vec();
    let mut offsets = Vec::new();
    for (i, object) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend(format!("{} 0 obj\n", i + 1).as_bytes());
        out.extend(object);
        out.extend(b"\nendobj\n");
    }
    let xref = out.len();
    out.extend(format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes());
    for offset in offsets {
        out.extend(format!("{offset:010} 00000 n \n").as_bytes());
    }
    out.extend(
        format!(
            "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            objects.len() + 1
        )
        .as_bytes(),
    );
    out
}

/// A two-page print-and-play PDF: nine cards on the first page, seven on the second, each
/// page one scanned picture.
pub fn nine_and_seven() -> Vec<u8> {
    let first = sheet(SheetKind::GappedPage, (3, 3), 9, 900, 0.0, 21);
    let second = sheet(SheetKind::GappedPage, (3, 3), 7, 900, 0.0, 22);
    pdf(&[Page::Scan(first.pixels), Page::Scan(second.pixels)])
}
