//! Card identity: a picture is known by a hash of its file's bytes, so a deck's manifest can
//! name its cards and a saved game finds them again even if a deck is reordered, renamed or
//! moved. Here, below both decks and saves, so each uses it without the other.

/// The 64-bit FNV-1a hash of `bytes`, as 16 hex digits.
///
/// FNV-1a is written out here rather than taken from a crate because the value is stored in
/// save files: it must never change with a dependency's version. It is not cryptographic;
/// it only tells pictures apart.
pub fn content_hash(bytes: &[u8]) -> String {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let hash = bytes.iter().fold(OFFSET, |hash, byte| {
        (hash ^ u64::from(*byte)).wrapping_mul(PRIME)
    });
    format!("{hash:016x}")
}

#[cfg(test)]
mod tests {
    use super::content_hash;

    #[test]
    fn matches_the_published_fnv1a_values() {
        // Reference values of the FNV-1a 64-bit test suite: a changed function would orphan
        // every saved game.
        assert_eq!(content_hash(b""), "cbf29ce484222325");
        assert_eq!(content_hash(b"a"), "af63dc4c8601ec8c");
        assert_eq!(content_hash(b"foobar"), "85944171f73967e8");
        // And a card-sized input, worked out apart from this code (saves name cards by it, and
        // the hash moved here from `persist` unchanged).
        let card: Vec<u8> = (0..100_000u32).map(|i| (i * 31 % 251) as u8).collect();
        assert_eq!(content_hash(&card), "7f318a77a91cc2b4");
    }
}
