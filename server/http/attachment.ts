import type { FastifyReply } from 'fastify';

/** `attachment; filename="…"; filename*=UTF-8''…`: an ASCII fallback, and the name as it is. */
export const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** A stored file, opened for its owner: what it is called, its type, its size and its bytes. */
export interface OpenedDownload {
  name: string;
  contentType: string;
  file: { size: number; body: NodeJS.ReadableStream | Buffer };
}

/**
 * Answers a private document as a download: never cached, saved under its own name. The contract
 * types a 200 by its media types; the body is the stored file's stream, hence the plain reply.
 */
export const sendDownload = (reply: FastifyReply, { name, contentType, file }: OpenedDownload) =>
  reply
    .code(200)
    .header('Content-Type', contentType)
    .header('Content-Length', file.size)
    .header('Content-Disposition', attachment(name))
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
