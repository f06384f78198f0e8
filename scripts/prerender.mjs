#!/usr/bin/env node
// Renders every public page (src/routes/public-routes.ts) in every language to HTML, after
// scripts/build-client.mjs: dist/client/pages/<locale>/<path>.html, each in its language's shell
// (dist/client/<locale>/index.html), so that it loads that language's build, plus a manifest the
// server reads. The server fills in the site's address (__ORIGIN__) when it sends a page.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const ssrDir = path.join(root, 'dist/ssr');
const clientDir = path.join(root, 'dist/client');
const pagesDir = path.join(clientDir, 'pages');
// The languages paraglide compiles and scripts/build-client.mjs built.
const LOCALES = JSON.parse(fs.readFileSync(path.join(root, 'project.inlang/settings.json'), 'utf8')).locales;

const started = Date.now();
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/prerender/render-page.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false },
});
const { renderPage, PUBLIC_PATHS } = await import(path.join(ssrDir, 'render-page.js'));

const templates = new Map(LOCALES.map((locale) => [locale, fs.readFileSync(path.join(clientDir, locale, 'index.html'), 'utf8')]));
const escape = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const hreflang = (locale) => (locale === 'zh' ? 'zh-Hans' : locale);
/** English is the plain address; the other languages ask for theirs. */
const addressOf = (pagePath, locale) => `__ORIGIN__${pagePath}${locale === 'en' ? '' : `?lang=${locale}`}`;

function replaceOnce(text, search, replacement) {
  if (!text.includes(search)) throw new Error(`index.html lacks ${search}`);
  return text.replace(search, () => replacement);
}

function documentFor(page, pagePath, locale) {
  const head = [
    `<link rel="canonical" href="${addressOf(pagePath, locale)}" />`,
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${hreflang(l)}" href="${addressOf(pagePath, l)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${addressOf(pagePath, 'en')}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escape(page.title)}" />`,
    `<meta property="og:description" content="${escape(page.description)}" />`,
    `<meta property="og:url" content="${addressOf(pagePath, locale)}" />`,
    page.styles,
  ].join('\n    ');
  let html = replaceOnce(templates.get(locale), `<html lang="${hreflang(locale)}">`, `<html lang="${hreflang(locale)}" data-locale="${locale}" data-prerendered>`);
  html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escape(page.title)}</title>`);
  html = html.replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escape(page.description)}" />`);
  html = replaceOnce(html, '</head>', `  ${head}\n  </head>`);
  return replaceOnce(html, '<div id="root"></div>', `<div id="root">${page.html}</div>`);
}

const fileOf = (locale, pagePath) => path.join(pagesDir, locale, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`);

fs.rmSync(pagesDir, { recursive: true, force: true });
for (const locale of LOCALES) {
  for (const pagePath of PUBLIC_PATHS) {
    const page = await renderPage(pagePath, locale);
    const file = fileOf(locale, pagePath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, documentFor(page, pagePath, locale));
  }
}
fs.writeFileSync(path.join(pagesDir, 'manifest.json'), JSON.stringify({ locales: LOCALES, paths: PUBLIC_PATHS }, null, 2));
fs.rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${PUBLIC_PATHS.length} pages × ${LOCALES.length} languages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
// Nothing left to do; don't wait for timers the app's modules may have started.
process.exit(0);
