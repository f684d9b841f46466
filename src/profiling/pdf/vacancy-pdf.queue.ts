import type { JobsOptions } from 'bullmq';
import type { VacancyPdfModel } from './vacancy-pdf.model.js';

/** BullMQ queue of vacancy PDF renderings; processed in the worker role only, awaited by the API. */
export const VACANCY_PDF_QUEUE = 'vacancy-pdf';

export interface VacancyPdfJobData {
  model: VacancyPdfModel;
}

/**
 * The rendered bytes come back in the job's return value, base64: a vacancy profile makes a PDF of
 * tens of kilobytes (the DejaVu subsets are most of it), so the round trip through Redis is cheap,
 * needs no storage shared by API and worker, and leaves no temporary file to clean up.
 */
export interface VacancyPdfJobResult {
  pdf: string;
  pages: number;
}

/** How long a download waits for the worker before answering 503 PDF_UNAVAILABLE. */
export const VACANCY_PDF_TIMEOUT_MS = 30_000;

/**
 * No retry: the same model renders the same way, and the person waiting can simply ask again.
 * A finished job stays a minute so the waiting API still reads its result however the events
 * interleave (removal at once could drop it before `waitUntilFinished` looks); failures an hour,
 * for the queue dashboard.
 */
export const VACANCY_PDF_JOB_OPTIONS: JobsOptions = {
  attempts: 1,
  removeOnComplete: { age: 60 },
  removeOnFail: { age: 3600 },
};
