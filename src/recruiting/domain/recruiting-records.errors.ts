import { DomainError } from '../../shared/domain/domain-error.js';

/*
 * The stable error codes of notes, tasks, CV files and settings (the pipeline's are in
 * recruiting.errors.ts). Texts in recruiting-records.messages.ts.
 */

export const NoteErrors = {
  textRequired: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { text: 'validation.required' }),
  textTooLong: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { text: 'recruiting.noteTooLong' }),
  tooManyMentions: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { mentions: 'recruiting.tooManyMentions' }),
  /** Someone who is no confirmed member of the company: only colleagues are mentioned. */
  mentionNotColleague: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { mentions: 'recruiting.notColleague' }),
};

export const TaskErrors = {
  titleRequired: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { title: 'validation.required' }),
  titleTooLong: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { title: 'recruiting.taskTitleTooLong' }),
  dueDate: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { due_date: 'recruiting.dueDate' }),
  assigneeNotColleague: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { assignee_id: 'recruiting.notColleague' }),
  notFound: () => DomainError.notFound('TASK_NOT_FOUND', 'recruiting.taskNotFound'),
  /** Completed already (by the caller or a colleague): nothing changes. */
  done: () => DomainError.conflict('TASK_DONE', 'recruiting.taskDone'),
};

export const CandidateFileErrors = {
  fileRequired: () => DomainError.badRequest('FILE_REQUIRED', 'error.validation', { cv: 'validation.required' }),
  fileTooLarge: () => new DomainError('FILE_TOO_LARGE', 413, 'recruiting.fileTooLarge', { cv: 'recruiting.fileTooLarge' }),
  fileType: (format: string) =>
    new DomainError('FILE_TYPE_UNSUPPORTED', 415, 'recruiting.fileType', { cv: 'recruiting.fileType' }, { format }),
  fileContent: (format: string) =>
    new DomainError('FILE_TYPE_UNSUPPORTED', 415, 'file.contentMismatch', { cv: 'file.contentMismatch' }, { format }),
  notFound: () => DomainError.notFound('FILE_NOT_FOUND', 'recruiting.fileNotFound'),
  tooMany: () => DomainError.conflict('TOO_MANY_FILES', 'recruiting.tooManyFiles'),
  converterMissing: () => DomainError.conflict('CONVERTER_MISSING', 'recruiting.converterMissing'),
  conversionFailed: () => DomainError.conflict('CONVERSION_FAILED', 'recruiting.conversionFailed'),
};

export const SettingsErrors = {
  staleDays: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { stale_days: 'recruiting.staleDays' }),
  retentionMonths: () =>
    DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { retention_months: 'recruiting.retentionMonths' }),
};

export const ErasureErrors = {
  /** Erased already: nothing is left to export or erase. */
  erased: () => DomainError.conflict('CANDIDATE_ERASED', 'recruiting.candidateErased'),
};
