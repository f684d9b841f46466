import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { COMPANY_STATUS, type CompanyReviewState } from '../../company/company.contract.js';
import { appendHistory, bumpRevision, lockCase, setCompanyStatus } from './read-model.js';

/** What the check needs of the company context (its contract's query and command, or their handlers in the CLI). */
export interface CompanyReviewSide {
  states(afterId: string | null, limit: number): Promise<Array<CompanyReviewState & { companyId: string }>>;
  repair(companyId: string, repair: 'reopen' | 'remove'): Promise<boolean>;
}

/** How a disagreement is mended (docs/verification.md "Consistency check"). */
export type CaseRepair = 'case_deleted' | 'company_removed' | 'case_registered' | 'reopened';

export interface CaseDisagreement {
  companyId: string;
  company: { statusId: number; submissionId: string | null };
  case: { statusId: number; submissionId: string | null };
  repair: CaseRepair;
  repaired: boolean;
}

export interface CaseCheckReport {
  checked: number;
  /** Companies whose events are still in the outbox: their case may lag behind, so they are not judged. */
  pending: number;
  /** Companies the read model has not heard of yet. */
  missing: number;
  disagreements: CaseDisagreement[];
}

interface CaseState {
  company_id: string;
  status_id: number;
  submission_id: string | null;
}

const PAGE = 500;
const { registered, underConsideration, deleted } = COMPANY_STATUS;

/** Whether a company and its case say the same: the same status, and under review the same submission. */
function agree(company: CompanyReviewState, row: CaseState): boolean {
  if (company.statusId !== row.status_id) return false;
  return company.statusId !== underConsideration || company.submissionId === row.submission_id;
}

/**
 * Which side moves: a deletion on either side wins; a company never submitted has a case in
 * status 1; otherwise both go back to "under consideration" on the company's current submission,
 * since only a verifier's new look can settle which verdict is right.
 */
export function repairFor(company: CompanyReviewState, row: CaseState): CaseRepair {
  if (company.statusId === deleted) return 'case_deleted';
  if (row.status_id === deleted) return 'company_removed';
  if (company.statusId === registered || !company.submissionId) return 'case_registered';
  return 'reopened';
}

/**
 * Compares every company with its review case and, with `repair`, mends the ones that disagree.
 * A company whose events still wait in the outbox is skipped: its case is behind, not wrong.
 * Each repair of a case runs in its own transaction with the case locked, writes a `reconciled`
 * history line, sets the company's status on the case (setCompanyStatus) and moves the counters,
 * as a projection would.
 */
export async function checkCases(
  em: EntityManager,
  company: CompanyReviewSide,
  options: { repair: boolean; slaMinutes: number },
): Promise<CaseCheckReport> {
  const report: CaseCheckReport = { checked: 0, pending: 0, missing: 0, disagreements: [] };
  let afterId: string | null = null;
  for (;;) {
    const page = await company.states(afterId, PAGE);
    if (page.length === 0) break;
    afterId = page[page.length - 1]!.companyId;
    const ids = page.map((state) => state.companyId);
    const rows = await em.execute<CaseState[]>(
      'select company_id, status_id, submission_id from verification_company where company_id in (?)',
      [ids],
    );
    const pending = await em.execute<Array<{ company_id: string }>>(
      `select distinct payload->>'companyId' as company_id from outbox where dispatched_at is null and payload->>'companyId' in (?)`,
      [ids],
    );
    const cases = new Map(rows.map((row) => [row.company_id, row]));
    const waiting = new Set(pending.map((row) => row.company_id));
    for (const state of page) {
      report.checked += 1;
      const row = cases.get(state.companyId);
      if (waiting.has(state.companyId)) report.pending += 1;
      else if (!row) report.missing += 1;
      else if (!agree(state, row)) {
        const repair = repairFor(state, row);
        const repaired = options.repair ? await mend(em, company, state, repair, options.slaMinutes) : false;
        report.disagreements.push({
          companyId: state.companyId,
          company: { statusId: state.statusId, submissionId: state.submissionId },
          case: { statusId: row.status_id, submissionId: row.submission_id },
          repair,
          repaired,
        });
      }
    }
  }
  return report;
}

async function mend(
  em: EntityManager,
  company: CompanyReviewSide,
  state: CompanyReviewState & { companyId: string },
  repair: CaseRepair,
  slaMinutes: number,
): Promise<boolean> {
  if (repair === 'company_removed') return company.repair(state.companyId, 'remove');
  if (repair === 'reopened') await company.repair(state.companyId, 'reopen');
  const to = repair === 'case_deleted' ? deleted : repair === 'case_registered' ? registered : underConsideration;
  return em.fork().transactional(async (tx) => {
    const row = await lockCase(tx, state.companyId);
    if (!row) return false;
    const at = new Date();
    const entry = { companyId: state.companyId, eventId: randomUUID(), kind: 'reconciled' as const, actorId: null, actorName: null, at };
    await appendHistory(tx, { ...entry, details: { from_status: row.status_id, to_status: to, company_status: state.statusId } });
    const submission =
      to === underConsideration && state.submissionId ? { id: state.submissionId, dataVersion: state.dataVersion } : undefined;
    if (row.status_id !== to || row.company_status_id !== to || submission) {
      const dueAt = to === underConsideration ? new Date(at.getTime() + slaMinutes * 60_000) : null;
      // The case takes the company's status; a verdict it held is what disagreed, so it is forgotten.
      await setCompanyStatus(tx, row, to, at, { dueAt, submission, forgetVerdict: to !== deleted });
    } else await bumpRevision(tx, state.companyId);
    return true;
  });
}
