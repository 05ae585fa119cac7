//! Not a check: the laptop's phone screens in a real window (run under Xvfb), saved as PNGs
//! into `FABULA_SHOT_DIR`, to look at them as players would. Phones are served on loopback
//! only; two phones connect through the tests' WebSocket client, one of them then leaves.
//! `FABULA_SHOT_DIR=/tmp/shots xvfb-run -s "-screen 0 1920x1080x24" cargo test --test it
//! phone_screenshots -- --ignored`

use super::client::Phone;
use crate::support::harness::{NoArt, PAINTED_CARDS};
use fabula::app::FabulaApp;
use fabula::app::art::{ArtLoader, DeckSource};
use fabula::app::table::TableSnapshot;
use fabula::engine::PlayerId;
use fabula::hotseat::{SeatLink, TokenId};
use fabula::ui::table::table_ui;
use fabula::ui::{PairingCommand, UiCommand};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

/// The steps, each ending in a picture (or, for `None`, in a wait for the phones).
const STEPS: [&str; 6] = [
    "1-setup-phones-switch",
    "2-phones-panel",
    "3-phones-code",
    "4-waiting-for-phones",
    "5-table-display-phone-marks",
    "6-privacy-phones-button",
];

struct Shots {
    app: FabulaApp,
    runtime: tokio::runtime::Runtime,
    phones: Vec<Phone>,
    dir: PathBuf,
    step: usize,
    frames: u32,
    asked: bool,
    table: bool,
    shot: Arc<Mutex<Option<Arc<egui::ColorImage>>>>,
}

impl Shots {
    /// Sets up what step `step` shows; `false` while it must wait (for the phones).
    fn prepare(&mut self, step: usize) -> bool {
        let app = &mut self.app;
        match step {
            0 if self.frames == 0 => {
                app.command(UiCommand::NewGame);
                let setup = app.setup_mut();
                setup.phones = true;
                setup.starter = Some(2);
            }
            1 if self.frames == 0 => app.command(UiCommand::StartGame),
            1 => {
                let links = app.seat_links();
                if self.phones.is_empty() && !links.is_empty() {
                    for seat in [1, 2] {
                        let url = app.phone_url(PlayerId(seat)).expect("phones are on");
                        let rest = url.strip_prefix("http://").expect("a link");
                        let (address, token) = rest.split_once("/#").expect("a token");
                        let address: SocketAddr = address.parse().expect("an address");
                        assert!(address.ip().is_loopback(), "loopback only");
                        let phone = self.runtime.block_on(Phone::join(address, Some(token)));
                        self.phones.push(phone);
                    }
                    return false;
                }
                let both = links.get(1) == Some(&SeatLink::Phone { online: true })
                    && links.get(2) == Some(&SeatLink::Phone { online: true });
                if both && self.phones.len() == 2 {
                    // Chloé's phone goes to sleep.
                    let chloe = self.phones.pop().expect("two phones");
                    self.runtime.block_on(chloe.close());
                }
                return links.get(2) == Some(&SeatLink::Phone { online: false });
            }
            2 if self.frames == 0 => {
                app.command(UiCommand::Pairing(PairingCommand::ShowCode(PlayerId(3))));
            }
            3 if self.frames == 0 => app.command(UiCommand::Pairing(PairingCommand::Close)),
            4 => self.table = true,
            5 if self.frames == 0 => {
                self.table = false;
                app.command(UiCommand::Pairing(PairingCommand::PlayHere(PlayerId(2))));
            }
            _ => {}
        }
        true
    }

    fn draw_table(&self, ui: &mut egui::Ui) {
        let Some(state) = self.app.game_state() else {
            return;
        };
        let tokens: Vec<TokenId> = (0..state.public_view().players.len())
            .map(|i| TokenId(i as u8))
            .collect();
        let snapshot =
            TableSnapshot::of(state, &tokens, &NoArt, false).with_links(&self.app.seat_links());
        table_ui(ui, Some(snapshot.table_view()), 100.0, 1.0);
    }
}

impl eframe::App for Shots {
    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        if self.table {
            self.draw_table(ui);
        } else {
            self.app.ui(ui, frame);
        }
        let ctx = ui.ctx().clone();
        ctx.request_repaint();
        let shot = self.shot.lock().expect("the picture").take();
        if let Some(image) = shot {
            let path = self.dir.join(format!("{}.png", STEPS[self.step]));
            let [w, h] = image.size;
            let bytes: Vec<u8> = image
                .pixels
                .iter()
                .flat_map(egui::Color32::to_array)
                .collect();
            image::RgbaImage::from_raw(w as u32, h as u32, bytes)
                .expect("a picture")
                .save(&path)
                .expect("saved");
            eprintln!("saved {}", path.display());
            self.step += 1;
            self.frames = 0;
            self.asked = false;
            if self.step == STEPS.len() {
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
            return;
        }
        if self.step >= STEPS.len() || self.asked {
            return;
        }
        let ready = self.prepare(self.step);
        self.frames += 1;
        if ready && self.frames > 30 {
            let slot = self.shot.clone();
            let wake = ctx.clone();
            let callback = egui::ScreenshotCallback::new(move |image| {
                *slot.lock().expect("the picture") = Some(image);
                wake.request_repaint();
            });
            ctx.send_viewport_cmd(egui::ViewportCommand::Screenshot(callback));
            self.asked = true;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

#[test]
#[ignore = "opens a window (Xvfb) and writes screenshots into FABULA_SHOT_DIR"]
fn phone_screenshots() {
    let Some(dir) = std::env::var_os("FABULA_SHOT_DIR") else {
        return;
    };
    let dir = PathBuf::from(dir);
    std::fs::create_dir_all(&dir).expect("the folder");
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default().with_inner_size([1600.0, 900.0]),
        event_loop_builder: Some(Box::new(|builder| {
            use winit::platform::x11::EventLoopBuilderExtX11 as _;
            builder.with_any_thread(true);
        })),
        ..Default::default()
    };
    eframe::run_native(
        "Fabula phones",
        options,
        Box::new(move |cc| {
            let art = ArtLoader::from_source(
                &cc.egui_ctx,
                DeckSource::Painted {
                    cards: PAINTED_CARDS,
                    small: true,
                },
            );
            let mut app = FabulaApp::new(&cc.egui_ctx, art, 7);
            app.wait_for_cards();
            app.set_phone_bind(IpAddr::V4(Ipv4Addr::LOCALHOST));
            // FABULA_SHOT_LANG=fr (nl, pt-BR): the same screens in another language.
            if let Some(language) = std::env::var("FABULA_SHOT_LANG")
                .ok()
                .and_then(|code| fabula::i18n::Language::from_code(&code))
            {
                app.set_language(language);
            }
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(1)
                .enable_all()
                .build()
                .expect("a runtime");
            Ok(Box::new(Shots {
                app,
                runtime,
                phones: Vec::new(),
                dir,
                step: 0,
                frames: 0,
                asked: false,
                table: false,
                shot: Arc::default(),
            }))
        }),
    )
    .expect("the window ran");
}
