import { beforeAll, describe, expect, it } from '@jest/globals';
import { WEB_CALLS } from './calls';
import { post } from './contract';
import { callProblems, contractProblems } from './openapi-check';

// The committed snapshot of the OpenAPI document (test/integration/web/api-contract.test.ts keeps
// it equal to what the running app publishes), read without a server.
let document: Record<string, unknown>;
beforeAll(async () => {
  const module: { default: Record<string, unknown> } = await import('./openapi.snapshot.json', { with: { type: 'json' } });
  document = module.default;
});

describe('the typed API layer against the OpenAPI document', () => {
  it('declares only documented calls, fields the server knows, and every field it requires', () => {
    expect(contractProblems(document, WEB_CALLS)).toEqual([]);
  });

  it('reports a call whose path, field or required field drifted', () => {
    expect(callProblems(document, 'gone', post<{ email: string }>('/profile/noSuchCall', { email: true }))).toEqual([
      'gone: POST /api/v2/profile/noSuchCall is not in the document',
    ]);
    expect(callProblems(document, 'renamed', post<{ login: string; password: string }>('/profile/loginUser', { login: true, password: true }))).toEqual([
      'renamed: /api/v2/profile/loginUser has no field "login"',
      'renamed: /api/v2/profile/loginUser requires "identifier", which the web never sends',
    ]);
  });
});
