import type { EntityManager } from '@mikro-orm/postgresql';
import { VacancyApprover, type NewApprovalRequest } from '../domain/vacancy.entity.js';

/*
 * The approval requests of a vacancy, their own rows beside the vacancy's (profiling_vacancy_approver).
 * The Vacancy aggregate decides what they become; these read and write them inside the transaction
 * that holds the vacancy's row lock.
 */

/** Every request of the vacancy's round, read fresh after the lock, so each answer sees the others'. */
export function approvalRound(tx: EntityManager, vacancyId: string): Promise<VacancyApprover[]> {
  return tx.find(VacancyApprover, { vacancyId }, { refresh: true });
}

/** A new round replaces every row of the previous one (its events keep the history); none drops them. */
export async function replaceApprovalRound(tx: EntityManager, vacancyId: string, requests: readonly NewApprovalRequest[]): Promise<void> {
  await tx.nativeDelete(VacancyApprover, { vacancyId });
  for (const { userId, requestedAt } of requests) tx.create(VacancyApprover, { vacancyId, userId, decision: null, comment: null, requestedAt, answeredAt: null });
}
