//! Latecomers in the save: listed after the set-up's players, as the engine numbers them.

use crate::app::shell::FabulaApp;
use crate::persist::SavedPlayer;

impl FabulaApp {
    /// A latecomer seated (a person, here from a phone): the save lists them next.
    pub(in crate::app) fn save_latecomer(&mut self, name: &str, token: u8) {
        if let Some(autosaver) = &mut self.saving.autosaver {
            autosaver.add_latecomer(SavedPlayer {
                name: name.to_owned(),
                token,
                computer: None,
                set_up_as_computer: Some(false),
            });
        }
    }
}
