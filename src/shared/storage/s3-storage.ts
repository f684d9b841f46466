import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { checkKey, ObjectNotFoundError, type ObjectStorage, type StoredObject } from './object-storage.js';

export interface S3Settings {
  bucket: string;
  /** Prepended to every key (`kadry/company-files/...`), so one bucket may hold several installations. */
  prefix: string;
  /** Another server than AWS (MinIO, Ceph, a test server): its URL. */
  endpoint: string | undefined;
  region: string;
  /** Both unset: the SDK's own chain (AWS_* variables, instance roles). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `bucket` in the path instead of the host name: what MinIO and Ceph usually need. */
  forcePathStyle: boolean;
}

/** Stream uploads go in parts of this size; at most `QUEUE` parts are held in memory at once. */
const PART_BYTES = 5 * 1024 * 1024;
const QUEUE = 2;

/**
 * Files in an S3-compatible bucket through the AWS SDK v3: every replica (API or worker, on any
 * machine) sees the same files. Bodies stream both ways: uploads in parts (lib-storage), downloads
 * straight from the response.
 */
export class S3Storage implements ObjectStorage {
  readonly location: string;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.location = `s3://${settings.bucket}${settings.prefix ? `/${settings.prefix}` : ''}`;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // Checksums only where S3 demands them: the default (CRC32 trailers in aws-chunked bodies)
      // is refused by many S3-compatible servers (older Ceph and MinIO, s3rver).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable | Buffer): Promise<void> {
    const params = { Bucket: this.settings.bucket, Key: this.key(key) };
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ ...params, Body: body, ContentLength: body.length }));
      return;
    }
    // An object appears only when the upload completes, so a reader never sees part of it.
    await new Upload({
      client: this.client,
      params: { ...params, Body: body },
      partSize: PART_BYTES,
      queueSize: QUEUE,
      leavePartsOnError: false,
    }).done();
  }

  async get(key: string): Promise<StoredObject> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
      if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered "${key}" without a stream`);
      return { stream: answer.Body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      throw isNotFound(error) ? new ObjectNotFoundError(key) : error;
    }
  }

  async head(key: string): Promise<{ size: number } | null> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
  }

  async *list(prefix: string): AsyncIterable<{ key: string; size: number }> {
    const strip = this.settings.prefix ? this.settings.prefix.length + 1 : 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: this.settings.prefix ? `${this.settings.prefix}/${prefix}` : prefix,
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) yield { key: item.Key.slice(strip), size: item.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Closes the client's sockets (on shutdown). */
  close(): void {
    this.client.destroy();
  }

  private key(key: string): string {
    checkKey(key);
    return this.settings.prefix ? `${this.settings.prefix}/${key}` : key;
  }
}

function isNotFound(error: unknown): boolean {
  const named = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  // A missing bucket is a setting to fix, not a missing file.
  if (named.name === 'NoSuchBucket') return false;
  return named.name === 'NoSuchKey' || named.name === 'NotFound' || named.$metadata?.httpStatusCode === 404;
}
