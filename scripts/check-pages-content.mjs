#!/usr/bin/env node
// Validates the marketing page content in messages/content/pages/<slug>/<locale>.json:
// every page exists in every locale with the fields src/features/marketing/MarketingPage.tsx
// reads, keeps the same sections, items, links and calls to action in every locale, links
// only to routes the site serves, quotes no price that src/shared/fees.ts does not charge,
// and has no English left in fr, es or zh.
// Usage: node scripts/check-pages-content.mjs   (exit code 1 on any problem)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOCALES, contractIndustries, englishWords, readLocalizedPages, readStringList } from './content-files.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PAGES_DIR = path.join(root, 'messages/content/pages');
export const FEES_FILE = path.join(root, 'src/shared/fees.ts');
const SOURCES = {
  pages: path.join(root, 'src/features/marketing/marketing-slugs.ts'),
  publicRoutes: path.join(root, 'src/routes/public-routes.ts'),
  legal: path.join(root, 'src/features/legal/legal-slugs.ts'),
};

/** The app's own list (src/features/marketing/marketing-slugs.ts), so the two cannot drift apart. */
export const PAGE_SLUGS = readStringList(SOURCES.pages, 'MARKETING_SLUGS');
/** Pages that need a session, so public-routes.ts leaves them out, but content may still send people there. */
const SIGNED_IN_ROUTES = ['/signup', '/signup/employer', '/signup/candidate', '/login', '/jobs', '/hire-staff', '/pricing/estimate', '/account/help'];
const DESCRIPTION = [110, 170];
const SECTION_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const LINK = /\[([^\]\n]*)\]\(([^)]*)\)/g;
/** An amount with a currency sign or word before or after it, in any of our languages. */
const MONEY = [
  /(?:US\s?)?\$\s?(\d[\d.,\u00a0\u202f]*)/g,
  /(\d[\d.,\u00a0\u202f ]*?)\s?(?:\$|USD\b|dollars?\b|dólares?\b|美元|美金)/gi,
];

/** Every path a page may send people to: the public pages as src/routes/public-routes.ts builds them, and the signed-in ones. */
export function allowedRoutes() {
  return new Set([
    ...readStringList(SOURCES.publicRoutes, 'MARKETING_PATHS'),
    ...readStringList(SOURCES.publicRoutes, 'FORM_PATHS'),
    ...contractIndustries().map((industry) => `/solutions/${industry}`),
    ...readStringList(SOURCES.legal, 'LEGAL_SLUGS').map((slug) => `/${slug}`),
    ...SIGNED_IN_ROUTES,
  ]);
}

/** Every amount in FEES, in dollars: the only prices a page may quote. */
export function readFeeDollars(file = FEES_FILE) {
  const source = readFileSync(file, 'utf8');
  const table = source.slice(source.indexOf('export const FEES'));
  const body = table.slice(0, table.indexOf('} as const'));
  // `percent: 2.9` is a rate, not cents: the look-ahead skips numbers with a decimal point.
  const cents = [...body.matchAll(/\b[A-Za-z]+\s*:\s*(\d[\d_]*)(?![\d.])/g)].map((m) => Number(m[1].replaceAll('_', '')));
  return new Set(cents.map((c) => c / 100));
}

function parseAmount(raw) {
  let digits = raw.replace(/[\s\u00a0\u202f]/g, '');
  // A comma before exactly two final digits is a decimal comma (French, Spanish); any other is a thousands separator.
  digits = /,\d{2}$/.test(digits) ? digits.replace(/\.(?=\d{3})/g, '').replace(',', '.') : digits.replace(/,/g, '');
  digits = digits.replace(/\.$/, '');
  return Number(digits);
}

const amounts = (text) => MONEY.flatMap((re) => [...text.matchAll(re)].map((m) => ({ raw: m[0].trim(), value: parseAmount(m[1]) })));

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every readable string of a page with a stable key, so that locales can be compared; `links` marks where links may appear. */
function strings(page) {
  const out = [];
  const add = (key, text, links = false) => out.push({ key, text, links });
  add('title', page.title);
  add('description', page.description);
  add('headline', page.headline);
  add('intro', page.intro);
  for (const section of Array.isArray(page.sections) ? page.sections : []) {
    if (!isObject(section)) continue;
    add(`${section.id}.heading`, section.heading);
    (Array.isArray(section.body) ? section.body : []).forEach((p, i) => add(`${section.id}.body.${i}`, p, true));
    (Array.isArray(section.items) ? section.items : []).forEach((item, i) => {
      add(`${section.id}.items.${i}.title`, item?.title);
      add(`${section.id}.items.${i}.text`, item?.text, true);
    });
    if (isObject(section.cta)) add(`${section.id}.cta.label`, section.cta.label);
  }
  if (isObject(page.cta)) {
    add('cta.heading', page.cta.heading);
    add('cta.text', page.cta.text);
    if (isObject(page.cta.primary)) add('cta.primary.label', page.cta.primary.label);
    if (isObject(page.cta.secondary)) add('cta.secondary.label', page.cta.secondary.label);
  }
  return out;
}

/** Every internal path a page sends people to: links in text, and each call to action's `to`. */
function targets(page) {
  const out = strings(page).flatMap(({ text }) => (typeof text === 'string' ? [...text.matchAll(LINK)].map((m) => m[2]) : []));
  for (const section of page.sections) if (section.cta) out.push(section.cta.to);
  out.push(page.cta.primary.to);
  if (page.cta.secondary) out.push(page.cta.secondary.to);
  return out;
}

const plain = (text) => text.replace(LINK, '$1');

function checkLink(link, at, routes, fail) {
  if (!isObject(link)) return fail(`${at} must be an object with "label" and "to"`);
  if (Object.keys(link).sort().join() !== 'label,to') fail(`${at} has exactly "label" and "to"`);
  if (typeof link.label !== 'string' || !link.label.trim()) fail(`${at}.label must be a non-empty string`);
  if (typeof link.to !== 'string' || !routes.has(link.to.split(/[?#]/)[0])) fail(`${at}.to "${link.to}" is not a route the site serves`);
}

function checkShape(page, where, locale, context) {
  const { problems, routes, feeDollars } = context;
  const fail = (msg) => problems.push(`${where}: ${msg}`);
  if (!isObject(page)) return fail('not a JSON object');
  const allowed = ['title', 'description', 'headline', 'intro', 'sections', 'cta'];
  for (const key of Object.keys(page)) if (!allowed.includes(key)) fail(`unknown field "${key}"`);
  for (const key of ['title', 'description', 'headline', 'intro']) {
    if (typeof page[key] !== 'string' || !page[key].trim()) fail(`"${key}" must be a non-empty string`);
  }
  if (typeof page.description === 'string') {
    const length = [...page.description].length;
    if (length < DESCRIPTION[0] || length > DESCRIPTION[1]) fail(`description has ${length} characters (expected ${DESCRIPTION[0]}–${DESCRIPTION[1]})`);
  }
  if (!Array.isArray(page.sections) || page.sections.length === 0) fail('"sections" must be a non-empty array');
  else {
    const seen = new Set();
    page.sections.forEach((section, s) => {
      const at = `section ${s + 1}${section?.id ? ` (${section.id})` : ''}`;
      if (!isObject(section)) return fail(`${at} is not an object`);
      for (const key of Object.keys(section)) if (!['id', 'heading', 'body', 'items', 'cta'].includes(key)) fail(`${at}: unknown field "${key}"`);
      if (typeof section.id !== 'string' || !SECTION_ID.test(section.id)) fail(`${at}: id must be kebab-case`);
      else if (seen.has(section.id)) fail(`${at}: duplicate id`);
      seen.add(section.id);
      if (typeof section.heading !== 'string' || !section.heading.trim()) fail(`${at}: "heading" must be a non-empty string`);
      if (!Array.isArray(section.body) || section.body.length === 0) fail(`${at}: "body" must be a non-empty array of paragraphs`);
      else section.body.forEach((p, i) => {
        if (typeof p !== 'string' || !p.trim()) fail(`${at}: paragraph ${i + 1} must be a non-empty string`);
      });
      if (section.items !== undefined) {
        if (!Array.isArray(section.items) || section.items.length === 0) fail(`${at}: "items", when present, must be a non-empty array`);
        else section.items.forEach((item, i) => {
          if (!isObject(item)) return fail(`${at}: item ${i + 1} is not an object`);
          if (Object.keys(item).sort().join() !== 'text,title') fail(`${at}: item ${i + 1} has exactly "title" and "text"`);
          for (const key of ['title', 'text']) if (typeof item[key] !== 'string' || !item[key].trim()) fail(`${at}: item ${i + 1}.${key} must be a non-empty string`);
        });
      }
      if (section.cta !== undefined) checkLink(section.cta, `${at}: cta`, routes, fail);
    });
  }
  if (!isObject(page.cta)) fail('"cta" must be an object');
  else {
    for (const key of Object.keys(page.cta)) if (!['heading', 'text', 'primary', 'secondary'].includes(key)) fail(`cta: unknown field "${key}"`);
    for (const key of ['heading', 'text']) if (typeof page.cta[key] !== 'string' || !page.cta[key].trim()) fail(`cta.${key} must be a non-empty string`);
    checkLink(page.cta.primary, 'cta.primary', routes, fail);
    if (page.cta.secondary !== undefined) checkLink(page.cta.secondary, 'cta.secondary', routes, fail);
  }
  for (const { key, text, links } of strings(page)) {
    if (typeof text !== 'string') continue;
    if (text !== text.trim()) fail(`${key}: leading or trailing white space`);
    if (/<[a-z/!]/i.test(text)) fail(`${key}: HTML is not allowed`);
    if (/\*\*|__|`/.test(text)) fail(`${key}: only links are allowed as mark-up`);
    const found = [...text.matchAll(LINK)];
    if (found.length && !links) fail(`${key}: links are allowed only in section paragraphs and item texts`);
    for (const m of found) {
      if (!m[1].trim()) fail(`${key}: the link to ${m[2]} has no text`);
      if (!routes.has(m[2].split(/[?#]/)[0])) fail(`${key}: link to "${m[2]}" is not a route the site serves`);
    }
    const rest = text.replace(LINK, '');
    if (/\]\(|\[[^\]]*\]\s+\(/.test(rest)) fail(`${key}: malformed link`);
    if (/https?:\/\/|www\./i.test(rest)) fail(`${key}: external address; link only to pages of this site`);
    if (/\{[a-z_]+\}/i.test(text)) fail(`${key}: placeholders are not filled in on this page`);
    for (const amount of amounts(plain(text))) {
      if (!feeDollars.has(amount.value)) fail(`${key}: "${amount.raw}" is not a price in src/shared/fees.ts (${[...feeDollars].join(', ')} dollars)`);
    }
    if (locale === 'zh' && /\p{Script=Han}[,;:?!]|\p{Script=Han}\.(\s|$)/u.test(text)) fail(`${key}: ASCII punctuation after Chinese text`);
    if (locale === 'fr' && / [?!:;»]/.test(plain(text))) fail(`${key}: use a no-break space before ? ! : ; » in French`);
    if (locale === 'es' && /\?/.test(text) && !/¿/.test(text)) fail(`${key}: a Spanish question opens with ¿`);
  }
}

/** What a translation must keep from the English page: its sections, their items and calls to action, and where links go. */
function skeleton(page) {
  return page.sections.map((s) => `${s.id}[${s.items?.length ?? 0} items${s.cta ? `, cta ${s.cta.to}` : ''}]`).join(' ') +
    ` | cta ${page.cta.primary.to}${page.cta.secondary ? ` + ${page.cta.secondary.to}` : ''}`;
}

function checkTranslation(page, en, where, locale, problems) {
  const ids = page.sections.map((s) => s.id).join(', ');
  const enIds = en.sections.map((s) => s.id).join(', ');
  if (ids !== enIds) return problems.push(`${where}: section ids [${ids}] differ from en [${enIds}]`);
  if (skeleton(page) !== skeleton(en)) problems.push(`${where}: structure ${skeleton(page)} differs from en ${skeleton(en)}`);
  const links = targets(page).sort().join(' ');
  const enLinks = targets(en).sort().join(' ');
  if (links !== enLinks) problems.push(`${where}: links [${links}] differ from en [${enLinks}]`);
  const enStrings = new Map(strings(en).map(({ key, text }) => [key, text]));
  for (const { key, text } of strings(page)) {
    if (typeof text !== 'string') continue;
    const letters = plain(text).replace(/[^\p{L}]/gu, '');
    if (enStrings.get(key) === text && letters.length > 0 && /\s/.test(text.trim())) {
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

/** Returns the problems (empty when all is well), a summary per page, and the pages with no file at all yet. */
export function checkPagesContent(dir = PAGES_DIR, feesFile = FEES_FILE) {
  const problems = [];
  const summary = {};
  const unwritten = [];
  let routes, feeDollars;
  try {
    routes = allowedRoutes();
    feeDollars = readFeeDollars(feesFile);
  } catch (error) {
    return { problems: [error.message], summary, unwritten };
  }
  if (feeDollars.size === 0) return { problems: [`no fees found in ${feesFile}`], summary, unwritten };
  if (!existsSync(dir)) return { problems: [`${dir} does not exist`], summary, unwritten };
  const context = { problems, routes, feeDollars };
  const read = readLocalizedPages(dir, PAGE_SLUGS, 'marketing pages', problems, (page, where, locale) => checkShape(page, where, locale, context));
  for (const [slug, pages] of read) {
    // A page nobody has written yet is one line, not four "missing" ones.
    const missing = LOCALES.map((l) => `${slug}/${l}.json: missing`);
    if (missing.every((line) => problems.includes(line))) {
      problems.splice(0, problems.length, ...problems.filter((p) => !missing.includes(p)));
      problems.push(`${slug}: not written yet (no ${LOCALES.join('/')}.json in messages/content/pages/${slug})`);
      unwritten.push(slug);
      continue;
    }
    const en = pages.en;
    if (!en) continue;
    summary[slug] = { sections: en.sections.length, locales: LOCALES.filter((l) => pages[l]) };
    for (const locale of LOCALES.slice(1)) {
      if (pages[locale]) checkTranslation(pages[locale], en, `${slug}/${locale}.json`, locale, problems);
    }
  }
  return { problems, summary, unwritten };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { problems, summary, unwritten } = checkPagesContent();
  for (const slug of PAGE_SLUGS) {
    const own = problems.filter((p) => p.startsWith(`${slug}/`) || p.startsWith(`${slug}:`)).length;
    const sections = summary[slug] ? `${summary[slug].sections} sections` : '';
    const status = unwritten.includes(slug) ? 'not written yet' : own ? `${own} problem(s)` : 'ok';
    console.log(`${slug.padEnd(16)} ${sections.padEnd(12)} ${status}`);
  }
  if (problems.length) {
    console.error(`\n${problems.length} problem(s) in messages/content/pages:`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(`\nmessages/content/pages: ${PAGE_SLUGS.length} pages × ${LOCALES.length} locales are valid`);
}
