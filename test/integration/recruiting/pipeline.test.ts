import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { messages, sql, startHarness, waitForMessages, type Harness } from '../../support/harness.js';
import { storedVacancy } from '../../support/vacancies.js';
import { waitFor } from '../../support/wait-for.js';
import { rc, team, type Team } from './records.support.js';

/**
 * The pipeline with an API and a worker, as in production: applications only to published
 * vacancies, moves on the board with the version they saw (a stale one answers 409 with the card as
 * it is), a rejection's letter sent exactly once (and a put-off one waiting in the queue), and a
 * closed vacancy telling each open applicant. Time in stage, the stage rules and the letter texts
 * are the aggregates' specs.
 */
describe('recruiting: the pipeline', () => {
  let h: Harness;
  let t: Team;
  beforeAll(async () => {
    h = await startHarness();
    t = await team(h);
    await sql(h, 'update company set status_id = 4 where id = ?', [t.companyId]);
  });
  afterAll(() => h.close());

  let serial = 0;
  const email = (tag: string) => {
    serial += 1;
    return `${tag}.${Date.now().toString(36)}.${serial}@example.com`;
  };
  const published = (name: string) => storedVacancy(h.app, t.companyId, t.owner.id, { status: 'published', name });
  const applicant = async (vacancyId: string, fields: Record<string, unknown> = {}) => {
    const res = await rc(t, t.recruiter, 'add_candidate', {
      name: 'Олена',
      lname: 'Коваль',
      email: email('olena'),
      source: 'manual',
      vacancy_id: vacancyId,
      ...fields,
    });
    expect(res.status).toBe(200);
    return {
      candidate: res.body.candidate as { id: string; emails: string[] },
      application: res.body.application as { id: string; version: number },
    };
  };
  /** Waits until every outbox event of the application was handled. */
  const delivered = (applicationId: string) =>
    waitFor(
      async () =>
        (
          await sql<{ n: number }>(
            h,
            `select count(*)::int as n from outbox where payload->>'applicationId' = ? and dispatched_at is null`,
            [applicationId],
          )
        )[0]!.n === 0,
      { what: `the events of ${applicationId}` },
    );

  it('seeds the company’s stages from its profile’s selection stages between the fixed ends, on first use', async () => {
    // Two items of the list (the shipped catalogue is not loaded here) and a profile that picked them, in its order.
    await sql(
      h,
      `insert into catalogue_option (list, item_id, code, names, type, sort) values
         ('s_selection_stages', 2, 'phone-screening', '{"ru":"Телефонное интервью","uk":"Телефонне інтерв’ю","en":"Phone screening"}', 'global', 2),
         ('s_selection_stages', 3, 'hr-interview', '{"ru":"Интервью с HR","uk":"Інтерв’ю з HR","en":"Interview with HR"}', 'global', 3)
       on conflict do nothing`,
    );
    await sql(
      h,
      `insert into profiling_company_profile (company_id, s_selection_stages, created_at, updated_at) values (?, '[3, 2]', now(), now())`,
      [t.companyId],
    );
    const template = await rc(t, t.viewer, 'get_stages', {}, 'en');
    expect((template.body.stages as Array<{ kind: string; name: string }>).map((s) => `${s.kind}:${s.name}`)).toEqual([
      'new:New',
      'step:Interview with HR',
      'step:Phone screening',
      'hired:Hired',
      'rejected:Rejected',
    ]);
  });

  it('moves a card through its board with the version it saw, and answers a stale move with the card as it is', async () => {
    const draft = await storedVacancy(h.app, t.companyId, t.owner.id, { status: 'draft', name: 'Чернетка' });
    const refused = await rc(t, t.recruiter, 'add_candidate', {
      name: 'A',
      lname: 'B',
      email: email('draft'),
      source: 'manual',
      vacancy_id: draft.id,
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'VACANCY_NOT_PUBLISHED']);

    const vacancy = await published('Тестувальник');
    const stages = await rc(t, t.recruiter, 'set_stages', {
      vacancy_id: vacancy.id,
      stages: [{ name: 'Дзвінок' }, { name: 'Співбесіда' }],
    });
    expect((stages.body.stages as Array<{ kind: string; name: string }>).map((s) => `${s.kind}:${s.name}`)).toEqual([
      'new:Новый',
      'step:Дзвінок',
      'step:Співбесіда',
      'hired:Принят',
      'rejected:Отказ',
    ]);
    const { application } = await applicant(vacancy.id);
    const board = await rc(t, t.viewer, 'get_board', { vacancy_id: vacancy.id }, 'uk');
    expect(board.status).toBe(200);
    const columns = board.body.stages as Array<{
      id: string;
      kind: string;
      name: string;
      applications: Array<{ id: string; days_in_stage: number }>;
    }>;
    expect(columns.map((column) => [column.name, column.applications.map((card) => card.id)])).toEqual([
      ['Новий', [application.id]],
      ['Дзвінок', []],
      ['Співбесіда', []],
      ['Прийнято', []],
      ['Відмова', []],
    ]);
    expect(columns[0]!.applications[0]!.days_in_stage).toBe(0);
    const [, call, interview, , rejected] = columns;

    expect((await rc(t, t.viewer, 'move_application', { application_id: application.id, stage_id: call!.id, version: 1 })).status).toBe(
      403,
    );
    const moved = await rc(t, t.recruiter, 'move_application', { application_id: application.id, stage_id: call!.id, version: 1 });
    expect(moved.body.application).toMatchObject({ stage: { id: call!.id, name: 'Дзвінок' }, version: 2, status: 'open' });
    expect(moved.body.application.history).toHaveLength(2);

    // A colleague's screen still shows version 1: refused, and told where the card is now.
    const stale = await rc(t, t.owner, 'move_application', { application_id: application.id, stage_id: interview!.id, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'STALE_VERSION', application: { id: application.id, version: 2, stage: { id: call!.id } } });
    // So is a rejection written on version 1 (the reject dialog shows where the card went and keeps its letter).
    const reasons = (await rc(t, t.viewer, 'get_rejection_reasons')).body.reasons as Array<{ id: number }>;
    const staleReject = await rc(t, t.owner, 'reject_application', {
      application_id: application.id,
      reason_id: reasons[0]!.id,
      version: 1,
      message: 'Дякуємо за час.',
    });
    expect([staleReject.status, staleReject.body.code]).toEqual([409, 'STALE_VERSION']);
    expect(staleReject.body.application).toMatchObject({ id: application.id, version: 2, status: 'open', stage: { name: 'Дзвінок' } });
    const toRejected = await rc(t, t.recruiter, 'move_application', { application_id: application.id, stage_id: rejected!.id, version: 2 });
    expect([toRejected.status, toRejected.body.code]).toEqual([400, 'REJECTION_REASON_REQUIRED']);
    // The step holding the card stays.
    const removal = await rc(t, t.recruiter, 'set_stages', { vacancy_id: vacancy.id, stages: [{ id: interview!.id, name: 'Співбесіда' }] });
    expect([removal.status, removal.body.code]).toEqual([409, 'STAGE_NOT_EMPTY']);
  });

  it('rejects with a reason and sends the edited letter exactly once; a letter put off to the morning waits in the queue', async () => {
    const vacancy = await published('Аналітик');
    const { candidate, application } = await applicant(vacancy.id, { lang: 'uk' });
    const reasons = (await rc(t, t.viewer, 'get_rejection_reasons')).body.reasons as Array<{ id: number; code: string; side: string }>;
    const experience = reasons.find((reason) => reason.code === 'experience')!;
    expect((await rc(t, t.recruiter, 'reject_application', { application_id: application.id, version: 1 })).body.code).toBe(
      'REJECTION_REASON_REQUIRED',
    );

    const draft = await rc(t, t.recruiter, 'get_rejection_letter', { application_id: application.id, reason_id: experience.id });
    expect(draft.body).toMatchObject({ lang: 'uk', to: candidate.emails[0], subject: 'Ваша заявка на вакансію «Аналітик»' });
    const body = `${draft.body.body as string}\n\nP.S. Дякуємо за тестове завдання.`;
    const rejected = await rc(t, t.recruiter, 'reject_application', {
      application_id: application.id,
      reason_id: experience.id,
      version: 1,
      message: body,
    });
    expect(rejected.body.application).toMatchObject({
      status: 'rejected',
      stage: { kind: 'rejected' },
      reason: { id: experience.id, side: 'ours' },
    });
    const [mail] = await waitForMessages(h, candidate.emails[0]!, 1, 'the rejection letter');
    expect(mail!.subject).toBe('Ваша заявка на вакансію «Аналітик»');
    expect(mail!.text).toContain('P.S. Дякуємо за тестове завдання.');
    const again = await rc(t, t.recruiter, 'reject_application', { application_id: application.id, reason_id: experience.id, version: 2 });
    expect([again.status, again.body.code]).toEqual([409, 'APPLICATION_CLOSED']);
    await delivered(application.id);
    expect(await messages(h, candidate.emails[0]!)).toHaveLength(1);
    expect((await rc(t, t.viewer, 'get_candidate', { candidate_id: candidate.id })).body.candidate.letters).toEqual([
      expect.objectContaining({ application_id: application.id, body, queued_at: expect.any(String) }),
    ]);

    const later = await applicant(vacancy.id);
    await rc(t, t.recruiter, 'reject_application', {
      application_id: later.application.id,
      reason_id: experience.id,
      version: 1,
      send_at: 'next-morning',
    });
    await delivered(later.application.id);
    const [letter] = await sql<{ send_at: Date; queued_at: Date | null }>(
      h,
      'select send_at, queued_at from rc_rejection_letter where application_id = ?',
      [later.application.id],
    );
    expect(new Date(letter!.send_at).getTime()).toBeGreaterThan(Date.now());
    expect(letter!.queued_at).not.toBeNull();
    expect(await messages(h, later.candidate.emails[0]!)).toEqual([]);
  });

  it('erasing a rejected candidate leaves their letter nowhere: not in the outbox, the e-mail queue or the delivery log', async () => {
    const vacancy = await published('Логіст');
    const { candidate, application } = await applicant(vacancy.id, { name: 'Ярема', lname: 'Стецюк' });
    const experience = ((await rc(t, t.viewer, 'get_rejection_reasons')).body.reasons as Array<{ id: number; code: string }>).find(
      (reason) => reason.code === 'experience',
    )!;
    const secret = 'Ярема, дякуємо: ваш кейс про склад у Броварах був найкращим.';
    const rejected = await rc(t, t.recruiter, 'reject_application', {
      application_id: application.id,
      reason_id: experience.id,
      version: 1,
      message: secret,
      send_at: 'next-morning',
    });
    expect(rejected.status).toBe(200);
    await delivered(application.id);
    const [letter] = await sql<{ id: string }>(h, 'select id from rc_rejection_letter where application_id = ?', [application.id]);
    const queue = h.worker.get<Queue>(getQueueToken('email'));
    const job = await queue.getJob(`candidate-letter.${letter!.id}`);
    expect(job?.data.vars).toMatchObject({ body: secret });
    expect(await job!.getState()).toBe('delayed');
    // What the outbox keeps of every event that named the candidate: no address, name or text.
    const payloads = async () =>
      (
        await sql<{ type: string; payload: unknown }>(h, `select type, payload from outbox where payload->>'candidateId' = ?`, [
          candidate.id,
        ])
      ).map((row) => `${row.type} ${JSON.stringify(row.payload)}`);
    const personal = [candidate.emails[0]!, 'Ярема', 'Стецюк'];
    expect((await payloads()).find((payload) => payload.startsWith('ApplicationRejected'))).toContain(letter!.id);

    expect((await rc(t, t.recruiter, 'erase_candidate', { candidate_id: candidate.id })).status).toBe(200);
    const after = await payloads();
    expect(after.length).toBeGreaterThanOrEqual(3);
    for (const payload of after) for (const word of [...personal, 'Броварах']) expect(payload).not.toContain(word);
    expect(await queue.getJob(`candidate-letter.${letter!.id}`)).toBeUndefined();
    expect(await sql(h, `select count(*)::int as n from notification_delivery where recipient = ?`, [candidate.emails[0]!])).toEqual([
      { n: 0 },
    ]);
    const [kept] = await sql<{ to: string | null; body: string }>(h, 'select "to", body from rc_rejection_letter where id = ?', [
      letter!.id,
    ]);
    expect(kept!.to).toBeNull();
    for (const word of personal) expect(kept!.body).not.toContain(word);
  });

  it('closing a vacancy rejects its open applicants, each told with the closer’s message', async () => {
    const vacancy = await published('Бухгалтер');
    const first = await applicant(vacancy.id);
    const second = await applicant(vacancy.id, { lang: 'en' });
    const closed = await t.owner.c.post(
      '/profiling/close_vacancy',
      { company_id: t.companyId, vacancy_id: vacancy.id, message: 'Вакансію закрито: ми знайшли співробітника всередині команди.' },
      { token: t.owner.token },
    );
    expect(closed.status).toBe(200);
    for (const { candidate } of [first, second]) {
      const [mail] = await waitForMessages(h, candidate.emails[0]!, 1, 'the letter of the closed vacancy');
      expect(mail!.text).toContain('ми знайшли співробітника всередині команди');
    }
    const board = (await rc(t, t.viewer, 'get_board', { vacancy_id: vacancy.id })).body.stages as Array<{
      kind: string;
      applications: unknown[];
    }>;
    expect(board.find((stage) => stage.kind === 'rejected')!.applications).toHaveLength(2);
    const view = (await rc(t, t.viewer, 'get_candidate', { candidate_id: first.candidate.id })).body.candidate;
    expect(view.applications[0]).toMatchObject({ status: 'rejected', reason: { name: 'Вакансия закрыта' } });
  });
});
