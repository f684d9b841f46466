import { createHash } from 'node:crypto';
import { EXTERNAL_PROVIDERS, type ExternalProvider } from './shared/contract/external-sign-in.js';
import { storageSettings, type StorageSettings } from './shared/storage/storage-config.js';

/**
 * Typed view of the environment. Read once at start-up; every module takes what it needs from here
 * instead of touching process.env, so the README's configuration table has one source of truth.
 */
export type ProcessRole = 'all' | 'api' | 'worker';

/** One OpenID Connect provider of the sign-in page: its issuer and this product's client there. */
export interface ExternalProviderConfig {
  id: ExternalProvider;
  issuer: URL;
  clientId: string;
  clientSecret: string;
}

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  role: ProcessRole;
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string;
  /** Key prefix for every BullMQ queue and Redis counter, so several runs share one Redis safely. */
  redisPrefix: string;
  /**
   * How long a counter/cache command waits for Redis before the request answers 503 (a Redis that
   * is down fails at once: the offline queue is off; this bounds one that hangs).
   */
  redisCommandTimeoutMs: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  twilio: { accountSid: string; authToken: string; from: string; apiBaseUrl: string | undefined } | undefined;
  /** Record every outgoing message for GET /api/v2/dev/messages (never in production). */
  captureMessages: boolean;
  /** Uploads in flight (`<storageDir>/tmp`) and, unless STORAGE_URL names a bucket, the stored files. */
  storageDir: string;
  /** Where stored files live: `disk` (STORAGE_DIR, the default) or an S3-compatible bucket (STORAGE_URL). */
  storage: StorageSettings;
  /** LibreOffice's `soffice` (a name looked up in PATH, or a path) that turns DOC/DOCX extracts into PDF. */
  sofficePath: string;
  /** How long one conversion may run before it is killed (and retried once). */
  convertTimeoutMs: number;
  /**
   * How soffice is isolated: `bwrap` (default: no network, only its input and output folders) or
   * `off` (CONVERT_SANDBOX=off, for a machine without bubblewrap whose uploaders are all trusted).
   * Without bubblewrap and without `off` nothing is converted: the viewer offers the download.
   */
  convertSandbox: 'bwrap' | 'off';
  webDir: string;
  /** Serve the web app's source maps (*.map); off in production unless SERVE_SOURCE_MAPS=true. */
  serveSourceMaps: boolean;
  logLevel: string;
  /** `pretty` (one readable line per event, for a terminal) or `json` (pino's lines, for collectors). */
  logFormat: 'pretty' | 'json';
  /** Log every HTTP request (one line each); off in development unless asked. */
  logRequests: boolean;
  queueDashboard: { user: string; password: string } | undefined;
  outboxSweepMs: number;
  /**
   * The relay claims up to `batchSize` due events at once and runs the claimed aggregates side by
   * side (each aggregate's in order), at most `concurrency` handler transactions at a time. Each
   * holds one pooled connection, besides the claim's own.
   */
  outbox: { batchSize: number; concurrency: number };
  /**
   * Writes one account may make in `windowSeconds` across the routes marked `@LimitWrites()`
   * (company and profiling writes), counted in Redis for every API replica; past it, 429.
   */
  writeLimit: { count: number; windowSeconds: number };
  /**
   * Which X-Forwarded-For hops to believe for the client address (per-address rate limits):
   * false (direct connections, the default), a hop count, or a list of proxy addresses/CIDRs.
   */
  trustProxy: boolean | number | string[];
  /** Off only where something else drives the relay (tests that simulate crashes). */
  startOutboxRelay: boolean;
  /** First retry delay of e-mail and SMS jobs; doubles on every further attempt (capped, queues.ts). */
  notificationBackoffMs: number;
  /** How long a provider (SMTP, SMS) may refuse before a message fails for good: the attempts are computed from it. */
  notificationRetryWindowMinutes: number;
  /** How often the worker makes sure every stored message that is not sent yet sits in its queue. */
  notificationSweepMs: number;
  /** How long a finally failed e-mail or SMS job stays in the queue (and the dashboard). */
  failedJobRetentionDays: number;
  /**
   * 256-bit key that seals the secrets of queued messages (links with tokens, one-time codes):
   * kept outside PostgreSQL and Redis, so neither a dump nor the queue dashboard reveals them.
   */
  secretsKey: Buffer;
  /** Serve the OpenAPI pages at /api/docs: on outside production, in production only with API_DOCS=true. */
  apiDocs: boolean;
  /** The verification promise: a submitted company is decided within this many minutes (its due time). */
  verificationSlaMinutes: number;
  /**
   * Prometheus metrics (/metrics) on a port of their own, never on the public port: off unless
   * METRICS_PORT is set; bound to METRICS_HOST, 127.0.0.1 by default, so only this machine (or a
   * scraper beside it) can read them. Each process (api, worker) serves its own.
   */
  metrics: { port: number; host: string } | undefined;
  /**
   * Sign-in through other providers (OpenID Connect): each provider whose OIDC_<ID>_ISSUER,
   * OIDC_<ID>_CLIENT_ID and OIDC_<ID>_CLIENT_SECRET are all set, in the sign-in page's order.
   */
  externalSignIn: ExternalProviderConfig[];
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function positiveInt(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0) throw new Error(`Expected a positive whole number, got "${value}"`);
  return parsed;
}

function convertSandbox(value: string | undefined): 'bwrap' | 'off' {
  if (value === undefined || value.trim() === '' || value === 'bwrap') return 'bwrap';
  if (value === 'off') return 'off';
  throw new Error(`CONVERT_SANDBOX must be bwrap or off, got "${value}"`);
}

/**
 * At most 8: the pool has 10 connections (orm-config.ts), the claim holds one, and a handler that
 * reads through a second connection while its transaction holds the first must find one free;
 * more would let the relay's own handlers wait on each other until the pool's timeout.
 */
export const OUTBOX_CONCURRENCY_MAX = 8;

/** 4 where the API shares the pool (`all`), 8 in a worker of its own. */
function outboxConcurrency(value: string | undefined, role: ProcessRole): number {
  const parsed = positiveInt(value, role === 'worker' ? OUTBOX_CONCURRENCY_MAX : 4);
  if (parsed > OUTBOX_CONCURRENCY_MAX)
    throw new Error(`OUTBOX_CONCURRENCY must be at most ${OUTBOX_CONCURRENCY_MAX} (the database pool has 10 connections), got "${value}"`);
  return parsed;
}

/** Fractions allowed: tests shrink minutes to seconds. */
function positiveNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`Expected a positive number, got "${value}"`);
  return parsed;
}

export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value.trim() === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value.trim())) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * SECRETS_KEY (at least 32 characters, e.g. `openssl rand -base64 32`) is hashed into the AES key.
 * Production refuses to start without one. Elsewhere a default is derived from the database URL
 * and the Redis prefix, so every process of one development setup agrees on it without setup;
 * it protects nothing against someone who can read this file, which is fine for development only.
 */
export function secretsKeyFrom(env: NodeJS.ProcessEnv, production: boolean, databaseUrl: string, redisPrefix: string): Buffer {
  const given = env.SECRETS_KEY;
  if (given) {
    if (given.length < 32) throw new Error('SECRETS_KEY must be at least 32 characters (e.g. openssl rand -base64 32)');
    return createHash('sha256').update(`kadry-secrets|${given}`).digest();
  }
  if (production)
    throw new Error(
      'SECRETS_KEY is required in production (e.g. openssl rand -base64 32); it seals the links and codes of queued messages',
    );
  return createHash('sha256').update(`kadry-development-secrets|${databaseUrl}|${redisPrefix}`).digest();
}

/** Whether `host` is this machine: only there may an issuer answer over plain HTTP (development, tests). */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * The providers configured by OIDC_<ID>_ISSUER, _CLIENT_ID and _CLIENT_SECRET (ID: GOOGLE,
 * FACEBOOK, LINKEDIN). A provider half configured is refused at start rather than left out
 * quietly; an issuer must use HTTPS unless it is on this machine.
 */
export function externalProvidersFrom(env: NodeJS.ProcessEnv): ExternalProviderConfig[] {
  const providers: ExternalProviderConfig[] = [];
  for (const id of EXTERNAL_PROVIDERS) {
    const prefix = `OIDC_${id.toUpperCase()}_`;
    const [issuer, clientId, clientSecret] = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'].map(
      (name) => env[prefix + name]?.trim() || undefined,
    );
    if (!issuer && !clientId && !clientSecret) continue;
    if (!issuer || !clientId || !clientSecret)
      throw new Error(`${prefix}ISSUER, ${prefix}CLIENT_ID and ${prefix}CLIENT_SECRET must be set together`);
    let url: URL;
    try {
      url = new URL(issuer);
    } catch {
      throw new Error(`${prefix}ISSUER must be a URL, got "${issuer}"`);
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
      throw new Error(`${prefix}ISSUER must use https (plain http only on this machine), got "${issuer}"`);
    }
    providers.push({ id, issuer: url, clientId, clientSecret });
  }
  return providers;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const role = (env.PROCESS_ROLE ?? 'all') as ProcessRole;
  if (!['all', 'api', 'worker'].includes(role)) {
    throw new Error(`PROCESS_ROLE must be all, api or worker (got "${role}")`);
  }
  const port = Number(env.PORT ?? 3000);
  const twilioSid = env.TWILIO_ACCOUNT_SID;
  const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kadry';
  const redisPrefix = env.REDIS_PREFIX ?? 'kadry';
  return {
    env: nodeEnv,
    role,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix,
    redisCommandTimeoutMs: positiveInt(env.REDIS_COMMAND_TIMEOUT_MS, 500),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Kadry <no-reply@kadry.local>',
    twilio: twilioSid
      ? {
          accountSid: twilioSid,
          authToken: env.TWILIO_AUTH_TOKEN ?? '',
          from: env.TWILIO_FROM ?? '',
          apiBaseUrl: env.TWILIO_API_BASE_URL || undefined,
        }
      : undefined,
    captureMessages: nodeEnv !== 'production' && bool(env.CAPTURE_MESSAGES, true),
    storageDir: env.STORAGE_DIR ?? 'storage',
    storage: storageSettings(env),
    sofficePath: env.SOFFICE_PATH || 'soffice',
    convertTimeoutMs: positiveInt(env.CONVERT_TIMEOUT_MS, 120_000),
    convertSandbox: convertSandbox(env.CONVERT_SANDBOX),
    webDir: env.WEB_DIR ?? 'dist/web',
    serveSourceMaps: bool(env.SERVE_SOURCE_MAPS, nodeEnv !== 'production'),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    logFormat: env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : nodeEnv === 'development' ? 'pretty' : 'json',
    logRequests: bool(env.LOG_REQUESTS, nodeEnv !== 'development'),
    queueDashboard:
      env.QUEUE_DASHBOARD_USER && env.QUEUE_DASHBOARD_PASSWORD
        ? { user: env.QUEUE_DASHBOARD_USER, password: env.QUEUE_DASHBOARD_PASSWORD }
        : undefined,
    outboxSweepMs: Number(env.OUTBOX_SWEEP_MS ?? 5000),
    outbox: { batchSize: positiveInt(env.OUTBOX_BATCH_SIZE, 200), concurrency: outboxConcurrency(env.OUTBOX_CONCURRENCY, role) },
    writeLimit: { count: positiveInt(env.WRITE_RATE_LIMIT, 30), windowSeconds: positiveInt(env.WRITE_RATE_WINDOW_SECONDS, 10) },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    startOutboxRelay: bool(env.OUTBOX_RELAY, true),
    notificationBackoffMs: Number(env.NOTIFICATION_BACKOFF_MS ?? 2000),
    notificationRetryWindowMinutes: positiveNumber(env.NOTIFICATION_RETRY_WINDOW_MINUTES, 30),
    notificationSweepMs: positiveInt(env.NOTIFICATION_SWEEP_MS, 5000),
    failedJobRetentionDays: Number(env.FAILED_JOB_RETENTION_DAYS ?? 7),
    secretsKey: secretsKeyFrom(env, nodeEnv === 'production', databaseUrl, redisPrefix),
    apiDocs: bool(env.API_DOCS, nodeEnv !== 'production'),
    verificationSlaMinutes: positiveInt(env.VERIFICATION_SLA_MINUTES, 120),
    metrics: env.METRICS_PORT ? { port: positiveInt(env.METRICS_PORT, 9464), host: env.METRICS_HOST || '127.0.0.1' } : undefined,
    externalSignIn: externalProvidersFrom(env),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
