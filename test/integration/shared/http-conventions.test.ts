import { Body, Controller, Module, Post, Req } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { uploadedFile } from '../../../src/shared/files/multipart.js';
import { tempDir } from '../../support/temp-dir.js';
import { startHttpApp, testConfig } from '../../support/test-app.js';

class EchoDto {
  @IsNotEmpty()
  @IsEmail({}, { message: 'validation.format' })
  @MaxLength(100)
  email!: string;

  @IsOptional()
  @IsString()
  ref?: string;
}

/** A probe route: proves the conventions every real controller relies on. */
@Controller('probe')
class ProbeController {
  @Post('echo')
  echo(@Body() body: EchoDto, @Req() req: FastifyRequest): object {
    return { echo: body, lang: req.lang, token: req.sessionToken ?? null, queryToken: req.queryToken ?? null };
  }

  @Post('upload')
  upload(@Req() req: FastifyRequest): object {
    const file = uploadedFile(req, 'file');
    return { file: file ? { filename: file.filename, size: file.size } : null };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('HTTP conventions of /api/v2', () => {
  let app: NestFastifyApplication;
  let web: string;

  beforeAll(async () => {
    web = tempDir('kadry-web-');
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Kadry SPA</title><div id="root"></div>');
    // Not robots.txt: the careers pages serve that one (src/careers), so the web's build holds none.
    writeFileSync(join(web, 'humans.txt'), 'Team: Kadry');
    app = await startHttpApp(
      testConfig({ WEB_DIR: web, QUEUE_DASHBOARD_USER: 'ops', QUEUE_DASHBOARD_PASSWORD: 's3cret-pass', API_DOCS: 'true' }),
      { imports: [ProbeModule] },
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  const http = () => request(app.getHttpServer());

  it('reports PostgreSQL and Redis in the health check', async () => {
    const res = await http().get('/api/v2/health').expect(200);
    expect(res.body).toMatchObject({ ok: true, status: 'up', checks: { database: { status: 'up' }, redis: { status: 'up' } } });
  });

  it('wraps success in the envelope with HTTP 200 for a POST', async () => {
    const res = await http().post('/api/v2/probe/echo').send({ email: 'anna@example.com' }).expect(200);
    expect(res.body).toEqual({ ok: true, echo: { email: 'anna@example.com' }, lang: 'ru', token: null, queryToken: null });
  });

  it('accepts form-encoded bodies', async () => {
    const res = await http().post('/api/v2/probe/echo').type('form').send('email=form%40example.com&ref=https%3A%2F%2Fx').expect(200);
    expect(res.body.echo).toEqual({ email: 'form@example.com', ref: 'https://x' });
  });

  it('accepts multipart fields and streams files to disk', async () => {
    const fields = await http().post('/api/v2/probe/echo').field('email', 'multi@example.com').expect(200);
    expect(fields.body.echo).toEqual({ email: 'multi@example.com' });
    const upload = await http().post('/api/v2/probe/upload').attach('file', Buffer.alloc(1234, 1), 'blob.bin').expect(200);
    expect(upload.body.file).toEqual({ filename: 'blob.bin', size: 1234 });
  });

  it('answers 413 in the envelope for a file over the limit', async () => {
    const res = await http()
      .post('/api/v2/probe/upload')
      .attach('file', Buffer.alloc(10 * 1024 * 1024 + 10, 1), 'big.bin');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ ok: false, error: true, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('accepts the legacy token and data query parameters', async () => {
    const data = encodeURIComponent(JSON.stringify({ email: 'legacy@example.com' }));
    const res = await http().post(`/api/v2/probe/echo?token=legacy-token&data=${data}`).expect(200);
    // The query token is read but is no session token: only routes marked @LegacyQueryToken() use it.
    expect(res.body).toMatchObject({ echo: { email: 'legacy@example.com' }, token: null, queryToken: 'legacy-token' });
  });

  it('reads the userToken header', async () => {
    const res = await http().post('/api/v2/probe/echo').set('userToken', 'abc').send({ email: 'a@example.com' }).expect(200);
    expect(res.body.token).toBe('abc');
  });

  it('localizes validation errors by the lang header, reading ua as uk', async () => {
    const ru = await http().post('/api/v2/probe/echo').send({}).expect(400);
    expect(ru.body).toEqual({
      ok: false,
      error: true,
      code: 'VALIDATION_FAILED',
      msg: 'Проверьте правильность заполнения полей',
      fields: { email: 'Обязательное поле' },
    });
    const en = await http().post('/api/v2/probe/echo').set('lang', 'en').send({ email: 'nope' }).expect(400);
    expect(en.body.fields).toEqual({ email: 'Invalid field format' });
    const ua = await http()
      .post('/api/v2/probe/echo')
      .set('lang', 'ua')
      .send({ email: `${'a'.repeat(95)}@example.com` })
      .expect(400);
    expect(ua.body.fields).toEqual({ email: 'Довжину поля перевищено' });
  });

  it('strips fields the DTO does not declare', async () => {
    const res = await http().post('/api/v2/probe/echo').send({ email: 'a@example.com', isAdmin: true }).expect(200);
    expect(res.body.echo).toEqual({ email: 'a@example.com' });
  });

  it('answers malformed JSON with 400 MALFORMED_BODY', async () => {
    const res = await http().post('/api/v2/probe/echo').set('content-type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, code: 'MALFORMED_BODY' });
  });

  it('answers unknown API paths with 404 in the envelope', async () => {
    const res = await http().get('/api/v2/no/such/call').set('lang', 'en').expect(404);
    expect(res.body).toEqual({ ok: false, error: true, code: 'NOT_FOUND', msg: 'API method not found' });
    await http().post('/api/nothing').expect(404);
  });

  it('serves the SPA for unknown non-API paths and static files as they are', async () => {
    const page = await http().get('/settings/myCompanies').expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('Kadry SPA');
    const file = await http().get('/humans.txt').expect(200);
    expect(file.text).toBe('Team: Kadry');
  });

  it('sends security headers and a request id', async () => {
    const res = await http().get('/api/v2/health').set('x-request-id', 'trace-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-request-id']).toBe('trace-123');
    const generated = await http().get('/api/v2/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI document', async () => {
    const res = await http().get('/api/docs-json').expect(200);
    expect(res.body.info.title).toBe('Kadry API');
    expect(Object.keys(res.body.paths)).toContain('/api/v2/health');
    await http().get('/api/docs').expect(200);
  });

  it('keeps the queue dashboard for the operator only', async () => {
    const anonymous = await http().get('/admin/queues');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['www-authenticate']).toContain('Basic');
    await http().get('/admin/queues').auth('ops', 'wrong').expect(401);
    const allowed = await http().get('/admin/queues').auth('ops', 's3cret-pass').expect(200);
    expect(allowed.text).toContain('<');
    const api = await http().get('/admin/queues/api/queues').auth('ops', 's3cret-pass').expect(200);
    expect(api.body.queues.map((q: { name: string }) => q.name).sort()).toEqual([
      'convert',
      'email',
      'recruiting-cv',
      'recruiting-daily',
      'sms',
      'vacancy-pdf',
    ]);
  });

  it('serves captured messages outside production', async () => {
    const res = await http().get('/api/v2/dev/messages?to=nobody@example.com').expect(200);
    expect(res.body).toEqual({ ok: true, messages: [] });
  });
});

describe('production mode', () => {
  it('has no development messages route', async () => {
    const app = await startHttpApp(testConfig({ NODE_ENV: 'production' }));
    try {
      const res = await request(app.getHttpServer()).get('/api/v2/dev/messages?to=a@b.c');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    } finally {
      await app.close();
    }
  });
});
