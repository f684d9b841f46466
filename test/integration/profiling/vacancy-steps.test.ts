import { VACANCY_STEPS } from '../../../src/profiling/domain/vacancy.rules.js';
import { account, addMember, call, startProfiling, verifiedCompany, type ProfilingHarness } from './profiling.support.js';
import {
  localItem,
  save,
  stepBodies,
  storedVacancy,
  twoPositions,
  vacancyCompany,
  type PositionItems,
  type VacancyCompany,
} from './vacancy.support.js';

describe('profiling: the vacancy wizards (save steps, info, remove)', () => {
  let h: ProfilingHarness;
  let hr: PositionItems;
  let other: PositionItems;
  beforeAll(async () => {
    h = await startProfiling();
    [hr, other] = await twoPositions(h);
  });
  afterAll(() => h.close());

  /** A company with a vacancy saved up to `upTo` (main only by default). */
  async function withVacancy(
    upTo: (typeof VACANCY_STEPS)[number] = 'main',
  ): Promise<VacancyCompany & { vacancyId: string; bodies: Record<string, Record<string, unknown>> }> {
    const c = await vacancyCompany(h);
    const bodies = await stepBodies(h, c, hr);
    const created = await save(c.owner, 'main', { company_id: c.companyId, ...bodies.main });
    expect(created.status).toBe(200);
    const vacancyId = created.body.vacancy.id as string;
    for (const step of VACANCY_STEPS.slice(1, VACANCY_STEPS.indexOf(upTo) + 1)) {
      const res = await save(c.owner, step, { company_id: c.companyId, vacancy_id: vacancyId, ...bodies[step] });
      expect([step, res.status, res.body.code]).toEqual([step, 200, undefined]);
    }
    return { ...c, vacancyId, bodies };
  }

  it('walks all thirteen steps, numbers vacancies per company, names every id in the caller language and records events', async () => {
    const c = await withVacancy('skills');
    const info = await call(c.owner, 'get_vacancy_info', { company_id: c.companyId, vacancy_id: c.vacancyId }, 'uk');
    expect(info.status).toBe(200);
    const vacancy = info.body.vacancy;
    expect(vacancy).toMatchObject({
      company_id: c.companyId,
      number: 1,
      status: 'draft',
      step: 13,
      can_edit: true,
      author: { user_id: c.owner.id },
    });
    expect(vacancy).toMatchObject({
      ...c.bodies.main,
      ...c.bodies.requirements,
      ...c.bodies.competencies,
      ...c.bodies.skills,
      age: { from: 25, to: 45 },
      driving_experience: '01.03.2015',
    });
    const [position] = await h.sql<{ names: Record<string, string> }>('select names from catalogue_position where id = ?', [hr.id]);
    expect(vacancy.name).toBe(position!.names.ru);
    expect(vacancy.labels.id_position).toBe(position!.names.uk);
    expect(vacancy.labels.functionality).toHaveLength(2);
    expect(vacancy.labels.address_vacancy).toEqual(['Київ, вулиця Хрещатик, 22', 'Київ, вулиця Володимирська, 5']);
    expect(typeof vacancy.labels.department_id).toBe('string');
    expect(vacancy.labels.criteria).toEqual(['Зарплатні очікування', 'Досвід роботи']);
    expect(vacancy.labels.languages[0]).toContain(' — ');
    for (const field of [
      'level',
      'target',
      'result',
      'kpi',
      'zun',
      'cases',
      'credentials',
      'gender',
      'education',
      'driver_categories',
      'personal_qualities',
    ]) {
      expect([field, vacancy.labels[field]]).not.toEqual([field, undefined]);
    }
    const en = await call(c.owner, 'get_vacancy_info', { company_id: c.companyId, vacancy_id: c.vacancyId }, 'en');
    expect(en.body.vacancy.labels.criteria).toEqual(['Salary expectations', 'Work experience']);

    const second = await save(c.owner, 'main', { company_id: c.companyId, ...c.bodies.main });
    expect(second.body.vacancy.number).toBe(2);
    const events = await h.sql<{ type: string; payload: Record<string, unknown> }>(
      "select type, payload from outbox where payload->>'companyId' = ? and type like 'Vacancy%' order by id",
      [c.companyId],
    );
    expect(events.filter((event) => event.type === 'VacancyCreated')).toHaveLength(2);
    expect(
      events
        .filter((event) => event.type === 'VacancyStepSaved' && event.payload.vacancyId === c.vacancyId)
        .map((event) => event.payload.step),
    ).toEqual([...VACANCY_STEPS]);
  });

  it('numbers vacancies opened at the same time one after another (the company profile row lock)', async () => {
    const c = await vacancyCompany(h);
    const body = (await stepBodies(h, c, hr)).main;
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => save(c.owner, 'main', { company_id: c.companyId, ...body })));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((res) => res.body.vacancy.number as number).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('checks the main step: required fields, ranges, work time, subordinates, addresses and department, creating nothing when refused', async () => {
    const c = await vacancyCompany(h);
    const body = (await stepBodies(h, c, hr)).main;
    const empty = await save(c.owner, 'main', { company_id: c.companyId });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('VALIDATION_FAILED');
    expect(empty.body.fields).toMatchObject({
      id_position: 'Обязательное поле',
      functionality: 'Выберите функционал',
      level: 'Обязательное поле',
      address_vacancy: 'Обязательное поле',
      employment_type: 'Обязательное поле',
      work_time: 'Обязательное поле',
      salary: 'Обязательное поле',
    });
    const bad = await save(
      c.owner,
      'main',
      {
        company_id: c.companyId,
        ...body,
        salary: { from: 30000, to: 20000 },
        work_time: { from: '09:03', to: '18:00' },
        subordinates_number: 0,
        address_vacancy: [{ city_id: h.bilaTserkva, street_id: c.office.street_id, street_number: '1' }],
        department_id: 'not-a-uuid',
      },
      'en',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      salary: '"From" cannot be greater than "to"',
      work_time: 'Time as HH:mm in 5-minute steps',
      subordinates_number: 'Enter a number of at least 1',
      'address_vacancy.0': 'The address is not one of the company’s addresses',
      department_id: 'Department not found',
    });
    const reversedTime = await save(c.owner, 'main', { company_id: c.companyId, ...body, work_time: { from: '18:00', to: '09:00' } }, 'uk');
    expect(reversedTime.body.fields).toEqual({ work_time: 'Початок робочого дня має бути раніше за кінець' });
    // The department's own address is allowed only together with that department.
    const noDepartment = await save(c.owner, 'main', { company_id: c.companyId, ...body, department_id: null });
    expect(noDepartment.body.fields).toEqual({ 'address_vacancy.1': 'Адрес не входит в адреса компании' });
    const stranger = await vacancyCompany(h);
    const foreignDepartment = await save(c.owner, 'main', { company_id: c.companyId, ...body, department_id: stranger.departmentId });
    expect(foreignDepartment.body.fields).toMatchObject({ department_id: 'Отдел не найден' });
    expect(await h.sql('select 1 from profiling_vacancy where company_id = ?', [c.companyId])).toHaveLength(0);

    const noSubordinates = await save(c.owner, 'main', { company_id: c.companyId, ...body, subordinates_type: 0, subordinates_number: 7 });
    expect(noSubordinates.status).toBe(200);
    expect(noSubordinates.body.vacancy).toMatchObject({ subordinates_type: 0, subordinates_number: null, step: 1 });
  });

  it('takes catalogue items of the right family, global or the company own local ones, from any position (400 CATALOGUE_ITEM_UNKNOWN)', async () => {
    const c = await vacancyCompany(h);
    const body = (await stepBodies(h, c, hr)).main;
    // A target is no functionality item.
    const wrongFamily = await save(c.owner, 'main', { company_id: c.companyId, ...body, functionality: hr.targets.slice(0, 1) });
    expect(wrongFamily.status).toBe(400);
    expect(wrongFamily.body).toMatchObject({
      code: 'CATALOGUE_ITEM_UNKNOWN',
      msg: 'Нет такого значения в каталоге',
      fields: { functionality: 'Нет такого значения в каталоге' },
    });
    const unknownPosition = await save(c.owner, 'main', { company_id: c.companyId, ...body, id_position: 999_999_999 });
    expect(unknownPosition.body).toMatchObject({
      code: 'CATALOGUE_ITEM_UNKNOWN',
      fields: { id_position: expect.any(String), functionality: expect.any(String) },
    });
    const localType = await save(c.owner, 'main', { company_id: c.companyId, ...body, position_type: 'local' });
    expect(localType.body.code).toBe('CATALOGUE_ITEM_UNKNOWN');
    const unknownLevel = await save(c.owner, 'main', { company_id: c.companyId, ...body, level: 999_999 });
    expect(unknownLevel.body).toMatchObject({ code: 'CATALOGUE_ITEM_UNKNOWN', fields: { level: expect.any(String) } });
    const stranger = await verifiedCompany(h);
    const theirs = await localItem(h, hr.id, 'func', stranger.companyId, stranger.owner.id);
    const foreign = await save(c.owner, 'main', { company_id: c.companyId, ...body, functionality: [hr.func[0], theirs] });
    expect(foreign.body).toMatchObject({ code: 'CATALOGUE_ITEM_UNKNOWN', fields: { functionality: expect.any(String) } });
    // A format problem beside an unknown id: everything comes back as VALIDATION_FAILED.
    const mixed = await save(c.owner, 'main', { company_id: c.companyId, ...body, functionality: [theirs], salary: { from: 2, to: 1 } });
    expect(mixed.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { functionality: expect.any(String), salary: expect.any(String) },
    });
    expect(await h.sql('select 1 from profiling_vacancy where company_id = ?', [c.companyId])).toHaveLength(0);

    const ours = await localItem(h, hr.id, 'func', c.companyId, c.owner.id);
    const own = await save(c.owner, 'main', { company_id: c.companyId, ...body, functionality: [hr.func[0], ours] }, 'en');
    expect(own.status).toBe(200);
    expect(own.body.vacancy.labels.functionality[1]).toBe('Own func');
    const vacancyId = own.body.vacancy.id as string;
    const foreignTarget = await localItem(h, hr.id, 'targets', stranger.companyId, stranger.owner.id);
    const requirements = (await stepBodies(h, c, hr)).requirements;
    const refused = await save(c.owner, 'requirements', {
      company_id: c.companyId,
      vacancy_id: vacancyId,
      ...requirements,
      target: [foreignTarget],
    });
    expect(refused.body).toMatchObject({ code: 'CATALOGUE_ITEM_UNKNOWN', fields: { target: expect.any(String) } });
    expect((await save(c.owner, 'requirements', { company_id: c.companyId, vacancy_id: vacancyId, ...requirements })).status).toBe(200);
    const notZun = await save(c.owner, 'competencies', {
      company_id: c.companyId,
      vacancy_id: vacancyId,
      zun: hr.func.slice(0, 1),
      cases: hr.cases.slice(0, 1),
    });
    expect(notZun.body).toMatchObject({ code: 'CATALOGUE_ITEM_UNKNOWN', fields: { zun: expect.any(String) } });
    expect((await storedVacancy(h, vacancyId)).values).toMatchObject({ target: requirements.target, zun: [] });
    // The picker shows every position's items side by side: another position's ZUN may be borrowed.
    const borrowed = await save(c.owner, 'competencies', {
      company_id: c.companyId,
      vacancy_id: vacancyId,
      zun: other.zun.slice(0, 1),
      cases: hr.cases.slice(0, 1),
    });
    expect(borrowed.status).toBe(200);
    expect(borrowed.body.vacancy.zun).toEqual(other.zun.slice(0, 1));
  });

  it('resets targets, results, KPIs, ZUN and cases when the position or department changes', async () => {
    const c = await withVacancy('competencies');
    const same = await save(c.owner, 'main', {
      company_id: c.companyId,
      vacancy_id: c.vacancyId,
      ...c.bodies.main,
      functionality: hr.func.slice(0, 1),
    });
    expect(same.body.vacancy).toMatchObject({ step: 3, target: c.bodies.requirements!.target, zun: c.bodies.competencies!.zun });
    const moved = await save(c.owner, 'main', {
      company_id: c.companyId,
      vacancy_id: c.vacancyId,
      ...c.bodies.main,
      id_position: other.id,
      functionality: other.func.slice(0, 1),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.vacancy).toMatchObject({
      step: 1,
      id_position: other.id,
      functionality: other.func.slice(0, 1),
      target: [],
      result: [],
      kpi: [],
      zun: [],
      cases: [],
      credentials: c.bodies.requirements!.credentials,
    });
    const events = await h.sql<{ payload: Record<string, unknown> }>(
      "select payload from outbox where type = 'VacancyStepSaved' and payload->>'vacancyId' = ? order by id",
      [c.vacancyId],
    );
    expect(events.at(-1)!.payload).toMatchObject({ step: 'main', reset: true });
  });

  it('checks requirements, competencies, conditions, specifics, age, education, experience and personal steps', async () => {
    const c = await withVacancy('personal');
    const ref = { company_id: c.companyId, vacancy_id: c.vacancyId };
    const before = await storedVacancy(h, c.vacancyId);
    const expectFields = async (step: string, body: Record<string, unknown>, fields: Record<string, string>) => {
      const res = await save(c.owner, step, { ...ref, ...body });
      expect([step, res.status, res.body.code]).toEqual([step, 400, 'VALIDATION_FAILED']);
      expect(res.body.fields).toEqual(fields);
    };
    await expectFields(
      'requirements',
      { interaction: [' '] },
      {
        target: 'Выберите цель',
        result: 'Выберите результат',
        kpi: 'Выберите KPI',
        credentials: 'Обязательное поле',
        interaction: 'Обязательное поле',
      },
    );
    await expectFields('competencies', { zun: [], cases: ['x'] }, { zun: 'Выберите ЗУН', cases: 'Неверный формат поля' });
    await expectFields(
      'conditions',
      { compensation_package: [], career_growth: true, business_trips: 'maybe' },
      { compensation_package: 'Обязательное поле', opportunities: 'Обязательное поле', business_trips: 'Неверный формат поля' },
    );
    await expectFields(
      'specifics',
      { ...c.bodies.specifics, dress_code: null, work_place: [1, 2] },
      { dress_code: 'Обязательное поле', work_place: 'Неверный формат поля' },
    );
    await expectFields(
      'age',
      { ...c.bodies.age, age: { from: 45, to: 25 }, kids: 21 },
      { age: 'Значение «от» не может быть больше значения «до»', kids: 'Значение вне допустимого диапазона' },
    );
    await expectFields('age', { ...c.bodies.age, age: { from: 13, to: 25 }, gender: null }, { age: 'Значение вне допустимого диапазона' });
    const study = (c.bodies.education!.universities as Array<Record<string, unknown>>)[0]!;
    await expectFields(
      'education',
      {
        universities: [
          { ...study, year_start: '2015', year_end: '2010' },
          { ...study, name: '', year_start: '15' },
        ],
        courses: [{ ...study, id: '' }],
      },
      {
        'universities.0.year_end': 'Год окончания не может быть раньше года начала',
        'universities.1.id': 'Значение выбрано дважды',
        'universities.1.name': 'Обязательное поле',
        'universities.1.year_start': 'Год в формате ГГГГ',
        'courses.0.id': 'Обязательное поле',
      },
    );
    const unknownUniversity = await save(c.owner, 'education', { ...ref, universities: [{ ...study, id_university: 999_999_999 }] });
    expect(unknownUniversity.body).toMatchObject({
      code: 'CATALOGUE_ITEM_UNKNOWN',
      fields: { 'universities.0.id_university': expect.any(String) },
    });
    await expectFields('experience', { experience: 'a' }, { experience: 'Неверный формат поля' });
    await expectFields('personal', { hobbies: [] }, { personal_qualities: 'Обязательное поле' });
    expect(await storedVacancy(h, c.vacancyId)).toEqual(before);

    const growthOff = await save(c.owner, 'conditions', {
      ...ref,
      ...c.bodies.conditions,
      career_growth: false,
      opportunities: 'forgotten',
      business_trips: true,
      missions: 'Раз на місяць',
    });
    expect(growthOff.body.vacancy).toMatchObject({
      career_growth: false,
      opportunities: null,
      business_trips: true,
      missions: 'Раз на місяць',
    });
    const ageOff = await save(c.owner, 'age', { ...ref, ...c.bodies.age, age_enabled: false, age: { from: 80, to: 14 } });
    expect(ageOff.body.vacancy).toMatchObject({ age_enabled: false, age: null, step: 9 });
    // Age, sex, family status and children are optional and the switch is off unless sent on: the
    // step saves with none of them (equal treatment; PROTECTED_VACANCY_FIELDS).
    const bare = await save(c.owner, 'age', { ...ref, military_service: 0 });
    expect(bare.status).toBe(200);
    expect(bare.body.vacancy).toMatchObject({ age_enabled: false, age: null, gender: null, family_status: null, kids: null });
  });

  it('checks the car, criteria and skills steps of the short wizard', async () => {
    const c = await withVacancy('review');
    const ref = { company_id: c.companyId, vacancy_id: c.vacancyId };
    const yes = await save(c.owner, 'car', { ...ref, driver_license: 1, driver_categories: [], driving_experience: '31.02.2015' });
    expect(yes.body.fields).toEqual({ driver_categories: 'Обязательное поле', driving_experience: 'Дата в формате ДД.ММ.ГГГГ' });
    const future = await save(c.owner, 'car', { ...ref, ...c.bodies.car, driving_experience: '01.01.2999' }, 'en');
    expect(future.body.fields).toEqual({ driving_experience: 'The date cannot be in the future' });
    expect((await save(c.owner, 'car', { ...ref, ...c.bodies.car })).body.vacancy).toMatchObject({ driver_license: 1, car_available: 1 });
    const no = await save(c.owner, 'car', { ...ref, ...c.bodies.car, driver_license: 0 });
    expect(no.body.vacancy).toMatchObject({ driver_license: 0, driver_categories: [], driving_experience: null, car_available: 0 });

    const six = [1, 2, 3, 4, 5, 6].map((id, index) => ({ id, priority: index + 1 }));
    for (const [lang, msg] of [
      ['ru', 'Выбрано максимальное количество критериев!'],
      ['en', 'The maximum number of criteria is selected!'],
      ['uk', 'Вибрано максимальну кількість критеріїв!'],
    ] as const) {
      const many = await save(c.owner, 'criteria', { ...ref, criteria: six }, lang);
      expect([many.status, many.body.code, many.body.msg]).toEqual([400, 'CRITERIA_TOO_MANY', msg]);
    }
    const gap = await save(c.owner, 'criteria', {
      ...ref,
      criteria: [
        { id: 4, priority: 1 },
        { id: 5, priority: 3 },
      ],
    });
    expect(gap.body.fields).toEqual({ criteria: 'Приоритеты должны идти по порядку от 1' });
    // The car (13) and the licence (14) have no value once the licence is No.
    const withoutValue = await save(c.owner, 'criteria', {
      ...ref,
      criteria: [
        { id: 4, priority: 1 },
        { id: 13, priority: 2 },
        { id: 14, priority: 3 },
      ],
    });
    expect(withoutValue.body).toMatchObject({
      code: 'CRITERION_WITHOUT_VALUE',
      fields: { 'criteria.1.id': 'Для этого критерия в вакансии нет значения', 'criteria.2.id': expect.any(String) },
    });
    const unknown = await save(c.owner, 'criteria', { ...ref, criteria: [{ id: 999_999, priority: 1 }] });
    expect(unknown.body.code).toBe('CATALOGUE_ITEM_UNKNOWN');
    // Education (3) and languages (7) have no value yet, but their step comes next: a first pass offers them.
    const firstPass = await save(c.owner, 'criteria', {
      ...ref,
      criteria: [
        { id: 4, priority: 1 },
        { id: 3, priority: 2 },
        { id: 7, priority: 3 },
      ],
    });
    expect(firstPass.body.vacancy.criteria).toEqual([
      { id: 4, priority: 1 },
      { id: 3, priority: 2 },
      { id: 7, priority: 3 },
    ]);

    const skills = c.bodies.skills!;
    const language = (skills.languages as Array<Record<string, unknown>>)[0]!;
    const missing = await save(c.owner, 'skills', {
      ...ref,
      languages: [
        { ...language, level: null },
        { ...language, id: 'b' },
      ],
      programs: [{ id: 'p', name: 999_999, level: 1 }],
    });
    expect(missing.body.fields).toMatchObject({
      education: 'Обязательное поле',
      'languages.0.level': 'Обязательное поле',
      'languages.1.name': 'Значение выбрано дважды',
      'programs.0.name': 'Нет такого значения в списке',
    });
    // Languages were chosen as a criterion: the skills step must now give one.
    for (const [lang, msg] of [
      ['ru', 'Выбрано критерием поиска: добавьте хотя бы одно значение'],
      ['en', 'Chosen as a search criterion: add at least one value'],
      ['uk', 'Обрано критерієм пошуку: додайте хоча б одне значення'],
    ] as const) {
      const none = await save(c.owner, 'skills', { ...ref, ...skills, languages: [] }, lang);
      expect([none.status, none.body.fields]).toEqual([400, { languages: msg }]);
    }
    expect((await save(c.owner, 'skills', { ...ref, ...skills })).body.vacancy.step).toBe(13);
    const good = await save(c.owner, 'criteria', {
      ...ref,
      criteria: [
        { id: 5, priority: 2 },
        { id: 4, priority: 1 },
      ],
    });
    expect(good.body.vacancy.criteria).toEqual([
      { id: 4, priority: 1 },
      { id: 5, priority: 2 },
    ]);
  });

  it('guards access, order and editability: 404 non-member, 403 without the right or unverified, 404 unknown vacancy, 409 STEP_ORDER and VACANCY_NOT_EDITABLE', async () => {
    const c = await withVacancy('requirements');
    const ref = { company_id: c.companyId, vacancy_id: c.vacancyId };
    const stranger = await account(h);
    expect((await save(stranger, 'requirements', { ...ref, ...c.bodies.requirements })).body.code).toBe('COMPANY_NOT_FOUND');
    expect((await call(stranger, 'get_vacancy_info', ref)).status).toBe(404);
    const user = await account(h);
    await addMember(h, c.companyId, user.id, 'user');
    const forbidden = await save(user, 'requirements', { ...ref, ...c.bodies.requirements });
    expect([forbidden.status, forbidden.body.code]).toEqual([403, 'COMPANY_FORBIDDEN']);
    expect((await call(user, 'remove_vacancy', ref)).status).toBe(403);
    const read = await call(user, 'get_vacancy_info', ref);
    expect(read.body.vacancy).toMatchObject({ id: c.vacancyId, can_edit: false });
    const recruiter = await account(h);
    await addMember(h, c.companyId, recruiter.id, 'user', ['vacancies']);
    expect((await save(recruiter, 'competencies', { ...ref, ...c.bodies.competencies })).status).toBe(200);
    const deputy = await account(h);
    await addMember(h, c.companyId, deputy.id, 'deputy', ['positions']);
    expect((await save(deputy, 'competencies', { ...ref, ...c.bodies.competencies })).status).toBe(200);
    const profileDeputy = await account(h);
    await addMember(h, c.companyId, profileDeputy.id, 'deputy', ['company-settings']);
    expect((await save(profileDeputy, 'competencies', { ...ref, ...c.bodies.competencies })).body.code).toBe('COMPANY_FORBIDDEN');

    const unverified = await verifiedCompany(h, 2);
    expect((await save(unverified.owner, 'main', { company_id: unverified.companyId, ...c.bodies.main })).body.code).toBe(
      'COMPANY_NOT_VERIFIED',
    );
    const order = await save(c.owner, 'requirements', { company_id: c.companyId, ...c.bodies.requirements });
    expect([order.status, order.body.code]).toEqual([409, 'STEP_ORDER']);
    const another = await withVacancy('main');
    // A step after one not yet saved is refused too: a vacancy at the last step had every step checked.
    const skipped = await another.owner.c.post(
      '/profiling/save_vacancy_skills',
      { company_id: another.companyId, vacancy_id: another.vacancyId, ...another.bodies.skills },
      { token: another.owner.token, lang: 'en' },
    );
    expect([skipped.status, skipped.body.code, skipped.body.msg]).toEqual([
      409,
      'STEP_ORDER',
      'Save the earlier steps of the vacancy first',
    ]);
    expect((await storedVacancy(h, another.vacancyId)).step).toBe(1);
    const foreign = await save(c.owner, 'requirements', {
      company_id: c.companyId,
      vacancy_id: another.vacancyId,
      ...c.bodies.requirements,
    });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'VACANCY_NOT_FOUND']);
    expect((await call(c.owner, 'get_vacancy_info', { company_id: c.companyId, vacancy_id: another.vacancyId })).body.code).toBe(
      'VACANCY_NOT_FOUND',
    );
    expect((await call(c.owner, 'get_vacancy_info', { company_id: c.companyId, vacancy_id: 'nope' })).body.code).toBe('VACANCY_NOT_FOUND');

    for (const status of ['approval', 'published']) {
      await h.sql('update profiling_vacancy set status = ? where id = ?', [status, c.vacancyId]);
      const before = await storedVacancy(h, c.vacancyId);
      const frozen = await save(c.owner, 'main', { ...ref, ...c.bodies.main, salary: { from: 1, to: 2 } }, 'en');
      expect([frozen.status, frozen.body.code, frozen.body.msg]).toEqual([
        409,
        'VACANCY_NOT_EDITABLE',
        'The vacancy cannot be changed while it is under approval or published',
      ]);
      expect((await call(c.owner, 'remove_vacancy', ref)).body.code).toBe('VACANCY_NOT_EDITABLE');
      expect((await call(c.owner, 'get_vacancy_info', ref)).body.vacancy.can_edit).toBe(false);
      expect(await storedVacancy(h, c.vacancyId)).toEqual(before);
    }
    await h.sql("update profiling_vacancy set status = 'returned' where id = ?", [c.vacancyId]);
    expect((await call(c.owner, 'remove_vacancy', ref)).status).toBe(200);
    expect((await call(c.owner, 'get_vacancy_info', ref)).body.code).toBe('VACANCY_NOT_FOUND');
    expect((await call(c.owner, 'remove_vacancy', ref)).status).toBe(404);
    const removed = await h.sql("select payload from outbox where type = 'VacancyRemoved' and payload->>'vacancyId' = ?", [c.vacancyId]);
    expect(removed).toHaveLength(1);
  });
});
