import { COMPANY_STATUS } from '../../company/company.contract.js';

/** The case's last decision: a verdict (on the submission it names) or the company's removal. */
export type Verdict = 'verified' | 'rejected' | 'removed';

/** What a case's status is made of: the company's own status and the case's last decision. */
export interface StatusFacts {
  /** The company's status as its own events set it: 1 registered, 2 submitted, 5 deleted by its owner. */
  companyStatusId: number;
  /** The submission under review as this context heard of it. */
  submissionId: string | null;
  verdict: Verdict | null;
  /** The submission the verdict settled (null for a removal, and for verdicts older than submissions). */
  verdictSubmissionId: string | null;
}

/**
 * The status a case shows (docs/verification.md "One status"): the company's own, as its events
 * set it, except that a verdict given on the submission under review shows as the status the
 * company takes when it applies it (it applies a verdict to that submission only, so the two
 * agree once the outbox delivered it), and a removal as deleted. The case stores no status of its
 * own; the read model's `status_id` is this, written with the facts it comes from.
 */
export function caseStatus(facts: StatusFacts): number {
  if (facts.verdict === 'removed' || facts.companyStatusId === COMPANY_STATUS.deleted) return COMPANY_STATUS.deleted;
  const settled = facts.verdict !== null && facts.verdictSubmissionId === facts.submissionId;
  if (facts.companyStatusId === COMPANY_STATUS.underConsideration && settled)
    return facts.verdict === 'verified' ? COMPANY_STATUS.verified : COMPANY_STATUS.rejected;
  return facts.companyStatusId;
}
