import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.js';

/**
 * Records every answered request by the pattern of the route that took it (`routeOptions.url`),
 * never the raw URL: ids and query strings would make a series per request. Requests no route
 * took (404s of unknown paths) share one label.
 */
export function registerHttpMetrics(fastify: FastifyInstance, metrics: Metrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    metrics.httpDuration.labels(request.method, route, String(reply.statusCode)).observe(reply.elapsedTime / 1000);
    done();
  });
}
