// pdf.js, loaded only when a PDF is first shown or printed (its ~1.7 MB never touch the first load),
// with its worker bundled by Vite from our own origin: the files are private, no outside viewer.
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';

type PdfJs = typeof import('pdfjs-dist');

let pdfjs: Promise<PdfJs> | null = null;

export function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(([lib, worker]) => {
    lib.GlobalWorkerOptions.workerSrc = worker.default;
    return lib;
  });
  // A failed chunk load (network) may be tried again on the next file.
  pdfjs.catch(() => {
    pdfjs = null;
  });
  return pdfjs;
}

/** An opened document and how to let go of it (its worker-side copy). */
export interface OpenedPdf {
  pdf: PDFDocumentProxy;
  close(): Promise<void>;
}

export async function openPdf(blob: Blob): Promise<OpenedPdf> {
  const lib = await loadPdfJs();
  const task = lib.getDocument({ data: new Uint8Array(await blob.arrayBuffer()) });
  return { pdf: await task.promise, close: () => task.destroy() };
}

/** Extracts are a few pages; a huge upload still renders its first pages only. */
export const MAX_PAGES = 30;

/** Draws one page into the canvas at `scale` (CSS pixels per PDF point), sharp on dense screens. */
export function drawPage(page: PDFPageProxy, canvas: HTMLCanvasElement, scale: number, rotation: number, pixelRatio: number) {
  const viewport = page.getViewport({ scale, rotation: (page.rotate + rotation) % 360 });
  canvas.width = Math.floor(viewport.width * pixelRatio);
  canvas.height = Math.floor(viewport.height * pixelRatio);
  canvas.style.width = `${Math.floor(viewport.width)}px`;
  canvas.style.height = `${Math.floor(viewport.height)}px`;
  return page.render({ canvas, viewport, transform: pixelRatio === 1 ? undefined : [pixelRatio, 0, 0, pixelRatio, 0, 0] });
}
