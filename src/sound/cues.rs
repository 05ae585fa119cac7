//! Which sounds a change of the game makes: the actions applied since the last look (from the
//! laptop, the phones or the computer players alike) and the laptop's new screen. The one place
//! that knows when a card is dealt or handed in, a vote placed, the cards revealed, the game
//! over, or the privacy screen calls the next player; the screens know nothing of sound.

use super::synth::Cue;
use crate::describe::hop_reached_at;
use crate::engine::{Action, Phase};
use crate::hotseat::{HotSeat, Stage};
use std::time::Duration;

/// A sound to play, `delay` from now.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CueAt {
    /// Which sound.
    pub cue: Cue,
    /// When, from now.
    pub delay: Duration,
}

impl CueAt {
    fn now(cue: Cue) -> Self {
        CueAt {
            cue,
            delay: Duration::ZERO,
        }
    }
}

/// The most hops one reveal plays (a rabbit rarely moves further in a turn).
const MOST_HOPS: u32 = 12;
/// The next player's chime waits for the move's own sound.
const CHIME_AFTER_MOVE: Duration = Duration::from_millis(350);

/// What of a game has already made its sound.
#[derive(Clone, Debug, Default)]
pub struct CueTracker {
    actions: usize,
    stage: Option<Stage>,
}

impl CueTracker {
    /// A tracker that has heard nothing yet: a new game's first deal and first privacy screen
    /// make their sounds.
    pub fn new() -> Self {
        CueTracker::default()
    }

    /// A tracker that has heard everything up to now (a game taken up again from a save).
    pub fn caught_up(hotseat: &HotSeat) -> Self {
        CueTracker {
            actions: hotseat.game().actions().len(),
            stage: Some(hotseat.stage()),
        }
    }

    /// The sounds of what changed since the last call. Cheap when nothing did (every frame).
    pub fn cues(&mut self, hotseat: &HotSeat) -> Vec<CueAt> {
        let actions = hotseat.game().actions();
        let stage = hotseat.stage();
        if actions.len() == self.actions && self.stage == Some(stage) {
            return Vec::new();
        }
        let mut cues = Vec::new();
        if actions.len() < self.actions {
            // A move taken back: no sound for the undoing, nor the screen it returns to.
            self.actions = actions.len();
            self.stage = Some(stage);
            return cues;
        }
        for action in &actions[self.actions..] {
            let cue = match action {
                Action::ChooseStoryteller { .. } | Action::NextTurn => Some(Cue::Deal),
                Action::Tell { .. }
                | Action::GiveClue { .. }
                | Action::Submit { .. }
                | Action::Claim { .. } => Some(Cue::HandIn),
                Action::Vote { .. } => Some(Cue::Vote),
                Action::NameGiver { .. }
                | Action::ClaimAgain { .. }
                | Action::Join { .. }
                | Action::Leave { .. }
                | Action::EndGame { .. } => None,
            };
            // Several computer players moving in one frame make one sound, not a chord.
            if let Some(cue) = cue.filter(|c| !cues.iter().any(|at: &CueAt| at.cue == *c)) {
                cues.push(CueAt::now(cue));
            }
        }
        // A seat changing at the reveal does not reveal again; ending the game early does end it.
        let moved = actions[self.actions..]
            .iter()
            .any(|a| !matches!(a, Action::Join { .. } | Action::Leave { .. }));
        if moved {
            match hotseat.state().phase() {
                Phase::Reveal => {
                    cues.retain(|at| at.cue != Cue::Vote);
                    cues.push(CueAt::now(Cue::Reveal));
                    cues.extend(hops(most_points(hotseat)));
                }
                Phase::GameOver => {
                    cues.retain(|at| at.cue != Cue::Deal);
                    cues.push(CueAt::now(Cue::GameEnd));
                }
                _ => {}
            }
        }
        if matches!(stage, Stage::Privacy(_)) && self.stage != Some(stage) {
            let delay = if cues.is_empty() {
                Duration::ZERO
            } else {
                CHIME_AFTER_MOVE
            };
            cues.push(CueAt {
                cue: Cue::TurnChime,
                delay,
            });
        }
        self.actions = actions.len();
        self.stage = Some(stage);
        cues
    }
}

/// The most points any scorer gained at this reveal.
fn most_points(hotseat: &HotSeat) -> u32 {
    let view = hotseat.public_view();
    view.reveal
        .and_then(|r| r.score.entries.iter().map(|e| e.points).max())
        .unwrap_or(0)
}

/// One hop per space of the longest jump, at the moments the rabbit crosses each space as the
/// track animates it ([`crate::describe::hop_progress`]: a short pause, then an eased move).
pub fn hops(spaces: u32) -> Vec<CueAt> {
    let spaces = spaces.min(MOST_HOPS);
    (1..=spaces)
        .map(|space| {
            let seconds = hop_reached_at(space as f32 / spaces as f32);
            // A hop sounds as the rabbit leaves for a space, just before it lands.
            CueAt {
                cue: Cue::Hop,
                delay: Duration::from_secs_f32((seconds - 0.05).max(0.0)),
            }
        })
        .collect()
}
