import { DomainError } from '../../shared/domain/domain-error.js';

/** The stable error codes of the company calls (listed in docs/company.md). */
export const CompanyErrors = {
  /** Unknown company, or one the caller is no member of: the same answer, so ids reveal nothing. */
  notFound: () => DomainError.notFound('COMPANY_NOT_FOUND', 'company.notFound'),
  forbidden: () => DomainError.forbidden('COMPANY_FORBIDDEN', 'company.forbidden'),
  codeTaken: () => DomainError.conflict('COMPANY_CODE_TAKEN', 'company.codeTaken', { code: 'company.codeTaken' }),
  reverificationRequired: (fields: string[]) =>
    DomainError.conflict(
      'REVERIFICATION_REQUIRED',
      'company.reverificationRequired',
      Object.fromEntries(fields.map((field) => [field, 'company.reverificationRequired' as const])),
    ),
  extractRequired: () => DomainError.conflict('EXTRACT_REQUIRED', 'company.extractRequired', { file: 'company.extractRequired' }),
  wrongStatus: () => DomainError.conflict('COMPANY_STATUS_CONFLICT', 'company.wrongStatus'),
  notDeletable: () => DomainError.conflict('COMPANY_NOT_DELETABLE', 'company.notDeletable'),
  alreadyArchived: () => DomainError.conflict('COMPANY_ALREADY_ARCHIVED', 'company.alreadyArchived'),
  notArchived: () => DomainError.conflict('COMPANY_NOT_ARCHIVED', 'company.notArchived'),
  fileNotFound: () => DomainError.notFound('FILE_NOT_FOUND', 'company.fileNotFound'),
  /** The viewer's PDF of a DOC/DOCX cannot be made here: the web offers the download. */
  converterMissing: () => DomainError.conflict('CONVERTER_MISSING', 'company.converterMissing'),
  conversionFailed: () => DomainError.conflict('CONVERSION_FAILED', 'company.conversionFailed'),
  /** Spec 001 §5 "Company settings: name, code, activity, services required": an edit may not clear them. */
  settingsRequired: (fields: string[]) =>
    DomainError.badRequest(
      'VALIDATION_FAILED',
      'error.validation',
      Object.fromEntries(fields.map((field) => [field, 'validation.required' as const])),
    ),
  fileRequired: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { file: 'validation.required' }),
  fileTooLarge: () => new DomainError('FILE_TOO_LARGE', 413, 'company.fileTooLarge', { file: 'company.fileTooLarge' }),
  fileType: (format: string) => new DomainError('FILE_TYPE_UNSUPPORTED', 415, 'company.fileType', { file: 'company.fileType' }, { format }),
  fileContent: (format: string) =>
    new DomainError('FILE_TYPE_UNSUPPORTED', 415, 'file.contentMismatch', { file: 'file.contentMismatch' }, { format }),
  tooManyFiles: () => DomainError.conflict('TOO_MANY_FILES', 'company.tooManyFiles', { file: 'company.tooManyFiles' }),
  phoneRequired: () => DomainError.conflict('PHONE_NOT_CONFIRMED', 'company.phoneRequired', { confirm_code: 'company.phoneRequired' }),
  /** Same answer as a missing field: the code is required unless a draft is abandoned. */
  codeRequired: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { confirm_code: 'validation.required' }),
  codeInvalid: () => DomainError.badRequest('CODE_INVALID', 'auth.codeInvalid', { confirm_code: 'auth.codeInvalid' }),
  codeExpired: () => DomainError.badRequest('CODE_EXPIRED', 'auth.codeExpired', { confirm_code: 'auth.codeExpired' }),
  codeAttemptsExceeded: (seconds: number) => DomainError.tooManyRequests(seconds, 'CODE_ATTEMPTS_EXCEEDED', 'auth.codeAttemptsExceeded'),
  userExists: (email: string, field = 'email') =>
    new DomainError('USER_EXISTS', 409, 'company.userExists', { [field]: 'company.userExists' }, { email }),
  userNotFound: () => new DomainError('USER_NOT_FOUND', 404, 'company.userNotFound', { email: 'company.userNotFound' }),
  deputyDuplicate: (field: string) =>
    DomainError.badRequest('DEPUTY_DUPLICATE', 'company.deputyDuplicate', { [field]: 'company.deputyDuplicate' }),
  alreadyMember: (field = 'email') => DomainError.conflict('MEMBER_EXISTS', 'company.alreadyMember', { [field]: 'company.alreadyMember' }),
  memberNotFound: () => DomainError.notFound('MEMBER_NOT_FOUND', 'company.memberNotFound'),
  ownerUntouchable: () => DomainError.forbidden('COMPANY_FORBIDDEN', 'company.ownerUntouchable'),
  inviteInvalid: () => DomainError.badRequest('INVITE_INVALID', 'company.inviteInvalid', { token: 'company.inviteInvalid' }),
  /** The invited person's account was made for the invitation: they choose its password before it opens. */
  invitePasswordRequired: () =>
    DomainError.badRequest('PASSWORD_REQUIRED', 'company.invitePasswordRequired', { password: 'company.invitePasswordRequired' }),
  transferSelf: () => DomainError.badRequest('TRANSFER_SELF', 'company.transferSelf', { email: 'company.transferSelf' }),
  transferPending: () => DomainError.conflict('TRANSFER_PENDING', 'company.transferPending'),
  noPendingTransfer: () => DomainError.notFound('TRANSFER_NOT_FOUND', 'company.transferNotFound'),
  /** Unknown, expired, used or cancelled link: one answer. */
  transferInvalid: () => new DomainError('TRANSFER_INVALID', 404, 'company.transferInvalid', { token: 'company.transferInvalid' }),
  /** A valid link opened by an account other than the recipient's. */
  transferForeign: () => DomainError.forbidden('TRANSFER_FOREIGN', 'company.transferForeign'),
  /** The control digit does not fit, or a placeholder such as 00000000: what the DTO answers for `code`. */
  invalidCode: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { code: 'company.edrpou' }),
  invalidOption: (field: string) => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { [field]: 'validation.invalid' }),
};
