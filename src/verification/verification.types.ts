/** Plain constants and types of the verification context that other contexts may use (through the contract). */

/**
 * Preset reasons of a rejection (docs/verification.md, "Decisions") and their names in the interface languages:
 * the verifier's list, the owner's banner and e-mail show the same names (the web's too).
 */
export {
  isRejectionReasonCode,
  REJECTION_REASON_CODES,
  REJECTION_REASON_NAMES,
  type RejectionReasonCode,
} from '../shared/contract/verification.js';
