import type { FastifyReply } from 'fastify';
import zlib from 'node:zlib';
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
  const body = serializeAnswer(payload);
  return { body, etag: etagOf(body) };
}

/** The bytes alone, for answers sent without an ETag (see `sendJsonBytes`). */
export function serializeAnswer(payload: unknown): Buffer {
  return kept(Buffer.from(JSON.stringify(envelope(payload))));
}

/** Bodies of prepared answers: sent again and again as the same Buffer, never changed. */
const keptBodies = new WeakSet<Buffer>();

function kept(body: Buffer): Buffer {
  keptBodies.add(body);
  return body;
}

/**
 * Marks a body that will be sent again and again unchanged (a cached HTML page, src/careers), so the
 * compression plugin compresses it once (zlibKeepingPreparedAnswers). The caller must never change it.
 */
export function keepPreparedBody(body: Buffer): Buffer {
  return kept(body);
}

type CompressSync = (buffer: Buffer, options?: object) => Buffer;

/**
 * zlib for @fastify/compress whose one-shot compressors remember what they made of a prepared
 * answer's body: browsers ask for br or gzip, and compressing a 5 KB list costs more CPU than
 * the rest of its request. The plugin still decides everything (encoding, threshold, headers,
 * one-shot or stream); only the bytes of a body it compressed before come back from memory.
 * Keyed by the Buffer itself and held weakly, so they leave with the answer; the options are the
 * plugin's, fixed for its one registration. Other bodies are compressed as before.
 */
export function zlibKeepingPreparedAnswers(): typeof zlib {
  const remembering = (compress: CompressSync): CompressSync => {
    const made = new WeakMap<Buffer, Buffer>();
    return (buffer, options) => {
      if (!keptBodies.has(buffer)) return compress(buffer, options);
      let out = made.get(buffer);
      if (!out) {
        out = compress(buffer, options);
        made.set(buffer, out);
      }
      return out;
    };
  };
  const overrides: Partial<Record<'brotliCompressSync' | 'gzipSync' | 'deflateSync' | 'zstdCompressSync', CompressSync>> = {
    brotliCompressSync: remembering(zlib.brotliCompressSync),
    gzipSync: remembering(zlib.gzipSync),
    deflateSync: remembering(zlib.deflateSync),
  };
  if (typeof zlib.zstdCompressSync === 'function') overrides.zstdCompressSync = remembering(zlib.zstdCompressSync as CompressSync);
  return Object.assign(Object.create(zlib) as typeof zlib, overrides);
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

/**
 * Answers kept by key for sending again, at most `max` of them; the least recently used leaves
 * first (callers may ask for any key, e.g. any set of lists or any search text).
 */
export class KeptAnswers<V> {
  private entries = new Map<string, V>();

  constructor(private readonly max: number) {}

  /** The answer kept under `key`, made by `build` when there is none. */
  get(key: string, build: () => V): V {
    let value = this.entries.get(key);
    if (value !== undefined) {
      // Re-inserted so the map's order is the order of last use.
      this.entries.delete(key);
    } else {
      value = build();
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, value);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
