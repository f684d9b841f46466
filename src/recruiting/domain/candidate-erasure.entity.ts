import { defineEntity, p } from '@mikro-orm/core';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import type { Candidate } from './candidate.entity.js';
import { CandidateErased } from './recruiting-records.events.js';
import { ErasureErrors } from './recruiting-records.errors.js';

/**
 * That a candidate's personal data was erased, kept for the company's accounts of what it did with
 * personal data: when, by whom (null: the retention job) and why. It names no one: the candidate is
 * an id whose row holds no personal data any more.
 */
const CandidateErasureSchema = defineEntity({
  name: 'CandidateErasure',
  tableName: 'rc_candidate_erasure',
  properties: {
    candidateId: p.uuid().primary(),
    companyId: p.uuid(),
    reason: p.string().length(16).$type<'request' | 'retention'>(),
    byUserId: p.uuid().nullable(),
    /** What was removed: files, notes, letters, contacts (counts). */
    removed: p.json<Record<string, number>>(),
    at: p.datetime(),
  },
  indexes: [{ name: 'rc_candidate_erasure_company_index', properties: ['companyId', 'at'] }],
});
export class CandidateErasure extends CandidateErasureSchema.class {
  /**
   * Empties the candidate's row of personal data (names, contacts, tags, consent, referrer) and
   * answers the erasure's record, with the event that tells other contexts to forget the name.
   * The row stays (applications and their history still count in reports) but names no one.
   */
  static of(candidate: Candidate, byUserId: string | null, reason: 'request' | 'retention', removed: Record<string, number>, now: Date) {
    if (candidate.erasedAt) throw ErasureErrors.erased();
    Object.assign(candidate, {
      name: '',
      lname: '',
      emails: [],
      phones: [],
      tags: [],
      consent: null,
      referrerId: null,
      retainUntil: null,
      erasedAt: now,
    });
    return { candidateId: candidate.id, companyId: candidate.companyId, reason, byUserId, removed, at: now };
  }

  announce(): void {
    recordEvent(this, new CandidateErased(this.companyId, this.candidateId, this.byUserId ?? null, this.reason));
  }
}
CandidateErasureSchema.setClass(CandidateErasure);

/** The company was told (14 days before) that a candidate's data is due for anonymising on `retainUntil`: told once per date. */
const RetentionWarningSchema = defineEntity({
  name: 'RetentionWarning',
  tableName: 'rc_retention_warning',
  properties: {
    candidateId: p.uuid().primary(),
    retainUntil: p.datetime().primary(),
    companyId: p.uuid(),
    warnedAt: p.datetime(),
  },
});
export class RetentionWarning extends RetentionWarningSchema.class {}
RetentionWarningSchema.setClass(RetentionWarning);

export { CandidateErasureSchema, RetentionWarningSchema };
