import { DomainError } from '../../shared/domain/domain-error.js';

/** Stable codes of the vacancy PDF download (besides the access errors of requireAccess). */
export const VacancyPdfErrors = {
  /** Unknown, or another company's: the caller learns nothing about other companies' vacancies. */
  vacancyNotFound: () => DomainError.notFound('VACANCY_NOT_FOUND', 'profiling.pdfVacancyNotFound'),
  /** The worker did not answer in time: worth asking again. */
  unavailable: () => new DomainError('PDF_UNAVAILABLE', 503, 'profiling.pdfUnavailable', {}, {}, { 'Retry-After': '30' }),
  /** The rendering failed: asking again would fail the same way until the cause is fixed. */
  failed: () => new DomainError('PDF_FAILED', 500, 'profiling.pdfFailed'),
};
