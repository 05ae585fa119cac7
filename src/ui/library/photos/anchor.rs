//! Keeping the photo a player is looking at still: new photos arrive at the top of the list
//! (newest first), a photo of several cards adds a row per card, and a same-card note adds a
//! line, all above the row in view. Without this, the row being checked slides down the moment
//! a phone sends another photo, and a click meant for its Accept lands on another card's.
//! As a browser does, the list keeps its first row in view where it was, unless it is scrolled
//! to the very top (there the newest photo is what the player waits for).

/// The first row in view: its card's number and its top, below the list's own top.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Anchor {
    /// The card's number (`PhotoView::number`).
    pub number: u64,
    /// Its row's top, in points below the top of the whole list.
    pub top: f32,
}

/// One drawn row: its card's number, and its top and bottom below the top of the whole list.
pub type RowSpan = (u64, f32, f32);

/// The first row reaching below `offset` (the list's scroll), when the list is scrolled at
/// all: at the top nothing is held.
pub fn anchor_of(rows: &[RowSpan], offset: f32) -> Option<Anchor> {
    if offset <= 0.5 {
        return None;
    }
    (rows.iter())
        .find(|(_, _, bottom)| *bottom > offset)
        .map(|&(number, top, _)| Anchor { number, top })
}

/// The scroll that puts the held row where it was (rows drawn at `offset` now lie at `rows`),
/// when it moved; `None` when it did not, or when it is gone (a retaken photo).
pub fn kept_offset(anchor: Option<Anchor>, rows: &[RowSpan], offset: f32) -> Option<f32> {
    let anchor = anchor?;
    let &(_, top, _) = rows
        .iter()
        .find(|(number, _, _)| *number == anchor.number)?;
    let moved = top - anchor.top;
    (moved.abs() > 0.5).then(|| (offset + moved).max(0.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rows of 280 points, 10 points apart, of the cards `numbers` from the top.
    fn rows(numbers: &[u64]) -> Vec<RowSpan> {
        (numbers.iter().enumerate())
            .map(|(i, &n)| (n, i as f32 * 290.0, i as f32 * 290.0 + 280.0))
            .collect()
    }

    #[test]
    fn at_the_top_nothing_is_held() {
        assert_eq!(anchor_of(&rows(&[3, 2, 1]), 0.0), None);
    }

    #[test]
    fn the_first_row_reaching_into_view_is_held() {
        let held = anchor_of(&rows(&[3, 2, 1]), 300.0);
        assert_eq!(
            held,
            Some(Anchor {
                number: 2,
                top: 290.0
            })
        );
        // A row whose bottom just shows is the one held.
        let held = anchor_of(&rows(&[3, 2, 1]), 270.0).unwrap();
        assert_eq!(held.number, 3);
    }

    #[test]
    fn a_photo_arriving_above_scrolls_the_list_by_its_row() {
        let held = anchor_of(&rows(&[3, 2, 1]), 300.0);
        // Photo 4 came: every row moved down one place.
        let now = rows(&[4, 3, 2, 1]);
        assert_eq!(kept_offset(held, &now, 300.0), Some(590.0));
        // Drawn at that scroll, the row is where it was: nothing more to do.
        let held_again = anchor_of(&now, 590.0);
        assert_eq!(
            held_again,
            Some(Anchor {
                number: 2,
                top: 580.0
            })
        );
        assert_eq!(kept_offset(held_again, &now, 590.0), None);
    }

    #[test]
    fn a_row_gone_from_above_scrolls_back() {
        let held = anchor_of(&rows(&[3, 2, 1]), 600.0);
        assert_eq!(held.unwrap().number, 1);
        assert_eq!(kept_offset(held, &rows(&[2, 1]), 600.0), Some(310.0));
    }

    #[test]
    fn the_held_row_retaken_holds_nothing() {
        let held = anchor_of(&rows(&[3, 2, 1]), 300.0);
        assert_eq!(kept_offset(held, &rows(&[3, 1]), 300.0), None);
    }
}
