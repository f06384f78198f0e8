#!/usr/bin/env node
// Builds the app once per language, so that a visitor downloads only the text they can read
// (docs/decisions/016-a-build-per-language.md). `npm run i18n` compiles the messages with a static
// locale read from `globalThis.__PARAGLIDE_STATIC_LOCALE__`: each build here defines it, and the
// other languages' branches of every message are dead code. The development server and the tests
// leave it undefined and speak all four languages. Writes, under dist/client:
//   assets/                      every build's hashed files; a file the same in every language
//                                has the same name, so it is written (and cached) once
//   <locale>/index.html          the app's shell in that language (server/http/spa.ts sends it)
//   <locale>/.vite/manifest.json that build's Vite manifest; its paths are relative to dist/client
//   <locale>/page-preloads.json  the scripts each page of the shell needs (scripts/page-preloads.mjs)
// Then scripts/prerender.mjs renders the public pages into each language's shell, and
// scripts/precompress.mjs compresses dist/client/assets.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { writePagePreloads } from './page-preloads.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = path.join(root, 'dist/client');
// The languages paraglide compiles (project.inlang/settings.json; src/shared/languages.ts lists the same).
const { locales } = JSON.parse(fs.readFileSync(path.join(root, 'project.inlang/settings.json'), 'utf8'));

// Paraglide (2.25) writes into every message function, when compiled for per-language builds, a
// console.warn for a caller that asks for another language ({ locale }): some 150 bytes in each of
// 2,400 messages, more than the one language's text itself. Our callers only ever pass the page's
// own language (src/lib/labels.ts, src/features/billing/invoice-lines.ts), so the line goes.
const OVERRIDE_WARNING = /\n[^\n]*console\.warn\("Paraglide: options\.locale cannot override a locale-specialized client bundle[^\n]*/g;
const MESSAGE_MODULE = /[\\/]src[\\/]generated[\\/]paraglide[\\/]messages[\\/][^\\/]+\.js$/;

function withoutOverrideWarnings(counted) {
  return {
    name: 'paraglide-without-override-warnings',
    enforce: 'pre',
    transform(code, id) {
      if (!MESSAGE_MODULE.test(id)) return null;
      const stripped = code.replace(OVERRIDE_WARNING, () => {
        counted.warnings += 1;
        return '';
      });
      counted.modules += 1;
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}

const hreflang = (locale) => (locale === 'zh' ? 'zh-Hans' : locale);
const attribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const DESCRIPTION = /<meta name="description" content="[^"]*" \/>/;

/** index.html in `locale`: its language, and the description a search result or a shared link shows (messages/<locale>/shell.json). */
function shellIn(locale, shell) {
  const { shell_meta_description: description } = JSON.parse(fs.readFileSync(path.join(root, 'messages', locale, 'shell.json'), 'utf8'));
  if (!shell.includes('<html lang="en">') || !DESCRIPTION.test(shell) || !description) {
    throw new Error('index.html lacks <html lang="en"> or its description, or messages lack shell_meta_description');
  }
  return shell.replace('<html lang="en">', `<html lang="${hreflang(locale)}">`).replace(DESCRIPTION, `<meta name="description" content="${attribute(description)}" />`);
}

const started = Date.now();
fs.rmSync(clientDir, { recursive: true, force: true });
for (const locale of locales) {
  const at = Date.now();
  const counted = { modules: 0, warnings: 0 };
  const output = await build({
    root,
    logLevel: 'warn',
    define: { 'globalThis.__PARAGLIDE_STATIC_LOCALE__': JSON.stringify(locale) },
    plugins: [withoutOverrideWarnings(counted)],
    build: { outDir: clientDir, emptyOutDir: false, manifest: `${locale}/.vite/manifest.json` },
  });
  // Without the warning lines the messages are the language's text; if paraglide wrote them
  // differently, this build would carry them all: say so rather than ship it.
  if (counted.modules === 0 || counted.warnings === 0) {
    throw new Error(`the ${locale} build saw ${counted.modules} message modules and ${counted.warnings} override warnings: has paraglide's output changed?`);
  }
  // A static locale the build did not replace would leave every language in: refuse that too.
  const chunks = [output].flat().flatMap((result) => ('output' in result ? result.output : []));
  const unreplaced = chunks.find((chunk) => chunk.type === 'chunk' && chunk.code.includes('__PARAGLIDE_STATIC_LOCALE__'));
  if (unreplaced) throw new Error(`the ${locale} build left __PARAGLIDE_STATIC_LOCALE__ in ${unreplaced.fileName}`);
  // The shell says its language before any script runs (screen readers, fonts, hyphenation).
  fs.writeFileSync(path.join(clientDir, locale, 'index.html'), shellIn(locale, fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8')));
  fs.rmSync(path.join(clientDir, 'index.html'));
  // The scripts each page of the shell needs, which the server announces in the shell (scripts/page-preloads.mjs).
  writePagePreloads(clientDir, locale, root);
  console.log(`built the app in ${locale} in ${((Date.now() - at) / 1000).toFixed(1)} s`);
}
const assets = fs.readdirSync(path.join(clientDir, 'assets')).filter((name) => name.endsWith('.js')).length;
console.log(`${locales.length} languages built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${assets} scripts in dist/client/assets`);
