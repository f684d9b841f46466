import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetAccountContactsQuery } from '../../../identity/identity.contract.js';
import type { ApplicationStatus, CandidateLang, CandidateSource, RejectionSide, StageKind } from '../../../shared/contract/recruiting.js';
import type { Lang } from '../../../shared/i18n/lang.js';
import { translate } from '../../../shared/i18n/messages.js';
import type { Application } from '../../domain/application.entity.js';
import { historyOf } from '../../domain/application.repository.js';
import { daysInStage, enteredAt } from '../../domain/application.rules.js';
import type { Candidate } from '../../domain/candidate.entity.js';
import { RejectionReason } from '../../domain/rejection.entity.js';
import type { Stage } from '../../domain/stage.entity.js';
import { stagesById } from '../../domain/stage.repository.js';
import { vacancyNames, vacancyTitle } from '../../services/vacancies.js';

/*
 * The answers' shapes of the recruiting reads (candidates, applications with their history, board
 * cards), built from rows with the names other contexts give (colleagues from identity, vacancies
 * from profiling) in the reader's language.
 */

export interface Named {
  id: string;
  name: string;
}

export interface StageView extends Named {
  kind: StageKind;
}

export interface MoveView {
  from: StageView | null;
  to: StageView;
  by: Named | null;
  at: string;
}

export interface ApplicationView {
  id: string;
  candidate_id: string;
  vacancy: Named;
  stage: StageView;
  status: ApplicationStatus;
  version: number;
  reason: { id: number; side: RejectionSide; name: string } | null;
  created_at: string;
  entered_at: string;
  days_in_stage: number;
  history: MoveView[];
}

export interface CandidateView {
  id: string;
  name: string;
  lname: string;
  emails: string[];
  phones: string[];
  source: CandidateSource;
  referrer: Named | null;
  tags: string[];
  consent: { text_id: string; at: string } | null;
  lang: CandidateLang;
  retain_until: string | null;
  created_at: string;
}

/** A stage as a reader sees it: the fixed ones named in the reader's language. */
export function stageView(stage: Pick<Stage, 'id' | 'kind' | 'name'>, lang: Lang): StageView {
  const name = stage.kind === 'step' ? (stage.name ?? '') : translate(`recruiting.stage.${stage.kind}`, lang);
  return { id: stage.id, name, kind: stage.kind };
}

/** Colleagues' display names by id (unknown ones are left out). */
export async function peopleNames(queries: QueryBus, userIds: Iterable<string | null | undefined>): Promise<Map<string, string>> {
  const ids = [...new Set([...userIds].filter((id): id is string => typeof id === 'string'))];
  if (ids.length === 0) return new Map();
  const contacts = await queries.execute(new GetAccountContactsQuery(ids));
  return new Map([...contacts].map(([id, person]) => [id, person.displayName]));
}

export function candidateView(candidate: Candidate, people: Map<string, string>): CandidateView {
  return {
    id: candidate.id,
    name: candidate.name,
    lname: candidate.lname,
    emails: [...candidate.emails],
    phones: [...candidate.phones],
    source: candidate.source,
    referrer: candidate.referrerId ? { id: candidate.referrerId, name: people.get(candidate.referrerId) ?? '' } : null,
    tags: [...candidate.tags],
    consent: candidate.consent ? { text_id: candidate.consent.textId, at: candidate.consent.at } : null,
    lang: candidate.lang,
    retain_until: candidate.retainUntil?.toISOString() ?? null,
    created_at: candidate.createdAt.toISOString(),
  };
}

/** Applications with their vacancy, stage, reason and history, in the reader's language. */
export async function applicationViews(
  em: EntityManager,
  queries: QueryBus,
  companyId: string,
  applications: readonly Application[],
  lang: Lang,
  now = new Date(),
): Promise<ApplicationView[]> {
  if (applications.length === 0) return [];
  const history = await historyOf(
    em,
    applications.map((application) => application.id),
  );
  const moves = [...history.values()].flat();
  const stageIds = [
    ...applications.map((application) => application.stageId),
    ...moves.flatMap((move) => [move.fromStageId, move.toStageId]),
  ];
  const stages = new Map(
    (
      await stagesById(
        em,
        companyId,
        stageIds.filter((id): id is string => typeof id === 'string'),
      )
    ).map((stage) => [stage.id, stage]),
  );
  const stage = (id: string): StageView => {
    const row = stages.get(id);
    return row ? stageView(row, lang) : { id, name: '', kind: 'step' };
  };
  const people = await peopleNames(
    queries,
    moves.map((move) => move.byUserId),
  );
  const vacancies = await vacancyNames(
    queries,
    companyId,
    applications.map((application) => application.vacancyId),
  );
  const reasonIds = applications.flatMap((application) => (application.rejectionReasonId ? [application.rejectionReasonId] : []));
  const reasons = new Map(
    (reasonIds.length > 0 ? await em.find(RejectionReason, { id: { $in: reasonIds } }) : []).map((reason) => [reason.id, reason]),
  );
  return applications.map((application) => {
    const moveList = history.get(application.id) ?? [];
    const entered = moveList.length > 0 ? enteredAt(moveList) : application.createdAt;
    const reason = application.rejectionReasonId ? reasons.get(application.rejectionReasonId) : undefined;
    return {
      id: application.id,
      candidate_id: application.candidateId,
      vacancy: { id: application.vacancyId, name: vacancyTitle(vacancies.get(application.vacancyId)) },
      stage: stage(application.stageId),
      status: application.status,
      version: application.version,
      reason: reason ? { id: reason.id, side: reason.side, name: reason.nameIn(lang) } : null,
      created_at: application.createdAt.toISOString(),
      entered_at: entered.toISOString(),
      days_in_stage: daysInStage(entered, now),
      history: moveList.map((move) => ({
        from: move.fromStageId ? stage(move.fromStageId) : null,
        to: stage(move.toStageId),
        by: move.byUserId ? { id: move.byUserId, name: people.get(move.byUserId) ?? '' } : null,
        at: move.at.toISOString(),
      })),
    };
  });
}
