/** A company's status ids (the `status_id` of the company answers and of set_statusCompany). */
export const COMPANY_STATUS = { registered: 1, underConsideration: 2, rejected: 3, verified: 4, deleted: 5 } as const;
export type CompanyStatusId = (typeof COMPANY_STATUS)[keyof typeof COMPANY_STATUS];

/** The tabs of the user's company list (get_companyList's `sort`): own and shared companies, offered transfers, the archive. */
export const COMPANY_LIST_SORTS = ['my', 'transfer', 'archive'] as const;
export type CompanyListSort = (typeof COMPANY_LIST_SORTS)[number];

/** What the server refuses beyond and the company forms check before sending. */
export const COMPANY_LIMITS = {
  /** The company's services (registration data), characters. */
  servicesMax: 2000,
  /** One register extract file (spec 001 §5). */
  extractMaxBytes: 10 * 1024 * 1024,
  /** One HR policy file (company profile, spec §4). */
  policyMaxBytes: 10 * 1024 * 1024,
} as const;

/** The registration fields whose change on a submitted or verified company needs a new verification. */
export const REVERIFIED_FIELDS = ['name', 'code'] as const;
export type ReverifiedField = (typeof REVERIFIED_FIELDS)[number];
/** Submitted (under consideration) and verified: where a change of a REVERIFIED_FIELDS field sends the company back to status 2. */
export const REVERIFIED_STATUSES: readonly number[] = [COMPANY_STATUS.underConsideration, COMPANY_STATUS.verified];

/**
 * The server's rule (Company.edit, 409 REVERIFICATION_REQUIRED without confirm_reverification): a
 * company in one of REVERIFIED_STATUSES whose changed fields include one of REVERIFIED_FIELDS.
 */
export function needsReverification(statusId: number, changed: readonly string[]): boolean {
  return REVERIFIED_STATUSES.includes(statusId) && changed.some((field) => (REVERIFIED_FIELDS as readonly string[]).includes(field));
}
