#!/usr/bin/env node
// Compresses the built app's assets once, at build time, at the strongest settings (brotli 11,
// gzip 9): dist/client/assets/<file>.br and .gz beside each file. The server sends them as they
// are (server/http/spa.ts, preCompressed) instead of compressing every request on the fly at
// brotli 4, which is no smaller than gzip. Hashed asset names never change content, so the work
// is done once per build.
//
// Usage: node scripts/precompress.mjs [--compare] [dir]   (part of `npm run build`; default
// dist/client/assets, which holds every language's build, scripts/build-client.mjs). --compare also
// compresses each asset at brotli 4, as the server would on the fly, and prints both totals
// (docs/performance.md); the build leaves that extra work out. Files are compressed on libuv's
// threads, several at once: the build's assets are four languages' worth.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.html', '.txt']);
// Below this a compressed copy saves less than its headers cost (@fastify/compress's threshold).
const MIN_BYTES = 1024;
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const brotli = (data, quality) =>
  brotliCompress(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });

/** Writes `<file>.br` and `<file>.gz` for every compressible file of `dir`; resolves to the byte totals. */
export async function precompressDir(dir, { compare = false } = {}) {
  const totals = { files: 0, raw: 0, brotli4: 0, brotli11: 0, gzip9: 0 };
  const files = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
    .map((entry) => path.join(dir, entry.name))
    .filter((file) => fs.statSync(file).size >= MIN_BYTES);
  const compress = async (file) => {
    const data = await fs.promises.readFile(file);
    const [br, gz, br4] = await Promise.all([brotli(data, 11), gzip(data, { level: 9 }), compare ? brotli(data, 4) : undefined]);
    await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
    totals.files += 1;
    totals.raw += data.length;
    if (br4) totals.brotli4 += br4.length;
    totals.brotli11 += br.length;
    totals.gzip9 += gz.length;
  };
  // One file per core at a time: each runs its compressions on libuv's threads in parallel.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await compress(file);
  };
  await Promise.all(Array.from({ length: os.availableParallelism() }, worker));
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const compare = args.includes('--compare');
  const dir = args.find((arg) => !arg.startsWith('--')) ?? fileURLToPath(new URL('../dist/client/assets', import.meta.url));
  const started = Date.now();
  const t = await precompressDir(dir, { compare });
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
  const onTheFly = compare ? ` (on the fly at brotli 4: ${kb(t.brotli4)})` : '';
  console.log(
    `precompressed ${t.files} assets in ${((Date.now() - started) / 1000).toFixed(1)} s: ${kb(t.raw)} raw, ` +
      `${kb(t.brotli11)} brotli 11${onTheFly}, ${kb(t.gzip9)} gzip 9`,
  );
}
