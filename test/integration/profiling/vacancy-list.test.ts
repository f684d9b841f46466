import { VACANCY_STEPS } from '../../../src/profiling/domain/vacancy.rules.js';
import { account, addMember, call, listIds, startProfiling, type ProfilingHarness } from './profiling.support.js';
import { save, stepBodies, twoPositions, vacancyCompany, type PositionItems, type VacancyCompany } from './vacancy.support.js';

describe('profiling: the vacancy list and the actual vacancies', () => {
  let h: ProfilingHarness;
  let c: VacancyCompany;
  let ids: { first: string; second: string; third: string };
  let hr: PositionItems;
  let other: PositionItems;
  let lists: Record<string, number[]>;

  const list = (body: Record<string, unknown>, lang?: string) =>
    call(c.owner, 'get_vacancy_list', { company_id: c.companyId, ...body }, lang);
  const numbers = (res: { body: { vacancies: Array<{ number: number }> } }) => res.body.vacancies.map((row) => row.number);

  /**
   * Three vacancies of one company: (1) HR position, salary 20–30k, age 25–45, language, program and
   * education, car; (2) the other position at a Bila Tserkva department, salary 50–60k, age off;
   * (3) main step only, published.
   */
  beforeAll(async () => {
    h = await startProfiling();
    [hr, other] = await twoPositions(h);
    c = await vacancyCompany(h);
    lists = Object.fromEntries(
      await Promise.all(
        ['s_languages', 's_programs', 's_education', 's_work_experience', 'tools_sex', 's_family_status', 's_employment_type'].map(
          async (name) => [name, await listIds(h, name)],
        ),
      ),
    );
    const bodies = await stepBodies(h, c, hr);
    const first = await save(c.owner, 'main', { company_id: c.companyId, ...bodies.main });
    const ref1 = { company_id: c.companyId, vacancy_id: first.body.vacancy.id };
    // Steps are saved in order (the server refuses a step after one not yet saved).
    for (const step of VACANCY_STEPS.slice(1))
      expect([step, (await save(c.owner, step, { ...ref1, ...bodies[step] })).status]).toEqual([step, 200]);

    const [street] = await h.sql<{ id: number }>('select id from catalogue_street where city_id = ? order by id limit 1', [h.bilaTserkva]);
    const farAddress = { city_id: h.bilaTserkva, street_id: street!.id, street_number: '1' };
    const far = await call(c.owner, 'add_new_department', {
      company_id: c.companyId,
      name: 'Філія Біла Церква',
      manager_position: 'Керівник',
      manager_surname: 'Шевчук',
      manager_name: 'Іван',
      is_new_address: true,
      address: [farAddress],
    });
    expect(far.status).toBe(200);
    const otherMain = {
      ...bodies.main,
      department_id: far.body.department.id,
      id_position: other.id,
      functionality: other.func.slice(0, 1),
      address_vacancy: [farAddress],
      salary: { from: 50000, to: 60000 },
      employment_type: lists.s_employment_type![1],
    };
    const second = await save(c.owner, 'main', { company_id: c.companyId, ...otherMain });
    expect(second.status).toBe(200);
    const ref2 = { company_id: c.companyId, vacancy_id: second.body.vacancy.id };
    const otherBodies = await stepBodies(h, c, other);
    for (const step of ['requirements', 'competencies', 'conditions', 'specifics'])
      expect([step, (await save(c.owner, step, { ...ref2, ...otherBodies[step] })).status]).toEqual([step, 200]);
    expect(
      (
        await save(c.owner, 'age', {
          ...ref2,
          ...bodies.age,
          age_enabled: false,
          gender: lists.tools_sex![1],
          family_status: lists.s_family_status![1],
          military_service: 1,
        })
      ).status,
    ).toBe(200);
    const third = await save(c.owner, 'main', {
      company_id: c.companyId,
      ...bodies.main,
      department_id: null,
      address_vacancy: [c.office],
    });
    ids = { first: first.body.vacancy.id, second: second.body.vacancy.id, third: third.body.vacancy.id };
    await h.sql("update profiling_vacancy set status = 'published', published_at = now() - interval '1 day' where id = ?", [ids.third]);
  });
  afterAll(() => h.close());

  it('lists the company vacancies newest number first with department, author and counters, one page at a time', async () => {
    const all = await list({}, 'uk');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(numbers(all)).toEqual([3, 2, 1]);
    const [third, second, first] = all.body.vacancies;
    expect(first).toMatchObject({
      id: ids.first,
      status: 'draft',
      published_at: null,
      counters: { newResponses: 0, awaitingCall: 0, passedTesting: 0, awaitingInterview: 0 },
    });
    expect(typeof first.department_name).toBe('string');
    expect(first.department_name.length).toBeGreaterThan(0);
    expect(second.department_name).toBe('Філія Біла Церква');
    expect(third).toMatchObject({ status: 'published', department_name: null, published_at: expect.any(String) });
    expect(first.author_name).toBe(third.author_name);
    const [named] = await h.sql<{ names: Record<string, string> }>('select names from catalogue_position where id = ?', [hr.id]);
    expect(first.name).toBe(named!.names.uk);
    expect((await list({}, 'en')).body.vacancies[2].name).toBe(named!.names.en);
    const page = await list({ page: 2, page_size: 2 });
    expect([page.body.total, numbers(page)]).toEqual([3, [1]]);
    expect(numbers(await list({ status: 'published' }))).toEqual([3]);
    expect(numbers(await list({ status: 'all' }))).toEqual([3, 2, 1]);
  });

  it('filters by every vacancy filter key of the spec but the protected characteristics', async () => {
    const names = await h.sql<{ id: number; names: Record<string, string> }>(
      'select id, names from catalogue_position where id in (?, ?)',
      [hr.id, other.id],
    );
    const [hrName, otherName] = [hr.id, other.id].map((id) => names.find((row) => row.id === id)!.names.ru.toLowerCase());
    // A piece of the other position's name that the HR position's name lacks, asked in upper case.
    const start = [...otherName!].findIndex((_, index) => !hrName!.includes(otherName!.slice(index, index + 4)));
    const part = otherName!.slice(start, start + 4).toUpperCase();
    expect(numbers(await list({ name: part }))).toEqual([2]);
    expect(numbers(await list({ name: '%' }))).toEqual([]);
    expect(numbers(await list({ salary: { from: 25000, to: 26000 } }))).toEqual([3, 1]);
    expect(numbers(await list({ salary: { from: 30001, to: 49999 } }))).toEqual([]);
    expect(numbers(await list({ languages: [lists.s_languages![0]] }))).toEqual([1]);
    expect(numbers(await list({ programs: [lists.s_programs![0], lists.s_programs![1]] }))).toEqual([1]);
    expect(numbers(await list({ languages: [lists.s_languages![1]] }))).toEqual([]);
    expect(numbers(await list({ address_vacancy: h.bilaTserkva }))).toEqual([2]);
    expect(numbers(await list({ address_vacancy: h.kyiv }))).toEqual([3, 1]);
    expect(numbers(await list({ car_available: 1 }))).toEqual([1]);
    expect(numbers(await list({ car_available: 0 }))).toEqual([3, 2]);
    expect(numbers(await list({ education: lists.s_education![0] }))).toEqual([1]);
    expect(numbers(await list({ experience: lists.s_work_experience![0] }))).toEqual([1]);
    expect(numbers(await list({ military_service: 1 }))).toEqual([2]);
    expect(numbers(await list({ employment_type: lists.s_employment_type![1] }))).toEqual([2]);
    expect(numbers(await list({ s_activity: 1 }))).toEqual([3, 2, 1]);
    expect(await list({ s_activity: 2 })).toMatchObject({ body: { vacancies: [], total: 0 } });
    const both = await list({ salary: { from: 0, to: 100000 }, car_available: 0, status: 'draft' });
    expect([both.body.total, numbers(both)]).toEqual([1, [2]]);
  });

  it('never narrows the list by age, gender or family status: those keys are dropped unread (equal treatment)', async () => {
    // Vacancy 1 keeps age 25–45 and the first gender and family status, vacancy 2 the second ones.
    for (const filter of [
      { age: { from: 50, to: 60 } },
      { gender: lists.tools_sex![1] },
      { family_status: lists.s_family_status![0] },
      { age: { from: 10, to: 20 } },
    ]) {
      const answer = await list(filter);
      expect([filter, answer.status, numbers(answer)]).toEqual([filter, 200, [3, 2, 1]]);
    }
  });

  it('refuses malformed filters with 400 VALIDATION_FAILED naming each key', async () => {
    const bad = await list(
      { salary: { from: 10, to: 1 }, status: 'lost', page: 0, page_size: 500, languages: ['x'], car_available: 2 },
      'en',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.body.fields).sort()).toEqual(['car_available', 'languages', 'page', 'page_size', 'salary', 'status']);
    expect(bad.body.fields.salary).toBe('"From" cannot be greater than "to"');
  });

  it('shows the published vacancies newest first to every member, and nothing to strangers', async () => {
    await h.sql("update profiling_vacancy set status = 'published', published_at = now() where id = ?", [ids.first]);
    const user = await account(h);
    await addMember(h, c.companyId, user.id, 'user');
    const actual = await call(user, 'get_actual_vacancies', { company_id: c.companyId });
    expect(actual.status).toBe(200);
    expect(actual.body.vacancies.map((row: { id: string }) => row.id)).toEqual([ids.first, ids.third]);
    expect((await call(user, 'get_vacancy_list', { company_id: c.companyId })).body.total).toBe(3);
    const stranger = await account(h);
    expect((await call(stranger, 'get_actual_vacancies', { company_id: c.companyId })).body.code).toBe('COMPANY_NOT_FOUND');
    expect((await call(stranger, 'get_vacancy_list', { company_id: c.companyId })).status).toBe(404);
    // The "Моя компания" page's counts per status, to every member; strangers get 404.
    const counts = await call(user, 'get_vacancy_counts', { company_id: c.companyId });
    expect([counts.status, counts.body.counts]).toEqual([200, { draft: 1, approval: 0, returned: 0, published: 2, closed: 0 }]);
    expect((await call(stranger, 'get_vacancy_counts', { company_id: c.companyId })).status).toBe(404);
    expect((await call(user, 'get_vacancy_counts', {})).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { company_id: expect.any(String) },
    });
    const empty = await vacancyCompany(h);
    expect((await call(empty.owner, 'get_vacancy_counts', { company_id: empty.companyId })).body.counts).toEqual({
      draft: 0,
      approval: 0,
      returned: 0,
      published: 0,
      closed: 0,
    });
    expect((await call(empty.owner, 'get_actual_vacancies', { company_id: empty.companyId })).body.vacancies).toEqual([]);
    expect((await call(empty.owner, 'get_vacancy_list', { company_id: empty.companyId })).body).toMatchObject({ vacancies: [], total: 0 });
  });
});
