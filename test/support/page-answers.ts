// Every JSON answer a journey's pages get from the API, checked against the schema the OpenAPI
// document gives it (the committed snapshot, which api-contract.test.ts holds equal to what the
// server publishes, and from which the web's types are generated): the browser journeys reach
// answers no integration suite asks for in the same state, and a field the web's types do not
// know, a missing one or a wrong type fails the test that met it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { answerProblems } from './openapi-answer.js';

type Document = Parameters<typeof answerProblems>[0];

const SNAPSHOT = resolve(import.meta.dirname, '../../web/src/shared/api/openapi.snapshot.json');

let cached: { document: Document; routes: Array<{ method: string; path: string; pattern: RegExp }> } | undefined;
function snapshot() {
  if (cached) return cached;
  const document = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Document;
  const routes = Object.entries(document.paths).flatMap(([full, operations]) =>
    Object.keys(operations).map((method) => {
      const path = full.replace(/^\/api\/v2/, '');
      // `/company/files/{fileId}` matches `/company/files/42`.
      const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);
      return { method, path, pattern };
    }),
  );
  cached = { document, routes };
  return cached;
}

/** Watches a page's API answers; `settle()` waits for the checks under way and answers what they found. */
export function watchAnswers(page: Page): { settle(): Promise<string[]> } {
  const found: string[] = [];
  const pending = new Set<Promise<void>>();
  const check = async (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/v2/') || response.status() !== 200) return;
    if (!(response.headers()['content-type'] ?? '').startsWith('application/json')) return;
    const method = response.request().method().toLowerCase();
    const path = url.pathname.slice('/api/v2'.length);
    // The development mailbox (the sign-up screens probe it to point at /dev/messages) exists only
    // in development mode and is no part of the product's contract.
    if (path.startsWith('/dev/')) return;
    const { document, routes } = snapshot();
    const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(path));
    if (!route) {
      found.push(`${method.toUpperCase()} ${path}: called by the web but not in openapi.snapshot.json (declare it in web/src/shared/api)`);
      return;
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return; // The page went away before its body was read.
    }
    for (const problem of answerProblems(document, method as 'get' | 'post', route.path, body))
      found.push(`${method.toUpperCase()} ${path}: ${problem}`);
  };
  page.on('response', (response) => {
    const done = check(response).finally(() => pending.delete(done));
    pending.add(done);
  });
  return {
    async settle() {
      while (pending.size > 0) await Promise.all(pending);
      return found.splice(0);
    },
  };
}
