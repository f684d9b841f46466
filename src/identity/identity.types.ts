/** Plain types and constants of identity that other contexts may name (through the contract). */

export const ROLES = ['user', 'verifier', 'admin'] as const;
export type Role = (typeof ROLES)[number];
