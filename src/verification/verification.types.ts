/** Plain constants and types of the verification context that other contexts may use (through the contract). */

/** Preset reasons of a rejection (issue 12 "Reasons"); `other` needs the verifier's own text. */
export const REJECTION_REASON_CODES = ['unreadable', 'code_mismatch', 'name_mismatch', 'outdated', 'other'] as const;
export type RejectionReasonCode = (typeof REJECTION_REASON_CODES)[number];

export function isRejectionReasonCode(value: unknown): value is RejectionReasonCode {
  return typeof value === 'string' && (REJECTION_REASON_CODES as readonly string[]).includes(value);
}
