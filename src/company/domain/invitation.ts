import { createHash } from 'node:crypto';

/** An invitation link lives a week: people answer invitations on their own schedule. */
export const INVITE_TTL_MS = 7 * 24 * 3600_000;

/** Invitation and transfer links are stored only as this hash of their token. */
export const hashInviteToken = (token: string): string => createHash('sha256').update(token).digest('hex');
