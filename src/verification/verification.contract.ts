/**
 * Public contract of the verification context: review cases, decisions, comments and history.
 * A leaf file (rule contract-is-a-leaf): commands, queries, integration events and plain types only.
 *
 * - Events through the outbox, one per verifier decision: CompanyVerified, CompanyRejected
 *   {reasonCode, reason}, CompanyRemovedByVerifier. The company context applies them to the company
 *   (status 4, 3 with the rejection, 5); this context writes to the owner.
 * - Rejection reason codes: REJECTION_REASON_CODES.
 */
export { CompanyRejected, CompanyRemovedByVerifier, CompanyVerified } from './domain/verification.events.js';
export { REJECTION_REASON_CODES, type RejectionReasonCode } from './verification.types.js';
