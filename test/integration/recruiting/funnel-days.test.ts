import { CommandBus } from '@nestjs/cqrs';
import { WithdrawPublicApplicationCommand } from '../../../src/recruiting/commands/withdraw-public-application.js';
import { newStatusToken } from '../../../src/recruiting/domain/public-application.rules.js';
import { sql, startHarness, type Harness } from '../../support/harness.js';
import { storedVacancy } from '../../support/vacancies.js';
import { rc, team, type Team } from './records.support.js';

/*
 * The funnel's days (rc_funnel_stay_day, rc_funnel_application_day) are kept by the database's
 * triggers, each recounting the days a change touches. After every kind of change the hiring
 * journey makes (moves, coming back to a stage, a step renamed, a step removed, a rejection, a
 * withdrawal, two candidates merged, a source changed, an erasure) the kept rows of the company must
 * be exactly a fresh count from the stays and the applications, the report's source of truth. The
 * comparison runs after each change: a later change recounts the whole day, and would hide an
 * earlier one that was skipped.
 */

/** The stays of the company counted as the migration counts them (Migration20261209190000_recruiting_funnel_days). */
const STAYS_RECOUNT = `
  select (st.applied_at at time zone 'Europe/Kyiv')::date::text as day, s.kind, case when s.kind = 'step' then lower(s.name) end as step,
         floor(extract(epoch from st.left_at - st.entered_at) / 8640)::int as bucket, min(s.name) as name, min(s.position) as position,
         min(s.id::text) as stage_id, (count(*) filter (where not st.again))::int as entered, count(*)::int as stays
    from rc_application_stay st join rc_stage s on s.id = st.stage_id
   where st.company_id = ?
   group by 1, 2, 3, 4`;
const STAYS_KEPT = `
  select day::text as day, kind, step, bucket, name, position, stage_id, entered, stays
    from rc_funnel_stay_day where company_id = ?`;
const APPLICATIONS_RECOUNT = `
  select (a.created_at at time zone 'Europe/Kyiv')::date::text as day, a.status, a.rejection_reason_id as reason_id, c.source, count(*)::int as count
    from rc_application a join rc_candidate c on c.id = a.candidate_id and c.company_id = a.company_id
   where a.company_id = ?
   group by 1, 2, 3, 4`;
const APPLICATIONS_KEPT = `
  select day::text as day, status, reason_id, source, count
    from rc_funnel_application_day where company_id = ?`;

describe('recruiting: the funnel’s days stay a recount of the stays and applications', () => {
  let h: Harness;
  let t: Team;
  let serial = 0;
  beforeAll(async () => {
    h = await startHarness();
    t = await team(h);
    await sql(h, 'update company set status_id = 4 where id = ?', [t.companyId]);
  });
  afterAll(() => h.close());

  /** Rows as sorted JSON lines: a difference shows as the lines that differ. */
  const rows = async (query: string) => (await sql(h, query, [t.companyId])).map((row) => JSON.stringify(row)).sort();
  /** The kept days equal a fresh count, and hold what `what` did (so the comparison is never of two empty sets). */
  const matches = async (what: string) => {
    const [stays, applications] = [await rows(STAYS_RECOUNT), await rows(APPLICATIONS_RECOUNT)];
    expect(stays.length).toBeGreaterThan(0);
    expect({ what, stays: await rows(STAYS_KEPT), applications: await rows(APPLICATIONS_KEPT) }).toEqual({ what, stays, applications });
  };
  const ok = async (path: string, body: Record<string, unknown>) => {
    const res = await rc(t, t.owner, path, body);
    expect([path, res.status, res.body.code]).toEqual([path, 200, undefined]);
    return res.body;
  };
  const board = async (steps: string[]) => {
    serial += 1;
    const vacancy = await storedVacancy(h.app, t.companyId, t.owner.id, { status: 'published', name: `Вакансія ${serial}` });
    const body = await ok('set_stages', { vacancy_id: vacancy.id, stages: steps.map((name) => ({ name })) });
    const stages = body.stages as Array<{ id: string; kind: string; name: string }>;
    const id = (name: string) => stages.find((stage) => stage.name === name || stage.kind === name)!.id;
    return { id: vacancy.id, stage: id, stages };
  };
  const applicant = async (vacancyId: string, source: string) => {
    serial += 1;
    const body = await ok('add_candidate', {
      name: 'Олена',
      lname: `Коваль${serial}`,
      email: `olena.days.${Date.now().toString(36)}.${serial}@example.com`,
      source,
      vacancy_id: vacancyId,
    });
    return { candidateId: body.candidate.id as string, applicationId: body.application.id as string, version: 1 };
  };
  const move = async (app: { applicationId: string; version: number }, stageId: string) => {
    const body = await ok('move_application', { application_id: app.applicationId, stage_id: stageId, version: app.version });
    app.version = body.application.version as number;
  };

  it('after moves, a rename, a removal, a rejection, a withdrawal, a merge, a source changed and an erasure', async () => {
    // Two boards whose first steps share a name but for its case: the company's funnel joins them in one row.
    const a = await board(['Звонок', 'Собеседование', 'Тест']);
    const b = await board(['звонок', 'Оффер']);
    const [a1, a2, a3, a4] = [
      await applicant(a.id, 'manual'),
      await applicant(a.id, 'referral'),
      await applicant(a.id, 'manual'),
      await applicant(a.id, 'job-site'),
    ];
    const [b1, b2] = [await applicant(b.id, 'agency'), await applicant(b.id, 'agency')];
    await matches('applications added');

    for (const step of ['Звонок', 'Собеседование', 'Тест', 'hired']) await move(a1!, a.stage(step));
    await matches('moved through every step to "Принят"');
    // Back to "Новый" and into "Звонок" again: a stay that came back is no second entry.
    for (const step of ['Звонок', 'new', 'Звонок']) await move(a2!, a.stage(step));
    await move(b1!, b.stage('звонок'));
    await matches('moved back and again');

    // A renamed step takes its stays to its new name; the other board's "звонок" keeps its own.
    const steps = (names: Record<string, string>) =>
      a.stages.filter((stage) => stage.kind === 'step' && stage.name in names).map((stage) => ({ id: stage.id, name: names[stage.name]! }));
    await ok('set_stages', { vacancy_id: a.id, stages: steps({ Звонок: 'Телефон', Собеседование: 'Собеседование', Тест: 'Тест' }) });
    await matches('a step renamed');
    // A step no open application stands in is removed: the steps after it move up a place.
    await ok('set_stages', { vacancy_id: a.id, stages: steps({ Звонок: 'Телефон', Тест: 'Тест' }) });
    await matches('a step removed');

    const reasons = (await ok('get_rejection_reasons', {})).reasons as Array<{ id: number; side: string }>;
    const ours = reasons.find((reason) => reason.side === 'ours')!;
    await ok('reject_application', { application_id: a3!.applicationId, reason_id: ours.id, version: a3!.version, send_letter: false });
    await matches('an application rejected');

    // The candidate withdraws on the careers pages (the status link's command, its link made here).
    const { token, hash } = newStatusToken();
    await sql(
      h,
      `insert into rc_public_application (application_id, company_id, vacancy_id, candidate_id, token_hash, lang, consent_version, created_at)
       values (?, ?, ?, ?, ?, 'uk', 'v1', now())`,
      [a4!.applicationId, t.companyId, a.id, a4!.candidateId, hash],
    );
    await h.app.get(CommandBus).execute(new WithdrawPublicApplicationCommand(token));
    await matches('an application withdrawn');

    // The agency's candidate is the referral's twin: its application now counts under the kept one's source.
    await ok('merge_candidates', { keep_id: a2!.candidateId, merge_id: b2!.candidateId });
    await matches('two candidates merged');
    await ok('update_candidate', { candidate_id: b1!.candidateId, source: 'job-site' });
    await matches('a source changed');

    await ok('erase_candidate', { candidate_id: a1!.candidateId });
    await matches('a hired candidate erased');
    // Some thirty calls and ten comparisons in turn: a second or two alone, over the suite's 30 s on a loaded machine.
  }, 90_000);
});
