import { beforeAll, describe, expect, it } from '@jest/globals';
import { WEB_CALLS } from './calls';
import { callProblems, contractProblems } from './openapi-check';

// The committed snapshot of the OpenAPI document (test/integration/web/api-contract.test.ts keeps
// it equal to what the running app publishes), read without a server.
let document: Record<string, unknown>;
beforeAll(async () => {
  const module: { default: Record<string, unknown> } = await import('./openapi.snapshot.json', { with: { type: 'json' } });
  document = module.default;
});

describe('the typed API layer against the OpenAPI document', () => {
  it('declares only documented routes', () => {
    expect(contractProblems(document, WEB_CALLS)).toEqual([]);
  });

  it('holds in the snapshot only the routes the web calls (a route no module names any more leaves it)', () => {
    const declared = new Set(Object.values(WEB_CALLS).flatMap((routes) => Object.values(routes).map((route) => `/api/v2${route}`)));
    expect(Object.keys(document.paths as Record<string, unknown>).filter((path) => !declared.has(path))).toEqual([]);
  });

  it('reports a route the document does not have', () => {
    expect(callProblems(document, 'gone', '/profile/noSuchCall')).toEqual(['gone: /api/v2/profile/noSuchCall is not in the document']);
    expect(callProblems(document, 'kept', '/profile/loginUser')).toEqual([]);
  });
});
