//! The three levels of a computer player: how close to the picture its clues stay and how
//! much chance enters its choices.

use serde::{Deserialize, Serialize};

/// How well a computer player plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    /// Level 1: plain clues about what the picture shows; often picks by chance.
    Dreamer,
    /// Level 2: clues from what the picture calls to mind; some chance.
    #[default]
    Teller,
    /// Level 3: idioms and far associations, aimed at the sweet spot; little chance.
    Sage,
}

/// The numbers behind a level.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Style {
    /// Spread of the random noise on a listener's scores (0: always the best fit).
    pub listening_noise: f32,
    /// Spread of the random noise on a teller's choice of card and clue.
    pub telling_noise: f32,
    /// Whether clues may come from what the picture calls to mind (not only what it shows).
    pub associations: bool,
    /// Reward for a clue that is no word of the card's tags.
    pub far_bonus: f32,
    /// How sharply the teller imagines listeners telling cards apart.
    pub imagined_sharpness: f32,
    /// Teams: the fit of the best card in hand at which a member hands in rather than the
    /// partner.
    pub giver_threshold: f32,
}

impl Level {
    /// Every level, from the gentlest.
    pub const ALL: [Level; 3] = [Level::Dreamer, Level::Teller, Level::Sage];

    /// The level's number, 1 to 3.
    pub fn number(self) -> u8 {
        match self {
            Level::Dreamer => 1,
            Level::Teller => 2,
            Level::Sage => 3,
        }
    }

    /// The level numbered 1 to 3.
    pub fn from_number(number: u8) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.number() == number)
    }

    /// The Fluent id of the level's name (`locales/<lang>/computer.ftl`).
    pub fn name_id(self) -> &'static str {
        match self {
            Level::Dreamer => "computer-level-dreamer",
            Level::Teller => "computer-level-teller",
            Level::Sage => "computer-level-sage",
        }
    }

    /// The Fluent id of a one-line description of how the level plays.
    pub fn hint_id(self) -> &'static str {
        match self {
            Level::Dreamer => "computer-level-dreamer-hint",
            Level::Teller => "computer-level-teller-hint",
            Level::Sage => "computer-level-sage-hint",
        }
    }

    pub(crate) fn style(self) -> Style {
        match self {
            Level::Dreamer => Style {
                listening_noise: 0.18,
                telling_noise: 0.25,
                associations: false,
                far_bonus: 0.0,
                imagined_sharpness: 0.2,
                giver_threshold: 0.25,
            },
            Level::Teller => Style {
                listening_noise: 0.16,
                telling_noise: 0.08,
                associations: true,
                far_bonus: 0.08,
                imagined_sharpness: 0.16,
                giver_threshold: 0.35,
            },
            Level::Sage => Style {
                listening_noise: 0.08,
                telling_noise: 0.03,
                associations: true,
                far_bonus: 0.15,
                imagined_sharpness: 0.08,
                giver_threshold: 0.4,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn computer_levels_are_numbered_one_to_three() {
        for level in Level::ALL {
            assert_eq!(Level::from_number(level.number()), Some(level));
        }
        assert_eq!(Level::from_number(0), None);
        assert_eq!(Level::from_number(4), None);
        assert_eq!(Level::default().number(), 2);
    }

    #[test]
    fn computer_level_names_exist_in_every_language() {
        use crate::i18n::{Language, set_language, tr};
        for language in Language::ALL {
            set_language(language);
            for level in Level::ALL {
                for id in [level.name_id(), level.hint_id()] {
                    let text = tr(id);
                    assert_ne!(text, id, "{language:?} lacks {id}");
                }
            }
        }
        set_language(Language::En);
    }
}
