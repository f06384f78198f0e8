#!/usr/bin/env node
// Validates the message catalogs, messages/<locale>/<catalog>.json (see scripts/message-catalogs.mjs):
// - every catalog listed in project.inlang/settings.json exists in every locale, and no catalog file is
//   left out of that list (paraglide would not read it);
// - each catalog holds the same ids in every locale, as non-empty texts with the same {placeholders};
// - no id lives in two catalogs (paraglide merges them, so the later one would silently win);
// - every file stays under 400 lines, so a catalog is split before it grows into a second en.json.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES, MESSAGES_DIR, catalogNames, readSettings } from './message-catalogs.mjs';

export const MAX_LINES = 400;
/** The lines of a catalog with `ids` messages as writeCatalog writes it: braces, $schema, one line each. */
export const linesOf = (ids) => ids + 3;

const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort().join(',');

export function checkMessages(dir = MESSAGES_DIR, settings = readSettings()) {
  const problems = [];
  let names;
  try {
    names = catalogNames(settings);
  } catch (error) {
    return { problems: [error.message], catalogs: 0, ids: 0, longest: 0 };
  }
  const [base] = LOCALES;
  const catalogs = {}; // locale → catalog → id → text
  let longest = 0;
  for (const locale of LOCALES) {
    catalogs[locale] = {};
    if (fs.existsSync(path.join(dir, `${locale}.json`))) {
      problems.push(`${locale}.json: not read any more; move its keys into messages/${locale}/<catalog>.json`);
    }
    const onDisk = fs.existsSync(path.join(dir, locale))
      ? fs.readdirSync(path.join(dir, locale)).filter((file) => file.endsWith('.json'))
      : [];
    for (const file of onDisk) {
      if (!names.includes(file.slice(0, -'.json'.length))) {
        problems.push(`${locale}/${file}: not listed in project.inlang/settings.json, so never compiled`);
      }
    }
    for (const name of names) {
      const where = `${locale}/${name}.json`;
      if (!onDisk.includes(`${name}.json`)) {
        problems.push(`${where}: missing`);
        continue;
      }
      const text = fs.readFileSync(path.join(dir, locale, `${name}.json`), 'utf8');
      const lines = text.trimEnd().split('\n').length;
      longest = Math.max(longest, lines);
      if (lines >= MAX_LINES) problems.push(`${where}: ${lines} lines (at most ${MAX_LINES - 1}); split the catalog`);
      let parsed;
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        problems.push(`${where}: ${error.message}`);
        continue;
      }
      const { $schema: _schema, ...messages } = parsed;
      for (const [id, value] of Object.entries(messages)) {
        if (typeof value !== 'string' || value.trim() === '') problems.push(`${where}: ${id} is empty or not a text`);
      }
      catalogs[locale][name] = messages;
    }
  }

  for (const locale of LOCALES) {
    const home = new Map();
    for (const name of names) {
      for (const id of Object.keys(catalogs[locale][name] ?? {})) {
        if (home.has(id)) problems.push(`${locale}: ${id} is in both ${home.get(id)}.json and ${name}.json`);
        else home.set(id, name);
      }
    }
  }

  for (const name of names) {
    const reference = catalogs[base][name];
    if (!reference) continue;
    for (const locale of LOCALES.slice(1)) {
      const other = catalogs[locale][name];
      if (!other) continue;
      const where = `${locale}/${name}.json`;
      const missing = Object.keys(reference).filter((id) => !(id in other));
      const extra = Object.keys(other).filter((id) => !(id in reference));
      if (missing.length) problems.push(`${where}: lacks ${missing.join(', ')} (in ${base}/${name}.json)`);
      if (extra.length) problems.push(`${where}: has ${extra.join(', ')}, which ${base}/${name}.json has not`);
      for (const [id, text] of Object.entries(other)) {
        if (typeof text !== 'string' || typeof reference[id] !== 'string') continue;
        if (placeholders(text) !== placeholders(reference[id])) {
          problems.push(`${where}: ${id} has {${placeholders(text)}}, ${base} has {${placeholders(reference[id])}}`);
        }
      }
    }
  }

  const ids = Object.values(catalogs[base]).reduce((sum, messages) => sum + Object.keys(messages).length, 0);
  return { problems, catalogs: names.length, ids, longest };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { problems, catalogs, ids, longest } = checkMessages();
  if (problems.length) {
    for (const problem of problems) console.error(`- ${problem}`);
    console.error(`\n${problems.length} problem(s) in messages/<locale>/<catalog>.json`);
    process.exit(1);
  }
  console.log(`messages: ${catalogs} catalogs × ${LOCALES.length} locales, ${ids} ids, longest file ${longest} lines`);
}
