import { DomainError } from '../../shared/domain/domain-error.js';

/** Stable codes of the vacancy PDF download (besides requireAccess's and findVacancy's). */
export const VacancyPdfErrors = {
  /** The worker did not answer in time: worth asking again. */
  unavailable: () => new DomainError('PDF_UNAVAILABLE', 503, 'profiling.pdfUnavailable', {}, {}, { 'Retry-After': '30' }),
  /** The rendering failed: asking again would fail the same way until the cause is fixed. */
  failed: () => new DomainError('PDF_FAILED', 500, 'profiling.pdfFailed'),
};
