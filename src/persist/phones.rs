//! What a save keeps of a game's phones, so that after a restart the phones paired before
//! come back to their seats without scanning again: the port they were served on and the
//! secret of each seat played on a phone. The file stays on this computer, in the player's
//! own folder, like the game itself.

use super::format::LoadError;
use serde::{Deserialize, Serialize};

/// Hex digits in a seat's secret (128 bits).
const SECRET_DIGITS: usize = 32;

/// The phones of a saved game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedPhones {
    /// The port the phones' links name.
    pub port: u16,
    /// Per seat: the secret of its phone's link, for seats played on a phone.
    pub seats: Vec<Option<String>>,
}

impl SavedPhones {
    /// Checks the part against the game's `players` count: one entry per seat, each secret
    /// 32 lowercase hex digits, no secret twice.
    pub(super) fn check(&self, players: usize) -> Result<(), LoadError> {
        let wrong = |what: String| Err(LoadError::Inconsistent(what));
        if self.seats.len() != players {
            return wrong(format!(
                "the phones name {} seats, the game has {players}",
                self.seats.len()
            ));
        }
        let secrets: Vec<&String> = self.seats.iter().flatten().collect();
        for (i, secret) in secrets.iter().enumerate() {
            let hex = |b: u8| b.is_ascii_digit() || (b'a'..=b'f').contains(&b);
            if secret.len() != SECRET_DIGITS || !secret.bytes().all(hex) {
                return wrong("a phone's link is not a Fabula link".to_owned());
            }
            if secrets[..i].contains(secret) {
                return wrong("two seats have the same phone link".to_owned());
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn phones(seats: Vec<Option<&str>>) -> SavedPhones {
        SavedPhones {
            port: 47_321,
            seats: seats.into_iter().map(|s| s.map(str::to_owned)).collect(),
        }
    }

    const A: &str = "0123456789abcdef0123456789abcdef";
    const B: &str = "fedcba9876543210fedcba9876543210";

    #[test]
    fn seats_with_and_without_phones_pass() {
        assert!(phones(vec![Some(A), None, Some(B)]).check(3).is_ok());
    }

    #[test]
    fn a_wrong_count_a_malformed_or_a_repeated_secret_is_refused() {
        assert!(phones(vec![Some(A), None]).check(3).is_err());
        assert!(phones(vec![Some("0123"), None]).check(2).is_err());
        assert!(
            phones(vec![Some(&A.to_uppercase()), None])
                .check(2)
                .is_err()
        );
        assert!(phones(vec![Some(A), Some(A)]).check(2).is_err());
    }
}
