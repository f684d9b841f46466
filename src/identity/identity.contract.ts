/**
 * Public contract of the identity context: the commands, queries and events other contexts may use.
 * Owns users, credentials, sessions, confirmations, one-time codes, the personal profile and roles.
 *
 * - Guard routes with `@UseGuards(AuthGuard)` (optionally `@RequireRole('verifier')`) and read the
 *   caller with `@CurrentUser()`: 401 UNAUTHORIZED without a live session, 403 for other roles.
 * - `ResolveSessionQuery` on the QueryBus turns a session token into `AuthUser | null` outside a
 *   request's ORM context (the queue dashboard uses it); `ResolveSessionByIdQuery` does the same by
 *   the session's id (the dashboard's own session refers to the account session by id).
 * - `GetUserInfoQuery` answers `user_data` for a user id.
 * - Events (through the outbox): UserRegistered, EmailConfirmationRequested, EmailConfirmed,
 *   PhoneCodeRequested, PhoneConfirmed, PasswordResetRequested, PasswordChanged.
 * - `createConfirmedAccount`, `seedDemoAccounts`, `DEMO_ACCOUNTS`: for the CLI (no Nest there).
 */
export { IdentityModule } from './identity.module.js';
export { AuthGuard, CurrentUser, RequireRole } from './auth/auth.guard.js';
export type { AuthUser } from './application/sessions.js';
export { GetUserInfoQuery, ResolveSessionByIdQuery, ResolveSessionQuery } from './application/queries.js';
export type { UserData } from './application/user-data.js';
export { ROLES, type Role } from './domain/user.entity.js';
export {
  EmailConfirmationRequested,
  EmailConfirmed,
  PasswordChanged,
  PasswordResetRequested,
  PhoneCodeRequested,
  PhoneConfirmed,
  UserRegistered,
} from './domain/identity.events.js';
export { accountProblems, createConfirmedAccount, DEMO_ACCOUNTS, seedDemoAccounts, type NewAccount } from './provisioning/accounts.js';
