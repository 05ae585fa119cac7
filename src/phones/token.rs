//! Seat tokens: the secret in each seat's link, and the opaque names of card pictures; and the
//! table's code, in the link of the table's own screen.
//!
//! Tokens and names are 128 random bits from the operating system, written as 32 lowercase hex
//! digits. A token is compared in constant time against every seat's, so how long a refusal
//! takes says nothing about how much of a guess was right, nor which seat it came close to.
//! The table's code is shorter (about 40 bits, [`TableCode`]): it is typed on a TV's remote,
//! and it only keeps the public table's place apart from the guests'.

use crate::engine::PlayerId;
use std::fmt;

/// Random bytes per token or picture name: 128 bits.
const SECRET_BYTES: usize = 16;

/// Hex digits, lowercase.
const HEX: &[u8; 16] = b"0123456789abcdef";

/// 128 random bits from the operating system's source, as 32 hex digits.
pub fn random_hex() -> Result<String, getrandom::Error> {
    let mut bytes = [0u8; SECRET_BYTES];
    getrandom::fill(&mut bytes)?;
    Ok(bytes
        .iter()
        .flat_map(|b| [HEX[usize::from(b >> 4)], HEX[usize::from(b & 15)]])
        .map(char::from)
        .collect())
}

/// One seat's secret. `Debug` never prints it, so a log line cannot leak it.
#[derive(Clone, PartialEq, Eq)]
pub struct SeatToken(String);

impl SeatToken {
    /// A fresh token from the operating system's random source.
    pub fn random() -> Result<Self, getrandom::Error> {
        random_hex().map(SeatToken)
    }

    /// A token kept from before (a saved game's), if it has a token's form: 32 lowercase hex
    /// digits.
    pub fn kept(text: &str) -> Option<Self> {
        let hex = |b: u8| b.is_ascii_digit() || (b'a'..=b'f').contains(&b);
        (text.len() == 2 * SECRET_BYTES && text.bytes().all(hex))
            .then(|| SeatToken(text.to_owned()))
    }

    /// The token's text, for that seat's link and QR code only.
    pub fn reveal(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for SeatToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SeatToken(..)")
    }
}

/// Whether two byte strings are equal, looking at every byte of the longer whatever the
/// first difference (the length is not secret: every token has the same).
pub(crate) fn same_secret(a: &[u8], b: &[u8]) -> bool {
    let len = a.len().max(b.len());
    let mut diff = u8::from(a.len() != b.len());
    for i in 0..len {
        let x = a.get(i).copied().unwrap_or(0);
        let y = b.get(i).copied().unwrap_or(0);
        diff |= x ^ y;
    }
    // Through black_box so the compiler cannot turn the fold into an early exit.
    std::hint::black_box(diff) == 0
}

/// The code in the link of the table's own screen: [`TABLE_CODE_LENGTH`] characters a TV's
/// remote types without doubt (no 0/o, 1/l/i). It shows only the public table, as any guest
/// sees it; what it gives is a place that no guest can take and every move at once. Guesses
/// count as failed joins, as wrong tokens do, and are compared in constant time. `Debug` never
/// prints it.
#[derive(Clone, PartialEq, Eq)]
pub struct TableCode(String);

/// Characters of the table's code.
pub const TABLE_CODE_LENGTH: usize = 8;

/// The code's alphabet: 31 characters, none mistaken for another.
const CODE_ALPHABET: &[u8; 31] = b"23456789abcdefghjkmnpqrstuvwxyz";

impl TableCode {
    /// A fresh code from the operating system's random source (31^8: about 40 bits).
    pub fn random() -> Result<Self, getrandom::Error> {
        let mut code = String::with_capacity(TABLE_CODE_LENGTH);
        while code.len() < TABLE_CODE_LENGTH {
            let mut byte = [0u8; 1];
            getrandom::fill(&mut byte)?;
            // 248 = 8 x 31: taking only bytes below it keeps every character equally likely.
            if byte[0] < 248 {
                code.push(char::from(CODE_ALPHABET[usize::from(byte[0] % 31)]));
            }
        }
        Ok(TableCode(code))
    }

    /// Whether `guess` is this code (constant time).
    pub fn is(&self, guess: &str) -> bool {
        same_secret(self.0.as_bytes(), guess.as_bytes())
    }

    /// The code's text, for the table's link on the laptop only.
    pub fn reveal(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for TableCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("TableCode(..)")
    }
}

/// Every seat's token, by seat.
#[derive(Clone, Debug)]
pub struct TokenBook {
    tokens: Vec<SeatToken>,
}

impl TokenBook {
    /// Fresh tokens for `seats` seats.
    pub fn random(seats: usize) -> Result<Self, getrandom::Error> {
        let tokens = (0..seats)
            .map(|_| SeatToken::random())
            .collect::<Result<_, _>>()?;
        Ok(TokenBook { tokens })
    }

    /// The token of `seat`.
    pub fn token(&self, seat: PlayerId) -> Option<&SeatToken> {
        self.tokens.get(seat.index())
    }

    /// Gives `seat` a new token: the old one stops working (re-pairing a lost phone).
    pub fn renew(&mut self, seat: PlayerId) -> Result<(), getrandom::Error> {
        if let Some(slot) = self.tokens.get_mut(seat.index()) {
            *slot = SeatToken::random()?;
        }
        Ok(())
    }

    /// Fresh tokens for the seats up to `seats` that have none yet (latecomers seated).
    pub fn grow(&mut self, seats: usize) -> Result<(), getrandom::Error> {
        while self.tokens.len() < seats {
            self.tokens.push(SeatToken::random()?);
        }
        Ok(())
    }

    /// Gives `seat` back a token it had before (a resumed game's phone keeps its link).
    pub fn restore(&mut self, seat: PlayerId, token: SeatToken) {
        if let Some(slot) = self.tokens.get_mut(seat.index()) {
            *slot = token;
        }
    }

    /// The seat whose token `guess` is. Every seat's token is compared in full, whatever
    /// matches, so the time taken does not depend on the guess.
    pub fn seat_of(&self, guess: &str) -> Option<PlayerId> {
        let mut found = None;
        for (seat, token) in self.tokens.iter().enumerate() {
            if same_secret(token.0.as_bytes(), guess.as_bytes()) {
                found = Some(PlayerId(seat as u8));
            }
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_128_bit_hex_and_differ() {
        let book = TokenBook::random(12).unwrap();
        let texts: std::collections::BTreeSet<_> =
            book.tokens.iter().map(|t| t.reveal().to_owned()).collect();
        assert_eq!(texts.len(), 12);
        for text in &texts {
            assert_eq!(text.len(), 32);
            assert!(text.bytes().all(|b| b.is_ascii_hexdigit()));
        }
    }

    #[test]
    fn table_codes_are_eight_plain_characters_and_only_the_exact_one_is_taken() {
        let codes: std::collections::BTreeSet<String> = (0..50)
            .map(|_| TableCode::random().unwrap().reveal().to_owned())
            .collect();
        assert_eq!(codes.len(), 50);
        for code in &codes {
            assert_eq!(code.len(), TABLE_CODE_LENGTH);
            assert!(code.bytes().all(|b| CODE_ALPHABET.contains(&b)), "{code}");
        }
        let code = TableCode::random().unwrap();
        let text = code.reveal().to_owned();
        assert!(code.is(&text));
        assert!(!code.is(&text[..7]));
        let last = if text.ends_with('2') { "3" } else { "2" };
        assert!(!code.is(&format!("{}{last}", &text[..7])));
        assert!(!code.is(""));
        assert!(!format!("{code:?}").contains(&text));
    }

    #[test]
    fn only_the_exact_token_finds_its_seat() {
        let mut book = TokenBook::random(4).unwrap();
        let token = book.token(PlayerId(2)).unwrap().reveal().to_owned();
        assert_eq!(book.seat_of(&token), Some(PlayerId(2)));
        let mut changed = token.clone().into_bytes();
        changed[31] = if changed[31] == b'0' { b'1' } else { b'0' };
        assert_eq!(book.seat_of(std::str::from_utf8(&changed).unwrap()), None);
        assert_eq!(book.seat_of(&token[..31]), None);
        assert_eq!(book.seat_of(&format!("{token}0")), None);
        assert_eq!(book.seat_of(""), None);
        book.renew(PlayerId(2)).unwrap();
        assert_eq!(
            book.seat_of(&token),
            None,
            "a renewed seat's old token stops working"
        );
        assert!(!format!("{book:?}").contains(&token[..8]));
    }
}
