import { DomainError } from '../../shared/domain/domain-error.js';

/** Stable error codes of the verifier calls (README "Verification"). */
export const VerificationErrors = {
  verifierOnly: () => DomainError.forbidden('VERIFIER_ONLY', 'verification.verifierOnly'),
  /** Same code and text as the company context's, so clients handle one "unknown company". */
  notFound: () => DomainError.notFound('COMPANY_NOT_FOUND', 'verification.notFound'),
  /** The case is not in a state that allows the action (already decided, deleted, or a rival won). */
  stateConflict: () => DomainError.conflict('VERIFICATION_STATE_CONFLICT', 'verification.stateConflict'),
  alreadyDeleted: () => DomainError.conflict('VERIFICATION_STATE_CONFLICT', 'verification.alreadyDeleted'),
  reasonRequired: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { comment: 'verification.reasonRequired' }),
  textRequired: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { text: 'validation.required' }),
  commentNotFound: () => DomainError.notFound('COMMENT_NOT_FOUND', 'verification.commentNotFound'),
  commentNotOwn: () => DomainError.forbidden('COMMENT_NOT_OWN', 'verification.commentNotOwn'),
  claimConflict: () => DomainError.conflict('VERIFICATION_CLAIM_CONFLICT', 'verification.claimConflict'),
};
