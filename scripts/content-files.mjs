// What the content checkers (check-legal-content.mjs, check-solutions-content.mjs) share:
// the locales, the English-left-behind heuristic, and reading <dir>/<slug>/<locale>.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOCALES = ['en', 'fr', 'es', 'zh'];

/** Words that exist only in English: two of them in a fr/es/zh text mean English was left there. */
const ENGLISH_ONLY = new Set([
  'the', 'and', 'you', 'your', 'we', 'our', 'with', 'that', 'this', 'will', 'which', 'from',
  'have', 'they', 'their', 'when', 'what', 'for', 'only', 'about', 'can', 'may', 'who', 'how',
]);

export const englishWords = (text) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z']+/)
      .filter((w) => ENGLISH_ONLY.has(w)),
  );

/**
 * Reads every `<dir>/<slug>/<locale>.json`, reporting unknown folders and files, missing or
 * invalid files, and what `checkShape(page, where, locale)` finds. Yields each slug with its
 * pages by locale; a page whose shape is wrong is left out so later checks need not guard.
 */
export function* readLocalizedPages(dir, slugs, kind, problems, checkShape) {
  for (const entry of readdirSync(dir)) {
    if (!slugs.includes(entry)) problems.push(`${entry}: not one of the ${kind}`);
  }
  for (const slug of slugs) {
    const pages = {};
    const pageDir = path.join(dir, slug);
    if (existsSync(pageDir)) {
      for (const file of readdirSync(pageDir)) {
        if (!LOCALES.map((l) => `${l}.json`).includes(file)) problems.push(`${slug}/${file}: unexpected file`);
      }
    }
    for (const locale of LOCALES) {
      const where = `${slug}/${locale}.json`;
      const file = path.join(pageDir, `${locale}.json`);
      if (!existsSync(file)) {
        problems.push(`${where}: missing`);
        continue;
      }
      try {
        pages[locale] = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        problems.push(`${where}: invalid JSON (${error.message})`);
        continue;
      }
      const before = problems.length;
      checkShape(pages[locale], where, locale);
      if (problems.length > before) delete pages[locale];
    }
    yield [slug, pages];
  }
}

/** The industries the contract names (its Industry enum, as `npm run generate` bundled it): one solution page each. */
export function contractIndustries() {
  const bundle = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/generated/openapi.json');
  return JSON.parse(readFileSync(bundle, 'utf8')).components.schemas.Industry.enum;
}

/** The string literals of `export const <name> = [...]` in a TypeScript module, read with a regex. */
export function readStringList(file, name) {
  const list = new RegExp(`export const ${name}\\s*=\\s*\\[([^\\]]*)\\]`).exec(readFileSync(file, 'utf8'));
  if (!list) throw new Error(`${name} not found in ${path.relative(path.join(path.dirname(fileURLToPath(import.meta.url)), '..'), file)}`);
  return [...list[1].matchAll(/'([^']*)'/g)].map((m) => m[1]);
}
