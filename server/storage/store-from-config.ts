import path from 'node:path';
import type { Config } from '../config.js';
import { DiskStore } from './disk-store.js';
import type { FileStore } from './file-store.js';
import { S3Store } from './s3-store.js';

/** The bucket when S3_BUCKET is set, else `DATA_DIR/uploads` (README: "Uploaded files"). */
export function fileStoreFromConfig(config: Pick<Config, 'storage' | 'dataDir'>): FileStore {
  return config.storage.kind === 's3' ? new S3Store(config.storage.s3) : new DiskStore(path.resolve(config.dataDir, 'uploads'));
}
