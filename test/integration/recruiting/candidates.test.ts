import { sql, startHarness, type Harness } from '../../support/harness.js';
import { storedVacancy } from '../../support/vacancies.js';
import { account, createCompany } from '../company/company.support.js';
import { rc, team, type Team } from './records.support.js';

/**
 * Candidates: who may touch them (403 without the right, 404 for a stranger and for another
 * company's ids), no duplicates (an entry whose normalized e-mail or phone the company knows
 * attaches to that candidate), and a merge that keeps every application of both. The rules
 * themselves are the aggregates' specs; these prove the rows, the rights and the answers.
 */
describe('recruiting: candidates', () => {
  let h: Harness;
  let t: Team;
  beforeAll(async () => {
    h = await startHarness();
    t = await team(h);
  });
  afterAll(() => h.close());

  let serial = 0;
  const unique = (tag: string) => {
    serial += 1;
    return `${tag}.${Date.now().toString(36)}.${serial}@example.com`;
  };

  it('answers 403 without the right, 404 to a stranger, and reads for "candidates-view" only', async () => {
    const email = unique('olena');
    const body = { name: 'Олена', lname: 'Коваль', email, source: 'manual' };
    expect((await rc(t, t.plain, 'get_candidates')).status).toBe(403);
    expect((await rc(t, t.plain, 'add_candidate', body)).body.code).toBe('FORBIDDEN');
    expect((await rc(t, t.viewer, 'add_candidate', body)).status).toBe(403);
    expect((await rc(t, t.stranger, 'get_candidates')).status).toBe(404);

    const added = await rc(t, t.recruiter, 'add_candidate', { ...body, tags: ['java'] }, 'uk');
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ duplicate: false, application: null, candidate: { emails: [email], lang: 'uk', tags: ['java'] } });
    const id = added.body.candidate.id as string;
    const listed = await rc(t, t.viewer, 'get_candidates', { query: 'коваль' });
    expect(listed.status).toBe(200);
    expect((listed.body.candidates as Array<{ id: string }>).map((card) => card.id)).toContain(id);
    expect((await rc(t, t.viewer, 'get_candidates', { tag: 'java' })).body.total).toBeGreaterThanOrEqual(1);
    expect((await rc(t, t.viewer, 'get_candidate', { candidate_id: id })).body.candidate).toMatchObject({
      id,
      applications: [],
      letters: [],
    });

    // Another company's owner, in their own company, hears "not found" for this id: nothing says it exists.
    const other = await account(h);
    const otherCompany = (await createCompany(other)).id as string;
    const foreign = await rc({ companyId: otherCompany }, other, 'get_candidate', { candidate_id: id });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'CANDIDATE_NOT_FOUND']);
    const merge = await rc({ companyId: otherCompany }, other, 'merge_candidates', { keep_id: id, merge_id: id });
    expect(merge.status).toBe(400);
    expect((await rc(t, t.recruiter, 'add_candidate', { name: 'Без', lname: 'Контактів', source: 'manual' })).body.code).toBe(
      'CONTACT_REQUIRED',
    );
  });

  it('attaches an entry whose e-mail or phone the company knows to that candidate, and says so', async () => {
    const email = unique('petro');
    const first = await rc(t, t.recruiter, 'add_candidate', {
      name: 'Петро',
      lname: 'Шевчук',
      email,
      phone: '099 765 43 21',
      source: 'job-site',
    });
    const id = first.body.candidate.id as string;
    expect(first.body.candidate.phones).toEqual(['+380997654321']);

    const again = await rc(t, t.recruiter, 'add_candidate', {
      name: 'Petro',
      lname: 'Shevchuk',
      email: `  ${email.toUpperCase()} `,
      phone: '+380 67 111 22 33',
      source: 'referral',
      tags: ['referral'],
    });
    expect(again.status).toBe(200);
    expect(again.body.duplicate).toBe(true);
    expect(again.body.candidate).toMatchObject({ id, name: 'Петро', phones: ['+380997654321', '+380671112233'], tags: ['referral'] });
    const byPhone = await rc(t, t.recruiter, 'add_candidate', { name: 'П', lname: 'Ш', phone: '+38 (067) 111-22-33', source: 'manual' });
    expect([byPhone.body.duplicate, byPhone.body.candidate.id]).toEqual([true, id]);
    expect(
      await sql(h, 'select count(*)::int as n from rc_candidate where id = ? or emails @> ?::jsonb', [id, JSON.stringify([email])]),
    ).toEqual([{ n: 1 }]);
    // Another candidate may not take these contacts by an edit: the two would be one person.
    const other = await rc(t, t.recruiter, 'add_candidate', { name: 'Інна', lname: 'Шевчук', email: unique('inna'), source: 'manual' });
    const taken = await rc(t, t.recruiter, 'update_candidate', { candidate_id: other.body.candidate.id, phones: ['+380997654321'] });
    expect([taken.status, taken.body.code]).toEqual([409, 'CONTACT_TAKEN']);
    const edited = await rc(t, t.recruiter, 'update_candidate', {
      candidate_id: other.body.candidate.id,
      lname: 'Шевченко',
      phones: ['0501234567'],
    });
    expect(edited.body.candidate).toMatchObject({ lname: 'Шевченко', phones: ['+380501234567'] });
  });

  it('merges two entries of one person: both applications stay, the merged id is gone and its contacts find the kept one', async () => {
    await sql(h, 'update company set status_id = 4 where id = ?', [t.companyId]);
    // One after the other: each takes the company's next number.
    const first = await storedVacancy(h.app, t.companyId, t.owner.id, { status: 'published', name: 'Тестувальник' });
    const second = await storedVacancy(h.app, t.companyId, t.owner.id, { status: 'published', name: 'Аналітик' });
    const [keepEmail, mergeEmail] = [unique('keep'), unique('merge')];
    const keep = await rc(t, t.recruiter, 'add_candidate', {
      name: 'Ірина',
      lname: 'Бондар',
      email: keepEmail,
      source: 'manual',
      vacancy_id: first.id,
    });
    const merge = await rc(t, t.recruiter, 'add_candidate', {
      name: 'Ira',
      lname: 'Bondar',
      email: mergeEmail,
      source: 'agency',
      vacancy_id: second.id,
    });
    expect(keep.body.application).toMatchObject({
      vacancy: { id: first.id, name: 'Тестувальник' },
      stage: { kind: 'new', name: 'Новый' },
      version: 1,
    });
    const [keepId, mergeId] = [keep.body.candidate.id as string, merge.body.candidate.id as string];

    expect((await rc(t, t.viewer, 'merge_candidates', { keep_id: keepId, merge_id: mergeId })).status).toBe(403);
    const merged = await rc(t, t.recruiter, 'merge_candidates', { keep_id: keepId, merge_id: mergeId });
    expect(merged.status).toBe(200);
    expect(merged.body.candidate.emails).toEqual([keepEmail, mergeEmail]);
    expect((merged.body.candidate.applications as Array<{ vacancy: { id: string } }>).map((a) => a.vacancy.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    expect((await rc(t, t.recruiter, 'get_candidate', { candidate_id: mergeId })).body.code).toBe('CANDIDATE_NOT_FOUND');
    const found = await rc(t, t.recruiter, 'add_candidate', { name: 'I', lname: 'B', email: mergeEmail, source: 'manual' });
    expect([found.body.duplicate, found.body.candidate.id]).toEqual([true, keepId]);
    expect(await sql(h, `select type from outbox where type = 'CandidatesMerged' and payload->>'keepId' = ?`, [keepId])).toHaveLength(1);

    // Both now applied to the first vacancy: a second application to it is refused, and so is a merge of two open ones.
    expect((await rc(t, t.recruiter, 'add_application', { candidate_id: keepId, vacancy_id: first.id })).body.code).toBe(
      'APPLICATION_EXISTS',
    );
    const other = await rc(t, t.recruiter, 'add_candidate', {
      name: 'Дублікат',
      lname: 'Бондар',
      email: unique('dup'),
      source: 'manual',
      vacancy_id: first.id,
    });
    const conflict = await rc(t, t.recruiter, 'merge_candidates', { keep_id: keepId, merge_id: other.body.candidate.id });
    expect([conflict.status, conflict.body.code]).toEqual([409, 'MERGE_CONFLICT']);
  });
});
