import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { API_PREFIX } from '../contract.js';

const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/**
 * API answers are made anew on every request and are small (a page of 20 rows is 2-20 kB), so
 * they get their own policy; `npm run bench:api` measured brotli's usual quality 4 at a fifth
 * to a quarter of an API list's throughput (docs/performance.md, "API").
 * - Under 4 kB an answer goes uncompressed: compressed or not it arrives in the first round trip
 *   (a connection's first flight is about 14 kB), and the bytes saved are fewer than two packets.
 * - Above it, the fastest levels (brotli 1, gzip 1): JSON still shrinks to about a tenth, for a
 *   fraction of the work of quality 4, and a phone on a slow network keeps most of the gain.
 */
const API_COMPRESSION = {
  threshold: 4 * 1024,
  encodings: ENCODINGS,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } },
  zlibOptions: { level: 1 },
};

/** Pages, scripts and JSON shrink to a fifth on the wire; a phone on a slow network feels it most. */
export async function installCompression(app: FastifyInstance) {
  // Before the plugin's own onRoute hook, which reads a route's `compress` option.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && route.url.startsWith(`${API_PREFIX}/`)) route.compress = API_COMPRESSION;
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ENCODINGS });
}
