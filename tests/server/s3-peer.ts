// A local S3-compatible server for the API suites (s3rver, in this process, on a free port, over a
// temporary folder): the S3 side of the file store is tested against a real peer, as mail is
// against smtp-server. Its one pair of keys is the one it checks signatures with.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../server/storage/s3-store.js';

export interface S3Peer {
  settings: (prefix?: string) => S3Settings;
  /** The bytes the peer holds under a full object key (prefix included), or null. */
  stored: (objectKey: string) => Buffer | null;
  close: () => Promise<void>;
}

const BUCKET = 'uploads';

export async function startS3Peer(): Promise<S3Peer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3-peer-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  return {
    settings: (prefix = '') => ({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      prefix,
    }),
    // s3rver keeps an object's bytes as `<bucket>/<key>._S3rver_object`.
    stored: (objectKey) => {
      const file = path.join(directory, BUCKET, `${objectKey}._S3rver_object`);
      return fs.existsSync(file) ? fs.readFileSync(file) : null;
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
