/**
 * Public contract of the verification context: review cases, decisions, comments and history.
 * A leaf file (rule contract-is-a-leaf): commands, queries, integration events and plain types only.
 *
 * - Events through the outbox, one per verifier decision: CompanyVerified, CompanyRejected
 *   {reasonCode, reason}, CompanyRemovedByVerifier. The company context applies them to the company
 *   (status 4, 3 with the rejection, 5); this context writes to the owner.
 * - Rejection reasons: REJECTION_REASON_CODES and their names REJECTION_REASON_NAMES (ru, en, uk).
 */
export { CompanyRejected, CompanyRemovedByVerifier, CompanyVerified } from './domain/verification.events.js';
export { REJECTION_REASON_CODES, REJECTION_REASON_NAMES, type RejectionReasonCode } from './verification.types.js';
