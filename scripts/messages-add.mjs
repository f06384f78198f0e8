#!/usr/bin/env node
// Merges new message keys into messages/{en,fr,es,zh}.json under a lock, so that
// several people (or helpers) adding keys at once never lose each other's work.
// Usage: node scripts/messages-add.mjs file.json
//   file.json: { "key": { "en": "...", "fr": "...", "es": "...", "zh": "..." }, ... }
import fs from 'node:fs';
import path from 'node:path';

const LOCALES = ['en', 'fr', 'es', 'zh'];
const dir = path.resolve(import.meta.dirname, '..', 'messages');
const lock = path.join(dir, '.lock');

const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
for (const [key, texts] of Object.entries(input)) {
  if (!/^[a-z][a-z0-9_]*$/.test(key)) throw new Error(`bad key ${key}: use snake_case`);
  for (const l of LOCALES) {
    if (typeof texts[l] !== 'string' || texts[l].trim() === '') throw new Error(`${key} lacks ${l}`);
  }
}

const deadline = Date.now() + 10_000;
for (;;) {
  try { fs.mkdirSync(lock); break; } catch {
    if (Date.now() > deadline) throw new Error('messages/.lock held for 10 s; remove it if stale');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
try {
  for (const l of LOCALES) {
    const file = path.join(dir, `${l}.json`);
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const [key, texts] of Object.entries(input)) data[key] = texts[l];
    const { $schema, ...rest } = data;
    const sorted = Object.fromEntries(Object.keys(rest).sort().map((k) => [k, rest[k]]));
    fs.writeFileSync(file + '.tmp', JSON.stringify({ $schema, ...sorted }, null, 2) + '\n');
    fs.renameSync(file + '.tmp', file);
  }
} finally {
  fs.rmdirSync(lock);
}
console.log(`merged ${Object.keys(input).length} keys into ${LOCALES.join(', ')}`);
