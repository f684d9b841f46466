import { basename } from 'node:path';

/*
 * Names people gave their files, made safe to store, list and send back. Invisible format
 * characters go: a right-to-left override (U+202E) shows `scan‮gnp.pdf` as `scanfdp.png`, and the
 * isolates, embeddings, direction marks, zero-width characters and the BOM hide what a name really
 * says. Control characters (C0, DEL, C1, line and paragraph separators) become `_`.
 */

/** Unicode format characters (category Cf): bidi controls U+202A–U+202E and U+2066–U+2069, U+200E/F, U+061C, zero-width, BOM... */
const FORMAT = /\p{Cf}/gu;
/** C0, DEL and C1 controls, and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;

/** Text without invisible format characters, each control character replaced by `replacement`. */
export function withoutControls(text: string, replacement = '_'): string {
  return text.replace(FORMAT, '').replace(CONTROL, replacement);
}

/** The uploader's name made safe to show and to put in Content-Disposition; every upload goes through it. */
export function cleanFileName(name: string): string {
  const cleaned = basename(withoutControls(name).replace(/\\/g, '/'))
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
