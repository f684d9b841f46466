import { createApiClient, type ApiClient } from '../api/client';

/** What a spec's made-up server was sent: the path under the origin (with /api/v2 and the query) and the JSON body. */
export interface SentCall {
  path: string;
  body: unknown;
}

/**
 * The real client (client.ts: openapi-fetch with the app's middleware) over a made-up server that
 * answers each path with its body from `answers` (`{ ok: true }` for any other) and records what
 * it was sent. The base URL is absolute because Node has no page to resolve `/api/v2` against.
 */
export function madeUpServer(answers: Record<string, unknown> = {}): { client: ApiClient; sent: SentCall[] } {
  const sent: SentCall[] = [];
  const client = createApiClient({
    baseUrl: 'http://kadry.test/api/v2',
    fetch: async (request) => {
      const url = new URL(request.url);
      const path = `${url.pathname}${url.search}`;
      const text = await request.text();
      sent.push({ path, body: text ? JSON.parse(text) : undefined });
      return new Response(JSON.stringify(answers[path] ?? { ok: true }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
    tokens: { get: () => 'token' },
    language: () => 'uk',
  });
  return { client, sent };
}

/**
 * A made-up answer (or part of one) for a spec, typed as the generated type: only the fields the
 * spec names, so a reader that needs another one fails the spec rather than the type-check.
 */
export function madeUp<T>(fields: Partial<T>): T {
  return fields as T;
}
