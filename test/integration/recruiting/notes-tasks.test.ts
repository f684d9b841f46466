import { getQueueToken } from '@nestjs/bullmq';
import { CommandBus } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { FlagStaleApplicationsCommand } from '../../../src/recruiting/commands/flag-stale-applications.js';
import {
  DAILY_PATTERN,
  DAILY_ZONE,
  RECRUITING_DAILY_QUEUE,
  REMINDERS_EVERY_MS,
  REMINDERS_JOB,
} from '../../../src/recruiting/services/daily-jobs.js';
import { messages, sql, startHarness, waitForMessages, type Harness } from '../../support/harness.js';
import { storedVacancy } from '../../support/vacancies.js';
import { waitFor } from '../../support/wait-for.js';
import type { Account } from '../company/company.support.js';
import { addCandidate, rc, team, type Team } from './records.support.js';

/**
 * Notes with mentions (a notice of kind `mention` in each colleague's bell, as their settings say),
 * tasks (mine, a candidate's, completed once), the company's settings and the daily job that makes
 * an untouched application a task for its vacancy's author. An API and a worker, as in production.
 */
describe('recruiting: notes, tasks and settings', () => {
  let h: Harness;
  let t: Team;
  let candidateId: string;
  beforeAll(async () => {
    h = await startHarness();
    t = await team(h);
    candidateId = await addCandidate(t, { name: 'Олена', lname: 'Коваль' });
  });
  afterAll(() => h.close());

  const bell = async (who: Account) =>
    (await who.c.post('/notices/get_notices', {}, { token: who.token })).body.list_data as Array<{
      kind: string;
      params: Record<string, unknown>;
      link: string;
    }>;

  it('writes a note, tells each mentioned colleague once in the bell, and lists it on the candidate', async () => {
    const stranger = await rc(t, t.recruiter, 'add_note', { candidate_id: candidateId, text: 'x', mentions: [t.stranger.id] });
    expect([stranger.status, stranger.body.fields]).toEqual([400, { mentions: expect.any(String) }]);

    const res = await rc(t, t.recruiter, 'add_note', {
      candidate_id: candidateId,
      text: ' Сильна кандидатка,\nпередзвонити в понеділок ',
      mentions: [t.viewer.id, t.recruiter.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.note).toMatchObject({
      text: 'Сильна кандидатка,\nпередзвонити в понеділок',
      author: { id: t.recruiter.id, name: expect.any(String) },
      mentions: [{ id: t.viewer.id }, { id: t.recruiter.id }],
    });

    const notice = await waitFor(async () => (await bell(t.viewer)).find((item) => item.kind === 'mention'), {
      what: 'the mention notice',
    });
    expect(notice.params).toMatchObject({ candidate: 'Олена Коваль', candidate_id: candidateId, company_id: t.companyId });
    expect(notice.link).toBe(`/personne/candidate/${candidateId}`);
    // The author is never told of their own note.
    expect((await bell(t.recruiter)).filter((item) => item.kind === 'mention')).toEqual([]);

    // And a letter, which the viewer's settings keep on (the default).
    const [letter] = await waitForMessages(h, t.viewer.email, 1, 'the mention letter');
    expect(letter!.subject).toMatch(/нотатці|заметке|note/);

    const detail = await rc(t, t.viewer, 'get_candidate', { candidate_id: candidateId });
    expect(detail.body.candidate.notes).toEqual([expect.objectContaining({ id: res.body.note.id })]);
  });

  it('leaves the bell alone for a colleague who switched mentions off', async () => {
    const off = await t.owner.c.post(
      '/notices/set_notice_settings',
      { settings: [{ kind: 'mention', email: false, in_app: false }] },
      { token: t.owner.token },
    );
    expect(off.status).toBe(200);
    const note = await rc(t, t.recruiter, 'add_note', {
      candidate_id: candidateId,
      text: 'Для власника і глядача',
      mentions: [t.owner.id, t.viewer.id],
    });
    expect(note.status).toBe(200);
    // The viewer hears of the second note; by then the owner's (switched off) would have been written too.
    await waitFor(async () => (await bell(t.viewer)).filter((item) => item.kind === 'mention').length === 2, {
      what: 'the second mention',
    });
    expect((await bell(t.owner)).filter((item) => item.kind === 'mention')).toEqual([]);
    await waitForMessages(h, t.viewer.email, 2, 'the second mention letter');
    expect((await messages(h, t.owner.email)).filter((message) => /заметке|нотатці|note/.test(message.subject ?? ''))).toEqual([]);
  });

  it('holds the rights: a viewer reads, only "candidates" writes, others hear 403 and strangers 404', async () => {
    const viewerWrites = await rc(t, t.viewer, 'add_note', { candidate_id: candidateId, text: 'x' });
    expect([viewerWrites.status, viewerWrites.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await rc(t, t.viewer, 'get_tasks', {})).status).toBe(200);
    expect((await rc(t, t.plain, 'get_tasks', {})).body.code).toBe('FORBIDDEN');
    expect((await rc(t, t.stranger, 'get_tasks', {})).status).toBe(404);
    const otherCandidate = await rc(t, t.recruiter, 'add_note', { candidate_id: '00000000-0000-4000-8000-000000000001', text: 'x' });
    expect([otherCandidate.status, otherCandidate.body.code]).toEqual([404, 'CANDIDATE_NOT_FOUND']);
  });

  it('gives a task to a colleague, lists it as theirs and the candidate’s, and completes it once', async () => {
    const bad = await rc(t, t.recruiter, 'add_task', { title: 'x', due_date: '2026-02-30', assignee_id: t.viewer.id });
    expect(bad.body.fields).toEqual({ due_date: expect.any(String) });
    const notColleague = await rc(t, t.recruiter, 'add_task', { title: 'x', due_date: '2030-01-10', assignee_id: t.stranger.id });
    expect(notColleague.body.fields).toEqual({ assignee_id: expect.any(String) });

    const added = await rc(t, t.recruiter, 'add_task', {
      title: 'Призначити співбесіду',
      due_date: '2030-01-10',
      assignee_id: t.viewer.id,
      candidate_id: candidateId,
    });
    expect(added.status).toBe(200);
    expect(added.body.task).toMatchObject({
      kind: 'manual',
      title: 'Призначити співбесіду',
      due_date: '2030-01-10',
      overdue: false,
      assignee: { id: t.viewer.id },
      candidate: { id: candidateId, name: 'Олена', lname: 'Коваль' },
      created_by: { id: t.recruiter.id },
      done_at: null,
    });
    const taskId = added.body.task.id as string;
    const mine = await rc(t, t.viewer, 'get_tasks', { mine: true });
    expect(mine.body.tasks.map((task: { id: string }) => task.id)).toEqual([taskId]);
    expect((await rc(t, t.recruiter, 'get_tasks', { mine: true })).body.tasks).toEqual([]);

    const done = await rc(t, t.recruiter, 'complete_task', { task_id: taskId });
    expect(done.body.task).toMatchObject({ done_at: expect.any(String), done_by: { id: t.recruiter.id } });
    expect((await rc(t, t.recruiter, 'complete_task', { task_id: taskId })).body.code).toBe('TASK_DONE');
    expect((await rc(t, t.viewer, 'get_tasks', { mine: true })).body.tasks).toEqual([]);
    const ofCandidate = await rc(t, t.viewer, 'get_tasks', { candidate_id: candidateId });
    expect(ofCandidate.body.tasks).toEqual([expect.objectContaining({ id: taskId, done_at: expect.any(String) })]);
    expect((await rc(t, t.viewer, 'get_candidate', { candidate_id: candidateId })).body.candidate.tasks).toHaveLength(1);
  });

  it('keeps the settings, defaults first, and turns an application untouched that long into one task for the vacancy’s author', async () => {
    expect((await rc(t, t.viewer, 'get_recruiting_settings')).body.settings).toEqual({ stale_days: 5, retention_months: 24 });
    expect((await rc(t, t.recruiter, 'set_recruiting_settings', { stale_days: 0 })).body.fields).toEqual({
      stale_days: expect.any(String),
    });
    const set = await rc(t, t.recruiter, 'set_recruiting_settings', { stale_days: 3 });
    expect(set.body.settings).toEqual({ stale_days: 3, retention_months: 24 });

    const vacancy = await storedVacancy(h.app, t.companyId, t.owner.id, { status: 'published', name: 'Бухгалтер' });
    const applied = await rc(t, t.recruiter, 'add_application', { candidate_id: candidateId, vacancy_id: vacancy.id });
    expect(applied.status).toBe(200);
    const applicationId = applied.body.application.id as string;
    const run = () => h.worker.get(CommandBus).execute(new FlagStaleApplicationsCommand(new Date()));

    await sql(h, `update rc_application set updated_at = now() - interval '2 days' where id = ?`, [applicationId]);
    expect(await run()).toBe(0);
    await sql(h, `update rc_application set updated_at = now() - interval '4 days' where id = ?`, [applicationId]);
    expect(await run()).toBe(1);
    // Once per idle period.
    expect(await run()).toBe(0);
    const tasks = (await rc(t, t.owner, 'get_tasks', { mine: true })).body.tasks;
    expect(tasks).toEqual([
      expect.objectContaining({
        kind: 'stale',
        application_id: applicationId,
        candidate: expect.objectContaining({ id: candidateId }),
        created_by: null,
      }),
    ]);
    expect(tasks[0].title).toMatch(/3.*Бухгалтер/);
  });

  it('schedules the two daily jobs (06:00 Kyiv) and the meetings’ reminders (every 5 minutes) once the worker is up, without holding its start', async () => {
    const queue = h.worker.get<Queue>(getQueueToken(RECRUITING_DAILY_QUEUE));
    const schedulers = await waitFor(
      async () => {
        const found = await queue.getJobSchedulers();
        return found.length === 3 ? found : null;
      },
      { what: 'the daily job schedulers in Redis' },
    );
    expect(schedulers.map((scheduler) => [scheduler.key, scheduler.pattern ?? scheduler.every, scheduler.tz ?? null]).sort()).toEqual([
      [REMINDERS_JOB, REMINDERS_EVERY_MS, null],
      ['retention', DAILY_PATTERN, DAILY_ZONE],
      ['stale-applications', DAILY_PATTERN, DAILY_ZONE],
    ]);
  });
});
