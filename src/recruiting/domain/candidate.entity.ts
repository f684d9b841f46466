import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { RECRUITING_LIMITS, type CandidateLang, type CandidateSource } from '../../shared/contract/recruiting.js';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { DEFAULT_RETENTION_MONTHS, normalizeEmails, normalizePhones, normalizeTags, retainUntil, union } from './candidate.rules.js';
import { ErasureErrors } from './recruiting-records.errors.js';
import { RecruitingErrors } from './recruiting.errors.js';
import { CandidateAdded, CandidatesMerged } from './recruiting.events.js';
import { CANDIDATE_SEARCH_INDEXES } from './candidate-search.js';
import { CANDIDATE_SOURCE_INDEX, FUNNEL_CANDIDATE_TRIGGER } from './report-indexes.js';

/** Which consent text the candidate agreed to (its id in the company's texts), and when. */
export interface Consent {
  textId: string;
  at: string;
}

const CandidateSchema = defineEntity({
  name: 'Candidate',
  tableName: 'rc_candidate',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    companyId: p.uuid(),
    name: p.string().length(100),
    lname: p.string().length(100),
    /** Normalized (trimmed, lower case), in the order given; the first is where letters go. */
    emails: p.json<string[]>(),
    /** E.164 (+380991234567), in the order given. */
    phones: p.json<string[]>(),
    source: p.string().length(16).$type<CandidateSource>(),
    /** The colleague who referred the candidate (a member of the company). */
    referrerId: p.uuid().nullable(),
    tags: p.json<string[]>(),
    consent: p.json<Consent>().nullable(),
    /** Letters are written in it: the adding colleague's language unless told otherwise. */
    lang: p.string().length(2).$type<CandidateLang>(),
    /** Past it the retention job anonymises the candidate. */
    retainUntil: p.datetime().nullable(),
    /** Set when the personal data was erased (on request or by the retention job): the row names no one any more. */
    erasedAt: p.datetime().nullable(),
    createdBy: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    { name: 'rc_candidate_company_created_index', properties: ['companyId', 'createdAt'] },
    CANDIDATE_SOURCE_INDEX,
    // The search's (candidate-search.ts): names, contacts and tags by trigrams, short input by prefix.
    ...CANDIDATE_SEARCH_INDEXES,
  ],
  triggers: [FUNNEL_CANDIDATE_TRIGGER],
});

/**
 * The candidate's e-mails and phones, one row each, owned by the Candidate aggregate and rewritten
 * by its repository whenever the candidate's contacts change: the unique index makes "no two
 * candidates of a company share an e-mail or phone" hold even for two requests at once.
 */
const CandidateContactSchema = defineEntity({
  name: 'CandidateContact',
  tableName: 'rc_candidate_contact',
  properties: {
    companyId: p.uuid().primary(),
    kind: p.string().length(8).primary().$type<'email' | 'phone'>(),
    value: p.string().length(254).primary(),
    candidateId: p.uuid(),
  },
  indexes: [{ name: 'rc_candidate_contact_candidate_index', properties: ['candidateId'] }],
});
export class CandidateContact extends CandidateContactSchema.class {}
CandidateContactSchema.setClass(CandidateContact);

/** What a new candidate is made of, as the command received it (contacts as typed). */
export interface NewCandidate {
  companyId: string;
  name: string;
  lname: string;
  emails: readonly string[];
  phones: readonly string[];
  source: CandidateSource;
  referrerId: string | null;
  tags: readonly string[];
  consent: Consent | null;
  lang: CandidateLang;
}

/** The fields update_candidate may change (left out: unchanged). */
export interface CandidateChanges {
  name?: string;
  lname?: string;
  emails?: readonly string[];
  phones?: readonly string[];
  source?: CandidateSource;
  referrerId?: string | null;
  tags?: readonly string[];
  consent?: Consent | null;
  lang?: CandidateLang;
}

/**
 * A person the company considers for its vacancies. Contacts are kept normalized (e-mails trimmed in
 * lower case, phones in E.164) and are what identifies the person within the company: the command
 * looks for a duplicate by them before `create`, and a new contact of an existing candidate is
 * added by `attach`. The rows of rc_candidate_contact mirror `emails` and `phones`
 * (candidate.repository.ts rewrites them), so the unique index refuses a second owner.
 */
export class Candidate extends CandidateSchema.class {
  /** A new candidate's row (at least one e-mail or phone: 400 CONTACT_REQUIRED), with its CandidateAdded. */
  static create(input: NewCandidate, byUserId: string | null, now: Date) {
    const emails = normalizeEmails(input.emails);
    const phones = normalizePhones(input.phones);
    if (emails.length + phones.length === 0) throw RecruitingErrors.contactRequired();
    return {
      companyId: input.companyId,
      name: input.name.trim(),
      lname: input.lname.trim(),
      emails: emails.slice(0, RECRUITING_LIMITS.contacts),
      phones: phones.slice(0, RECRUITING_LIMITS.contacts),
      source: input.source,
      referrerId: input.referrerId,
      tags: normalizeTags(input.tags),
      consent: input.consent,
      lang: input.lang,
      retainUntil: retainUntil(now, DEFAULT_RETENTION_MONTHS),
      createdBy: byUserId,
    };
  }

  /** Records that the row `create` made was added (after the ORM gave it its id). */
  added(byUserId: string | null): void {
    recordEvent(this, new CandidateAdded(this.companyId, this.id, byUserId, this.source, this.referrerId ?? null));
  }

  /**
   * The same person came again (a duplicate by e-mail or phone): what the new entry brings is kept
   * beside what is known (contacts no other candidate holds, tags, a newer consent), never replacing it.
   */
  attach(
    input: Pick<NewCandidate, 'emails' | 'phones' | 'tags' | 'consent'>,
    freeContacts: (kind: 'email' | 'phone', value: string) => boolean,
    now: Date,
  ): void {
    const emails = normalizeEmails(input.emails).filter((email) => freeContacts('email', email));
    const phones = normalizePhones(input.phones).filter((phone) => freeContacts('phone', phone));
    this.emails = union(this.emails, emails, RECRUITING_LIMITS.contacts);
    this.phones = union(this.phones, phones, RECRUITING_LIMITS.contacts);
    this.tags = normalizeTags([...this.tags, ...input.tags]);
    if (input.consent && (!this.consent || input.consent.at > this.consent.at)) this.consent = input.consent;
    this.touch(now);
  }

  /** update_candidate: the fields given, contacts normalized again (still at least one). */
  change(changes: CandidateChanges, now: Date): void {
    if (changes.name !== undefined) this.name = changes.name.trim();
    if (changes.lname !== undefined) this.lname = changes.lname.trim();
    if (changes.emails !== undefined) this.emails = normalizeEmails(changes.emails).slice(0, RECRUITING_LIMITS.contacts);
    if (changes.phones !== undefined) this.phones = normalizePhones(changes.phones).slice(0, RECRUITING_LIMITS.contacts);
    if (this.emails.length + this.phones.length === 0) throw RecruitingErrors.contactRequired();
    if (changes.source !== undefined) this.source = changes.source;
    if (changes.referrerId !== undefined) this.referrerId = changes.referrerId;
    if (changes.tags !== undefined) this.tags = normalizeTags(changes.tags);
    if (changes.consent !== undefined) this.consent = changes.consent;
    if (changes.lang !== undefined) this.lang = changes.lang;
    this.touch(now);
  }

  /**
   * Folds `other` (the same person entered twice) into this candidate: its contacts and tags join
   * these, the later consent and the later retention date win, and CandidatesMerged tells everyone
   * who keeps rows by candidate id (the repository re-points them in the same transaction).
   */
  absorb(other: Candidate, byUserId: string, vacancyIds: string[], now: Date): void {
    if (other.id === this.id) throw RecruitingErrors.mergeSame();
    if (other.companyId !== this.companyId) throw RecruitingErrors.candidateNotFound();
    // An erased candidate names no one: folding it in would bring back rows its erasure emptied.
    if (this.erasedAt || other.erasedAt) throw ErasureErrors.erased();
    this.emails = union(this.emails, other.emails, RECRUITING_LIMITS.contacts * 2);
    this.phones = union(this.phones, other.phones, RECRUITING_LIMITS.contacts * 2);
    this.tags = normalizeTags([...this.tags, ...other.tags]);
    if (other.consent && (!this.consent || other.consent.at > this.consent.at)) this.consent = other.consent;
    if (!this.referrerId) this.referrerId = other.referrerId;
    if (other.retainUntil && (!this.retainUntil || other.retainUntil > this.retainUntil)) this.retainUntil = other.retainUntil;
    this.touch(now);
    recordEvent(this, new CandidatesMerged(this.companyId, this.id, other.id, byUserId, vacancyIds));
  }

  /** Something happened to the candidate: the retention timer starts again from now. */
  touch(now: Date): void {
    const until = retainUntil(now, DEFAULT_RETENTION_MONTHS);
    if (!this.retainUntil || this.retainUntil < until) this.retainUntil = until;
  }

  /** Where letters go: the first e-mail, or none. */
  get letterAddress(): string | null {
    return this.emails[0] ?? null;
  }
}
CandidateSchema.setClass(Candidate);

export { CandidateSchema, CandidateContactSchema };
