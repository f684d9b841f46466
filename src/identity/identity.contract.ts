/**
 * Public contract of the identity context: the commands, queries and events other contexts may use.
 * Owns users, credentials, sessions, confirmations, one-time codes, the personal profile and roles.
 */
export { IdentityModule } from './identity.module.js';
