import type { NoticeKind } from '../shared/contract/notices.js';

// The kinds are the server's and the web's one list (src/shared/contract/notices.ts).
export { NOTICE_KINDS, isNoticeKind, type NoticeKind } from '../shared/contract/notices.js';

/**
 * Kinds whose e-mail carries a secret (an invitation or a transfer token): the letter is the only
 * way to act on it, so it is always sent whatever the user chose; the in-app copy may be switched off.
 */
export const ALWAYS_MAILED: readonly NoticeKind[] = ['company_invited', 'transfer_offered'];

/** One user's choice for one kind; a kind never chosen is delivered both ways. */
export interface NoticeChoice {
  email: boolean;
  in_app: boolean;
}
