//! Phones as private hands, on the laptop: the phones panel (each seat's code, one seat at a
//! time, and where each seat plays) and the screen that waits while only phones have
//! something to do.

use crate::engine::{PlayerId, PublicView};
use crate::hotseat::{GameCommand, SeatLink};
use crate::t;
use crate::ui::command::{PairingCommand, UiCommand};
use crate::ui::widgets::Table;
use crate::ui::widgets::theme::{self, CREAM, GOLD, LAVENDER};
use egui::RichText;

/// A QR code's modules, row by row (`true`: dark), without its quiet zone.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct QrModules {
    /// Modules per row (and rows).
    pub width: usize,
    /// `width * width` modules.
    pub dark: Vec<bool>,
}

/// One seat's code, showing on the laptop.
#[derive(Clone, Copy, Debug)]
pub struct ShownCode<'a> {
    /// Whose code.
    pub seat: PlayerId,
    /// The seat's link (the page, its secret after `#`).
    pub url: &'a str,
    /// The link as a QR code.
    pub qr: &'a QrModules,
}

/// What the phones panel shows.
#[derive(Clone, Copy, Debug)]
pub struct PairingView<'a> {
    /// Per seat, where it plays.
    pub links: &'a [SeatLink],
    /// The code showing, if any: one seat's at a time.
    pub showing: Option<ShownCode<'a>>,
    /// The public table page (for a TV's browser).
    pub table_url: &'a str,
}

/// Draws the phones panel: each seat with where it plays and the buttons to show its code,
/// give it a new one or play it here; the one code showing, large, with its address.
pub fn pairing_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    pairing: &PairingView<'_>,
    _table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    ui.label(
        RichText::new(t!("phones-title"))
            .font(theme::display(48.0))
            .color(GOLD),
    );
    if let Some(code) = pairing.showing {
        ui.label(
            RichText::new(t!("phones-scan", name = view.name(code.seat)))
                .font(theme::body(24.0))
                .color(CREAM),
        );
        ui.label(RichText::new(code.url).color(LAVENDER));
        if ui.button(t!("phones-hide-code")).clicked() {
            commands.push(UiCommand::Pairing(PairingCommand::HideCode));
        }
        return;
    }
    for (i, link) in pairing.links.iter().enumerate() {
        let seat = PlayerId(i as u8);
        let name = view.name(seat);
        ui.horizontal(|ui| {
            ui.label(RichText::new(name).color(CREAM));
            match link {
                SeatLink::Laptop => {
                    if ui.button(t!("phones-show-code", name = name)).clicked() {
                        commands.push(UiCommand::Pairing(PairingCommand::ShowCode(seat)));
                    }
                }
                SeatLink::Phone { .. } => {
                    if ui.button(t!("phones-new-code", name = name)).clicked() {
                        commands.push(UiCommand::Pairing(PairingCommand::NewCode(seat)));
                    }
                    if ui.button(t!("phones-play-here", name = name)).clicked() {
                        commands.push(UiCommand::Pairing(PairingCommand::PlayHere(seat)));
                    }
                }
            }
        });
    }
    ui.label(RichText::new(t!("phones-table-page", url = pairing.table_url)).color(LAVENDER));
    if ui.button(t!("phones-done")).clicked() {
        commands.push(UiCommand::Pairing(PairingCommand::Close));
    }
}

/// Draws the laptop's screen while only seats on phones have something to do: who it waits
/// for (and whether their phone is there), with the ways to play a seat here instead, to
/// open the phones panel, and to take back the laptop's last move (`undo_of`, by name).
pub fn phones_waiting_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    links: &[SeatLink],
    undo_of: Option<&str>,
    _table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    ui.label(
        RichText::new(t!("phones-waiting-title"))
            .font(theme::display(48.0))
            .color(GOLD),
    );
    for (i, player) in view.players.iter().enumerate() {
        let seat = PlayerId(i as u8);
        if player.task.is_none() || !matches!(links.get(i), Some(SeatLink::Phone { .. })) {
            continue;
        }
        let name = view.name(seat);
        ui.horizontal(|ui| {
            ui.label(RichText::new(name).color(CREAM));
            if ui.button(t!("phones-play-here", name = name)).clicked() {
                commands.push(UiCommand::Pairing(PairingCommand::PlayHere(seat)));
            }
        });
    }
    if let Some(name) = undo_of
        && ui.button(t!("privacy-undo", name = name)).clicked()
    {
        commands.push(UiCommand::Game(GameCommand::Undo));
    }
    if ui.button(t!("phones-open")).clicked() {
        commands.push(UiCommand::Pairing(PairingCommand::Open));
    }
}
