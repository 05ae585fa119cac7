//! The mixer and the sound thread driven without a device, and the cues of a whole game.

use super::cues::hops;
use super::mixer::Mixer;
use super::output::{SoundOutput, SoundState};
use super::{Cue, CueTracker};
use crate::engine::{Action, GameConfig, GameRng, Move, Phase, RecordedGame, RuleSet};
use crate::hotseat::{HotSeat, Source, TokenId};
use crate::persist::SoundSettings;
use kira::backend::{Backend, Renderer};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Where a [`CaptureBackend`] leaves its renderer for the test to pull samples from.
type Slot = Arc<Mutex<Option<Renderer>>>;

/// A backend without a device: the renderer goes into the test's slot, and the test renders
/// the mix itself.
struct CaptureBackend(Slot);

impl Backend for CaptureBackend {
    type Settings = Slot;
    type Error = String;

    fn setup(slot: Slot, _buffer: usize) -> Result<(Self, u32), String> {
        Ok((CaptureBackend(slot), 48_000))
    }

    fn start(&mut self, renderer: Renderer) -> Result<(), String> {
        *self.0.lock().map_err(|e| e.to_string())? = Some(renderer);
        Ok(())
    }
}

/// A backend whose device is missing.
struct MissingBackend;

impl Backend for MissingBackend {
    type Settings = ();
    type Error = String;

    fn setup((): (), _buffer: usize) -> Result<(Self, u32), String> {
        Err("no audio device here".to_owned())
    }

    fn start(&mut self, _renderer: Renderer) -> Result<(), String> {
        Err("never set up".to_owned())
    }
}

/// `seconds` of the mix (interleaved stereo).
fn render(slot: &Slot, seconds: f32) -> Vec<f32> {
    let mut guard = slot.lock().expect("renderer lock");
    let renderer = guard.as_mut().expect("started");
    let mut out = Vec::new();
    let mut buffer = vec![0.0f32; 512 * 2];
    while out.len() < (seconds * 48_000.0) as usize * 2 {
        renderer.on_start_processing();
        renderer.process(&mut buffer, 2);
        out.extend_from_slice(&buffer);
    }
    out
}

fn peak(samples: &[f32]) -> f32 {
    samples.iter().fold(0.0f32, |m, s| m.max(s.abs()))
}

fn capture_mixer(levels: SoundSettings) -> (Mixer<CaptureBackend>, Slot) {
    let slot: Slot = Arc::default();
    let mut mixer = Mixer::<CaptureBackend>::open(Arc::clone(&slot)).expect("opens");
    mixer.set_levels(&levels);
    (mixer, slot)
}

#[test]
fn the_sound_mixer_plays_a_cue_at_the_effects_level_without_a_device() {
    let (mut mixer, slot) = capture_mixer(SoundSettings::default());
    render(&slot, 0.1);
    assert!(peak(&render(&slot, 0.2)) < 1e-6, "silent before any cue");
    mixer.play(Cue::Vote, Duration::ZERO);
    let heard = peak(&render(&slot, 0.5));
    // The effect's peak (0.6) times the default level (0.8 * 0.8).
    assert!((0.2..=0.6).contains(&heard), "{heard}");
}

#[test]
fn muted_sound_is_silent_and_unmuting_brings_it_back() {
    let (mut mixer, slot) = capture_mixer(SoundSettings {
        muted: true,
        ..SoundSettings::default()
    });
    render(&slot, 0.2);
    mixer.play(Cue::Reveal, Duration::ZERO);
    assert!(peak(&render(&slot, 0.5)) < 1e-3, "muted");
    mixer.set_levels(&SoundSettings::default());
    render(&slot, 0.2);
    mixer.play(Cue::Reveal, Duration::ZERO);
    assert!(peak(&render(&slot, 0.5)) > 0.1, "heard again");
}

#[test]
fn a_delayed_hop_sound_waits_for_its_moment() {
    let (mut mixer, slot) = capture_mixer(SoundSettings::default());
    render(&slot, 0.1);
    mixer.play(Cue::Hop, Duration::from_millis(400));
    assert!(peak(&render(&slot, 0.3)) < 1e-6, "not yet");
    assert!(peak(&render(&slot, 0.4)) > 0.1, "hopped");
}

#[test]
fn the_music_sound_plays_only_when_switched_on_and_never_clips_with_effects() {
    let (mut mixer, slot) = capture_mixer(SoundSettings::default());
    assert!(peak(&render(&slot, 0.5)) < 1e-6, "no music by default");
    let loud = SoundSettings {
        master: 1.0,
        effects: 1.0,
        music: 1.0,
        music_on: true,
        ..SoundSettings::default()
    };
    mixer.set_levels(&loud);
    assert!(mixer.music_playing());
    render(&slot, 1.5);
    assert!(peak(&render(&slot, 1.0)) > 0.1, "music heard");
    for cue in Cue::ALL {
        mixer.play(cue, Duration::ZERO);
    }
    let all = render(&slot, 1.0);
    assert!(peak(&all) <= 1.0, "kira limits the sum: {}", peak(&all));
    mixer.set_levels(&SoundSettings {
        music_on: false,
        ..loud
    });
    assert!(!mixer.music_playing());
    render(&slot, 3.5);
    assert!(peak(&render(&slot, 0.5)) < 1e-3, "music faded out");
}

/// Waits until the output has opened its device or given up.
fn settled(output: &SoundOutput) -> SoundState {
    let until = Instant::now() + Duration::from_mins(1);
    while output.state() == SoundState::Starting && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(5));
    }
    output.state()
}

#[test]
fn without_a_sound_device_the_output_goes_silent_and_takes_cues_quietly() {
    let output = SoundOutput::start_on::<MissingBackend>((), SoundSettings::default());
    assert_eq!(settled(&output), SoundState::Silent);
    output.play(Cue::Deal, Duration::ZERO);
    output.set_levels(SoundSettings::default());
    assert_eq!(output.state(), SoundState::Silent);
    assert_eq!(SoundOutput::silent().state(), SoundState::Silent);
}

#[cfg(all(unix, not(target_os = "macos")))]
#[test]
fn without_the_sound_library_the_system_output_goes_silent() {
    let settings = super::alsa::AlsaSettings {
        library: "libfabula-no-such-sound-library.so.2".to_owned(),
        ..Default::default()
    };
    let output =
        SoundOutput::start_on::<super::alsa::AlsaBackend>(settings, SoundSettings::default());
    assert_eq!(settled(&output), SoundState::Silent);
    output.play(Cue::TurnChime, Duration::ZERO);
}

/// A classic game of four with a fixed seed, its first storyteller chosen.
fn new_game() -> HotSeat {
    let names = ["Ada", "Bo", "Cy", "Di"].map(String::from).to_vec();
    let deck = (0..84).map(crate::engine::CardId).collect();
    let mut config = GameConfig::new(RuleSet::Classic, names, deck, 5);
    config.end = crate::engine::EndCondition::TargetScore(10);
    let mut game = RecordedGame::new(config).expect("valid");
    game.apply(Action::ChooseStoryteller { player: None })
        .expect("legal");
    HotSeat::start(game, (0..4).map(TokenId).collect())
}

#[test]
fn a_whole_game_makes_each_sound_cue_at_its_moment() {
    let mut hotseat = new_game();
    let mut tracker = CueTracker::new();
    let first: Vec<Cue> = tracker.cues(&hotseat).iter().map(|c| c.cue).collect();
    assert_eq!(
        first,
        [Cue::Deal, Cue::TurnChime],
        "the deal and the first privacy screen"
    );
    assert!(
        tracker.cues(&hotseat).is_empty(),
        "nothing new, nothing heard"
    );
    let mut rng = GameRng::new(9);
    let mut heard = Vec::new();
    // From here every seat plays on its phone, moving at any time (the table moves on).
    for seat in hotseat.state().players().collect::<Vec<_>>() {
        hotseat.set_on_phone(seat, true);
    }
    tracker.cues(&hotseat);
    while hotseat.state().phase() != Phase::GameOver {
        let action = hotseat.state().random_action(&mut rng).expect("a move");
        let one = Move::of_action(&action).expect("a seat's move or the table's");
        let seat = action.player().filter(|_| !one.is_the_tables());
        (hotseat.submit(Source::Phone, seat, &one)).expect("legal");
        let cues = tracker.cues(&hotseat);
        if hotseat.state().phase() == Phase::Reveal && cues.iter().any(|c| c.cue == Cue::Reveal) {
            let gained = hotseat.public_view().reveal.expect("revealed").score;
            let most = gained.entries.iter().map(|e| e.points).max().unwrap_or(0);
            let hopped = cues.iter().filter(|c| c.cue == Cue::Hop).count();
            assert_eq!(hopped as u32, most.min(12), "one hop per space");
        }
        heard.extend(cues.iter().map(|c| c.cue));
    }
    for cue in [Cue::HandIn, Cue::Vote, Cue::Reveal, Cue::Hop, Cue::Deal] {
        assert!(heard.contains(&cue), "{cue:?} never heard");
    }
    assert_eq!(heard.last(), Some(&Cue::GameEnd));
    assert_eq!(heard.iter().filter(|c| **c == Cue::GameEnd).count(), 1);
}

#[test]
fn a_game_taken_up_again_makes_no_sound_for_what_was_already_played() {
    let hotseat = new_game();
    assert!(CueTracker::caught_up(&hotseat).cues(&hotseat).is_empty());
}

#[test]
fn rabbit_hop_sounds_follow_the_track_animation() {
    let times: Vec<f32> = hops(4).iter().map(|c| c.delay.as_secs_f32()).collect();
    assert_eq!(times.len(), 4);
    assert!(times.windows(2).all(|w| w[0] < w[1]), "{times:?}");
    let start = crate::describe::HOP_PAUSE;
    let end = start + crate::describe::HOP_SECONDS;
    assert!(
        times.iter().all(|t| (start - 0.1..=end).contains(t)),
        "{times:?}"
    );
    // The last hop lands as the animation ends.
    assert!((times[3] + 0.05 - end).abs() < 1e-3, "{times:?}");
    assert!(hops(0).is_empty());
    assert_eq!(hops(40).len(), 12);
}
