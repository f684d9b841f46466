import { randomUUID } from 'node:crypto';
import { COMPANY_STATUS } from '../../company/company.contract.js';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { REJECTION_REASON_NAMES, type RejectionReasonCode } from '../verification.types.js';
import { CompanyRejected, CompanyRemovedByVerifier, CompanyVerified } from './verification.events.js';
import { VerificationErrors } from './verification.errors.js';
import { caseStatus, type StatusFacts, type Verdict } from './case-status.js';
import type { ClaimAction } from '../../shared/contract/verification.js';

/** A verifier as the case names them (history, comments, the assignee). */
export interface Verifier {
  id: string;
  name: string;
}

export type Decision =
  | { kind: 'verify' }
  | { kind: 'reject'; reasonCode: RejectionReasonCode | null; comment: string }
  | { kind: 'remove' };

// One list with the web (src/shared/contract/verification.ts).
export { CLAIM_ACTIONS, type ClaimAction } from '../../shared/contract/verification.js';

/** The audit-trail entries the verifiers' own actions write (the company's events write the others). */
export type CaseHistoryKind =
  | 'verified'
  | 'rejected'
  | 'removed_by_verifier'
  | 'claimed'
  | 'released'
  | 'taken_over'
  | 'comment_added'
  | 'comment_edited'
  | 'comment_removed';

/** A stored comment, as far as its rules need it. */
export interface CaseComment {
  id: string;
  authorId: string;
  text: string;
}

/** A comment the repository writes; an added one learns its id from the insert. */
export type CommentWrite =
  | { op: 'add'; text: string; author: Verifier; at: Date }
  | { op: 'edit'; id: string; text: string; at: Date }
  | { op: 'remove'; id: string };

export interface CaseHistoryRecord {
  /** The decision event's id, or a fresh one for claims and comments: a replay writes nothing. */
  eventId: string;
  kind: CaseHistoryKind;
  actor: Verifier;
  at: Date;
  details: Record<string, unknown>;
  /** `comment_added`: the comment whose id the entry names (`message_id`) once it is inserted. */
  comment?: CommentWrite & { op: 'add' };
}

// One status (docs/verification.md): the case keeps decisions, and shows the status made of them.
export { caseStatus, type StatusFacts, type Verdict } from './case-status.js';

export interface CaseState extends StatusFacts {
  companyId: string;
  assignee: Verifier | null;
  /** Moves with every status change (decisions and the company's submissions and deletions). */
  version: number;
  /** The data version of the submission under review. */
  dataVersion: number;
}

/** The company's review state as committed now (GetCompanyReviewStateQuery). */
export interface CompanyNow {
  statusId: number;
  submissionId: string | null;
  dataVersion: number;
}

/** The submission a decision is made on: what the verifier's screen showed, and what the company holds now. */
export interface DecisionBasis {
  /** The case view's version, when the client sent it. */
  expectedVersion?: number;
  /** The submission and data version the verifier looked at, when the client sent them. */
  submissionId?: string;
  dataVersion?: number;
  /**
   * The company's own review state, read under the case's lock at the time of the decision: a
   * verdict needs it (null only when the company is unknown to its context); a removal does not.
   */
  current: CompanyNow | null;
}

/**
 * One company's review case, the write side of the verification context. The rules (docs/verification.md,
 * "Decisions"): only a case under consideration is verified or rejected, once per submission; a
 * rejection needs a reason; a deleted case is neither removed again nor held; a decision made on an older version of
 * the case than the stored one is refused; a decided case is nobody's to hold; any verifier
 * comments, only the author edits or removes. The case keeps decisions, not a status: its status
 * is made of the company's (as its events set it) and the last decision (caseStatus). What a method
 * changes is recorded here (state, history, comments, the decision's event) and written by
 * CaseRepository in one transaction.
 */
export class VerificationCase {
  private state: CaseState;
  readonly loaded: Readonly<CaseState>;
  /** When the status changed (the case's update date), if it did. */
  decidedAt: Date | null = null;
  readonly history: CaseHistoryRecord[] = [];
  readonly comments: CommentWrite[] = [];

  private constructor(state: CaseState) {
    this.loaded = Object.freeze({ ...state });
    this.state = { ...state };
  }

  static restore(state: CaseState): VerificationCase {
    return new VerificationCase(state);
  }

  get companyId(): string {
    return this.state.companyId;
  }
  /** The status the case shows, made of the company's status and the case's last decision (caseStatus). */
  get statusId(): number {
    return caseStatus(this.state);
  }
  get companyStatusId(): number {
    return this.state.companyStatusId;
  }
  get verdict(): Verdict | null {
    return this.state.verdict;
  }
  get verdictSubmissionId(): string | null {
    return this.state.verdictSubmissionId;
  }
  get assignee(): Verifier | null {
    return this.state.assignee;
  }
  get version(): number {
    return this.state.version;
  }
  get submissionId(): string | null {
    return this.state.submissionId;
  }
  get dataVersion(): number {
    return this.state.dataVersion;
  }

  /** A rejection names a preset reason or gives a text; "other" needs the text (checked before the case is even read). */
  static assertComplete(decision: Decision): void {
    if (decision.kind === 'reject' && decision.comment.trim() === '' && (!decision.reasonCode || decision.reasonCode === 'other'))
      throw VerificationErrors.reasonRequired();
  }

  /**
   * Verify, reject or remove. A verdict (verify, reject) settles one submission on one data
   * version: the one the verifier looked at (named by the caller, else the case's), which must
   * be the one this case holds and the one the company holds now (`current`, read under the
   * case's lock); otherwise the view was stale (an edit of name or code raced the decision) and
   * the answer is 409 VERIFICATION_STALE_VERSION with the current view. A submission takes one
   * verdict: the second of two verifiers finds the first one's and gets 409
   * VERIFICATION_STATE_CONFLICT with the status it gives. `expectedVersion` (the case view's
   * version) is checked like the submission. The status is checked first, so a case already
   * decided says so. The case records the decision (its kind and submission), never a status.
   */
  decide(decision: Decision, by: Verifier, at: Date, options: { lang: Lang } & DecisionBasis): void {
    VerificationCase.assertComplete(decision);
    if (decision.kind === 'remove') {
      if (this.statusId === COMPANY_STATUS.deleted) throw VerificationErrors.alreadyDeleted(this.statusId);
    } else if (this.settles(this.submissionId) || this.statusId !== COMPANY_STATUS.underConsideration) {
      // Spec §4: verify and reject are open only while the company waits for a check, once per submission.
      throw VerificationErrors.stateConflict(this.statusId);
    }
    if (options.expectedVersion !== undefined && options.expectedVersion !== this.version) throw this.stale();
    const subject = { submissionId: options.submissionId ?? this.submissionId, dataVersion: options.dataVersion ?? this.dataVersion };
    if (decision.kind !== 'remove') {
      if (subject.submissionId !== this.submissionId || subject.dataVersion !== this.dataVersion) throw this.stale();
      const now = options.current;
      // The company moved on before its events reached this case: the view is stale although the case is not yet.
      if (
        now &&
        (now.statusId !== COMPANY_STATUS.underConsideration ||
          now.submissionId !== subject.submissionId ||
          now.dataVersion !== subject.dataVersion)
      ) {
        throw this.stale(now);
      }
    }

    const from = this.statusId;
    let details: Record<string, unknown> = {};
    let event: CompanyVerified | CompanyRejected | CompanyRemovedByVerifier;
    if (decision.kind === 'verify') {
      event = new CompanyVerified(this.companyId, by.id, subject.submissionId, subject.dataVersion);
      this.settle('verified', subject.submissionId);
    } else if (decision.kind === 'reject') {
      event = new CompanyRejected(this.companyId, by.id, decision.reasonCode, decision.comment, subject.submissionId, subject.dataVersion);
      this.settle('rejected', subject.submissionId);
      details = { reason_code: decision.reasonCode, reason: decision.comment };
      // The owner reads the reason as a comment: the verifier's text, or the preset reason's name.
      const text = decision.comment || (decision.reasonCode ? REJECTION_REASON_NAMES[decision.reasonCode][options.lang] : '');
      this.comments.push({ op: 'add', text, author: by, at });
    } else {
      event = new CompanyRemovedByVerifier(this.companyId, by.id);
      this.settle('removed', null);
    }
    const kind = decision.kind === 'verify' ? 'verified' : decision.kind === 'reject' ? 'rejected' : 'removed_by_verifier';
    this.history.push({ eventId: event.eventId, kind, actor: by, at, details: { ...details, from_status: from } });
    this.state.version += 1;
    this.decidedAt = at;
    // A decided case is nobody's to hold any more.
    this.state.assignee = null;
    recordEvent(this, event);
  }

  /** Whether the case already gave a verdict on that submission. */
  private settles(submissionId: string | null): boolean {
    return (this.verdict === 'verified' || this.verdict === 'rejected') && this.verdictSubmissionId === submissionId;
  }

  private settle(verdict: Verdict, submissionId: string | null): void {
    this.state.verdict = verdict;
    this.state.verdictSubmissionId = submissionId;
  }

  /** 409 VERIFICATION_STALE_VERSION naming the current view: the company's own when it is ahead of this case. */
  private stale(company?: { statusId: number; submissionId: string | null; dataVersion: number }) {
    const view = company ?? { statusId: this.statusId, submissionId: this.submissionId, dataVersion: this.dataVersion };
    return VerificationErrors.staleVersion(view.statusId, this.version, { submissionId: view.submissionId, dataVersion: view.dataVersion });
  }

  /**
   * "Assign to me" (take), release, or take over. Taking a case another verifier holds, or releasing
   * one the caller does not hold, is 409 VERIFICATION_CLAIM_CONFLICT naming the holder; repeating
   * what already holds changes nothing. Answers the holder afterwards.
   */
  claim(action: ClaimAction, by: Verifier, at: Date): Verifier | null {
    if (this.statusId === COMPANY_STATUS.deleted) throw VerificationErrors.stateConflict();
    const holder = this.assignee;
    const conflict = () => VerificationErrors.claimConflict().withDetails(() => ({ assignee: holder }));
    let kind: 'claimed' | 'released' | 'taken_over';
    if (action === 'release') {
      if (!holder) return null;
      if (holder.id !== by.id) throw conflict();
      kind = 'released';
    } else {
      if (holder?.id === by.id) return holder;
      if (holder && action === 'take') throw conflict();
      kind = holder ? 'taken_over' : 'claimed';
    }
    this.state.assignee = kind === 'released' ? null : { id: by.id, name: by.name };
    this.history.push({ eventId: randomUUID(), kind, actor: by, at, details: holder && kind === 'taken_over' ? { from: holder } : {} });
    return this.assignee;
  }

  /** Any verifier adds a comment; an empty one is refused (spec §2: only a text with something in it is saved). */
  addComment(by: Verifier, text: string, at: Date): void {
    const trimmed = requireText(text);
    const comment = { op: 'add' as const, text: trimmed, author: by, at };
    this.comments.push(comment);
    this.history.push({ eventId: randomUUID(), kind: 'comment_added', actor: by, at, details: { text: trimmed }, comment });
  }

  /** Only the author edits a comment (403 COMMENT_NOT_OWN); an unknown one is 404 COMMENT_NOT_FOUND. */
  editComment(comment: CaseComment | null, by: Verifier, text: string, at: Date): void {
    const trimmed = requireText(text);
    const own = ownComment(comment, by);
    this.comments.push({ op: 'edit', id: own.id, text: trimmed, at });
    this.history.push({
      eventId: randomUUID(),
      kind: 'comment_edited',
      actor: by,
      at,
      details: { message_id: own.id, from: own.text, to: trimmed },
    });
  }

  /** Only the author removes a comment; the history keeps its text. */
  removeComment(comment: CaseComment | null, by: Verifier, at: Date): void {
    const own = ownComment(comment, by);
    this.comments.push({ op: 'remove', id: own.id });
    this.history.push({ eventId: randomUUID(), kind: 'comment_removed', actor: by, at, details: { message_id: own.id, text: own.text } });
  }
}

function requireText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw VerificationErrors.textRequired();
  return trimmed;
}

function ownComment(comment: CaseComment | null, by: Verifier): CaseComment {
  if (!comment) throw VerificationErrors.commentNotFound();
  if (comment.authorId !== by.id) throw VerificationErrors.commentNotOwn();
  return comment;
}
