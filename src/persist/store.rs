//! The saved-games folder: one file per game, autosaved after every action, listed newest
//! first; bad files are kept aside with a reason instead of breaking the list.

use super::atomic::remove_stale_temps;
use super::format::LoadError;
use super::keep_aside;
use super::phones::SavedPhones;
use super::save::{CardRef, SaveFile, SaveSummary, SavedPlayer, encode};
use crate::engine::GameRecord;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds since 1970, for save dates.
pub fn now_seconds() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// The calendar date (UTC) of `unix` seconds as (year, month 1-12, day 1-31).
pub fn civil_date(unix: u64) -> (i64, i64, i64) {
    // Days to civil date (Howard Hinnant's algorithm), to avoid a date crate for one line.
    let days = (unix / 86_400) as i64 + 719_468;
    let era = days.div_euclid(146_097);
    let doe = days.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(month <= 2), month, day)
}

/// The folder of saved games.
#[derive(Clone, Debug)]
pub struct SaveStore {
    dir: PathBuf,
}

/// A save in the list.
#[derive(Clone, Debug)]
pub struct SaveEntry {
    /// Its file.
    pub path: PathBuf,
    /// Its players, turn, scores and date.
    pub summary: SaveSummary,
}

/// A save file that could not be read: moved aside to `kept_as`.
#[derive(Debug)]
pub struct BadSave {
    /// The file as it was named.
    pub path: PathBuf,
    /// Why it could not be read.
    pub error: LoadError,
    /// Where it is now (`None` if it could not be moved).
    pub kept_as: Option<PathBuf>,
}

impl SaveStore {
    /// A store in `dir` (created on first save).
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        SaveStore { dir: dir.into() }
    }

    /// The folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The file for a new game started at `started_at` with `seed`.
    pub fn new_game_path(&self, started_at: u64, seed: u64) -> PathBuf {
        self.dir.join(format!("game-{started_at}-{seed:016x}.ron"))
    }

    /// Every readable save, newest first; unreadable ones are moved aside and reported.
    /// Temporary files that a killed writer left behind are removed on the way.
    pub fn list(&self) -> (Vec<SaveEntry>, Vec<BadSave>) {
        let mut good = Vec::new();
        let mut bad = Vec::new();
        remove_stale_temps(&self.dir, None);
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return (good, bad);
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let is_save = path.extension().is_some_and(|e| e == "ron")
                && path
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with("game-"));
            if !is_save {
                continue;
            }
            match SaveFile::read(&path) {
                Ok(save) => good.push(SaveEntry {
                    path,
                    summary: save.summary(),
                }),
                Err(error) => {
                    let kept_as = keep_aside(&path).ok();
                    bad.push(BadSave {
                        path,
                        error,
                        kept_as,
                    });
                }
            }
        }
        good.sort_by(|a, b| (b.summary.saved_at, &b.path).cmp(&(a.summary.saved_at, &a.path)));
        (good, bad)
    }

    /// Deletes a saved game.
    pub fn delete(&self, path: &Path) -> io::Result<()> {
        std::fs::remove_file(path)
    }
}

/// Writes one game's save after every action.
#[derive(Clone, Debug)]
pub struct Autosaver {
    path: PathBuf,
    players: Vec<SavedPlayer>,
    cards: Vec<CardRef>,
    /// The game's hourglass, when it plays with one.
    hourglass: Option<crate::hotseat::SavedHourglass>,
}

impl Autosaver {
    /// Autosaves to `path`, remembering the players' tokens and what each card id shows.
    pub fn new(path: PathBuf, players: Vec<SavedPlayer>, cards: Vec<CardRef>) -> Self {
        Autosaver {
            path,
            players,
            cards,
            hourglass: None,
        }
    }

    /// Continues autosaving a game loaded from `path`.
    pub fn resume(path: PathBuf, save: &SaveFile) -> Self {
        let mut saver = Autosaver::new(path, save.players.clone(), save.cards.clone());
        saver.hourglass = save.hourglass;
        saver
    }

    /// The file written.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Who plays each seat now: a computer player of its level, or a person (`None`). Seats
    /// handed to the computer during the game are saved as such.
    pub fn set_computers(&mut self, computers: &[Option<crate::computer::Level>]) {
        for (player, computer) in self.players.iter_mut().zip(computers) {
            player.computer = *computer;
        }
    }

    /// How many players the save lists (the set-up's and the latecomers so far).
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// Keeps the first `count` players only (a join taken back).
    pub fn keep_players(&mut self, count: usize) {
        self.players.truncate(count);
    }

    /// A latecomer's seat: the save lists players by id, latecomers after the set-up's.
    pub fn add_latecomer(&mut self, player: SavedPlayer) {
        self.players.push(player);
    }

    /// The hourglass as it is now (its times and the time left), or none in a game without.
    pub fn set_hourglass(&mut self, hourglass: Option<crate::hotseat::SavedHourglass>) {
        self.hourglass = hourglass;
    }

    /// Writes the game as its record has it now, with its phones if seats play on phones.
    pub fn save(&self, game: &GameRecord, phones: Option<&SavedPhones>) -> io::Result<()> {
        let text = encode(
            game,
            &self.players,
            &self.cards,
            phones,
            self.hourglass.as_ref(),
            now_seconds(),
        )?;
        super::write_atomically(&self.path, text.as_bytes())
    }
}
