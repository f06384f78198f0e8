import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePublicPages } from '../../server/http/public-pages.js';

// A build's output in miniature: two pages in four languages, as scripts/prerender.mjs writes them.
const LOCALES = ['en', 'fr', 'es', 'zh'];
const PATHS = ['/', '/Privacy-Policy'];
let clientRoot: string;

function buildFixture() {
  clientRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'public-pages-'));
  for (const locale of LOCALES) {
    for (const pagePath of PATHS) {
      const file = path.join(clientRoot, 'pages', locale, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `<html lang="${locale}"><link rel="canonical" href="__ORIGIN__${pagePath}" />${locale}:${pagePath}</html>`);
    }
  }
  fs.writeFileSync(path.join(clientRoot, 'pages', 'manifest.json'), JSON.stringify({ locales: LOCALES, paths: PATHS }));
}

async function appWith(publicUrl: string | undefined): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyCookie);
  const served = servePublicPages(app, clientRoot, publicUrl);
  expect([...(served ?? [])]).toEqual(PATHS);
  await app.ready();
  return app;
}

describe('prerendered public pages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    buildFixture();
    app = await appWith('https://remotehire.example/');
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(clientRoot, { recursive: true, force: true });
  });

  it('sends English to a visitor who says nothing, with the site address filled in', async () => {
    const res = await app.inject({ url: '/Privacy-Policy' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-language']).toBe('en');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.body).toContain('en:/Privacy-Policy');
    expect(res.body).toContain('href="https://remotehire.example/Privacy-Policy"');
    expect(res.body).not.toContain('__ORIGIN__');
  });

  it("follows the browser's language, then a chosen one, then the address's", async () => {
    const browser = await app.inject({ url: '/', headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' } });
    expect(browser.body).toContain('es:/');
    const chosen = await app.inject({ url: '/', headers: { 'accept-language': 'es', cookie: 'lang=zh' } });
    expect(chosen.body).toContain('zh:/');
    expect(chosen.headers['content-language']).toBe('zh-Hans');
    const asked = await app.inject({ url: '/?lang=fr', headers: { 'accept-language': 'es', cookie: 'lang=zh' } });
    expect(asked.body).toContain('fr:/');
  });

  it("remembers the address's language, so the next page follows it before the app has started", async () => {
    const asked = await app.inject({ url: '/?lang=fr', headers: { 'accept-language': 'en' } });
    expect(asked.headers['set-cookie']).toMatch(/^lang=fr; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    const next = await app.inject({ url: '/Privacy-Policy', headers: { 'accept-language': 'en', cookie: 'lang=fr' } });
    expect(next.body).toContain('fr:/Privacy-Policy');
    // Neither the browser's language nor an earlier choice is a new one: nothing to write.
    expect((await app.inject({ url: '/', headers: { 'accept-language': 'es' } })).headers['set-cookie']).toBeUndefined();
    expect((await app.inject({ url: '/', headers: { cookie: 'lang=zh' } })).headers['set-cookie']).toBeUndefined();
    expect((await app.inject({ url: '/?lang=de' })).headers['set-cookie']).toBeUndefined();
  });

  it('ignores a language it does not have', async () => {
    const res = await app.inject({ url: '/?lang=de', headers: { cookie: 'lang=xx' } });
    expect(res.body).toContain('en:/');
  });

  it('lists every page in every language in the sitemap, with its alternates', async () => {
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body.match(/<url>/g)).toHaveLength(PATHS.length * LOCALES.length);
    expect(res.body).toContain('<loc>https://remotehire.example/Privacy-Policy?lang=fr</loc>');
    expect(res.body).toContain('hreflang="zh-Hans" href="https://remotehire.example/?lang=zh"');
  });

  it('points robots at the sitemap and away from the API and signed-in areas', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.body).toContain('Sitemap: https://remotehire.example/sitemap.xml');
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).toMatch(/^Disallow: \/settings$/m);
  });

  it("uses the request's own address when no public address is configured", async () => {
    const local = await appWith(undefined);
    const res = await local.inject({ url: '/', headers: { host: 'localhost:5000' } });
    expect(res.body).toContain('href="http://localhost:5000/"');
    await local.close();
  });
});
