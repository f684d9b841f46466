import { CodeErrors } from '../../shared/codes/one-time-code.js';
import { DomainError } from '../../shared/domain/domain-error.js';

/** The stable error codes of the identity calls (the envelope and statuses: docs/architecture.md, "API conventions"). */
export const IdentityErrors = {
  emailTaken: () => DomainError.conflict('EMAIL_TAKEN', 'auth.emailTaken', { email: 'auth.emailTaken' }),
  phoneTaken: () => DomainError.conflict('PHONE_TAKEN', 'auth.phoneTaken', { phone: 'auth.phoneTaken' }),
  phoneAlreadyConfirmed: () =>
    DomainError.conflict('PHONE_ALREADY_CONFIRMED', 'auth.phoneAlreadyConfirmed', { phone: 'auth.phoneAlreadyConfirmed' }),
  invalidCredentials: () => new DomainError('INVALID_CREDENTIALS', 401, 'auth.invalidCredentials'),
  wrongPassword: () => DomainError.badRequest('WRONG_PASSWORD', 'auth.wrongPassword', { currentPassword: 'auth.wrongPassword' }),
  linkInvalid: (field: string) => DomainError.badRequest('TOKEN_INVALID', 'auth.linkInvalid', { [field]: 'auth.linkInvalid' }),
  externalSignInExpired: () => new DomainError('EXTERNAL_SIGN_IN_EXPIRED', 401, 'auth.externalExpired'),
  externalSignInRefused: () => DomainError.forbidden('EXTERNAL_SIGN_IN_REFUSED', 'auth.externalRefused'),
  ...CodeErrors,
  invalidOption: (field: string) => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { [field]: 'validation.invalid' }),
  readOnly: (field: string) => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { [field]: 'validation.readOnly' }),
  duplicate: (field: string) => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { [field]: 'validation.duplicate' }),
  fileRequired: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { file: 'validation.required' }),
  fileTooLarge: () => new DomainError('FILE_TOO_LARGE', 413, 'file.tooLarge', { file: 'file.tooLarge' }),
  fileTypeUnsupported: () => new DomainError('FILE_TYPE_UNSUPPORTED', 415, 'file.unsupportedType', { file: 'file.unsupportedType' }),
};
