import { CommandBus } from '@nestjs/cqrs';
import { RequestScorecardsCommand } from '../../../src/recruiting/commands/request-scorecards.js';
import { sql, startHarness, type Harness } from '../../support/harness.js';
import { storedVacancy } from '../../support/vacancies.js';
import { waitFor } from '../../support/wait-for.js';
import { account, addMember, type Account } from '../company/company.support.js';
import { rc, team, type Team } from './records.support.js';

/*
 * The hiring report and the scorecards on one API and worker: who may read the funnel, what it
 * counts from the stage history (kept as stays by the database), and the scorecards of an interview
 * that ended (asked by the job, filled once, colleagues' hidden until one's own is in).
 */
describe('hiring reports and scorecards', () => {
  let h: Harness;
  let t: Team;
  let analyst: Account;
  let vacancyId: string;
  let serial = 0;
  beforeAll(async () => {
    h = await startHarness();
    t = await team(h);
    analyst = await account(h);
    await addMember(h, t.companyId, analyst.id, 'deputy', ['reports']);
    await sql(h, 'update company set status_id = 4 where id = ?', [t.companyId]);
    vacancyId = (
      await storedVacancy(h.app, t.companyId, t.owner.id, {
        status: 'published',
        name: 'Бухгалтер',
        values: { kpi: [1], zun: [2], competencies: [], personal_qualities: [] },
      })
    ).id;
  });
  afterAll(() => h.close());

  const applicant = async (source: string) => {
    serial += 1;
    const res = await rc(t, t.recruiter, 'add_candidate', {
      name: 'Олена',
      lname: 'Коваль',
      email: `olena.${Date.now().toString(36)}.${serial}@example.com`,
      source,
      vacancy_id: vacancyId,
    });
    expect([res.status, res.body.code]).toEqual([200, undefined]);
    return { candidateId: res.body.candidate.id as string, applicationId: res.body.application.id as string };
  };

  it('counts the funnel from the history for the right "reports" only', async () => {
    const [first, second] = [await applicant('referral'), await applicant('manual'), await applicant('manual')];
    const board = await rc(t, t.recruiter, 'get_board', { vacancy_id: vacancyId });
    const stages = board.body.stages as Array<{ id: string; kind: string }>;
    // No selection stages in this profile: the board goes from "Новый" straight to the ends.
    const step = stages.find((stage) => stage.kind === 'hired')!;
    expect(
      (await rc(t, t.recruiter, 'move_application', { application_id: first!.applicationId, stage_id: step.id, version: 1 })).status,
    ).toBe(200);
    const reasons = (await rc(t, t.recruiter, 'get_rejection_reasons')).body.reasons as Array<{ id: number; side: string }>;
    const theirs = reasons.find((reason) => reason.side === 'theirs')!;
    const rejected = await rc(t, t.recruiter, 'reject_application', {
      application_id: second!.applicationId,
      reason_id: theirs.id,
      version: 1,
      send_letter: false,
    });
    expect([rejected.status, rejected.body.code]).toEqual([200, undefined]);

    expect((await rc(t, t.plain, 'get_funnel_report')).body.code).toBe('FORBIDDEN');
    expect((await rc(t, t.recruiter, 'get_funnel_report')).status).toBe(403);
    expect((await rc(t, t.stranger, 'get_funnel_report')).status).toBe(404);
    expect((await rc(t, analyst, 'get_funnel_report', { from: '2026-12-09', to: '2026-12-01' })).body.fields).toHaveProperty('from');

    const report = await waitFor(
      async () => {
        const res = await rc(t, analyst, 'get_funnel_report', { vacancy_id: vacancyId }, 'en');
        // The stays are written at each move's commit; the answer is read after it.
        return res.status === 200 && res.body.applications === 3 ? res.body : null;
      },
      { what: 'the funnel of three applications' },
    );
    const byKind = (kind: string) => report.stages.filter((stage: { kind: string }) => stage.kind === kind);
    expect(byKind('new')[0]).toMatchObject({ name: 'New', entered: 3 });
    expect(byKind('rejected')[0]).toMatchObject({ entered: 1, conversion: null });
    expect(report.stages.find((stage: { id: string }) => stage.id === step.id)).toMatchObject({ entered: 1 });
    expect(report).toMatchObject({ hired: 1, rejected: 1, open: 1, withdrawn: 1, decided_share: 66.7, vacancy: { id: vacancyId } });
    expect(report.time_to_hire.count).toBe(1);
    expect(byKind('new')[0].conversion).toBe(33.3);
    expect(report.time_to_first_answer.count).toBe(2);
    expect(report.sources).toEqual([
      { source: 'manual', count: 2, share: 66.7 },
      { source: 'referral', count: 1, share: 33.3 },
    ]);
    expect(report.rejection_reasons).toEqual([expect.objectContaining({ id: theirs.id, side: 'theirs', count: 1 })]);
    // The company's funnel holds them too; the owner reads it by role.
    expect((await rc(t, t.owner, 'get_funnel_report')).body.applications).toBeGreaterThanOrEqual(3);
  });

  it('asks the interviewers of an ended interview for scorecards and hides colleagues’ until one’s own is in', async () => {
    const { candidateId, applicationId } = await applicant('agency');
    const planned = await rc(t, t.recruiter, 'add_meeting', {
      title: 'Інтерв’ю',
      starts_at: '2027-01-12T10:00:00+02:00',
      ends_at: '2027-01-12T11:00:00+02:00',
      link: 'https://meet.example.com/kadry-2',
      participant_ids: [t.owner.id],
      application_id: applicationId,
    });
    expect([planned.status, planned.body.code]).toEqual([200, undefined]);
    const meetingId = planned.body.meeting.id as string;
    const rating = [
      { competency: 'kpi:1', score: 4 },
      { competency: 'zun:2', score: 5 },
    ];
    const submit = (who: Account, body: Record<string, unknown> = {}) =>
      rc(t, who, 'submit_scorecard', { meeting_id: meetingId, ratings: rating, recommendation: 'yes', comment: 'Сильна', ...body });
    expect((await submit(t.owner)).body.code).toBe('INTERVIEW_NOT_ENDED');

    // The interview took place an hour ago.
    await sql(h, `update rc_meeting set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour' where id = ?`, [
      meetingId,
    ]);
    const run = () => h.worker.get(CommandBus).execute(new RequestScorecardsCommand(new Date()));
    expect(await run()).toBe(2);
    expect(await run()).toBe(0);
    const tasks = await sql<{ assignee_id: string }>(
      h,
      `select assignee_id from rc_task where kind = 'scoring' and application_id = ? and done_at is null`,
      [applicationId],
    );
    expect(tasks.map((task) => task.assignee_id).sort()).toEqual([t.owner.id, t.recruiter.id].sort());
    await waitFor(
      async () =>
        (
          await sql<{ n: number }>(
            h,
            `select count(*)::int as n from notice where kind = 'scorecard_request' and params->>'meeting_id' = ?`,
            [meetingId],
          )
        )[0]!.n === 2,
      { what: 'the two scorecard notices' },
    );

    const template = (await rc(t, t.viewer, 'get_scorecards', { application_id: applicationId })).body.template;
    expect(template.map((item: { competency: string }) => item.competency)).toEqual(['kpi:1', 'zun:2']);
    expect((await submit(t.recruiter, { ratings: rating.slice(1) })).body.fields).toHaveProperty('ratings');
    expect((await submit(t.recruiter, { recommendation: 'maybe' })).status).toBe(400);
    expect((await submit(t.viewer)).body.code).toBe('SCORECARD_NOT_INTERVIEWER');
    expect((await submit(t.recruiter, { recommendation: 'strong_yes' })).status).toBe(200);
    expect((await submit(t.recruiter)).body.code).toBe('SCORECARD_SUBMITTED');

    const beforeOwn = (await rc(t, t.owner, 'get_scorecards', { application_id: applicationId })).body;
    expect([beforeOwn.scorecards, beforeOwn.hidden, beforeOwn.mine[0].submitted]).toEqual([[], 1, false]);
    expect(
      (
        await submit(t.owner, {
          ratings: [
            { competency: 'kpi:1', score: 2 },
            { competency: 'zun:2', score: 4 },
          ],
        })
      ).status,
    ).toBe(200);
    const after = (await rc(t, t.owner, 'get_scorecards', { application_id: applicationId })).body;
    expect([after.scorecards.length, after.hidden]).toEqual([2, 0]);
    expect(after.summary.map((row: { average: number }) => row.average)).toEqual([3, 4.5]);
    expect(after.recommendations).toEqual({ strong_yes: 1, yes: 1, no: 0, strong_no: 0 });
    // A colleague who interviewed nobody reads them all; one with no candidates' right and no interview reads nothing.
    expect((await rc(t, t.viewer, 'get_scorecards', { application_id: applicationId })).body.scorecards).toHaveLength(2);
    expect((await rc(t, t.plain, 'get_scorecards', { application_id: applicationId })).status).toBe(403);
    const done = await sql<{ n: number }>(
      h,
      `select count(*)::int as n from rc_task where kind = 'scoring' and application_id = ? and done_at is not null`,
      [applicationId],
    );
    expect(done[0]!.n).toBe(2);
    expect(candidateId).toBeTruthy();
  });
});
