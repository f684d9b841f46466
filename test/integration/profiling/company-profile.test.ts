import { PASSWORD } from '../identity/support.js';
import {
  account,
  addMember,
  call,
  listIds,
  profilingEvents,
  startProfiling,
  verifiedCompany,
  type ProfilingHarness,
} from './profiling.support.js';

describe('profiling: the company profile wizard (read, five steps, completion, resume, access)', () => {
  let h: ProfilingHarness;
  let khreshchatyk: number;
  let volodymyrska: number;
  let bilaStreet: number;
  beforeAll(async () => {
    h = await startProfiling();
    khreshchatyk = await h.street('вулиця Хрещатик', h.kyiv);
    volodymyrska = await h.street('вулиця Володимирська', h.kyiv);
    bilaStreet = (await h.sql<{ id: number }>('select id from catalogue_street where city_id = ? order by id limit 1', [h.bilaTserkva]))[0]!
      .id;
  });
  afterAll(() => h.close());

  const kyivAddress = (street = khreshchatyk, number = '22') => ({
    city_id: h.kyiv,
    city_name: 'ignored',
    street_id: street,
    street_name: 'ignored',
    street_number: number,
  });

  async function structure(owner: Parameters<typeof call>[0], companyId: string, extra: Record<string, unknown> = {}) {
    const [workers] = await listIds(h, 's_workers');
    const [org] = await listIds(h, 's_organizational_structure');
    const [hr, it] = await listIds(h, 'tl_lists');
    return call(owner, 'set_company_info/structure', {
      company_id: companyId,
      manager_surname: ' Шевченко ',
      manager_first_name: 'Тарас',
      manager_middle_name: 'Григорович',
      s_workers: workers,
      s_organizational_structure: org,
      tl_lists: [{ idItem: hr }, { idItem: it }, { name: 'Відділ інновацій' }],
      ...extra,
    });
  }

  it('reads an empty profile at step 1 and fills every step, each answering ok with the reloaded profile', async () => {
    const { owner, companyId } = await verifiedCompany(h);
    const empty = await call(owner, 'get_company_info', { company_id: companyId });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      ok: true,
      company_info: { company_id: companyId, step: 1, completed: false, can_edit: true, training: true, tl_lists: [], otherOffices: [] },
    });
    expect(empty.body.company_info.socials).toHaveLength(9);

    const general = await call(owner, 'set_company_info/general', {
      company_id: companyId,
      companyBrand: 'Kadry Pro',
      services: 'Підбір і навчання',
      website: 'https://kadry.ua',
    });
    expect(general.status).toBe(200);
    expect(general.body.company_info).toMatchObject({
      step: 2,
      general: { companyBrand: 'Kadry Pro', services: 'Підбір і навчання', website: 'https://kadry.ua', status: { id: 4 } },
    });

    const saved = await structure(owner, companyId);
    expect(saved.status).toBe(200);
    const info = saved.body.company_info;
    expect(info).toMatchObject({
      step: 3,
      manager_surname: 'Шевченко',
      manager_first_name: 'Тарас',
      manager_middle_name: 'Григорович',
      s_workers: { id: expect.any(Number), name: expect.any(String) },
    });
    expect(info.tl_lists.map((d: { name: string; type: string }) => [d.name, d.type])).toEqual([
      [expect.any(String), 'global'],
      [expect.any(String), 'global'],
      ['Відділ інновацій', 'local'],
    ]);

    const contacts = await call(
      owner,
      'set_company_info/contacts',
      {
        company_id: companyId,
        registeredOffice: kyivAddress(),
        actualOffice: kyivAddress(volodymyrska, '1А'),
        tel: '+380 99 123 45 67',
        email: 'hr@kadry.ua',
        website: 'kadry.ua',
        socials: [
          { name: 'facebook', link: 'https://facebook.com/kadry' },
          { name: 'telegram', link: '' },
        ],
        otherOffices: [
          {
            nameOffice: 'Біла Церква',
            email: 'bc@kadry.ua',
            tel: '0991112233',
            website: '',
            registeredOffice: { city_id: h.bilaTserkva, street_id: bilaStreet, street_number: '5' },
            actualOffice: { city_id: h.bilaTserkva, street_id: bilaStreet, street_number: '5' },
          },
        ],
      },
      'uk',
    );
    expect(contacts.status).toBe(200);
    expect(contacts.body.company_info).toMatchObject({
      step: 4,
      tel: '+380991234567',
      email: 'hr@kadry.ua',
      website: 'https://kadry.ua/',
      registeredOffice: {
        city_id: h.kyiv,
        city_name: 'Київ',
        street_id: khreshchatyk,
        street_name: 'вулиця Хрещатик',
        street_number: '22',
      },
      actualOffice: { street_name: 'вулиця Володимирська', street_number: '1А' },
      otherOffices: [
        {
          id: expect.any(String),
          nameOffice: 'Біла Церква',
          tel: '+380991112233',
          registeredOffice: { city_id: h.bilaTserkva, street_number: '5' },
        },
      ],
    });
    expect(contacts.body.company_info.socials.find((s: { name: string }) => s.name === 'facebook')).toEqual({
      id: 1,
      name: 'facebook',
      link: 'https://facebook.com/kadry',
    });

    const offices = await owner.c.get(`/profiling/get_list_company_address?company_id=${companyId}`, { token: owner.token });
    expect(offices.status).toBe(200);
    // Legal, actual and the regional office (its two equal addresses merged).
    expect(offices.body.data.s_offices).toHaveLength(3);
    expect(offices.body.data.s_offices[0]).toMatchObject({
      id: 'legal',
      city_id: h.kyiv,
      street_id: khreshchatyk,
      street_number: '22',
      address: expect.stringContaining('Хрещатик'),
    });

    const [stage] = await listIds(h, 's_selection_stages');
    const [training] = await listIds(h, 's_training');
    const management = await call(owner, 'set_company_info/management', {
      company_id: companyId,
      s_selection_stages: [stage],
      training: true,
      s_training: [training],
    });
    expect(management.status).toBe(200);
    expect(management.body.company_info).toMatchObject({
      step: 5,
      training: true,
      s_selection_stages: [{ id: stage }],
      s_training: [{ id: training }],
    });

    const [value] = await listIds(h, 's_values');
    const [competence] = await listIds(h, 's_competence');
    const done = await call(owner, 'complete_company_profile', {
      company_id: companyId,
      mission: 'Люди — головне',
      s_values: [value],
      s_competence: [competence],
    });
    expect(done.status).toBe(200);
    expect(done.body.company_info).toMatchObject({
      step: 5,
      completed: true,
      mission: 'Люди — головне',
      s_values: [{ id: value }],
      s_competence: [{ id: competence }],
    });

    const types = (await profilingEvents(h, companyId)).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['CompanyProfileStepSaved', 'DepartmentAdded', 'CompanyProfileCompleted']));
    expect(types.filter((type) => type === 'CompanyProfileStepSaved')).toHaveLength(5);
    expect(types.filter((type) => type === 'DepartmentAdded')).toHaveLength(3);
    // A second completion records nothing new.
    await call(owner, 'complete_company_profile', { company_id: companyId });
    expect((await profilingEvents(h, companyId)).filter((event) => event.type === 'CompanyProfileCompleted')).toHaveLength(1);
  });

  it('keeps the wizard step on the server: another session of the same user resumes there', async () => {
    const { owner, companyId } = await verifiedCompany(h);
    await structure(owner, companyId);
    const back = await call(owner, 'set_company_step', { company_id: companyId, step: 2 });
    expect(back.body.company_info.step).toBe(2);
    // A second sign-in stands for another device: nothing but the server knows the step.
    const res = await owner.c.post('/profile/loginUser', { email: owner.email, password: PASSWORD });
    expect(res.status).toBe(200);
    const token = res.body.user_data.token as string;
    expect(token).not.toBe(owner.token);
    const other = await owner.c.post('/profiling/get_company_info', { company_id: companyId }, { token });
    expect(other.body.company_info.step).toBe(2);
    expect((await call(owner, 'set_company_step', { company_id: companyId, step: 6 })).status).toBe(400);
    expect((await call(owner, 'set_company_step', { company_id: companyId, step: 'x' })).body.fields).toEqual({ step: expect.any(String) });
  });

  it('validates the Structure step with the spec messages and keeps the departments list in sync', async () => {
    const { owner, companyId } = await verifiedCompany(h);
    const empty = await call(owner, 'set_company_info/structure', { company_id: companyId });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(empty.body.fields).toEqual({
      manager_surname: 'Обязательное поле',
      manager_first_name: 'Обязательное поле',
      s_workers: 'Обязательное поле',
      s_organizational_structure: 'Обязательное поле',
      tl_lists: 'Обязательное поле',
    });
    const en = await call(owner, 'set_company_info/structure', { company_id: companyId, manager_surname: '  ' }, 'en');
    expect(en.body.fields.manager_surname).toBe('Required field');
    const unknown = await structure(owner, companyId, { s_workers: 99_999, tl_lists: [{ idItem: 99_999 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toMatchObject({ s_workers: 'Нет такого значения в списке', 'tl_lists.0': 'Нет такого значения в списке' });

    const duplicate = await structure(owner, companyId, { tl_lists: [{ name: 'Склад' }, { name: '  СКЛАД ' }] });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      code: 'DEPARTMENT_DUPLICATE',
      fields: { 'tl_lists.1': 'Это название уже существует в базе данных' },
    });
    expect(await h.sql('select 1 from profiling_department where company_id = ?', [companyId])).toHaveLength(0);

    const first = await structure(owner, companyId);
    const [keep] = first.body.company_info.tl_lists;
    const again = await structure(owner, companyId, { tl_lists: [{ id: keep.id }, { name: 'Склад' }] });
    expect(again.status).toBe(200);
    expect(again.body.company_info.tl_lists.map((d: { id: string; name: string }) => d.name)).toEqual([keep.name, 'Склад']);
    expect(again.body.company_info.tl_lists[0].id).toBe(keep.id);
    expect((await profilingEvents(h, companyId)).filter((event) => event.type === 'DepartmentRemoved')).toHaveLength(2);
  });

  it('takes only http(s) links as the company website in the general step, and in the offices and socials of the contacts', async () => {
    const { owner, companyId } = await verifiedCompany(h);
    const general = await call(owner, 'set_company_info/general', { company_id: companyId, website: 'javascript:alert(1)' }, 'en');
    expect(general.status).toBe(400);
    expect(general.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { website: 'Invalid link' } });
    const [company] = await h.sql<{ website: string | null }>('select website from company where id = ?', [companyId]);
    expect(company!.website).not.toContain('javascript');
    const address = { city_id: h.kyiv, street_id: khreshchatyk, street_number: '1' };
    const contacts = await call(
      owner,
      'set_company_info/contacts',
      {
        company_id: companyId,
        registeredOffice: address,
        actualOffice: address,
        website: 'https://kadry.ua',
        socials: [{ name: 'facebook', link: 'data:text/html,x' }],
        otherOffices: [{ nameOffice: 'Львів', website: 'vbscript:msgbox(1)', registeredOffice: address, actualOffice: address }],
      },
      'en',
    );
    expect(contacts.status).toBe(400);
    expect(contacts.body.fields).toEqual({ 'socials.0.link': 'Invalid link', 'otherOffices.0.website': 'Invalid link' });
  });

  it('refuses contacts whose addresses do not match the catalogue, bad e-mails, phones, links and offices', async () => {
    const { owner, companyId } = await verifiedCompany(h);
    const res = await call(owner, 'set_company_info/contacts', {
      company_id: companyId,
      registeredOffice: { city_id: 999_999_999, street_id: khreshchatyk, street_number: '1' },
      actualOffice: { city_id: h.bilaTserkva, street_id: khreshchatyk, street_number: '1' },
      email: 'not-an-email',
      tel: '12345',
      website: 'javascript:alert(1)',
      socials: [{ name: 'myspace', link: 'https://myspace.com/x' }],
      otherOffices: [
        {
          nameOffice: '',
          registeredOffice: { city_id: h.kyiv, street_number: '7' },
          actualOffice: { city_id: h.kyiv, street_id: khreshchatyk },
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'registeredOffice.city_id': 'Город не найден',
      'actualOffice.street_id': 'Улица не найдена в этом городе',
      email: 'Невалидный адрес!',
      tel: expect.stringContaining('+380'),
      website: 'Неверная ссылка',
      'socials.0.name': 'Нет такого значения в списке',
      'otherOffices.0.nameOffice': 'Обязательное поле',
      'otherOffices.0.registeredOffice.street_id': 'Обязательное поле',
      'otherOffices.0.actualOffice.street_number': 'Обязательное поле',
    });
    const missing = await call(owner, 'set_company_info/contacts', {
      company_id: companyId,
      registeredOffice: null,
      actualOffice: { city_id: 'Київ' },
    });
    expect(missing.body.fields).toMatchObject({
      'registeredOffice.city_id': 'Обязательное поле',
      'actualOffice.city_id': 'Обязательное поле',
    });
    const info = await call(owner, 'get_company_info', { company_id: companyId });
    expect(info.body.company_info).toMatchObject({ step: 1, registeredOffice: null, email: null });
  });

  it('asks for training items only while the training switch is Yes', async () => {
    const { owner, companyId } = await verifiedCompany(h);
    const [stage] = await listIds(h, 's_selection_stages');
    const [training] = await listIds(h, 's_training');
    const missing = await call(owner, 'set_company_info/management', { company_id: companyId, s_training: [] });
    expect(missing.body.fields).toEqual({ s_selection_stages: 'Обязательное поле', s_training: 'Обязательное поле' });
    const withTraining = await call(owner, 'set_company_info/management', {
      company_id: companyId,
      s_selection_stages: [stage],
      s_training: [training],
    });
    expect(withTraining.body.company_info).toMatchObject({ training: true, s_training: [{ id: training }] });
    const off = await call(owner, 'set_company_info/management', { company_id: companyId, s_selection_stages: [stage], training: false });
    expect(off.status).toBe(200);
    expect(off.body.company_info).toMatchObject({ training: false, s_training: [] });
  });

  it('sends the General step through the company rules: a new name of a verified company needs confirmation and re-verification', async () => {
    const { owner, companyId } = await verifiedCompany(h);
    const refused = await call(owner, 'set_company_info/general', { company_id: companyId, name: 'ТОВ «Нова назва»' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('REVERIFICATION_REQUIRED');
    expect((await call(owner, 'set_company_info/general', { company_id: companyId, code: '123' })).body.fields).toMatchObject({
      code: expect.any(String),
    });
    const confirmed = await call(owner, 'set_company_info/general', {
      company_id: companyId,
      name: 'ТОВ «Нова назва»',
      confirm_reverification: true,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.company_info).toMatchObject({ general: { name: 'ТОВ «Нова назва»', status: { id: 2 } }, can_edit: false });
    // Back under consideration: the profile is read-only until verified again.
    const blocked = await structure(owner, companyId);
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('COMPANY_NOT_VERIFIED');
  });

  it('answers 404 to strangers, 403 to ordinary users writing and 403 COMPANY_NOT_VERIFIED before verification', async () => {
    const { owner, companyId } = await verifiedCompany(h);
    const stranger = await account(h);
    const foreign = await call(stranger, 'get_company_info', { company_id: companyId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('COMPANY_NOT_FOUND');
    expect((await structure(stranger, companyId)).status).toBe(404);
    expect((await stranger.c.get(`/profiling/get_list_company_address?company_id=${companyId}`, { token: stranger.token })).status).toBe(
      404,
    );
    expect((await call(stranger, 'get_company_info', { company_id: 'not-a-uuid' })).status).toBe(404);

    const user = await account(h);
    await addMember(h, companyId, user.id, 'user');
    const read = await call(user, 'get_company_info', { company_id: companyId });
    expect(read.status).toBe(200);
    expect(read.body.company_info.can_edit).toBe(false);
    for (const step of ['general', 'structure', 'contacts', 'management', 'mission']) {
      const res = await call(user, `set_company_info/${step}`, { company_id: companyId });
      expect([step, res.status, res.body.code]).toEqual([step, 403, 'COMPANY_FORBIDDEN']);
    }
    expect((await call(user, 'complete_company_profile', { company_id: companyId })).status).toBe(403);

    const unverified = await verifiedCompany(h, 1);
    const res = await structure(unverified.owner, unverified.companyId);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'COMPANY_NOT_VERIFIED', msg: expect.stringContaining('верификации') });
    const en = await call(unverified.owner, 'set_company_step', { company_id: unverified.companyId, step: 2 }, 'en');
    expect(en.body.msg).toBe('The company profile can be filled in only once the company is verified');
    expect((await call(unverified.owner, 'get_company_info', { company_id: unverified.companyId })).body.company_info.can_edit).toBe(false);
    expect(
      await h.sql('select 1 from profiling_company_profile where company_id in (?, ?)', [unverified.companyId, companyId]),
    ).toHaveLength(0);
    expect(owner).toBeDefined();
  });
});
