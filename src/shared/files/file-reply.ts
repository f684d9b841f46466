import { StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { StoredObject } from '../storage/object-storage.js';
import { CONVERTED_FORMATS, type ConvertedFileStore } from './converted-file-store.js';
import { contentDisposition } from './file-name.js';
import type { FileStore } from './file-store.js';

/*
 * Sending a stored file back: the original as a download, or what the file viewer shows (a PDF or
 * picture itself, a DOC/DOCX as the PDF the worker made, "converting" while LibreOffice runs). The
 * company's register extracts, the HR policy files and the candidates' CVs answer alike; each
 * context gives its own error codes and texts.
 */

/** The row of a stored file that a download or the viewer needs. */
export interface ServedFile {
  storageKey: string;
  /** The extension it was accepted with (pdf, docx, png…). */
  format: string;
  mime: string;
  name: string;
}

/** The context's errors for a file it cannot send. */
export interface ServedFileErrors {
  /** The row exists, its bytes do not (removed meanwhile). */
  notFound(): Error;
  /** The worker had no LibreOffice to make the PDF. */
  converterMissing(): Error;
  conversionFailed(): Error;
}

/** The answer (202) while the worker still makes the PDF of a DOC/DOCX. */
export type Converting = { converting: true };

/** An answer of bytes in any of these types, for the OpenAPI document. */
export function binaryContent(types: readonly string[]): Record<string, { schema: { type: 'string'; format: 'binary' } }> {
  return Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
}

/** Bytes of a file only its readers may see: never cached, never sniffed into another type. */
export function sendFile(
  reply: FastifyReply,
  opened: StoredObject,
  type: string,
  disposition: 'attachment' | 'inline',
  name: string,
): StreamableFile {
  reply.header('Cache-Control', 'private, no-store');
  reply.header('X-Content-Type-Options', 'nosniff');
  return new StreamableFile(opened.stream, { type, length: opened.size, disposition: contentDisposition(disposition, name) });
}

/** The file as it was uploaded, in its own type (404 the context's when its bytes are gone). */
export async function sendStored(
  store: FileStore,
  reply: FastifyReply,
  file: Omit<ServedFile, 'format'>,
  disposition: 'attachment' | 'inline',
  errors: Pick<ServedFileErrors, 'notFound'>,
): Promise<StreamableFile> {
  const opened = await store.open(file.storageKey);
  if (!opened) throw errors.notFound();
  return sendFile(reply, opened, file.mime, disposition, file.name);
}

/**
 * What the viewer shows, inline: the file itself, or for a DOC/DOCX the PDF the worker made of it
 * (named as the original with .pdf). While there is none yet, 202 `{converting: true}` with
 * Retry-After (the job was queued with the upload and runs in the worker; the viewer asks again);
 * the context's 409 when the worker recorded why there will be none.
 */
export async function sendViewable(
  store: ConvertedFileStore,
  reply: FastifyReply,
  file: ServedFile,
  errors: ServedFileErrors,
): Promise<StreamableFile | Converting> {
  if (!CONVERTED_FORMATS.includes(file.format)) return sendStored(store, reply, file, 'inline', errors);
  const rendition = await store.openRendition(file.storageKey);
  if (rendition) return sendFile(reply, rendition, 'application/pdf', 'inline', `${file.name.replace(/\.[^.]+$/, '')}.pdf`);
  const failure = await store.conversionFailure(file.storageKey);
  if (failure === 'CONVERTER_MISSING') throw errors.converterMissing();
  if (failure) throw errors.conversionFailed();
  reply.status(202);
  reply.header('Cache-Control', 'no-store');
  reply.header('Retry-After', '2');
  return { converting: true };
}
