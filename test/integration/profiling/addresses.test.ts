import {
  account,
  addMember,
  call,
  createCompany,
  startProfiling,
  verifiedCompany,
  type Account,
  type ProfilingHarness,
} from './profiling.support.js';

/**
 * An address where the street directory has nothing (a fresh install, or a city no import covers):
 * the city found by its Russian name, the street added from the field itself as the company's own,
 * and the Contacts step and a department's new address saved with it, no operator command needed.
 */
describe('profiling: addresses from an empty street directory', () => {
  let h: ProfilingHarness;
  beforeAll(async () => {
    h = await startProfiling();
  });
  afterAll(() => h.close());

  const cityFound = async (who: Account, typed: string): Promise<{ id: number; name: string }> => {
    const res = await who.c.get(`/get_list_cities?citi=${encodeURIComponent(typed)}`, { token: who.token });
    expect(res.status).toBe(200);
    return res.body.data[0] as { id: number; name: string };
  };
  const streets = async (who: Account, cityId: number, typed: string): Promise<string[]> => {
    const res = await who.c.get(`/get_list_street?id_city=${cityId}&street=${encodeURIComponent(typed)}`, { token: who.token });
    expect(res.status).toBe(200);
    return (res.body.data as { name_ua: string }[]).map((street) => street.name_ua);
  };

  it('finds Харьков typed in Russian, adds its street from the field for the company, and saves the contacts and a department with it', async () => {
    const { owner, companyId } = await verifiedCompany(h);
    const kharkiv = await cityFound(owner, 'Харьков');
    expect(kharkiv.name).toBe('Харків');
    expect(await streets(owner, kharkiv.id, 'Сумськ')).toEqual([]);

    const added = await owner.c.post(
      '/add_field_table',
      { name: 'вулиця Сумська', list: 'streets', id_city: kharkiv.id },
      { token: owner.token },
    );
    expect(added.status).toBe(200);
    const street = added.body.data.street_ref as number;
    expect(await streets(owner, kharkiv.id, 'Сумськ')).toEqual(['вулиця Сумська']);

    // The company's colleagues see it; another company does not, and keeps its own copy.
    const colleague = await account(h);
    await addMember(h, companyId, colleague.id, 'user');
    expect((await colleague.c.post('/company/loginCompany', { company_id: companyId }, { token: colleague.token })).status).toBe(200);
    expect(await streets(colleague, kharkiv.id, 'сумськ')).toEqual(['вулиця Сумська']);
    const stranger = await account(h);
    await createCompany(stranger);
    expect(await streets(stranger, kharkiv.id, 'Сумськ')).toEqual([]);
    expect(
      (
        await stranger.c.post(
          '/add_field_table',
          { name: 'Вулиця Сумська', list: 'streets', id_city: kharkiv.id },
          { token: stranger.token },
        )
      ).status,
    ).toBe(200);
    expect(
      (await owner.c.post('/add_field_table', { name: 'ВУЛИЦЯ СУМСЬКА', list: 'streets', id_city: kharkiv.id }, { token: owner.token }))
        .status,
    ).toBe(409);

    const address = { city_id: kharkiv.id, street_id: street, street_number: '10' };
    const contacts = await call(owner, 'set_company_info/contacts', {
      company_id: companyId,
      registeredOffice: address,
      actualOffice: address,
    });
    expect(contacts.status).toBe(200);
    expect(contacts.body.company_info.registeredOffice).toMatchObject({
      city_id: kharkiv.id,
      city_name: 'Харків',
      street_id: street,
      street_name: 'вулиця Сумська',
      street_number: '10',
    });

    // A department's new address in Kyiv (typed "Киев"), on a street the directory lacks.
    const kyiv = await cityFound(owner, 'Киев');
    expect(kyiv.id).toBe(h.kyiv);
    const own = await owner.c.post(
      '/add_field_table',
      { name: 'вулиця Нова Кадрова', list: 'streets', id_city: kyiv.id },
      { token: owner.token },
    );
    expect(own.status).toBe(200);
    const manager = { manager_position: 'Директор', manager_surname: 'Коваль', manager_name: 'Олена' };
    const department = await call(owner, 'add_new_department', {
      company_id: companyId,
      name: 'Відділ продажів',
      ...manager,
      is_new_address: true,
      address: [{ city_id: kyiv.id, street_id: own.body.data.street_ref, street_number: '1' }],
    });
    expect(department.status).toBe(200);
    expect(department.body.department.address).toEqual([
      expect.objectContaining({ city_name: 'Київ', street_name: 'вулиця Нова Кадрова', street_number: '1' }),
    ]);
  });
});
