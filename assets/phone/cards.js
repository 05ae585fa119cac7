// The cards of the phone page: their pictures, the card buttons, the board and the zoom.
// Loaded before phone.js, whose helpers (say, el, $, state, choice, token, render) it uses.
//
// Each picture is fetched once, however often the screen is drawn while it is on its way, and
// each card's <img> is kept from one drawing to the next: a card shows as soon as its picture
// is decoded and never blinks empty when the screen is drawn again (a vote coming in, a tap).
'use strict';

const pictureUrls = new Map(); // picture name -> promise of its object URL
const cardImages = new Map();  // picture name -> the <img> of the card on screen
const drawnImages = new Set(); // the <img>s placed in the drawing under way

function later(ms) { return new Promise((done) => setTimeout(done, ms)); }

// A picture's object URL; a lost connection is tried again (a refusal is not: the card is
// not this device's to see now).
function fetchPicture(name, tries) {
  const headers = token ? { Authorization: 'Bearer ' + token } : {};
  return fetch('/card/' + name, { headers })
    .then((r) => (r.ok ? r.blob() : Promise.reject(r.status)))
    .then((blob) => URL.createObjectURL(blob))
    .catch((why) => (tries > 1 && typeof why !== 'number'
      ? later(700).then(() => fetchPicture(name, tries - 1))
      : Promise.reject(why)));
}

function pictureUrl(name) {
  let url = pictureUrls.get(name);
  if (!url) {
    url = fetchPicture(name, 3);
    pictureUrls.set(name, url);
    url.catch(() => pictureUrls.delete(name)); // the next drawing asks again
  }
  return url;
}

// Shows card `id`'s picture in `img` once it has arrived.
function picture(id, img) {
  const name = state.cards[id];
  if (name) pictureUrl(name).then((url) => { img.src = url; }).catch(() => {});
}

// The <img> of card `id`: the one the last drawing showed (decoded already), or a new one
// that shows the picture once it arrives.
function cardImage(id) {
  const name = state.cards[id];
  const kept = name && cardImages.get(name);
  if (kept && !drawnImages.has(kept)) {
    drawnImages.add(kept);
    kept.alt = titleOf(id);
    return kept;
  }
  const img = el('img', { alt: titleOf(id), decoding: 'async' });
  picture(id, img);
  if (name && !kept) cardImages.set(name, img);
  drawnImages.add(img);
  return img;
}

// Around each drawing of the screen: then the pictures no longer on it are let go (a phone's
// memory is small).
function startDrawing() { drawnImages.clear(); }
function endDrawing() {
  for (const [name, img] of cardImages) if (!img.isConnected) cardImages.delete(name);
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
  const node = el('button', { className: 'card' + (opts.classes || ''), type: 'button' }, cardImage(id));
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

function renderBoard(stage, pub, vote) {
  stage.append(el('h2', { textContent: say('board') }));
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
  stage.append(el('div', { className: 'cards board' }, ...cards));
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

function renderHandChoice(stage, count) {
  stage.append(el('h2', { textContent: say('hand') }));
  const cards = state.view.hand.map((id, i) => cardButton(id, {
    number: i + 1,
    classes: choice.cards.includes(id) ? ' chosen' : '',
    pick: () => tapCard(id, count),
  }));
  stage.append(el('div', { className: 'cards' }, ...cards));
}
