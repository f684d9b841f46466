import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { type INestApplication, type INestApplicationContext, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Logger, PinoLogger } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildAppModule, type AppModuleExtras } from './app.module.js';
import type { AppConfig } from './config.js';
import { CONVERT_QUEUE } from './company/files/convert-queue.js';
import { QueueDashboard } from './notifications/queue-dashboard.js';
import { VACANCY_PDF_QUEUE } from './profiling/pdf/vacancy-pdf.queue.js';
import { CV_TEXT_QUEUE } from './recruiting/files/cv-queue.js';
import { RECRUITING_DAILY_QUEUE } from './recruiting/services/daily-jobs.js';
import { registerMultipart } from './shared/files/multipart.js';
import { registerHttpMetrics } from './shared/metrics/http-metrics.js';
import { Metrics } from './shared/metrics/metrics.js';
import { createValidationPipe } from './shared/http/validation.js';
import { registerInputGuards } from './shared/http/input-guards.js';
import { registerEnvelope } from './shared/http/envelope.js';
import { zlibKeepingPreparedAnswers } from './shared/http/prepared-answer.js';
import { registerRequestConventions } from './shared/http/request-context.js';
import { registerRequestLog } from './shared/http/request-log.js';
import { registerRouteFlags } from './shared/http/route-flags.js';
import { API_DOCS_PATH, registerSecurityHeaders } from './shared/http/security-headers.js';

export const API_PREFIX = 'api/v2';
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The HTTP process (api or all role), configured but not listening. */
export async function createHttpApp(config: AppConfig, extras: AppModuleExtras = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy:
      typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // A caller's request id is kept when it looks like one, so logs of several services line up.
    requestIdHeader: false,
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(buildAppModule(config, extras), adapter, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix(API_PREFIX, { exclude: [{ path: 'admin/queues', method: RequestMethod.ALL }] });
  app.useGlobalPipes(createValidationPipe());

  const fastify = app.getHttpAdapter().getInstance();
  // Each request works in its own fork of the entity manager. A Fastify hook rather than the ORM's
  // Nest middleware: with no Nest middleware left, middie does no work per request. Fastify's body
  // parsing keeps the async context, so handlers of POST requests see the fork too.
  const orm = app.get(MikroORM);
  fastify.addHook('onRequest', (_request, _reply, done) => RequestContext.create(orm.em, done));
  registerRequestConventions(fastify);
  registerEnvelope(fastify);
  registerHttpMetrics(fastify, app.get(Metrics));
  if (config.logRequests) registerRequestLog(fastify, PinoLogger.root);
  await registerCompression(app);
  await registerMultipart(fastify, {
    tmpDir: resolve(config.storageDir, 'tmp'),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 100, fieldSize: 1024 * 1024 },
  });
  registerInputGuards(fastify);
  registerSecurityHeaders(fastify);
  registerRouteFlags(fastify);

  await app.get(QueueDashboard).mount(fastify, [CONVERT_QUEUE, VACANCY_PDF_QUEUE, CV_TEXT_QUEUE, RECRUITING_DAILY_QUEUE]);

  const webDir = resolve(config.webDir);
  if (existsSync(join(webDir, 'index.html'))) await serveWebApp(app, webDir, config.serveSourceMaps);

  // The API's map helps an attacker as much as a developer: off in production unless asked for.
  if (config.apiDocs) setUpApiDocs(app);
  return app;
}

function setUpApiDocs(app: NestFastifyApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Kadry API')
      .setDescription(
        'Recruiting and HR platform. Success: HTTP 200 `{ok:true,...}`; failure: `{ok:false,error:true,code,msg,fields}` with an honest status.',
      )
      .setVersion('2.0')
      .addApiKey({ type: 'apiKey', in: 'header', name: 'userToken' }, 'userToken')
      .addGlobalParameters({ name: 'lang', in: 'header', required: false, schema: { type: 'string', enum: ['ru', 'en', 'uk', 'ua'] } })
      .build(),
  );
  SwaggerModule.setup(API_DOCS_PATH.slice(1), app, document, { useGlobalPrefix: false });
}

/**
 * API answers over 1 KB leave compressed (br, else gzip). Streams go as they are: files are either
 * compressed already (images, pre-compressed assets) or meant to reach the client as they come.
 */
async function registerCompression(app: NestFastifyApplication): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  // Runs before the plugin's per-route hook: the plugin honours this header and nothing else per reply.
  fastify.addHook('onSend', (request, _reply, payload, done) => {
    if (payload instanceof Readable) request.headers['x-no-compression'] = 'stream';
    done(null, payload);
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], zlib: zlibKeepingPreparedAnswers() });
}

/** What a content-hashed asset does not need (serveWebApp). */
const HASHED_ASSET_HEADERS = ['etag', 'last-modified', 'accept-ranges', 'x-request-id'];

/** Scripts, styles and their maps (or their .br/.gz twins); never HTML or SVG, which can be documents. */
const SUBRESOURCE = /\.(?:js|mjs|css|map)(?:\.br|\.gz)?$/;
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * The built SPA. Files found at start-up only (wildcard off), so unknown paths fall through to the
 * SPA fallback. Assets are named by content hash, so they never change under one URL: cached for a
 * year; anything else revalidates. Each text asset has .br and .gz twins written by the build.
 */
async function serveWebApp(app: NestFastifyApplication, webDir: string, serveSourceMaps: boolean): Promise<void> {
  // Vite writes only content-hashed names under assets/ (public files like favicon.svg sit at the root).
  const hashed = /[\\/]assets[\\/][^\\/]+$/;
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    globIgnore: ['**/*.br', '**/*.gz', ...(serveSourceMaps ? [] : ['**/*.map'])],
    setHeaders: (reply, path) => {
      const immutable = hashed.test(path);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // A content-hashed asset is never revalidated (immutable) nor asked for by range, and nobody
      // traces a request for one: its validators, range advertisement and request id are some 150
      // bytes of every chunk of a first load (docs/performance.md, "First load in a browser").
      if (immutable) for (const header of HASHED_ASSET_HEADERS) reply.removeHeader(header);
      // Document policies (CSP, framing, referrer, ...) do nothing on a script or a stylesheet, yet
      // cost about 700 bytes on each of the dozens of chunks a first load fetches. nosniff and
      // Cross-Origin-Resource-Policy do apply to subresources and stay.
      if (SUBRESOURCE.test(path)) for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    },
  });
}

/** The worker process alone: outbox relay and queue processors, no HTTP. */
export async function createWorkerContext(config: AppConfig, extras: AppModuleExtras = {}): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(buildAppModule({ ...config, role: 'worker' }, extras), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  return app;
}

export type { INestApplication };
