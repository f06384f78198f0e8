#!/usr/bin/env node
// Validates the legal and policy page content in messages/content/legal/<slug>/<locale>.json:
// every page exists in every locale, has the fields the legal page component reads,
// keeps the same section ids (and block shapes) in every locale, uses only `p` and `ul`
// blocks, links only to routes the site serves, and has no English left in fr, es or zh.
// Usage: node scripts/check-legal-content.mjs   (exit code 1 on any problem)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOCALES, englishWords, readLocalizedPages, readStringList } from './content-files.mjs';

/** The app's own list (src/features/legal/legal-slugs.ts), so the two cannot drift apart. */
export const LEGAL_SLUGS = readStringList(path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/features/legal/legal-slugs.ts'), 'LEGAL_SLUGS');
export const ALLOWED_ROUTES = new Set([
  ...LEGAL_SLUGS.map((slug) => `/${slug}`),
  '/Privacy-Inquiry',
  '/Privacy-Inquiry-Without-Account',
  '/Request-Personal-Data',
  '/contact-us',
  '/help',
  '/settings/security',
  '/settings',
  '/signup',
  '/login',
  '/pricing',
  '/accessibility',
]);
const BLOCK_TYPES = new Set(['p', 'ul']);
const LONG_PAGES = new Set(['Privacy-Policy', 'Terms-Of-Use']);
const WORDS = { long: [1500, 2500], short: [500, 1200] };
const MAX_DESCRIPTION = 155;
const SECTION_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const LINK = /\[([^\]]*)\]\(([^)]*)\)/g;
// Words that are common in English prose and are not words in French or Spanish.
const root = fileURLToPath(new URL('..', import.meta.url));
export const LEGAL_DIR = path.join(root, 'messages/content/legal');

/** Every readable string of a page with a stable key, so that locales can be compared. */
function strings(page) {
  const out = [
    ['title', page.title],
    ['description', page.description],
    ['summary', page.summary],
  ];
  for (const section of page.sections ?? []) {
    out.push([`${section.id}.heading`, section.heading]);
    (section.blocks ?? []).forEach((block, b) => {
      if (block?.type === 'p') out.push([`${section.id}.${b}`, block.text]);
      if (block?.type === 'ul') (block.items ?? []).forEach((item, i) => out.push([`${section.id}.${b}.${i}`, item]));
    });
  }
  return out;
}

const plain = (text) => text.replace(LINK, '$1');
const wordCount = (page) =>
  strings(page)
    .filter(([key]) => key !== 'description')
    .reduce((n, [, text]) => n + (typeof text === 'string' ? plain(text).split(/\s+/).filter(Boolean).length : 0), 0);
const links = (page) =>
  strings(page)
    .flatMap(([, text]) => (typeof text === 'string' ? [...text.matchAll(LINK)].map((m) => m[2]) : []))
    .sort();

function checkShape(page, where, problems) {
  const fail = (msg) => problems.push(`${where}: ${msg}`);
  if (!page || typeof page !== 'object' || Array.isArray(page)) return fail('not a JSON object');
  const allowedKeys = new Set(['title', 'description', 'updated', 'summary', 'sections']);
  for (const key of Object.keys(page)) if (!allowedKeys.has(key)) fail(`unknown field "${key}"`);
  for (const key of ['title', 'description', 'summary', 'updated']) {
    if (typeof page[key] !== 'string' || !page[key].trim()) fail(`"${key}" must be a non-empty string`);
  }
  if (typeof page.updated === 'string' && (!DATE.test(page.updated) || Number.isNaN(Date.parse(page.updated)))) {
    fail(`"updated" must be a date written YYYY-MM-DD, got "${page.updated}"`);
  }
  if (typeof page.description === 'string' && [...page.description].length > MAX_DESCRIPTION) {
    fail(`description has ${[...page.description].length} characters (at most ${MAX_DESCRIPTION})`);
  }
  if (!Array.isArray(page.sections) || page.sections.length === 0) return fail('"sections" must be a non-empty array');
  const seen = new Set();
  page.sections.forEach((section, s) => {
    const at = `section ${s + 1}${section?.id ? ` (${section.id})` : ''}`;
    if (!section || typeof section !== 'object') return fail(`${at} is not an object`);
    for (const key of Object.keys(section)) if (!['id', 'heading', 'blocks'].includes(key)) fail(`${at}: unknown field "${key}"`);
    if (typeof section.id !== 'string' || !SECTION_ID.test(section.id)) fail(`${at}: id must be lower-case words joined by "-"`);
    else if (seen.has(section.id)) fail(`${at}: duplicate section id`);
    else seen.add(section.id);
    if (typeof section.heading !== 'string' || !section.heading.trim()) fail(`${at}: heading must be a non-empty string`);
    if (!Array.isArray(section.blocks) || section.blocks.length === 0) return fail(`${at}: blocks must be a non-empty array`);
    section.blocks.forEach((block, b) => {
      const bat = `${at} block ${b + 1}`;
      if (!block || !BLOCK_TYPES.has(block.type)) return fail(`${bat}: type must be "p" or "ul", got ${JSON.stringify(block?.type)}`);
      if (block.type === 'p') {
        if (Object.keys(block).sort().join() !== 'text,type') fail(`${bat}: a "p" block has exactly "type" and "text"`);
        if (typeof block.text !== 'string' || !block.text.trim()) fail(`${bat}: text must be a non-empty string`);
      } else {
        if (Object.keys(block).sort().join() !== 'items,type') fail(`${bat}: a "ul" block has exactly "type" and "items"`);
        if (!Array.isArray(block.items) || block.items.length === 0) fail(`${bat}: items must be a non-empty array`);
        else block.items.forEach((item, i) => {
          if (typeof item !== 'string' || !item.trim()) fail(`${bat} item ${i + 1}: must be a non-empty string`);
        });
      }
    });
  });
  for (const [key, text] of strings(page)) {
    if (typeof text !== 'string') continue;
    if (text !== text.trim()) fail(`${key}: leading or trailing white space`);
    if (/<[a-z/!]/i.test(text)) fail(`${key}: HTML is not allowed`);
    if (/\*\*|__|`/.test(text)) fail(`${key}: only links are allowed as mark-up`);
    const inBlock = !['title', 'description', 'summary'].includes(key) && !key.endsWith('.heading');
    if (!inBlock && text.match(LINK)) fail(`${key}: links are allowed only in paragraphs and list items`);
    for (const m of text.matchAll(LINK)) {
      const [target] = m[2].split('#');
      if (!m[1].trim()) fail(`${key}: link to ${m[2]} has no text`);
      if (!ALLOWED_ROUTES.has(target)) fail(`${key}: link to "${m[2]}" is not an allowed internal route`);
    }
    const rest = text.replace(LINK, '');
    if (/\]\(|\[[^\]]*\]\s+\(/.test(rest)) fail(`${key}: malformed link`);
    if (/https?:\/\/|www\./i.test(rest)) fail(`${key}: external address; link only to internal routes`);
  }
}

/** Returns the list of problems (empty when all is well) and the English word count per page. */
export function checkLegalContent(dir = LEGAL_DIR) {
  const problems = [];
  const words = {};
  if (!existsSync(dir)) return { problems: [`${dir} does not exist`], words };
  for (const [slug, pages] of readLocalizedPages(dir, LEGAL_SLUGS, 'legal pages', problems, (page, where) => checkShape(page, where, problems))) {
    const en = pages.en;
    if (!en) continue;
    const count = wordCount(en);
    words[slug] = count;
    const [min, max] = LONG_PAGES.has(slug) ? WORDS.long : WORDS.short;
    if (count < min || count > max) problems.push(`${slug}/en.json: ${count} words (expected ${min}–${max})`);
    const shape = (page) =>
      page.sections.map((s) => `${s.id}[${s.blocks.map((b) => (b.type === 'ul' ? `ul${b.items.length}` : 'p')).join(',')}]`);
    const enStrings = new Map(strings(en));
    const enLinks = links(en).join(' ');
    for (const locale of LOCALES.slice(1)) {
      const page = pages[locale];
      if (!page) continue;
      const where = `${slug}/${locale}.json`;
      const ids = page.sections.map((s) => s.id).join(', ');
      const enIds = en.sections.map((s) => s.id).join(', ');
      if (ids !== enIds) {
        problems.push(`${where}: section ids [${ids}] differ from en [${enIds}]`);
        continue;
      }
      const a = shape(page);
      const b = shape(en);
      a.forEach((s, i) => {
        if (s !== b[i]) problems.push(`${where}: blocks ${s} differ from en ${b[i]}`);
      });
      if (page.updated !== en.updated) problems.push(`${where}: updated ${page.updated} differs from en ${en.updated}`);
      if (links(page).join(' ') !== enLinks) problems.push(`${where}: links [${links(page).join(' ')}] differ from en [${enLinks}]`);
      for (const [key, text] of strings(page)) {
        if (typeof text !== 'string') continue;
        const english = enStrings.get(key);
        const letters = plain(text).replace(/[^\p{L}]/gu, '');
        if (english === text && letters.length > 0 && /\s/.test(text.trim())) {
          problems.push(`${where}: ${key} is the same as the English text`);
        } else if (locale === 'zh' && letters.length > 0 && !/\p{Script=Han}/u.test(text)) {
          problems.push(`${where}: ${key} has no Chinese: "${text.slice(0, 60)}"`);
        } else if (locale === 'zh' && /[a-z]{2,}(\s+[a-z]{2,}){3,}/i.test(plain(text))) {
          problems.push(`${where}: ${key} contains an English phrase: "${text.slice(0, 60)}"`);
        } else if (locale !== 'zh') {
          const found = englishWords(plain(text));
          if (found.size >= 2) problems.push(`${where}: ${key} reads as English (${[...found].join(', ')}): "${text.slice(0, 60)}"`);
        }
      }
    }
  }
  return { problems, words };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { problems, words } = checkLegalContent();
  for (const [slug, count] of Object.entries(words)) console.log(`${slug.padEnd(30)} ${String(count).padStart(5)} English words`);
  if (problems.length) {
    console.error(`\n${problems.length} problem(s) in messages/content/legal:`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(`\nmessages/content/legal: ${LEGAL_SLUGS.length} pages × ${LOCALES.length} locales are valid`);
}
