import { MikroORM } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import request from 'supertest';
import { importStreets } from '../../../src/catalogue/commands/streets.js';
import { seedOptionLists } from '../../../src/catalogue/seed/seed-account-lists.js';
import { seedCatalogue } from '../../../src/catalogue/seed/seed-catalogue.js';
import type { AppConfig } from '../../../src/config.js';
import { ownPreparedDatabase, withOrm } from '../../support/own-database.js';
import { startHttpApp, testConfig } from '../../support/test-app.js';
import { account, addMember, createCompany, type Account, type CompanyHarness } from '../company/company.support.js';

export { account, addMember, createCompany, type Account };

/**
 * The profiling suites: an API on a database of their own with the shipped catalogue (lists,
 * KATOTTG cities) and the sample streets, so addresses are checked against real catalogue rows.
 */
export interface ProfilingHarness extends CompanyHarness {
  sql<T = Record<string, any>>(query: string, params?: unknown[]): Promise<T[]>;
  kyiv: number;
  bilaTserkva: number;
  /** Street ids by name (the sample file: Kyiv and Bila Tserkva streets). */
  street(name: string, cityId: number): Promise<number>;
}

export async function startProfiling(): Promise<ProfilingHarness> {
  // The shipped catalogue and sample streets are loaded once per run, and each suite gets a copy.
  const database = await ownPreparedDatabase('prof', 'profiling_catalogue', (url) =>
    withOrm(url, async (orm) => {
      await seedOptionLists(orm.em.fork());
      await seedCatalogue(orm.em.fork(), { dataDir: resolve('data') });
      await importStreets(orm.em.fork(), readFileSync('data/streets/sample.csv', 'utf8'));
    }),
  );
  const config: AppConfig = testConfig({ DATABASE_URL: database.url });
  const app: NestFastifyApplication = await startHttpApp(config);
  const orm = app.get(MikroORM);
  const sql = <T = Record<string, any>>(query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(query, params);
  const cityId = async (code: string) => (await sql<{ id: number }>('select id from catalogue_city where code = ?', [code]))[0]!.id;
  return {
    app,
    config,
    sql,
    kyiv: await cityId('UA80000000000093317'),
    bilaTserkva: await cityId('UA32020010010081183'),
    async street(name, city) {
      const [row] = await sql<{ id: number }>('select id from catalogue_street where name_ua = ? and city_id = ?', [name, city]);
      if (!row) throw new Error(`no street ${name} in ${city}`);
      return row.id;
    },
    close: async () => {
      await app.close();
      await rm(config.storageDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/** A company of a fresh owner, verified (status 4) unless told otherwise. */
export async function verifiedCompany(h: ProfilingHarness, statusId = 4): Promise<{ owner: Account; companyId: string }> {
  const owner = await account(h);
  const company = await createCompany(owner);
  await h.sql('update company set status_id = ? where id = ?', [statusId, company.id]);
  return { owner, companyId: company.id as string };
}

export function call(who: Account, path: string, body: Record<string, unknown>, lang?: string): Promise<request.Response> {
  return who.c.post(`/profiling/${path}`, body, { token: who.token, ...(lang ? { lang } : {}) });
}

/** Outbox rows of the profiling context for one company, oldest first. */
export async function profilingEvents(
  h: ProfilingHarness,
  companyId: string,
): Promise<Array<{ type: string; payload: Record<string, any> }>> {
  return h.sql(
    `select type, payload from outbox where payload->>'companyId' = ? and (type like 'CompanyProfile%' or type like 'Department%' or type like 'CompanyPolicy%') order by id`,
    [companyId],
  );
}

/** Ids of a dictionary list's global items, in list order. */
export async function listIds(h: ProfilingHarness, list: string): Promise<number[]> {
  const rows = await h.sql<{ id: number }>(
    "select item_id as id from catalogue_option where list = ? and type = 'global' order by sort, item_id",
    [list],
  );
  return rows.map((row) => row.id);
}
