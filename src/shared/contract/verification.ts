/*
 * What the back office's screens and the verification context share: the verifier's list tabs (each
 * with its counter), its sort keys and filters, and the preset reasons of a rejection with their names. The verifier's list, the
 * owner's banner and the owner's e-mail all show these names, so each reason reads the same
 * everywhere.
 */

/** The tabs of the verifier's company list, in screen order; each has a counter. */
export const VERIFICATION_TABS = ['all', 'UnderConsideration', 'active', 'reject', 'deleted'] as const;
export type VerificationTab = (typeof VERIFICATION_TABS)[number];

/**
 * The columns the verifier's list and its advanced search sort by (their `sort`): id is the case
 * number, activity sorts in catalogue order, due by the check's due time.
 */
export const VERIFICATION_SORTS = ['id', 'name', 'activity', 'code', 'update_date', 'files', 'status', 'due'] as const;
export type VerificationSort = (typeof VERIFICATION_SORTS)[number];

/** The directions of a sort (their `order`). */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The list's claim filter (its `assigned`): the caller's cases, or the cases nobody holds. */
export const ASSIGNED_FILTERS = ['mine', 'unassigned'] as const;
export type AssignedFilter = (typeof ASSIGNED_FILTERS)[number];

/** What a verifier does with a case (claimVerificationCompany's `action`). */
export const CLAIM_ACTIONS = ['take', 'release', 'take_over'] as const;
export type ClaimAction = (typeof CLAIM_ACTIONS)[number];

/** The longest page of the verifier's company list the server answers (its `page_size`). */
export const VERIFICATION_PAGE_SIZE_MAX = 100;

/** Preset reasons of a rejection (docs/verification.md, "Decisions"); `other` needs the verifier's own text. */
export const REJECTION_REASON_CODES = ['unreadable', 'code_mismatch', 'name_mismatch', 'outdated', 'other'] as const;
export type RejectionReasonCode = (typeof REJECTION_REASON_CODES)[number];

export function isRejectionReasonCode(value: unknown): value is RejectionReasonCode {
  return typeof value === 'string' && (REJECTION_REASON_CODES as readonly string[]).includes(value);
}

/** The reasons' names in the interface languages. */
export const REJECTION_REASON_NAMES: Readonly<
  Record<RejectionReasonCode, { readonly ru: string; readonly en: string; readonly uk: string }>
> = {
  unreadable: { ru: 'Выписка не читается', en: 'The extract is unreadable', uk: 'Виписка не читається' },
  code_mismatch: {
    ru: 'Код ЕГРПОУ не совпадает с выпиской',
    en: 'The EDRPOU code does not match the extract',
    uk: 'Код ЄДРПОУ не збігається з випискою',
  },
  name_mismatch: {
    ru: 'Название не совпадает с выпиской',
    en: 'The name does not match the extract',
    uk: 'Назва не збігається з випискою',
  },
  outdated: { ru: 'Выписка устарела', en: 'The extract is out of date', uk: 'Виписка застаріла' },
  other: { ru: 'Другое', en: 'Other', uk: 'Інше' },
};
