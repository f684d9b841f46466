import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { ACCESS_RIGHT_CODES, ACCESS_RIGHTS, COMPANY_ACTIONS, type CompanyAction } from '../../../src/company/domain/company-policy.js';
import { storedVacancy } from '../../support/vacancies.js';
import { account, addMember, call, listIds, startProfiling, type Account, type ProfilingHarness } from '../profiling/profiling.support.js';
import { vacancyCompany, type VacancyCompany } from '../profiling/vacancy.support.js';
import { PDF, upload } from './company.support.js';

/**
 * The rights table of docs/company.md ("Who may do what"): each `s_access_z` right opens exactly the calls its name says
 * and nothing else. For every right a deputy holding only that right tries one call of every action
 * of the matrix (company and profiling contexts, and the catalogue's curation); a call is open when
 * it is not refused with 403. The same run checks the `actions` the company answer lists, which is
 * what the web shows and hides by.
 */
describe('company rights: every s_access_z right opens exactly its calls', () => {
  let h: ProfilingHarness;
  let c: VacancyCompany;
  let stage: number;
  let category: number;
  beforeAll(async () => {
    h = await startProfiling();
    c = await vacancyCompany(h);
    [stage] = (await listIds(h, 's_selection_stages')) as [number];
    [{ id: category }] = (await h.sql<{ id: number }>('select id from catalogue_category order by id limit 1')) as [{ id: number }];
    expect((await c.owner.c.post('/company/loginCompany', { company_id: c.companyId }, { token: c.owner.token })).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await h.close();
  });

  /** One call per action that has calls; each answers something other than 403 when the action is open. */
  const probes: Partial<Record<CompanyAction, (who: Account) => Promise<number>>> = {
    edit: async (who) =>
      (
        await who.c.post(
          '/company/updateCompany',
          { company_id: c.companyId, services: `Послуги ${randomBytes(2).toString('hex')}` },
          { token: who.token },
        )
      ).status,
    manageFiles: async (who) => (await upload(h, who, c.companyId, PDF, 'extract.pdf')).status,
    submit: async (who) =>
      (await who.c.post('/company/set_statusCompany', { company_id: c.companyId, status_id: 2 }, { token: who.token })).status,
    manageMembers: async (who) => (await who.c.post('/company/get_companyUsers', { company_id: c.companyId }, { token: who.token })).status,
    transfer: async (who) => (await who.c.post('/company/cancelCompanyTransfer', { company_id: c.companyId }, { token: who.token })).status,
    editProfile: async (who) =>
      (await call(who, 'set_company_info/management', { company_id: c.companyId, s_selection_stages: [stage], training: false })).status,
    manageDepartments: async (who) =>
      (
        await call(who, 'add_new_department', {
          company_id: c.companyId,
          name: `Відділ ${randomBytes(3).toString('hex')}`,
          manager_position: 'Керівник',
          manager_surname: 'Коваль',
          manager_name: 'Олена',
          address: [c.office],
        })
      ).status,
    // Only the offices change: `addresses`' part of the Contacts step.
    manageAddresses: async (who) => {
      const [row] = await h.sql<{
        actual: { street_number: string };
        tel: string | null;
        email: string | null;
        website: string | null;
        socials: unknown[];
      }>('select actual_office as actual, tel, email, website, socials from profiling_company_profile where company_id = ?', [c.companyId]);
      const next = { ...c.office, street_number: row!.actual.street_number === '22' ? '24' : '22' };
      const { tel, email, website, socials } = row!;
      return (
        await call(who, 'set_company_info/contacts', {
          company_id: c.companyId,
          registeredOffice: c.office,
          actualOffice: next,
          tel,
          email,
          website,
          socials,
        })
      ).status;
    },
    manageHrDocuments: async (who) =>
      (await call(who, 'del_file', { company_id: c.companyId, dir: 'policy', file_name: 'nothing.pdf' })).status,
    vacancies: async (who) => (await call(who, 'save_vacancy_main', { company_id: c.companyId })).status,
    publishVacancies: async (who) => {
      const vacancy = await storedVacancy(h.app, c.companyId, c.owner.id);
      return (await call(who, 'send_vacancy', { company_id: c.companyId, vacancy_id: vacancy.id, approvers: [] })).status;
    },
    manageCatalogues: async (who) => {
      const added = await c.owner.c.post(
        '/add_new_position',
        { id_tl_list: category, name: `Посада ${randomBytes(3).toString('hex')}` },
        { token: c.owner.token },
      );
      expect(added.status).toBe(200);
      return (await who.c.post('/remove_position', { id_position: added.body.data.id }, { token: who.token })).status;
    },
  };

  async function deputyWith(rights: string[]): Promise<Account> {
    const deputy = await account(h);
    await addMember(h, c.companyId, deputy.id, 'deputy', rights);
    expect((await deputy.c.post('/company/loginCompany', { company_id: c.companyId }, { token: deputy.token })).status).toBe(200);
    return deputy;
  }

  it('a deputy with no right opens none of the calls', async () => {
    const deputy = await deputyWith([]);
    for (const [action, probe] of Object.entries(probes)) expect([action, await probe!(deputy)]).toEqual([action, 403]);
    const info = await deputy.c.post('/company/get_companyInfo', { company_id: c.companyId }, { token: deputy.token });
    expect(info.body.company_data.actions).toEqual(['view', 'login', 'archive', 'restore']);
  });

  it.each([...ACCESS_RIGHT_CODES])(
    'right %s opens its actions and nothing else',
    async (right) => {
      const deputy = await deputyWith([right]);
      const opened = ACCESS_RIGHTS[right] as readonly CompanyAction[];
      const info = await deputy.c.post('/company/get_companyInfo', { company_id: c.companyId }, { token: deputy.token });
      expect(info.status).toBe(200);
      expect(info.body.company_data.actions).toEqual(
        COMPANY_ACTIONS.filter((action) => ['view', 'login', 'archive', 'restore', ...opened].includes(action)),
      );
      const profile = await call(deputy, 'get_company_info', { company_id: c.companyId });
      expect(profile.body.company_info.actions).toEqual(info.body.company_data.actions);
      for (const [action, probe] of Object.entries(probes) as Array<[CompanyAction, (who: Account) => Promise<number>]>) {
        const status = await probe(deputy);
        // [action, refused?] pairs make a failure name the call that opened or closed wrongly.
        expect([action, status === 403]).toEqual([action, !opened.includes(action)]);
      }
    },
    60_000,
  );

  it('an ordinary user never edits the registration data or the profile, whatever the grant', async () => {
    const user = await account(h);
    await addMember(h, c.companyId, user.id, 'user', ['company-settings', 'company-profile']);
    expect(await probes.edit!(user)).toBe(403);
    expect(await probes.editProfile!(user)).toBe(403);
  });

  it("the administrator opens everything but deletion and transfer, the owner's acts", async () => {
    const admin = await account(h);
    await addMember(h, c.companyId, admin.id, 'administrator');
    expect((await admin.c.post('/company/loginCompany', { company_id: c.companyId }, { token: admin.token })).status).toBe(200);
    for (const [action, probe] of Object.entries(probes))
      expect([action, (await probe!(admin)) === 403]).toEqual([action, action === 'transfer']);
    const info = await admin.c.post('/company/get_companyInfo', { company_id: c.companyId }, { token: admin.token });
    expect(info.body.company_data.actions).toEqual(COMPANY_ACTIONS.filter((action) => action !== 'delete' && action !== 'transfer'));
  });

  it('"users" manages ordinary users only, with rights the holder has', async () => {
    const holder = await deputyWith(['users', 'vacancies']);
    const other = await account(h);
    const invite = (rights: string[]) =>
      holder.c.post(
        '/company/addUserToCompany',
        { company_id: c.companyId, email: other.email, s_access_z: rights },
        { token: holder.token },
      );
    expect((await invite(['company-settings'])).status).toBe(403);
    expect((await invite(['vacancies'])).status).toBe(200);
    const deputy = await deputyWith(['vacancies']);
    expect(
      (await holder.c.post('/company/removeUserFromCompany', { company_id: c.companyId, user_id: deputy.id }, { token: holder.token }))
        .status,
    ).toBe(403);
    expect(
      (
        await holder.c.post(
          '/company/updateUserToCompany',
          { company_id: c.companyId, user_id: other.id, s_access_z: ['users', 'reports'] },
          { token: holder.token },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await holder.c.post(
          '/company/updateUserToCompany',
          { company_id: c.companyId, user_id: other.id, s_access_z: [] },
          { token: holder.token },
        )
      ).status,
    ).toBe(200);
    expect(
      (await holder.c.post('/company/removeUserFromCompany', { company_id: c.companyId, user_id: other.id }, { token: holder.token }))
        .status,
    ).toBe(200);
  });

  it('a deputy with "company-profile" saves the profile steps, but not the department list nor the offices', async () => {
    const deputy = await deputyWith(['company-profile']);
    const info = (await call(deputy, 'get_company_info', { company_id: c.companyId })).body.company_info;
    const [workers] = await listIds(h, 's_workers');
    const [structure] = await listIds(h, 's_organizational_structure');
    const departments = (info.tl_lists as Array<{ id: string }>).map((item) => ({ id: item.id }));
    const body = {
      company_id: c.companyId,
      manager_surname: 'Коваль',
      manager_first_name: 'Олена',
      s_workers: workers,
      s_organizational_structure: structure,
    };
    expect((await call(deputy, 'set_company_info/structure', { ...body, tl_lists: departments })).status).toBe(200);
    const [hr] = await listIds(h, 'tl_lists');
    const more = await call(deputy, 'set_company_info/structure', { ...body, tl_lists: [...departments, { idItem: hr }] });
    expect(more.status).toBe(403);
    expect(more.body.code).toBe('COMPANY_FORBIDDEN');
    // Phone and site are the profile's; the offices stay as they were.
    const [row] = await h.sql<{ registered: unknown; actual: unknown }>(
      'select registered_office as registered, actual_office as actual from profiling_company_profile where company_id = ?',
      [c.companyId],
    );
    const contacts = await call(deputy, 'set_company_info/contacts', {
      company_id: c.companyId,
      registeredOffice: row!.registered,
      actualOffice: row!.actual,
      tel: '+380671234567',
      website: 'https://kadry.example',
    });
    expect([contacts.status, contacts.body.code]).toEqual([200, undefined]);
    const moved = await call(deputy, 'set_company_info/contacts', {
      company_id: c.companyId,
      registeredOffice: row!.registered,
      actualOffice: { ...c.office, street_number: '99' },
      tel: '+380671234567',
      website: 'https://kadry.example',
    });
    expect([moved.status, moved.body.code]).toEqual([403, 'COMPANY_FORBIDDEN']);
  });
});
