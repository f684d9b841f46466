import { basename } from 'node:path';
import { cleanText } from '../domain/clean-text.js';

/*
 * Names people gave their files, made safe to store, list and send back: invisible format
 * characters go and control characters become `_` (shared/domain/clean-text.ts, which cleans the
 * names typed into forms alike), the path and the characters file systems refuse go too.
 */

/** The uploader's name made safe to show and to put in Content-Disposition; every upload goes through it. */
export function cleanFileName(name: string): string {
  const cleaned = basename(cleanText(name, { control: '_' }).replace(/\\/g, '/'))
    .replace(/["<>|:*?]/g, '_')
    .trim();
  return (cleaned || 'file').slice(-200);
}

/**
 * `attachment` or `inline` with an ASCII `filename` for old clients and the real name in
 * `filename*` (RFC 6266). The name is cleaned again: rows stored before the cleaning existed.
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const clean = cleanFileName(name);
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
