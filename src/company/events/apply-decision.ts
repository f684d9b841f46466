import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Company, type DecidedSubmission } from '../domain/company.entity.js';

/**
 * Applies one verifier decision to the company inside the relay's transaction for the handler,
 * the row locked so an owner's concurrent edit or submission waits. `change` answers whether the
 * company changed; a company that moved on (or a replay) stays as it is.
 */
export async function applyDecision(em: EntityManager, companyId: string, change: (company: Company) => boolean): Promise<void> {
  const company = await em.findOne(Company, { id: companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!company) return;
  if (change(company)) await em.flush();
}

/** What a verifier's decision event names (older events name no submission: the time rule applies). */
export function decidedSubmission(event: {
  occurredAt: string | Date;
  submissionId?: string | null;
  dataVersion?: number | null;
}): DecidedSubmission {
  return { submissionId: event.submissionId ?? null, dataVersion: event.dataVersion ?? null, decidedAt: new Date(event.occurredAt) };
}
