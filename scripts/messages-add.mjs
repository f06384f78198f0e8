#!/usr/bin/env node
// Adds or updates message keys in all four locales of one catalog, messages/<locale>/<catalog>.json,
// under a lock, so that several people (or helpers) adding keys at once never lose each other's work.
//
// Usage: node scripts/messages-add.mjs <catalog> file.json
//        node scripts/messages-add.mjs --new <catalog> file.json
//   file.json: { "key": { "en": "...", "fr": "...", "es": "...", "zh": "..." }, ... }
//   <catalog>: where the keys are used (the catalogs are listed in project.inlang/settings.json):
//     - the feature that shows them, named after its folder: src/features/hiring → hiring;
//       also src/machines/<x>.machine.ts → the feature it drives (checkout, pricing), server/billing → billing;
//     - common: used by several features (e.g. the password fields of auth and account);
//     - errors: API error and field messages (server/http/errors.ts) and src/lib/api-problem.ts;
//     - labels: the labels of src/lib (roles, industries, time zones, degrees, ...);
//     - mail: the e-mails of server/mail;
//     - payments: src/payments (card forms, card authentication);
//     - shell: the app shell (src/routes, src/prerender, the page title);
//     - ui: src/ui and words every screen uses (Cancel, Close, Back, ...).
//   --new creates the catalog (four files) and lists it in project.inlang/settings.json; use it for a
//   new feature folder, or when a catalog would reach 400 lines.
// A key that already exists is updated in the catalog that holds it; naming another catalog for it is
// refused, because paraglide merges all catalogs and an id must live in exactly one.
// Then `npm run i18n` compiles the messages; `node scripts/check-messages.mjs` checks the catalogs.
import fs from 'node:fs';
import path from 'node:path';
import {
  LOCALES,
  MESSAGES_DIR,
  SETTINGS_FILE,
  catalogNames,
  catalogPattern,
  readCatalog,
  readSettings,
  writeCatalog,
} from './message-catalogs.mjs';
import { MAX_LINES, linesOf } from './check-messages.mjs';

const args = process.argv.slice(2);
const isNew = args[0] === '--new';
const [catalog, inputFile] = isNew ? args.slice(1) : args;
if (!catalog || !inputFile || args.length !== (isNew ? 3 : 2)) {
  console.error('usage: node scripts/messages-add.mjs [--new] <catalog> file.json (see the top of this script)');
  process.exit(2);
}
if (!/^[a-z][a-z0-9-]*$/.test(catalog)) throw new Error(`bad catalog name ${catalog}: use kebab-case, like the feature folders`);

const input = JSON.parse(fs.readFileSync(inputFile, 'utf8'));
for (const [key, texts] of Object.entries(input)) {
  if (!/^[a-z][a-z0-9_]*$/.test(key)) throw new Error(`bad key ${key}: use snake_case`);
  for (const l of LOCALES) {
    if (typeof texts[l] !== 'string' || texts[l].trim() === '') throw new Error(`${key} lacks ${l}`);
  }
}

const lock = path.join(MESSAGES_DIR, '.lock');
const deadline = Date.now() + 10_000;
for (;;) {
  try {
    fs.mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error('messages/.lock held for 10 s; remove it if stale');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
try {
  const settings = readSettings();
  const names = catalogNames(settings);
  if (isNew && names.includes(catalog)) throw new Error(`catalog ${catalog} exists already: drop --new`);
  if (!isNew && !names.includes(catalog)) {
    throw new Error(`no catalog ${catalog}; the catalogs are: ${names.join(', ')} (--new creates one)`);
  }
  // An id lives in one catalog: the base locale says which.
  for (const other of names.filter((name) => name !== catalog)) {
    const clash = Object.keys(readCatalog(LOCALES[0], other)).filter((key) => key in input);
    if (clash.length) throw new Error(`${clash.join(', ')} live(s) in ${other}: name that catalog to change them`);
  }
  const merged = LOCALES.map((l) => [l, { ...readCatalog(l, catalog), ...Object.fromEntries(Object.entries(input).map(([k, t]) => [k, t[l]])) }]);
  const lines = linesOf(Object.keys(merged[0][1]).length);
  if (lines >= MAX_LINES) {
    throw new Error(`${catalog} would have ${lines} lines (at most ${MAX_LINES - 1}): put these keys in a new catalog (--new)`);
  }
  for (const [l, messages] of merged) writeCatalog(l, catalog, messages);
  if (isNew) {
    settings['plugin.inlang.messageFormat'].pathPattern = [...names, catalog].sort().map(catalogPattern);
    const text = JSON.stringify(settings, null, 2).replace(/\[\s*("[^"\n]*"(?:,\s*"[^"\n]*")*)\s*\]/g, (whole, items) =>
      items.includes('{locale}') ? whole : `[${items.split(/,\s*/).join(', ')}]`,
    );
    fs.writeFileSync(`${SETTINGS_FILE}.tmp`, text + '\n');
    fs.renameSync(`${SETTINGS_FILE}.tmp`, SETTINGS_FILE);
  }
} finally {
  fs.rmdirSync(lock);
}
console.log(`merged ${Object.keys(input).length} keys into messages/{${LOCALES.join(',')}}/${catalog}.json`);
