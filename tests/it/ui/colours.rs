//! The players' tokens, Dixit Party's red token and the gold highlights stay apart for players
//! who see colours differently: every pair is measured (CIEDE2000) under simulated
//! protanopia, deuteranopia and tritanopia (Machado et al. 2009, full severity) and in typical
//! vision, and must stay above a floor.
//!
//! The floor is 10. A CIEDE2000 difference of about 1 is just noticeable between two large
//! patches side by side; tokens are small (a few millimetres on the track and the cards, on
//! a laptop at arm's length or a projector across the room) and are seldom side by side, and
//! small marks need several times the difference of large patches to be told apart. 10 is
//! five to ten times the just-noticeable difference, the margin categorical palettes aim for
//! so that two colours read as two different names at a glance, not as two shades of one.
//! In typical vision the floor is 13, so no pair gets closer than the palette already kept
//! them before this test (14.6 at its nearest).
//!
//! Every token also has a shape of its own: that alone tells the twelve apart, and it is what
//! tells a Team Dixit player from their partner, who shares their team's colour on purpose.
//! Colour is asked to work on its own anyway, since a token only a few points wide shows
//! its colour before its shape.

use crate::support::colour_vision::{Vision, difference};
use egui::Color32;
use fabula::ui::widgets::theme::{CREAM, DUSK, GOLD, LAVENDER, NIGHT, TWILIGHT};
use fabula::ui::widgets::{PARTNERS, RED_TOKEN, TOKENS, token};

/// The least CIEDE2000 difference under a dichromacy.
const FLOOR: f64 = 10.0;
/// The least CIEDE2000 difference in typical vision.
const TYPICAL_FLOOR: f64 = 13.0;

/// The tokens' colour names, in the order of [`TOKENS`].
const NAMES: [&str; 12] = [
    "coral", "sky", "sun", "mint", "lilac", "rose", "cream", "teal", "orange", "indigo", "lime",
    "silver",
];

fn rgb(colour: Color32) -> [u8; 3] {
    [colour.r(), colour.g(), colour.b()]
}

/// A pair of colours that must stay apart, and which group of pairs it is in.
struct Pair {
    group: &'static str,
    names: (String, String),
    colours: ([u8; 3], [u8; 3]),
}

/// Every pair the table shows together: each two players' tokens, the red token beside each
/// token on a card, and the gold of a highlight against what it lights up or stands on.
fn pairs() -> Vec<Pair> {
    let mut pairs = Vec::new();
    for (i, a) in TOKENS.iter().enumerate() {
        for (j, b) in TOKENS.iter().enumerate().skip(i + 1) {
            pairs.push(Pair {
                group: "token-token",
                names: (NAMES[i].to_owned(), NAMES[j].to_owned()),
                colours: (rgb(a.color), rgb(b.color)),
            });
        }
        pairs.push(Pair {
            group: "red-token",
            names: ("red token".to_owned(), NAMES[i].to_owned()),
            colours: (rgb(RED_TOKEN), rgb(a.color)),
        });
    }
    // The gold of the selected card's border and glow, the active dial's rim, the lit badge
    // and the focus ring, against the night sky and panels it is drawn on, the cream frame it
    // borders, and the lavender of the same things when not lit.
    let grounds = [
        ("night", NIGHT),
        ("dusk", DUSK),
        ("twilight", TWILIGHT),
        ("lavender", LAVENDER),
        ("cream", CREAM),
    ];
    for (name, ground) in grounds {
        pairs.push(Pair {
            group: "gold",
            names: ("gold".to_owned(), name.to_owned()),
            colours: (rgb(GOLD), rgb(ground)),
        });
    }
    pairs
}

#[test]
fn tokens_the_red_token_and_gold_stay_apart_in_every_colour_vision() {
    let visions = [
        Vision::Typical,
        Vision::Protanopia,
        Vision::Deuteranopia,
        Vision::Tritanopia,
    ];
    let pairs = pairs();
    let mut failures = Vec::new();
    let mut report = Vec::new();
    for vision in visions {
        let floor = if vision == Vision::Typical {
            TYPICAL_FLOOR
        } else {
            FLOOR
        };
        for group in ["token-token", "red-token", "gold"] {
            let mut nearest: Option<(f64, &Pair)> = None;
            for pair in pairs.iter().filter(|p| p.group == group) {
                let d = difference(pair.colours.0, pair.colours.1, vision);
                if d < floor {
                    failures.push(format!(
                        "{}: {} and {} differ by {d:.1} (floor {floor})",
                        vision.name(),
                        pair.names.0,
                        pair.names.1
                    ));
                }
                if nearest.is_none_or(|(n, _)| d < n) {
                    nearest = Some((d, pair));
                }
            }
            if let Some((d, pair)) = nearest {
                report.push(format!(
                    "{:>12} {group:>11}: nearest {} / {} at {d:.1}",
                    vision.name(),
                    pair.names.0,
                    pair.names.1
                ));
            }
        }
    }
    // The figures for the record (cargo test -- --nocapture).
    eprintln!("{}", report.join("\n"));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_token_has_a_shape_of_its_own_and_partners_share_only_the_colour() {
    for (i, a) in TOKENS.iter().enumerate() {
        for b in &TOKENS[i + 1..] {
            assert_ne!(a.shape, b.shape, "{} shares a shape", NAMES[i]);
        }
        // A Team Dixit partner: the team's colour, another shape (told apart by shape alone,
        // on purpose).
        let partner = token(PARTNERS + i);
        assert_eq!(partner.color, a.color);
        assert_ne!(partner.shape, a.shape, "{}'s partner", NAMES[i]);
    }
}
