import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseId } from '../../shared/domain/id.js';
import { Application, ApplicationMove, type NewMove } from './application.entity.js';
import type { MoveRecord } from './application.rules.js';
import { RecruitingErrors } from './recruiting.errors.js';

/*
 * What the application commands load, lock and save: the application row (locked, so two moves of
 * one card run in turn and the second sees the first's version) and its appended history.
 */

/** The company's application (404 APPLICATION_NOT_FOUND for an unknown id or another company's), locked when asked. */
export async function findApplication(tx: EntityManager, companyId: string, applicationId: string, lock = false): Promise<Application> {
  if (!parseId(applicationId)) throw RecruitingErrors.applicationNotFound();
  const application = await tx.findOne(
    Application,
    { id: applicationId, companyId },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : { refresh: true },
  );
  if (!application) throw RecruitingErrors.applicationNotFound();
  return application;
}

/** The vacancy's open applications, locked (a closed vacancy rejects them one by one). */
export function openApplicationsOf(tx: EntityManager, companyId: string, vacancyId: string): Promise<Application[]> {
  return tx.find(
    Application,
    { companyId, vacancyId, status: 'open' },
    { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { createdAt: 'asc' } },
  );
}

/** Appends a history row the aggregate made. */
export function appendMove(tx: EntityManager, move: NewMove | null): void {
  if (move) tx.create(ApplicationMove, move);
}

/** The history of each application, oldest first. */
export async function historyOf(em: EntityManager, applicationIds: readonly string[]): Promise<Map<string, MoveRecord[]>> {
  const history = new Map<string, MoveRecord[]>(applicationIds.map((id) => [id, []]));
  if (applicationIds.length === 0) return history;
  const moves = await em.find(ApplicationMove, { applicationId: { $in: [...applicationIds] } }, { orderBy: { at: 'asc', id: 'asc' } });
  for (const move of moves) history.get(move.applicationId)?.push(move);
  return history;
}
