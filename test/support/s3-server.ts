import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Settings } from '../../src/shared/storage/s3-storage.js';

/** The part of s3rver (3.7.1, no type declarations of its own) these tests use. */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: Array<{ name: string; configs: string[] }>;
}) => S3rverServer;

const require = createRequire(import.meta.url);

/** s3rver's one built-in key pair. */
const KEY = 'S3RVER';

export interface S3TestServer {
  bucket: string;
  endpoint: string;
  /** The product's own settings for this bucket (what STORAGE_URL and the S3_* variables give). */
  settings(prefix?: string): S3Settings;
  /** The same as environment variables, for a product process started with them. */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3 API server (s3rver) in this process on 127.0.0.1 and a free port, storing in a fresh
 * temporary folder, with one empty bucket. `close()` stops it and removes the folder. Self-contained
 * on purpose: nothing else of the test support is needed.
 */
export async function startS3Server(bucket = 'kadry-test'): Promise<S3TestServer> {
  const S3rver = require('s3rver') as S3rverClass;
  const directory = await mkdtemp(join(tmpdir(), 'kadry-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  let address: AddressInfo;
  try {
    address = await server.run();
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  const settings = (prefix = ''): S3Settings => ({
    bucket,
    prefix,
    endpoint,
    region: 'us-east-1',
    accessKeyId: KEY,
    secretAccessKey: KEY,
    forcePathStyle: true,
  });
  return {
    bucket,
    endpoint,
    settings,
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async close() {
      // Clients keep sockets alive; a plain close() would wait for them to time out.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
