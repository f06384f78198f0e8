// The built app's assets as a browser gets them: the build's own brotli 11 / gzip 9 copies
// (scripts/precompress.mjs) when the browser takes them, the file itself when it does not, cached
// for a year either way, and never a compressed copy of the wrong encoding.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSpa } from '../../server/http/spa.js';
import { precompressDir } from '../../scripts/precompress.mjs';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
const SMALL = 'export const x = 1;\n';

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(root, 'assets', 'app-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(root, 'assets', 'tiny-abc123.js'), SMALL);
  precompressDir(path.join(root, 'assets'));
  app = Fastify();
  // As server/app.ts registers it: whatever has no copy of its own is compressed on the fly.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await serveSpa(app, root, { publicUrl: undefined, sourceMaps: false });
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
