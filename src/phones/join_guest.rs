//! A guest's side of asking to join: its one request, checked against the table as the
//! guests see it, and the table's answer in the phone's language.

use super::joins::{JoinAnswer, JoinRefusal, JoinTicket, table_takes_latecomers};
use super::protocol::{GuestCommand, Notice};
use super::shared::Shared;
use crate::i18n::{self, Language};
use crate::t;
use std::net::IpAddr;
use std::sync::PoisonError;
use tokio::sync::mpsc;

/// A guest connection's request to join, while the table has not answered it. The answers
/// come on the connection's own channel (read apart from this, so the connection can wait
/// for one while it reads the phone's messages).
pub(super) struct GuestJoin {
    waiting: Option<JoinTicket>,
    answers: mpsc::Sender<JoinAnswer>,
}

/// What the connection does with the table's answer.
pub(super) enum Answered {
    /// Tell the phone, and keep the connection (it may ask again).
    Tell(Notice),
    /// Tell the phone its seat and close: it comes back with its seat's token.
    Seated(Notice),
}

impl GuestJoin {
    /// A guest that has asked nothing yet, and the channel its answers come on.
    pub(super) fn new() -> (GuestJoin, mpsc::Receiver<JoinAnswer>) {
        // One request at a time: one answer.
        let (answers, answered) = mpsc::channel(1);
        let join = GuestJoin {
            waiting: None,
            answers,
        };
        (join, answered)
    }

    /// Whether a request waits for the table.
    pub(super) fn waiting(&self) -> bool {
        self.waiting.is_some()
    }

    /// Files the guest's `command` from `address`; what the phone is told now.
    pub(super) fn ask(
        &mut self,
        shared: &Shared,
        command: GuestCommand,
        address: IpAddr,
        language: Language,
    ) -> Notice {
        let GuestCommand::AskJoin { name } = command;
        i18n::set_language(language);
        if self.waiting.is_some() {
            return refused(&JoinRefusal::AlreadyAsked);
        }
        let taken: Vec<String> = {
            let snapshot = shared.snapshots.borrow();
            if let Err(refusal) = table_takes_latecomers(&snapshot.public) {
                return refused(&refusal);
            }
            snapshot
                .public
                .players
                .iter()
                .map(|p| p.name.clone())
                .collect()
        };
        let answers = self.answers.clone();
        match shared.joins.ask(&name, language, address, &taken, answers) {
            Ok(ticket) => {
                self.waiting = Some(ticket);
                Notice::JoinWaiting {
                    name: name.trim().to_owned(),
                }
            }
            Err(refusal) => refused(&refusal),
        }
    }

    /// What the phone is told of the table's `answer`.
    pub(super) fn answered(
        &mut self,
        answer: JoinAnswer,
        shared: &Shared,
        language: Language,
    ) -> Answered {
        self.waiting = None;
        i18n::set_language(language);
        match answer {
            JoinAnswer::Seated(seat) => {
                let tokens = shared.tokens.read().unwrap_or_else(PoisonError::into_inner);
                match tokens.token(seat) {
                    Some(token) => Answered::Seated(Notice::Joined {
                        token: token.reveal().to_owned(),
                    }),
                    // Seated without a token (no random numbers): the laptop shows its code.
                    None => Answered::Tell(Notice::JoinRefused {
                        reason: t!("phone-join-no-link"),
                    }),
                }
            }
            JoinAnswer::Declined => Answered::Tell(Notice::JoinRefused {
                reason: t!("phone-join-declined"),
            }),
            JoinAnswer::Full => Answered::Tell(refused(&JoinRefusal::Full)),
        }
    }
}

/// The refusal as the phone reads it, in the current language.
fn refused(refusal: &JoinRefusal) -> Notice {
    let max = crate::engine::MAX_NAME_CHARS;
    let reason = match refusal {
        JoinRefusal::EmptyName => t!("phone-join-empty-name"),
        JoinRefusal::NameTooLong => t!("phone-join-long-name", max = max),
        JoinRefusal::BadCharacters => t!("phone-join-bad-name"),
        JoinRefusal::NameTaken(name) => t!("phone-join-name-taken", name = name.as_str()),
        JoinRefusal::AlreadyAsked => t!("phone-join-already-asked"),
        JoinRefusal::TooMany => t!("phone-join-too-many"),
        JoinRefusal::Full => t!("phone-join-full"),
        JoinRefusal::Pairs => t!("phone-join-pairs"),
        JoinRefusal::GameOver => t!("phone-join-game-over"),
    };
    Notice::JoinRefused { reason }
}
