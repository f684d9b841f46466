/**
 * Public contract of the identity context: the commands, queries and events other contexts may use,
 * and its plain types. A leaf file (see .dependency-cruiser.cjs, rule contract-is-a-leaf): it never
 * re-exports the Nest module, entities, guards or services.
 * Owns users, credentials, sessions, confirmations, one-time codes, the personal profile and roles.
 *
 * - Routes ask for a caller with `@Authenticated()` / `@RequireRole('verifier')` and read it with
 *   `@CurrentUser()` (src/shared/auth): identity's guard, bound globally at the root, answers 401
 *   UNAUTHORIZED without a live session and 403 for other roles.
 * - `ResolveSessionQuery` on the QueryBus turns a session token into `AuthUser | null` outside a
 *   request's ORM context (the queue dashboard's access check uses it).
 * - `FindLiveSessionsQuery(sessionIds)`: the ids still live (the live stream's re-check).
 * - `GetUserInfoQuery` answers `user_data` for a user id.
 * - Events (through the outbox): UserRegistered, EmailConfirmationRequested, EmailConfirmed,
 *   PhoneCodeRequested, PhoneConfirmed, PasswordResetRequested, PasswordChanged, RegistrationAttempted.
 * - Invitations by other contexts (company members): `FindAccountByEmailQuery` (exact e-mail →
 *   AccountCard | null), `ProvisionInvitedAccountCommand` (new account without a password and with
 *   an unconfirmed e-mail → user id, or null when the e-mail is taken; inside the caller's
 *   transaction it joins it, so the caller's rollback takes the account too),
 *   `GetInviteeAccountQuery` (the invited account's e-mail and whether it has a password yet) and
 *   `ConfirmInvitedEmailCommand` (the invitation link reached the address, with the password the
 *   person chose when their account has none; it joins the caller's transaction too).
 * - `GetAccountContactsQuery(userIds)`: e-mails, phones, socials, display name and language of
 *   accounts (the verification context's owner panel, history names and owner e-mails).
 * - The CLI (composition root, no Nest) provisions accounts from `provisioning/accounts.ts` directly.
 */
export { ROLES, type Role } from './identity.types.js';
export { GetUserInfoQuery } from './queries/get-user-info.js';
export { ResolveSessionQuery } from './queries/resolve-session.js';
export { ResolveSessionByIdQuery } from './queries/resolve-session-by-id.js';
export { FindLiveSessionsQuery } from './queries/find-live-sessions.js';
export { ConfirmInvitedEmailCommand } from './commands/confirm-invited-email.js';
export { ProvisionInvitedAccountCommand, type InvitedAccount } from './commands/provision-invited-account.js';
export { FindAccountByEmailQuery, type AccountCard } from './queries/find-account-by-email.js';
export { GetInviteeAccountQuery, type InviteeAccount } from './queries/get-invitee-account.js';
export { GetAccountContactsQuery, type AccountContacts } from './queries/get-account-contacts.js';
export { GetBirthdaysQuery, type Birthday } from './queries/get-birthdays.query.js';
export type { UserData } from './queries/user-data.js';
/** Every integration event of identity (the file holds nothing else). */
export * from './domain/identity.events.js';
