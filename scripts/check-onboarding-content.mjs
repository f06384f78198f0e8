#!/usr/bin/env node
// Validates the onboarding content in messages/content/onboarding/<page>/<locale>.json: the guide for
// new staff (`resource`, read by src/features/onboarding-resources/ResourcePage.tsx at
// /onboarding/resource) and what onboarding involves (`intro`, read by
// src/features/onboarding-home/OnboardingIntro.tsx). Every page exists in every locale with the fields
// its component reads; the guide has the sections issue 17 asks for, in that order, in every locale,
// with the same blocks and links as English; the introduction has the same steps and lists; links go
// only to pages the site serves; no English is left in fr, es or zh, and each language's punctuation
// is its own.
// Usage: node scripts/check-onboarding-content.mjs   (exit code 1 on any problem)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOCALES, englishWords, readLocalizedPages } from './content-files.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ONBOARDING_DIR = path.join(root, 'messages/content/onboarding');
export const ONBOARDING_PAGES = ['resource', 'intro'];

/** The guide's sections, in the order a new staff member reads them: the same ids in every language. */
export const RESOURCE_SECTIONS = ['first-week', 'working-hours', 'getting-paid', 'security', 'communication', 'equipment', 'getting-help'];

/** Where the content may send people: the candidate's onboarding and work pages, and the public pages it cites. */
export const ALLOWED_ROUTES = new Set([
  '/candidate/compliance',
  '/candidate/intake/survey',
  '/Candidate/ActiveJob',
  '/candidate/create-eod-report',
  '/settings',
  '/settings/security',
  '/contact-us',
  '/help',
  '/Privacy-Policy',
  '/Terms-Of-Use',
  '/Community-Guidelines',
  '/onboarding/resource',
]);
const MAX_DESCRIPTION = 155;
const SECTION_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const LINK = /\[([^\]\n]*)\]\(([^)]*)\)/g;

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const plain = (text) => text.replace(LINK, '$1');

/** Every readable string of a page with a stable key (`links` marks where links may be), so that locales can be compared. */
function strings(slug, page) {
  const out = [];
  const add = (key, text, links = false) => out.push({ key, text, links });
  if (slug === 'resource') {
    for (const key of ['title', 'description', 'summary']) add(key, page[key]);
    for (const section of Array.isArray(page.sections) ? page.sections : []) {
      if (!isObject(section)) continue;
      add(`${section.id}.heading`, section.heading);
      (Array.isArray(section.blocks) ? section.blocks : []).forEach((block, b) => {
        if (block?.type === 'p') add(`${section.id}.${b}`, block.text, true);
        if (block?.type === 'ul') (Array.isArray(block.items) ? block.items : []).forEach((item, i) => add(`${section.id}.${b}.${i}`, item, true));
      });
    }
  } else {
    for (const key of ['title', 'intro', 'steps_heading', 'prepare_heading', 'duration_heading']) add(key, page[key]);
    (Array.isArray(page.steps) ? page.steps : []).forEach((step, i) => {
      add(`steps.${step?.id ?? i}.heading`, step?.heading);
      add(`steps.${step?.id ?? i}.text`, step?.text, true);
    });
    (Array.isArray(page.prepare) ? page.prepare : []).forEach((item, i) => add(`prepare.${i}`, item, true));
    (Array.isArray(page.duration) ? page.duration : []).forEach((item, i) => add(`duration.${i}`, item, true));
  }
  return out;
}

const links = (slug, page) =>
  strings(slug, page)
    .flatMap(({ text }) => (typeof text === 'string' ? [...text.matchAll(LINK)].map((m) => m[2]) : []))
    .sort();

const nonEmptyStrings = (list) => Array.isArray(list) && list.length > 0 && list.every((item) => typeof item === 'string' && item.trim());

function checkResourceShape(page, fail) {
  for (const key of Object.keys(page)) if (!['title', 'description', 'updated', 'summary', 'sections'].includes(key)) fail(`unknown field "${key}"`);
  for (const key of ['title', 'description', 'updated', 'summary']) {
    if (typeof page[key] !== 'string' || !page[key].trim()) fail(`"${key}" must be a non-empty string`);
  }
  if (typeof page.updated === 'string' && (!DATE.test(page.updated) || Number.isNaN(Date.parse(page.updated)))) {
    fail(`"updated" must be a date written YYYY-MM-DD, got "${page.updated}"`);
  }
  if (typeof page.description === 'string' && [...page.description].length > MAX_DESCRIPTION) {
    fail(`description has ${[...page.description].length} characters (at most ${MAX_DESCRIPTION})`);
  }
  if (!Array.isArray(page.sections)) return fail('"sections" must be an array');
  const ids = page.sections.map((section) => section?.id);
  if (ids.join() !== RESOURCE_SECTIONS.join()) fail(`sections [${ids.join(', ')}] must be [${RESOURCE_SECTIONS.join(', ')}]`);
  page.sections.forEach((section, s) => {
    const at = `section ${s + 1}${section?.id ? ` (${section.id})` : ''}`;
    if (!isObject(section)) return fail(`${at} is not an object`);
    for (const key of Object.keys(section)) if (!['id', 'heading', 'blocks'].includes(key)) fail(`${at}: unknown field "${key}"`);
    if (typeof section.id !== 'string' || !SECTION_ID.test(section.id)) fail(`${at}: id must be lower-case words joined by "-"`);
    if (typeof section.heading !== 'string' || !section.heading.trim()) fail(`${at}: heading must be a non-empty string`);
    if (!Array.isArray(section.blocks) || section.blocks.length === 0) return fail(`${at}: blocks must be a non-empty array`);
    section.blocks.forEach((block, b) => {
      const bat = `${at} block ${b + 1}`;
      if (block?.type === 'p') {
        if (Object.keys(block).sort().join() !== 'text,type' || typeof block.text !== 'string' || !block.text.trim()) fail(`${bat}: a "p" block has "type" and a non-empty "text"`);
      } else if (block?.type === 'ul') {
        if (Object.keys(block).sort().join() !== 'items,type' || !nonEmptyStrings(block.items)) fail(`${bat}: a "ul" block has "type" and non-empty "items"`);
      } else fail(`${bat}: type must be "p" or "ul", got ${JSON.stringify(block?.type)}`);
    });
  });
}

function checkIntroShape(page, fail) {
  const fields = ['title', 'intro', 'steps_heading', 'steps', 'prepare_heading', 'prepare', 'duration_heading', 'duration'];
  for (const key of Object.keys(page)) if (!fields.includes(key)) fail(`unknown field "${key}"`);
  for (const key of ['title', 'intro', 'steps_heading', 'prepare_heading', 'duration_heading']) {
    if (typeof page[key] !== 'string' || !page[key].trim()) fail(`"${key}" must be a non-empty string`);
  }
  if (!Array.isArray(page.steps) || page.steps.length < 3) fail('"steps" must list at least three steps');
  else {
    const seen = new Set();
    page.steps.forEach((step, i) => {
      const at = `step ${i + 1}`;
      if (!isObject(step) || Object.keys(step).sort().join() !== 'heading,id,text') return fail(`${at} has exactly "id", "heading" and "text"`);
      if (typeof step.id !== 'string' || !SECTION_ID.test(step.id)) fail(`${at}: id must be lower-case words joined by "-"`);
      else if (seen.has(step.id)) fail(`${at}: duplicate id`);
      seen.add(step.id);
      for (const key of ['heading', 'text']) if (typeof step[key] !== 'string' || !step[key].trim()) fail(`${at}: "${key}" must be a non-empty string`);
    });
  }
  for (const key of ['prepare', 'duration']) if (!nonEmptyStrings(page[key])) fail(`"${key}" must be a non-empty list of non-empty strings`);
}

function checkShape(slug, page, where, locale, problems) {
  const fail = (msg) => problems.push(`${where}: ${msg}`);
  if (!isObject(page)) return fail('not a JSON object');
  if (slug === 'resource') checkResourceShape(page, fail);
  else checkIntroShape(page, fail);
  for (const { key, text, links: linksAllowed } of strings(slug, page)) {
    if (typeof text !== 'string') continue;
    if (text !== text.trim()) fail(`${key}: leading or trailing white space`);
    if (/<[a-z/!]/i.test(text)) fail(`${key}: HTML is not allowed`);
    if (/\*\*|__|`/.test(text)) fail(`${key}: only links are allowed as mark-up`);
    const found = [...text.matchAll(LINK)];
    if (found.length && !linksAllowed) fail(`${key}: links are allowed only in paragraphs and list items`);
    for (const m of found) {
      if (!m[1].trim()) fail(`${key}: the link to ${m[2]} has no text`);
      if (!ALLOWED_ROUTES.has(m[2].split(/[?#]/)[0])) fail(`${key}: link to "${m[2]}" is not a route the site serves`);
    }
    const rest = text.replace(LINK, '');
    if (/\]\(|\[[^\]]*\]\s+\(/.test(rest)) fail(`${key}: malformed link`);
    if (/https?:\/\/|www\./i.test(rest)) fail(`${key}: external address; link only to pages of this site`);
    if (locale === 'zh' && /\p{Script=Han}[,;:?!]|\p{Script=Han}\.(\s|$)/u.test(text)) fail(`${key}: ASCII punctuation after Chinese text`);
    if (locale === 'fr' && / [?!:;»]/.test(plain(text))) fail(`${key}: use a no-break space before ? ! : ; » in French`);
    if (locale === 'es' && /\?/.test(text) && !/¿/.test(text)) fail(`${key}: a Spanish question opens with ¿`);
  }
}

/** What a translation must keep from English: the guide's sections and their blocks, the introduction's steps and list lengths. */
function skeleton(slug, page) {
  if (slug === 'resource') {
    return page.sections.map((s) => `${s.id}[${s.blocks.map((b) => (b.type === 'ul' ? `ul${b.items.length}` : 'p')).join(',')}]`).join(' ');
  }
  return `steps ${page.steps.map((step) => step.id).join(',')} | prepare ${page.prepare.length} | duration ${page.duration.length}`;
}

function checkTranslation(slug, page, en, where, locale, problems) {
  if (skeleton(slug, page) !== skeleton(slug, en)) return problems.push(`${where}: structure ${skeleton(slug, page)} differs from en ${skeleton(slug, en)}`);
  if (slug === 'resource' && page.updated !== en.updated) problems.push(`${where}: updated ${page.updated} differs from en ${en.updated}`);
  const own = links(slug, page).join(' ');
  const english = links(slug, en).join(' ');
  if (own !== english) problems.push(`${where}: links [${own}] differ from en [${english}]`);
  const enStrings = new Map(strings(slug, en).map(({ key, text }) => [key, text]));
  for (const { key, text } of strings(slug, page)) {
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

/** Returns the problems (empty when all is well) and, per page, how many sections or steps its English holds. */
export function checkOnboardingContent(dir = ONBOARDING_DIR) {
  const problems = [];
  const summary = {};
  if (!existsSync(dir)) return { problems: [`${dir} does not exist`], summary };
  for (const [slug, pages] of readLocalizedPages(dir, ONBOARDING_PAGES, 'onboarding pages', problems, (page, where, locale) =>
    checkShape(slugOf(where), page, where, locale, problems),
  )) {
    const en = pages.en;
    if (!en) continue;
    summary[slug] = slug === 'resource' ? `${en.sections.length} sections` : `${en.steps.length} steps`;
    for (const locale of LOCALES.slice(1)) {
      if (pages[locale]) checkTranslation(slug, pages[locale], en, `${slug}/${locale}.json`, locale, problems);
    }
  }
  return { problems, summary };
}

/** readLocalizedPages names each file `<slug>/<locale>.json`: the slug is what comes before the slash. */
const slugOf = (where) => where.split('/')[0];

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { problems, summary } = checkOnboardingContent();
  for (const page of ONBOARDING_PAGES) console.log(`${page.padEnd(10)} ${summary[page] ?? 'not readable'}`);
  if (problems.length) {
    console.error(`\n${problems.length} problem(s) in messages/content/onboarding:`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(`\nmessages/content/onboarding: ${ONBOARDING_PAGES.length} pages × ${LOCALES.length} locales are valid`);
}
