import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (docs/decisions/020-files-behind-one-port.md): a folder under
 * `DATA_DIR/uploads` by default, an S3-compatible bucket when `S3_BUCKET` is set. Both sit behind
 * this port and pass the same tests (tests/server/file-store.test.ts).
 *
 * A file is only bytes under a key the server made (`newFileKey`); what it is (its type, its name
 * as the person gave it, who may read it) is kept in the database by the area that owns it, and a
 * download is answered only after that area has said who may read it. Keys never come from a
 * request, so no name a person types can reach outside the store.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under `key`, whole or not at all; a key already stored is replaced. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes as a stream with its size, or null when nothing is stored under `key`. */
  open(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing what is not there is not an error. */
  remove(key: string): Promise<void>;
}

export interface StoredFile {
  size: number;
  body: Readable;
}

/** Lower-case words and ids separated by single slashes: nothing a path or a URL could misread. */
const KEY = /^[a-z0-9-]{1,64}(?:\/[a-z0-9-]{1,64}){0,4}$/;

/** Refuses a key the server could not have made (a programming error, never a person's input). */
export function checkFileKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
  return key;
}

/** A new key in an area's folder, e.g. `newFileKey('compliance', userId)` → `compliance/<user>/<uuid>`. */
export const newFileKey = (...folders: string[]): string => checkFileKey([...folders, randomUUID()].join('/'));

/** Reads a stored file whole (the tests, and small files a module needs in memory). */
export async function readStoredFile(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
