import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from './product.js';
import { startS3Server } from './s3-server.js';
import { runDatabaseUrl, runRedisPrefix, TEST_REDIS_URL } from './run-env.js';
import { tempDir } from './temp-dir.js';
import { waitFor } from './wait-for.js';

/**
 * Several processes of the built product (dist/src/main.js) sharing what production replicas
 * share: this run's PostgreSQL database, its Redis prefix, one file storage and one SECRETS_KEY.
 * Each process has its own HTTP port (api) and its own metrics port.
 */

/**
 * The one place where the replicas' file storage is chosen: one bucket of a real S3 API server
 * (s3rver, s3-server.ts) that every replica reaches through STORAGE_URL and the S3_* variables,
 * as replicas on several machines would (docker/compose.replicas.yml gives them MinIO).
 */
export async function sharedStorageEnv(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const s3 = await startS3Server('kadry-replicas');
  return { env: s3.env(), close: () => s3.close() };
}

export interface Replica {
  role: 'api' | 'worker';
  /** http://127.0.0.1:<port> of an api process; empty for the worker. */
  url: string;
  metricsUrl: string;
  output(): string;
  stop(): Promise<void>;
}

export async function startReplica(
  role: 'api' | 'worker',
  shared: Record<string, string>,
  env: Record<string, string> = {},
): Promise<Replica> {
  const root = resolve(import.meta.dirname, '../..');
  if (!existsSync(resolve(root, 'dist/src/main.js')))
    throw new Error('The product is not built (no dist/src/main.js): run `npm run build:api`');
  const port = await freePort();
  const metricsPort = await freePort();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PROCESS_ROLE: role,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: runDatabaseUrl(),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: runRedisPrefix(),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIR: resolve(root, 'no-web-for-replicas'),
      LOG_LEVEL: 'warn',
      OUTBOX_SWEEP_MS: '500',
      // Clients play several addresses through X-Forwarded-For (per-address limits).
      TRUST_PROXY: 'true',
      SECRETS_KEY: 'replica-test-secrets-key-0123456789abcdef',
      METRICS_PORT: String(metricsPort),
      // Its own folder for uploads in progress: whatever the replicas share goes through the bucket.
      STORAGE_DIR: tempDir(`kadry-replica-${role}-`),
      ...shared,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = role === 'api' ? `http://127.0.0.1:${port}` : '';
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  try {
    // The API is ready when it answers its health check, the worker when its metrics port does.
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`the ${role} process exited (${child.exitCode}):\n${log}`);
        return (await fetch(role === 'api' ? `${url}/api/v2/health` : metricsUrl).catch(() => undefined))?.ok === true;
      },
      { timeoutMs: 60_000, intervalMs: 200, what: `the ${role} process to answer` },
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    role,
    url,
    metricsUrl,
    output: () => log,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
