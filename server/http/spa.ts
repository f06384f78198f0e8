import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type Locale } from '../../src/shared/languages.js';
import { pageLocale, sendInLanguage } from './page-locale.js';
import { readPagePreloads, shellWithPreloads } from './page-preloads.js';
import { SESSION_COOKIE } from './session-cookies.js';
import { servePublicPages } from './public-pages.js';

/** The app's pages that are not prerendered: each gets the app's shell, which starts the app. */
export interface AppShell {
  /** Whether an address is one of the app's pages: neither the API, nor an asset, nor any other file. */
  isPageAddress(url: string): boolean;
  /** Sends the shell of the visitor's language. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/**
 * The shell of each language's build, `<root>/<locale>/index.html` (scripts/build-client.mjs);
 * undefined when one is missing.
 */
function readShells(root: string): Map<Locale, Buffer> | undefined {
  const shells = new Map<Locale, Buffer>();
  for (const { locale } of LANGUAGES) {
    const file = path.join(root, locale, 'index.html');
    if (!fs.existsSync(file)) return undefined;
    shells.set(locale, fs.readFileSync(file));
  }
  return shells;
}

/**
 * Serves the built app: hashed assets cached for a year, pages never cached (so a deploy is
 * picked up at once), and a missing asset is a 404 rather than a page (which would be parsed
 * as a script and fail obscurely). The app is built once per language, so that a visitor
 * downloads only the text they can read: every page, a prerendered public one or the app's
 * shell, is sent in the visitor's language (`pageLocale`) and loads that language's build.
 * The builds share one `assets/` directory (a file the same in every language has one name).
 * Source maps are served in development only: in production they would hand out the client's
 * source.
 */
export async function serveSpa(
  app: FastifyInstance,
  root: string,
  opts: { publicUrl: string | undefined; sourceMaps: boolean },
): Promise<AppShell | undefined> {
  const shells = readShells(root);
  if (!shells) {
    app.log.warn(`${path.join(root, '<language>', 'index.html')} is missing: run "npm run build" to serve the app from this server`);
    return undefined;
  }
  // A shell is only ever sent in answer to a page's address, with the headers that say which language it is.
  const shellDirs = LANGUAGES.map(({ locale }) => `/${locale}/`);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: false,
    // The build compressed each asset at brotli 11 and gzip 9 (scripts/precompress.mjs): those
    // copies go out as they are, and an asset without one is compressed on the fly as before.
    preCompressed: true,
    allowedPath: (pathname) => (opts.sourceMaps || !pathname.endsWith('.map')) && !shellDirs.some((dir) => pathname.startsWith(dir)),
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Each shell announces the scripts its page needs, so that they arrive together (server/http/page-preloads.ts).
  const shellFor = new Map(LANGUAGES.map(({ locale }) => [locale, shellWithPreloads(shells.get(locale)!, readPagePreloads(root, locale))]));
  const send = (request: FastifyRequest, reply: FastifyReply) => {
    const locale = pageLocale(request);
    const pathname = request.url.split('?')[0]!;
    return sendInLanguage(request, reply, locale, shellFor.get(locale)!(pathname, Boolean(request.cookies?.[SESSION_COOKIE])));
  };
  const prerendered = servePublicPages(app, root, opts.publicUrl);
  if (!prerendered?.has('/')) app.get('/', send);
  return {
    isPageAddress: (url) => !url.startsWith('/api/') && !url.startsWith('/assets/') && !path.extname(url.split('?')[0]!),
    send,
  };
}
