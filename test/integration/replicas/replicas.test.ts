import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { allEntities } from '../../../src/app.entities.js';
import { seedOptionLists } from '../../../src/catalogue/seed/seed-account-lists.js';
import { createConfirmedAccount } from '../../../src/identity/provisioning/accounts.js';
import { createOrmConfig } from '../../../src/shared/database/orm-config.js';
import { migrationsList } from '../../../migrations/index.js';
import { makeDocx } from '../../support/docx.js';
import { randomIp, uniqueEmail, uniquePhone } from '../../support/harness.js';
import { openLive } from '../../support/live-stream.js';
import { sharedStorageEnv, startReplica, type Replica } from '../../support/replicas.js';
import { runDatabaseUrl } from '../../support/run-env.js';
import { CONVERSION_TEST_MS, waitFor } from '../../support/wait-for.js';
import { sampleValue, scrape } from '../metrics/scrape.js';
import { PASSWORD } from '../identity/support.js';
import { validCode } from '../verification/verification.support.js';

/**
 * Two API processes and one worker, as production runs them on several machines: one PostgreSQL,
 * one Redis, one file storage (replicas.ts, sharedStorageEnv), one SECRETS_KEY. Whatever one API
 * did, the other must see at once: files, live events, login limits, ended sessions.
 */

interface Answer {
  status: number;
  body: Record<string, any>;
}

async function call(
  api: Replica,
  path: string,
  options: { body?: unknown; token?: string; ip?: string; method?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${api.url}/api/v2${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token ? { userToken: options.token } : {}),
      'X-Forwarded-For': options.ip ?? '10.20.0.1',
      lang: 'en',
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, any>) : {} };
}

async function fileBytes(
  api: Replica,
  path: string,
  token: string,
): Promise<{ status: number; type: string | null; disposition: string | null; bytes: Buffer }> {
  const response = await fetch(`${api.url}/api/v2${path}`, { headers: { userToken: token, 'X-Forwarded-For': '10.20.0.2' } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('two API replicas and a worker on one PostgreSQL, Redis and storage', () => {
  let orm: MikroORM;
  let storage: Awaited<ReturnType<typeof sharedStorageEnv>>;
  let api1: Replica;
  let api2: Replica;
  let worker: Replica;

  /** A confirmed account made in the database; signed in through the given API. */
  async function account(role: 'user' | 'verifier', through: Replica): Promise<{ email: string; token: string }> {
    const email = uniqueEmail(`replica-${role}`);
    await createConfirmedAccount(orm.em.fork(), {
      email,
      password: PASSWORD,
      role,
      profile: { lname: 'Бондар', name: 'Ірина', sname: null, birthDate: '1990-01-01', genderId: 2, phone: uniquePhone() },
    });
    const login = await call(through, '/profile/loginUser', { body: { email, password: PASSWORD }, ip: randomIp() });
    expect(login.status).toBe(200);
    return { email, token: login.body.user_data.token as string };
  }

  beforeAll(async () => {
    orm = await MikroORM.init(createOrmConfig({ databaseUrl: runDatabaseUrl(), entities: allEntities, migrations: migrationsList }));
    await seedOptionLists(orm.em.fork());
    storage = await sharedStorageEnv();
    [api1, api2, worker] = await Promise.all([
      startReplica('api', storage.env),
      startReplica('api', storage.env),
      startReplica('worker', storage.env),
    ]);
    // Three built processes boot side by side: past the 30 s default on a machine at load 14 (seen).
  }, 120_000);
  afterAll(async () => {
    await Promise.all([api1?.stop(), api2?.stop(), worker?.stop()]);
    await storage?.close();
    await orm?.close();
  });

  it(
    'serves an extract uploaded through API 1 from API 2, converted to PDF by the worker; a decision on API 1 reaches a stream on API 2',
    async () => {
      const owner = await account('user', api1);
      const verifier = await account('verifier', api2);
      const created = await call(api1, '/company/createCompany', {
        token: owner.token,
        body: {
          name: 'ТОВ «Репліки»',
          companyBrand: 'Kadry',
          employees: 2,
          code: validCode(),
          activity: 1,
          services: 'Підбір персоналу',
          website: 'https://kadry.example.com',
        },
      });
      expect(created.status).toBe(200);
      const companyId = created.body.company_data.id as string;

      const docx = await makeDocx(`Kadry replicas extract ${randomUUID()}\n`);
      const form = new FormData();
      form.set('company_id', companyId);
      form.set('type', 'edr');
      form.set(
        'file',
        new Blob([new Uint8Array(docx)], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
        'Витяг.docx',
      );
      const uploaded = await fetch(`${api1.url}/api/v2/company/add_verificationFileCompany`, {
        method: 'POST',
        headers: { userToken: owner.token, 'X-Forwarded-For': '10.20.0.4' },
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const fileId = ((await uploaded.json()) as { file: { id: string } }).file.id;
      expect(
        (await call(api1, '/company/set_statusCompany', { token: owner.token, body: { company_id: companyId, status_id: 2 } })).status,
      ).toBe(200);

      // The bytes API 1 stored, as API 2 reads them.
      const download = await fileBytes(api2, `/company/files/${fileId}`, verifier.token);
      expect(download.status).toBe(200);
      expect(download.disposition).toMatch(/^attachment;/);
      expect(download.bytes.equals(docx)).toBe(true);
      // The worker read the extract and wrote its PDF; API 2 serves the PDF (202 until it exists).
      const view = await waitFor(
        async () => {
          const shown = await fileBytes(api2, `/company/files/${fileId}/view`, verifier.token);
          if (shown.status !== 200 && shown.status !== 202) throw new Error(`view: HTTP ${shown.status}`);
          // s3rver, this test's S3, writes an object's file in place: a read during the worker's
          // PUT got an empty body once (real S3 and the disk storage show all of an object or none).
          // A whole PDF ends with %%EOF.
          return shown.status === 200 && shown.bytes.subarray(-8).includes('%%EOF') && shown;
        },
        { timeoutMs: 90_000, intervalMs: 300, what: 'the PDF rendition through API 2' },
      );
      expect(view.type).toBe('application/pdf');
      expect(view.bytes.subarray(0, 5).toString()).toBe('%PDF-');

      // The owner watches on API 2 while the verifier decides on API 1.
      const live = await openLive(api2.url, owner.token, { ip: '10.20.0.3', okOnly: true });
      try {
        await waitFor(
          async () =>
            (await call(api1, '/verifier/getVerificationCompanyInfo', { token: verifier.token, body: { company_id: companyId } }))
              .status === 200,
          {
            what: 'the case in the verifier read model',
          },
        );
        const decided = await call(api1, '/verifier/setVerificationCompany', {
          token: verifier.token,
          body: { company_id: companyId, verification: 1 },
        });
        expect(decided.status).toBe(200);
        await waitFor(() => live.events.some((e) => e.event === 'company.changed' && e.data.company_id === companyId), {
          what: 'the decision on the stream of API 2',
        });
      } finally {
        live.close();
      }
      expect(
        (await call(api2, '/company/get_companyInfo', { token: owner.token, body: { company_id: companyId } })).body.company_data.status.id,
      ).toBe(4);
    },
    CONVERSION_TEST_MS,
  );

  it('counts login failures across both APIs', async () => {
    const { email } = await account('user', api1);
    // Ten wrong passwords per account in 15 minutes (POLICY.loginFailures), from ten addresses, half on each API.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await call(attempt % 2 === 0 ? api1 : api2, '/profile/loginUser', {
        body: { email, password: 'Wrong-Horse-1' },
        ip: randomIp(),
      });
      expect(answer.status).toBe(401);
    }
    for (const api of [api1, api2]) {
      const refused = await call(api, '/profile/loginUser', { body: { email, password: PASSWORD }, ip: randomIp() });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBeDefined();
    }
  });

  it('refuses a session on API 2 as soon as it signed out on API 1, and ends its live stream there', async () => {
    const { token } = await account('user', api1);
    expect((await call(api2, '/profile/get_userInfo', { token })).status).toBe(200);
    const live = await openLive(api2.url, token, { ip: '10.20.0.5', okOnly: true });
    try {
      expect((await call(api1, '/profile/logoutUser', { token, body: {} })).status).toBe(200);
      const refused = await call(api2, '/profile/get_userInfo', { token });
      expect(refused.status).toBe(401);
      expect((await call(api1, '/profile/get_userInfo', { token })).status).toBe(401);
      await waitFor(() => live.ended, { what: 'the stream on API 2 ended by the logout on API 1' });
    } finally {
      live.close();
    }
  });

  it('lets each process serve its own metrics, the requests counted where they were answered', async () => {
    const [one, two, work] = await Promise.all([scrape(api1.metricsUrl), scrape(api2.metricsUrl), scrape(worker.metricsUrl)]);
    expect(
      sampleValue(one, 'kadry_http_request_duration_seconds_count', { role: 'api', route: '/api/v2/company/createCompany', status: '200' }),
    ).toBe(1);
    expect(sampleValue(two, 'kadry_http_request_duration_seconds_count', { route: '/api/v2/company/createCompany' })).toBeUndefined();
    expect(
      sampleValue(two, 'kadry_http_request_duration_seconds_count', { role: 'api', route: '/api/v2/company/files/:fileId', status: '200' }),
    ).toBe(1);
    // The worker serves the queue gauges. Their counts are not this flow's alone: the processes run
    // on this jest worker's database and Redis prefix, which the group's other flows share, and its
    // relay also takes their events: in full runs the count held another flow's failed job (2 of 3
    // runs on 2026-12-07), never when this file ran alone. The first flow's own PDF proves the
    // conversion.
    expect(sampleValue(work, 'kadry_queue_jobs', { role: 'worker', queue: 'convert', state: 'failed' })).toEqual(expect.any(Number));
    expect(sampleValue(work, 'kadry_outbox_dispatch_seconds_count', { role: 'worker' })).toBeGreaterThan(0);
  });
});
