import { MikroORM } from '@mikro-orm/postgresql';
import { rm } from 'node:fs/promises';
import request from 'supertest';
import { createConfirmedAccount } from '../../../src/identity/provisioning/accounts.js';
import { client, sql, startHarness, uniqueEmail, uniquePhone, type Client, type Harness } from '../../support/harness.js';
import { waitFor } from '../../support/wait-for.js';
import { uniqueEdrpou } from '../../support/edrpou.js';
import { nameTrigramsSql } from '../../../src/verification/read/read-model.js';
import { PASSWORD } from '../identity/support.js';

/*
 * What the verification suites share: the generic harness (API and worker, so company events reach
 * the projections through the real outbox relay), owners and verifiers made directly, and companies
 * brought to "under consideration" through the company calls.
 */

export async function startVerificationHarness(overrides: Record<string, string> = {}): Promise<Harness & { closeAll(): Promise<void> }> {
  const h = await startHarness(overrides);
  return {
    ...h,
    closeAll: async () => {
      await h.close();
      await rm(h.config.storageDir, { recursive: true, force: true });
    },
  };
}

export interface Person {
  id: string;
  email: string;
  token: string;
  c: Client;
}

/** A confirmed account with a profile in the given role and language, signed in. */
export async function person(
  h: Harness,
  role: 'user' | 'verifier' | 'admin' = 'user',
  lang: 'ru' | 'en' | 'uk' = 'ru',
  names = { lname: 'Бондар', name: 'Ірина' },
): Promise<Person> {
  const email = uniqueEmail(role);
  const id = await createConfirmedAccount(h.app.get(MikroORM).em.fork(), {
    email,
    password: PASSWORD,
    role,
    profile: { ...names, sname: null, birthDate: '1990-01-01', genderId: 2, phone: uniquePhone() },
  });
  const c = client(h);
  const res = await c.post('/profile/loginUser', { email, password: PASSWORD }, { lang });
  expect(res.status).toBe(200);
  // Signing in keeps the interface language as the account's (the language of its e-mails).
  expect((await sql<{ lang: string }>(h, 'select lang from identity_user where id = ?', [id]))[0]!.lang).toBe(lang);
  return { id: id!, email, token: res.body.user_data.token as string, c };
}

/** A fresh EDRPOU code with a valid control digit, never one this registry gave before (edrpou.ts). */
export const validCode = uniqueEdrpou;

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export interface CaseRow {
  status_id: number;
  files_count: number;
  /** Timestamps arrive as text from raw SQL. */
  due_at: string | null;
  submitted_at: string | null;
  name: string;
  code: string;
  assignee_id: string | null;
}

export async function caseRow(h: Harness, companyId: string): Promise<CaseRow | undefined> {
  const [row] = await sql<CaseRow>(
    h,
    'select status_id, files_count, due_at, submitted_at, name, code, assignee_id from verification_company where company_id = ?',
    [companyId],
  );
  return row;
}

/** Waits until the read model shows the case in this status (the projections run in the worker). */
export async function waitForCase(h: Harness, companyId: string, statusId: number, files?: number): Promise<CaseRow> {
  return waitFor(
    async () => {
      const row = await caseRow(h, companyId);
      return row && row.status_id === statusId && (files === undefined || row.files_count === files) ? row : null;
    },
    { what: `case ${companyId} in status ${statusId}` },
  );
}

/** Registers a company for the owner; answers its id. */
export async function registerCompany(_h: Harness, owner: Person, overrides: Record<string, unknown> = {}): Promise<string> {
  const body = {
    name: 'ТОВ «Кадри Тест»',
    companyBrand: 'Kadry',
    employees: 2,
    code: validCode(),
    activity: 1,
    services: 'Підбір персоналу',
    website: 'https://kadry.example.com',
    ...overrides,
  };
  const res = await owner.c.post('/company/createCompany', body, { token: owner.token });
  expect(res.status).toBe(200);
  return res.body.company_data.id as string;
}

export async function uploadExtract(h: Harness, owner: Person, companyId: string, name = 'extract.pdf'): Promise<void> {
  const res = await request(h.app.getHttpServer())
    .post('/api/v2/company/add_verificationFileCompany')
    .set('userToken', owner.token)
    .set('X-Forwarded-For', owner.c.ip)
    .field('company_id', companyId)
    .field('type', 'edr')
    .attach('file', PDF, name);
  expect(res.status).toBe(200);
}

export async function submit(owner: Person, companyId: string): Promise<void> {
  const res = await owner.c.post('/company/set_statusCompany', { company_id: companyId, status_id: 2 }, { token: owner.token });
  expect(res.status).toBe(200);
}

/** A company under consideration with one extract, projected into the read model. */
export async function submittedCompany(h: Harness, owner: Person, overrides: Record<string, unknown> = {}): Promise<string> {
  const id = await registerCompany(h, owner, overrides);
  await uploadExtract(h, owner, id);
  await submit(owner, id);
  await waitForCase(h, id, 2, 1);
  return id;
}

/** The company as its owner sees it (get_companyInfo's company_data). */
export async function ownerView(owner: Person, companyId: string): Promise<Record<string, any>> {
  const res = await owner.c.post('/company/get_companyInfo', { company_id: companyId }, { token: owner.token });
  return res.body as Record<string, any>;
}

export async function info(v: Person, companyId: string, lang?: string): Promise<request.Response> {
  return v.c.post('/verifier/getVerificationCompanyInfo', { company_id: companyId }, { token: v.token, ...(lang ? { lang } : {}) });
}

export async function counters(h: Harness): Promise<Record<string, number>> {
  const rows = await sql<{ key: string; value: string }>(h, 'select key, value from verification_counter');
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.value)]));
}

/**
 * verification_name_trigram as kept (pieces no name holds any more dropped) and as the names say,
 * both in trigram order: equal when every name write moved the pieces exactly once.
 */
export async function nameTrigrams(h: Harness): Promise<{ kept: unknown[]; actual: unknown[] }> {
  return {
    kept: await sql(h, 'select trigram, companies from verification_name_trigram where companies <> 0 order by trigram collate "C"'),
    actual: await sql(
      h,
      `select t.trigram, count(*)::int as companies from verification_company v
        cross join lateral (${nameTrigramsSql('v.name_lower')}) t
        group by t.trigram order by t.trigram collate "C"`,
    ),
  };
}
