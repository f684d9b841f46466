import fastifyStatic from '@fastify/static';
import { type INestApplication, type INestApplicationContext, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildAppModule, type AppModuleExtras } from './app.module.js';
import type { AppConfig } from './config.js';
import { QueueDashboard } from './notifications/queue-dashboard.js';
import { registerMultipart } from './shared/files/multipart.js';
import { createValidationPipe } from './shared/http/validation.js';
import { registerInputGuards } from './shared/http/input-guards.js';
import { registerRequestConventions } from './shared/http/request-context.js';
import { API_DOCS_PATH, registerSecurityHeaders } from './shared/http/security-headers.js';

export const API_PREFIX = 'api/v2';
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The HTTP process (api or all role), configured but not listening. */
export async function createHttpApp(config: AppConfig, extras: AppModuleExtras = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
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
  registerRequestConventions(fastify);
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await registerMultipart(fastify, {
    tmpDir: resolve(config.storageDir, 'tmp'),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 100, fieldSize: 1024 * 1024 },
  });
  registerInputGuards(fastify);
  await registerSecurityHeaders(fastify);

  await app.get(QueueDashboard).mount(fastify);

  const webDir = resolve(config.webDir);
  if (existsSync(join(webDir, 'index.html'))) {
    // Files found at start-up only (wildcard off): unknown paths fall through to the SPA fallback.
    await app.register(fastifyStatic, { root: webDir, prefix: '/', wildcard: false, index: false, maxAge: '1h', immutable: false });
  }

  // The API's map helps an attacker as much as a developer: off in production unless asked for.
  if (config.apiDocs) setUpApiDocs(app);
  return app;
}

function setUpApiDocs(app: NestFastifyApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Kadry API')
      .setDescription('Recruiting and HR platform. Success: HTTP 200 `{ok:true,...}`; failure: `{ok:false,error:true,code,msg,fields}` with an honest status.')
      .setVersion('2.0')
      .addApiKey({ type: 'apiKey', in: 'header', name: 'userToken' }, 'userToken')
      .addGlobalParameters({ name: 'lang', in: 'header', required: false, schema: { type: 'string', enum: ['ru', 'en', 'uk', 'ua'] } })
      .build(),
  );
  SwaggerModule.setup(API_DOCS_PATH.slice(1), app, document, { useGlobalPrefix: false });
}

/** The worker process alone: outbox relay and queue processors, no HTTP. */
export async function createWorkerContext(config: AppConfig, extras: AppModuleExtras = {}): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(buildAppModule({ ...config, role: 'worker' }, extras), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  return app;
}

export type { INestApplication };
