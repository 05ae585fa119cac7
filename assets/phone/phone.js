// Fabula's phone page: one seat's hand and choices, or the public table. No framework.
// The link it was opened with is read by link.js; the cards are drawn by cards.js.
//
// The screen is drawn in two parts: the stage (the cards) and the side (hints, the bar with
// the clue and the buttons, whom the table waits for). Upright they read as one column, the
// hint first and the bar kept at the bottom; sideways the side stands beside cards sized to
// the screen's height (phone.css).
'use strict';

let words = {};
let socket = null;
let welcomed = false;
let laptopLeads = false;   // the laptop moves the table on: no "next turn" here
let stopped = false;
let retry = 0;
let state = null;          // the newest state message
let online = [];           // per seat: a phone is connected
const everOnline = new Set(); // seats seen with a phone (a seat played at the laptop is never away)
let seat = null;           // this device's seat, or null for the table page
let choice = { key: '', cards: [], slots: [], red: null, redMode: false };
let clueInput = null;
const $ = (id) => document.getElementById(id);

function say(id, args) {
  let text = words[id] || '';
  for (const [k, v] of Object.entries(args || {})) text = text.split('{' + k + '}').join(v);
  return text;
}

function el(tag, props, ...children) {
  const node = document.createElement(tag);
  Object.assign(node, props || {});
  for (const c of children) if (c != null) node.append(c);
  return node;
}

function connect() {
  if (stopped) return;
  const scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
  socket = new WebSocket(scheme + location.host + '/ws');
  welcomed = false;
  socket.onopen = () => socket.send(JSON.stringify(hello()));
  socket.onmessage = (event) => receive(JSON.parse(event.data));
  socket.onclose = () => {
    socket = null;
    if (stopped) return;
    $('status').textContent = say('reconnecting');
    retry = Math.min(retry + 1, 5);
    setTimeout(connect, retry * 1000);
  };
}

function receive(message) {
  switch (message.type) {
    case 'welcome':
      welcomed = true;
      retry = 0;
      seat = message.seat;
      laptopLeads = !!message.laptop;
      document.documentElement.lang = message.lang;
      $('status').textContent = '';
      if (joining) joinWelcomed(message);
      break;
    case 'state': resetChoice(message); state = message; render(); nudgeOnTurn(message); break;
    case 'presence':
      online = message.online;
      online.forEach((on, i) => { if (on) everOnline.add(i); });
      renderScores(); break;
    case 'refused': choice.refused = true; if (state) render(); $('status').textContent = message.reason; break;
    case 'replaced':
      // Another connection plays this seat now: knocking again would take it back; a reload does.
      stopped = true; $('status').textContent = message.reason; break;
    case 'released':
      // The seat is played at the laptop or by a computer now: this link is over.
      stopped = true; forgetToken(); state = null;
      showOnly('waiting', message.reason);
      break;
    case 'error':
      // Turned away before the welcome (an old or wrong link): said in place of the game, and
      // no knocking again and again.
      if (welcomed) { $('status').textContent = message.reason; break; }
      stopped = true; forgetToken();
      showOnly('note', message.reason);
      break;
    default: receiveJoin(message);
  }
}

// The page shows only `text` (a link that is no seat, a seat released), nothing of a game.
function showOnly(kind, text) {
  $('status').textContent = '';
  $('chime').hidden = true;
  const main = $('main');
  main.className = '';
  main.replaceChildren(el('p', { className: kind, textContent: text }));
}

function send(command) {
  if (socket && socket.readyState === WebSocket.OPEN) {
    $('status').textContent = '';
    socket.send(JSON.stringify(command));
    // One tap, one move: the buttons wait for the answer (a new state, or a refusal).
    for (const button of document.querySelectorAll('#main button')) button.disabled = true;
  }
}

// A choice in progress (cards, votes) lasts while this seat's task does: another player's
// move (a vote coming in) must not clear it; a new task, phase or turn does.
function resetChoice(message) {
  const view = message.view;
  const pub = view ? view.public : message.public;
  const key = [message.seat, pub.turn, pub.phase, JSON.stringify(view ? view.task : null)].join(':');
  if (choice.key === key) return;
  choice = { key, cards: [], slots: [], red: null, redMode: false };
  if (clueInput) clueInput.value = '';
}

function publicView() { return state.view ? state.view.public : state.public; }

function taskOf(task) {
  if (!task) return null;
  if (typeof task === 'string') return { kind: task };
  const kind = Object.keys(task)[0];
  return Object.assign({ kind }, task[kind]);
}

function render() {
  if (joining) { renderJoin(); renderScores(); return; }
  const pub = publicView();
  const me = seat != null ? pub.players[seat] : null;
  $('who').textContent = me ? say('you-are', { name: me.name }) : say('table');
  $('title').textContent = state.title;
  // The banner is a live region: a screen reader says it when it changes, so it is only
  // written when it does.
  if ($('banner').textContent !== state.banner) $('banner').textContent = state.banner;
  startDrawing();
  const stage = el('div', { className: 'stage' });
  const side = el('div', { className: 'side' });
  const task = state.view ? taskOf(state.view.task) : null;
  if (task) renderTask(stage, side, task, pub);
  else renderWatching(stage, side, pub);
  if (state.view && state.view.hand.length && !(task && (task.kind === 'Tell' || task.kind === 'Submit'))) {
    // The hand while it is not chosen from: upright, below the rest.
    stage.append(el('div', { className: 'hand' },
      el('h2', { textContent: say('hand') }),
      el('div', { className: 'cards' }, ...state.view.hand.map((id, i) => cardButton(id, { number: i + 1 })))));
  }
  const main = $('main');
  main.className = 'play';
  main.replaceChildren(stage, side);
  endDrawing();
  renderScores();
  // Only a seat has turns to be nudged for: the table's pages have no chime.
  if (seat != null) showChimeSwitch(); else $('chime').hidden = true;
}

function renderWatching(stage, side, pub) {
  if (pub.board.length) renderBoard(stage, pub, null);
  if (state.points && state.points.length) renderPoints(side, pub);
  if (state.take_back) {
    side.append(el('button', { className: 'secondary', textContent: say('take-back'), onclick: () => send({ do: 'take_back' }) }));
  }
  // The host words it: whom the table waits for, and "Done" only to a seat that has acted.
  if (state.waiting) side.append(el('p', { className: 'waiting', textContent: state.waiting }));
  if (seat != null && !laptopLeads && pub.phase === 'ChooseStoryteller') {
    side.append(el('button', { className: 'primary', textContent: say('choose-first'), onclick: () => send({ do: 'choose_storyteller' }) }));
  }
  if (seat != null && !laptopLeads && pub.phase === 'Reveal') {
    side.append(el('button', { className: 'primary', textContent: say('next-turn'), onclick: () => send({ do: 'next_turn' }) }));
  }
  if (pub.phase === 'GameOver') side.append(el('p', { className: 'waiting', textContent: say('game-over') }));
}

// The turn's points with their reasons, this device's own scorer first.
function renderPoints(side, pub) {
  const me = seat != null ? pub.players[seat] : null;
  const mine = (row) => me != null && (row.scorer.Player === me.id || (me.team != null && row.scorer.Team === me.team));
  const rows = state.points.slice().sort((a, b) => mine(b) - mine(a)).map((row) => el('tr', { className: mine(row) ? 'mine' : '' },
    el('td', {}, el('div', { textContent: row.name }), ...row.reasons.map((r) => el('div', { className: 'reason', textContent: r }))),
    el('td', { className: 'points', textContent: '+' + row.points })));
  side.append(el('h2', { textContent: say('turn-points') }), el('table', { className: 'turn-points' }, el('tbody', {}, ...rows)));
}

// The clue's box. The keyboard's return key sends the clue as the button next to it would,
// with the same checks: nothing while the button waits (for a card, or for the answer).
function clueBox() {
  if (!clueInput) {
    clueInput = el('input', { type: 'text', maxLength: 200, autocomplete: 'off', enterKeyHint: 'send' });
    clueInput.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' || e.isComposing) return;
      e.preventDefault();
      const button = document.querySelector('#main .actions button.primary');
      if (button && !button.disabled) { clueInput.blur(); button.click(); }
    });
  }
  clueInput.placeholder = say('clue-placeholder');
  // A placeholder is not a name: it is gone once typing starts.
  clueInput.setAttribute('aria-label', say('clue-placeholder'));
  return clueInput;
}

function renderTask(stage, side, task, pub) {
  const hint = (text) => side.append(el('p', { className: 'hint', textContent: text }));
  const actions = el('div', { className: 'actions' });
  switch (task.kind) {
    case 'Tell': {
      hint(say('tell-hint'));
      renderHandChoice(stage, 1);
      actions.append(clueBox());
      actions.append(el('button', {
        className: 'primary', textContent: say('tell'), disabled: choice.cards.length !== 1,
        onclick: () => send({ do: 'tell', card: choice.cards[0], clue: clueInput.value.trim() }),
      }));
      break;
    }
    case 'GiveClue': {
      hint(pub.cards_on_table ? say('table-clue-hint') : say('blind-hint'));
      actions.append(clueBox());
      actions.append(el('button', {
        className: 'primary', textContent: say('give-clue'),
        onclick: () => send({ do: 'give_clue', clue: clueInput.value.trim() }),
      }));
      break;
    }
    case 'Submit': {
      hint(task.cards > 1 ? say('pick-two') : say('pick-one'));
      renderHandChoice(stage, task.cards);
      actions.append(el('button', {
        className: 'primary', textContent: say('submit'), disabled: choice.cards.length !== task.cards,
        onclick: () => send({ do: 'submit', cards: choice.cards }),
      }));
      break;
    }
    case 'Vote': {
      // Party's voters look for the card that fits the clue best, not the storyteller's.
      const voteHint = pub.params.everyone_plays ? say('vote-hint-party') : say('vote-hint');
      hint(task.red_token ? say('red-hint') : voteHint);
      if (task.tokens > 1) hint(say('second-vote'));
      renderBoard(stage, pub, task);
      if (task.red_token) {
        const red = el('button', {
          className: 'secondary' + (choice.redMode ? ' on' : ''), textContent: say('red-token'),
          onclick: () => { choice.redMode = !choice.redMode; render(); },
        });
        red.setAttribute('aria-pressed', choice.redMode ? 'true' : 'false');
        actions.append(red);
      }
      const ready = choice.slots.length >= 1 && (!task.red_token || choice.red != null);
      actions.append(el('button', {
        className: 'primary', textContent: say('vote'), disabled: !ready,
        onclick: () => send({ do: 'vote', slots: choice.slots, red: task.red_token ? choice.red : null }),
      }));
      break;
    }
    case 'Claim': {
      hint(task.places > 1 ? say('claim-two-hint') : say('claim-hint'));
      stage.append(el('h2', { textContent: say('board') }));
      const places = [];
      for (let slot = 1; slot <= pub.table_places; slot++) {
        places.push(placeButton({
          slot, classes: choice.slots.includes(slot) ? ' chosen' : '',
          pick: () => tapSlot(slot, { tokens: task.places }),
        }));
      }
      stage.append(el('div', { className: 'cards board' }, ...places));
      actions.append(el('button', {
        className: 'primary', textContent: say('claim'), disabled: choice.slots.length !== task.places,
        onclick: () => send({ do: 'claim', places: choice.slots }),
      }));
      // After a refusal (a place someone else told): the way out of someone's mistake.
      if (choice.refused) {
        actions.append(el('button', {
          className: 'secondary', textContent: say('claim-again'),
          onclick: () => { choice.slots = []; send({ do: 'claim_again' }); },
        }));
      }
      break;
    }
    case 'ChooseGiver': {
      hint(say('choose-giver'));
      for (const p of pub.players.filter((p) => p.team === task.team)) {
        actions.append(el('button', { className: 'secondary', textContent: p.name, onclick: () => send({ do: 'name_giver', player: p.id }) }));
      }
      break;
    }
  }
  side.append(actions);
  if (state.waiting) side.append(el('p', { className: 'waiting', textContent: state.waiting }));
}

function scorerName(pub, scorer) {
  if ('Player' in scorer) return pub.players[scorer.Player].name;
  const team = scorer.Team;
  const members = pub.players.filter((p) => p.team === team).map((p) => p.name).join(' & ');
  return (state.teams[team] || '') + ' (' + members + ')';
}

function renderScores() {
  if (!state) return;
  const pub = publicView();
  const box = $('scores');
  const rows = pub.scorers.map((scorer, i) => {
    const members = 'Player' in scorer ? [pub.players[scorer.Player]] : pub.players.filter((p) => p.team === scorer.Team);
    const notes = el('span');
    for (const p of members) {
      if (pub.storyteller === p.id && pub.phase !== 'GameOver') notes.append(el('span', { className: 'acting', textContent: ' · ' + say('storyteller') }));
      if (p.task && !p.done) notes.append(el('span', { className: 'acting', textContent: ' …' }));
      if (everOnline.has(p.id) && !online[p.id]) notes.append(el('span', { className: 'away', textContent: ' · ' + p.name + ' ' + say('away') }));
    }
    return el('tr', {}, el('td', {}, scorerName(pub, scorer), notes), el('td', { className: 'points', textContent: pub.scores[i] }));
  });
  box.replaceChildren(el('h2', { id: 'scores-title', textContent: say('scores') }), el('table', {}, el('tbody', {}, ...rows)));
}

async function keepAwake() {
  try {
    if ('wakeLock' in navigator && document.visibilityState === 'visible') await navigator.wakeLock.request('screen');
  } catch (e) { /* refused or unsupported: the screen may sleep */ }
}

document.addEventListener('visibilitychange', () => {
  if (document.visibilityState !== 'visible') return;
  keepAwake();
  if (!socket && !stopped) { retry = 0; connect(); }
});

// The first of the browser's languages the game speaks (the host falls back to the game's).
function browserLanguage() {
  const known = ['nl', 'en', 'fr', 'pt'];
  const tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
  return tags.find((tag) => known.includes(tag.split('-')[0].toLowerCase())) || '';
}

async function start() {
  readLink();
  const lang = encodeURIComponent(browserLanguage());
  try { words = await (await fetch('/strings.json?lang=' + lang)).json(); } catch (e) { words = {}; }
  if (badLink) {
    // Not a seat of this game (cut off, mistyped, or kept by another browser): said plainly,
    // never shown as the table.
    stopped = true;
    showOnly('note', say(badLink === 'table' ? 'bad-table-link' : 'bad-link'));
    return;
  }
  $('status').textContent = say('connecting');
  $('banner').setAttribute('aria-live', 'polite');
  $('zoom').onclick = (e) => { if (e.target === $('zoom')) $('zoom').hidden = true; };
  keepAwake();
  document.addEventListener('click', keepAwake, { once: true });
  connect();
}

start();
