//! The curated deck: seeds chosen by looking at the generator's output, in card-id order.
//! `deckgen generate` paints exactly these, so the committed deck can always be regenerated.
//!
//! Curation: seeds 0-299 were painted and reviewed on contact sheets; weak cards (muddy, empty,
//! or too dark to read) were dropped, then at most 8 cards per layout and 3 per focal motif
//! were kept, in seed order, so no scene type dominates the deck.

pub const CURATED: &[u64] = &[
    0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 17, 18, 19, 21, 22, 23, 24, 26, 27, 28, 29, 30, 31,
    32, 33, 34, 35, 36, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 52, 55, 56, 57, 58, 59,
    61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 75, 76, 77, 78, 79, 81, 88, 90, 91, 92, 93,
    94, 95, 96, 99, 101, 104, 105, 107, 108, 110, 114, 115, 117, 121, 122, 123, 127, 128, 129, 130,
    133, 135, 136, 137, 141, 147, 153, 156, 159, 164, 166, 169, 171, 179, 187, 190, 196, 206, 207,
    208, 215, 222, 228, 233, 235, 246, 247, 252, 279,
];
