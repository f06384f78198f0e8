// The message catalogs: messages/<locale>/<catalog>.json, one catalog per feature (named after
// src/features/<name>) or per shared home (common, errors, labels, mail, payments, shell, ui).
// project.inlang/settings.json lists every catalog in its pathPattern array; paraglide merges them,
// so an id must live in exactly one catalog, and that catalog holds it in every locale.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const MESSAGES_DIR = path.join(root, 'messages');
export const SETTINGS_FILE = path.join(root, 'project.inlang', 'settings.json');
export const SCHEMA = 'https://inlang.com/schema/inlang-message-format';
const PATTERN = /^\.\/messages\/\{locale\}\/([a-z][a-z0-9-]*)\.json$/;

export const readSettings = () => JSON.parse(fs.readFileSync(SETTINGS_FILE, 'utf8'));

/** The locales, base locale first, as project.inlang/settings.json has them. @type {string[]} */
export const LOCALES = readSettings().locales;

/** The catalog names, in the order of the pathPattern array in project.inlang/settings.json. */
export function catalogNames(settings = readSettings()) {
  return settings['plugin.inlang.messageFormat'].pathPattern.map((pattern) => {
    const match = PATTERN.exec(pattern);
    if (!match) throw new Error(`${pattern} in project.inlang/settings.json is not ./messages/{locale}/<catalog>.json`);
    return match[1];
  });
}

export const catalogPattern = (name) => `./messages/{locale}/${name}.json`;
export const catalogFile = (locale, name, dir = MESSAGES_DIR) => path.join(dir, locale, `${name}.json`);

/** One catalog of one locale as id → text, without $schema; {} when the file does not exist. @returns {Record<string, string>} */
export function readCatalog(locale, name, dir = MESSAGES_DIR) {
  const file = catalogFile(locale, name, dir);
  if (!fs.existsSync(file)) return {};
  const { $schema: _schema, ...messages } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return messages;
}

/** Every message of a locale as id → text, merged over all catalogs (what paraglide compiles). @returns {Record<string, string>} */
export function readMessages(locale, dir = MESSAGES_DIR, names = catalogNames()) {
  return Object.assign({}, ...names.map((name) => readCatalog(locale, name, dir)));
}

/** Writes a catalog with $schema first and the ids sorted, through a rename so no reader sees half a file. */
export function writeCatalog(locale, name, messages, dir = MESSAGES_DIR) {
  const file = catalogFile(locale, name, dir);
  const sorted = Object.fromEntries(Object.keys(messages).sort().map((id) => [id, messages[id]]));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, JSON.stringify({ $schema: SCHEMA, ...sorted }, null, 2) + '\n');
  fs.renameSync(`${file}.tmp`, file);
}
