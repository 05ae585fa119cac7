// Fabula's phone page: one seat's hand and choices, or the public table. No framework.
// The seat's token comes in the link after '#', is kept in this browser's storage (so a
// reload or a phone waking from sleep comes back to its seat) and is only ever sent to the
// host that served this page: in the socket's hello and in picture requests.
'use strict';

const TOKEN_KEY = 'fabula-seat-token';
let token = null;
let words = {};
let socket = null;
let welcomed = false;
let laptopLeads = false;   // the laptop moves the table on: no "next turn" here
let stopped = false;
// Private browsing may refuse storage: the link in the address bar still works then.
function forgetToken() { try { localStorage.removeItem(TOKEN_KEY); sessionStorage.removeItem(TOKEN_KEY); } catch (e) { /* ignore */ } }
let retry = 0;
let state = null;          // the newest state message
let online = [];           // per seat: a phone is connected
const everOnline = new Set(); // seats seen with a phone (a seat played at the laptop is never away)
let seat = null;           // this device's seat, or null for the table page
let choice = { key: '', cards: [], slots: [], red: null, redMode: false };
let clueInput = null;
const pictures = new Map(); // picture name -> object URL
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

function readToken() {
  const hash = decodeURIComponent(location.hash.slice(1));
  if (hash === 'join') {
    joining = true;
    return null;
  }
  if (hash === 'table') {
    sessionStorage.removeItem(TOKEN_KEY);
    return null;
  }
  if (/^[0-9a-f]{32}$/.test(hash)) {
    try { localStorage.setItem(TOKEN_KEY, hash); sessionStorage.setItem(TOKEN_KEY, hash); } catch (e) { /* private mode */ }
    // Keep the secret out of the address bar (and out of a screenshot of it).
    history.replaceState(null, '', location.pathname + '#seat');
    return hash;
  }
  if (hash === 'seat' || hash === '') {
    try { return sessionStorage.getItem(TOKEN_KEY) || localStorage.getItem(TOKEN_KEY); } catch (e) { return null; }
  }
  return null;
}

function connect() {
  if (stopped) return;
  const scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
  socket = new WebSocket(scheme + location.host + '/ws');
  welcomed = false;
  socket.onopen = () => socket.send(JSON.stringify(token ? { token, lang: browserLanguage() } : { lang: browserLanguage() }));
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
      $('status').textContent = '';
      $('main').replaceChildren(el('p', { className: 'waiting', textContent: message.reason }));
      break;
    case 'error':
      $('status').textContent = message.reason;
      // Turned away before the welcome (an old or wrong link): do not knock again and again.
      if (!welcomed) { stopped = true; forgetToken(); }
      break;
    default: receiveJoin(message);
  }
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

function picture(id, img) {
  const name = state.cards[id];
  if (!name) return;
  if (pictures.has(name)) { img.src = pictures.get(name); return; }
  const headers = token ? { Authorization: 'Bearer ' + token } : {};
  fetch('/card/' + name, { headers })
    .then((r) => (r.ok ? r.blob() : Promise.reject(r.status)))
    .then((blob) => { const url = URL.createObjectURL(blob); pictures.set(name, url); img.src = url; })
    .catch(() => {});
}

// What a card's picture shows, in words (the host sends a title with each picture it shows).
function titleOf(id) { return (state && state.titles && state.titles[id]) || ''; }

function zoom(id, action) {
  const box = $('zoom');
  const img = $('zoom-picture');
  img.removeAttribute('src');
  img.alt = titleOf(id);
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-modal', 'true');
  // Named by what the picture shows (every picture has its words when the host knows them).
  if (titleOf(id)) box.setAttribute('aria-label', titleOf(id)); else box.removeAttribute('aria-label');
  picture(id, img);
  const bar = $('zoom-bar');
  bar.replaceChildren();
  if (action) bar.append(action);
  const close = el('button', { className: 'secondary', textContent: say('close'), onclick: () => { box.hidden = true; } });
  bar.append(close);
  box.hidden = false;
  close.focus();
}

// One card: tap to choose (when `pick` is given) or to zoom; the corner button always zooms.
// With the cards on the table (companion mode) a board card is a numbered place: its number,
// large, and nothing to fetch or enlarge.
// A screen reader's name for a card: its place, what its picture shows, then its marks.
function cardLabel(opts, title) {
  const place = opts.slot ? say('slot', { number: opts.slot }) : (opts.number ? say('card', { number: opts.number }) : '');
  return [place, title, opts.mark, opts.caption].filter(Boolean).join('. ');
}

function placeButton(opts) {
  const node = el('button', { className: 'card place' + (opts.classes || ''), type: 'button' },
    el('span', { className: 'number', textContent: opts.slot }));
  node.setAttribute('aria-label', cardLabel(opts, ''));
  if (opts.mark) node.append(el('span', { className: 'mark', textContent: opts.mark }));
  if (opts.caption) node.append(el('span', { className: 'caption', textContent: opts.caption }));
  if (opts.disabled) node.disabled = true;
  node.setAttribute('aria-pressed', opts.classes && opts.classes.includes('chosen') ? 'true' : 'false');
  if (opts.pick) node.onclick = opts.pick;
  return node;
}

function cardButton(id, opts) {
  if (publicView().cards_on_table && opts.slot) return placeButton(opts);
  const img = el('img', { alt: titleOf(id) });
  picture(id, img);
  const node = el('button', { className: 'card' + (opts.classes || ''), type: 'button' }, img);
  node.setAttribute('aria-label', cardLabel(opts, titleOf(id)));
  if (opts.slot) node.append(el('span', { className: 'slot', textContent: opts.slot }));
  if (opts.mark) node.append(el('span', { className: 'mark', textContent: opts.mark }));
  if (opts.caption) node.append(el('span', { className: 'caption', textContent: opts.caption }));
  if (opts.disabled) node.disabled = true;
  node.setAttribute('aria-pressed', opts.classes && opts.classes.includes('chosen') ? 'true' : 'false');
  if (opts.pick) {
    node.onclick = opts.pick;
    // A shortcut for the eyes: the card's name already says what its picture shows.
    const z = el('span', { className: 'zoom-button', textContent: '⤢' });
    z.setAttribute('aria-hidden', 'true');
    z.onclick = (e) => { e.stopPropagation(); zoom(id); };
    node.append(z);
  } else {
    node.onclick = () => zoom(id);
  }
  return node;
}

function names(list) { return list.map((p) => p.name).join(', '); }

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
  const main = $('main');
  main.replaceChildren();
  const task = state.view ? taskOf(state.view.task) : null;
  if (task) renderTask(main, task, pub);
  else renderWatching(main, pub);
  if (state.view && state.view.hand.length && !(task && (task.kind === 'Tell' || task.kind === 'Submit'))) {
    main.append(el('h2', { textContent: say('hand') }));
    main.append(el('div', { className: 'cards' }, ...state.view.hand.map((id, i) => cardButton(id, { number: i + 1 }))));
  }
  renderScores();
  showChimeSwitch();
}

function renderWatching(main, pub) {
  if (pub.board.length) renderBoard(main, pub, null);
  if (state.points && state.points.length) renderPoints(main, pub);
  if (state.take_back) {
    main.append(el('button', { className: 'secondary', textContent: say('take-back'), onclick: () => send({ do: 'take_back' }) }));
  }
  // The host words it: whom the table waits for, and "Done" only to a seat that has acted.
  if (state.waiting) main.append(el('p', { className: 'waiting', textContent: state.waiting }));
  if (seat != null && !laptopLeads && pub.phase === 'ChooseStoryteller') {
    main.append(el('button', { className: 'primary', textContent: say('choose-first'), onclick: () => send({ do: 'choose_storyteller' }) }));
  }
  if (seat != null && !laptopLeads && pub.phase === 'Reveal') {
    main.append(el('button', { className: 'primary', textContent: say('next-turn'), onclick: () => send({ do: 'next_turn' }) }));
  }
  if (pub.phase === 'GameOver') main.append(el('p', { className: 'waiting', textContent: say('game-over') }));
}

// The turn's points with their reasons, this device's own scorer first.
function renderPoints(main, pub) {
  const me = seat != null ? pub.players[seat] : null;
  const mine = (row) => me != null && (row.scorer.Player === me.id || (me.team != null && row.scorer.Team === me.team));
  const rows = state.points.slice().sort((a, b) => mine(b) - mine(a)).map((row) => el('tr', { className: mine(row) ? 'mine' : '' },
    el('td', {}, el('div', { textContent: row.name }), ...row.reasons.map((r) => el('div', { className: 'reason', textContent: r }))),
    el('td', { className: 'points', textContent: '+' + row.points })));
  main.append(el('h2', { textContent: say('turn-points') }), el('table', { className: 'turn-points' }, el('tbody', {}, ...rows)));
}

function renderBoard(main, pub, vote) {
  main.append(el('h2', { textContent: say('board') }));
  const reveal = pub.reveal;
  const own = state.view ? state.view.own_slots : [];
  const votes = reveal ? reveal.votes : [];
  const cards = pub.board.map((id, i) => {
    const slot = i + 1;
    let classes = '';
    let caption = null;
    let mark = own.includes(slot) ? say('own-card') : null;
    if (reveal) {
      const voters = pub.players.filter((p, v) => (votes[v] || []).includes(slot));
      caption = say('owner') + ' ' + pub.players[reveal.owners[i]].name + (voters.length ? ' · ' + say('votes-on') + ': ' + names(voters) : '');
      if (reveal.storyteller_slot === slot) classes += ' teller';
      if (reveal.red_token === slot) classes += ' red';
    }
    if (vote) {
      if (choice.slots.includes(slot)) classes += ' chosen';
      if (choice.red === slot) classes += ' red';
    } else if (!reveal && state.view) {
      // After voting, until the reveal: the card(s) this seat chose.
      if (state.view.own_votes.includes(slot)) { classes += ' chosen'; mark = say('your-vote'); }
      if (state.view.own_red_token === slot) classes += ' red';
    }
    const blocked = vote && !vote.own_card_allowed && own.includes(slot) && !choice.redMode;
    return cardButton(id, { slot, classes, caption, mark, disabled: blocked, pick: vote ? () => tapSlot(slot, vote) : null });
  });
  main.append(el('div', { className: 'cards board' }, ...cards));
}

function tapSlot(slot, vote) {
  if (choice.redMode) {
    choice.red = choice.red === slot ? null : slot;
  } else if (choice.slots.includes(slot)) {
    choice.slots = choice.slots.filter((s) => s !== slot);
  } else {
    choice.slots.push(slot);
    if (choice.slots.length > vote.tokens) choice.slots.shift();
  }
  render();
}

function tapCard(id, count) {
  if (choice.cards.includes(id)) choice.cards = choice.cards.filter((c) => c !== id);
  else {
    choice.cards.push(id);
    if (choice.cards.length > count) choice.cards.shift();
  }
  render();
}

function clueBox() {
  if (!clueInput) clueInput = el('input', { type: 'text', maxLength: 200, autocomplete: 'off' });
  clueInput.placeholder = say('clue-placeholder');
  // A placeholder is not a name: it is gone once typing starts.
  clueInput.setAttribute('aria-label', say('clue-placeholder'));
  return clueInput;
}

function renderHandChoice(main, count) {
  main.append(el('h2', { textContent: say('hand') }));
  const cards = state.view.hand.map((id, i) => cardButton(id, {
    number: i + 1,
    classes: choice.cards.includes(id) ? ' chosen' : '',
    pick: () => tapCard(id, count),
  }));
  main.append(el('div', { className: 'cards' }, ...cards));
}

function renderTask(main, task, pub) {
  const actions = el('div', { className: 'actions' });
  switch (task.kind) {
    case 'Tell': {
      main.append(el('p', { className: 'hint', textContent: say('tell-hint') }));
      renderHandChoice(main, 1);
      actions.append(clueBox());
      actions.append(el('button', {
        className: 'primary', textContent: say('tell'), disabled: choice.cards.length !== 1,
        onclick: () => send({ do: 'tell', card: choice.cards[0], clue: clueInput.value.trim() }),
      }));
      break;
    }
    case 'GiveClue': {
      main.append(el('p', { className: 'hint', textContent: pub.cards_on_table ? say('table-clue-hint') : say('blind-hint') }));
      actions.append(clueBox());
      actions.append(el('button', {
        className: 'primary', textContent: say('give-clue'),
        onclick: () => send({ do: 'give_clue', clue: clueInput.value.trim() }),
      }));
      break;
    }
    case 'Submit': {
      main.append(el('p', { className: 'hint', textContent: task.cards > 1 ? say('pick-two') : say('pick-one') }));
      renderHandChoice(main, task.cards);
      actions.append(el('button', {
        className: 'primary', textContent: say('submit'), disabled: choice.cards.length !== task.cards,
        onclick: () => send({ do: 'submit', cards: choice.cards }),
      }));
      break;
    }
    case 'Vote': {
      // Party's voters look for the card that fits the clue best, not the storyteller's.
      const voteHint = pub.params.everyone_plays ? say('vote-hint-party') : say('vote-hint');
      main.append(el('p', { className: 'hint', textContent: task.red_token ? say('red-hint') : voteHint }));
      if (task.tokens > 1) main.append(el('p', { className: 'hint', textContent: say('second-vote') }));
      renderBoard(main, pub, task);
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
      main.append(el('p', { className: 'hint', textContent: task.places > 1 ? say('claim-two-hint') : say('claim-hint') }));
      main.append(el('h2', { textContent: say('board') }));
      const places = [];
      for (let slot = 1; slot <= pub.table_places; slot++) {
        places.push(placeButton({
          slot, classes: choice.slots.includes(slot) ? ' chosen' : '',
          pick: () => tapSlot(slot, { tokens: task.places }),
        }));
      }
      main.append(el('div', { className: 'cards board' }, ...places));
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
      main.append(el('p', { className: 'hint', textContent: say('choose-giver') }));
      for (const p of pub.players.filter((p) => p.team === task.team)) {
        actions.append(el('button', { className: 'secondary', textContent: p.name, onclick: () => send({ do: 'name_giver', player: p.id }) }));
      }
      break;
    }
  }
  main.append(actions);
  if (state.waiting) main.append(el('p', { className: 'waiting', textContent: state.waiting }));
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
  token = readToken();
  const lang = encodeURIComponent(browserLanguage());
  try { words = await (await fetch('/strings.json?lang=' + lang)).json(); } catch (e) { words = {}; }
  $('status').textContent = say('connecting');
  $('banner').setAttribute('aria-live', 'polite');
  $('zoom').onclick = (e) => { if (e.target === $('zoom')) $('zoom').hidden = true; };
  keepAwake();
  document.addEventListener('click', keepAwake, { once: true });
  connect();
}

start();
