//! The game session on the laptop: the game in progress with everything that plays it (the
//! hot-seat flow, the phones, the computer players, the hourglass) and its screens' state;
//! how a game starts, is taken up again and ends. Other parts see the game only through
//! [`Game`]'s methods.
//!
//! | file | what |
//! | --- | --- |
//! | `game.rs` | a game on the laptop: the hot-seat flow and its screens' state |
//! | `game_stage.rs` | the stage showing now, drawn, each private screen judging its move |
//! | `phones.rs` | seats played from phones: their host, their requests, the phones panel |
//! | `phone_joins.rs` | latecomers asking to join from phones: the join code, the answer |
//! | `computers.rs` | computer players: their worker thread, their pauses, their moves |
//! | `computer_cards.rs` | what the computer players know and learn of imported cards |
//! | `seat_changes.rs` | a table that changes between turns: who joins, who leaves |
//! | `hourglass.rs` | the optional hourglass: the window's clock, the menu's pause |
//! | `remote.rs` | presenter remotes: the clicker's keys on either window |

mod computer_cards;
mod computers;
mod game;
mod hourglass;
mod phone_joins;
mod phones;
mod remote;
mod seat_changes;

pub use computers::PauseFn;
pub use phones::PHONE_PORT;

pub(in crate::app) use computer_cards::ImportedCards;
pub(in crate::app) use game::Game;
pub(in crate::app) use phones::qr_modules;

use crate::app::art::PhoneCards;
use crate::engine::{PlayerId, RecordedGame};
use crate::hotseat::{Controller, GameCommand, HotSeat, Hourglass, SeatLink, Stage, TokenId};
use crate::persist::SavedPhones;
use crate::sound::CueAt;
use crate::ui::table::JoinCode;
use crate::ui::widgets::CardArt;
use crate::ui::{PairingCommand, SeatsCommand, UiCommand};
use phones::PhoneSession;
use std::net::IpAddr;

/// The window's clock in milliseconds, as the hourglass reads it: egui's time, which tests
/// set at will.
pub(in crate::app) fn hourglass_now(ctx: &egui::Context) -> u64 {
    (ctx.input(|i| i.time).max(0.0) * 1000.0) as u64
}

/// A game about to begin or be taken up again, with what plays it.
pub(in crate::app) struct NewGame {
    /// The hot-seat flow, its seats' controllers set.
    pub(in crate::app) hotseat: HotSeat,
    /// The game's imported cards, for its computer players.
    pub(in crate::app) imported: ImportedCards,
    /// The hourglass, when the game plays with one.
    pub(in crate::app) hourglass: Option<Hourglass>,
    /// The phones' pictures and their words, when seats may play from phones.
    pub(in crate::app) phones: Option<PhoneCards>,
}

/// The session: the game in progress, if any, and what the next one starts from.
pub(in crate::app) struct Session {
    game: Option<Game>,
    /// Seeds the next game (each game adds one).
    seed: u64,
    /// Where phones are served: the home network unless set (tests serve on loopback).
    phone_bind: Option<IpAddr>,
    /// Why the phones could not start, shown in the set-up while its switch is on.
    phones_problem: Option<String>,
    /// How long computer players seem to think (zero in tests).
    computer_pause: PauseFn,
    /// Times the hourglass chimed in this session.
    hourglass_chimes: u32,
}

impl Session {
    /// No game yet; the first one is seeded with `seed`.
    pub(in crate::app) fn new(seed: u64) -> Self {
        Session {
            game: None,
            seed,
            phone_bind: None,
            phones_problem: None,
            computer_pause: crate::computer::pause,
            hourglass_chimes: 0,
        }
    }

    /// The game on the laptop, if one is on.
    pub(in crate::app) fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// The game's hot-seat flow, if a game is on.
    pub(in crate::app) fn hotseat(&self) -> Option<&HotSeat> {
        self.game.as_ref().map(Game::hotseat)
    }

    /// The stage showing now, if a game is on.
    pub(in crate::app) fn stage(&self) -> Option<Stage> {
        self.hotseat().map(HotSeat::stage)
    }

    /// Whether a game is on and not over.
    pub(in crate::app) fn in_progress(&self) -> bool {
        self.hotseat()
            .is_some_and(|h| h.state().phase() != crate::engine::Phase::GameOver)
    }

    /// Whether the game on the laptop has just ended.
    pub(in crate::app) fn just_ended(&self) -> bool {
        self.game.is_some() && !self.in_progress()
    }

    /// The seed of the next game.
    pub(in crate::app) fn seed(&self) -> u64 {
        self.seed
    }

    /// Where phones are served (`None`: the home network).
    pub(in crate::app) fn phone_bind(&self) -> Option<IpAddr> {
        self.phone_bind
    }

    /// Serves phones on `ip` (tests: loopback only).
    pub(in crate::app) fn set_phone_bind(&mut self, ip: IpAddr) {
        self.phone_bind = Some(ip);
    }

    /// How long computer players seem to think.
    pub(in crate::app) fn set_computer_pause(&mut self, pause: PauseFn) {
        self.computer_pause = pause;
    }

    /// Why the phones could not start, if they could not.
    pub(in crate::app) fn phones_problem(&self) -> Option<&str> {
        self.phones_problem.as_deref()
    }

    /// Forgets why the phones could not start (their switch is off).
    pub(in crate::app) fn clear_phones_problem(&mut self) {
        self.phones_problem = None;
    }

    /// Starts `new`: its phones are served first (if they cannot be, the game does not start
    /// and the set-up says why). Whether it started.
    pub(in crate::app) fn start(&mut self, new: NewGame, ctx: &egui::Context) -> bool {
        let phones = match &new.phones {
            Some(cards) => {
                let game = new.hotseat.game();
                match PhoneSession::start(game, cards.clone(), self.phone_bind, ctx) {
                    Ok(phones) => Some(phones),
                    Err(error) => {
                        log::warn!("the phones cannot join: {error}");
                        let error = error.to_string();
                        self.phones_problem = Some(crate::t!("phones-start-failed", error = error));
                        return false;
                    }
                }
            }
            None => None,
        };
        let mut game = Game::new(new.hotseat).with_imported_cards(new.imported);
        game.hourglass = new.hourglass;
        game.phones = phones;
        self.seed = self.seed.wrapping_add(1);
        self.game = Some(game);
        true
    }

    /// Takes up a saved game, with the phones it had (`phones`: their pictures and what the
    /// save kept), which come back without scanning again when they can.
    pub(in crate::app) fn resume(
        &mut self,
        new: NewGame,
        phones: Option<&SavedPhones>,
        ctx: &egui::Context,
    ) {
        let mut game = Game::new(new.hotseat).with_imported_cards(new.imported);
        game.hourglass = new.hourglass;
        if let (Some(saved), Some(cards)) = (phones, new.phones) {
            let bind = self.phone_bind;
            match PhoneSession::resume(&mut game.hotseat, cards, bind, ctx, saved) {
                Ok(phones) => game.phones = Some(phones),
                // The game goes on at the laptop; the seats' phones cannot join this time.
                Err(error) => log::warn!("the phones cannot join the resumed game: {error}"),
            }
        }
        self.game = Some(game);
    }

    /// Takes up `game` at the privacy screen of whoever acts next, every seat at the laptop
    /// (tests, benchmarks).
    pub(in crate::app) fn take_up(&mut self, game: RecordedGame, tokens: Vec<TokenId>) {
        self.game = Some(Game::new(HotSeat::resume(game, tokens)));
    }

    /// The game is put away (its save was deleted).
    pub(in crate::app) fn end(&mut self) {
        self.game = None;
    }

    /// Between frames: the phones' requests and the computer players' moves that are due;
    /// clues are told and heard in the screens' `language`.
    pub(in crate::app) fn poll(&mut self, ctx: &egui::Context, language: crate::i18n::Language) {
        if let Some(game) = &mut self.game {
            game.poll_phones(language);
            game.poll_computers(ctx, self.computer_pause, language);
        }
    }

    /// Carries out a command of the game's screens.
    pub(in crate::app) fn apply(&mut self, command: &GameCommand) {
        if let Some(game) = &mut self.game {
            game.apply(command);
        }
    }

    /// Carries out a command of the phones panel or the waiting screen.
    pub(in crate::app) fn apply_pairing(&mut self, command: PairingCommand) {
        if let PairingCommand::AnswerJoin { id, accept } = command {
            self.answer_latecomer(id, accept);
        } else if let Some(game) = &mut self.game
            && let Some(phones) = &mut game.phones
        {
            phones.apply(command, &mut game.hotseat);
        }
    }

    /// Carries out a command of the seats panel.
    pub(in crate::app) fn apply_seats(&mut self, command: SeatsCommand) {
        if let Some(game) = &mut self.game {
            game.apply_seats(command);
        }
    }

    /// Opens or closes the round history over the stage.
    pub(in crate::app) fn show_history(&mut self, open: bool) {
        if let Some(game) = &mut self.game {
            game.history_open = open;
        }
    }

    /// Draws the game's stage (or a panel over it); `table_open`: the table display shows the
    /// board and the reveal; `clue_sparks`: the storyteller is offered ideas.
    pub(in crate::app) fn game_ui(
        &mut self,
        ui: &mut egui::Ui,
        art: &dyn CardArt,
        (table_open, clue_sparks): (bool, bool),
        commands: &mut Vec<UiCommand>,
    ) {
        if let Some(game) = &mut self.game {
            game.clue_sparks = clue_sparks;
            game.game_ui(ui, art, table_open, commands);
        }
    }

    /// The sounds of what changed in the game since they were last asked for.
    pub(in crate::app) fn cues(&mut self) -> Vec<CueAt> {
        match &mut self.game {
            Some(game) => game.cues.cues(&game.hotseat),
            None => Vec::new(),
        }
    }

    /// Who plays each seat, while a game is on.
    pub(in crate::app) fn controllers(&self) -> Vec<Controller> {
        (self.hotseat()).map_or_else(Vec::new, |h| h.controllers().to_vec())
    }

    /// Where each seat plays, while a game is on.
    pub(in crate::app) fn seat_links(&self) -> Vec<SeatLink> {
        (self.game.as_ref()).map_or_else(Vec::new, |g| g.links().to_vec())
    }

    /// The link of `seat`'s phone, while phones are on.
    pub(in crate::app) fn phone_url(&self, seat: PlayerId) -> Option<String> {
        self.game.as_ref()?.phones.as_ref()?.url_of(seat)
    }

    /// The join code latecomers scan, while phones are on.
    pub(in crate::app) fn join_code(&self) -> Option<&JoinCode> {
        self.game.as_ref()?.join_code()
    }

    /// Seats a latecomer between turns, played as `controller` says; their ids, or the
    /// refusal in the laptop's words.
    pub(in crate::app) fn add_player(
        &mut self,
        names: &[String],
        controller: Controller,
    ) -> Result<Vec<PlayerId>, String> {
        match &mut self.game {
            Some(game) => game.add_player(names, None, controller),
            None => Err(crate::describe::rule_error_text(
                &crate::engine::RuleError::NotBetweenTurns,
            )),
        }
    }
}
