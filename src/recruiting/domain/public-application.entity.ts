import { defineEntity, p } from '@mikro-orm/core';
import type { CandidateLang } from '../../shared/contract/recruiting.js';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { hashStatusToken, newStatusToken } from './public-application.rules.js';
import { ApplicationWithdrawn } from './recruiting.events.js';

/**
 * An application the candidate made on the careers pages: the hash of its status link's token (the
 * token itself goes only into the acknowledgement letter), the page's language, the version of the
 * consent text the candidate agreed to, and when the candidate withdrew it. One per application.
 */
const PublicApplicationSchema = defineEntity({
  name: 'PublicApplication',
  tableName: 'rc_public_application',
  properties: {
    applicationId: p.uuid().primary(),
    companyId: p.uuid(),
    vacancyId: p.uuid(),
    candidateId: p.uuid(),
    /** SHA-256 of the token, hex. */
    tokenHash: p.string().length(64).unique('rc_public_application_token_unique'),
    lang: p.string().length(2).$type<CandidateLang>(),
    consentVersion: p.string().length(32),
    createdAt: p.datetime(),
    withdrawnAt: p.datetime().nullable(),
  },
});

export class PublicApplication extends PublicApplicationSchema.class {
  /** The row for a new application, and the token to mail (never stored). */
  static issue(input: {
    applicationId: string;
    companyId: string;
    vacancyId: string;
    candidateId: string;
    lang: CandidateLang;
    consentVersion: string;
    now: Date;
  }) {
    const { token, hash } = newStatusToken();
    const { now, ...rest } = input;
    return { token, fields: { ...rest, tokenHash: hash, createdAt: now, withdrawnAt: null } };
  }

  static hashOf(token: string): string {
    return hashStatusToken(token);
  }

  /** The candidate withdrew (the application was ended in "Отказ" beside it): the recruiters are told. */
  withdraw(now: Date): void {
    this.withdrawnAt = now;
    recordEvent(this, new ApplicationWithdrawn(this.companyId, this.vacancyId, this.applicationId, this.candidateId));
  }
}
PublicApplicationSchema.setClass(PublicApplication);

export { PublicApplicationSchema };
