import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { COMPANY_STATUS, type CompanyMembership } from '../../company/company.contract.js';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import type { MessageKey } from '../../shared/i18n/messages.js';
import { maySend } from './access.rules.js';
import { ProfilingErrors } from './profiling.errors.js';
import { VacancyCreated, VacancyRemoved, VacancyStepSaved } from './profiling.events.js';
import { VacancyApprovalErrors } from './vacancy-approval.errors.js';
import { VacancyApprovalAnswered, VacancyClosed, VacancyPublished, VacancyReturned, VacancySentForApproval } from './vacancy.events.js';
import { applyMain, furthestStep, isEditable, VACANCY_STEPS, type VacancyStep } from './vacancy.rules.js';
import { VacancyErrors } from './vacancy.rules.errors.js';
import { emptyVacancyValues, type StoredVacancyValues } from './vacancy.values.js';

export { VACANCY_STATUSES, type VacancyStatus } from '../../shared/contract/vacancy.js';

/**
 * A colleague's request in the current approval round, as far as the rules read and write it (a
 * `profiling_vacancy_approver` row: the rows stay their own table, locked with the vacancy row).
 */
export interface ApprovalRequest {
  userId: string;
  /** Null until the colleague answers. */
  decision?: string | null;
  comment?: string | null;
  answeredAt?: Date | null;
}

/** A request of a new round, which replaces every row of the previous one. */
export interface NewApprovalRequest {
  userId: string;
  requestedAt: Date;
}

/** An answer as the request reads it (see approvalAnswer): a decline always carries a comment. */
export interface ApprovalAnswer {
  decision: 'approved' | 'declined';
  comment: string | null;
}

/** Who sends: the caller and their membership of the vacancy's company. */
export interface Sender {
  userId: string;
  membership: CompanyMembership;
}

const VacancySchema = defineEntity({
  name: 'Vacancy',
  tableName: 'profiling_vacancy',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    companyId: p.uuid(),
    number: p.integer(),
    authorUserId: p.uuid(),
    status: p.string().length(16).default('draft'),
    step: p.integer().default(0),
    name: p.string().length(200),
    values: p.json<StoredVacancyValues>(),
    publishedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ name: 'profiling_vacancy_number_unique', properties: ['companyId', 'number'] }],
  indexes: [{ name: 'profiling_vacancy_company_status_index', properties: ['companyId', 'status'] }],
});

/**
 * A position (vacancy) profile of spec 001 §3, the aggregate of the positions part of the profiling
 * context. The wizard's fields live in `values` (one JSON document, each step checked whole by its
 * command before it reaches `editStep`); the columns hold what lists filter, sort and lock on.
 * `number` counts per company from 1; `step` is the furthest wizard step saved (VACANCY_STEPS).
 *
 * Its life:
 *   open --> draft --editStep--> draft                 (remove: draft or returned only)
 *   draft/returned --send []--------> published        ("Accept and publish")
 *   draft/returned --send [a, b]----> approval --every approver approves--> published
 *                                     approval --one approver declines----> returned --editStep/send-->
 *   approval --an approver leaves the company--> published (the rest approved) / returned (nobody left)
 *   published --close--> closed                      (the end: no longer recruiting, nothing changes after)
 * A decline ends the round: the rows of colleagues who had not answered stay (decision null) as
 * its history, but are no longer pending since the vacancy left `approval`; the next sending
 * replaces every row. Under approval or published nothing changes but the round. The entity is
 * the aggregate itself: its one row holds all its state, so the unit of work saves what a method
 * changed and the flush writes the recorded events to the outbox (keyed by this vacancy).
 * Callers lock the row first, so two answers at once run in turn and only one publishes.
 */
export class Vacancy extends VacancySchema.class {
  /** The row `open` starts from (the number is the company's next, taken under its profile's lock). */
  static blank(companyId: string, number: number, authorUserId: string) {
    return { companyId, number, authorUserId, status: 'draft', step: 0, name: '', values: emptyVacancyValues(), publishedAt: null };
  }

  /** Only the main step opens a vacancy; any other step names one (409 STEP_ORDER). */
  static assertOpenedBy(step: VacancyStep): void {
    if (step !== 'main') throw VacancyErrors.stepOrder();
  }

  /** A new draft from its main step, already checked. */
  open(byUserId: string, main: Partial<StoredVacancyValues>): void {
    const applied = applyMain(emptyVacancyValues(), 0, main);
    this.values = applied.values;
    this.step = applied.step;
    this.name = applied.values.name;
    recordEvent(this, new VacancyCreated(this.companyId, byUserId, this.id, this.number, this.name));
    recordEvent(this, new VacancyStepSaved(this.companyId, byUserId, this.id, 'main', false));
  }

  /**
   * Whether `step` may be saved now: only a draft or a returned vacancy changes (409
   * VACANCY_NOT_EDITABLE), and steps are saved in order, earlier ones again at will (409
   * STEP_ORDER), so a vacancy at the last step has had every step checked. Asked before the step's
   * body is read, so a frozen vacancy says so whatever the body holds.
   */
  assertStepOpen(step: VacancyStep): void {
    if (!isEditable(this.status)) throw VacancyErrors.notEditable();
    if (VACANCY_STEPS.indexOf(step) > this.step) throw VacancyErrors.stepOrder();
  }

  /** Saves a checked step; a new position or department on the main step drops the position's items and goes back to step 1. */
  editStep(step: VacancyStep, values: Partial<StoredVacancyValues>, byUserId: string, now: Date): void {
    this.assertStepOpen(step);
    let reset = false;
    if (step === 'main') {
      const applied = applyMain(this.values, this.step, values);
      this.values = applied.values;
      this.step = applied.step;
      this.name = applied.values.name;
      reset = applied.reset;
    } else {
      this.values = { ...this.values, ...values };
      this.step = furthestStep(this.step, step);
    }
    this.updatedAt = now;
    recordEvent(this, new VacancyStepSaved(this.companyId, byUserId, this.id, step, reset));
  }

  /**
   * `send_vacancy`: publish at once (no approvers) or ask the chosen colleagues. Who: the author or a
   * member with the vacancies right, or a publisher (right "vacancy-approval", who sends any ready
   * vacancy without being able to edit it), in a verified company (403 COMPANY_FORBIDDEN /
   * COMPANY_NOT_VERIFIED). What: a draft or returned vacancy (409 VACANCY_NOT_EDITABLE); publishing
   * at once is the publisher's (403 PUBLISH_FORBIDDEN); every step saved (409 VACANCY_INCOMPLETE);
   * approvers are confirmed members (`memberIds`) other than the author (400 APPROVER_NOT_MEMBER,
   * by index). Answers the new round, whose rows replace the previous round's.
   */
  send(sender: Sender, approvers: readonly string[], memberIds: readonly string[], now: Date): NewApprovalRequest[] {
    const { userId, membership } = sender;
    const verified = membership.companyStatusId === COMPANY_STATUS.verified;
    const publisher = verified && membership.actions.includes('publishVacancies');
    if (!maySend(membership, userId, this) && !publisher) throw verified ? ProfilingErrors.forbidden() : ProfilingErrors.notVerified();
    if (this.status !== 'draft' && this.status !== 'returned') throw VacancyApprovalErrors.notSendable();
    if (approvers.length === 0 && !membership.actions.includes('publishVacancies')) throw VacancyApprovalErrors.publishForbidden();
    if (this.step < VACANCY_STEPS.length) throw VacancyApprovalErrors.incomplete();
    // The author cannot approve their own vacancy.
    const author = this.authorUserId.toLowerCase();
    const allowed = new Set(memberIds.map((id) => id.toLowerCase()).filter((id) => id !== author));
    const strangers: Record<string, MessageKey> = {};
    approvers.forEach((id, index) => {
      if (!allowed.has(id)) strangers[`approvers.${index}`] = 'vacancyApproval.notMember';
    });
    if (Object.keys(strangers).length > 0) throw VacancyApprovalErrors.notMember(strangers);

    if (approvers.length === 0) {
      this.status = 'published';
      this.publishedAt = now;
      recordEvent(this, new VacancyPublished(this.companyId, this.id, userId, this.authorUserId, []));
      return [];
    }
    this.status = 'approval';
    this.publishedAt = null;
    recordEvent(this, new VacancySentForApproval(this.companyId, this.id, userId, this.authorUserId, [...approvers]));
    return approvers.map((approverId) => ({ userId: approverId, requestedAt: now }));
  }

  /**
   * `answer_vacancy_approval` by `byUserId`, whose request must be pending in the current round (409
   * APPROVAL_NOT_PENDING: not asked, answered already, or the round is over). The last approval
   * publishes; a decline returns the vacancy to its author and ends the round. `round` is every
   * request of the round, read under the vacancy's lock; the caller's is answered in place.
   */
  answerApproval(byUserId: string, answer: ApprovalAnswer, round: readonly ApprovalRequest[], now: Date): void {
    const mine = round.find((request) => request.userId.toLowerCase() === byUserId.toLowerCase());
    if (this.status !== 'approval' || !mine || mine.decision !== null) throw VacancyApprovalErrors.notPending();

    mine.decision = answer.decision;
    mine.comment = answer.comment;
    mine.answeredAt = now;
    const answered = (outcome: 'approval' | 'published' | 'returned') =>
      recordEvent(
        this,
        new VacancyApprovalAnswered(this.companyId, this.id, byUserId, this.authorUserId, answer.decision, answer.comment, outcome),
      );
    if (answer.decision === 'declined') {
      this.status = 'returned';
      answered('returned');
      recordEvent(this, new VacancyReturned(this.companyId, this.id, byUserId, this.authorUserId, answer.comment ?? ''));
    } else if (round.every((request) => request.decision === 'approved')) {
      this.status = 'published';
      this.publishedAt = now;
      answered('published');
      recordEvent(
        this,
        new VacancyPublished(
          this.companyId,
          this.id,
          byUserId,
          this.authorUserId,
          round.map((request) => request.userId),
        ),
      );
    } else {
      answered('approval');
    }
    // An answer changes the vacancy's state even while it stays under approval.
    this.updatedAt = now;
  }

  /**
   * A colleague who left the company can no longer answer: their pending request is withdrawn, so
   * the vacancy does not wait for them for good. When everyone left has approved it is published
   * (by `byUserId`, who removed them); when nobody is left it goes back to its author to choose
   * others. Answers the request to delete, or null when the colleague had nothing pending here.
   */
  withdrawRequest<R extends ApprovalRequest>(userId: string, round: readonly R[], byUserId: string, now: Date): R | null {
    const mine = round.find((request) => request.userId === userId && request.decision === null);
    if (this.status !== 'approval' || !mine) return null;
    const left = round.filter((request) => request !== mine);
    if (left.length === 0) {
      this.status = 'returned';
      recordEvent(this, new VacancyReturned(this.companyId, this.id, byUserId, this.authorUserId, ''));
    } else if (left.every((request) => request.decision === 'approved')) {
      this.status = 'published';
      this.publishedAt = now;
      recordEvent(
        this,
        new VacancyPublished(
          this.companyId,
          this.id,
          byUserId,
          this.authorUserId,
          left.map((request) => request.userId),
        ),
      );
    }
    this.updatedAt = now;
    return mine;
  }

  /**
   * `close_vacancy`: a published vacancy stops recruiting (409 VACANCY_NOT_PUBLISHED otherwise; a
   * draft is removed instead). Who may is the command's check (the vacancies right, a verified company).
   * `message`: what to tell the open applicants (the recruiting context writes to them).
   */
  close(byUserId: string, now: Date, message: string | null = null): void {
    if (this.status !== 'published') throw VacancyApprovalErrors.notPublished();
    this.status = 'closed';
    this.updatedAt = now;
    recordEvent(this, new VacancyClosed(this.companyId, this.id, byUserId, this.authorUserId, message));
  }

  /** `remove_vacancy`: a draft or returned vacancy only (409 VACANCY_NOT_EDITABLE); its round goes with it. */
  remove(byUserId: string): void {
    if (!isEditable(this.status)) throw VacancyErrors.notEditable();
    recordEvent(this, new VacancyRemoved(this.companyId, byUserId, this.id, this.number, this.name));
  }
}
VacancySchema.setClass(Vacancy);

/**
 * A colleague asked to approve a vacancy (one row per approver and vacancy; a new sending replaces
 * the rows). `decision` is null until the colleague answers.
 */
const VacancyApproverSchema = defineEntity({
  name: 'VacancyApprover',
  tableName: 'profiling_vacancy_approver',
  properties: {
    vacancyId: p.uuid().primary(),
    userId: p.uuid().primary().index(),
    decision: p.string().length(16).nullable(),
    comment: p.text().nullable(),
    requestedAt: p.datetime().onCreate(() => new Date()),
    answeredAt: p.datetime().nullable(),
  },
});
export class VacancyApprover extends VacancyApproverSchema.class {}
VacancyApproverSchema.setClass(VacancyApprover);

export { VacancySchema, VacancyApproverSchema };
