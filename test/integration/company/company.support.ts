import { MikroORM } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { rm } from 'node:fs/promises';
import request from 'supertest';
import { seedOptionLists } from '../../../src/catalogue/seed/seed-account-lists.js';
import { actionCodePurpose } from '../../../src/company/domain/action-code.entity.js';
import type { CodeAction } from '../../../src/company/company.types.js';
import { hashCode, newCode } from '../../../src/shared/codes/one-time-code.js';
import { createConfirmedAccount } from '../../../src/identity/provisioning/accounts.js';
import type { AppConfig } from '../../../src/config.js';
import { startHttpApp, testConfig } from '../../support/test-app.js';
import { client, uniqueEmail, uniquePhone, type Client } from '../../support/harness.js';
import { uniqueEdrpou } from '../../support/edrpou.js';
import { PASSWORD } from '../identity/support.js';

/**
 * What the company suites share: one API per file (no worker: the suites read the outbox rows the
 * commands write), accounts made directly, and helpers for companies and members.
 */
export interface CompanyHarness {
  app: NestFastifyApplication;
  config: AppConfig;
  close(): Promise<void>;
}

export async function startCompanyHarness(overrides: Record<string, string> = {}): Promise<CompanyHarness> {
  const config = testConfig(overrides);
  const app = await startHttpApp(config);
  await seedOptionLists(app.get(MikroORM).em.fork());
  return {
    app,
    config,
    close: async () => {
      await app.close();
      // The suites store real files; leave no folder behind.
      await rm(config.storageDir, { recursive: true, force: true });
    },
  };
}

export interface Account {
  id: string;
  email: string;
  /** The confirmed phone (ten digits). */
  phone: string;
  token: string;
  c: Client;
}

/** A confirmed account with a profile, signed in from its own address. */
/** A confirmed account with a profile, made in the database and signed in (a verifier with `role`). */
export async function account(h: CompanyHarness, role: 'user' | 'verifier' = 'user'): Promise<Account> {
  const email = uniqueEmail(role === 'user' ? 'co' : role);
  const phone = uniquePhone();
  const id = await createConfirmedAccount(h.app.get(MikroORM).em.fork(), {
    email,
    password: PASSWORD,
    role,
    profile: { lname: 'Бондар', name: 'Ірина', sname: null, birthDate: '1990-01-01', genderId: 2, phone },
  });
  const c = client(h as never);
  const res = await c.post('/profile/loginUser', { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return { id: id!, email, phone, token: res.body.user_data.token as string, c };
}

/** A fresh EDRPOU code with a valid control digit, never one this registry gave before (edrpou.ts). */
export const validCode = uniqueEdrpou;

export function companyBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'ТОВ «Кадри Тест»',
    companyBrand: 'Kadry',
    employees: 2,
    code: validCode(),
    activity: 1,
    services: 'Підбір персоналу',
    website: 'https://kadry.example.com',
    ...overrides,
  };
}

/** Registers a company for the account and answers its company_data. */
export async function createCompany(owner: Account, overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  let res = await owner.c.post('/company/createCompany', companyBody(overrides), { token: owner.token });
  // The demo generator (demo-companies.test.ts, in the same worker's database) spreads its codes
  // over the whole register, so a code of this registry's run can be one of them now and then:
  // a code the caller did not choose is drawn again.
  for (let drawn = 1; drawn < 5 && !('code' in overrides) && res.body?.code === 'COMPANY_CODE_TAKEN'; drawn += 1) {
    res = await owner.c.post('/company/createCompany', companyBody(overrides), { token: owner.token });
  }
  expect({ status: res.status, code: res.body?.code }).toEqual({ status: 200, code: undefined });
  return res.body.company_data as Record<string, any>;
}

export async function sql<T = Record<string, any>>(h: Pick<CompanyHarness, 'app'>, query: string, params: unknown[] = []): Promise<T[]> {
  return h.app.get(MikroORM).em.getConnection().execute<T[]>(query, params);
}

/** Adds a confirmed member directly (without going through the member calls). */
export async function addMember(h: CompanyHarness, companyId: string, userId: string, role: string, rights: string[] = []): Promise<void> {
  await sql(
    h,
    `insert into company_membership (id, company_id, user_id, role, rights, status, created_at) values (gen_random_uuid(), ?, ?, ?, ?::jsonb, 'confirmed', now())`,
    [companyId, userId, role, JSON.stringify(rights)],
  );
}

/** Outbox rows of one company, oldest first. */
export async function events(h: CompanyHarness, companyId: string): Promise<Array<{ type: string; payload: Record<string, any> }>> {
  return sql(h, `select type, payload from outbox where payload->>'companyId' = ? order by id`, [companyId]);
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export function upload(h: CompanyHarness, owner: Account, companyId: string, file: Buffer, name: string, type = 'edr'): request.Test {
  return request(h.app.getHttpServer())
    .post('/api/v2/company/add_verificationFileCompany')
    .set('userToken', owner.token)
    .set('X-Forwarded-For', owner.c.ip)
    .field('company_id', companyId)
    .field('type', type)
    .attach('file', file, name);
}

/** GET with the session header, the body kept as bytes whatever the type (downloads, renditions). */
export function fetchFile(h: Pick<CompanyHarness, 'app'>, path: string, who: Account): request.Test {
  return request(h.app.getHttpServer())
    .get(`/api/v2${path}`)
    .set('userToken', who.token)
    .set('X-Forwarded-For', who.c.ip)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/**
 * Stores a live confirmation code for an owner action, as sendActionCode would (the SMS path itself
 * is proven in owner-actions.test.ts, with a worker); answers the code.
 */
export async function storedActionCode(
  h: Pick<CompanyHarness, 'app'>,
  who: Pick<Account, 'id'>,
  companyId: string,
  action: CodeAction,
): Promise<string> {
  const code = newCode();
  const phone = '0500000000';
  await sql(
    h,
    `update company_action_code set consumed_at = now() where user_id = ? and company_id = ? and action = ? and consumed_at is null`,
    [who.id, companyId, action],
  );
  await sql(
    h,
    `insert into company_action_code (id, company_id, user_id, action, phone, code_hash, attempts, created_at, expires_at) values (gen_random_uuid(), ?, ?, ?, ?, ?, 0, now(), now() + interval '10 minutes')`,
    [companyId, who.id, action, phone, await hashCode(code, actionCodePurpose(action, companyId, who.id), phone)],
  );
  return code;
}

/** Calls archive, restore or delete with a freshly stored code. */
export async function confirmedAction(
  h: CompanyHarness,
  who: Account,
  companyId: string,
  action: 'archive' | 'restore' | 'delete',
  lang?: string,
): Promise<request.Response> {
  const path = { archive: '/company/add_companyArchive', restore: '/company/del_companyArchive', delete: '/company/companyRemove' }[action];
  const confirm_code = await storedActionCode(h, who, companyId, action);
  return who.c.post(path, { company_id: companyId, confirm_code }, { token: who.token, ...(lang ? { lang } : {}) });
}
