//! A game on the laptop: the hot-seat flow and what its screens remember between frames
//! (the chosen cards, the voting wheels, when the reveal began), drawn stage by stage.

use super::computer_cards::{ImportedCards, taught_turn};
use super::computers::{ComputerPlayers, PauseFn};
use super::phones::PhoneSession;
use crate::engine::PlayerId;
use crate::hotseat::{Controller, GameCommand, HotSeat, SeatLink, Stage, TokenId};
use crate::phones::SeatRelease;
use crate::ui::game::{ClaimState, HandState, PairingView, ShownCode, VoteState, pairing_ui};
use crate::ui::menus::history_screen_ui;
use crate::ui::widgets::{CardArt, Table, pressed};
use crate::ui::{SeatsCommand, UiCommand};
use std::collections::HashMap;

#[path = "game_stage.rs"]
mod stage;

/// A game in progress and the state of its screens.
pub(in crate::app) struct Game {
    pub(super) hotseat: HotSeat,
    hand: HandState,
    vote: VoteState,
    /// Companion mode: the places chosen on the claim screen.
    claim: ClaimState,
    /// When the current reveal first showed (egui time, seconds).
    reveal_since: Option<f64>,
    /// The round history is showing over the stage.
    pub(super) history_open: bool,
    /// The seats panel is showing over the stage.
    pub(super) seats_open: bool,
    /// Counts private turns: each draws in an id scope of its own, so no widget state (a
    /// dial's turn, a clue field's undo history) passes from one player to the next.
    private_turn: u64,
    /// The private turn drawn last.
    drawn_turn: u64,
    /// The phones' host, when seats may play from phones.
    pub(super) phones: Option<PhoneSession>,
    /// The computer players' worker, once a computer plays a seat.
    computers: Option<ComputerPlayers>,
    /// Where each seat plays (at the laptop, on a phone that is there or away, or by a
    /// computer player, thinking or not).
    pub(super) links: Vec<SeatLink>,
    /// The game's imported cards, for the computer players (until their worker starts).
    imported: Option<ImportedCards>,
    /// The content hash of each imported card of the game (what the table teaches is kept
    /// by hash).
    hashes: HashMap<crate::engine::CardId, String>,
    /// Turns of the history already learned from (or from before this session).
    learned_turns: usize,
    /// The settings offer the storyteller "Need an idea?" (set by the app every frame).
    pub(super) clue_sparks: bool,
    /// What of the game has already made its sound.
    pub(super) cues: crate::sound::CueTracker,
    /// The "Add a player" form and the question of a leave below the minimum.
    pub(super) changes: crate::ui::game::SeatChanges,
    /// The hourglass, when the game plays with one (fed the window's clock by the app).
    pub(super) hourglass: Option<crate::hotseat::Hourglass>,
}

impl Game {
    /// The screens of `hotseat`, fresh.
    pub(super) fn new(hotseat: HotSeat) -> Self {
        Game {
            hand: HandState::default(),
            vote: VoteState::default(),
            claim: ClaimState::default(),
            reveal_since: None,
            history_open: false,
            seats_open: false,
            private_turn: 0,
            drawn_turn: 0,
            links: vec![SeatLink::Laptop; hotseat.tokens().len()],
            learned_turns: hotseat.state().history().len(),
            // A new game (only its first storyteller chosen) sounds its deal; a resumed one
            // starts quietly where it was.
            cues: if hotseat.game().actions().len() <= 1 {
                crate::sound::CueTracker::new()
            } else {
                crate::sound::CueTracker::caught_up(&hotseat)
            },
            hotseat,
            phones: None,
            computers: None,
            imported: None,
            hashes: HashMap::new(),
            clue_sparks: true,
            changes: crate::ui::game::SeatChanges::default(),
            hourglass: None,
        }
    }

    /// The same game, its computer players told of its imported cards.
    pub(super) fn with_imported_cards(mut self, cards: ImportedCards) -> Self {
        self.hashes.clone_from(&cards.hashes);
        self.imported = Some(cards);
        self
    }

    /// The game's hot-seat flow: its record and state, seats and stage.
    pub(in crate::app) fn hotseat(&self) -> &HotSeat {
        &self.hotseat
    }

    /// Where each seat plays (at the laptop, on a phone, by a computer player).
    pub(in crate::app) fn links(&self) -> &[SeatLink] {
        &self.links
    }

    /// Whether the round history shows over the stage.
    pub(in crate::app) fn history_open(&self) -> bool {
        self.history_open
    }

    /// The hourglass as a save keeps it, when the game plays with one.
    pub(in crate::app) fn saved_hourglass(&self) -> Option<crate::hotseat::SavedHourglass> {
        self.hourglass
            .as_ref()
            .map(crate::hotseat::Hourglass::saved)
    }

    /// What a save keeps of the phones, if seats may play on phones.
    pub(in crate::app) fn saved_phones(&self) -> Option<crate::persist::SavedPhones> {
        self.phones.as_ref().map(|p| p.saved(&self.hotseat))
    }

    /// Rises whenever something a save keeps changes (a move, a phone paired, the hourglass).
    pub(in crate::app) fn save_revision(&self) -> u64 {
        self.hotseat.revision()
            + self.phones.as_ref().map_or(0, PhoneSession::generation)
            + (self.hourglass.as_ref()).map_or(0, crate::hotseat::Hourglass::revision)
    }

    /// What the hourglass shows now, while the game plays with one and it times a task.
    pub(in crate::app) fn hourglass_reading(&self) -> Option<crate::hotseat::HourglassReading> {
        self.hourglass.as_ref()?.reading()
    }

    /// Phones' moves and arrivals, between frames; the game published to them if it changed.
    /// Publishing writes the table's words in every language on this thread: the screens go
    /// on in theirs (`language`).
    pub(super) fn poll_phones(&mut self, language: crate::i18n::Language) {
        if let Some(phones) = &mut self.phones {
            phones.poll(&mut self.hotseat);
            crate::i18n::set_language(language);
        }
        self.refresh_links();
    }

    /// Computer players' moves whose pause is over, between frames (their worker starts with
    /// the first computer seat); `pause` says how long each seems to think.
    /// The worker also starts in a game of imported cards, to learn from the people's clues.
    /// Clues are told and heard in the screens' `language`.
    pub(super) fn poll_computers(
        &mut self,
        ctx: &egui::Context,
        pause: PauseFn,
        language: crate::i18n::Language,
    ) {
        let learns = !self.hashes.is_empty();
        if self.computers.is_none() && (self.hotseat.has_computer() || learns) {
            let cards = self.imported.take().unwrap_or_default();
            self.computers = Some(ComputerPlayers::start(ctx, pause, cards));
        }
        if let Some(computers) = &mut self.computers {
            computers.poll(&mut self.hotseat, ctx, language);
            let state = self.hotseat.state();
            let history = state.history();
            let party = state.params().everyone_plays;
            for turn in history.iter().skip(self.learned_turns) {
                let controllers = self.hotseat.controllers();
                if let Some(taught) = taught_turn(turn, party, controllers, &self.hashes, language)
                {
                    computers.learn(taught);
                }
            }
            self.learned_turns = history.len();
        }
        self.refresh_links();
    }

    /// Where each seat plays, from who plays it, whether its phone is there and whether its
    /// computer player is thinking.
    fn refresh_links(&mut self) {
        let online = self.phones.as_ref().map(PhoneSession::online);
        let thinking = self.computers.as_ref().and_then(ComputerPlayers::thinking);
        self.links = (self.hotseat.controllers().iter().enumerate())
            .map(|(i, controller)| match controller {
                Controller::Laptop => SeatLink::Laptop,
                Controller::Phone => SeatLink::Phone {
                    online: online
                        .as_ref()
                        .and_then(|o| o.get(i))
                        .copied()
                        .unwrap_or(false),
                },
                Controller::Computer(_) => SeatLink::Computer {
                    thinking: thinking == Some(PlayerId(i as u8)),
                },
            })
            .collect();
    }

    /// Each seat's token.
    pub(in crate::app) fn tokens(&self) -> &[TokenId] {
        self.hotseat.tokens()
    }

    /// Carries out a command of the seats panel: a seat handed to a computer player (from the
    /// laptop or straight from its phone, which is told so), back to a person at this
    /// computer, or given to a phone (its code then shows in the phones panel).
    pub(super) fn apply_seats(&mut self, command: SeatsCommand) {
        match command {
            SeatsCommand::Open => self.seats_open = true,
            SeatsCommand::Close => self.seats_open = false,
            // A computer player cannot see the cards on a real table.
            SeatsCommand::HandOver(..) if self.hotseat.state().cards_on_table() => {}
            SeatsCommand::HandOver(seat, level) => {
                if self.hotseat.on_phone(seat)
                    && let Some(phones) = &mut self.phones
                {
                    phones.release(seat, SeatRelease::Computer);
                }
                self.hotseat
                    .set_controller(seat, Controller::Computer(level));
            }
            SeatsCommand::TakeBack(seat) if self.hotseat.controller(seat).level().is_some() => {
                self.hotseat.set_controller(seat, Controller::Laptop);
            }
            SeatsCommand::ToPhone(seat) if self.hotseat.controller(seat).level().is_some() => {
                if let Some(phones) = &mut self.phones {
                    self.hotseat.set_controller(seat, Controller::Phone);
                    phones.show_code_in_panel(seat);
                    self.seats_open = false;
                }
            }
            SeatsCommand::TakeBack(_) | SeatsCommand::ToPhone(_) => {}
            change => self.apply_seat_change(change),
        }
        self.refresh_links();
    }

    /// Carries out a move of the game; a private turn that begins starts from clean screens.
    pub(super) fn apply(&mut self, command: &GameCommand) {
        let revision = self.hotseat.revision();
        if *command == GameCommand::ShowPrivate {
            self.hand = HandState::default();
            self.vote = VoteState::default();
            self.claim = ClaimState::default();
            self.private_turn += 1;
        }
        self.hotseat.apply(command);
        if self.hotseat.revision() != revision {
            self.reveal_since = None;
        }
    }

    /// Draws the stage showing now (or the round history over it). `table_open`: the table
    /// display shows the board and the reveal, so the laptop keeps a compact view.
    pub(super) fn game_ui(
        &mut self,
        ui: &mut egui::Ui,
        art: &dyn CardArt,
        table_open: bool,
        commands: &mut Vec<UiCommand>,
    ) {
        let public = self.hotseat.public_view();
        // Screen readers hear the game move on, whatever screen shows.
        crate::ui::widgets::announcer_ui(ui, &crate::describe::announcement(&public));
        let pairing = self.phones.as_ref().is_some_and(|p| p.panel_open);
        if !pairing && self.seat_changes_ui(ui, &public, art, commands) {
            return;
        }
        let table = Table {
            tokens: self.hotseat.tokens(),
            links: &self.links,
            art,
        };
        if let Some(phones) = self.phones.as_ref().filter(|p| p.panel_open) {
            let pairing = PairingView {
                links: &self.links,
                showing: phones.showing.as_ref().map(|code| ShownCode {
                    seat: code.seat,
                    url: &code.url,
                    qr: &code.qr,
                }),
                table_url: &phones.table_url,
            };
            pairing_ui(ui, &public, &pairing, table, commands);
            return;
        }
        if self.history_open {
            let history = self.hotseat.state().history();
            history_screen_ui(ui, history, &public, table, commands);
            return;
        }
        // The hourglass in the corner of the stage's screens (the panels above have their Back
        // there).
        if let Some(reading) = self.hourglass_reading() {
            crate::ui::widgets::hourglass_corner_ui(ui, &reading, commands);
        }
        // A latecomer asking to join from a phone: the laptop answers between turns only.
        if let Some(prompt) = self.join_prompt() {
            crate::ui::game::join_prompt_ui(ui, &prompt, commands);
        }
        let stage = self.hotseat.stage();
        self.hand.sparks.offered = self.clue_sparks;
        if self.drawn_turn != self.private_turn {
            // A new player at the screen: nothing moves on from the last one's screen.
            self.drawn_turn = self.private_turn;
            ui.ctx().clear_animations();
        }
        ui.push_id(("private turn", self.private_turn), |ui| {
            self.stage_ui(ui, stage, &public, (art, table_open), commands);
        });
        let public_stage = matches!(
            stage,
            Stage::Privacy(_)
                | Stage::Board
                | Stage::Reveal
                | Stage::NamingGivers
                | Stage::HandsPassed
                | Stage::Phones
        );
        if public_stage && pressed(ui, egui::Key::Escape) {
            commands.push(UiCommand::ToStart);
        }
    }
}
