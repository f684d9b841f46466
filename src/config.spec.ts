import { loadConfig, parseTrustProxy } from './config.js';

describe('configuration', () => {
  it('trusts no proxy unless told, so X-Forwarded-For cannot fake a client address', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('never captures messages in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', CAPTURE_MESSAGES: 'true', SECRETS_KEY: 'k'.repeat(32) }).captureMessages).toBe(false);
    expect(loadConfig({}).captureMessages).toBe(true);
  });

  it('needs SECRETS_KEY in production; elsewhere every process of one setup derives the same default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRETS_KEY is required/);
    expect(() => loadConfig({ SECRETS_KEY: 'too-short' })).toThrow(/at least 32/);
    const given = loadConfig({ NODE_ENV: 'production', SECRETS_KEY: 'x'.repeat(40) }).secretsKey;
    expect(given).toHaveLength(32);
    expect(loadConfig({ SECRETS_KEY: 'x'.repeat(40) }).secretsKey.equals(given)).toBe(true);
    const a = loadConfig({ DATABASE_URL: 'postgres://h/a', REDIS_PREFIX: 'p' }).secretsKey;
    expect(loadConfig({ DATABASE_URL: 'postgres://h/a', REDIS_PREFIX: 'p', PROCESS_ROLE: 'worker' }).secretsKey.equals(a)).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://h/b', REDIS_PREFIX: 'p' }).secretsKey.equals(a)).toBe(false);
  });

  it('runs the outbox relay 4 handler transactions at a time (8 in a worker of its own) in batches of 200 unless told, never more than the pool allows', () => {
    expect(loadConfig({}).outbox).toEqual({ batchSize: 200, concurrency: 4 });
    expect(loadConfig({ PROCESS_ROLE: 'worker' }).outbox).toEqual({ batchSize: 200, concurrency: 8 });
    expect(loadConfig({ OUTBOX_CONCURRENCY: '1', OUTBOX_BATCH_SIZE: '1' }).outbox).toEqual({ batchSize: 1, concurrency: 1 });
    expect(() => loadConfig({ OUTBOX_CONCURRENCY: '9' })).toThrow(/at most 8/);
    expect(() => loadConfig({ OUTBOX_BATCH_SIZE: '0' })).toThrow(/positive whole number/);
  });

  it('lets one account make 30 writes per 10 s unless told', () => {
    expect(loadConfig({}).writeLimit).toEqual({ count: 30, windowSeconds: 10 });
    expect(loadConfig({ WRITE_RATE_LIMIT: '5', WRITE_RATE_WINDOW_SECONDS: '60' }).writeLimit).toEqual({ count: 5, windowSeconds: 60 });
  });

  it('gives a Redis command 500 ms before the request answers 503, unless told', () => {
    expect(loadConfig({}).redisCommandTimeoutMs).toBe(500);
    expect(loadConfig({ REDIS_COMMAND_TIMEOUT_MS: '5000' }).redisCommandTimeoutMs).toBe(5000);
  });

  it('keeps finally failed jobs 7 days unless told', () => {
    expect(loadConfig({}).failedJobRetentionDays).toBe(7);
    expect(loadConfig({ FAILED_JOB_RETENTION_DAYS: '2' }).failedJobRetentionDays).toBe(2);
  });

  it('retries messages through 30 minutes of provider outage unless told, and refuses a window that is no duration', () => {
    expect(loadConfig({}).notificationRetryWindowMinutes).toBe(30);
    expect(loadConfig({ NOTIFICATION_RETRY_WINDOW_MINUTES: '0.5' }).notificationRetryWindowMinutes).toBe(0.5);
    expect(() => loadConfig({ NOTIFICATION_RETRY_WINDOW_MINUTES: '-1' })).toThrow(/positive number/);
    expect(() => loadConfig({ NOTIFICATION_RETRY_WINDOW_MINUTES: 'soon' })).toThrow(/positive number/);
  });

  it('serves source maps outside production, and in production only when SERVE_SOURCE_MAPS=true', () => {
    expect(loadConfig({}).serveSourceMaps).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEY: 'k'.repeat(32) }).serveSourceMaps).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEY: 'k'.repeat(32), SERVE_SOURCE_MAPS: 'true' }).serveSourceMaps).toBe(true);
  });

  it('converts documents in bubblewrap unless CONVERT_SANDBOX=off says otherwise, and refuses other values', () => {
    expect(loadConfig({}).convertSandbox).toBe('bwrap');
    expect(loadConfig({ CONVERT_SANDBOX: 'bwrap' }).convertSandbox).toBe('bwrap');
    expect(loadConfig({ CONVERT_SANDBOX: 'off' }).convertSandbox).toBe('off');
    expect(() => loadConfig({ CONVERT_SANDBOX: 'false' })).toThrow(/CONVERT_SANDBOX/);
  });

  it('refuses an unknown process role', () => {
    expect(() => loadConfig({ PROCESS_ROLE: 'scheduler' })).toThrow(/PROCESS_ROLE/);
  });
});
