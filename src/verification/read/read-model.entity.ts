import { defineEntity, p } from '@mikro-orm/core';
import { VERIFICATION_SEARCH_INDEXES } from './search-indexes.js';

/*
 * The verification context's read model (README "Verification (the `verification` context)",
 * "Read model by projection"). Written only by the projection of company events
 * (events/project-read-model-on-company-events.ts) and by the verifiers' own actions, which go
 * through the VerificationCase aggregate and domain/verification-case.repository.ts; list, search and
 * counters read these tables and never the company context's.
 * Writes go through plain SQL (upserts, conditional updates); the entities exist for the schema.
 */

const VerificationCompanySchema = defineEntity({
  name: 'VerificationCompany',
  tableName: 'verification_company',
  properties: {
    companyId: p.uuid().primary(),
    name: p.text(),
    brand: p.text().nullable(),
    code: p.string().columnType('char(8)'),
    activityId: p.integer().nullable(),
    employeesId: p.integer().nullable(),
    services: p.text().nullable(),
    website: p.text().nullable(),
    ownerId: p.uuid(),
    /**
     * The status the case shows (1..5), for the lists, tabs and counters: made of the two columns
     * below and the submission (caseStatus in domain/case-status.ts), written with them and
     * never on its own (docs/verification.md "One status").
     */
    statusId: p.smallint(),
    /** The company's status as its own events set it: 1 registered, 2 submitted, 5 deleted by its owner. */
    companyStatusId: p.smallint().default(1),
    /** The case's last decision: `verified` or `rejected` on `verdict_submission_id`, or `removed`. */
    verdict: p.text().nullable(),
    verdictSubmissionId: p.uuid().nullable(),
    createdAt: p.datetime(),
    /** The back office's "update date": the last change any event or decision made. */
    updatedAt: p.datetime(),
    submittedAt: p.datetime().nullable(),
    /** submitted_at + VERIFICATION_SLA_MINUTES while the case waits (status 2), null otherwise. */
    dueAt: p.datetime().nullable(),
    filesCount: p.integer().default(0),
    assigneeId: p.uuid().nullable(),
    assigneeName: p.text().nullable(),
    /** lower(name), kept by the writers, for prefix and trigram search. */
    nameLower: p.text(),
    /**
     * Bumped by every status change (decisions, submissions, deletions): a decision is saved only on
     * the version it was loaded with, and one that carries an older version is refused.
     */
    version: p.integer().default(0),
    /**
     * Moved by every change of the case (claims, comments, decisions, projections of company
     * events): the verifiers' answers and the live message carry it, so a back office knows the
     * echo of its own change.
     */
    revision: p.integer().default(0),
    /** The submission under review (the company's id of it) and its data version: a decision names both. */
    submissionId: p.uuid().nullable(),
    dataVersion: p.integer().default(0),
    /** The table's "number" column: grows with every company the context hears of. */
    seq: p.bigint('number').autoincrement(),
  },
  indexes: [
    {
      // The overdue counter depends on the clock, so it is counted (index-only) instead of kept.
      name: 'verification_company_overdue_idx',
      expression: 'create index "verification_company_overdue_idx" on "verification_company" ("due_at") where "status_id" = 2',
    },
    // The list and search indexes (ver-search), explained where they are declared.
    ...VERIFICATION_SEARCH_INDEXES,
  ],
});
export class VerificationCompany extends VerificationCompanySchema.class {}
VerificationCompanySchema.setClass(VerificationCompany);

export type HistoryKind =
  | 'registered'
  | 'submitted'
  | 'resubmitted'
  | 'edited'
  | 'file_added'
  | 'file_removed'
  | 'archived'
  | 'restored'
  | 'deleted'
  | 'transferred'
  | 'verified'
  | 'rejected'
  | 'removed_by_verifier'
  | 'comment_added'
  | 'comment_edited'
  | 'comment_removed'
  | 'claimed'
  | 'released'
  | 'taken_over'
  /** The consistency check mended a case that disagreed with its company. */
  | 'reconciled';

const VerificationHistorySchema = defineEntity({
  name: 'VerificationHistory',
  tableName: 'verification_history',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    companyId: p.uuid(),
    /** The event (or the verifier action) that wrote the entry: a replay finds it and does nothing. */
    eventId: p.uuid().unique('verification_history_event_id_unique'),
    kind: p.text().$type<HistoryKind>(),
    actorId: p.uuid().nullable(),
    actorName: p.text().nullable(),
    at: p.datetime(),
    details: p.json<Record<string, unknown>>().onCreate(() => ({})),
  },
  indexes: [{ name: 'verification_history_company_at_idx', properties: ['companyId', 'at', 'id'] }],
});
export class VerificationHistory extends VerificationHistorySchema.class {}
VerificationHistorySchema.setClass(VerificationHistory);

const VerificationCommentSchema = defineEntity({
  name: 'VerificationComment',
  tableName: 'verification_comment',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    companyId: p.uuid().index('verification_comment_company_idx'),
    authorId: p.uuid(),
    authorName: p.text(),
    text: p.text(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export class VerificationComment extends VerificationCommentSchema.class {}
VerificationCommentSchema.setClass(VerificationComment);

/** Keys: all, UnderConsideration, active, reject, deleted. Changed in the transaction of every row change. */
const VerificationCounterSchema = defineEntity({
  name: 'VerificationCounter',
  tableName: 'verification_counter',
  properties: {
    key: p.text().primary(),
    value: p.bigint('number').default(0),
  },
});
export class VerificationCounter extends VerificationCounterSchema.class {}
VerificationCounterSchema.setClass(VerificationCounter);

/**
 * How many cases' names contain each three-character piece (read-model.ts moveNameTrigrams), kept
 * in the transaction of every name write. A three-character quick search whose piece is in more
 * names than it counts to ("1000+") needs no scan to say so; any other search counts its hits.
 */
const VerificationNameTrigramSchema = defineEntity({
  name: 'VerificationNameTrigram',
  tableName: 'verification_name_trigram',
  properties: {
    trigram: p.text().primary(),
    companies: p.integer().default(0),
  },
});
export class VerificationNameTrigram extends VerificationNameTrigramSchema.class {}
VerificationNameTrigramSchema.setClass(VerificationNameTrigram);

export {
  VerificationCommentSchema,
  VerificationCompanySchema,
  VerificationCounterSchema,
  VerificationHistorySchema,
  VerificationNameTrigramSchema,
};
