//! One window per data folder, the window's side: while this window holds the folder, a
//! later start brings it to the front (restored if minimised); while another window holds it
//! without answering, the player is asked first, and may start anyway.

use crate::platform::single::{Claim, Owner};

/// The data folder as this window found it.
#[derive(Default)]
pub(in crate::app) enum Folder {
    /// Nobody to coordinate with (tests; a file system without locks; handed over).
    #[default]
    Alone,
    /// This window holds the folder: later starts hand over to it.
    Held(Owner),
    /// Another window holds it and did not answer: the player chooses.
    Asking,
    /// Another window holds it and did not answer; the player started anyway. Its games are
    /// still kept from this window by their own locks (`saving::held`).
    Beside,
}

impl Folder {
    /// The folder as `claim` found it; a held folder's later starts wake `ctx`.
    pub(in crate::app) fn from_claim(claim: Claim, ctx: &egui::Context) -> Self {
        match claim {
            Claim::First(owner) => {
                let ctx = ctx.clone();
                owner.wake_with(move || ctx.request_repaint());
                Folder::Held(owner)
            }
            Claim::Unanswered => {
                log::warn!("Fabula is already open on this data folder and does not answer");
                Folder::Asking
            }
            Claim::HandedOver(_) => Folder::Alone,
            Claim::Unlockable(error) => {
                log::warn!("the data folder cannot be locked, two windows may share it: {error}");
                Folder::Alone
            }
        }
    }

    /// Brings the window to the front for each later start that asked since the last frame,
    /// and tells it so; how many asked.
    pub(in crate::app) fn answer_later_starts(&self, ctx: &egui::Context) -> usize {
        let Folder::Held(owner) = self else {
            return 0;
        };
        let requests = owner.requests();
        if !requests.is_empty() {
            come_to_front(ctx);
        }
        let count = requests.len();
        for request in requests {
            request.answer();
        }
        count
    }
}

/// Restores a minimised window and asks the system to put it in front with the focus; where
/// the system refuses to steal the focus, it is marked as wanting attention instead.
fn come_to_front(ctx: &egui::Context) {
    use egui::{UserAttentionType, ViewportCommand};
    ctx.send_viewport_cmd(ViewportCommand::Visible(true));
    ctx.send_viewport_cmd(ViewportCommand::Minimized(false));
    ctx.send_viewport_cmd(ViewportCommand::Focus);
    if !ctx.input(|i| i.viewport().focused.unwrap_or(false)) {
        ctx.send_viewport_cmd(ViewportCommand::RequestUserAttention(
            UserAttentionType::Informational,
        ));
    }
}
