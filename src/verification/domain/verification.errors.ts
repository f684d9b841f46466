import { DomainError } from '../../shared/domain/domain-error.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { translate, type MessageKey } from '../../shared/i18n/messages.js';

/** The error body names the case's current status, in the caller's language: the state that won. */
const statusName = (statusId: number, lang: Lang) => ({
  id: statusId,
  name: translate(`verification.status.${statusId}` as MessageKey, lang),
});
const withStatus = (error: DomainError, statusId: number | undefined): DomainError =>
  statusId === undefined ? error : error.withDetails((lang) => ({ status: statusName(statusId, lang) }));

/** Stable error codes of the verifier calls (README "Verification (the `verification` context)"). */
export const VerificationErrors = {
  verifierOnly: () => DomainError.forbidden('VERIFIER_ONLY', 'verification.verifierOnly'),
  /** Same code and text as the company context's, so clients handle one "unknown company". */
  notFound: () => DomainError.notFound('COMPANY_NOT_FOUND', 'verification.notFound'),
  /** The case is not in a state that allows the action (already decided, deleted, or a rival won). */
  stateConflict: (statusId?: number) =>
    withStatus(DomainError.conflict('VERIFICATION_STATE_CONFLICT', 'verification.stateConflict'), statusId),
  alreadyDeleted: (statusId?: number) =>
    withStatus(DomainError.conflict('VERIFICATION_STATE_CONFLICT', 'verification.alreadyDeleted'), statusId),
  /** The decision was made on an older view of the case than the stored one (its version moved since). */
  staleVersion: (statusId: number, version: number, submission?: { submissionId: string | null; dataVersion: number }) =>
    DomainError.conflict('VERIFICATION_STALE_VERSION', 'verification.staleVersion').withDetails((lang) => ({
      status: statusName(statusId, lang),
      version,
      ...(submission ? { submission_id: submission.submissionId, data_version: submission.dataVersion } : {}),
    })),
  reasonRequired: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { comment: 'verification.reasonRequired' }),
  textRequired: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { text: 'validation.required' }),
  commentNotFound: () => DomainError.notFound('COMMENT_NOT_FOUND', 'verification.commentNotFound'),
  commentNotOwn: () => DomainError.forbidden('COMMENT_NOT_OWN', 'verification.commentNotOwn'),
  claimConflict: () => DomainError.conflict('VERIFICATION_CLAIM_CONFLICT', 'verification.claimConflict'),
};
