/**
 * The kinds of in-app notifications (the header's bell) and of the e-mails a user may switch off in
 * settings → Notifications. The web has the same list (web/src/shared/api/notices.ts) and names
 * each kind in three languages; the server stores only the kind and its parameters.
 */
export const NOTICE_KINDS = [
  'company_invited',
  'rights_changed',
  'transfer_offered',
  'owner_appointed',
  'transfer_accepted',
  'company_verified',
  'company_rejected',
  'company_removed',
  'company_deleted',
  'vacancy_approval_request',
  'vacancy_answered',
] as const;

export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * Kinds whose e-mail carries a secret (an invitation or a transfer token): the letter is the only
 * way to act on it, so it is always sent whatever the user chose; the in-app copy may be switched off.
 */
export const ALWAYS_MAILED: readonly NoticeKind[] = ['company_invited', 'transfer_offered'];

export function isNoticeKind(value: unknown): value is NoticeKind {
  return typeof value === 'string' && (NOTICE_KINDS as readonly string[]).includes(value);
}

/** One user's choice for one kind; a kind never chosen is delivered both ways. */
export interface NoticeChoice {
  email: boolean;
  in_app: boolean;
}
