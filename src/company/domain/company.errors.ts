import { DomainError } from '../../shared/domain/domain-error.js';

/** The stable error codes of the company calls (listed in the README's API section). */
export const CompanyErrors = {
  /** Unknown company, or one the caller is no member of: the same answer, so ids reveal nothing. */
  notFound: () => DomainError.notFound('COMPANY_NOT_FOUND', 'company.notFound'),
  forbidden: () => DomainError.forbidden('COMPANY_FORBIDDEN', 'company.forbidden'),
  codeTaken: () => DomainError.conflict('COMPANY_CODE_TAKEN', 'company.codeTaken', { code: 'company.codeTaken' }),
  reverificationRequired: (fields: string[]) =>
    DomainError.conflict('REVERIFICATION_REQUIRED', 'company.reverificationRequired', Object.fromEntries(fields.map((field) => [field, 'company.reverificationRequired' as const]))),
  extractRequired: () => DomainError.conflict('EXTRACT_REQUIRED', 'company.extractRequired', { file: 'company.extractRequired' }),
  wrongStatus: () => DomainError.conflict('COMPANY_STATUS_CONFLICT', 'company.wrongStatus'),
  notDeletable: () => DomainError.conflict('COMPANY_NOT_DELETABLE', 'company.notDeletable'),
  alreadyArchived: () => DomainError.conflict('COMPANY_ALREADY_ARCHIVED', 'company.alreadyArchived'),
  notArchived: () => DomainError.conflict('COMPANY_NOT_ARCHIVED', 'company.notArchived'),
  fileNotFound: () => DomainError.notFound('FILE_NOT_FOUND', 'company.fileNotFound'),
  fileRequired: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { file: 'validation.required' }),
  fileTooLarge: () => new DomainError('FILE_TOO_LARGE', 413, 'company.fileTooLarge', { file: 'company.fileTooLarge' }),
  fileType: (format: string) => new DomainError('FILE_TYPE_UNSUPPORTED', 415, 'company.fileType', { file: 'company.fileType' }, { format }),
  tooManyFiles: () => DomainError.conflict('TOO_MANY_FILES', 'company.tooManyFiles', { file: 'company.tooManyFiles' }),
  invalidOption: (field: string) => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { [field]: 'validation.invalid' }),
};
