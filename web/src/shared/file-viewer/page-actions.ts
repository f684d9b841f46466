// What the viewer's buttons do in the browser with bytes the page already holds (the session is a
// header, so no URL of the API can be handed to a new window, a printer or a download as it is).
import { drawPage, MAX_PAGES, openPdf } from './pdf';
import type { ViewKind } from './viewer.machine';

/** Object URLs handed to another window live a minute: long enough for it to read them. */
const HANDOVER_MS = 60_000;

export function openInWindow(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  window.setTimeout(() => URL.revokeObjectURL(url), HANDOVER_MS);
}

export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), HANDOVER_MS);
}

/** PDF pages as pictures at print resolution (about 150 dpi). */
async function pdfPages(blob: Blob): Promise<Blob[]> {
  const { pdf, close } = await openPdf(blob);
  try {
    const pages: Blob[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PAGES); number += 1) {
      const page = await pdf.getPage(number);
      const canvas = document.createElement('canvas');
      await drawPage(page, canvas, 150 / 72, 0, 1).promise;
      pages.push(
        await new Promise<Blob>((resolve, reject) =>
          canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('Canvas export failed'))), 'image/png'),
        ),
      );
    }
    return pages;
  } finally {
    await close();
  }
}

/**
 * Prints the file on screen from a hidden same-origin frame holding only its pages as images
 * (the page's security policy allows no blob: frames, and the browser's PDF viewer cannot be
 * scripted), one page per sheet.
 */
export async function printFile(file: { name: string }, kind: ViewKind, blob: Blob): Promise<void> {
  const urls = (kind === 'image' ? [blob] : await pdfPages(blob)).map((part) => URL.createObjectURL(part));
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  document.body.append(frame);
  try {
    const doc = frame.contentDocument;
    const win = frame.contentWindow;
    if (!doc || !win) throw new Error('Printing is not available');
    doc.title = file.name;
    const style = doc.createElement('style');
    style.textContent = '@page{margin:10mm}body{margin:0}img{display:block;max-width:100%;max-height:100vh;margin:0 auto;break-after:page}';
    doc.head.append(style);
    await Promise.all(
      urls.map(
        (url) =>
          new Promise<void>((resolve, reject) => {
            const img = doc.createElement('img');
            img.alt = file.name;
            img.onload = () => resolve();
            img.onerror = () => reject(new Error('The file could not be prepared for printing'));
            img.src = url;
            doc.body.append(img);
          }),
      ),
    );
    win.focus();
    win.print();
  } finally {
    frame.remove();
    for (const url of urls) URL.revokeObjectURL(url);
  }
}
