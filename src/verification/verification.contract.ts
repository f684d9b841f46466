/** Public contract of the verification context: review cases, decisions, comments and history. */
export { VerificationModule } from './verification.module.js';
