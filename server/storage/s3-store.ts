import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { checkFileKey, type FileStore, type StoredFile } from './file-store.js';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service than AWS (MinIO, R2, a local test server): its address. */
  endpoint?: string;
  /** Addresses as `endpoint/bucket/key` rather than `bucket.endpoint/key`, as most S3-compatible services need. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Keys start with it, so that one bucket can serve several deployments. */
  prefix: string;
}

/**
 * Files in an S3-compatible bucket, for several instances on several machines. The bucket should
 * not be public: files leave it only through the server's authorized downloads.
 */
export class S3Store implements FileStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // A checksum only where S3 requires one: several S3-compatible services refuse the
      // streamed, trailing checksums the SDK otherwise sends with every upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private target(key: string) {
    return { Bucket: this.settings.bucket, Key: `${this.settings.prefix}${checkFileKey(key)}` };
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    // One request: S3 stores an object whole or not at all.
    await this.client.send(new PutObjectCommand({ ...this.target(key), Body: bytes, ContentLength: bytes.byteLength, ContentType: 'application/octet-stream' }));
  }

  async open(key: string): Promise<StoredFile | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand(this.target(key)));
      return { size: answer.ContentLength ?? 0, body: answer.Body as Readable };
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.target(key)));
  }

  close() {
    this.client.destroy();
  }
}
