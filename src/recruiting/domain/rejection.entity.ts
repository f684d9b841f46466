import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { CandidateLang, RejectionSide } from '../../shared/contract/recruiting.js';

/** A reason an application ends without a hire: ours ("не подходит по опыту") or theirs ("кандидат отказался"). Seeded. */
const RejectionReasonSchema = defineEntity({
  name: 'RejectionReason',
  tableName: 'rc_rejection_reason',
  properties: {
    id: p.integer().primary(),
    code: p.string().length(40).unique('rc_rejection_reason_code_unique'),
    side: p.string().length(8).$type<RejectionSide>(),
    nameRu: p.string().length(100),
    nameUk: p.string().length(100),
    nameEn: p.string().length(100),
    sort: p.integer(),
  },
});
export class RejectionReason extends RejectionReasonSchema.class {
  nameIn(lang: string): string {
    return lang === 'en' ? this.nameEn : lang === 'uk' ? this.nameUk : this.nameRu;
  }
}
RejectionReasonSchema.setClass(RejectionReason);

/**
 * The letter an application's rejection sent (or will send at `sendAt`) to the candidate, as written:
 * the candidate's page lists them. `to` null: the candidate had no e-mail, nothing was sent.
 */
const RejectionLetterSchema = defineEntity({
  name: 'RejectionLetter',
  tableName: 'rc_rejection_letter',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    companyId: p.uuid(),
    candidateId: p.uuid(),
    applicationId: p.uuid(),
    reasonId: p.integer(),
    lang: p.string().length(2).$type<CandidateLang>(),
    to: p.string().length(254).nullable(),
    subject: p.string().length(200),
    body: p.text(),
    sendAt: p.datetime(),
    /** When the worker put it in the e-mail queue (once). */
    queuedAt: p.datetime().nullable(),
    createdBy: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ name: 'rc_rejection_letter_candidate_index', properties: ['candidateId', 'createdAt'] }],
  uniques: [{ name: 'rc_rejection_letter_application_unique', properties: ['applicationId'] }],
});
export class RejectionLetter extends RejectionLetterSchema.class {}
RejectionLetterSchema.setClass(RejectionLetter);
export { RejectionReasonSchema, RejectionLetterSchema };
