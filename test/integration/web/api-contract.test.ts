// The web's typed API layer (web/src/shared/api) against the running app's OpenAPI document: the
// committed snapshot (openapi.snapshot.json, what the offline spec checks) must equal what the app
// publishes for every route the web calls, and every declared route must be there; the web's
// generated types (openapi.d.ts, scripts/api-types.mjs) must be those of that document. After a
// deliberate API change: UPDATE_API_SNAPSHOT=1 runs this test to rewrite the snapshot and the types.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { apiTypes, committedApiTypes, TYPES } from '../../../scripts/api-types.mjs';
import { startHttpApp, testConfig } from '../../support/test-app.js';

const API_DIR = resolve(import.meta.dirname, '../../../web/src/shared/api');
const SNAPSHOT = resolve(API_DIR, 'openapi.snapshot.json');

type Calls = Record<string, Record<string, unknown>>;
interface Check {
  contractProblems(document: Record<string, unknown>, calls: Calls): string[];
  usedParts(document: Record<string, unknown>, calls: Calls): Record<string, unknown>;
}

// The web's modules are type-checked by web/tsconfig.json (DOM, bundler resolution); computed
// specifiers keep this backend-side test from pulling them into the Node type-check.
async function webModules(): Promise<{ calls: Calls; check: Check }> {
  const calls = (await import(resolve(API_DIR, 'calls.ts'))) as { WEB_CALLS: Calls };
  const check = (await import(resolve(API_DIR, 'openapi-check.ts'))) as Check;
  return { calls: calls.WEB_CALLS, check };
}

describe('the web API layer against the published OpenAPI document', () => {
  let app: NestFastifyApplication;
  let document: Record<string, unknown>;
  let WEB_CALLS: Calls;
  let contractProblems: Check['contractProblems'];
  let usedParts: Check['usedParts'];
  beforeAll(async () => {
    const web = await webModules();
    ({ contractProblems, usedParts } = web.check);
    WEB_CALLS = web.calls;
    app = await startHttpApp(testConfig({ API_DOCS: 'true' }));
    document = (await request(app.getHttpServer()).get('/api/docs-json').expect(200)).body as Record<string, unknown>;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('declares only routes the server documents (their fields are the generated types the web compiles against)', () => {
    expect(contractProblems(document, WEB_CALLS)).toEqual([]);
  });

  it('has a snapshot equal to the live document for every route the web calls', () => {
    const live = usedParts(document, WEB_CALLS);
    if (process.env.UPDATE_API_SNAPSHOT === '1') writeFileSync(SNAPSHOT, `${JSON.stringify(live, null, 2)}\n`);
    const committed: unknown = JSON.parse(readFileSync(SNAPSHOT, 'utf8'));
    // On a difference: the backend changed a route the web calls. Check the web's module for that
    // context, then rewrite the snapshot (UPDATE_API_SNAPSHOT=1) and commit it with the change.
    expect(committed).toEqual(live);
  });

  it('has generated web types equal to what the live document generates', async () => {
    const generated = await apiTypes(usedParts(document, WEB_CALLS));
    if (process.env.UPDATE_API_SNAPSHOT === '1') writeFileSync(TYPES, generated);
    // On a difference: `npm run api:types` (or UPDATE_API_SNAPSHOT=1 here) and commit openapi.d.ts.
    expect(committedApiTypes()).toEqual(generated);
  });
});
