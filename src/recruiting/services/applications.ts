import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { VacancyFacts } from '../../profiling/profiling.contract.js';
import type { CandidateSource } from '../../shared/contract/recruiting.js';
import { Application } from '../domain/application.entity.js';
import { appendMove } from '../domain/application.repository.js';
import type { Candidate } from '../domain/candidate.entity.js';
import { RecruitingErrors } from '../domain/recruiting.errors.js';
import { stageOfKind } from '../domain/stage.rules.js';
import { ensureBoard, type BoardUser } from './stages.js';

/*
 * What add_candidate (with a vacancy) and add_application share: a candidate's application to a
 * published vacancy, standing in its board's "Новый", one per candidate and vacancy.
 */

/** The candidate's application to the vacancy, if any (open or closed). */
export function applicationOf(tx: EntityManager, candidateId: string, vacancyId: string): Promise<Application | null> {
  return tx.findOne(Application, { candidateId, vacancyId }, { orderBy: { createdAt: 'desc' } });
}

/**
 * Who made the application when it was not `user` (whose language seeds a new board): the careers
 * pages make it with no colleague (`byUserId` null) and mark where it came from.
 */
export interface ApplicationOrigin {
  byUserId: string | null;
  source: CandidateSource | null;
}

/** A new application in "Новый" (409 APPLICATION_EXISTS when the candidate has one to this vacancy already). */
export async function openApplication(
  tx: EntityManager,
  queries: QueryBus,
  user: BoardUser,
  candidate: Candidate,
  vacancy: VacancyFacts,
  now: Date,
  origin: ApplicationOrigin = { byUserId: user.userId, source: null },
): Promise<Application> {
  if (await applicationOf(tx, candidate.id, vacancy.id)) throw RecruitingErrors.applicationExists();
  const stages = await ensureBoard(tx, queries, user, vacancy.id);
  const fields = Application.create(user.companyId, candidate.id, vacancy.id, stageOfKind(stages, 'new'), origin.byUserId, origin.source);
  const application = tx.create(Application, { ...fields, id: randomUUID(), rejectionReasonId: null, closedAt: null, createdAt: now });
  appendMove(tx, application.added(origin.byUserId, now));
  candidate.touch(now);
  return application;
}
