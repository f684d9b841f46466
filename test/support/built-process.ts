// A built entry point (dist/src/main.js, dist/src/worker.js) run as its own process against this
// run's database and Redis prefix, with fresh storage and no web folder; its stdout and stderr are
// kept together, as a terminal or a log collector would see them. For the suites that test what a
// process prints and how it starts and stops (start-up output, connection logs).
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { runDatabaseUrl, runRedisPrefix, TEST_REDIS_URL } from './run-env.js';
import { tempDir } from './temp-dir.js';

export interface BuiltProcess {
  /** Everything printed so far. */
  output(): string;
  /** The non-empty lines printed so far. */
  lines(): string[];
  /** SIGTERM, then its exit code once it has exited. */
  stop(): Promise<number | null>;
  /** SIGKILL if still running (a finally after a failed assertion). */
  kill(): void;
}

/** Runs `dist/src/<entry>.js`; `env` adds to or overrides the run's connection settings. */
export function runBuilt(entry: 'main' | 'worker', env: Record<string, string> = {}): BuiltProcess {
  let output = '';
  const child = spawn(process.execPath, [`dist/src/${entry}.js`], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: runDatabaseUrl(),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: runRedisPrefix(),
      STORAGE_DIR: tempDir('kadry-storage-'),
      WEB_DIR: join(tempDir('kadry-web-'), 'none'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    output: () => output,
    lines: () => output.split('\n').filter((line) => line.trim() !== ''),
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
