#!/usr/bin/env node
// Validates the industry solution page content in messages/content/solutions/<industry>/<locale>.json:
// every industry exists in every locale, has the fields the solution page component reads within
// their limits, names only roles that exist in src/shared/job-roles.ts (mostly the industry's own),
// keeps the same roles, levels, steps and questions in every locale, types no prices (the page
// computes costs from the pricing module), and has no English left in fr, es or zh.
// Usage: node scripts/check-solutions-content.mjs   (exit code 1 on any problem)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOCALES, contractIndustries, englishWords, readLocalizedPages } from './content-files.mjs';

// Every industry the contract names has a solution page (src/features/solutions/solution-pages.ts).
export const SOLUTION_SLUGS = contractIndustries();
export const LEVELS = ['entry', 'intermediate', 'expert'];
const FIELDS = ['title', 'description', 'headline', 'intro', 'roles', 'how_it_works', 'faq'];
const LIMITS = { title: 60, description: 155, headline: 80 };
const ROLES = [3, 6];
const STEPS = 4;
const FAQ = [4, 6];
// A currency sign anywhere, or an amount followed by a currency word: the page computes every cost.
const CURRENCY_SIGN = /[$€£¥₹₱]|\bUSD\b|\bEUR\b|\bUS\s?dollars?\b/i;
const AMOUNT = /\d[\d.,\s\u00a0\u202f]*(?:k\b|dollars?\b|dólares?\b|euros?\b|美元|美金|元|块)/i;
// Words that are common in English prose and are not words in French or Spanish.
const root = fileURLToPath(new URL('..', import.meta.url));
export const SOLUTIONS_DIR = path.join(root, 'messages/content/solutions');
export const JOB_ROLES_FILE = path.join(root, 'src/shared/job-roles.ts');

/** Role id → industry, read from the JOB_ROLES table of the TypeScript module with a regex. */
export function readJobRoles(file = JOB_ROLES_FILE) {
  const source = readFileSync(file, 'utf8');
  const table = source.slice(source.indexOf('export const JOB_ROLES'));
  const body = table.slice(0, table.indexOf('} as const'));
  const roles = new Map();
  for (const m of body.matchAll(/['"]?([a-z0-9-]+)['"]?\s*:\s*\{\s*industry\s*:\s*['"]([a-z-]+)['"]/g)) roles.set(m[1], m[2]);
  return roles;
}

/** Every readable string of a page with a stable key, so that locales can be compared. */
function strings(page) {
  const out = [
    ['title', page.title],
    ['description', page.description],
    ['headline', page.headline],
    ['intro', page.intro],
  ];
  (Array.isArray(page.roles) ? page.roles : []).forEach((role, i) => out.push([`roles.${role?.id ?? i}.summary`, role?.summary]));
  (Array.isArray(page.how_it_works) ? page.how_it_works : []).forEach((step, i) => out.push([`how_it_works.${i}`, step]));
  (Array.isArray(page.faq) ? page.faq : []).forEach((item, i) => {
    out.push([`faq.${i}.q`, item?.q]);
    out.push([`faq.${i}.a`, item?.a]);
  });
  return out;
}


function checkShape(page, where, locale, jobRoles, problems) {
  const fail = (msg) => problems.push(`${where}: ${msg}`);
  if (!page || typeof page !== 'object' || Array.isArray(page)) return fail('not a JSON object');
  for (const key of Object.keys(page)) if (!FIELDS.includes(key)) fail(`unknown field "${key}"`);
  for (const key of ['title', 'description', 'headline', 'intro']) {
    if (typeof page[key] !== 'string' || !page[key].trim()) fail(`"${key}" must be a non-empty string`);
    else if (LIMITS[key] && [...page[key]].length > LIMITS[key]) {
      fail(`${key} has ${[...page[key]].length} characters (at most ${LIMITS[key]})`);
    }
  }
  if (!Array.isArray(page.roles) || page.roles.length < ROLES[0] || page.roles.length > ROLES[1]) {
    fail(`"roles" must be an array of ${ROLES[0]} to ${ROLES[1]} roles`);
  } else {
    const seen = new Set();
    page.roles.forEach((role, i) => {
      const at = `role ${i + 1}${role?.id ? ` (${role.id})` : ''}`;
      if (!role || typeof role !== 'object') return fail(`${at} is not an object`);
      if (Object.keys(role).sort().join() !== 'id,level,summary') fail(`${at}: a role has exactly "id", "level" and "summary"`);
      if (!jobRoles.has(role.id)) fail(`${at}: "${role.id}" is not a role in src/shared/job-roles.ts`);
      if (seen.has(role.id)) fail(`${at}: duplicate role`);
      seen.add(role.id);
      if (!LEVELS.includes(role.level)) fail(`${at}: level must be one of ${LEVELS.join(', ')}`);
      if (typeof role.summary !== 'string' || !role.summary.trim()) fail(`${at}: summary must be a non-empty string`);
    });
  }
  if (!Array.isArray(page.how_it_works) || page.how_it_works.length !== STEPS) {
    fail(`"how_it_works" must be an array of ${STEPS} steps`);
  } else {
    page.how_it_works.forEach((step, i) => {
      if (typeof step !== 'string' || !step.trim()) fail(`step ${i + 1} must be a non-empty string`);
    });
  }
  if (!Array.isArray(page.faq) || page.faq.length < FAQ[0] || page.faq.length > FAQ[1]) {
    fail(`"faq" must be an array of ${FAQ[0]} to ${FAQ[1]} questions`);
  } else {
    page.faq.forEach((item, i) => {
      if (!item || typeof item !== 'object') return fail(`faq ${i + 1} is not an object`);
      if (Object.keys(item).sort().join() !== 'a,q') fail(`faq ${i + 1}: has exactly "q" and "a"`);
      for (const key of ['q', 'a']) if (typeof item[key] !== 'string' || !item[key].trim()) fail(`faq ${i + 1}.${key} must be a non-empty string`);
    });
  }
  for (const [key, text] of strings(page)) {
    if (typeof text !== 'string') continue;
    if (text !== text.trim()) fail(`${key}: leading or trailing white space`);
    if (/\s{2,}/.test(text.replace(/[\u00a0\u202f]/g, ''))) fail(`${key}: repeated white space`);
    if (/<[a-z/!]/i.test(text)) fail(`${key}: HTML is not allowed`);
    if (/\*\*|__|`|\[[^\]]*\]\(/.test(text)) fail(`${key}: mark-up is not allowed`);
    if (/https?:\/\/|www\./i.test(text)) fail(`${key}: external address`);
    if (CURRENCY_SIGN.test(text) || AMOUNT.test(text)) fail(`${key}: looks like a price; costs are computed from the pricing module: "${text.slice(0, 80)}"`);
    if (/\{[a-z_]+\}/i.test(text)) fail(`${key}: placeholders are not filled in on this page`);
    if (locale === 'zh' && /\p{Script=Han}[,;:?!]|\p{Script=Han}\.(\s|$)/u.test(text)) fail(`${key}: ASCII punctuation after Chinese text`);
    if (locale === 'fr' && / [?!:;»]/.test(text)) fail(`${key}: use a no-break space before ? ! : ; » in French`);
    if (locale === 'es' && /\?/.test(text) && !/¿/.test(text)) fail(`${key}: a Spanish question opens with ¿`);
  }
}

/** Returns the list of problems (empty when all is well) and a summary per industry. */
export function checkSolutionsContent(dir = SOLUTIONS_DIR, jobRolesFile = JOB_ROLES_FILE) {
  const problems = [];
  const summary = {};
  let jobRoles;
  try {
    jobRoles = readJobRoles(jobRolesFile);
  } catch (error) {
    return { problems: [`cannot read ${jobRolesFile}: ${error.message}`], summary };
  }
  if (jobRoles.size === 0) return { problems: [`no roles found in ${jobRolesFile}`], summary };
  if (!existsSync(dir)) return { problems: [`${dir} does not exist`], summary };
  for (const [slug, pages] of readLocalizedPages(dir, SOLUTION_SLUGS, 'solution pages', problems, (page, where, locale) => checkShape(page, where, locale, jobRoles, problems))) {
    const en = pages.en;
    if (!en) continue;
    const own = en.roles.filter((r) => jobRoles.get(r.id) === slug).length;
    if (own * 2 < en.roles.length) problems.push(`${slug}/en.json: only ${own} of ${en.roles.length} roles belong to ${slug}; use mostly the industry's own roles`);
    summary[slug] = { roles: en.roles.length, own, faq: en.faq.length };
    const roleKey = (page) => page.roles.map((r) => `${r.id}:${r.level}`).join(', ');
    const enStrings = new Map(strings(en));
    for (const locale of LOCALES.slice(1)) {
      const page = pages[locale];
      if (!page) continue;
      const where = `${slug}/${locale}.json`;
      if (roleKey(page) !== roleKey(en)) problems.push(`${where}: roles [${roleKey(page)}] differ from en [${roleKey(en)}]`);
      if (page.faq.length !== en.faq.length) problems.push(`${where}: ${page.faq.length} questions, en has ${en.faq.length}`);
      for (const [key, text] of strings(page)) {
        if (typeof text !== 'string') continue;
        const english = enStrings.get(key);
        const letters = text.replace(/[^\p{L}]/gu, '');
        if (english === text && letters.length > 0 && /\s/.test(text.trim())) {
          problems.push(`${where}: ${key} is the same as the English text`);
        } else if (locale === 'zh' && letters.length > 0 && !/\p{Script=Han}/u.test(text)) {
          problems.push(`${where}: ${key} has no Chinese: "${text.slice(0, 60)}"`);
        } else if (locale === 'zh' && /[a-z]{2,}(\s+[a-z]{2,}){3,}/i.test(text)) {
          problems.push(`${where}: ${key} contains an English phrase: "${text.slice(0, 60)}"`);
        } else if (locale !== 'zh') {
          const found = englishWords(text);
          if (found.size >= 2) problems.push(`${where}: ${key} reads as English (${[...found].join(', ')}): "${text.slice(0, 60)}"`);
        }
      }
    }
  }
  return { problems, summary };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { problems, summary } = checkSolutionsContent();
  for (const [slug, s] of Object.entries(summary)) {
    console.log(`${slug.padEnd(24)} ${s.roles} roles (${s.own} own) · ${s.faq} questions`);
  }
  if (problems.length) {
    console.error(`\n${problems.length} problem(s) in messages/content/solutions:`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(`\nmessages/content/solutions: ${SOLUTION_SLUGS.length} industries × ${LOCALES.length} locales are valid`);
}
