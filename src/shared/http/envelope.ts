import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Routes of the API (the Nest controllers under the global prefix); docs, dashboard and files are not. */
const API_ROUTES = '/api/v2/';

function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith(API_ROUTES) === true;
}

/** A success answer's body: `{ ok: true, ...payload }` (payload names from the spec), other values under `data`. */
export function envelope(payload: unknown): object {
  if (payload === undefined || payload === null) return { ok: true };
  if (typeof payload !== 'object' || Array.isArray(payload)) return { ok: true, data: payload };
  return { ok: true, ...payload };
}

const EMPTY_SUCCESS = JSON.stringify(envelope(undefined));

type SendDone = (error: null, payload: unknown) => void;

/**
 * Success answers of the API: HTTP 200 with the envelope. Fastify hooks rather than a Nest
 * interceptor: an interceptor routes every call through RxJS and an AsyncResource, which cost more
 * CPU than the rest of get_userInfo's handling (bench/run.mjs, ~240 µs of ~840 µs per request).
 * Errors (status 400 and up) are shaped by the exception filter; files go as streams or Buffers,
 * which Fastify never hands to preSerialization, so they pass untouched.
 */
export function registerEnvelope(fastify: FastifyInstance): void {
  fastify.addHook('preSerialization', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: SendDone) => {
    done(null, isApiRoute(request) && reply.statusCode < 400 ? envelope(payload) : payload);
  });
  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: SendDone) => {
    if (!isApiRoute(request)) return done(null, payload);
    // The contract answers every success with 200, including creations (Nest's POST default is 201).
    if (reply.statusCode === 201) void reply.code(200);
    if (payload === undefined && reply.statusCode === 200) {
      // A handler that returned nothing: Fastify skips serialization for it.
      void reply.header('content-type', 'application/json; charset=utf-8');
      return done(null, EMPTY_SUCCESS);
    }
    done(null, payload);
  });
}
