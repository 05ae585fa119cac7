//! `fabula find-card PHOTO [--out CARD.jpg]`: finds the card in a phone photo, prints its
//! corners and writes it straightened, as the laptop does with a phone's upload.

use super::output::{complain, one_line, say};
use super::{EXIT_USAGE, parse_flags};
use crate::library::photo::{find_card, straighten};
use crate::library::{DecodeLimits, decode_bytes, encode_jpeg, read_picture};
use std::path::Path;

/// JPEG quality of the straightened card: the library's own cards are kept near this.
const CARD_QUALITY: u8 = 90;

/// Runs the command; returns the exit status: 0 when a card was found (and written), 1 when
/// none was found, 2 for bad arguments, a file that is no usable picture, or an `--out` that
/// cannot be written.
pub fn find_card_command(args: &[String]) -> u8 {
    let usage = "usage: fabula find-card PHOTO [--out CARD.jpg]";
    let Some((photo_path, rest)) = args.split_first().filter(|(f, _)| !f.starts_with("--")) else {
        complain!("fabula find-card: expected a PHOTO\n{usage}");
        return EXIT_USAGE;
    };
    let out = match parse_flags(rest, &["--out"]) {
        Ok(flags) => flags.last().map(|(_, value)| *value),
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
    let Some(quad) = find_card(&photo) else {
        say!("NONE");
        return 1;
    };
    let corners: Vec<String> = quad
        .corners()
        .iter()
        .map(|(x, y)| format!("{},{}", x.round() as i64, y.round() as i64))
        .collect();
    say!("CORNERS {}", corners.join(" "));
    let Some(out) = out else {
        return 0;
    };
    let written = straighten(&photo, &quad)
        .ok_or_else(|| "the corners make no card".to_owned())
        .and_then(|card| encode_jpeg(&card, CARD_QUALITY))
        .and_then(|jpeg| std::fs::write(out, jpeg).map_err(|err| err.to_string()));
    match written {
        Ok(()) => 0,
        Err(err) => {
            complain!("fabula find-card: cannot write {}: {err}", one_line(out));
            EXIT_USAGE
        }
    }
}
