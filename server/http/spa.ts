import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { servePublicPages } from './public-pages.js';

/**
 * Serves the built app: hashed assets cached for a year, index.html never cached
 * (so a deploy is picked up at once), and a missing asset is a 404 rather than
 * index.html (which would be parsed as a script and fail obscurely). Public pages are
 * sent prerendered, in the visitor's language, when the build made them. Source maps are
 * served in development only: in production they would hand out the client's source.
 */
export async function serveSpa(
  app: FastifyInstance,
  root: string,
  opts: { publicUrl: string | undefined; sourceMaps: boolean },
): Promise<((url: string) => boolean) | undefined> {
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`${indexFile} is missing: run "npm run build" to serve the app from this server`);
    return undefined;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: false,
    // The build compressed each asset at brotli 11 and gzip 9 (scripts/precompress.mjs): those
    // copies go out as they are, and an asset without one is compressed on the fly as before.
    preCompressed: true,
    allowedPath: (pathname) => opts.sourceMaps || !pathname.endsWith('.map'),
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const prerendered = servePublicPages(app, root, opts.publicUrl);
  if (!prerendered?.has('/')) {
    const html = fs.readFileSync(indexFile);
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html').send(html));
  }
  // Client-side routes: any other page address gets the app shell.
  return (url: string) => !url.startsWith('/api/') && !url.startsWith('/assets/') && !path.extname(url.split('?')[0]!);
}

export function sendIndex(root: string) {
  return fs.readFileSync(path.join(root, 'index.html'));
}
