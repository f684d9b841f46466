/*
 * The kinds of in-app notifications (the header's bell) and of the e-mails a user may switch off in
 * settings → Notifications: the server projects and stores them, the web names each in ru, en and
 * uk (web/src/locales/<lang>/notices.json, `kind.*`, and notice-settings.json, `kinds.*`) and leaves out a kind it
 * does not know. One list, so a kind the server sends always has the web's words.
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
  'vacancy_approval_request',
  'vacancy_answered',
  // Recruiting: a colleague mentioned you in a note on a candidate; candidates' data is due for anonymising.
  'mention',
  'candidates_retention',
  // A meeting of yours starts in a day or in an hour.
  'meeting_reminder',
  // An interview of yours ended: fill in your scorecard.
  'scorecard_request',
  // Careers: a candidate withdrew the application they made on the careers pages.
  'application_withdrawn',
] as const;

export type NoticeKind = (typeof NOTICE_KINDS)[number];

export function isNoticeKind(value: unknown): value is NoticeKind {
  return typeof value === 'string' && (NOTICE_KINDS as readonly string[]).includes(value);
}
