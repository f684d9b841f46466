import { caseStatus, type StatusFacts } from '../../../src/verification/domain/verification-case.js';
import type { Harness } from '../../support/harness.js';
import { sql } from '../../support/harness.js';
import { startSmtpPeer, type SmtpPeer } from '../../support/smtp-peer.js';
import { waitFor } from '../../support/wait-for.js';
import { uniqueEdrpou } from '../../support/edrpou.js';
import {
  caseRow,
  counters,
  info,
  ownerView,
  person,
  registerCompany as registerAnyCompany,
  startVerificationHarness,
  submittedCompany as submitAnyCompany,
  waitForCase,
  type Person,
} from './verification.support.js';

describe('verifier decisions (setVerificationCompany, removeCompany)', () => {
  let smtp: SmtpPeer;
  let h: Harness & { closeAll(): Promise<void> };
  let verifier: Person;
  let other: Person;
  /*
   * The companies this flow made and the counters before it began: the closing checks look at these
   * alone, so they hold whichever flows wrote to the worker's database before this one.
   */
  const mine: string[] = [];
  let countersBefore: Record<string, number>;
  const registerCompany = async (...args: Parameters<typeof registerAnyCompany>) => {
    const id = await registerAnyCompany(...args);
    mine.push(id);
    return id;
  };
  const submittedCompany = async (...args: Parameters<typeof submitAnyCompany>) => {
    const id = await submitAnyCompany(...args);
    mine.push(id);
    return id;
  };
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    h = await startVerificationHarness({ SMTP_URL: smtp.url });
    countersBefore = await counters(h);
    verifier = await person(h, 'verifier', 'ru', { lname: 'Шевченко', name: 'Петро' });
    other = await person(h, 'verifier', 'en', { lname: 'Koval', name: 'Anna' });
  });
  afterAll(async () => {
    await h?.closeAll();
    await smtp?.close();
  });

  const decide = (v: Person, body: Record<string, unknown>, lang?: string) =>
    v.c.post('/verifier/setVerificationCompany', body, { token: v.token, ...(lang ? { lang } : {}) });
  const mailTo = (to: string, count = 1) =>
    waitFor(
      () =>
        smtp.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(to)).length >= count
          ? smtp.received.filter((mail) => JSON.stringify(mail.to).includes(to))
          : null,
      { what: `mail to ${to}` },
    );

  it('answers 401 without a session, 403 VERIFIER_ONLY to other roles, 404 for unknown or malformed ids', async () => {
    const owner = await person(h);
    const company = await registerCompany(h, owner);
    const anonymous = await owner.c.post('/verifier/getVerificationCompanyInfo', { company_id: company });
    expect(anonymous.status).toBe(401);
    for (const caller of [owner, await person(h, 'admin')]) {
      for (const path of [
        'getVerificationCompanyInfo',
        'setVerificationCompany',
        'removeCompany',
        'getVerificationNotifications',
        'getVerificationReasons',
        'claimVerificationCompany',
      ]) {
        const res = await caller.c.post(
          `/verifier/${path}`,
          { company_id: company, verification: 1, action: 'take' },
          { token: caller.token },
        );
        expect([path, res.status, res.body.code]).toEqual([path, 403, 'VERIFIER_ONLY']);
      }
    }
    const live = await owner.c.get('/live');
    expect(live.status).toBe(401);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await info(verifier, id);
      expect([res.status, res.body.code]).toEqual([404, 'COMPANY_NOT_FOUND']);
      expect((await decide(verifier, { company_id: id, verification: 1 })).status).toBe(404);
    }
  });

  it('verifies a case under consideration: the company turns 4, the owner reads the news in their language over SMTP', async () => {
    const owner = await person(h, 'user', 'uk');
    const company = await submittedCompany(h, owner, { name: 'ТОВ «Верифікована»' });
    const before = await counters(h);
    const res = await decide(verifier, { company_id: company, verification: 1 });
    expect(res.status).toBe(200);
    expect(res.body.company.status).toEqual({ id: 4, name: 'Верифицирована' });
    expect(res.body.company.due_at).toBeNull();
    expect(res.body.company.history.at(-1)).toMatchObject({ kind: 'verified', actor: { id: verifier.id, name: 'Шевченко Петро' } });
    const after = await counters(h);
    expect(after.UnderConsideration - before.UnderConsideration).toBe(-1);
    expect(after.active - before.active).toBe(1);
    expect(res.body.companiesActive).toBe(after.active);

    await waitFor(async () => (await ownerView(owner, company)).company_data?.status?.id === 4, { what: 'company status 4' });
    const [mail] = await mailTo(owner.email);
    expect(mail!.subject).toBe('Компанію «ТОВ «Верифікована»» верифіковано');
    expect(mail!.text).toContain('пройшла перевірку');
  });

  it('rejects with a preset reason and text: stored as comment and history, status 3 with the rejection on the company, e-mail with the reason and the fix link', async () => {
    const owner = await person(h, 'user', 'en');
    const company = await submittedCompany(h, owner, { name: 'Rejected LLC' });
    const res = await decide(verifier, {
      company_id: company,
      verification: 0,
      reason_code: 'code_mismatch',
      comment: 'Code 1234 on page 2',
    });
    expect(res.status).toBe(200);
    expect(res.body.company.status.id).toBe(3);
    expect(res.body.company.messages.at(-1)).toMatchObject({ text: 'Code 1234 on page 2', own: true, author: { id: verifier.id } });
    expect(res.body.company.history.at(-1)).toMatchObject({
      kind: 'rejected',
      details: { reason_code: 'code_mismatch', reason: 'Code 1234 on page 2' },
    });
    expect(res.body.company.history.at(-1).text).toBe('Отклонена: Код ЕГРПОУ не совпадает с выпиской. Code 1234 on page 2');

    await waitFor(async () => (await ownerView(owner, company)).company_data?.status?.id === 3, { what: 'company status 3' });
    expect((await ownerView(owner, company)).company_data.rejection).toEqual({ code: 'code_mismatch', reason: 'Code 1234 on page 2' });
    await owner.c.post('/company/loginCompany', { company_id: company }, { token: owner.token });
    const me = await owner.c.post('/profile/get_userInfo', {}, { token: owner.token });
    expect(me.body.user_data.company).toMatchObject({
      id: company,
      status: { id: 3 },
      rejection: { code: 'code_mismatch', reason: 'Code 1234 on page 2' },
    });

    const [mail] = await mailTo(owner.email);
    expect(mail!.subject).toBe('The company "Rejected LLC" did not pass verification');
    expect(mail!.text).toContain('Reason: The EDRPOU code does not match the extract. Code 1234 on page 2');
    // The link opens the fix screen of that very company, on PUBLIC_URL's origin.
    expect(mail!.text).toContain(`${h.config.publicUrl.replace(/\/$/, '')}/company-verify?company_id=${company}`);

    // The owner corrects the name and the code of the rejected company
    // (no reverification question: it is not under consideration), checked as on registration.
    const badCode = await owner.c.post('/company/updateCompany', { company_id: company, code: '12345670' }, { token: owner.token });
    expect([badCode.status, badCode.body.code, Object.keys(badCode.body.fields ?? {})]).toEqual([400, 'VALIDATION_FAILED', ['code']]);
    const fixedCode = uniqueEdrpou();
    const fixed = await owner.c.post(
      '/company/updateCompany',
      { company_id: company, name: 'Fixed LLC', code: fixedCode },
      { token: owner.token },
    );
    expect(fixed.status).toBe(200);
    expect(fixed.body.company_data).toMatchObject({ name: 'Fixed LLC', code: fixedCode, status: { id: 3 } });

    // Fixed and resubmitted: a new case; the banner's reason is gone.
    const resubmit = await owner.c.post('/company/set_statusCompany', { company_id: company, status_id: 2 }, { token: owner.token });
    expect(resubmit.status).toBe(200);
    expect(resubmit.body.company_data.rejection).toBeNull();
    await waitForCase(h, company, 2);
    const notices = await verifier.c.post('/verifier/getVerificationNotifications', {}, { token: verifier.token });
    expect(notices.body.list[0]).toMatchObject({ id: company, name: 'Fixed LLC', kind: 'resubmitted' });
  });

  it('refuses a rejection without a reason, and "other" without text', async () => {
    const owner = await person(h);
    const company = await submittedCompany(h, owner);
    for (const body of [{ verification: 0 }, { verification: 0, comment: '   ' }, { verification: 0, reason_code: 'other' }]) {
      const res = await decide(verifier, { company_id: company, ...body }, 'en');
      expect([res.status, res.body.code, res.body.fields]).toEqual([
        400,
        'VALIDATION_FAILED',
        { comment: 'Please give the reason for the rejection' },
      ]);
    }
    expect((await decide(verifier, { company_id: company, verification: 0, reason_code: 'bogus', comment: 'x' })).status).toBe(400);
    expect((await caseRow(h, company))!.status_id).toBe(2);
    // A preset reason alone is enough: its name becomes the comment.
    const res = await decide(verifier, { company_id: company, verification: 0, reason_code: 'unreadable' });
    expect(res.status).toBe(200);
    expect(res.body.company.messages.at(-1).text).toBe('Выписка не читается');
    // The owner's banner names the preset reason in the owner's language when the verifier wrote none.
    await waitFor(async () => (await ownerView(owner, company)).company_data?.status?.id === 3, { what: 'company status 3' });
    const banner = await owner.c.post('/company/get_companyInfo', { company_id: company }, { token: owner.token, lang: 'uk' });
    expect(banner.body.company_data.rejection).toEqual({ code: 'unreadable', reason: 'Виписка не читається' });
  });

  it('decides only a case under consideration: 409 with the current status for registered, verified, rejected and deleted', async () => {
    const owner = await person(h);
    const registered = await registerCompany(h, owner);
    await waitForCase(h, registered, 1);
    const verified = await submittedCompany(h, owner);
    expect((await decide(verifier, { company_id: verified, verification: 1 })).status).toBe(200);
    const rejected = await submittedCompany(h, owner);
    expect((await decide(verifier, { company_id: rejected, verification: 0, comment: 'no' })).status).toBe(200);
    const deleted = await submittedCompany(h, owner);
    expect((await verifier.c.post('/verifier/removeCompany', { company_id: deleted }, { token: verifier.token })).status).toBe(200);
    for (const [company, status] of [
      [registered, 1],
      [verified, 4],
      [rejected, 3],
      [deleted, 5],
    ] as const) {
      for (const verification of [1, 0]) {
        const res = await decide(verifier, { company_id: company, verification, comment: 'again' }, 'en');
        expect([res.status, res.body.code, res.body.status?.id]).toEqual([409, 'VERIFICATION_STATE_CONFLICT', status]);
      }
    }
    const again = await verifier.c.post('/verifier/removeCompany', { company_id: deleted }, { token: verifier.token });
    expect([again.status, again.body.code]).toEqual([409, 'VERIFICATION_STATE_CONFLICT']);
  });

  it('two verifiers deciding at once: the first wins, the other gets 409 with the winning status', async () => {
    const owner = await person(h);
    for (let round = 0; round < 3; round += 1) {
      const company = await submittedCompany(h, owner);
      const before = await counters(h);
      const [a, b] = await Promise.all([
        decide(verifier, { company_id: company, verification: 1 }),
        decide(other, { company_id: company, verification: 0, comment: 'Unreadable' }),
      ]);
      const statuses = [a.status, b.status].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      const winnerStatus = a.status === 200 ? 4 : 3;
      expect(loser.body).toMatchObject({ code: 'VERIFICATION_STATE_CONFLICT', status: { id: winnerStatus } });
      const history = await sql<{ kind: string }>(
        h,
        `select kind from verification_history where company_id = ? and kind in ('verified', 'rejected')`,
        [company],
      );
      expect(history).toHaveLength(1);
      const decisions = await sql(
        h,
        `select type from outbox where payload->>'companyId' = ? and type in ('CompanyVerified', 'CompanyRejected')`,
        [company],
      );
      expect(decisions).toHaveLength(1);
      const after = await counters(h);
      expect(after.UnderConsideration - before.UnderConsideration).toBe(-1);
      expect(after.active - before.active + after.reject - before.reject).toBe(1);
      await waitFor(async () => (await ownerView(owner, company)).company_data?.status?.id === winnerStatus, {
        what: 'the winner applied',
      });
    }
  });

  it('refuses a decision made on an older version of the case: 409 VERIFICATION_STALE_VERSION with the current status and version', async () => {
    const owner = await person(h);
    const company = await submittedCompany(h, owner);
    const seen = (await info(verifier, company)).body.company.version as number;
    expect(seen).toEqual(expect.any(Number));
    // Meanwhile a colleague rejects and the owner sends it again: under consideration once more, but not the case the verifier saw.
    const rejected = await decide(other, { company_id: company, verification: 0, comment: 'Blurred', version: seen });
    expect([rejected.status, rejected.body.company.version]).toEqual([200, seen + 1]);
    await waitFor(async () => (await ownerView(owner, company)).company_data?.status?.id === 3, { what: 'company status 3' });
    await owner.c.post('/company/set_statusCompany', { company_id: company, status_id: 2 }, { token: owner.token });
    await waitForCase(h, company, 2);

    const stale = await decide(verifier, { company_id: company, verification: 1, version: seen }, 'en');
    expect([stale.status, stale.body.code, stale.body.status, stale.body.version]).toEqual([
      409,
      'VERIFICATION_STALE_VERSION',
      { id: 2, name: 'Under consideration' },
      seen + 2,
    ]);
    const staleRemoval = await verifier.c.post(
      '/verifier/removeCompany',
      { company_id: company, version: seen },
      { token: verifier.token },
    );
    expect([staleRemoval.status, staleRemoval.body.code]).toEqual([409, 'VERIFICATION_STALE_VERSION']);
    expect((await caseRow(h, company))!.status_id).toBe(2);
    expect(
      await sql(h, `select type from outbox where payload->>'companyId' = ? and type in ('CompanyVerified', 'CompanyRemovedByVerifier')`, [
        company,
      ]),
    ).toEqual([]);
    expect((await decide(verifier, { company_id: company, verification: 1, version: 'x' })).status).toBe(400);

    const current = await decide(verifier, { company_id: company, verification: 1, version: String(seen + 2) });
    expect([current.status, current.body.company.status.id, current.body.company.version]).toEqual([200, 4, seen + 3]);
  });

  it('removes a company: deleted for the owner too, e-mailed, and shown as deleted to verifiers', async () => {
    const owner = await person(h, 'user', 'ru');
    const company = await submittedCompany(h, owner, { name: 'ООО «Удаляемая»' });
    const res = await verifier.c.post('/verifier/removeCompany', { company_id: company }, { token: verifier.token });
    expect(res.status).toBe(200);
    // The answer is the case after the deletion, as a decision's is: the screen needs no reload.
    expect(res.body.company).toMatchObject({ id: company, is_del: 1, status: { id: 5, name: 'Удалена' } });
    expect(res.body.company.history.at(-1)).toMatchObject({ kind: 'removed_by_verifier', actor: { id: verifier.id } });
    expect(res.body.companiesDeleted).toBe((await counters(h)).deleted);
    const view = await info(verifier, company);
    expect(view.body.company.version).toBe(res.body.company.version);
    expect(view.body.company).toMatchObject({ is_del: 1, status: { id: 5, name: 'Удалена' } });
    expect(view.body.company.history.at(-1)).toMatchObject({ kind: 'removed_by_verifier', text: 'Удалена верификатором' });
    await waitFor(async () => (await ownerView(owner, company)).code === 'COMPANY_NOT_FOUND', { what: 'the company gone for its owner' });
    const [mail] = await mailTo(owner.email);
    expect(mail!.subject).toBe('Компания «ООО «Удаляемая»» удалена');
  });

  // The counters moved by exactly the rows of this flow's companies (all made after countersBefore).
  it('keeps the counters equal to the rows they count', async () => {
    const kept = await counters(h);
    const [counted] = await sql<Record<string, string>>(
      h,
      `select count(*) as "all", count(*) filter (where status_id = 2) as "UnderConsideration", count(*) filter (where status_id = 4) as active,
              count(*) filter (where status_id = 3) as reject, count(*) filter (where status_id = 5) as deleted
         from verification_company where company_id = any(?::uuid[])`,
      [`{${mine.join(',')}}`],
    );
    expect(Object.keys(counted!).every((key) => key in kept)).toBe(true);
    expect(Object.fromEntries(Object.keys(counted!).map((key) => [key, kept[key]! - (countersBefore[key] ?? 0)]))).toEqual(
      Object.fromEntries(Object.entries(counted!).map(([key, value]) => [key, Number(value)])),
    );
  });

  // Rows the projections and decisions wrote (they have a history; flows that stage rows by hand write none).
  it("shows every case's status as made of the company's status and the case's last decision, and nothing else", async () => {
    const rows = await sql<StatusFacts & { company_id: string; status_id: number }>(
      h,
      `select company_id, status_id, company_status_id as "companyStatusId", submission_id as "submissionId", verdict,
              verdict_submission_id as "verdictSubmissionId"
         from verification_company v
        where v.company_id = any(?::uuid[]) and exists (select 1 from verification_history h where h.company_id = v.company_id)`,
      [`{${mine.join(',')}}`],
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((row) => row.status_id !== caseStatus(row))).toEqual([]);
  });
});
