import type { FastifyReply } from 'fastify';
import { envelope } from './envelope.js';
import { etagOf } from './route-flags.js';

/**
 * A success answer serialized ahead, envelope included, with the ETag of exactly those bytes. A
 * handler that keeps such answers (lists that change rarely) sends them without serializing or
 * hashing per request; the bytes and the ETag are the same the envelope and `@ListEtag()` hooks
 * would have made of the payload.
 */
export interface PreparedAnswer {
  readonly body: Buffer;
  readonly etag: string;
}

/** `payload` as the envelope hook would wrap it and Fastify serialize it (plain JSON.stringify). */
export function prepareAnswer(payload: unknown): PreparedAnswer {
  const json = JSON.stringify(envelope(payload));
  return { body: Buffer.from(json), etag: etagOf(json) };
}

/** The bytes alone, for answers sent without an ETag (see `sendJsonBytes`). */
export function serializeAnswer(payload: unknown): Buffer {
  return Buffer.from(JSON.stringify(envelope(payload)));
}

/**
 * Hands a prepared answer to Fastify: a Buffer skips serialization and the envelope's wrapping,
 * and the ETag set here is the one the `@ListEtag()` hook sends (or answers 304 for) instead of
 * hashing the body again. Return the result from the handler.
 */
export function sendPrepared(reply: FastifyReply, answer: PreparedAnswer): Buffer {
  void reply.header('content-type', 'application/json; charset=utf-8').header('ETag', answer.etag);
  return answer.body;
}

/** The same for answers without an ETag (not `@ListEtag()` routes): the bytes only. */
export function sendJsonBytes(reply: FastifyReply, body: Buffer): Buffer {
  void reply.header('content-type', 'application/json; charset=utf-8');
  return body;
}
