import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineLoader } from '../ui';
import { drawPage, MAX_PAGES, openPdf } from './pdf';
import { useBoxSize } from './use-box-size';

interface PdfViewProps {
  blob: Blob;
  name: string;
  zoom: number;
  rotation: number;
}

type RenderState = 'loading' | 'rendered' | 'failed';

/**
 * A PDF drawn page by page into canvases with pdf.js. At 100% a page fits the stage's width (never
 * above 150%); zoom and rotation redraw it. `data-state` tells when the pages are on screen.
 */
export function PdfView({ blob, name, zoom, rotation }: PdfViewProps) {
  const { t } = useTranslation('file-viewer');
  const host = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const box = useBoxSize(stage);
  const [state, setState] = useState<RenderState>('loading');
  // Drawn again only when the width changes by a step, not on every pixel of a window drag.
  const width = box ? Math.max(200, Math.floor((box.width - 32) / 40) * 40) : null;

  useEffect(() => {
    const element = host.current;
    if (!element || width === null) return;
    let cancelled = false;
    const tasks: Array<{ cancel(): void }> = [];
    let close: (() => Promise<void>) | undefined;
    setState('loading');
    (async () => {
      const opened = await openPdf(blob);
      close = opened.close;
      if (cancelled) return;
      const { pdf } = opened;
      const count = Math.min(pdf.numPages, MAX_PAGES);
      const canvases: HTMLCanvasElement[] = [];
      for (let number = 1; number <= count; number += 1) {
        const page = await pdf.getPage(number);
        if (cancelled) return;
        const natural = page.getViewport({ scale: 1, rotation: (page.rotate + rotation) % 360 });
        const scale = Math.min(1.5, width / natural.width) * (zoom / 100);
        const canvas = document.createElement('canvas');
        canvas.className = 'viewer__page';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('page', { name, page: number, pages: pdf.numPages }));
        const task = drawPage(page, canvas, scale, rotation, window.devicePixelRatio || 1);
        tasks.push(task);
        await task.promise;
        if (cancelled) return;
        canvases.push(canvas);
      }
      element.replaceChildren(...canvases);
      setState('rendered');
    })().catch(() => {
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      for (const task of tasks) task.cancel();
      void close?.();
    };
  }, [blob, name, zoom, rotation, width, t]);

  return (
    // Focusable: a zoomed document scrolls, and the keyboard must reach that too.
    <div ref={stage} className="viewer__pdf" data-state={state} tabIndex={0} role="region" aria-label={t('documentArea', { name })}>
      {state === 'loading' && <InlineLoader label={t('rendering')} />}
      {state === 'failed' && <p className="viewer__notice">{t('renderFailed')}</p>}
      <div ref={host} className="viewer__pages" />
    </div>
  );
}
