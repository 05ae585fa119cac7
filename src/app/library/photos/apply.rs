//! The panel's commands and its frame-by-frame polling: opening starts the host and the
//! finder, closing drops both; photos, straightened cards and the adding's end arrive through
//! channels.

use super::desk::{Photo, PhotoDesk};
use super::finder::{CARD_SLOTS, Finder, FinderAnswer, FinderJob};
use crate::app::library::CardLibrary;
use crate::app::session::qr_modules;
use crate::app::settings::LiveSettings;
use crate::i18n;
use crate::library::photo::Quad;
use crate::phones::home_network_address;
use crate::phones::upload::{PhotoHost, PhotoHostOptions, UploadLimits};
use crate::t;
use crate::ui::PhotoCommand;
use crate::ui::game::QrModules;
use crate::ui::library::{PhotoReport, PhotoStage, library_error_text};
use std::net::SocketAddr;
use std::sync::mpsc::channel;
use std::time::Duration;

/// How photos' and cards' textures are sampled: smooth, they are shown smaller than they are.
const TEXTURE_OPTIONS: egui::TextureOptions = egui::TextureOptions::LINEAR;

impl CardLibrary {
    /// Applies a command of the "Add cards from phones" panel; photos are received on
    /// `phone_bind` (`None`: the home network).
    pub(in crate::app) fn apply_photos(
        &mut self,
        command: PhotoCommand,
        phone_bind: Option<std::net::IpAddr>,
    ) {
        match command {
            PhotoCommand::Open => self.open_photos(phone_bind),
            // Dropping the desk stops the host (phones are refused from now on) and the finder.
            PhotoCommand::Close => self.photos = None,
            PhotoCommand::Accept(number) => self.accept_photo(number),
            PhotoCommand::Retake(number) => {
                if let Some(desk) = &mut self.photos {
                    desk.photos.retain(|p| p.number != number);
                    desk.match_same_cards();
                    desk.ask(FinderJob::Forget(number));
                }
            }
            PhotoCommand::MoveCorners { number, corners } => {
                if let Some(desk) = &mut self.photos
                    && let Some(photo) = desk.photos.iter_mut().find(|p| p.number == number)
                {
                    photo.quad = Quad::new(corners.map(|[x, y]| (x as f32, y as f32)));
                    // A card accepted and then corrected waits for the player's word again.
                    photo.stage = PhotoStage::Placed;
                    photo.jpeg = None;
                    let quad = photo.quad;
                    desk.ask(FinderJob::Straighten(number, quad));
                }
            }
            PhotoCommand::Turn(number) => {
                if let Some(desk) = &self.photos
                    && desk
                        .photos
                        .iter()
                        .any(|p| p.number == number && p.stage != PhotoStage::Finding)
                {
                    desk.ask(FinderJob::Turn(number));
                }
            }
            PhotoCommand::AddToDeck(name) => self.add_photos_to_deck(name),
        }
    }

    fn open_photos(&mut self, phone_bind: Option<std::net::IpAddr>) {
        if self.photos.is_some() {
            return;
        }
        let shown = phone_bind.unwrap_or_else(home_network_address);
        let options = PhotoHostOptions {
            // Only on the address phones are given: the home network (loopback in tests).
            bind: SocketAddr::new(shown, 0),
            language: i18n::language(),
            limits: UploadLimits::default(),
        };
        let ctx = self.ctx.clone();
        let wake: crate::phones::Wake = std::sync::Arc::new(move || ctx.request_repaint());
        let (host, problem) = match PhotoHost::start(&options, wake) {
            Ok(host) => (Some(host), None),
            Err(error) => {
                log::warn!("the photo host did not start: {error}");
                let reason = error.to_string();
                (
                    None,
                    Some(t!("photos-start-failed", reason = reason.as_str())),
                )
            }
        };
        let url = host.as_ref().map(|h| h.url_at(shown)).unwrap_or_default();
        let qr = if url.is_empty() {
            QrModules::default()
        } else {
            qr_modules(&url)
        };
        let finder = Finder::start(self.ctx.clone())
            .map_err(|error| log::warn!("the card finder did not start: {error}"))
            .ok();
        let date = crate::app::library::import::iso_date(crate::persist::now_seconds());
        self.photos = Some(PhotoDesk {
            host,
            url,
            qr,
            reachable: !shown.is_loopback(),
            problem,
            finder,
            photos: Vec::new(),
            default_deck: t!("photos-default-deck", date = date.as_str()),
            adding: None,
            add_when_encoded: None,
            report: None,
            times: Vec::new(),
        });
        self.ui.photos = crate::ui::library::PhotosUiState::default();
    }

    fn accept_photo(&mut self, number: u64) {
        let Some(desk) = &mut self.photos else {
            return;
        };
        let Some(photo) = desk.photos.iter_mut().find(|p| p.number == number) else {
            return;
        };
        if matches!(
            photo.stage,
            PhotoStage::Found | PhotoStage::NotFound | PhotoStage::Placed
        ) {
            photo.stage = PhotoStage::Accepted;
            desk.ask(FinderJob::Encode(number));
        }
    }

    /// Writes the accepted cards into the deck named `name` on a thread of its own.
    fn add_photos_to_deck(&mut self, name: String) {
        let Some(library) = self.library.clone() else {
            return;
        };
        let Some(desk) = &mut self.photos else {
            return;
        };
        if desk.adding.is_some() {
            return;
        }
        if !desk.all_encoded() {
            // The last card accepted is still being encoded (a few milliseconds).
            desk.add_when_encoded = Some(name);
            return;
        }
        let ready: Vec<(u64, Vec<u8>)> = desk
            .photos
            .iter()
            .filter(|p| p.stage == PhotoStage::Accepted)
            .filter_map(|p| Some((p.number, p.jpeg.clone()?)))
            .collect();
        if ready.is_empty() {
            return;
        }
        // Out of the panel now: the cards are on their way into the deck.
        for (number, _) in &ready {
            desk.photos.retain(|p| p.number != *number);
            desk.ask(FinderJob::Forget(*number));
        }
        desk.match_same_cards();
        let cards: Vec<Vec<u8>> = ready.into_iter().map(|(_, jpeg)| jpeg).collect();
        let (tx, rx) = channel();
        let ctx = self.ctx.clone();
        let spawned = std::thread::Builder::new()
            .name("photo-cards".into())
            .spawn(move || {
                let _ = tx.send(library.add_photo_cards(&name, &cards));
                ctx.request_repaint();
            });
        match spawned {
            Ok(_) => {
                desk.adding = Some(rx);
                desk.report = None;
            }
            Err(error) => desk.report = Some(PhotoReport::Failed(error.to_string())),
        }
    }

    /// Once a frame while the panel is open (`on_library`: the library screen shows): new
    /// photos, the finder's answers, the adding's end.
    pub(in crate::app) fn poll_photos(
        &mut self,
        ctx: &egui::Context,
        on_library: bool,
        settings: &mut LiveSettings,
    ) {
        if !on_library {
            // Left by Back or a shortcut: the panel is closed, nothing listens any more.
            self.photos = None;
            return;
        }
        let Some(desk) = &mut self.photos else {
            return;
        };
        if let Some(host) = &desk.host {
            for received in host.received() {
                let (width, height) = received.pixels.dimensions();
                let frame = [crate::library::photo::centred_frame(width, height)];
                let quads: &[Quad] = if received.cards.is_empty() {
                    &frame
                } else {
                    &received.cards
                };
                let count = quads.len() as u32;
                // Newest photo first, its cards in reading order.
                let cards: Vec<Photo> = (quads.iter().enumerate())
                    .map(|(index, quad)| Photo {
                        number: received.number * CARD_SLOTS + index as u64,
                        arrival: received.number,
                        card_of: (count > 1).then_some((index as u32 + 1, count)),
                        stage: PhotoStage::Finding,
                        size: (width, height),
                        quad: *quad,
                        picture: None,
                        card: None,
                        likeness: None,
                        same_as: None,
                        jpeg: None,
                    })
                    .collect();
                desk.photos.splice(0..0, cards);
                desk.ask(FinderJob::Find(received));
            }
        }
        let answers = desk
            .finder
            .as_ref()
            .map(Finder::answers)
            .unwrap_or_default();
        let answered = !answers.is_empty();
        for answer in answers {
            desk.take_answer(ctx, answer);
        }
        if answered {
            desk.match_same_cards();
        }
        if let Some(host) = &desk.host {
            host.set_waiting(desk.waiting());
        }
        let encoded = desk.all_encoded();
        if let Some(name) = desk.add_when_encoded.take_if(|_| encoded) {
            self.add_photos_to_deck(name);
            return;
        }
        let finished = desk.adding.as_ref().and_then(|rx| rx.try_recv().ok());
        if let Some(result) = finished {
            desk.adding = None;
            desk.report = Some(match result {
                Ok(added) => PhotoReport::Added {
                    deck: added.deck,
                    added: added.added,
                    already: added.already,
                },
                Err(why) => PhotoReport::Failed(library_error_text(&why)),
            });
            self.reload(settings);
        }
    }
}

impl PhotoDesk {
    fn ask(&self, job: FinderJob) {
        if let Some(finder) = &self.finder {
            finder.ask(job);
        }
    }

    fn take_answer(&mut self, ctx: &egui::Context, answer: FinderAnswer) {
        match answer {
            FinderAnswer::Found {
                photo_number,
                photo,
                size,
                found,
                cards,
                took,
            } => {
                self.times.push(took);
                log::info!(
                    target: crate::app::window::timing::TARGET,
                    "photo {photo_number}: its {} card(s) on screen {:.1} ms after the upload arrived",
                    cards.len(),
                    took.as_secs_f64() * 1000.0
                );
                let name = format!("phone-photo-{photo_number}");
                let picture = ctx.load_texture(&name, photo, TEXTURE_OPTIONS);
                for found_card in cards {
                    let Some(entry) = self
                        .photos
                        .iter_mut()
                        .find(|p| p.number == found_card.number)
                    else {
                        continue;
                    };
                    entry.size = size;
                    entry.quad = found_card.quad;
                    entry.likeness = found_card.likeness;
                    entry.stage = if found {
                        PhotoStage::Found
                    } else {
                        PhotoStage::NotFound
                    };
                    entry.picture = Some(picture.clone());
                    let card_name = format!("phone-card-{}", found_card.number);
                    entry.card =
                        Some(ctx.load_texture(card_name, found_card.card, TEXTURE_OPTIONS));
                }
            }
            FinderAnswer::Straightened {
                number,
                quad,
                card,
                likeness,
            } => {
                if let Some(entry) = self.photos.iter_mut().find(|p| p.number == number)
                    && entry.quad == quad
                {
                    entry.likeness = likeness;
                    if let Some(texture) = &mut entry.card {
                        texture.set(card, TEXTURE_OPTIONS);
                    } else {
                        let name = format!("phone-card-{number}");
                        entry.card = Some(ctx.load_texture(name, card, TEXTURE_OPTIONS));
                    }
                }
            }
            FinderAnswer::Encoded { number, jpeg } => {
                let Some(entry) = self.photos.iter_mut().find(|p| p.number == number) else {
                    return;
                };
                match jpeg {
                    Ok(jpeg) if entry.stage == PhotoStage::Accepted => entry.jpeg = Some(jpeg),
                    Ok(_) => {}
                    Err(why) => {
                        log::warn!("photo {number}: its card could not be encoded: {why}");
                        entry.stage = PhotoStage::NotFound;
                    }
                }
            }
        }
    }
}

impl CardLibrary {
    /// The photo page's link while the "Add cards from phones" panel is open and its host
    /// runs (tests send photos there).
    pub(in crate::app) fn photo_page_url(&self) -> Option<String> {
        self.photos.as_ref()?.url().map(str::to_owned)
    }

    /// For each photo received since the panel opened: from its arrival to its card on
    /// screen.
    pub(in crate::app) fn photo_times(&self) -> Vec<Duration> {
        self.photos
            .as_ref()
            .map(|desk| desk.times().to_vec())
            .unwrap_or_default()
    }

    /// The width and height of each photo on the panel, newest first (as kept on the laptop).
    pub(in crate::app) fn photo_sizes(&self) -> Vec<(u32, u32)> {
        self.photos
            .as_ref()
            .map(|desk| desk.photos.iter().map(|p| p.size).collect())
            .unwrap_or_default()
    }

    /// Whether cards from photos are being added to a deck now.
    pub(in crate::app) fn adding_photo_cards(&self) -> bool {
        self.photos.as_ref().is_some_and(PhotoDesk::busy_adding)
    }
}
