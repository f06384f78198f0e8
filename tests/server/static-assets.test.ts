// The built app as a browser gets it: the build's own brotli 11 / gzip 9 copies of its assets
// (scripts/precompress.mjs) when the browser takes them, the file itself when it does not, cached
// for a year either way, and never a compressed copy of the wrong encoding; and the app's shell of
// the visitor's language, one per language's build (scripts/build-client.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSpa, type AppShell } from '../../server/http/spa.js';
import { precompressDir } from '../../scripts/precompress.mjs';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
const SMALL = 'export const x = 1;\n';
const LOCALES = ['en', 'fr', 'es', 'zh'] as const;
const shellOf = (locale: string) => `<!doctype html><html lang="${locale}"><title>app</title><script type="module" src="/assets/index-${locale}.js"></script></html>`;

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
  fs.mkdirSync(path.join(root, 'assets'));
  for (const locale of LOCALES) {
    fs.mkdirSync(path.join(root, locale, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(root, locale, 'index.html'), shellOf(locale));
    fs.writeFileSync(path.join(root, locale, '.vite', 'manifest.json'), '{}');
  }
  fs.writeFileSync(path.join(root, 'assets', 'app-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(root, 'assets', 'tiny-abc123.js'), SMALL);
  await precompressDir(path.join(root, 'assets'));
  app = Fastify();
  // As server/app.ts registers it: whatever has no copy of its own is compressed on the fly.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  const shell = await serveSpa(app, root, { publicUrl: undefined, sourceMaps: false });
  expect(shell).toBeDefined();
  // As server/app.ts answers an address nothing else has.
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && (shell as AppShell).isPageAddress(request.url)) return shell!.send(request, reply);
    return reply.status(404).send({ message: 'not found' });
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('built assets', () => {
  it('the build writes a brotli and a gzip copy of each asset worth compressing, and none of a small one', () => {
    const assets = fs.readdirSync(path.join(root, 'assets')).sort();
    expect(assets).toEqual(['app-abc123.js', 'app-abc123.js.br', 'app-abc123.js.gz', 'tiny-abc123.js']);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(root, 'assets', 'app-abc123.js.br'))).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(root, 'assets', 'app-abc123.js.gz'))).toString()).toBe(SCRIPT);
  });

  it('sends the brotli copy to a browser that takes brotli, as a script cached for a year', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(fs.readFileSync(path.join(root, 'assets', 'app-abc123.js.br')))).toBe(true);
  });

  it('sends the gzip copy to a browser that takes only gzip', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a client that takes no encoding', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.payload).toBe(SCRIPT);
  });

  it('sends an asset without copies compressed on the fly, and refuses a missing one with 404', async () => {
    const small = await get('/assets/tiny-abc123.js', 'br');
    expect(small.statusCode).toBe(200);
    const body = small.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(small.rawPayload).toString() : small.payload;
    expect(body).toBe(SMALL);
    expect((await get('/assets/missing-abc123.js', 'br')).statusCode).toBe(404);
  });
});

describe("the app's shell, one per language's build", () => {
  const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it("sends an app page the shell of the visitor's language, never cached, varying with what chose it", async () => {
    const res = await page('/dashboard', { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(shellOf('fr'));
    expect(res.headers['content-language']).toBe('fr');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/Accept-Language/);
    expect(String(res.headers.vary)).toMatch(/Cookie/);
  });

  it('chooses by the one rule of the client (src/lib/page-language.ts): ?lang=, else the cookie, else the browser, else English', async () => {
    expect((await page('/jobs')).body).toBe(shellOf('en'));
    expect((await page('/jobs', { 'accept-language': 'de, es;q=0.5' })).body).toBe(shellOf('es'));
    expect((await page('/jobs', { 'accept-language': 'es', cookie: 'lang=zh' })).body).toBe(shellOf('zh'));
    const asked = await page('/jobs?lang=fr', { 'accept-language': 'es', cookie: 'lang=zh' });
    expect(asked.body).toBe(shellOf('fr'));
    // The address's choice is kept for the next page, as for a prerendered one.
    expect(asked.headers['set-cookie']).toMatch(/^lang=fr; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect((await page('/jobs?lang=de', { cookie: 'lang=xx' })).body).toBe(shellOf('en'));
  });

  it('sends the root address the shell too when no page was prerendered', async () => {
    expect((await page('/', { cookie: 'lang=es' })).body).toBe(shellOf('es'));
  });

  it("never sends a language build's shell or manifest by its file name", async () => {
    expect((await page('/fr/index.html')).statusCode).toBe(404);
    expect((await page('/zh/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('serves no app at all, and says so, when a language was not built', async () => {
    const partial = fs.mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
    fs.mkdirSync(path.join(partial, 'en'));
    fs.writeFileSync(path.join(partial, 'en', 'index.html'), shellOf('en'));
    const bare = Fastify();
    try {
      expect(await serveSpa(bare, partial, { publicUrl: undefined, sourceMaps: false })).toBeUndefined();
    } finally {
      await bare.close();
      fs.rmSync(partial, { recursive: true, force: true });
    }
  });
});
