//! Concepts a picture shows from its pixels alone, for imported cards without tags: its
//! dominant colours, light or dark, warm or cold, busy or calm. A pure function over the
//! decoded pixels, run at import time (off the UI thread) by the card library.

/// Samples per side: enough to see a picture's colours and texture, cheap on any scan.
const GRID: usize = 64;
/// A colour covering at least this share of the picture is one of its colours.
const DOMINANT: f32 = 0.12;
/// Below this saturation a pixel is white, grey or black rather than a colour.
const GREYISH: f32 = 0.18;

/// What a picture's pixels show, as concept names with weights from 0 to 1.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PictureConcepts {
    /// Concept names (as in the lexicon: `blue`, `warm`, `dark`, `busy`...) with weights.
    pub concepts: Vec<(String, f32)>,
}

/// The concepts of a picture of `width` x `height` pixels, `rgb` holding three bytes a pixel
/// row by row (an empty or short buffer gives no concepts).
pub fn picture_concepts(rgb: &[u8], width: usize, height: usize) -> PictureConcepts {
    if width == 0 || height == 0 || rgb.len() < width * height * 3 {
        return PictureConcepts::default();
    }
    let (columns, rows) = (width.min(GRID), height.min(GRID));
    let mut colours: Vec<(&'static str, f32)> = Vec::new();
    let mut brightness = 0.0;
    let mut warm = 0.0;
    let mut cold = 0.0;
    let mut lumas = vec![0.0f32; columns * rows];
    for row in 0..rows {
        for column in 0..columns {
            let left = column * width / columns;
            let top = row * height / rows;
            let at = (top * width + left) * 3;
            let [r, g, b] = [rgb[at], rgb[at + 1], rgb[at + 2]].map(|c| f32::from(c) / 255.0);
            let (hue, saturation, value) = hsv(r, g, b);
            brightness += value;
            lumas[row * columns + column] = 0.299 * r + 0.587 * g + 0.114 * b;
            let name = colour_name(hue, saturation, value);
            match name {
                "red" | "orange" | "yellow" | "pink" | "brown" => warm += 1.0,
                "blue" | "green" | "purple" => cold += 1.0,
                _ => {}
            }
            match colours.iter_mut().find(|(n, _)| *n == name) {
                Some(entry) => entry.1 += 1.0,
                None => colours.push((name, 1.0)),
            }
        }
    }
    let samples = (columns * rows) as f32;
    let mut concepts: Vec<(String, f32)> = colours
        .iter()
        .map(|(name, count)| (*name, count / samples))
        .filter(|(_, share)| *share >= DOMINANT)
        .map(|(name, share)| (name.to_owned(), (share * 2.0).min(1.0)))
        .collect();
    let brightness = brightness / samples;
    if brightness >= 0.65 {
        concepts.push(("bright".to_owned(), 0.8));
    } else if brightness <= 0.3 {
        concepts.push(("dark".to_owned(), 0.8));
        concepts.push(("night".to_owned(), 0.5));
    }
    let tinted = warm + cold;
    if tinted > 0.0 {
        if warm / tinted >= 0.65 {
            concepts.push(("warm".to_owned(), 0.7));
        } else if cold / tinted >= 0.65 {
            concepts.push(("cold".to_owned(), 0.7));
        }
    }
    let texture = busyness(&lumas, columns, rows);
    if texture >= 0.12 {
        concepts.push(("busy".to_owned(), 0.7));
    } else if texture <= 0.03 {
        concepts.push(("calm".to_owned(), 0.6));
    }
    concepts.sort_by(|a, b| b.1.total_cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    PictureConcepts { concepts }
}

/// Hue in degrees, saturation and value, each of the last two from 0 to 1.
fn hsv(r: f32, g: f32, b: f32) -> (f32, f32, f32) {
    let max = r.max(g).max(b);
    let min = r.min(g).min(b);
    let delta = max - min;
    let hue = if delta <= f32::EPSILON {
        0.0
    } else if (max - r).abs() <= f32::EPSILON {
        60.0 * ((g - b) / delta).rem_euclid(6.0)
    } else if (max - g).abs() <= f32::EPSILON {
        60.0 * ((b - r) / delta + 2.0)
    } else {
        60.0 * ((r - g) / delta + 4.0)
    };
    let saturation = if max <= f32::EPSILON {
        0.0
    } else {
        delta / max
    };
    (hue, saturation, max)
}

/// The everyday name of a colour.
fn colour_name(hue: f32, saturation: f32, value: f32) -> &'static str {
    if value < 0.18 {
        return "dark";
    }
    if saturation < GREYISH {
        return if value > 0.82 { "white" } else { "grey" };
    }
    match hue {
        h if !(15.0..345.0).contains(&h) => "red",
        h if h < 42.0 && value < 0.55 => "brown",
        h if h < 42.0 => "orange",
        h if h < 68.0 => "yellow",
        h if h < 165.0 => "green",
        h if h < 255.0 => "blue",
        h if h < 290.0 => "purple",
        _ => "pink",
    }
}

/// How busy a picture's texture is: the mean difference in light between neighbours.
fn busyness(lumas: &[f32], columns: usize, rows: usize) -> f32 {
    let mut total = 0.0;
    let mut count = 0.0;
    for row in 0..rows {
        for column in 0..columns {
            let here = lumas[row * columns + column];
            if column + 1 < columns {
                total += (here - lumas[row * columns + column + 1]).abs();
                count += 1.0;
            }
            if row + 1 < rows {
                total += (here - lumas[(row + 1) * columns + column]).abs();
                count += 1.0;
            }
        }
    }
    if count > 0.0 { total / count } else { 0.0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solid(r: u8, g: u8, b: u8, side: usize) -> Vec<u8> {
        [r, g, b].repeat(side * side)
    }

    fn names(picture: &PictureConcepts) -> Vec<&str> {
        picture.concepts.iter().map(|(n, _)| n.as_str()).collect()
    }

    #[test]
    fn a_calm_blue_picture_is_blue_cold_and_calm() {
        let concepts = picture_concepts(&solid(40, 80, 200, 100), 100, 100);
        let found = names(&concepts);
        for want in ["blue", "cold", "calm"] {
            assert!(found.contains(&want), "{found:?}");
        }
        assert!(!found.contains(&"warm"));
    }

    #[test]
    fn a_busy_red_and_orange_picture_is_warm_and_busy() {
        let side = 80;
        let mut rgb = Vec::new();
        for y in 0..side {
            for x in 0..side {
                rgb.extend(if (x + y) % 2 == 0 {
                    [230, 40, 30]
                } else {
                    [250, 150, 20]
                });
            }
        }
        let found = names(&picture_concepts(&rgb, side, side)).join(" ");
        for want in ["red", "orange", "warm", "busy"] {
            assert!(found.contains(want), "{found}");
        }
    }

    #[test]
    fn dark_and_bright_pictures_say_so() {
        let dark = picture_concepts(&solid(10, 10, 20, 20), 20, 20);
        assert!(names(&dark).contains(&"dark"));
        assert!(names(&dark).contains(&"night"));
        let bright = picture_concepts(&solid(250, 250, 245, 20), 20, 20);
        assert!(names(&bright).contains(&"white"));
        assert!(names(&bright).contains(&"bright"));
    }

    #[test]
    fn a_short_buffer_shows_nothing() {
        assert!(picture_concepts(&[1, 2, 3], 10, 10).concepts.is_empty());
        assert!(picture_concepts(&[], 0, 0).concepts.is_empty());
    }
}
