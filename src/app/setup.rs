//! What the set-up screen is told: the game it describes (with the library's cards switched
//! on), why it cannot start yet, the decks in play, and how many cards a table that size
//! needs (the library screen says it too).

use super::shell::FabulaApp;
use crate::describe::config_error_text;
use crate::engine::{ConfigError, GameConfig};
use crate::ui::menus::DecksOn;

impl FabulaApp {
    /// The engine config the set-up describes, once the deck is known.
    pub(super) fn setup_config(&self) -> Option<GameConfig> {
        let setup = self.menus.setup();
        let names = setup.names_in_play();
        let seed = self.session.seed();
        let mut config = if setup.cards_on_table {
            GameConfig::on_the_table(setup.rules, names, seed)
        } else {
            self.library.art().deck_size()?;
            let cards = (self.library).enabled_cards(&self.settings.get().disabled_decks);
            GameConfig::new(setup.rules, names, cards, seed)
        };
        config.end = setup.end();
        config.team_names = setup.team_names();
        Some(config)
    }

    /// The decks switched on for the next game, and whether they hold enough cards.
    pub(super) fn decks_on(&self) -> DecksOn {
        let disabled = &self.settings.get().disabled_decks;
        let names = (self.library.art().pool().decks().iter())
            .filter(|d| !disabled.contains(&d.key.setting()))
            .map(|d| d.name.clone())
            .collect();
        let too_few = (self.setup_config())
            .and_then(|c| c.validate().err())
            .is_some_and(|e| matches!(e, ConfigError::DeckTooSmall { .. }));
        DecksOn { names, too_few }
    }

    /// Why the set-up cannot start yet, in the player's language.
    pub(super) fn setup_problem(&self) -> Option<String> {
        if let Some(problem) = self.session.phones_problem() {
            return Some(problem.to_owned());
        }
        let setup = self.menus.setup();
        if !setup.has_a_person() {
            return Some(crate::t!("setup-needs-a-person"));
        }
        // A computer player cannot see the cards on a real table.
        if setup.cards_on_table && setup.seats.iter().any(|s| s.computer.is_some()) {
            return Some(crate::t!("setup-table-no-computers"));
        }
        let Some(config) = self.setup_config() else {
            return Some(crate::t!("setup-looking-for-cards"));
        };
        config.validate().err().map(|e| match e {
            // The cards come from the decks switched on: say where to find more.
            ConfigError::DeckTooSmall { have, needed } => crate::t!(
                "library-too-few",
                missing = needed.saturating_sub(have),
                have = have,
                needed = needed
            ),
            e => config_error_text(&e),
        })
    }

    /// How many cards the set-up's table needs, and how many players it has (none listed
    /// yet: `None`).
    pub(super) fn cards_needed(&self) -> Option<(usize, usize)> {
        let setup = self.menus.setup();
        (!setup.seats.is_empty()).then(|| {
            let names = setup.seats.iter().map(|s| s.name.clone()).collect();
            let config = GameConfig::new(setup.rules, names, Vec::new(), self.session.seed());
            (config.cards_needed(), setup.seats.len())
        })
    }
}
