import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
 * Helmet with the strict policy everywhere, the relaxed one on the docs, and `Cache-Control:
 * no-store` on every API answer that did not choose its own caching: answers carry session and reset
 * tokens and personal data that no shared or browser cache should keep.
 */
export async function registerSecurityHeaders(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    // Plain-HTTP local runs must keep working; TLS termination in production sets HSTS upstream.
    strictTransportSecurity: false,
  });
  fastify.addHook('onSend', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route === API_DOCS_PATH || route?.startsWith(`${API_DOCS_PATH}/`)) reply.header('Content-Security-Policy', RELAXED_CSP);
    // Unrouted answers (404s) have no route; their URL only decides a caching header here.
    if ((route ?? request.url).startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
}
