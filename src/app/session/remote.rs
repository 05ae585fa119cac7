//! Presenter remotes: the keys a presentation clicker sends (Page Down, Page Up, B, Escape)
//! move the table on where one key makes sense, pressed on the game window or on the table
//! display: the board to the votes, the reveal to the next turn, the round history open and
//! closed. They act only on moments the whole table sees (never on a hand or a vote), and
//! never while a text field has the keyboard.

use super::Session;
use crate::app::Screen;
use crate::app::table::CLICKER_KEYS;
use crate::engine::Move;
use crate::hotseat::{GameCommand, Stage};
use crate::ui::UiCommand;

/// A key of a presentation clicker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemoteKey {
    /// Page Down (the clicker's "next"): move the table on.
    Next,
    /// Page Up (the clicker's "back"): the round history, open or closed.
    Back,
    /// B (the clicker's "blank screen"): back to the board.
    Board,
    /// Escape, pressed on the table display: back to the board. (On the game window Escape
    /// keeps its meaning there: back to the menu.)
    Escape,
}

impl RemoteKey {
    /// The clicker key `key` stands for, if any.
    pub fn of(key: egui::Key) -> Option<RemoteKey> {
        match key {
            egui::Key::PageDown => Some(RemoteKey::Next),
            egui::Key::PageUp => Some(RemoteKey::Back),
            egui::Key::B => Some(RemoteKey::Board),
            egui::Key::Escape => Some(RemoteKey::Escape),
            _ => None,
        }
    }

    /// The clicker keys pressed on the game window this frame, in order (not Escape: it
    /// keeps its meaning there).
    pub fn pressed(input: &egui::InputState) -> Vec<RemoteKey> {
        CLICKER_KEYS
            .into_iter()
            .filter(|key| *key != egui::Key::Escape && input.key_pressed(*key))
            .filter_map(RemoteKey::of)
            .collect()
    }
}

/// Where the table is, as far as a clicker is concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RemoteContext {
    /// The game window's screen.
    pub screen: Screen,
    /// The game's stage, if a game is on.
    pub stage: Option<Stage>,
    /// The round history is showing.
    pub history_open: bool,
    /// At least one turn is finished (the history has something to show).
    pub has_history: bool,
}

/// What a clicker key asks for at `at`, if anything.
pub fn remote_command(key: RemoteKey, at: RemoteContext) -> Option<UiCommand> {
    if at.screen != Screen::Game {
        return None;
    }
    let public = matches!(
        at.stage,
        Some(Stage::Board | Stage::Reveal | Stage::Privacy(_) | Stage::Phones | Stage::End)
    );
    // With the history open, every clicker key first closes it (back to the table).
    if at.history_open {
        return Some(UiCommand::CloseHistory);
    }
    match key {
        RemoteKey::Next => match at.stage {
            Some(Stage::Board) => Some(UiCommand::Game(GameCommand::StartVoting)),
            Some(Stage::Reveal) => Some(UiCommand::Game(GameCommand::Move(Move::NextTurn))),
            _ => None,
        },
        RemoteKey::Back => (public && at.has_history).then_some(UiCommand::ShowHistory),
        RemoteKey::Board | RemoteKey::Escape => None,
    }
}

impl Session {
    /// The commands of the clicker keys pressed on the game window this frame (`ctx`) and on
    /// the table display since the last frame (`table_keys`, the [`CLICKER_KEYS`] among its
    /// keys), with the game window showing `screen`.
    pub(in crate::app) fn clicker_commands(
        &self,
        ctx: &egui::Context,
        screen: Screen,
        table_keys: Vec<egui::Key>,
    ) -> Vec<UiCommand> {
        let Some(game) = &self.game else {
            return Vec::new();
        };
        let mut keys = if ctx.egui_wants_keyboard_input() {
            Vec::new()
        } else {
            ctx.input(RemoteKey::pressed)
        };
        keys.extend(table_keys.into_iter().filter_map(RemoteKey::of));
        let mut at = RemoteContext {
            screen,
            stage: Some(game.hotseat.stage()),
            history_open: game.history_open,
            has_history: !game.hotseat.state().history().is_empty(),
        };
        let mut commands = Vec::new();
        for key in keys {
            if let Some(command) = remote_command(key, at) {
                // Two presses in one frame act one after the other.
                match command {
                    UiCommand::ShowHistory => at.history_open = true,
                    UiCommand::CloseHistory => at.history_open = false,
                    _ => at.stage = None,
                }
                commands.push(command);
            }
        }
        commands
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::PlayerId;

    fn at(stage: Stage, history_open: bool) -> RemoteContext {
        RemoteContext {
            screen: Screen::Game,
            stage: Some(stage),
            history_open,
            has_history: true,
        }
    }

    #[test]
    fn page_down_moves_the_board_to_the_votes_and_the_reveal_to_the_next_turn() {
        let start_voting = UiCommand::Game(GameCommand::StartVoting);
        let next_turn = UiCommand::Game(GameCommand::Move(Move::NextTurn));
        assert_eq!(
            remote_command(RemoteKey::Next, at(Stage::Board, false)),
            Some(start_voting)
        );
        assert_eq!(
            remote_command(RemoteKey::Next, at(Stage::Reveal, false)),
            Some(next_turn)
        );
        assert_eq!(
            remote_command(RemoteKey::Next, at(Stage::Reveal, true)),
            Some(UiCommand::CloseHistory)
        );
    }

    #[test]
    fn clicker_keys_never_act_on_a_hand_a_vote_or_another_screen() {
        let player = PlayerId(1);
        for stage in [
            Stage::Hand(player),
            Stage::Vote(player),
            Stage::Clue(player),
            Stage::Claim(player),
        ] {
            for key in [
                RemoteKey::Next,
                RemoteKey::Back,
                RemoteKey::Board,
                RemoteKey::Escape,
            ] {
                assert_eq!(
                    remote_command(key, at(stage, false)),
                    None,
                    "{key:?} {stage:?}"
                );
            }
        }
        let mut start = at(Stage::Reveal, false);
        start.screen = Screen::Start;
        assert_eq!(remote_command(RemoteKey::Next, start), None);
    }

    #[test]
    fn page_up_opens_and_closes_the_history_and_b_or_escape_close_it() {
        let privacy = at(Stage::Privacy(PlayerId(0)), false);
        assert_eq!(
            remote_command(RemoteKey::Back, privacy),
            Some(UiCommand::ShowHistory)
        );
        let open = at(Stage::Reveal, true);
        for key in [RemoteKey::Back, RemoteKey::Board, RemoteKey::Escape] {
            assert_eq!(remote_command(key, open), Some(UiCommand::CloseHistory));
        }
        assert_eq!(
            remote_command(RemoteKey::Board, at(Stage::Reveal, false)),
            None
        );
        let first_turn = RemoteContext {
            has_history: false,
            ..privacy
        };
        assert_eq!(remote_command(RemoteKey::Back, first_turn), None);
    }
}
