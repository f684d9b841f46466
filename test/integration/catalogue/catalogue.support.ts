import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes, randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import request from 'supertest';
import { seedOptionLists } from '../../../src/catalogue/seed/seed-account-lists.js';
import { seedCatalogue, type SeedReport } from '../../../src/catalogue/seed/seed-catalogue.js';
import type { Role } from '../../../src/identity/identity.contract.js';
import { createConfirmedAccount } from '../../../src/identity/provisioning/accounts.js';
import { ownPreparedDatabase, withOrm } from '../../support/own-database.js';
import { startHttpApp, testConfig } from '../../support/test-app.js';

/** The repository's data folder (the shipped KATOTTG) and the catalogue fixtures of these suites. */
export const DATA_DIR = resolve('data');
export const FIXTURES_DIR = resolve('test/fixtures/catalogue');

export interface CatalogueHarness {
  app: NestFastifyApplication;
  /** The suite's own database: other suites of the run seed the real data files into theirs. */
  databaseUrl: string;
  em(): EntityManager;
  seed(): Promise<SeedReport>;
  /** A signed-in user of a role: the session token. */
  signIn(role?: Role): Promise<{ token: string; userId: string }>;
  get(path: string, token?: string, lang?: string): request.Test;
  post(path: string, body: object, token?: string, lang?: string): request.Test;
  sql<T>(query: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function startCatalogue(overrides: Record<string, string> = {}): Promise<CatalogueHarness> {
  const seedWith = async (fork: () => EntityManager) => {
    await seedOptionLists(fork());
    return seedCatalogue(fork(), { dataDir: DATA_DIR, catalogueDir: FIXTURES_DIR });
  };
  // Seeded once per run (the KATOTTG cities are most of a seed's seconds); each suite gets a copy.
  const database = await ownPreparedDatabase('cat', 'catalogue_fixtures', (url) =>
    withOrm(url, (orm) => seedWith(() => orm.em.fork())).then(() => undefined),
  );
  const app = await startHttpApp(testConfig({ DATABASE_URL: database.url, ...overrides }));
  const orm = app.get(MikroORM);
  const seed = () => seedWith(() => orm.em.fork());
  const ip = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const prepare = (test: request.Test, token?: string, lang?: string) => {
    test.set('X-Forwarded-For', ip());
    if (token) test.set('userToken', token);
    if (lang) test.set('lang', lang);
    return test;
  };
  return {
    app,
    databaseUrl: database.url,
    em: () => orm.em.fork(),
    seed,
    async signIn(role: Role = 'user') {
      const email = `cat-${randomBytes(5).toString('hex')}@example.com`;
      const password = 'Catalogue-pass-1';
      const userId = await createConfirmedAccount(orm.em.fork(), { email, password, role });
      const res = await prepare(request(app.getHttpServer()).post('/api/v2/profile/loginUser')).send({ identifier: email, password });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { token: res.body.user_data.token as string, userId: String(userId) };
    },
    get: (path, token, lang) => prepare(request(app.getHttpServer()).get(`/api/v2${path}`), token, lang),
    post: (path, body, token, lang) => prepare(request(app.getHttpServer()).post(`/api/v2${path}`), token, lang).send(body),
    sql: <T>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
