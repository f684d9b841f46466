import { DomainError } from '../../shared/domain/domain-error.js';
import type { MessageKey } from '../../shared/i18n/messages.js';

/** The stable error codes of the profiling calls (listed in the README's profiling section). */
export const ProfilingErrors = {
  /** Same code as the company context: a stranger learns nothing about the company. */
  notFound: () => DomainError.notFound('COMPANY_NOT_FOUND', 'company.notFound'),
  forbidden: () => DomainError.forbidden('COMPANY_FORBIDDEN', 'company.forbidden'),
  notVerified: () => DomainError.forbidden('COMPANY_NOT_VERIFIED', 'profiling.notVerified'),
  invalid: (fields: Record<string, MessageKey>) => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', fields),
  duplicate: (field: string) => DomainError.conflict('DEPARTMENT_DUPLICATE', 'profiling.duplicate', { [field]: 'profiling.duplicate' }),
  departmentNotFound: () => DomainError.notFound('DEPARTMENT_NOT_FOUND', 'profiling.departmentNotFound'),
  fileNotFound: () => DomainError.notFound('FILE_NOT_FOUND', 'profiling.fileNotFound'),
  fileRequired: () => DomainError.badRequest('FILE_REQUIRED', 'error.validation', { file: 'validation.required' }),
  fileTooLarge: () => new DomainError('FILE_TOO_LARGE', 413, 'profiling.fileTooLarge', { file: 'profiling.fileTooLarge' }),
  fileType: (format: string) =>
    new DomainError('FILE_TYPE_UNSUPPORTED', 415, 'profiling.fileType', { file: 'profiling.fileType' }, { format }),
  fileContent: (format: string) =>
    new DomainError('FILE_TYPE_UNSUPPORTED', 415, 'file.contentMismatch', { file: 'file.contentMismatch' }, { format }),
  fileName: (name: string) => new DomainError('FILE_NAME_TAKEN', 409, 'profiling.fileName', { file: 'profiling.fileName' }, { name }),
  tooManyFiles: () => DomainError.conflict('TOO_MANY_FILES', 'profiling.tooManyFiles', { file: 'profiling.tooManyFiles' }),
};
