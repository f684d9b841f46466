import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Id } from '../../shared/domain/id.js';
import { Vacancy, VacancyApprover, type NewApprovalRequest } from './vacancy.entity.js';
import { VacancyErrors } from './vacancy.rules.errors.js';

/*
 * The vacancies' rows as the commands load and save them: the Vacancy aggregate decides, these read
 * and write its row and its approval requests (their own rows beside the vacancy's,
 * profiling_vacancy_approver) inside the transaction that holds the vacancy's row lock.
 */

/** A vacancy of the company (404 VACANCY_NOT_FOUND for unknown ids and other companies' vacancies). */
export async function findVacancy(em: EntityManager, companyId: string, vacancyId: Id, lock = false): Promise<Vacancy> {
  const vacancy = await em.findOne(
    Vacancy,
    { id: vacancyId, companyId },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : { refresh: true },
  );
  if (!vacancy) throw VacancyErrors.notFound();
  return vacancy;
}

/** The number a new vacancy of the company takes (the next one; read under the profile's row lock). */
export async function nextVacancyNumber(tx: EntityManager, companyId: string): Promise<number> {
  const last = await tx.findOne(Vacancy, { companyId }, { orderBy: { number: 'desc' }, fields: ['number'] });
  return (last?.number ?? 0) + 1;
}

/** Every request of the vacancy's round, read fresh after the lock, so each answer sees the others'. */
export function approvalRound(tx: EntityManager, vacancyId: string): Promise<VacancyApprover[]> {
  return tx.find(VacancyApprover, { vacancyId }, { refresh: true });
}

/** A new round replaces every row of the previous one (its events keep the history); none drops them. */
export async function replaceApprovalRound(tx: EntityManager, vacancyId: string, requests: readonly NewApprovalRequest[]): Promise<void> {
  await tx.nativeDelete(VacancyApprover, { vacancyId });
  for (const { userId, requestedAt } of requests)
    tx.create(VacancyApprover, { vacancyId, userId, decision: null, comment: null, requestedAt, answeredAt: null });
}
