import { Queue } from 'bullmq';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { jobOptions } from '../../../src/notifications/queues.js';
import { redisOptionsFromUrl } from '../../../src/shared/redis/redis-connection.js';
import { runDatabaseUrl, runRedisPrefix, TEST_REDIS_URL } from '../../support/run-env.js';
import { startSmtpPeer } from '../../support/smtp-peer.js';
import { waitFor } from '../../support/wait-for.js';

describe('worker process', () => {
  it('finishes the active job before it exits on SIGTERM', async () => {
    const smtp = await startSmtpPeer({ hold: true });
    const queue = new Queue('email', { connection: redisOptionsFromUrl(TEST_REDIS_URL), prefix: runRedisPrefix() });
    let output = '';
    const worker = spawn(process.execPath, ['dist/src/worker.js'], {
      cwd: resolve(import.meta.dirname, '../../..'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: runDatabaseUrl(),
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: runRedisPrefix(),
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    worker.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((done) => worker.once('exit', (code) => done(code)));
    try {
      const id = `${randomUUID()}.shutdown`;
      await queue.add(
        'email.password-changed',
        { template: 'email.password-changed', to: 'graceful@example.com', lang: 'en', vars: {} },
        { ...jobOptions({ backoffMs: 50, retryWindowMinutes: 0.02, failedDays: 7 }), jobId: id },
      );
      await waitFor(() => smtp.arriving > 0, { what: 'the worker to start sending', timeoutMs: 60_000 });
      expect(await (await queue.getJob(id))?.getState()).toBe('active');

      worker.kill('SIGTERM');
      await waitFor(() => output.includes('SIGTERM received'), { what: 'the worker to acknowledge SIGTERM', timeoutMs: 60_000 });
      // The message is still in flight: the worker must not have exited under it.
      expect(worker.exitCode).toBeNull();
      smtp.release();

      expect(await exited).toBe(0);
      expect(await (await queue.getJob(id))?.getState()).toBe('completed');
      expect(smtp.received).toHaveLength(1);
    } finally {
      if (worker.exitCode === null) worker.kill('SIGKILL');
      await queue.close();
      await smtp.close();
    }
  }, 90_000);
});
