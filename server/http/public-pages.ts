import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../i18n.js';
import { hreflang, pageLocale, sendInLanguage } from './page-locale.js';

/** What `scripts/prerender.mjs` wrote: every public page in every language. */
interface Manifest {
  locales: Locale[];
  paths: string[];
}

const ORIGIN = /__ORIGIN__/g;

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const addressOf = (origin: string, pagePath: string, locale: Locale) => `${origin}${pagePath}${locale === 'en' ? '' : `?lang=${locale}`}`;

function sitemap(origin: string, manifest: Manifest): string {
  const urls = manifest.paths.flatMap((pagePath) =>
    manifest.locales.map((locale) => {
      const alternates = manifest.locales
        .map((l) => `    <xhtml:link rel="alternate" hreflang="${hreflang(l)}" href="${xml(addressOf(origin, pagePath, l))}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${xml(addressOf(origin, pagePath, locale))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

// Signed-in areas and the API have nothing for search engines.
const PRIVATE_PREFIXES = ['/api/', '/dashboard', '/settings', '/hire-staff/', '/pricing/estimate', '/account/', '/admin/', '/dev/'];

function robots(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/**
 * Serves the prerendered public pages in the visitor's language, with the site's own
 * address in their canonical and alternate links, and the sitemap and robots.txt that
 * point search engines at them. Answers the set of page paths it serves, or undefined
 * when the build has no prerendered pages (then the app shell serves every page).
 */
export function servePublicPages(app: FastifyInstance, clientRoot: string, publicUrl: string | undefined): Set<string> | undefined {
  const dir = path.join(clientRoot, 'pages');
  const manifestFile = path.join(dir, 'manifest.json');
  if (!fs.existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  // Read once: some 200 small files, and a page request then never touches the disk.
  const pages = new Map<string, string>();
  for (const locale of manifest.locales) {
    for (const pagePath of manifest.paths) {
      const file = path.join(dir, locale, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`);
      pages.set(`${locale}:${pagePath}`, fs.readFileSync(file, 'utf8'));
    }
  }
  const originOf = (request: FastifyRequest) => (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');

  const send = (pagePath: string) => (request: FastifyRequest, reply: FastifyReply) => {
    const locale = pageLocale(request);
    return sendInLanguage(request, reply, locale, pages.get(`${locale}:${pagePath}`)!.replace(ORIGIN, originOf(request)));
  };
  for (const pagePath of manifest.paths) app.get(pagePath, send(pagePath));

  app.get('/sitemap.xml', (request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemap(originOf(request), manifest)),
  );
  app.get('/robots.txt', (request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots(originOf(request))),
  );
  return new Set(manifest.paths);
}
