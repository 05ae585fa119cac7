//! Settings remembered between sessions: language, last players and tokens, enabled decks,
//! the table display and window placements, the text sizes, reduced motion.

use super::format::{LoadError, read_versioned};
use super::save::SavedPlayer;
use super::{keep_aside, write_atomically};
use crate::engine::RuleSet;
use serde::{Deserialize, Serialize};
use std::io;
use std::path::{Path, PathBuf};

/// The settings format this build writes.
pub const SETTINGS_VERSION: u32 = 1;
const KIND: &str = "settings";
/// More than any settings file holds (a few kilobytes): a bigger one is refused unread.
const MAX_SETTINGS_BYTES: u64 = 1_000_000;

/// Where a window was and how it was shown.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WindowPlacement {
    /// Left edge, in logical points.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub width: f32,
    /// Height.
    pub height: f32,
    /// Shown fullscreen.
    pub fullscreen: bool,
}

/// Everything Fabula remembers. Every field has a default, so older files keep loading.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Always "settings".
    pub kind: String,
    /// Format version.
    pub version: u32,
    /// UI language (`nl`, `en`, `fr`, `pt-BR`); `None` follows the system.
    pub language: Option<String>,
    /// The players of the last game set up, in seating order, with their tokens.
    pub last_players: Vec<SavedPlayer>,
    /// The rule set last chosen.
    pub last_rules: Option<RuleSet>,
    /// Decks switched off for the next game (by deck name); all others are on.
    pub disabled_decks: Vec<String>,
    /// Whether the table display window was open.
    pub table_display: bool,
    /// The main window.
    pub main_window: Option<WindowPlacement>,
    /// The table display window.
    pub table_window: Option<WindowPlacement>,
    /// Names the family left out of the Hall of fame (matched exactly as typed).
    pub hall_left_out: Vec<String>,
    /// Whether the storyteller is offered "Need an idea?" (clue sparks).
    pub clue_sparks: bool,
    /// Volumes, the music and mute.
    pub sound: super::SoundSettings,
    /// Whether the next game plays with the hourglass (a house rule, off unless chosen).
    pub hourglass: bool,
    /// The hourglass's times for each task, kept while it is off.
    pub hourglass_times: crate::hotseat::HourglassTimes,
    /// How large the text is on the laptop.
    pub laptop_text: super::TextSize,
    /// How large the text is on the table display.
    pub table_text: super::TextSize,
    /// Whether the screens move as little as they can (fades instead of hops); `None`
    /// follows the system's wish where it says one.
    pub reduce_motion: Option<bool>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            kind: KIND.to_owned(),
            version: SETTINGS_VERSION,
            language: None,
            last_players: Vec::new(),
            last_rules: None,
            disabled_decks: Vec::new(),
            table_display: false,
            main_window: None,
            table_window: None,
            hall_left_out: Vec::new(),
            clue_sparks: true,
            sound: super::SoundSettings::default(),
            hourglass: false,
            hourglass_times: crate::hotseat::HourglassTimes::default(),
            laptop_text: super::TextSize::USUAL,
            table_text: super::TextSize::USUAL,
            reduce_motion: None,
        }
    }
}

/// A settings file that could not be read: it was moved aside and defaults are in use.
#[derive(Debug)]
pub struct SettingsProblem {
    /// Why it could not be read.
    pub error: LoadError,
    /// Where the unreadable file now is (`None` if it could not be moved).
    pub kept_as: Option<PathBuf>,
}

impl Settings {
    /// Loads settings; a missing file gives defaults quietly, a bad one gives defaults plus
    /// the problem (the bad file is kept aside as `.bak`, never deleted).
    pub fn load(path: &Path) -> (Settings, Option<SettingsProblem>) {
        if !path.exists() {
            return (Settings::default(), None);
        }
        match read_versioned::<Settings>(path, KIND, SETTINGS_VERSION, MAX_SETTINGS_BYTES) {
            Ok(settings) => (settings, None),
            Err(error) => {
                let kept_as = keep_aside(path).ok();
                (
                    Settings::default(),
                    Some(SettingsProblem { error, kept_as }),
                )
            }
        }
    }

    /// Saves settings atomically.
    pub fn save(&self, path: &Path) -> io::Result<()> {
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .map_err(io::Error::other)?;
        write_atomically(path, text.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_tolerates_missing_fields() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("settings.ron");
        let settings = Settings {
            language: Some("fr".into()),
            table_display: true,
            hall_left_out: vec!["Grandpa".into()],
            clue_sparks: false,
            last_players: vec![SavedPlayer {
                name: "Ada".into(),
                token: 3,
                computer: None,
                set_up_as_computer: None,
            }],
            ..Settings::default()
        };
        settings.save(&path).expect("save");
        assert_eq!(Settings::load(&path).0, settings);
        std::fs::write(
            &path,
            "(kind: \"settings\", version: 1, language: Some(\"nl\"))",
        )
        .expect("write");
        let (old, problem) = Settings::load(&path);
        assert!(problem.is_none());
        assert_eq!(old.language.as_deref(), Some("nl"));
        // Older files knew no Hall of fame and no clue sparks: nobody left out, sparks on.
        assert!(old.hall_left_out.is_empty() && old.clue_sparks);
    }

    #[test]
    fn sound_settings_are_remembered_and_older_files_get_the_defaults() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("settings.ron");
        let settings = Settings {
            sound: super::super::SoundSettings {
                muted: true,
                master: 0.3,
                effects: 0.6,
                music_on: true,
                music: 0.2,
            },
            ..Settings::default()
        };
        settings.save(&path).expect("save");
        assert_eq!(Settings::load(&path).0.sound, settings.sound);
        std::fs::write(&path, "(kind: \"settings\", version: 1)").expect("write");
        let (old, problem) = Settings::load(&path);
        assert!(problem.is_none());
        assert_eq!(old.sound, super::super::SoundSettings::default());
    }

    #[test]
    fn the_hourglass_setting_is_remembered_and_older_files_have_it_off() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("settings.ron");
        let times = crate::hotseat::HourglassTimes {
            storyteller_secs: 150,
            handing_in_secs: 45,
            voting_secs: 30,
        };
        let settings = Settings {
            hourglass: true,
            hourglass_times: times,
            ..Settings::default()
        };
        settings.save(&path).expect("save");
        let loaded = Settings::load(&path).0;
        assert!(loaded.hourglass);
        assert_eq!(loaded.hourglass_times, times);
        std::fs::write(&path, "(kind: \"settings\", version: 1)").expect("write");
        let (old, problem) = Settings::load(&path);
        assert!(problem.is_none());
        assert!(!old.hourglass, "off unless chosen");
        assert_eq!(
            old.hourglass_times,
            crate::hotseat::HourglassTimes::default()
        );
    }

    #[test]
    fn text_sizes_are_remembered_and_older_files_get_the_usual_size() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("settings.ron");
        let settings = Settings {
            laptop_text: super::super::TextSize::new(150),
            table_text: super::super::TextSize::new(200),
            ..Settings::default()
        };
        settings.save(&path).expect("save");
        let loaded = Settings::load(&path).0;
        assert_eq!(loaded.laptop_text.percent(), 150);
        assert_eq!(loaded.table_text.percent(), 200);
        std::fs::write(&path, "(kind: \"settings\", version: 1)").expect("write");
        let (old, problem) = Settings::load(&path);
        assert!(problem.is_none());
        assert_eq!(old.laptop_text.percent(), 100);
        assert_eq!(old.table_text.percent(), 100);
    }

    #[test]
    fn reduced_motion_is_remembered_and_older_files_follow_the_system() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("settings.ron");
        for chosen in [Some(true), Some(false)] {
            let settings = Settings {
                reduce_motion: chosen,
                ..Settings::default()
            };
            settings.save(&path).expect("save");
            assert_eq!(Settings::load(&path).0.reduce_motion, chosen);
        }
        std::fs::write(&path, "(kind: \"settings\", version: 1)").expect("write");
        let (old, problem) = Settings::load(&path);
        assert!(problem.is_none());
        assert_eq!(old.reduce_motion, None, "the system's wish, unless chosen");
    }

    #[test]
    fn a_bad_file_is_kept_aside_and_defaults_are_used() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("settings.ron");
        std::fs::write(&path, "(kind: \"settings\", version: 9)").expect("write");
        let (settings, problem) = Settings::load(&path);
        assert_eq!(settings, Settings::default());
        let problem = problem.expect("reported");
        assert!(matches!(
            problem.error,
            LoadError::NewerVersion { found: 9, .. }
        ));
        assert_eq!(problem.kept_as, Some(dir.path().join("settings.ron.bak")));
    }
}
