import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '../domain/domain-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route that takes files only up to this many bytes and answers a larger one itself (a
     * plain HTML form shown again rather than the API's 413): a larger part is cut at the limit,
     * left off the request's files and named by `oversizedFile`, and the rest of the form is read on.
     */
    uploadFileSize?: number;
  }
}

/** A multipart file part after upload: already on disk (streamed, never buffered), not yet checked. */
export interface UploadedFile {
  /** The form field the part came in. */
  fieldname: string;
  filename: string;
  mimetype: string;
  path: string;
  size: number;
}

export interface UploadLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
}

/** What one request wrote to disk. Only the multipart file handler below ever adds to it. */
interface RequestUploads {
  /** Files written completely, in arrival order: what consumers may use. */
  readonly complete: UploadedFile[];
  /** Parts over the route's own `uploadFileSize`, cut and removed: only their names are known. */
  readonly oversized: Array<Pick<UploadedFile, 'fieldname' | 'filename'>>;
  /** Every path this request wrote or is writing, complete or not: what clean-up removes. */
  readonly written: Set<string>;
  /** Part streams still being written, destroyed when the request ends early. */
  readonly streaming: Set<Readable>;
  ended: boolean;
}

/**
 * Keyed by the raw request, private to this module: no request body, form field or query value can
 * ever reach it, so nothing a client sends is taken for a file on disk (docs/architecture.md, "API conventions").
 */
const uploads = new WeakMap<IncomingMessage, RequestUploads>();

function stateOf(request: FastifyRequest): RequestUploads {
  let state = uploads.get(request.raw);
  if (!state) {
    state = { complete: [], oversized: [], written: new Set(), streaming: new Set(), ended: false };
    uploads.set(request.raw, state);
  }
  return state;
}

/** The files of this request that the multipart parser streamed to disk (none for other bodies). */
export function uploadedFiles(request: FastifyRequest): readonly UploadedFile[] {
  return uploads.get(request.raw)?.complete ?? [];
}

/** The first file sent in form field `field`, if the request carried one as a real multipart part. */
export function uploadedFile(request: FastifyRequest, field: string): UploadedFile | undefined {
  return uploadedFiles(request).find((file) => file.fieldname === field);
}

/**
 * The part sent in form field `field` that was over its route's `uploadFileSize` (cut, nothing of
 * it kept), if there was one. Routes without that limit never get here: their parser answers 413.
 */
export function oversizedFile(request: FastifyRequest, field: string): Pick<UploadedFile, 'fieldname' | 'filename'> | undefined {
  return uploads.get(request.raw)?.oversized.find((file) => file.fieldname === field);
}

/**
 * Removes what the request wrote. Runs before the answer leaves (a client never sees a request
 * finished with its upload still on disk) and again when the connection closes (an abort sends no
 * answer). A handler that keeps a file copies or re-encodes it first.
 */
async function cleanUp(state: RequestUploads): Promise<void> {
  state.ended = true;
  for (const stream of state.streaming) stream.destroy(Object.assign(new Error('request ended'), { statusCode: 400 }));
  const paths = [...state.written];
  state.written.clear();
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}

/**
 * Streams each file part into `tmpDir` under a server-made name while @fastify/multipart enforces
 * the size limit (413 on overflow). File parts put nothing in the body: consumers ask
 * `uploadedFile(request, field)`.
 */
function streamFileToTemp(tmpDir: string) {
  return async function onFile(request: FastifyRequest, part: MultipartFile): Promise<void> {
    const state = stateOf(request);
    if (state.ended) {
      part.file.resume();
      return;
    }
    await mkdir(tmpDir, { recursive: true });
    const path = join(tmpDir, randomUUID());
    state.written.add(path);
    state.streaming.add(part.file);
    let size = 0;
    part.file.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    try {
      await pipeline(part.file, createWriteStream(path, { mode: 0o600 }));
    } finally {
      state.streaming.delete(part.file);
      // The request may have ended (abort, error answer) while this part was still arriving.
      if (state.ended || part.file.truncated) await rm(path, { force: true });
    }
    if (state.ended) return;
    if (part.file.truncated) {
      state.oversized.push({ fieldname: part.fieldname, filename: part.filename });
      return;
    }
    state.complete.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, path, size });
  };
}

/** Parser failures that are the client's: a broken body is 400, a limit 413; never a 500. */
function asClientError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 406) return error;
  if (error instanceof DomainError) return error;
  return DomainError.badRequest('MALFORMED_BODY', 'error.malformedBody');
}

/**
 * Multipart bodies for the whole app: fields land in `request.body` as key/values, files on disk in
 * the request's own list (see `uploadedFile`). Every way a request ends removes its files: answered
 * (any status, including limit and parse errors) or dropped by the client, so no way a request ends leaves a temporary file behind.
 */
export async function registerMultipart(fastify: FastifyInstance, options: { tmpDir: string; limits: UploadLimits }): Promise<void> {
  fastify.addHook('onRequest', async (request, reply) => {
    if (!request.headers['content-type']?.toLowerCase().includes('multipart')) return;
    reply.raw.once('close', () => {
      const state = uploads.get(request.raw);
      if (state) void cleanUp(state);
    });
  });
  fastify.addHook('onSend', async (request) => {
    const state = uploads.get(request.raw);
    if (state) await cleanUp(state);
  });
  await fastify.register(fastifyMultipart, { limits: options.limits });
  const onFile = streamFileToTemp(options.tmpDir);
  // Our own loop rather than attachFieldsToBody, so every parser failure (no boundary, truncated
  // body, abort) becomes a client error in the envelope instead of a 500.
  fastify.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const body: Record<string, unknown> = {};
    // A route with its own file limit: larger parts are cut there without an error (see oversizedFile).
    const own = request.routeOptions.config?.uploadFileSize;
    // parts() honours throwFileSizeLimit as files() does (one handler); only files()' types name it.
    const cutAtLimit = { limits: { fileSize: own }, throwFileSizeLimit: false } as Parameters<typeof request.parts>[0];
    const parts = own === undefined ? request.parts() : request.parts(cutAtLimit);
    try {
      for await (const part of parts) {
        if (part.type === 'file') {
          await onFile(request, part);
          continue;
        }
        // A field sent as application/json arrives parsed; the input guards check its depth and text.
        const previous = body[part.fieldname];
        body[part.fieldname] = previous === undefined ? part.value : [...(Array.isArray(previous) ? previous : [previous]), part.value];
      }
    } catch (error) {
      throw asClientError(error);
    }
    request.body = body;
  });
}
