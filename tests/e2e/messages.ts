// The texts the tests read, taken from the message files the app is built from (messages/<locale>).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from './fixtures.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

type Locale = 'en' | 'fr' | 'es' | 'zh';
type Messages = Record<string, string>;
const messageFiles = new Map<string, Messages>();

/** Every message of `locale`, from the files project.inlang/settings.json lists for the app's build. */
export function messagesOf(locale: Locale): Messages {
  let messages = messageFiles.get(locale);
  if (!messages) {
    const settings = JSON.parse(fs.readFileSync(path.join(ROOT, 'project.inlang', 'settings.json'), 'utf8')) as {
      'plugin.inlang.messageFormat': { pathPattern: string | string[] };
    };
    const patterns = [settings['plugin.inlang.messageFormat'].pathPattern].flat();
    messages = {};
    for (const pattern of patterns) {
      Object.assign(messages, JSON.parse(fs.readFileSync(path.join(ROOT, pattern.replace('{locale}', locale)), 'utf8')) as Messages);
    }
    messageFiles.set(locale, messages);
  }
  return messages;
}

/** A message as messages/<locale> has it, with {params} filled in. */
export function message(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const text = messagesOf(locale)[key];
  if (typeof text !== 'string') throw new Error(`the ${locale} messages have no "${key}"`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A message in `locale` that must differ from the English one, so a missing translation cannot pass. */
export function translated(locale: 'fr' | 'es' | 'zh', key: string, params: Record<string, string | number> = {}): string {
  const text = message(locale, key, params);
  expect(text, `the ${locale} message "${key}" is not translated`).not.toBe(message('en', key, params));
  return text;
}
