import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { CompanyErrors } from './company.errors.js';
import {
  CompanyArchived,
  CompanyDeleted,
  CompanyEdited,
  CompanyFileAdded,
  CompanyFileRemoved,
  CompanyRegistered,
  CompanyRestored,
  CompanySubmittedForVerification,
  type CompanySnapshot,
  type FieldChange,
} from './company.events.js';
import type { CompanyRole } from './company-policy.js';
import { COMPANY_STATUS, ONBOARDING_STEP, type CompanyReviewState } from '../company.types.js';
import { REVERIFIED_FIELDS, REVERIFIED_STATUSES } from '../../shared/contract/company.js';

/** What a verifier's decision names: the submission and the data version they looked at. */
export interface DecidedSubmission {
  submissionId: string | null;
  dataVersion: number | null;
  decidedAt: Date;
}

export const MAX_EXTRACT_FILES = 10;

const CompanySchema = defineEntity({
  name: 'Company',
  tableName: 'company',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string().length(255),
    companyBrand: p.string().length(255).nullable(),
    /** EDRPOU: eight digits with a valid control digit. */
    code: p.string().length(8),
    employees: p.integer().nullable(),
    activity: p.integer().nullable(),
    services: p.text().nullable(),
    website: p.string().length(255).nullable(),
    statusId: p.integer().default(COMPANY_STATUS.registered),
    isDel: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    submittedAt: p.datetime().nullable(),
    /**
     * The submission the verifiers review: a new id at every (re)submission, so a decision names
     * the one the verifier looked at and is applied to that one only (docs/company.md "Decisions").
     */
    submissionId: p.uuid().nullable(),
    /** Moves with every change of what verifiers check (name, code), in the transaction of the change. */
    dataVersion: p.integer().default(0),
    deletedAt: p.datetime().nullable(),
    /** When a verifier last verified it (the public "verified employer" mark shows the date). */
    verifiedAt: p.datetime().nullable(),
    /** A verifier's last rejection, for the owner's banner (cleared by the next submission). */
    rejectionCode: p.string().length(20).nullable(),
    rejectionReason: p.text().nullable(),
    /**
     * The onboarding step of spec 001 §2 (1 company data, 2 administrator, 3 done): registering
     * leaves 2, appointing the administrator 3; a reload resumes there. Companies made before
     * the column existed count as done.
     */
    onboardingStep: p.smallint().default(ONBOARDING_STEP.done),
  },
  indexes: [
    {
      // One live company per code: rejected and deleted companies release theirs. Also closes the
      // race of two registrations of one code (the loser gets COMPANY_CODE_TAKEN).
      name: 'company_live_code_unique',
      expression: `create unique index "company_live_code_unique" on "company" ("code") where "status_id" not in (${COMPANY_STATUS.rejected}, ${COMPANY_STATUS.deleted})`,
    },
  ],
});

export class Company extends CompanySchema.class {
  snapshot(): CompanySnapshot {
    return {
      name: this.name,
      companyBrand: this.companyBrand ?? null,
      code: this.code,
      employees: this.employees ?? null,
      activity: this.activity ?? null,
      services: this.services ?? null,
      website: this.website ?? null,
    };
  }

  registered(ownerId: string): void {
    this.onboardingStep = ONBOARDING_STEP.administrator;
    recordEvent(this, new CompanyRegistered(this.id, ownerId, this.snapshot()));
  }

  /** The administrator is appointed (the owner or another person): the onboarding is over. */
  onboardingDone(): void {
    this.onboardingStep = ONBOARDING_STEP.done;
  }

  /**
   * Applies new registration data. A submitted or verified company whose name or code changes goes
   * back to "under consideration", and only when the caller confirmed it.
   */
  edit(next: CompanySnapshot, byUserId: string, confirmReverification: boolean, now: Date): void {
    const before = this.snapshot();
    const changes: Partial<Record<keyof CompanySnapshot, FieldChange>> = {};
    for (const key of Object.keys(next) as Array<keyof CompanySnapshot>) {
      if (before[key] !== next[key]) changes[key] = { from: before[key], to: next[key] };
    }
    const changed = Object.keys(changes) as Array<keyof CompanySnapshot>;
    if (changed.length === 0) return;
    // What needs a new verification, and where: one rule with the web (src/shared/contract/company.ts).
    const sensitive = changed.filter((key) => (REVERIFIED_FIELDS as readonly string[]).includes(key));
    const submitted = REVERIFIED_STATUSES.includes(this.statusId);
    const reverification = submitted && sensitive.length > 0;
    if (reverification && !confirmReverification) throw CompanyErrors.reverificationRequired(sensitive);

    Object.assign(this, next);
    // Only what the verifiers check moves the version; under review such an edit also opens a new
    // submission, so within one submission the version never moves.
    if (sensitive.length > 0) this.dataVersion += 1;
    recordEvent(this, new CompanyEdited(this.id, byUserId, changes, reverification, this.dataVersion));
    if (reverification) this.moveToReview(byUserId, 'reverification', now);
  }

  /** Sends the company for verification (status 2); needs at least one register extract. */
  submit(byUserId: string, extractCount: number, now: Date): void {
    if (this.statusId !== COMPANY_STATUS.registered && this.statusId !== COMPANY_STATUS.rejected) throw CompanyErrors.wrongStatus();
    if (extractCount === 0) throw CompanyErrors.extractRequired();
    this.moveToReview(byUserId, this.statusId === COMPANY_STATUS.rejected ? 'resubmit' : 'submit', now);
  }

  /** Extract files change only while the company is not under review nor verified. */
  assertFilesEditable(): void {
    if (this.statusId !== COMPANY_STATUS.registered && this.statusId !== COMPANY_STATUS.rejected) throw CompanyErrors.wrongStatus();
  }

  fileAdded(file: CompanyFile, byUserId: string, currentCount: number): void {
    this.assertFilesEditable();
    if (currentCount >= MAX_EXTRACT_FILES) throw CompanyErrors.tooManyFiles();
    recordEvent(this, new CompanyFileAdded(this.id, byUserId, file.id, file.type, file.name, file.format, file.size));
  }

  fileRemoved(file: CompanyFile, byUserId: string): void {
    this.assertFilesEditable();
    recordEvent(this, new CompanyFileRemoved(this.id, byUserId, file.id, file.name));
  }

  archivedBy(member: Membership, now: Date): void {
    if (member.archivedAt) throw CompanyErrors.alreadyArchived();
    member.archivedAt = now;
    recordEvent(this, new CompanyArchived(this.id, member.userId));
  }

  restoredBy(member: Membership): void {
    if (!member.archivedAt) throw CompanyErrors.notArchived();
    member.archivedAt = null;
    recordEvent(this, new CompanyRestored(this.id, member.userId));
  }

  /** Only in status 1 or 3 (spec §6); the caller has checked that the owner asks. */
  delete(byUserId: string, now: Date): void {
    if (this.statusId !== COMPANY_STATUS.registered && this.statusId !== COMPANY_STATUS.rejected) throw CompanyErrors.notDeletable();
    const fromStatus = this.statusId;
    this.statusId = COMPANY_STATUS.deleted;
    this.isDel = true;
    this.deletedAt = now;
    recordEvent(this, new CompanyDeleted(this.id, byUserId, fromStatus));
  }

  /*
   * Decisions of the verification context, applied from its events (src/company/events). Each
   * answers whether it changed anything: a decision about a submission that is no longer the
   * current one, or about data that changed since (an edit raced it), or a replay, leaves the
   * company as it is.
   */
  verifiedByVerifier(on: DecidedSubmission): boolean {
    if (!this.awaitsDecisionOn(on)) return false;
    this.statusId = COMPANY_STATUS.verified;
    this.verifiedAt = new Date();
    this.rejectionCode = null;
    this.rejectionReason = null;
    return true;
  }

  rejectedByVerifier(code: string | null, reason: string, on: DecidedSubmission): boolean {
    if (!this.awaitsDecisionOn(on)) return false;
    this.statusId = COMPANY_STATUS.rejected;
    this.rejectionCode = code;
    this.rejectionReason = reason;
    return true;
  }

  removedByVerifier(now: Date): boolean {
    if (!this.isLive()) return false;
    this.statusId = COMPANY_STATUS.deleted;
    this.isDel = true;
    this.deletedAt = now;
    return true;
  }

  /**
   * A decision settles exactly the submission the verifier looked at, on the data version they
   * saw. Decisions recorded before decisions named their submission (none of either in the event)
   * fall back to the time rule: made after the latest (re)submission.
   */
  private awaitsDecisionOn(on: DecidedSubmission): boolean {
    if (this.statusId !== COMPANY_STATUS.underConsideration || !this.isLive()) return false;
    if (on.submissionId === null) return !this.submittedAt || this.submittedAt.getTime() <= on.decidedAt.getTime();
    return on.submissionId === this.submissionId && on.dataVersion === this.dataVersion;
  }

  /** The submission a verifier decides on now: the company's current one, while it waits. */
  reviewState(): CompanyReviewState {
    return { statusId: this.statusId, submissionId: this.submissionId ?? null, dataVersion: this.dataVersion };
  }

  /**
   * The company and its review case disagree (a check found it): the safe state is a new look at
   * the current submission, so a company shown as decided goes back to "under consideration".
   */
  reopenReview(): boolean {
    if (!this.isLive() || this.statusId === COMPANY_STATUS.underConsideration || this.statusId === COMPANY_STATUS.registered) return false;
    if (!this.submissionId) return false;
    this.statusId = COMPANY_STATUS.underConsideration;
    this.rejectionCode = null;
    this.rejectionReason = null;
    return true;
  }

  isLive(): boolean {
    return !this.isDel && this.statusId !== COMPANY_STATUS.deleted;
  }

  private moveToReview(byUserId: string, reason: 'submit' | 'resubmit' | 'reverification', now: Date): void {
    const fromStatus = this.statusId;
    this.statusId = COMPANY_STATUS.underConsideration;
    this.submittedAt = now;
    this.submissionId = randomUUID();
    this.rejectionCode = null;
    this.rejectionReason = null;
    recordEvent(this, new CompanySubmittedForVerification(this.id, byUserId, fromStatus, reason, this.submissionId, this.dataVersion));
  }
}
CompanySchema.setClass(Company);

export type MembershipStatus = 'confirmed' | 'awaiting';

const MembershipSchema = defineEntity({
  name: 'Membership',
  tableName: 'company_membership',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    company: p.manyToOne(Company).deleteRule('cascade'),
    /** Identity's user id (no foreign key: contexts keep to their own tables). */
    userId: p.uuid().index(),
    role: p.string().length(20).$type<CompanyRole>(),
    /** Codes of the `s_access_z` list granted to a deputy or user. */
    rights: p.json<string[]>().onCreate(() => []),
    status: p.string().length(20).$type<MembershipStatus>().default('confirmed'),
    /** Set while the company sits in this member's Archive tab. */
    archivedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** SHA-256 of the invitation link's token while the membership awaits confirmation. */
    inviteTokenHash: p.string().length(64).nullable().unique('company_membership_invite_token_unique'),
    inviteExpiresAt: p.datetime().nullable(),
    invitedBy: p.uuid().nullable(),
  },
  uniques: [{ name: 'company_membership_company_user_unique', properties: ['company', 'userId'] }],
});
export class Membership extends MembershipSchema.class {}
MembershipSchema.setClass(Membership);

const CompanyFileSchema = defineEntity({
  name: 'CompanyFile',
  tableName: 'company_file',
  properties: {
    /** Random, and also the file's public id in urls. */
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    company: p.manyToOne(Company).deleteRule('cascade').index(),
    /** The directory of spec §7 (`edr` for register extracts). */
    type: p.string().length(20),
    /** The uploader's file name, cleaned; shown and offered on download, never used on disk. */
    name: p.string().length(255),
    format: p.string().length(10),
    mime: p.string().length(100),
    size: p.integer(),
    /** Server-made name of the stored file. */
    storageKey: p.string().length(64),
    uploadedBy: p.uuid(),
    uploadedAt: p.datetime().onCreate(() => new Date()),
  },
});
export class CompanyFile extends CompanyFileSchema.class {}
CompanyFileSchema.setClass(CompanyFile);

/**
 * The company a session works in (`loginCompany`). Keyed by identity's session id; a row with no
 * company records an explicit `logoutCompany`.
 */
const ActiveCompanySchema = defineEntity({
  name: 'ActiveCompany',
  tableName: 'company_active_choice',
  properties: {
    sessionId: p.uuid().primary(),
    userId: p.uuid().index(),
    companyId: p.uuid().nullable(),
    chosenAt: p.datetime(),
  },
});
export class ActiveCompany extends ActiveCompanySchema.class {}
ActiveCompanySchema.setClass(ActiveCompany);

export { ActiveCompanySchema, CompanyFileSchema, CompanySchema, MembershipSchema };
