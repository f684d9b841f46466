// The starting point of the hiring journeys (recruiting*.test.ts): a verified company with a
// published vacancy and a "Звонок" step between "Новый" and the ends, seeded through the API, the
// CLI (the verifier's account) and the vacancy helper — the screens that make them have journeys
// of their own.
import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { migrationsList } from '../../migrations/index.js';
import { allEntities } from '../../src/app.entities.js';
import { createOrmConfig } from '../../src/shared/database/orm-config.js';
import { apiCall, captured, createProfiledUser, type ApiEnvelope } from './e2e.js';
import { uniqueEdrpou } from './edrpou.js';
import { runDatabaseUrl } from './run-env.js';
import { storedVacancy } from './vacancies.js';
import { waitFor } from './wait-for.js';

const ROOT = resolve(import.meta.dirname, '../..');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export interface HiringCompany {
  ownerToken: string;
  ownerId: string;
  companyId: string;
  vacancyId: string;
}

/** A profile for createProfiledUser: Шевченко with the given first name and a fresh phone. */
export const hiringProfile = (name: string) => ({
  lname: 'Шевченко',
  name,
  sname: '',
  birth_date: '1990-05-17',
  gender_id: 2,
  phone: `09${String(randomInt(0, 1e8)).padStart(8, '0')}`,
});

/** An API call that must succeed; its failure names the route and the answer. */
export async function okCall(url: string, path: string, body: unknown, token: string): Promise<ApiEnvelope> {
  const answer = await apiCall(url, path, body, token);
  if (!answer.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * The owner `owner` (first name Ольга) of `company`, verified by a verifier made for it, with the
 * published vacancy `vacancy`; the owner's session has the company active.
 */
export async function hiringCompany(
  url: string,
  names: { owner: string; verifier: string; company: string; vacancy: string; password: string },
): Promise<HiringCompany> {
  execFileSync(
    process.execPath,
    ['dist/src/cli.js', 'user:create', '--email', names.verifier, '--role', 'verifier', '--password', names.password],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: runDatabaseUrl(), LOG_LEVEL: 'warn' },
      stdio: 'pipe',
    },
  );
  const verifierToken = String(
    (await apiCall(url, '/profile/loginUser', { identifier: names.verifier, password: names.password, remember: true })).user_data?.token ??
      '',
  );
  const ownerToken = await createProfiledUser(url, { email: names.owner, password: names.password, profile: hiringProfile('Ольга') });
  const companyId = String(
    (
      (await okCall(url, '/company/createCompany', { name: names.company, code: uniqueEdrpou() }, ownerToken)).company_data as {
        id: string;
      }
    ).id,
  );
  const form = new FormData();
  form.append('company_id', companyId);
  form.append('type', 'edr');
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'extract.pdf');
  const uploaded = await fetch(`${url}/api/v2/company/add_verificationFileCompany`, {
    method: 'POST',
    headers: { userToken: ownerToken },
    body: form,
  });
  if (uploaded.status !== 200) throw new Error(`the extract upload answered ${uploaded.status}`);
  await okCall(url, '/company/set_statusCompany', { company_id: companyId, status_id: 2 }, ownerToken);
  await waitFor(
    async () =>
      (await apiCall(url, '/verifier/setVerificationCompany', { company_id: companyId, verification: 1 }, verifierToken)).ok === true,
    { what: 'the verifier decision', timeoutMs: 60_000 },
  );
  const ownerId = String((await apiCall(url, '/profile/get_userInfo', undefined, ownerToken)).user_data?.id ?? '');
  // A published vacancy stored directly: the wizard's saves are the positions journey's.
  const orm = await MikroORM.init(createOrmConfig({ databaseUrl: runDatabaseUrl(), entities: allEntities, migrations: migrationsList }));
  let vacancyId: string;
  try {
    const app = { get: () => orm } as unknown as INestApplicationContext;
    vacancyId = (await storedVacancy(app, companyId, ownerId, { status: 'published', name: names.vacancy })).id;
  } finally {
    await orm.close(true);
  }
  await okCall(url, '/recruiting/set_stages', { company_id: companyId, stages: [{ name: 'Звонок' }] }, ownerToken);
  await okCall(url, '/company/loginCompany', { company_id: companyId }, ownerToken);
  return { ownerToken, ownerId, companyId, vacancyId };
}

/**
 * A colleague (first name `name`) made a deputy of the company with `rights`, through the e-mailed
 * invitation, with the company active in their session; answers their token.
 */
export async function hiringColleague(
  url: string,
  ownerToken: string,
  companyId: string,
  colleague: { email: string; password: string; name: string; rights: string[] },
): Promise<string> {
  const token = await createProfiledUser(url, {
    email: colleague.email,
    password: colleague.password,
    profile: hiringProfile(colleague.name),
  });
  await okCall(
    url,
    '/company/addUserToCompany',
    { company_id: companyId, email: colleague.email, role: 'deputy', s_access_z: colleague.rights },
    ownerToken,
  );
  const [, invite] = await captured(url, colleague.email, /company-invitation\?token=([^\s"<>]+)/);
  await okCall(url, '/company/confirmMembership', { token: decodeURIComponent(invite!) }, '');
  await okCall(url, '/company/loginCompany', { company_id: companyId }, token);
  return token;
}
