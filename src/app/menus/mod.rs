//! The menus' part: what the set-up, the rules and the Hall of fame screens keep between
//! frames (the set-up being edited, the rules' place, the Hall of fame's reading).

mod hall;

use crate::describe::HallOfFame;
use crate::persist::Settings;
use crate::ui::menus::{RulesState, SeatSetup, SetupState};
use std::sync::mpsc::Receiver;

/// The menus' state.
#[derive(Default)]
pub(in crate::app) struct Menus {
    setup: SetupState,
    rules: RulesState,
    hall: HallState,
}

impl Menus {
    /// The set-up being edited.
    pub(in crate::app) fn setup(&self) -> &SetupState {
        &self.setup
    }

    /// The set-up, to change.
    pub(in crate::app) fn setup_mut(&mut self) -> &mut SetupState {
        &mut self.setup
    }

    /// The set-up as the settings remember it: the last players as they were listed, the
    /// last rule set, the hourglass.
    pub(in crate::app) fn prefill_setup(&mut self, settings: &Settings) {
        let setup = &mut self.setup;
        if !settings.last_players.is_empty() {
            setup.seats = (settings.last_players.iter())
                .map(|p| SeatSetup {
                    name: p.name.clone(),
                    token: usize::from(p.token),
                    computer: p.computer,
                })
                .collect();
        }
        if let Some(rules) = settings.last_rules {
            setup.choose_rules(rules);
        }
        setup.hourglass = settings.hourglass;
        setup.hourglass_times = settings.hourglass_times.clamped();
    }

    /// The rules screen's state.
    pub(in crate::app) fn rules_mut(&mut self) -> &mut RulesState {
        &mut self.rules
    }
}

/// The Hall of fame screen's state.
#[derive(Default)]
struct HallState {
    /// The record as last read, with the number of saves skipped.
    read: Option<(HallOfFame, usize)>,
    /// The reading under way.
    reading: Option<Receiver<(HallOfFame, usize)>>,
    /// Where Back goes: the start screen, or the game's end screen.
    from_game: bool,
}
