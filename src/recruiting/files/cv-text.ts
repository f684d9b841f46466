import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** What the search keeps of one CV: enough for every word of a long CV, not a book. */
export const CV_TEXT_MAX_CHARS = 100_000;
/** Pages read of one PDF. */
export const CV_TEXT_MAX_PAGES = 40;

/**
 * The text as the search keeps it: control characters and NUL out (PostgreSQL refuses NUL in text),
 * runs of blanks as one space, lines kept, "ё" as "е" (the search folds it alike), cut at the limit.
 */
export function normalizeCvText(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\ufeff]/g, ' ')
      .replace(/[ \t\u00a0]+/g, ' ')
      .replace(/ ?\n[\s]*/g, '\n')
      .replace(/ё/g, 'е')
      .replace(/Ё/g, 'Е')
      .trim()
      .slice(0, CV_TEXT_MAX_CHARS)
  );
}

/**
 * The text of a PDF's pages with pdf.js (the legacy build runs in Node; its "worker" runs in this
 * thread). Nothing in the document runs: no font faces, no scripts, no fetching (pdf.js 6 never evals fonts).
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  pdfjs.GlobalWorkerOptions.workerSrc = pathToFileURL(
    createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  ).href;
  const task = pdfjs.getDocument({
    data: bytes,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  const document = await task.promise;
  try {
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= Math.min(document.numPages, CV_TEXT_MAX_PAGES) && length < CV_TEXT_MAX_CHARS; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
      pages.push(text);
      length += text.length;
      page.cleanup();
    }
    return normalizeCvText(pages.join('\n'));
  } finally {
    await task.destroy();
  }
}
