//! `fabula find-card PHOTO [--out CARD.jpg]`: finds the card in a phone photo, prints its
//! corners and writes it straightened, as the laptop does with a phone's upload; with `--all
//! [--out-dir DIR]`, every card of a photo of several, in reading order.

use super::output::{complain, one_line, say};
use super::{EXIT_USAGE, parse_flags};
use crate::library::photo::{Quad, find_card, find_cards, straighten};
use crate::library::{DecodeLimits, decode_bytes, encode_jpeg, read_picture};
use std::path::Path;

/// JPEG quality of the straightened card: the library's own cards are kept near this.
const CARD_QUALITY: u8 = 90;

/// Runs the command; returns the exit status: 0 when a card was found (and written), 1 when
/// none was found, 2 for bad arguments, a file that is no usable picture, or an output that
/// cannot be written.
pub fn find_card_command(args: &[String]) -> u8 {
    let usage = "usage: fabula find-card PHOTO [--out CARD.jpg]\n       \
                 fabula find-card PHOTO --all [--out-dir DIR]";
    let Some((photo_path, rest)) = args.split_first().filter(|(f, _)| !f.starts_with("--")) else {
        complain!("fabula find-card: expected a PHOTO\n{usage}");
        return EXIT_USAGE;
    };
    let all = rest.iter().any(|a| a == "--all");
    let rest: Vec<String> = rest.iter().filter(|a| *a != "--all").cloned().collect();
    let known: &[&str] = if all { &["--out-dir"] } else { &["--out"] };
    let out = match parse_flags(&rest, known) {
        Ok(flags) => flags.last().map(|(_, value)| (*value).to_owned()),
        Err(message) => {
            complain!("fabula find-card: {message}\n{usage}");
            return EXIT_USAGE;
        }
    };
    // The same limits as a card import: a FIFO or a device is refused, a huge file is not
    // read, and a picture of more pixels than the limit is refused before it is decoded.
    let limits = DecodeLimits::default();
    let path = Path::new(photo_path);
    let decoded = read_picture(path, &limits).and_then(|bytes| decode_bytes(&bytes, path, &limits));
    let photo = match decoded {
        Ok(decoded) => decoded.pixels,
        Err(reason) => {
            complain!("fabula find-card: {}: {reason}", one_line(photo_path));
            return EXIT_USAGE;
        }
    };
    let cards: Vec<Quad> = if all {
        find_cards(&photo)
    } else {
        find_card(&photo).into_iter().collect()
    };
    if cards.is_empty() {
        say!("NONE");
        return 1;
    }
    for quad in &cards {
        let corners: Vec<String> = quad
            .corners()
            .iter()
            .map(|(x, y)| format!("{},{}", x.round() as i64, y.round() as i64))
            .collect();
        say!("CORNERS {}", corners.join(" "));
    }
    let Some(out) = out else {
        return 0;
    };
    let targets: Vec<std::path::PathBuf> = if all {
        if let Err(err) = std::fs::create_dir_all(&out) {
            complain!("fabula find-card: cannot write {}: {err}", one_line(&out));
            return EXIT_USAGE;
        }
        (1..=cards.len())
            .map(|n| Path::new(&out).join(format!("card-{n:02}.jpg")))
            .collect()
    } else {
        vec![out.into()]
    };
    for (quad, target) in cards.iter().zip(&targets) {
        let written = straighten(&photo, quad)
            .ok_or_else(|| "the corners make no card".to_owned())
            .and_then(|card| encode_jpeg(&card, CARD_QUALITY))
            .and_then(|jpeg| std::fs::write(target, jpeg).map_err(|err| err.to_string()));
        if let Err(err) = written {
            let shown = target.display().to_string();
            complain!("fabula find-card: cannot write {}: {err}", one_line(&shown));
            return EXIT_USAGE;
        }
    }
    0
}
