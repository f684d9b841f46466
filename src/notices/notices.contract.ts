/**
 * Public contract of the notification centre (a leaf: queries and plain types only).
 *
 * - `GetNoticeChoiceQuery(userId, kind)` on the QueryBus: `{ email, in_app }`, the user's choice for
 *   that kind (both by default). Every e-mail sender of a kind in NOTICE_KINDS asks it and queues
 *   the letter only when `email` is true; secret-bearing letters (confirmation, reset, codes,
 *   invitation and transfer links) are always sent.
 * - The notifications themselves are written by this context's own handlers of the company,
 *   verification and profiling events; other contexts publish nothing for it.
 */
export { GetNoticeChoiceQuery } from './queries/notice-choice.query.js';
export { ALWAYS_MAILED, NOTICE_KINDS, isNoticeKind, type NoticeChoice, type NoticeKind } from './notices.types.js';
