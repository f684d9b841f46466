import { DomainError } from '../../shared/domain/domain-error.js';

/**
 * The stable error codes of the recruiting calls. An id of another company is "not found" (404),
 * never "forbidden", so nobody learns that it exists; a member without the right hears 403 FORBIDDEN.
 */
export const RecruitingErrors = {
  forbidden: () => DomainError.forbidden('FORBIDDEN', 'recruiting.forbidden'),
  /** A member without the right "reports" (viewReports). */
  reportsForbidden: () => DomainError.forbidden('FORBIDDEN', 'recruiting.reportsForbidden'),
  companyNotFound: () => DomainError.notFound('NOT_FOUND', 'recruiting.companyNotFound'),
  candidateNotFound: () => DomainError.notFound('CANDIDATE_NOT_FOUND', 'recruiting.candidateNotFound'),
  applicationNotFound: () => DomainError.notFound('APPLICATION_NOT_FOUND', 'recruiting.applicationNotFound'),
  vacancyNotFound: () => DomainError.notFound('VACANCY_NOT_FOUND', 'recruiting.vacancyNotFound'),
  stageNotFound: () => DomainError.notFound('STAGE_NOT_FOUND', 'recruiting.stageNotFound'),
  reasonNotFound: () => DomainError.notFound('REJECTION_REASON_NOT_FOUND', 'recruiting.reasonNotFound'),
  /** Only a published vacancy takes applications. */
  vacancyNotPublished: () => DomainError.conflict('VACANCY_NOT_PUBLISHED', 'recruiting.vacancyNotPublished'),
  /** One application per candidate and vacancy. */
  applicationExists: () => DomainError.conflict('APPLICATION_EXISTS', 'recruiting.applicationExists'),
  /** Hired or rejected: nothing moves it any more. */
  applicationClosed: () => DomainError.conflict('APPLICATION_CLOSED', 'recruiting.applicationClosed'),
  /** Someone moved the card first; the answer carries the application as it is now (withDetails). */
  staleVersion: () => DomainError.conflict('STALE_VERSION', 'recruiting.staleVersion'),
  /** "Отказ" is reached by reject_application only, which asks for a reason. */
  rejectionReasonRequired: () =>
    DomainError.badRequest('REJECTION_REASON_REQUIRED', 'recruiting.rejectionReasonRequired', {
      reason_id: 'recruiting.rejectionReasonRequired',
    }),
  contactRequired: () =>
    DomainError.badRequest('CONTACT_REQUIRED', 'recruiting.contactRequired', {
      email: 'recruiting.contactRequired',
      phone: 'recruiting.contactRequired',
    }),
  invalidPhone: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { phone: 'recruiting.invalidPhone' }),
  invalidEmail: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { email: 'recruiting.invalidEmail' }),
  invalidSendAt: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { send_at: 'recruiting.invalidSendAt' }),
  tooManySteps: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { stages: 'recruiting.tooManySteps' }),
  /** A merge of a candidate with itself. */
  mergeSame: () => DomainError.badRequest('MERGE_SAME_CANDIDATE', 'recruiting.mergeSame', { merge_id: 'recruiting.mergeSame' }),
  /** Both candidates have an open application to one vacancy: reject one of them first. */
  mergeConflict: () => DomainError.conflict('MERGE_CONFLICT', 'recruiting.mergeConflict'),
  /** A step that still holds cards cannot be removed from the stages. */
  stageNotEmpty: () => DomainError.conflict('STAGE_NOT_EMPTY', 'recruiting.stageNotEmpty'),
  /** Another candidate of the company has this e-mail or phone: merge the two instead. */
  contactTaken: () => DomainError.conflict('CONTACT_TAKEN', 'recruiting.contactTaken'),
  /** The referrer is no member of the company. */
  referrerNotFound: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { referrer_id: 'recruiting.referrerNotFound' }),
};

/*
 * The careers pages' application (apply_from_careers, the status page, withdrawing): the form's
 * fields by their form names, so the page shows each message beside its field.
 */
export const CareersApplicationErrors = {
  /** A CV over the careers form's 5 MB (a colleague may upload 10 MB). */
  cvTooLarge: () => new DomainError('FILE_TOO_LARGE', 413, 'recruiting.careersCvTooLarge', { cv: 'recruiting.careersCvTooLarge' }),
  consentRequired: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { consent: 'recruiting.careersConsentRequired' }),
  /** The vacancy takes no applications (not published, not open, or its company not verified). */
  notOpen: () => DomainError.notFound('VACANCY_NOT_FOUND', 'recruiting.vacancyNotFound'),
  /** A status token that names no application (unknown, malformed, or its candidate erased). */
  linkNotFound: () => DomainError.notFound('APPLICATION_NOT_FOUND', 'recruiting.applicationNotFound'),
};
