import type { MultipartFile } from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

/** A multipart file after upload: already on disk (streamed, never buffered), not yet checked. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  path: string;
  size: number;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return !!value && typeof value === 'object' && 'path' in value && 'size' in value && 'filename' in value;
}

/**
 * Streams each file part into the temporary folder under a server-made name while the size limit
 * is enforced by @fastify/multipart (413 on overflow); the part's body value becomes its metadata.
 */
export function streamFileToTemp(tmpDir: string) {
  return async function onFile(part: MultipartFile): Promise<void> {
    await mkdir(tmpDir, { recursive: true });
    const path = join(tmpDir, randomUUID());
    let size = 0;
    part.file.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    try {
      await pipeline(part.file, createWriteStream(path, { mode: 0o600 }));
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    if (part.file.truncated) {
      await rm(path, { force: true });
    }
    const uploaded: UploadedFile = { filename: part.filename, mimetype: part.mimetype, path, size };
    (part as unknown as { value: UploadedFile }).value = uploaded;
  };
}

/**
 * Deletes the temporary files of a request once it is answered. A handler that keeps a file moves
 * or copies it first; files of requests refused earlier (401, 400) would otherwise pile up.
 */
export async function removeUploadedFiles(body: unknown): Promise<void> {
  if (!body || typeof body !== 'object') return;
  const values = Object.values(body as Record<string, unknown>).flatMap((value) => (Array.isArray(value) ? value : [value]));
  await Promise.all(values.filter(isUploadedFile).map((file) => rm(file.path, { force: true })));
}
