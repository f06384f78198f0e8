// The file store's two sides pass the same tests (server/storage/file-store.ts): a folder on this
// machine, and an S3-compatible bucket on a real local peer (tests/server/s3-peer.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DiskStore } from '../../server/storage/disk-store.js';
import { checkFileKey, newFileKey, readStoredFile, type FileStore } from '../../server/storage/file-store.js';
import { S3Store } from '../../server/storage/s3-store.js';
import { fileStoreFromConfig } from '../../server/storage/store-from-config.js';
import { readConfig } from '../../server/config.js';
import { startS3Peer, type S3Peer } from './s3-peer.js';

let peer: S3Peer;
let diskRoot: string;
const stores: Record<'disk' | 's3', () => FileStore> = {
  disk: () => new DiskStore(diskRoot),
  s3: () => new S3Store(peer.settings('test/')),
};

beforeAll(async () => {
  peer = await startS3Peer();
  diskRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-store-'));
});
afterAll(async () => {
  await peer?.close();
  fs.rmSync(diskRoot, { recursive: true, force: true });
});

describe.each(['disk', 's3'] as const)('the %s file store', (kind) => {
  const store = () => stores[kind]();

  test('keeps the bytes it was given, and gives them back with their size', async () => {
    const key = newFileKey('compliance', 'candidate-1');
    const bytes = randomBytes(300_000);
    await store().put(key, bytes);
    const file = await store().open(key);
    expect(file?.size).toBe(bytes.length);
    expect((await readStoredFile(file!)).equals(bytes)).toBe(true);
  });

  test('a file put again under its key is replaced whole', async () => {
    const key = newFileKey('compliance');
    await store().put(key, Buffer.from('first version, the longer of the two'));
    await store().put(key, Buffer.from('second'));
    expect((await readStoredFile((await store().open(key))!)).toString()).toBe('second');
  });

  test('nothing under a key it never stored, or removed; removing twice is not an error', async () => {
    expect(await store().open(newFileKey('compliance'))).toBeNull();
    const key = newFileKey('compliance');
    await store().put(key, Buffer.from('to be removed'));
    await store().remove(key);
    await store().remove(key);
    expect(await store().open(key)).toBeNull();
  });

  test('files at once under different keys do not mix', async () => {
    const files = Array.from({ length: 12 }, () => ({ key: newFileKey('photos'), bytes: randomBytes(20_000) }));
    await Promise.all(files.map(({ key, bytes }) => store().put(key, bytes)));
    for (const { key, bytes } of files) expect((await readStoredFile((await store().open(key))!)).equals(bytes)).toBe(true);
  });

  test('refuses a key the server could not have made, before touching anything', async () => {
    for (const key of ['../outside', 'compliance/../../etc/passwd', '/absolute', 'Upper/case', 'a//b', '', 'a/b/c/d/e/f', 'dot.ted', 'x'.repeat(65)]) {
      await expect(store().put(key, Buffer.from('x')), key).rejects.toThrow(/not a file key/);
      await expect(store().open(key), key).rejects.toThrow(/not a file key/);
    }
  });
});

describe('each store on its own', () => {
  test('the disk store writes beside the file and renames: no part file is left, and files are readable by the server only', async () => {
    const key = newFileKey('kyc', 'someone');
    await new DiskStore(diskRoot).put(key, Buffer.from('%PDF-1.7'));
    const folder = path.join(diskRoot, 'kyc', 'someone');
    expect(fs.readdirSync(folder)).toEqual([key.split('/').pop()]);
    expect(fs.statSync(path.join(folder, key.split('/').pop()!)).mode & 0o077).toBe(0);
  });

  test('the S3 store keeps objects under its prefix, so two deployments can share a bucket', async () => {
    const key = newFileKey('compliance');
    await new S3Store(peer.settings('deployment-a/')).put(key, Buffer.from('only in a'));
    expect(peer.stored(`deployment-a/${key}`)?.toString()).toBe('only in a');
    expect(await new S3Store(peer.settings('deployment-b/')).open(key)).toBeNull();
  });

  test('S3 when S3_BUCKET is set, else DATA_DIR/uploads', () => {
    expect(fileStoreFromConfig(readConfig({ DATA_DIR: diskRoot })).kind).toBe('disk');
    const s3 = readConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9', S3_FORCE_PATH_STYLE: '1', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(s3.storage).toEqual({
      kind: 's3',
      s3: { bucket: 'files', region: 'us-east-1', endpoint: 'http://127.0.0.1:9', forcePathStyle: true, credentials: { accessKeyId: 'id', secretAccessKey: 'secret' }, prefix: '' },
    });
    expect(fileStoreFromConfig(s3).kind).toBe('s3');
    expect(() => readConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(checkFileKey('compliance/abc')).toBe('compliance/abc');
  });
});
