import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { ApplicationStatus, CandidateSource } from '../../shared/contract/recruiting.js';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import type { MoveRecord, StageRef } from './application.rules.js';
import { RecruitingErrors } from './recruiting.errors.js';
import { APPLICATION_PERIOD_INDEX, FUNNEL_APPLICATION_TRIGGER, STAY_TRIGGER } from './report-indexes.js';
import { ApplicationAdded, ApplicationMoved, ApplicationRejected, type RejectionLetterPayload } from './recruiting.events.js';

const ApplicationSchema = defineEntity({
  name: 'Application',
  tableName: 'rc_application',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    companyId: p.uuid(),
    candidateId: p.uuid(),
    vacancyId: p.uuid(),
    stageId: p.uuid(),
    status: p.string().length(16).$type<ApplicationStatus>(),
    /** Grows by one with every change; a move names the version it saw (409 STALE_VERSION otherwise). */
    version: p.integer(),
    rejectionReasonId: p.integer().nullable(),
    /** Where this application came from when it differs from the candidate's own source (`careers`: the careers pages); null: the candidate's. */
    source: p.string().length(16).$type<CandidateSource>().nullable(),
    /** null: the candidate applied on the careers pages. */
    createdBy: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    closedAt: p.datetime().nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    { name: 'rc_application_vacancy_index', properties: ['companyId', 'vacancyId', 'status'] },
    { name: 'rc_application_candidate_index', properties: ['candidateId'] },
    APPLICATION_PERIOD_INDEX,
    {
      // One open application per candidate and vacancy, even for two requests at once.
      name: 'rc_application_open_unique',
      expression:
        'create unique index "rc_application_open_unique" on "rc_application" ("candidate_id", "vacancy_id") where "status" = \'open\'',
    },
  ],
  triggers: [FUNNEL_APPLICATION_TRIGGER],
});

/**
 * One move of an application, appended and never changed: who (null: the system, e.g. a closed
 * vacancy), when, from which stage to which. The first row (from null) is the application's start in
 * "Новый"; time in stage counts from the last row.
 */
const ApplicationMoveSchema = defineEntity({
  name: 'ApplicationMove',
  tableName: 'rc_application_move',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    applicationId: p.uuid(),
    companyId: p.uuid(),
    fromStageId: p.uuid().nullable(),
    toStageId: p.uuid(),
    byUserId: p.uuid().nullable(),
    at: p.datetime(),
  },
  indexes: [{ name: 'rc_application_move_application_index', properties: ['applicationId', 'at'] }],
  triggers: [STAY_TRIGGER],
});
export class ApplicationMove extends ApplicationMoveSchema.class {}
ApplicationMoveSchema.setClass(ApplicationMove);

/** A history row to append, made by the aggregate's methods and saved by its repository. */
export type NewMove = MoveRecord & { applicationId: string; companyId: string };

/**
 * A candidate's application to one vacancy, moving through the vacancy's stages. Its life:
 *   open (in "Новый") --move--> open (a step) --move to "Принят"--> hired        (the end)
 *   open --reject with a reason (and a letter)--> rejected ("Отказ")               (the end)
 * Every change raises `version` by one; a move or rejection names the version its screen saw, and an
 * older one is refused (409 STALE_VERSION) so two colleagues dragging one card do not both win.
 * Every move appends a history row (who, when, from, to), from which time in stage is computed. A
 * closed application moves no more (409 APPLICATION_CLOSED). "Отказ" is reached only by `reject`,
 * which needs a reason (400 REJECTION_REASON_REQUIRED for a plain move there).
 */
export class Application extends ApplicationSchema.class {
  /** A new application's row, standing in the vacancy's "Новый". */
  static create(
    companyId: string,
    candidateId: string,
    vacancyId: string,
    first: StageRef,
    byUserId: string | null,
    source: CandidateSource | null = null,
  ) {
    if (first.kind !== 'new') throw RecruitingErrors.stageNotFound();
    return { companyId, candidateId, vacancyId, stageId: first.id, status: 'open' as const, version: 1, createdBy: byUserId, source };
  }

  /** Records ApplicationAdded for the row `create` made and gives its first history row. */
  added(byUserId: string | null, now: Date): NewMove {
    recordEvent(this, new ApplicationAdded(this.companyId, this.vacancyId, this.id, this.candidateId, this.stageId, byUserId));
    return { applicationId: this.id, companyId: this.companyId, fromStageId: null, toStageId: this.stageId, byUserId, at: now };
  }

  isOpen(): boolean {
    return this.status === 'open';
  }

  /** The rules every change checks first: still open, and changed from the version the caller saw. */
  private assertChangeable(version: number | null): void {
    if (!this.isOpen()) throw RecruitingErrors.applicationClosed();
    if (version !== null && version !== this.version) throw RecruitingErrors.staleVersion();
  }

  /**
   * Moves the card to another stage of its vacancy (the caller found `to` among them). To the same
   * stage it stays and nothing is recorded (null); to "Принят" the application ends as hired.
   */
  move(to: StageRef, version: number, byUserId: string, now: Date): NewMove | null {
    this.assertChangeable(version);
    if (to.kind === 'rejected') throw RecruitingErrors.rejectionReasonRequired();
    if (to.id === this.stageId) return null;
    const from = this.stageId;
    this.stageId = to.id;
    this.version += 1;
    if (to.kind === 'hired') {
      this.status = 'hired';
      this.closedAt = now;
    }
    recordEvent(this, new ApplicationMoved(this.companyId, this.vacancyId, this.id, this.candidateId, from, to.id, byUserId, this.version));
    return { applicationId: this.id, companyId: this.companyId, fromStageId: from, toStageId: to.id, byUserId, at: now };
  }

  /**
   * Ends the application in "Отказ" with a reason, ours or theirs. `version` null: the system ends
   * it (the vacancy closed) whatever its version; `byUserId` null likewise. `letter`: what the
   * candidate is told, sent once by the e-mail queue from the event, or null (nothing sent).
   */
  reject(
    rejected: StageRef,
    reasonId: number | null,
    version: number | null,
    byUserId: string | null,
    letter: RejectionLetterPayload | null,
    now: Date,
  ): NewMove {
    if (!reasonId) throw RecruitingErrors.rejectionReasonRequired();
    this.assertChangeable(version);
    if (rejected.kind !== 'rejected') throw RecruitingErrors.stageNotFound();
    const from = this.stageId;
    this.stageId = rejected.id;
    this.version += 1;
    this.status = 'rejected';
    this.rejectionReasonId = reasonId;
    this.closedAt = now;
    recordEvent(this, new ApplicationRejected(this.companyId, this.vacancyId, this.id, this.candidateId, reasonId, byUserId, letter));
    return { applicationId: this.id, companyId: this.companyId, fromStageId: from, toStageId: rejected.id, byUserId, at: now };
  }
}
ApplicationSchema.setClass(Application);

export { ApplicationSchema, ApplicationMoveSchema };
