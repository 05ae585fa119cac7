// The link the page was opened with, after '#' (the part a browser never sends to a server):
// a seat's token (32 hex digits), the table's own screen's code ('table-' and 8 characters),
// 'table' (anyone watching) or 'join' (a latecomer). A token or code is kept in this browser's
// storage, so a reload or a phone waking from sleep comes back to it, and taken out of the
// address bar. Anything else is no link of this game and the page says so: a cut-off or
// mistyped seat link must never pass for the table.
'use strict';

const TOKEN_KEY = 'fabula-seat-token';
const TABLE_KEY = 'fabula-table-code';
let token = null;      // this seat's token, sent only to the host that served the page
let tableCode = null;  // the table's code, on the table's own screen (a TV)
let badLink = null;    // 'seat' or 'table': the link looked like one but is none of this game's

// Private browsing may refuse storage: the link in the address bar still works then.
function kept(key) {
  try { return sessionStorage.getItem(key) || localStorage.getItem(key); } catch (e) { return null; }
}
function keep(key, value) {
  try { localStorage.setItem(key, value); sessionStorage.setItem(key, value); } catch (e) { /* private mode */ }
}
function forgetToken() {
  for (const key of [TOKEN_KEY, TABLE_KEY]) {
    try { localStorage.removeItem(key); sessionStorage.removeItem(key); } catch (e) { /* private mode */ }
  }
}

// Keeps the secret out of the address bar (and out of a screenshot of it).
function hideSecret(hash) { history.replaceState(null, '', location.pathname + hash); }

function readLink() {
  let hash;
  try { hash = decodeURIComponent(location.hash.slice(1)).trim().toLowerCase(); } catch (e) { hash = '?'; }
  const code = /^table-([2-9a-hjkmnp-z]{8})$/.exec(hash);
  if (hash === 'join') {
    joining = true;
  } else if (hash === 'table') {
    try { sessionStorage.removeItem(TOKEN_KEY); } catch (e) { /* private mode */ }
  } else if (/^[0-9a-f]{32}$/.test(hash)) {
    token = hash;
    keep(TOKEN_KEY, hash);
    hideSecret('#seat');
  } else if (code) {
    tableCode = code[1];
    keep(TABLE_KEY, tableCode);
    hideSecret('#screen');
  } else if (hash === 'seat' || hash === '') {
    // The bare address is the table, unless this browser keeps a seat.
    token = kept(TOKEN_KEY);
    if (!token && hash === 'seat') badLink = 'seat';
  } else if (hash === 'screen') {
    tableCode = kept(TABLE_KEY);
    if (!tableCode) badLink = 'table';
  } else {
    badLink = hash.startsWith('table') ? 'table' : 'seat';
  }
}

// What the host hears first: the seat's token, the table's code, or neither.
function hello() {
  const lang = browserLanguage();
  if (token) return { token, lang };
  if (tableCode) return { table: tableCode, lang };
  return { lang };
}
