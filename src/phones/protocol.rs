//! The messages between a phone (or the public table page) and the host, as JSON.
//!
//! A device's first message is [`Hello`]; after it, a seat's phone sends [`PhoneCommand`]s:
//! the game's own [`Move`]s, or a take-back. Commands name no seat: the seat is the one whose
//! token the connection proved, so a phone cannot act for another player. Unknown fields are refused rather than ignored, so a message
//! that tries to name a player where none belongs is not quietly taken for a valid one.

use crate::engine::{Move, PlayerId};
use serde::{Deserialize, Serialize};

/// The largest message a device may send, in bytes (a clue of 200 characters is under 1 KB).
pub const MAX_MESSAGE_BYTES: usize = 4096;

/// A device's first message: its seat's token, the table's code (the table's own screen), or
/// neither for an anonymous table page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hello {
    /// The seat's secret token from its link.
    #[serde(default)]
    pub token: Option<String>,
    /// The table's code from the link of the table's own screen (a TV).
    #[serde(default)]
    pub table: Option<String>,
    /// The language the device's browser prefers (a tag such as `nl-BE`); the game's when
    /// absent or not one of the four.
    #[serde(default)]
    pub lang: Option<String>,
}

/// What a seat's phone asks the game to do: a move at the table (for the seat the connection
/// proved), or a step only a phone takes. As JSON both are tagged by `do`
/// (`{"do":"vote","slots":[2]}`, `{"do":"take_back"}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum PhoneCommand {
    /// A move at the table.
    Move(Move),
    /// A phone's own step.
    Step(PhoneStep),
}

/// What only a phone asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case", deny_unknown_fields)]
pub enum PhoneStep {
    /// Take back this seat's last move, while nobody has moved since and it showed nothing
    /// new to the table (see [`crate::hotseat::may_take_back`]).
    TakeBack,
}

impl From<Move> for PhoneCommand {
    fn from(one: Move) -> Self {
        PhoneCommand::Move(one)
    }
}

/// What a guest (a device that proved no seat) may ask: to join the game as a latecomer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case", deny_unknown_fields)]
pub enum GuestCommand {
    /// Ask the table for a seat under this name (answered at the end of a turn).
    AskJoin {
        /// The name to play under.
        name: String,
    },
}

/// Messages from the host that are not the game's state (which [`super::Snapshot`] writes).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Notice {
    /// The hello was accepted: who this device is.
    Welcome {
        /// The seat, or `None` for the table page.
        seat: Option<PlayerId>,
        /// The language code of the page's words (`/strings.json`).
        lang: String,
        /// The laptop moves the table on (first storyteller, next turn), not the phones.
        #[serde(default)]
        laptop: bool,
        /// The game's language, in its own words ("Nederlands"), for a latecomer's page.
        #[serde(default)]
        game_lang: String,
    },
    /// A latecomer's request reached the table: it answers at the end of the turn.
    JoinWaiting {
        /// The name asked for, as the table sees it (trimmed).
        name: String,
    },
    /// The table seated the latecomer: the page plays this seat from now on.
    Joined {
        /// The new seat's secret, as a seat's link carries it.
        token: String,
    },
    /// The request was refused (a bad name, the table said no, the table is full): the
    /// page may ask again.
    JoinRefused {
        /// Why, in words.
        reason: String,
    },
    /// Which seats have a phone connected now, by seat.
    Presence {
        /// One flag per seat.
        online: Vec<bool>,
    },
    /// The game refused this phone's last command, and why (in the host's language).
    Refused {
        /// The reason in words.
        reason: String,
    },
    /// The message was not understood, or the device is not let in; the host may close.
    Error {
        /// What went wrong, in words.
        reason: String,
    },
    /// The seat is now played on a newer connection (the phone came back, or another page
    /// opened the link): this one closes, and the page does not knock again by itself.
    Replaced {
        /// What happened, in words.
        reason: String,
    },
    /// The seat is not played on a phone any more (the laptop took it back, or a computer
    /// player plays it): this connection closes, and the page forgets its link.
    Released {
        /// What happened, in words.
        reason: String,
    },
}

impl Notice {
    /// The notice as JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Action, CardId, Slot};

    #[test]
    fn commands_read_from_json_and_refuse_extra_fields() {
        let vote: PhoneCommand = serde_json::from_str(r#"{"do":"vote","slots":[2,5]}"#).unwrap();
        let expected = Move::Vote {
            slots: vec![Slot(2), Slot(5)],
            red: None,
        };
        assert_eq!(vote, PhoneCommand::Move(expected));
        let next: PhoneCommand = serde_json::from_str(r#"{"do":"next_turn"}"#).unwrap();
        assert_eq!(next, PhoneCommand::Move(Move::NextTurn));
        let sneaky = r#"{"do":"submit","cards":[3],"player":2}"#;
        assert!(serde_json::from_str::<PhoneCommand>(sneaky).is_err());
        assert!(serde_json::from_str::<Hello>(r#"{"token":"ab","seat":1}"#).is_err());
        let submit: PhoneCommand = serde_json::from_str(r#"{"do":"submit","cards":[3]}"#).unwrap();
        let PhoneCommand::Move(submit) = submit else {
            panic!("a move");
        };
        assert_eq!(
            submit.action_for(PlayerId(4)),
            Action::Submit {
                player: PlayerId(4),
                cards: vec![CardId(3)]
            }
        );
        let back: PhoneCommand = serde_json::from_str(r#"{"do":"take_back"}"#).unwrap();
        assert_eq!(back, PhoneCommand::Step(PhoneStep::TakeBack));
        // What a phone sends reads back as itself.
        for command in [back, PhoneCommand::Move(Move::ChooseStoryteller)] {
            let text = serde_json::to_string(&command).unwrap();
            assert_eq!(
                serde_json::from_str::<PhoneCommand>(&text).unwrap(),
                command
            );
        }
    }
}
