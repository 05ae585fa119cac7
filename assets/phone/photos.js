// Fabula's photo page: each photo is made smaller here (so a phone sends about a megabyte, not
// a camera's eight), sent to the laptop one after another, and shown with the laptop's answer.
'use strict';

// Longest side of the photo sent: enough for a sharp card (the laptop keeps 1536 pixels).
const LONG_SIDE = 2000;
const QUALITY = 0.88;
// A refusal that may pass later (too many a minute, the laptop full) is tried again after this.
const RETRY_MS = 8000;

const token = location.hash.slice(1);
let words = {};
let lang = 'en';
const queue = [];
let busy = false;
let sent = 0;
let total = 0;

function say(id, args) {
  let text = words[id] || id;
  for (const [name, value] of Object.entries(args || {})) {
    text = text.split('{' + name + '}').join(String(value));
  }
  return text;
}

function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function showProgress() {
  document.getElementById('progress').textContent =
    total ? say('progress', { done: sent, count: total }) : '';
}

// The photo drawn at most LONG_SIDE on its long side, upright, as a JPEG; the file itself when
// the browser cannot draw it (the laptop then says what it makes of it).
async function shrink(file) {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d').drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise(done => canvas.toBlob(done, 'image/jpeg', QUALITY));
    return blob || file;
  } catch (e) {
    return file;
  }
}

// Sends one photo; resolves with the laptop's answer ({ok, text, retry}), or null when the
// laptop could not be reached.
function upload(blob, row) {
  return new Promise(resolve => {
    const request = new XMLHttpRequest();
    request.open('POST', '/photo?lang=' + encodeURIComponent(lang));
    request.setRequestHeader('Authorization', 'Bearer ' + token);
    request.setRequestHeader('Content-Type', blob.type || 'application/octet-stream');
    request.upload.onprogress = event => {
      if (event.lengthComputable) row.bar.value = event.loaded / event.total;
    };
    request.onload = () => {
      try { resolve(JSON.parse(request.responseText)); } catch (e) { resolve(null); }
    };
    request.onerror = () => resolve(null);
    request.send(blob);
  });
}

function addRow() {
  const item = el('li');
  const picture = el('img');
  picture.alt = '';
  const words = el('div', 'words', say('shrinking'));
  const bar = el('progress');
  bar.max = 1;
  bar.value = 0;
  const side = el('div', 'words');
  side.append(words, bar);
  item.append(picture, side);
  document.getElementById('sent').prepend(item);
  return { item, picture, words, bar };
}

async function sendOne(file) {
  const row = addRow();
  const blob = await shrink(file);
  row.picture.src = URL.createObjectURL(blob);
  for (;;) {
    row.words.textContent = say('sending');
    row.bar.hidden = false;
    const reply = await upload(blob, row);
    row.bar.hidden = true;
    if (reply && reply.retry) {
      row.words.textContent = reply.text + ' ' + say('waiting-retry');
      await new Promise(done => setTimeout(done, RETRY_MS));
      continue;
    }
    if (reply && reply.ok) {
      row.item.className = 'ok';
      row.words.textContent = reply.text;
      sent += 1;
    } else {
      row.item.className = 'no';
      row.words.textContent = reply ? reply.text : say('lost');
    }
    return;
  }
}

async function work() {
  if (busy) return;
  busy = true;
  while (queue.length) {
    await sendOne(queue.shift());
    showProgress();
  }
  busy = false;
}

function take(input) {
  const files = [...input.files];
  // Cleared, so the same button takes the next photo (and the same file may be chosen again).
  input.value = '';
  total += files.length;
  queue.push(...files);
  showProgress();
  work();
}

async function start() {
  const tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
  const known = ['nl', 'en', 'fr', 'pt'];
  const found = tags.map(t => t.toLowerCase().split('-')[0]).find(t => known.includes(t));
  lang = found || '';
  try { words = await (await fetch('/strings.json?lang=' + lang)).json(); } catch (e) { words = {}; }
  document.documentElement.lang = lang || 'en';
  document.getElementById('title').textContent = say('title');
  document.getElementById('take-text').textContent = say('take');
  document.getElementById('choose-text').textContent = say('choose');
  if (!/^[0-9a-f]{32}$/.test(token)) {
    document.getElementById('status').textContent = say('no-link');
    for (const id of ['take-label', 'choose-label']) document.getElementById(id).classList.add('off');
    return;
  }
  document.getElementById('banner').textContent = say('hint');
  for (const id of ['take', 'choose']) {
    document.getElementById(id).addEventListener('change', event => take(event.target));
  }
}

start();
