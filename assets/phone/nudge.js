'use strict';
// The phone's nudge when this seat has something to do: a short vibration where the browser
// allows it, and, if switched on here (off at first), a soft two-note chime synthesized with
// WebAudio: no sound file. The switch is remembered on this phone.

const CHIME_KEY = 'fabula-chime';
let nudgedFor = null;   // the task last nudged for: one nudge per task
let audio = null;

function chimeOn() {
  try { return localStorage.getItem(CHIME_KEY) === 'on'; } catch (e) { return false; }
}

// Browsers start sound only from a tap: the switch's tap opens the audio context.
function openAudio() {
  const Context = window.AudioContext || window.webkitAudioContext;
  if (!Context) return null;
  if (!audio) audio = new Context();
  if (audio.state === 'suspended') audio.resume();
  return audio;
}

// G4 then D5, sines with a soft attack and a long, quiet fall: calm, never shrill.
function playChime() {
  const context = openAudio();
  if (!context) return;
  const now = context.currentTime;
  for (const [frequency, at] of [[392, 0], [587.33, 0.16]]) {
    const tone = context.createOscillator();
    const level = context.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    level.gain.setValueAtTime(0.0001, now + at);
    level.gain.exponentialRampToValueAtTime(0.2, now + at + 0.012);
    level.gain.exponentialRampToValueAtTime(0.0001, now + at + 1.1);
    tone.connect(level).connect(context.destination);
    tone.start(now + at);
    tone.stop(now + at + 1.2);
  }
}

function showChimeSwitch() {
  const button = document.getElementById('chime');
  const on = chimeOn();
  button.textContent = say(on ? 'chime-on' : 'chime-off');
  button.setAttribute('aria-pressed', on ? 'true' : 'false');
  button.hidden = false;
  button.onclick = () => {
    try { localStorage.setItem(CHIME_KEY, on ? 'off' : 'on'); } catch (e) { /* private mode */ }
    if (!on) playChime();
    showChimeSwitch();
  };
}

// Called with every state from the host: a new task for this seat nudges once.
function nudgeOnTurn(message) {
  const view = message.view;
  const task = view ? view.task : null;
  const key = task ? [message.seat, view.public.turn, view.public.phase, JSON.stringify(task)].join(':') : null;
  if (key && key !== nudgedFor) {
    try { if (navigator.vibrate) navigator.vibrate(120); } catch (e) { /* not allowed yet */ }
    if (chimeOn() && document.visibilityState === 'visible') playChime();
  }
  nudgedFor = key;
}
