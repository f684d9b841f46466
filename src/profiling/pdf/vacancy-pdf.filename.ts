import { cleanText } from '../../shared/domain/clean-text.js';
import { transliterate } from '../../shared/domain/transliterate.js';

/*
 * The download name of a vacancy PDF: an ASCII `filename` every client understands (Cyrillic
 * transliterated by the national system, src/shared/domain/transliterate.ts) and the real name in
 * `filename*` (RFC 6266 / RFC 5987) for clients that read UTF-8.
 */

/** `vacancy-12-menedzher-z-prodazhu.pdf`: lower-case ASCII letters, digits and dashes. */
export function asciiPdfName(number: number, name: string): string {
  const slug = transliterate(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `vacancy-${number}${slug ? `-${slug}` : ''}.pdf`;
}

/** The Content-Disposition of the download: attachment, ASCII name and the UTF-8 name. */
export function pdfDisposition(number: number, name: string): string {
  const clean = cleanText(name)
    .replace(/[/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  const utf8 = `${number}${clean ? ` ${clean}` : ''}.pdf`;
  const encoded = encodeURIComponent(utf8).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiPdfName(number, name)}"; filename*=UTF-8''${encoded}`;
}
