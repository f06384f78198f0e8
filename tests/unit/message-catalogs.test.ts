import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkMessages, MAX_LINES } from '../../scripts/check-messages.mjs';
import { catalogNames, catalogPattern, LOCALES, MESSAGES_DIR, readMessages, readSettings } from '../../scripts/message-catalogs.mjs';

// The checker run against a copy of two catalogs (ui and common), edited the way a careless change would.
const settingsFor = (names: string[]) => ({
  ...readSettings(),
  'plugin.inlang.messageFormat': { pathPattern: names.map(catalogPattern) },
});
let dir: string;
const file = (locale: string, name: string) => path.join(dir, locale, `${name}.json`);
const edit = (locale: string, name: string, change: (messages: Record<string, string>) => void) => {
  const messages = JSON.parse(readFileSync(file(locale, name), 'utf8')) as Record<string, string>;
  change(messages);
  writeFileSync(file(locale, name), JSON.stringify(messages, null, 2));
};
const check = (names = ['common', 'ui']) => checkMessages(dir, settingsFor(names)).problems;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'messages-'));
  for (const locale of LOCALES) {
    mkdirSync(path.join(dir, locale));
    for (const name of ['common', 'ui']) cpSync(path.join(MESSAGES_DIR, locale, `${name}.json`), file(locale, name));
  }
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('check-messages', () => {
  it('passes the catalogs as written', () => {
    const { problems, catalogs, longest } = checkMessages();
    expect(problems).toEqual([]);
    expect(catalogs).toBe(catalogNames().length);
    expect(longest).toBeLessThan(MAX_LINES);
  });

  it('passes the copy as written', () => {
    expect(check()).toEqual([]);
  });

  it('finds a catalog missing in one locale, and one left out of the settings', () => {
    rmSync(file('es', 'ui'));
    expect(check()).toEqual(['es/ui.json: missing']);
    expect(check(['ui'])).toContain('en/common.json: not listed in project.inlang/settings.json, so never compiled');
  });

  it('finds an id missing in one locale, an extra one, and an empty text', () => {
    edit('fr', 'ui', (messages) => {
      delete messages.ui_cancel;
      messages.ui_extra = 'En plus';
      messages.ui_close = ' ';
    });
    expect(check()).toEqual([
      'fr/ui.json: ui_close is empty or not a text',
      'fr/ui.json: lacks ui_cancel (in en/ui.json)',
      'fr/ui.json: has ui_extra, which en/ui.json has not',
    ]);
  });

  it('finds an id in two catalogs, which paraglide would merge silently', () => {
    for (const locale of LOCALES) edit(locale, 'common', (messages) => (messages.ui_cancel = 'Cancel'));
    expect(check()).toEqual(LOCALES.map((locale) => `${locale}: ui_cancel is in both common.json and ui.json`));
  });

  it('finds a placeholder renamed in a translation', () => {
    edit('zh', 'common', (messages) => (messages.auth_field_new_password = '{who} 的新密码'));
    expect(check()).toEqual(['zh/common.json: auth_field_new_password has {who}, en has {}']);
  });

  it('finds a catalog that has grown to 400 lines, and a catalog file in the old place', () => {
    for (const locale of LOCALES) {
      edit(locale, 'ui', (messages) => {
        for (let i = 0; i < MAX_LINES; i += 1) messages[`ui_filler_${i}`] = 'Filler';
      });
    }
    writeFileSync(path.join(dir, 'en.json'), '{}');
    const problems = check();
    expect(problems).toContain('en.json: not read any more; move its keys into messages/en/<catalog>.json');
    expect(problems.filter((p: string) => p.includes('lines'))).toEqual(
      LOCALES.map((locale) => expect.stringMatching(new RegExp(`^${locale}/ui\\.json: \\d+ lines \\(at most 399\\)`))),
    );
  });
});

describe('readMessages', () => {
  it('merges every catalog of a locale, as paraglide compiles them', () => {
    const fr = readMessages('fr', dir, ['common', 'ui']);
    expect(fr.ui_cancel).toBe('Annuler');
    expect(Object.keys(fr)).toHaveLength(
      Object.keys(readMessages('fr', dir, ['common'])).length + Object.keys(readMessages('fr', dir, ['ui'])).length,
    );
    expect(fr).not.toHaveProperty('$schema');
  });
});
