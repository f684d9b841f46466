import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

const DIRECTIVES = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'frame-src': ["'self'"],
  'connect-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // react-aria positions overlays with style attributes.
  'style-src': ["'self'", "'unsafe-inline'"],
} satisfies Record<string, string[]>;

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The SPA and the API: scripts from our own origin only. */
export const STRICT_CSP = policy(DIRECTIVES);
/**
 * Swagger UI and the queue dashboard ship inline bootstrapping scripts; only their own routes get
 * this policy (the dashboard in its scope, the docs by their routed path).
 */
export const RELAXED_CSP = policy({ ...DIRECTIVES, 'script-src': ["'self'", "'unsafe-inline'"] });

/** Where the OpenAPI pages live (their routed path, never a spelling of the raw URL). */
export const API_DOCS_PATH = '/api/docs';

/**
 * What helmet would send with our options (strict CSP, no COEP, no HSTS), written out once. The
 * policy never varies per request, and helmet's middleware rebuilt the CSP string and set a dozen
 * raw headers on every answer: about 3 % of the process's CPU under load (bench/run.mjs profile).
 * Set as Fastify reply headers, so the static files' hook and the docs can still drop or replace them.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': STRICT_CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  // The old XSS auditor did more harm than good; 0 turns it off where it still exists.
  'x-xss-protection': '0',
});

function isDocsRoute(route: string | undefined): boolean {
  return route === API_DOCS_PATH || route?.startsWith(`${API_DOCS_PATH}/`) === true;
}

/**
 * The security headers on every answer, the relaxed policy on the docs, and `Cache-Control:
 * no-store` on every API answer that did not choose its own caching: answers carry session and reset
 * tokens and personal data that no shared or browser cache should keep. Hooks with callbacks, not
 * async ones: each runs on every request, and a promise per hook shows in the profile.
 */
export function registerSecurityHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    reply.headers(SECURITY_HEADERS);
    if (isDocsRoute(request.routeOptions.url)) reply.header('content-security-policy', RELAXED_CSP);
    done();
  });
  fastify.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      // Unrouted answers (404s) have no route; their URL only decides a caching header here.
      if ((request.routeOptions.url ?? request.url).startsWith('/api/') && !reply.hasHeader('Cache-Control'))
        reply.header('Cache-Control', 'no-store');
      done(null, payload);
    },
  );
}
