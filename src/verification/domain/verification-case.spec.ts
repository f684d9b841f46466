import { COMPANY_STATUS } from '../../company/company.contract.js';
import { pullEvents } from '../../shared/domain/aggregate-root.js';
import type { DomainError } from '../../shared/domain/domain-error.js';
import { VerificationCase, type CaseComment, type CaseState, type Decision, type Verifier } from './verification-case.js';
import { CompanyRejected } from './verification.events.js';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const ANNA: Verifier = { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', name: 'Коваль Анна' };
const PETRO: Verifier = { id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', name: 'Шевченко Петро' };
const NOW = new Date('2026-11-28T10:00:00Z');
const { registered, underConsideration, rejected, verified, deleted } = COMPANY_STATUS;

const SUBMISSION = '22222222-2222-4222-8222-222222222222';

/** The company's review state as committed now, while it waits on the case's submission. */
const WAITING = { statusId: underConsideration, submissionId: SUBMISSION, dataVersion: 2 };

/** The facts a case showing `statusId` is made of: the company's status by its events, and the case's last decision. */
function factsShowing(statusId: number): Pick<CaseState, 'companyStatusId' | 'verdict' | 'verdictSubmissionId'> {
  if (statusId === verified) return { companyStatusId: underConsideration, verdict: 'verified', verdictSubmissionId: SUBMISSION };
  if (statusId === rejected) return { companyStatusId: underConsideration, verdict: 'rejected', verdictSubmissionId: SUBMISSION };
  return { companyStatusId: statusId, verdict: null, verdictSubmissionId: null };
}

function aCase(statusId: number = underConsideration, options: { assignee?: Verifier | null; version?: number } = {}): VerificationCase {
  return VerificationCase.restore({
    companyId: COMPANY,
    ...factsShowing(statusId),
    assignee: options.assignee ?? null,
    version: options.version ?? 3,
    submissionId: SUBMISSION,
    dataVersion: 2,
  });
}

/** The refusal a call throws, as the HTTP answer would carry it (the texts are composed at the root, so names stay keys here). */
function refusal(
  fn: () => unknown,
): { status: number; code: string; fields: Record<string, string>; details: Record<string, unknown> } | null {
  try {
    fn();
  } catch (error) {
    const e = error as DomainError;
    return { status: e.status, code: e.code, fields: e.fields, details: e.details?.('en') ?? {} };
  }
  return null;
}

const unchanged = (c: VerificationCase) => ({
  status: c.statusId,
  version: c.version,
  events: pullEvents(c).length,
  history: c.history.length,
  comments: c.comments.length,
  decidedAt: c.decidedAt,
});
const decide = (c: VerificationCase, decision: Decision, expectedVersion?: number) =>
  c.decide(decision, PETRO, NOW, { lang: 'en', expectedVersion, current: WAITING });

describe('VerificationCase: decisions', () => {
  it('verifies a case under consideration: status 4, a new version, the event, one history line, nobody holds it', () => {
    const c = aCase(underConsideration, { assignee: ANNA, version: 7 });
    decide(c, { kind: 'verify' });
    expect([c.statusId, c.version, c.assignee, c.decidedAt]).toEqual([verified, 8, null, NOW]);
    const events = pullEvents(c);
    expect(events.map((event) => [event.eventType, (event as unknown as { companyId: string; byUserId: string }).byUserId])).toEqual([
      ['CompanyVerified', PETRO.id],
    ]);
    expect(c.history).toEqual([
      { eventId: events[0]!.eventId, kind: 'verified', actor: PETRO, at: NOW, details: { from_status: underConsideration } },
    ]);
    expect(c.comments).toEqual([]);
  });

  it('rejects with a reason code and text: status 3, the event with both, the text as a comment, the reason in the history', () => {
    const c = aCase();
    decide(c, { kind: 'reject', reasonCode: 'code_mismatch', comment: 'Code 1234 on page 2' });
    expect(c.statusId).toBe(rejected);
    const [event] = pullEvents(c) as CompanyRejected[];
    expect(event).toBeInstanceOf(CompanyRejected);
    expect([event!.reasonCode, event!.reason]).toEqual(['code_mismatch', 'Code 1234 on page 2']);
    expect(c.comments).toEqual([{ op: 'add', text: 'Code 1234 on page 2', author: PETRO, at: NOW }]);
    expect(c.history).toEqual([
      {
        eventId: event!.eventId,
        kind: 'rejected',
        actor: PETRO,
        at: NOW,
        details: { reason_code: 'code_mismatch', reason: 'Code 1234 on page 2', from_status: underConsideration },
      },
    ]);
  });

  it("quotes the preset reason in the verifier's language when the rejection has no text of its own", () => {
    const c = aCase();
    c.decide({ kind: 'reject', reasonCode: 'unreadable', comment: '' }, PETRO, NOW, { lang: 'uk', current: WAITING });
    expect(c.comments.map((write) => (write.op === 'add' ? write.text : null))).toEqual(['Виписка не читається']);
    expect((pullEvents(c)[0] as CompanyRejected).reason).toBe('');
  });

  it.each<[string, Decision]>([
    ['no reason at all', { kind: 'reject', reasonCode: null, comment: '' }],
    ['blank text', { kind: 'reject', reasonCode: null, comment: '   ' }],
    ['"other" without text', { kind: 'reject', reasonCode: 'other', comment: '' }],
  ])('refuses a rejection with %s: 400 on fields.comment, the case untouched', (_what, decision) => {
    expect(refusal(() => VerificationCase.assertComplete(decision))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: { comment: 'verification.reasonRequired' },
    });
    const c = aCase();
    expect(refusal(() => decide(c, decision))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(unchanged(c)).toEqual({ status: underConsideration, version: 3, events: 0, history: 0, comments: 0, decidedAt: null });
  });

  it('takes a preset reason alone, and a text alone, as complete', () => {
    expect(refusal(() => VerificationCase.assertComplete({ kind: 'reject', reasonCode: 'outdated', comment: '' }))).toBeNull();
    expect(refusal(() => VerificationCase.assertComplete({ kind: 'reject', reasonCode: null, comment: 'Blurred' }))).toBeNull();
    expect(refusal(() => VerificationCase.assertComplete({ kind: 'reject', reasonCode: 'other', comment: 'Blurred' }))).toBeNull();
  });

  it.each([registered, rejected, verified, deleted])(
    'decides verify and reject only under consideration: status %i is 409 with that status',
    (status) => {
      for (const decision of [{ kind: 'verify' }, { kind: 'reject', reasonCode: null, comment: 'no' }] as Decision[]) {
        const c = aCase(status);
        expect(refusal(() => decide(c, decision))).toMatchObject({
          status: 409,
          code: 'VERIFICATION_STATE_CONFLICT',
          details: { status: { id: status } },
        });
        expect(unchanged(c)).toEqual({ status, version: 3, events: 0, history: 0, comments: 0, decidedAt: null });
      }
    },
  );

  it.each([registered, underConsideration, rejected, verified])(
    'removes a case in status %i: status 5, the event, a history line',
    (status) => {
      const c = aCase(status);
      decide(c, { kind: 'remove' });
      expect([c.statusId, c.version]).toEqual([deleted, 4]);
      expect(pullEvents(c).map((event) => event.eventType)).toEqual(['CompanyRemovedByVerifier']);
      expect(c.history.map((entry) => [entry.kind, entry.details])).toEqual([['removed_by_verifier', { from_status: status }]]);
    },
  );

  it('does not remove a deleted case again: 409 saying it is deleted', () => {
    const c = aCase(deleted);
    expect(refusal(() => decide(c, { kind: 'remove' }))).toMatchObject({
      status: 409,
      code: 'VERIFICATION_STATE_CONFLICT',
      details: { status: { id: deleted } },
    });
    expect(unchanged(c)).toMatchObject({ status: deleted, events: 0, history: 0 });
  });
});

describe('VerificationCase: the version a decision was made on', () => {
  it('refuses a decision made on an older version: 409 VERIFICATION_STALE_VERSION with the current status and version', () => {
    for (const decision of [
      { kind: 'verify' },
      { kind: 'reject', reasonCode: 'unreadable', comment: '' },
      { kind: 'remove' },
    ] as Decision[]) {
      const c = aCase(underConsideration, { version: 5 });
      expect(refusal(() => decide(c, decision, 4))).toEqual({
        status: 409,
        code: 'VERIFICATION_STALE_VERSION',
        fields: {},
        details: { status: { id: underConsideration, name: expect.any(String) }, version: 5, submission_id: SUBMISSION, data_version: 2 },
      });
      expect(unchanged(c)).toEqual({ status: underConsideration, version: 5, events: 0, history: 0, comments: 0, decidedAt: null });
    }
  });

  it('decides on the current version, and without one (a client that sends none)', () => {
    const current = aCase(underConsideration, { version: 5 });
    decide(current, { kind: 'verify' }, 5);
    expect(current.statusId).toBe(verified);
    const unversioned = aCase(underConsideration, { version: 5 });
    decide(unversioned, { kind: 'verify' });
    expect(unversioned.statusId).toBe(verified);
  });

  it("names the submission and data version it settles in the verdict's event", () => {
    const c = aCase();
    c.decide({ kind: 'verify' }, PETRO, NOW, {
      lang: 'en',
      submissionId: SUBMISSION,
      dataVersion: 2,
      current: WAITING,
    });
    expect(pullEvents(c)).toEqual([expect.objectContaining({ eventType: 'CompanyVerified', submissionId: SUBMISSION, dataVersion: 2 })]);
  });

  it.each<[string, { submissionId?: string; dataVersion?: number }]>([
    ['another submission', { submissionId: '33333333-3333-4333-8333-333333333333' }],
    ['another data version', { dataVersion: 1 }],
  ])('refuses a verdict on %s than the case holds, with the current view', (_what, seen) => {
    for (const decision of [{ kind: 'verify' }, { kind: 'reject', reasonCode: 'unreadable', comment: '' }] as Decision[]) {
      const c = aCase();
      expect(refusal(() => c.decide(decision, PETRO, NOW, { lang: 'en', ...seen, current: WAITING }))).toMatchObject({
        status: 409,
        code: 'VERIFICATION_STALE_VERSION',
        details: { submission_id: SUBMISSION, data_version: 2 },
      });
      expect(unchanged(c)).toEqual({ status: underConsideration, version: 3, events: 0, history: 0, comments: 0, decidedAt: null });
    }
  });

  it('refuses a verdict when the company moved on before its events reached the case (an edit raced the decision)', () => {
    const renamed = { statusId: underConsideration, submissionId: '44444444-4444-4444-8444-444444444444', dataVersion: 3 };
    for (const current of [
      renamed,
      { ...renamed, submissionId: SUBMISSION },
      { statusId: registered, submissionId: SUBMISSION, dataVersion: 2 },
    ]) {
      const c = aCase();
      expect(
        refusal(() => c.decide({ kind: 'verify' }, PETRO, NOW, { lang: 'en', submissionId: SUBMISSION, dataVersion: 2, current })),
      ).toMatchObject({
        status: 409,
        code: 'VERIFICATION_STALE_VERSION',
        details: { status: { id: current.statusId }, submission_id: current.submissionId, data_version: current.dataVersion },
      });
      expect(unchanged(c)).toEqual({ status: underConsideration, version: 3, events: 0, history: 0, comments: 0, decidedAt: null });
    }
    // A removal settles no submission: it goes through whatever the company did meanwhile.
    const removed = aCase();
    removed.decide({ kind: 'remove' }, PETRO, NOW, { lang: 'en', current: renamed });
    expect(removed.statusId).toBe(deleted);
  });

  it('says a case is already decided before it says the view was old', () => {
    expect(refusal(() => decide(aCase(verified, { version: 5 }), { kind: 'verify' }, 2))).toMatchObject({
      code: 'VERIFICATION_STATE_CONFLICT',
    });
    expect(refusal(() => decide(aCase(deleted, { version: 5 }), { kind: 'remove' }, 2))).toMatchObject({
      code: 'VERIFICATION_STATE_CONFLICT',
    });
  });
});

describe('VerificationCase: one status, made of the company and the decisions', () => {
  const OLD = '55555555-5555-4555-8555-555555555555';
  it('records the decision, never a status: the verdict with the submission it settled, or a removal', () => {
    const verifiedCase = aCase();
    decide(verifiedCase, { kind: 'verify' });
    expect([verifiedCase.verdict, verifiedCase.verdictSubmissionId, verifiedCase.companyStatusId]).toEqual([
      'verified',
      SUBMISSION,
      underConsideration,
    ]);
    const removedCase = aCase(rejected);
    decide(removedCase, { kind: 'remove' });
    expect([removedCase.verdict, removedCase.verdictSubmissionId, removedCase.statusId]).toEqual(['removed', null, deleted]);
  });

  it("refuses a second verdict on the same submission while the company has not applied the first: 409 with the first one's status", () => {
    // The second of two verifiers loads the case after the first one's verdict; the company still waits (the outbox has not delivered it).
    for (const first of [verified, rejected]) {
      const c = aCase(first);
      for (const decision of [{ kind: 'verify' }, { kind: 'reject', reasonCode: 'other', comment: 'no' }] as Decision[]) {
        expect(refusal(() => decide(c, decision))).toMatchObject({
          status: 409,
          code: 'VERIFICATION_STATE_CONFLICT',
          details: { status: { id: first } },
        });
      }
      expect(unchanged(c)).toEqual({ status: first, version: 3, events: 0, history: 0, comments: 0, decidedAt: null });
    }
  });

  it('takes a verdict on a new submission after a verdict on an older one', () => {
    const c = VerificationCase.restore({
      companyId: COMPANY,
      companyStatusId: underConsideration,
      verdict: 'rejected',
      verdictSubmissionId: OLD,
      assignee: null,
      version: 3,
      submissionId: SUBMISSION,
      dataVersion: 2,
    });
    expect(c.statusId).toBe(underConsideration);
    decide(c, { kind: 'verify' });
    expect([c.statusId, c.verdict, c.verdictSubmissionId]).toEqual([verified, 'verified', SUBMISSION]);
  });
});

describe('VerificationCase: who holds the case', () => {
  it('takes a free case, and taking it again changes nothing', () => {
    const c = aCase();
    expect(c.claim('take', PETRO, NOW)).toEqual(PETRO);
    expect(c.claim('take', PETRO, NOW)).toEqual(PETRO);
    expect(c.history.map((entry) => [entry.kind, entry.actor.id, entry.details])).toEqual([['claimed', PETRO.id, {}]]);
    expect([c.version, pullEvents(c)]).toEqual([3, []]);
  });

  it('refuses to take a case another verifier holds: 409 naming the holder', () => {
    const c = aCase(underConsideration, { assignee: ANNA });
    expect(refusal(() => c.claim('take', PETRO, NOW))).toEqual({
      status: 409,
      code: 'VERIFICATION_CLAIM_CONFLICT',
      fields: {},
      details: { assignee: ANNA },
    });
    expect([c.assignee, c.history]).toEqual([ANNA, []]);
  });

  it('takes over from another verifier (the history names whom from), or claims a free case', () => {
    const held = aCase(underConsideration, { assignee: ANNA });
    expect(held.claim('take_over', PETRO, NOW)).toEqual(PETRO);
    expect(held.history.map((entry) => [entry.kind, entry.details])).toEqual([['taken_over', { from: ANNA }]]);
    const free = aCase();
    expect(free.claim('take_over', PETRO, NOW)).toEqual(PETRO);
    expect(free.history.map((entry) => [entry.kind, entry.details])).toEqual([['claimed', {}]]);
    const own = aCase(underConsideration, { assignee: PETRO });
    expect(own.claim('take_over', PETRO, NOW)).toEqual(PETRO);
    expect(own.history).toEqual([]);
  });

  it("releases only the holder's own case; a free one stays free without a history line", () => {
    const own = aCase(underConsideration, { assignee: PETRO });
    expect(own.claim('release', PETRO, NOW)).toBeNull();
    expect(own.history.map((entry) => entry.kind)).toEqual(['released']);
    const other = aCase(underConsideration, { assignee: ANNA });
    expect(refusal(() => other.claim('release', PETRO, NOW))).toMatchObject({
      status: 409,
      code: 'VERIFICATION_CLAIM_CONFLICT',
      details: { assignee: ANNA },
    });
    expect(other.assignee).toEqual(ANNA);
    const free = aCase();
    expect(free.claim('release', PETRO, NOW)).toBeNull();
    expect(free.history).toEqual([]);
  });

  it('holds a decided case for nobody, and a deleted one cannot be held at all', () => {
    for (const action of ['take', 'release', 'take_over'] as const) {
      expect(refusal(() => aCase(deleted, { assignee: PETRO }).claim(action, PETRO, NOW))).toEqual({
        status: 409,
        code: 'VERIFICATION_STATE_CONFLICT',
        fields: {},
        details: {},
      });
    }
  });
});

describe('VerificationCase: comments', () => {
  const annasComment: CaseComment = { id: '42', authorId: ANNA.id, text: 'Page 2' };

  it('adds a trimmed comment with a history line that will name it', () => {
    const c = aCase(verified);
    c.addComment(PETRO, '  Check page 2  ', NOW);
    expect(c.comments).toEqual([{ op: 'add', text: 'Check page 2', author: PETRO, at: NOW }]);
    expect(c.history).toEqual([
      expect.objectContaining({ kind: 'comment_added', actor: PETRO, details: { text: 'Check page 2' }, comment: c.comments[0] }),
    ]);
  });

  it('refuses empty text on add and edit: 400 on fields.text', () => {
    const c = aCase();
    expect(refusal(() => c.addComment(PETRO, '   ', NOW))).toMatchObject({ status: 400, fields: { text: 'validation.required' } });
    expect(refusal(() => c.editComment(annasComment, ANNA, '', NOW))).toMatchObject({
      status: 400,
      fields: { text: 'validation.required' },
    });
    expect([c.comments, c.history]).toEqual([[], []]);
  });

  it('lets only the author edit or remove (403 COMMENT_NOT_OWN), an unknown comment is 404', () => {
    const c = aCase();
    expect(refusal(() => c.editComment(annasComment, PETRO, 'Mine now', NOW))).toMatchObject({ status: 403, code: 'COMMENT_NOT_OWN' });
    expect(refusal(() => c.removeComment(annasComment, PETRO, NOW))).toMatchObject({ status: 403, code: 'COMMENT_NOT_OWN' });
    expect(refusal(() => c.editComment(null, PETRO, 'x', NOW))).toMatchObject({ status: 404, code: 'COMMENT_NOT_FOUND' });
    expect(refusal(() => c.removeComment(null, PETRO, NOW))).toMatchObject({ status: 404, code: 'COMMENT_NOT_FOUND' });
    expect([c.comments, c.history]).toEqual([[], []]);
  });

  it("edits and removes the author's own, the history keeping the old and new text", () => {
    const c = aCase();
    c.editComment(annasComment, ANNA, ' Page 3 ', NOW);
    c.removeComment(annasComment, ANNA, NOW);
    expect(c.comments).toEqual([
      { op: 'edit', id: '42', text: 'Page 3', at: NOW },
      { op: 'remove', id: '42' },
    ]);
    expect(c.history.map((entry) => [entry.kind, entry.details])).toEqual([
      ['comment_edited', { message_id: '42', from: 'Page 2', to: 'Page 3' }],
      ['comment_removed', { message_id: '42', text: 'Page 2' }],
    ]);
  });
});
