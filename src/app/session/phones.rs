//! Phones in a game on the laptop: the host that serves them, what they ask (checked and
//! applied to the laptop's game between frames), the phones panel's state and each seat's
//! link.
//!
//! The laptop's game stays the one truth: phones' moves reach it through a channel read with
//! `try_recv` each frame (the host wakes the window when one arrives), and every change is
//! published back to the host, which tells each phone its seat's view. The window never
//! waits on the network.

use crate::app::art::PhoneCards;
use crate::engine::{PlayerId, RecordedGame};
use crate::hotseat::HotSeat;
use crate::i18n;
use crate::persist::SavedPhones;
use crate::phones::{
    HostError, HostOptions, PhoneHost, Request, SeatRelease, answer, home_network_address,
};
use crate::ui::PairingCommand;
use crate::ui::game::QrModules;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use tokio::sync::mpsc;

/// The port phones are served on when it is free: the same every time, so a phone's link
/// still works after the app restarts.
pub const PHONE_PORT: u16 = 47_321;

/// One seat's code on the laptop's screen.
pub(super) struct CodeOnScreen {
    pub(super) seat: PlayerId,
    pub(super) url: String,
    pub(super) qr: QrModules,
}

/// The phones of the game in progress.
pub(super) struct PhoneSession {
    pub(super) host: PhoneHost,
    requests: mpsc::Receiver<Request>,
    /// The game's revision the phones last heard of.
    published: Option<u64>,
    /// The phones panel is showing over the game.
    pub(super) panel_open: bool,
    /// The code showing in the panel (one seat's at a time).
    pub(super) showing: Option<CodeOnScreen>,
    /// The public table page, for a TV's browser.
    pub(super) table_url: String,
    /// The address phones are given (this computer's on the home network).
    shown: IpAddr,
    /// Counts changes a save keeps (a seat's phone paired, a link renewed).
    pub(super) generation: u64,
    /// The code latecomers scan to ask to join (the table display shows it).
    pub(super) join_code: crate::ui::table::JoinCode,
}

impl PhoneSession {
    /// Starts serving `game`'s phones on `bind` (the laptop's address on the home network
    /// when `None`), waking the window through `ctx`. The panel opens, so players can pair
    /// their phones before the first turn.
    pub(super) fn start(
        game: &RecordedGame,
        cards: PhoneCards,
        bind: Option<IpAddr>,
        ctx: &egui::Context,
    ) -> Result<PhoneSession, HostError> {
        Self::start_on(game, cards, bind, PHONE_PORT, ctx)
    }

    /// Takes up the phones of a saved game: served on the port their links name (when it is
    /// free), each seat played on a phone with its old secret, so those phones come back
    /// without scanning again. The panel stays closed.
    pub(super) fn resume(
        hotseat: &mut HotSeat,
        cards: PhoneCards,
        bind: Option<IpAddr>,
        ctx: &egui::Context,
        saved: &SavedPhones,
    ) -> Result<PhoneSession, HostError> {
        let mut session = Self::start_on(hotseat.game(), cards, bind, saved.port, ctx)?;
        session.panel_open = false;
        for (i, secret) in saved.seats.iter().enumerate() {
            let seat = PlayerId(i as u8);
            if let Some(secret) = secret
                && session.host.restore_secret(seat, secret)
            {
                hotseat.set_on_phone(seat, true);
            }
        }
        Ok(session)
    }

    fn start_on(
        game: &RecordedGame,
        cards: PhoneCards,
        bind: Option<IpAddr>,
        port: u16,
        ctx: &egui::Context,
    ) -> Result<PhoneSession, HostError> {
        let listen = bind.unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
        let ctx = ctx.clone();
        let wake: crate::phones::Wake = std::sync::Arc::new(move || ctx.request_repaint());
        let mut options = HostOptions {
            bind: SocketAddr::new(listen, port),
            language: i18n::language(),
            heartbeat: crate::phones::Heartbeat::default(),
            titles: Some(cards.titles),
        };
        let pictures = cards.pictures;
        let started = match PhoneHost::follow(game, pictures.clone(), &options, wake.clone()) {
            Err(HostError::Listen { .. }) => {
                // The usual port is taken (another game, another program): any free one.
                options.bind.set_port(0);
                PhoneHost::follow(game, pictures, &options, wake)
            }
            started => started,
        };
        let (host, requests) = started?;
        let shown = bind.unwrap_or_else(home_network_address);
        // The table's own screen's link (a TV's browser), shown on the laptop only.
        let table_url = host.table_screen_url_at(shown);
        // The join code latecomers scan (no secret in it: only the laptop seats them).
        let join_url = host.join_url_at(shown);
        let join_code = crate::ui::table::JoinCode {
            qr: qr_modules(&join_url),
            url: join_url,
        };
        Ok(PhoneSession {
            join_code,
            host,
            requests,
            published: None,
            panel_open: true,
            showing: None,
            table_url,
            shown,
            generation: 0,
        })
    }

    /// Between frames: seats whose phone arrived play on it (its code is put away), phones'
    /// requests are answered in the game's session, and a changed game is published.
    pub(super) fn poll(&mut self, hotseat: &mut HotSeat) {
        let online = self.host.status().online;
        for (i, here) in online.iter().enumerate() {
            let seat = PlayerId(i as u8);
            // A computer player's seat is not taken by a phone behind the laptop's back.
            let computer = hotseat.controller(seat).level().is_some();
            if *here && !hotseat.on_phone(seat) && !computer {
                hotseat.set_on_phone(seat, true);
                self.generation += 1;
                if self.showing.as_ref().is_some_and(|c| c.seat == seat) {
                    self.showing = None;
                }
            }
        }
        let screen_language = i18n::language();
        while let Ok(request) = self.requests.try_recv() {
            let answered = answer(hotseat, &request);
            // The phone may have gone meanwhile: nobody to tell.
            let _ = request.reply.send(answered);
        }
        i18n::set_language(screen_language);
        self.publish_now(hotseat);
    }

    /// Tells the phones of the game as it is now, if it changed since they last heard.
    pub(super) fn publish_now(&mut self, hotseat: &HotSeat) {
        if self.published != Some(hotseat.revision()) {
            self.host.publish(hotseat.game());
            self.published = Some(hotseat.revision());
        }
    }

    /// Per seat, whether its phone is connected now.
    pub(super) fn online(&self) -> Vec<bool> {
        self.host.status().online
    }

    /// Carries out a command of the phones panel or the waiting screen.
    pub(super) fn apply(&mut self, command: PairingCommand, hotseat: &mut HotSeat) {
        match command {
            PairingCommand::Open => self.panel_open = true,
            PairingCommand::Close => {
                self.panel_open = false;
                self.showing = None;
            }
            PairingCommand::ShowCode(seat) => self.show_code(seat),
            PairingCommand::HideCode => self.showing = None,
            PairingCommand::NewCode(seat) => {
                self.renew(seat);
                self.show_code(seat);
            }
            PairingCommand::PlayHere(seat) => {
                self.release(seat, SeatRelease::Laptop);
                hotseat.set_on_phone(seat, false);
            }
            // The app answers latecomers (their seat goes in the save too).
            PairingCommand::AnswerJoin { .. } => {}
        }
    }

    /// Takes `seat` from its phone, for the laptop or a computer player (`why`): the phone's
    /// link stops working, so it cannot play this seat behind the laptop's back, and the phone
    /// is told why in its language.
    pub(super) fn release(&mut self, seat: PlayerId, why: SeatRelease) {
        self.generation += 1;
        if let Err(error) = self.host.release_seat(seat, why) {
            log::error!("cannot take seat {} from its phone: {error}", seat.index());
        }
        if self.showing.as_ref().is_some_and(|c| c.seat == seat) {
            self.showing = None;
        }
    }

    /// Shows `seat`'s code in the phones panel, opened over the game (a seat given to a
    /// phone).
    pub(super) fn show_code_in_panel(&mut self, seat: PlayerId) {
        self.panel_open = true;
        self.show_code(seat);
    }

    /// A latecomer's seat plays on a phone: the seat gets its own link (the old one, if
    /// any, stops working), for the phones panel to show as a code.
    pub(super) fn seat_added(&mut self, seat: PlayerId) {
        self.renew(seat);
    }

    /// `seat`'s link as its code shows it.
    pub(super) fn url_of(&self, seat: PlayerId) -> Option<String> {
        self.host.seat_url_at(seat, self.shown)
    }

    /// What a save keeps: the port, and the secret of each seat played on a phone.
    pub(super) fn saved(&self, hotseat: &HotSeat) -> SavedPhones {
        let seats = (0..hotseat.tokens().len())
            .map(|i| PlayerId(i as u8))
            .map(|seat| {
                hotseat
                    .on_phone(seat)
                    .then(|| self.host.seat_secret(seat))
                    .flatten()
            })
            .collect();
        SavedPhones {
            port: self.host.address().port(),
            seats,
        }
    }

    /// Counts changes a save keeps.
    pub(super) fn generation(&self) -> u64 {
        self.generation
    }

    fn renew(&mut self, seat: PlayerId) {
        self.generation += 1;
        if let Err(error) = self.host.renew_token(seat) {
            log::error!("cannot give seat {} a new code: {error}", seat.index());
        }
    }

    fn show_code(&mut self, seat: PlayerId) {
        let Some(url) = self.url_of(seat) else {
            return;
        };
        let qr = qr_modules(&url);
        self.showing = Some(CodeOnScreen { seat, url, qr });
    }
}

/// `text` as a QR code's modules (medium error correction: a screen photographed at an
/// angle still reads).
pub(in crate::app) fn qr_modules(text: &str) -> QrModules {
    match qrcode::QrCode::with_error_correction_level(text, qrcode::EcLevel::M) {
        Ok(code) => QrModules {
            width: code.width(),
            dark: code
                .to_colors()
                .into_iter()
                .map(|c| c == qrcode::Color::Dark)
                .collect(),
        },
        Err(error) => {
            log::error!("cannot make a QR code of a seat's link: {error}");
            QrModules::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads `qr` back as a phone's camera would: each module 4 pixels, a white border.
    fn decode(qr: &QrModules) -> String {
        let scale = 4;
        let side = (qr.width + 8) * scale;
        let image = image::GrayImage::from_fn(side as u32, side as u32, |x, y| {
            let (x, y) = (x as usize / scale, y as usize / scale);
            let dark = (4..qr.width + 4).contains(&x)
                && (4..qr.width + 4).contains(&y)
                && qr.dark[(y - 4) * qr.width + (x - 4)];
            image::Luma([if dark { 0 } else { 255 }])
        });
        let mut prepared = rqrr::PreparedImage::prepare(image);
        let grids = prepared.detect_grids();
        assert_eq!(grids.len(), 1, "one code");
        grids[0].decode().expect("a readable code").1
    }

    #[test]
    fn a_seats_code_reads_back_as_its_link() {
        let url = "http://192.168.1.23:47321/#00112233445566778899aabbccddeeff";
        let qr = qr_modules(url);
        assert_eq!(qr.dark.len(), qr.width * qr.width);
        assert_eq!(decode(&qr), url);
    }
}
