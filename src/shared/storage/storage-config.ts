import type { S3Settings } from './s3-storage.js';

/** Where stored files live: the local folder (default) or an S3-compatible bucket. */
export type StorageSettings = { kind: 'disk' } | ({ kind: 's3' } & S3Settings);

/**
 * STORAGE_URL unset or empty: files under STORAGE_DIR on this machine. `s3://bucket[/prefix]`: the
 * bucket, with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_FORCE_PATH_STYLE.
 */
export function storageSettings(env: NodeJS.ProcessEnv): StorageSettings {
  const url = env.STORAGE_URL?.trim();
  if (!url) return { kind: 'disk' };
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) throw new Error(`STORAGE_URL must be s3://bucket or s3://bucket/prefix (got "${url}")`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  if (pathStyle && !['true', 'false', '1', '0'].includes(pathStyle))
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false (got "${pathStyle}")`);
  return {
    kind: 's3',
    bucket: match[1]!,
    prefix,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
  };
}
