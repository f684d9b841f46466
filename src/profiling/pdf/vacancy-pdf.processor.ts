import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { VACANCY_PDF_QUEUE, type VacancyPdfJobData, type VacancyPdfJobResult } from './vacancy-pdf.queue.js';

/**
 * Renders vacancy PDFs in the worker. pdfkit works on the event loop (tens of milliseconds per
 * document), so two at a time is enough to overlap the Redis round trips without starving the relay.
 */
@Processor(VACANCY_PDF_QUEUE, { concurrency: 2 })
export class VacancyPdfProcessor extends WorkerHost {
  async process(job: Job<VacancyPdfJobData>): Promise<VacancyPdfJobResult> {
    // pdfkit (0.2 s of CPU to load) is loaded by the first document, not by every start of the product.
    const { renderVacancyPdf } = await import('./vacancy-pdf.renderer.js');
    const bytes = await renderVacancyPdf(job.data.model);
    return { pdf: bytes.toString('base64'), pages: countPages(bytes) };
  }
}

/** Pages of a pdfkit document: one `/Type /Page` object each (the tree node is `/Pages`). */
function countPages(bytes: Buffer): number {
  return bytes.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}
