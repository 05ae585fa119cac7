//! Not a check: a latecomer joining by phone in a real window at 1280x720 (run under Xvfb),
//! saved as PNGs into `FABULA_SHOT_DIR`: the table display with its join code while voting and
//! at the reveal, the laptop's question at the reveal, and both after the yes. Phones are
//! WebSocket clients on loopback only.
//! `FABULA_SHOT_DIR=/tmp/shots DISPLAY=:72 cargo test --features deckgen --test it
//! join_screenshots -- --ignored`

use super::client::Phone;
use super::play::command_of;
use fabula::app::FabulaApp;
use fabula::app::art::{ArtLoader, DeckSource};
use fabula::app::table::TableSnapshot;
use fabula::engine::{Phase, PlayerId, PublicView};
use fabula::hotseat::{SeatLink, Stage, TokenId};
use fabula::ui::table::table_ui;
use fabula::ui::{PairingCommand, UiCommand};
use serde_json::json;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

const STEPS: [&str; 5] = [
    "1-table-voting-join-code",
    "2-laptop-join-prompt",
    "3-table-reveal-join-code",
    "4-laptop-after-accept",
    "5-table-after-accept",
];

struct Shots {
    app: FabulaApp,
    runtime: tokio::runtime::Runtime,
    phones: Vec<Phone>,
    guest: Option<Phone>,
    last: Option<PublicView>,
    dir: PathBuf,
    step: usize,
    frames: u32,
    asked: bool,
    table: bool,
    shot: Arc<Mutex<Option<Arc<egui::ColorImage>>>>,
}

impl Shots {
    fn address(&self) -> Option<SocketAddr> {
        let url = self.app.phone_url(PlayerId(0))?;
        let address: SocketAddr = url["http://".len()..].split_once("/#")?.0.parse().ok()?;
        assert!(address.ip().is_loopback(), "loopback only");
        Some(address)
    }

    /// One phone's move, once the last one reached the laptop; whether the game is at `phase`.
    fn play_until(&mut self, phase: Phase) -> bool {
        let Some(state) = self.app.game_state() else {
            return false;
        };
        if state.phase() == phase {
            return true;
        }
        let view = state.public_view();
        if self.last.as_ref() == Some(&view) {
            return false;
        }
        let Some(action) = state
            .legal_actions()
            .into_iter()
            .find(|a| a.player().is_some())
        else {
            return false;
        };
        let (seat, command) = command_of(&action);
        let phone = self.phones.iter_mut().find(|p| p.seat == Some(seat));
        let phone = phone.expect("every seat on a phone");
        self.runtime.block_on(phone.send(&command));
        self.last = Some(view);
        false
    }

    /// Sets up what step `step` shows; `false` while it must wait.
    fn prepare(&mut self, step: usize) -> bool {
        match step {
            0 if self.frames == 0 => {
                self.app.command(UiCommand::NewGame);
                let setup = self.app.setup_mut();
                setup.phones = true;
                setup.starter = Some(1);
                self.app.command(UiCommand::StartGame);
                false
            }
            0 => {
                if self.phones.is_empty() {
                    let Some(address) = self.address() else {
                        return false;
                    };
                    for seat in 0..4 {
                        let url = self.app.phone_url(PlayerId(seat)).expect("a link");
                        let token = url.rsplit('#').next().expect("a token").to_owned();
                        let phone = self.runtime.block_on(Phone::join(address, Some(&token)));
                        self.phones.push(phone);
                    }
                    return false;
                }
                let links = self.app.seat_links();
                if !links.iter().all(|l| *l == SeatLink::Phone { online: true }) {
                    return false;
                }
                self.app.command(UiCommand::Pairing(PairingCommand::Close));
                self.table = self.play_until(Phase::Voting);
                self.table
            }
            1 => {
                self.table = false;
                if !self.play_until(Phase::Reveal) {
                    return false;
                }
                if self.guest.is_none() {
                    let address = self.address().expect("phones are on");
                    let mut guest = self.runtime.block_on(Phone::join(address, None));
                    self.runtime
                        .block_on(guest.send(&json!({"do": "ask_join", "name": "Mia"})));
                    let waiting = self.runtime.block_on(guest.answer()).expect("an answer");
                    assert_eq!(waiting["type"], "join_waiting");
                    self.guest = Some(guest);
                }
                self.app.stage() == Some(Stage::Reveal)
            }
            // The table display at the reveal, before and after the yes.
            2 | 4 => {
                self.table = true;
                true
            }
            3 if self.frames == 0 => {
                self.table = false;
                let accept = PairingCommand::AnswerJoin {
                    id: 1,
                    accept: true,
                };
                self.app.command(UiCommand::Pairing(accept));
                false
            }
            3 => self.app.controllers().len() == 5,
            _ => true,
        }
    }

    fn draw_table(&self, ui: &mut egui::Ui) {
        let Some(state) = self.app.game_state() else {
            return;
        };
        let tokens: Vec<TokenId> = (0..state.public_view().players.len())
            .map(|i| TokenId(i as u8))
            .collect();
        let code = self.app.join_code();
        let snapshot = TableSnapshot::of(state, &tokens, self.app.art(), false)
            .with_links(&self.app.seat_links())
            .with_join_code(code.as_ref());
        table_ui(ui, Some(snapshot.table_view()), 100.0, 1.0);
    }
}

impl eframe::App for Shots {
    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        // The app runs every frame (phones' moves reach the game between frames); the table
        // display is drawn over it on a layer of its own when it is the picture.
        self.app.ui(ui, frame);
        if self.table {
            let ctx = ui.ctx().clone();
            let id = egui::Id::unique("table display");
            let layer = egui::LayerId::new(egui::Order::Foreground, id);
            let mut table = egui::Ui::new(
                ctx.clone(),
                id,
                egui::UiBuilder::new()
                    .layer_id(layer)
                    .max_rect(ctx.content_rect()),
            );
            self.draw_table(&mut table);
        }
        let ctx = ui.ctx().clone();
        ctx.request_repaint();
        let shot = self.shot.lock().expect("the picture").take();
        if let Some(image) = shot {
            let path = self.dir.join(format!("join-{}.png", STEPS[self.step]));
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
fn join_screenshots() {
    let Some(dir) = std::env::var_os("FABULA_SHOT_DIR") else {
        return;
    };
    let dir = PathBuf::from(dir);
    std::fs::create_dir_all(&dir).expect("the folder");
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default().with_inner_size([1280.0, 720.0]),
        event_loop_builder: Some(Box::new(|builder| {
            use winit::platform::x11::EventLoopBuilderExtX11 as _;
            builder.with_any_thread(true);
        })),
        ..Default::default()
    };
    eframe::run_native(
        "Fabula latecomers",
        options,
        Box::new(move |cc| {
            let art = ArtLoader::from_source(&cc.egui_ctx, DeckSource::Builtin);
            let mut app = FabulaApp::new(&cc.egui_ctx, art, 7);
            app.wait_for_cards();
            app.set_phone_bind(IpAddr::V4(Ipv4Addr::LOCALHOST));
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
                guest: None,
                last: None,
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
