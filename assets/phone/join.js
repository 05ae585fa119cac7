// A latecomer's page (opened from the table's join code, '#join'): asks the table for a seat
// under a name, waits for the answer (given at the end of a turn), then plays the seat it is
// given. Loaded first; it uses the helpers of link.js and phone.js (say, el, $, socket,
// connect, keep, hideSecret, showOnly) once the page has started.
'use strict';

let joining = false;      // this page asks to join (no seat yet)
let joinAsked = null;     // the name asked under, while the table has not answered
let joinNote = '';        // the table's last refusal, shown above the form
let gameLanguage = '';    // the table's language, in its own words
let nameInput = null;

// The hello was accepted: ask again after a lost connection (the request went with it).
function joinWelcomed(message) {
  gameLanguage = message.game_lang || '';
  if (joinAsked) socket.send(JSON.stringify({ do: 'ask_join', name: joinAsked }));
  renderJoin();
}

function askToJoin() {
  const name = nameInput.value.trim();
  if (!name || !socket || socket.readyState !== WebSocket.OPEN) return;
  joinNote = '';
  $('status').textContent = '';
  socket.send(JSON.stringify({ do: 'ask_join', name }));
}

// The host's answers to this page's request; whether the message was one.
function receiveJoin(message) {
  switch (message.type) {
    case 'join_waiting': joinAsked = message.name; joinNote = ''; renderJoin(); return true;
    case 'join_refused': joinAsked = null; joinNote = message.reason; renderJoin(); return true;
    case 'joined': {
      // Seated: this page plays the new seat from now on, with its secret as a seat's link would.
      token = message.token;
      keep(TOKEN_KEY, token);
      hideSecret('#seat');
      joining = false; joinAsked = null;
      showOnly('waiting', say('join-seated'));
      if (socket) { socket.onclose = null; socket.close(); socket = null; }
      retry = 0;
      connect();
      return true;
    }
    default: return false;
  }
}

function renderJoin() {
  $('who').textContent = gameLanguage ? say('join-language', { language: gameLanguage }) : '';
  $('title').textContent = say('join-title');
  $('banner').textContent = state ? state.title : '';
  const main = $('main');
  main.className = '';
  main.replaceChildren();
  if (joinAsked) {
    main.append(el('p', { className: 'waiting joining', textContent: say('join-waiting', { name: joinAsked }) }));
    return;
  }
  if (joinNote) main.append(el('p', { className: 'note', textContent: joinNote }));
  if (!nameInput) {
    nameInput = el('input', { type: 'text', id: 'join-name', maxLength: 24, autocomplete: 'name' });
    nameInput.addEventListener('keydown', (e) => { if (e.key === 'Enter') askToJoin(); });
  }
  main.append(
    el('label', { htmlFor: 'join-name', className: 'hint', textContent: say('join-name') }),
    nameInput,
    el('div', { className: 'actions' }, el('button', { className: 'primary', textContent: say('join-ask'), onclick: askToJoin })),
  );
}
