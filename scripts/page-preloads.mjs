// Which scripts each page of the app's shell needs, for the server to announce in the shell itself
// (`<link rel="modulepreload">`, server/http/page-preloads.ts). Without them a cold load fetches in
// three waves, each waiting for the one before to arrive and run: the entry (src/main.tsx), then
// the app's start (src/app/start.tsx), then the page's own script. With them the browser fetches all
// three while it parses the HTML.
//
// Read from a build's Vite manifest and the route table, src/routes/router.tsx with the partners'
// route files it spreads (src/routes/partners/*-routes.tsx): each
// `const SomePage = lazyPage(() => import('…'))` names a page module, and each route
// `{ path: '…', element: …<SomePage … }` the address it answers. A route table written another way
// fails the build here rather than losing its preloads in silence.
import fs from 'node:fs';
import path from 'node:path';
import { staticClosure } from './check-bundle-budgets.mjs';

const START = 'src/app/start.tsx';
const ROUTER = 'src/routes/router.tsx';
const PARTNER_ROUTES = 'src/routes/partners';

/** `@/features/x/Page` or `./composed/Route` (from src/routes) → the manifest's key of that module. */
function manifestKey(manifest, specifier) {
  const base = specifier.startsWith('@/') ? `src/${specifier.slice(2)}` : path.posix.join('src/routes', specifier);
  const key = [`${base}.tsx`, `${base}.ts`].find((candidate) => manifest[candidate]);
  if (!key) throw new Error(`${ROUTER}: the page module ${specifier} is not in the build's manifest`);
  return key;
}

/**
 * `{ start, routes }`: the scripts of the app's start that the entry does not load itself, and for
 * each route of the table (in its order) its address pattern and the scripts its page adds to those.
 */
export function pagePreloads(manifest, routerSource) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the build\'s manifest has no entry');
  const files = (keys) => [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const loadedByEntry = staticClosure(manifest, [entry]);
  const startKeys = new Set([...staticClosure(manifest, [START])].filter((key) => !loadedByEntry.has(key)));

  const pages = new Map();
  for (const [, name, specifier] of routerSource.matchAll(/const (\w+) = lazyPage\(\(\) => import\('([^']+)'\)/g)) {
    pages.set(name, manifestKey(manifest, specifier));
  }
  if (pages.size === 0) throw new Error(`${ROUTER}: no page declared with lazyPage(() => import('…'))`);

  const routes = [];
  for (const [, pattern, name] of routerSource.matchAll(/path: '([^']+)',\s*element: [^<]*<(\w+)/g)) {
    const page = pages.get(name);
    if (!page) continue; // a layout or a redirect, loaded with the start or nothing to load
    const own = [...staticClosure(manifest, [page])].filter((key) => !loadedByEntry.has(key) && !startKeys.has(key));
    routes.push({ pattern, files: files(own) });
  }
  if (routes.length === 0) throw new Error(`${ROUTER}: no route of the form { path: '…', element: <Page /> }`);
  return { start: files(startKeys), routes };
}

/** Writes `<locale>/page-preloads.json` beside that build's manifest. */
export function writePagePreloads(clientDir, locale, root) {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, locale, '.vite', 'manifest.json'), 'utf8'));
  const tables = [ROUTER, ...fs.readdirSync(path.join(root, PARTNER_ROUTES)).filter((file) => file.endsWith('-routes.tsx')).map((file) => `${PARTNER_ROUTES}/${file}`)];
  const preloads = pagePreloads(manifest, tables.map((file) => fs.readFileSync(path.join(root, file), 'utf8')).join('\n'));
  fs.writeFileSync(path.join(clientDir, locale, 'page-preloads.json'), `${JSON.stringify(preloads)}\n`);
  return preloads;
}
