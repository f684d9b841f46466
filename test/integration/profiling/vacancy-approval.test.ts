import { jest } from '@jest/globals';
import { sql, startHarness, waitForMessages, type Harness } from '../../support/harness.js';
import { storedVacancy } from '../../support/vacancies.js';
import { waitFor } from '../../support/wait-for.js';
import { QueryBus } from '@nestjs/cqrs';
import { GetCompanyMembershipQuery } from '../../../src/company/company.contract.js';
import { account, addMember, createCompany, type Account } from '../company/company.support.js';

/**
 * Sending a vacancy and its approval, with a worker so the e-mails
 * that follow the outbox events really arrive. Vacancies are stored directly (the wizard's saves
 * are another suite's); the run's database is shared, so every check names its own company.
 */
describe('profiling: sending and approving vacancies', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const call = (who: Account, path: string, body: Record<string, unknown>, lang?: string) =>
    who.c.post(`/profiling/${path}`, body, { token: who.token, ...(lang ? { lang } : {}) });

  /** A verified company of a fresh owner with two colleagues (an administrator and a plain user) and a stranger. */
  async function team(): Promise<{ owner: Account; admin: Account; user: Account; stranger: Account; companyId: string }> {
    const [owner, admin, user, stranger] = await Promise.all([account(h), account(h), account(h), account(h)]);
    const companyId = (await createCompany(owner)).id as string;
    await sql(h, 'update company set status_id = 4 where id = ?', [companyId]);
    await addMember(h, companyId, admin.id, 'administrator');
    await addMember(h, companyId, user.id, 'user');
    return { owner, admin, user, stranger, companyId };
  }

  async function state(vacancyId: string): Promise<{
    status: string;
    published_at: Date | null;
    approvers: Array<{ user_id: string; decision: string | null; comment: string | null }>;
  }> {
    const [vacancy] = await sql<{ status: string; published_at: Date | null }>(
      h,
      'select status, published_at from profiling_vacancy where id = ?',
      [vacancyId],
    );
    const approvers = await sql<{ user_id: string; decision: string | null; comment: string | null }>(
      h,
      'select user_id, decision, comment from profiling_vacancy_approver where vacancy_id = ? order by user_id',
      [vacancyId],
    );
    return { ...vacancy!, approvers };
  }

  async function eventTypes(vacancyId: string): Promise<string[]> {
    const rows = await sql<{ type: string }>(h, `select type from outbox where payload->>'vacancyId' = ? order by id`, [vacancyId]);
    return rows.map((row) => row.type);
  }

  it('publishes at once without approvers ("Accept and publish")', async () => {
    const { owner, companyId } = await team();
    const vacancy = await storedVacancy(h.app, companyId, owner.id);
    const res = await call(owner, 'send_vacancy', { company_id: companyId, vacancy_id: vacancy.id, approvers: [] });
    expect(res.status).toBe(200);
    expect(res.body.vacancy).toMatchObject({
      id: vacancy.id,
      status: 'published',
      approvers: [],
      can_edit: false,
      author: { user_id: owner.id, name: 'Бондар Ірина' },
    });
    expect(Date.parse(res.body.vacancy.published_at)).not.toBeNaN();
    expect(await eventTypes(vacancy.id)).toEqual(['VacancyPublished']);
    // Published is final for sending.
    const again = await call(owner, 'send_vacancy', { company_id: companyId, vacancy_id: vacancy.id, approvers: [] });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('VACANCY_NOT_EDITABLE');
  });

  it('closes a published vacancy for a member with the vacancies right: it leaves the actual vacancies, and nothing else is closed', async () => {
    const { owner, user, stranger, companyId } = await team();
    const vacancy = await storedVacancy(h.app, companyId, owner.id);
    const close = (who: Account, lang?: string) => call(who, 'close_vacancy', { company_id: companyId, vacancy_id: vacancy.id }, lang);
    const actual = async () =>
      ((await call(owner, 'get_actual_vacancies', { company_id: companyId })).body.vacancies as Array<{ id: string }>).map((row) => row.id);
    // A draft is removed, not closed.
    const draft = await close(owner, 'en');
    expect(draft.status).toBe(409);
    expect(draft.body).toMatchObject({ code: 'VACANCY_NOT_PUBLISHED', msg: 'Only a published vacancy can be closed' });
    expect((await call(owner, 'send_vacancy', { company_id: companyId, vacancy_id: vacancy.id, approvers: [] })).body.vacancy.status).toBe(
      'published',
    );
    expect(await actual()).toEqual([vacancy.id]);
    expect((await close(stranger)).body.code).toBe('COMPANY_NOT_FOUND');
    const forbidden = await close(user);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('COMPANY_FORBIDDEN');
    expect((await state(vacancy.id)).status).toBe('published');

    const closed = await close(owner);
    expect(closed.status).toBe(200);
    expect(closed.body.vacancy).toMatchObject({ id: vacancy.id, status: 'closed', can_edit: false });
    expect(await eventTypes(vacancy.id)).toEqual(['VacancyPublished', 'VacancyClosed']);
    expect(await actual()).toEqual([]);
    const listed = await call(owner, 'get_vacancy_list', { company_id: companyId, status: 'closed' });
    expect((listed.body.vacancies as Array<{ id: string; status: string }>).map((row) => [row.id, row.status])).toEqual([
      [vacancy.id, 'closed'],
    ]);
    const again = await close(owner, 'uk');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'VACANCY_NOT_PUBLISHED', msg: 'Закрити можна лише опубліковану вакансію' });
  });

  it('refuses an incomplete vacancy, strangers, members without the right and unknown approvers, changing nothing', async () => {
    const { owner, admin, user, stranger, companyId } = await team();
    const incomplete = await storedVacancy(h.app, companyId, owner.id, { step: 12 });
    const refused = await call(owner, 'send_vacancy', { company_id: companyId, vacancy_id: incomplete.id, approvers: [] }, 'en');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      ok: false,
      code: 'VACANCY_INCOMPLETE',
      msg: 'Fill in every step of the vacancy profile before sending it',
    });
    expect(await state(incomplete.id)).toEqual({ status: 'draft', published_at: null, approvers: [] });

    const vacancy = await storedVacancy(h.app, companyId, owner.id);
    const send = (who: Account, approvers: unknown, lang?: string) =>
      call(who, 'send_vacancy', { company_id: companyId, vacancy_id: vacancy.id, approvers }, lang);
    expect((await send(stranger, [])).body.code).toBe('COMPANY_NOT_FOUND');
    const forbidden = await send(user, []);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('COMPANY_FORBIDDEN');
    const notMember = await send(owner, [admin.id, stranger.id, owner.id]);
    expect(notMember.status).toBe(400);
    expect(notMember.body).toMatchObject({
      code: 'APPROVER_NOT_MEMBER',
      msg: 'Согласовать вакансию может только другой участник компании',
    });
    expect(Object.keys(notMember.body.fields)).toEqual(['approvers.1', 'approvers.2']);
    const uk = await send(owner, [stranger.id], 'uk');
    expect(uk.body.msg).toBe('Погодити вакансію може лише інший учасник компанії');
    expect((await send(owner, 'nobody')).body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { approvers: 'Неверный формат поля' } });
    expect((await send(owner, ['not-a-uuid'])).body.fields).toEqual({ 'approvers.0': 'Неверный формат поля' });
    const unknown = await call(owner, 'send_vacancy', {
      company_id: companyId,
      vacancy_id: '00000000-0000-4000-8000-000000000000',
      approvers: [],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('VACANCY_NOT_FOUND');
    expect(await state(vacancy.id)).toEqual({ status: 'draft', published_at: null, approvers: [] });
    expect(await eventTypes(vacancy.id)).toEqual([]);
    // Someone else's vacancy in another company is not found through this company.
    const other = await team();
    const foreign = await storedVacancy(h.app, other.companyId, other.owner.id);
    expect((await call(owner, 'send_vacancy', { company_id: companyId, vacancy_id: foreign.id, approvers: [] })).body.code).toBe(
      'VACANCY_NOT_FOUND',
    );

    // A member holding the vacancies right may send another's vacancy.
    await sql(h, `update company_membership set rights = '["vacancies"]'::jsonb where company_id = ? and user_id = ?`, [
      companyId,
      user.id,
    ]);
    expect((await send(user, [admin.id])).body.vacancy).toMatchObject({
      status: 'approval',
      approvers: [{ user_id: admin.id, decision: null }],
    });
  });

  it('asks each approver by e-mail in their language, lists the requests, and publishes only after every approval', async () => {
    const { owner, admin, user, stranger, companyId } = await team();
    await sql(h, `update identity_user set lang = 'en' where id = ?`, [admin.id]);
    const options = await call(owner, 'get_vacancy_approvers', { company_id: companyId });
    expect(options.status).toBe(200);
    expect(options.body.users.map((item: { user_id: string }) => item.user_id).sort()).toEqual([admin.id, user.id].sort());
    expect(options.body.users).toContainEqual({ user_id: admin.id, name: 'Бондар Ірина', role: 'administrator' });
    expect((await call(stranger, 'get_vacancy_approvers', { company_id: companyId })).body.code).toBe('COMPANY_NOT_FOUND');

    const vacancy = await storedVacancy(h.app, companyId, owner.id, { name: 'Бухгалтер' });
    const sent = await call(owner, 'send_vacancy', { company_id: companyId, vacancy_id: vacancy.id, approvers: [admin.id, user.id] });
    expect(sent.status).toBe(200);
    expect(sent.body.vacancy).toMatchObject({ status: 'approval', published_at: null, can_edit: false });
    expect(sent.body.vacancy.approvers).toHaveLength(2);

    const link = `/vacancy-approval/${companyId}/${vacancy.id}`;
    const [toAdmin] = await waitForMessages(h, admin.email);
    expect(toAdmin!.subject).toBe('Please approve the vacancy "Бухгалтер"');
    expect(toAdmin!.text).toContain(link);
    const [toUser] = await waitForMessages(h, user.email);
    expect(toUser!.subject).toBe('Согласуйте вакансию «Бухгалтер»');
    expect(toUser!.text).toContain(link);

    const requests = await call(admin, 'get_approval_requests', {});
    expect(requests.status).toBe(200);
    expect(requests.body.requests).toContainEqual({
      vacancy_id: vacancy.id,
      company_id: companyId,
      company_name: 'ТОВ «Кадри Тест»',
      number: vacancy.number,
      name: 'Бухгалтер',
      author_name: 'Бондар Ірина',
      requested_at: expect.any(String),
    });

    const answer = (who: Account, body: Record<string, unknown>, lang?: string) =>
      call(who, 'answer_vacancy_approval', { company_id: companyId, vacancy_id: vacancy.id, ...body }, lang);
    expect((await answer(stranger, { decision: 'approve' })).body.code).toBe('COMPANY_NOT_FOUND');
    const notAsked = await answer(owner, { decision: 'approve' });
    expect(notAsked.status).toBe(409);
    expect(notAsked.body.code).toBe('APPROVAL_NOT_PENDING');
    const noComment = await answer(admin, { decision: 'decline', comment: '   ' }, 'en');
    expect(noComment.status).toBe(400);
    expect(noComment.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { comment: 'Give the reason for declining' } });
    expect((await answer(admin, { decision: 'maybe' })).body.fields).toEqual({ decision: 'Неверный формат поля' });
    expect((await state(vacancy.id)).approvers.every((row) => row.decision === null)).toBe(true);

    const first = await answer(admin, { decision: 'approve' });
    expect(first.status).toBe(200);
    expect(first.body.vacancy.status).toBe('approval');
    expect(first.body.vacancy.approvers.find((row: { user_id: string }) => row.user_id === admin.id)).toMatchObject({
      decision: 'approved',
      answered_at: expect.any(String),
    });
    const twice = await answer(admin, { decision: 'approve' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('APPROVAL_NOT_PENDING');
    expect(
      (await call(admin, 'get_approval_requests', {})).body.requests.some((item: { vacancy_id: string }) => item.vacancy_id === vacancy.id),
    ).toBe(false);
    const [approved] = await waitForMessages(h, owner.email, 1, 'the first answer to the author');
    expect(approved!.subject).toBe('Бондар Ірина согласовал(а) вакансию «Бухгалтер»');

    const last = await answer(user, { decision: 'approve' });
    expect(last.body.vacancy).toMatchObject({ status: 'published', published_at: expect.any(String) });
    expect(last.body.vacancy.approvers.map((row: { decision: string }) => row.decision)).toEqual(['approved', 'approved']);
    const mails = await waitForMessages(h, owner.email, 2, 'the second answer to the author');
    expect(mails[0]!.subject).toBe('Вакансия «Бухгалтер» опубликована');
    expect(await eventTypes(vacancy.id)).toEqual([
      'VacancySentForApproval',
      'VacancyApprovalAnswered',
      'VacancyApprovalAnswered',
      'VacancyPublished',
    ]);
  });

  it('returns the vacancy to its author on a decline, with the comment by e-mail; the round ends for the others', async () => {
    const { owner, admin, user, companyId } = await team();
    const vacancy = await storedVacancy(h.app, companyId, owner.id, { name: 'Логіст' });
    await sql(h, `update identity_user set lang = 'uk' where id = ?`, [owner.id]);
    expect(
      (await call(owner, 'send_vacancy', { company_id: companyId, vacancy_id: vacancy.id, approvers: [admin.id, user.id] })).status,
    ).toBe(200);
    const declined = await call(admin, 'answer_vacancy_approval', {
      company_id: companyId,
      vacancy_id: vacancy.id,
      decision: 'decline',
      comment: '  Уточніть зарплату  ',
    });
    expect(declined.status).toBe(200);
    expect(declined.body.vacancy.status).toBe('returned');
    expect(await state(vacancy.id)).toMatchObject({
      status: 'returned',
      approvers: expect.arrayContaining([
        { user_id: admin.id, decision: 'declined', comment: 'Уточніть зарплату' },
        { user_id: user.id, decision: null, comment: null },
      ]),
    });
    const [mail] = await waitForMessages(h, owner.email, 1, 'the decline to the author');
    expect(mail!.subject).toBe('Бондар Ірина відхилив(ла) вакансію «Логіст»');
    expect(mail!.text).toContain('Уточніть зарплату');
    // The other approver's request is over with the round.
    const late = await call(user, 'answer_vacancy_approval', { company_id: companyId, vacancy_id: vacancy.id, decision: 'approve' });
    expect(late.body.code).toBe('APPROVAL_NOT_PENDING');
    expect(
      (await call(user, 'get_approval_requests', {})).body.requests.some((item: { vacancy_id: string }) => item.vacancy_id === vacancy.id),
    ).toBe(false);
    expect(await eventTypes(vacancy.id)).toEqual(['VacancySentForApproval', 'VacancyApprovalAnswered', 'VacancyReturned']);

    // The author may send the returned vacancy again: a new round replaces the rows.
    const again = await call(owner, 'send_vacancy', { company_id: companyId, vacancy_id: vacancy.id, approvers: [user.id] });
    expect(again.body.vacancy).toMatchObject({ status: 'approval', approvers: [{ user_id: user.id, decision: null, comment: null }] });
  });

  it('publishes exactly once when the last two approvals arrive together', async () => {
    const { owner, admin, user, companyId } = await team();
    const vacancy = await storedVacancy(h.app, companyId, owner.id);
    expect(
      (await call(owner, 'send_vacancy', { company_id: companyId, vacancy_id: vacancy.id, approvers: [admin.id, user.id] })).status,
    ).toBe(200);
    const answers = await Promise.all(
      [admin, user].map((who) =>
        call(who, 'answer_vacancy_approval', { company_id: companyId, vacancy_id: vacancy.id, decision: 'approve' }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect((await state(vacancy.id)).status).toBe('published');
    expect((await eventTypes(vacancy.id)).filter((type) => type === 'VacancyPublished')).toHaveLength(1);
    // One e-mail per answer: "approved" and "published".
    const mails = await waitForMessages(h, owner.email, 2);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      ['Бондар Ірина согласовал(а) вакансию «Менеджер з продажу»', 'Вакансия «Менеджер з продажу» опубликована'].sort(),
    );
  });

  it('withdraws the request of a colleague who leaves the company: publishes when the others approved, returns when nobody is left', async () => {
    const { owner, admin, user, companyId } = await team();
    const both = await storedVacancy(h.app, companyId, owner.id);
    const alone = await storedVacancy(h.app, companyId, owner.id);
    expect((await call(owner, 'send_vacancy', { company_id: companyId, vacancy_id: both.id, approvers: [admin.id, user.id] })).status).toBe(
      200,
    );
    expect((await call(owner, 'send_vacancy', { company_id: companyId, vacancy_id: alone.id, approvers: [user.id] })).status).toBe(200);
    expect((await call(admin, 'answer_vacancy_approval', { company_id: companyId, vacancy_id: both.id, decision: 'approve' })).status).toBe(
      200,
    );

    const removed = await owner.c.post(
      '/company/removeUserFromCompany',
      { company_id: companyId, user_id: user.id },
      { token: owner.token },
    );
    expect(removed.status).toBe(200);
    await waitFor(async () => (await state(alone.id)).status === 'returned', {
      what: 'the vacancy whose only approver left goes back to its author',
    });
    expect(await state(alone.id)).toEqual({ status: 'returned', published_at: null, approvers: [] });
    await waitFor(async () => (await state(both.id)).status === 'published', {
      what: 'the vacancy whose other approver had approved is published',
    });
    expect((await state(both.id)).approvers).toEqual([{ user_id: admin.id, decision: 'approved', comment: null }]);
    expect(await eventTypes(both.id)).toEqual(['VacancySentForApproval', 'VacancyApprovalAnswered', 'VacancyPublished']);
    // The author may choose other approvers for the returned one.
    const again = await call(owner, 'send_vacancy', { company_id: companyId, vacancy_id: alone.id, approvers: [admin.id] });
    expect(again.body.vacancy).toMatchObject({ status: 'approval', approvers: [{ user_id: admin.id, decision: null }] });
  });
  it("asks the company for the caller's membership once per write: the route decides it, the command and the answer take it", async () => {
    const { owner, admin, companyId } = await team();
    const vacancy = await storedVacancy(h.app, companyId, owner.id);
    const bus = h.app.get(QueryBus);
    const asked = jest.spyOn(bus, 'execute');
    const membershipQueries = () => asked.mock.calls.filter(([query]) => query instanceof GetCompanyMembershipQuery).length;
    try {
      const writes: Array<[Account, string, Record<string, unknown>]> = [
        [owner, 'send_vacancy', { company_id: companyId, vacancy_id: vacancy.id, approvers: [admin.id] }],
        [admin, 'answer_vacancy_approval', { company_id: companyId, vacancy_id: vacancy.id, decision: 'approve' }],
        [owner, 'close_vacancy', { company_id: companyId, vacancy_id: vacancy.id }],
      ];
      for (const [who, path, body] of writes) {
        asked.mockClear();
        const res = await call(who, path, body);
        expect([path, res.status]).toEqual([path, 200]);
        expect([path, membershipQueries()]).toEqual([path, 1]);
      }
      expect((await state(vacancy.id)).status).toBe('closed');
    } finally {
      asked.mockRestore();
    }
  });
});
