import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { checkFileKey, type FileStore, type StoredFile } from './file-store.js';

/**
 * Files in a folder on this machine (`DATA_DIR/uploads`), outside what the server serves. A file is
 * written to a temporary name beside its place, flushed to the disk and then renamed: a crash or a
 * full disk leaves the old file or none, never half of one. One instance, or several sharing the
 * folder; several machines use S3 (./s3-store.ts).
 */
export class DiskStore implements FileStore {
  readonly kind = 'disk';

  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    return path.join(this.root, ...checkFileKey(key).split('/'));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(temporary, { force: true });
      throw error;
    }
    await handle.close();
    await rename(temporary, target);
  }

  async open(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    try {
      const { size } = await stat(file);
      return { size, body: createReadStream(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
