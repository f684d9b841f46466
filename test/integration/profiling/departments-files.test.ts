import { jest } from '@jest/globals';
import { QueryBus } from '@nestjs/cqrs';
import request from 'supertest';
import { GetCompanyMembershipQuery } from '../../../src/company/company.contract.js';
import { PDF } from '../company/company.support.js';
import {
  account,
  addMember,
  call,
  listIds,
  profilingEvents,
  startProfiling,
  verifiedCompany,
  type Account,
  type ProfilingHarness,
} from './profiling.support.js';

/** The start of a Word 97-2003 file: the OLE2 compound-file signature, padded to a sector. */
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024, 0)]);
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8ffbf1e000502027f3c5bd1e40000000049454e44ae426082',
  'hex',
);

describe('profiling: HR policy files and departments', () => {
  let h: ProfilingHarness;
  let khreshchatyk: number;
  let volodymyrska: number;
  beforeAll(async () => {
    h = await startProfiling();
    khreshchatyk = await h.street('вулиця Хрещатик', h.kyiv);
    volodymyrska = await h.street('вулиця Володимирська', h.kyiv);
  });
  afterAll(() => h.close());

  function upload(who: Account, companyId: string, file: Buffer, name: string, dir = 'policy'): request.Test {
    return request(h.app.getHttpServer())
      .post('/api/v2/profiling/add_file')
      .set('userToken', who.token)
      .set('X-Forwarded-For', who.c.ip)
      .field('company_id', companyId)
      .field('dir', dir)
      .attach('file', file, name);
  }

  /** A verified company with a Kyiv legal address (Khreshchatyk 22) in its contacts. */
  async function companyWithOffice(): Promise<{ owner: Account; companyId: string }> {
    const made = await verifiedCompany(h);
    const address = { city_id: h.kyiv, street_id: khreshchatyk, street_number: '22' };
    const res = await call(made.owner, 'set_company_info/contacts', {
      company_id: made.companyId,
      registeredOffice: address,
      actualOffice: address,
    });
    expect(res.status).toBe(200);
    return made;
  }

  describe('policy files', () => {
    it('takes doc and pdf by content and extension, lists them in the profile and serves them to members only', async () => {
      const { owner, companyId } = await verifiedCompany(h);
      const pdf = await upload(owner, companyId, PDF, 'Кадрова політика.pdf');
      expect(pdf.status).toBe(200);
      expect(pdf.body.files).toEqual([
        {
          id: expect.any(String),
          name: 'Кадрова політика.pdf',
          format: 'pdf',
          size: PDF.length,
          url: `/api/v2/profiling/files/${pdf.body.files[0].id}`,
          date_upload: expect.any(String),
        },
      ]);
      expect(pdf.body.company_info.policy_files).toHaveLength(1);
      // The route decides the caller's access once: the command and the profile in the answer take it.
      const asked = jest.spyOn(h.app.get(QueryBus), 'execute');
      const doc = await upload(owner, companyId, DOC, 'rules.doc');
      const membershipQueries = asked.mock.calls.filter(([query]) => query instanceof GetCompanyMembershipQuery).length;
      asked.mockRestore();
      expect(doc.status).toBe(200);
      expect(membershipQueries).toBe(1);

      const file = await request(h.app.getHttpServer()).get(pdf.body.files[0].url).set('userToken', owner.token).expect(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toContain('attachment');
      expect(Buffer.from(file.body as Buffer).equals(PDF)).toBe(true);
      const stranger = await account(h);
      expect((await request(h.app.getHttpServer()).get(pdf.body.files[0].url).set('userToken', stranger.token)).status).toBe(404);
      expect((await request(h.app.getHttpServer()).get(pdf.body.files[0].url)).status).toBe(401);
      const reader = await account(h);
      await addMember(h, companyId, reader.id, 'user');
      expect((await request(h.app.getHttpServer()).get(pdf.body.files[0].url).set('userToken', reader.token)).status).toBe(200);

      const removed = await call(owner, 'del_file', { company_id: companyId, dir: 'policy', file_name: 'Кадрова політика.pdf' });
      expect(removed.status).toBe(200);
      expect(removed.body.company_info.policy_files.map((item: { name: string }) => item.name)).toEqual(['rules.doc']);
      expect((await request(h.app.getHttpServer()).get(pdf.body.files[0].url).set('userToken', owner.token)).status).toBe(404);
      expect((await call(owner, 'del_file', { company_id: companyId, dir: 'policy', file_name: 'Кадрова політика.pdf' })).status).toBe(404);
      const types = (await profilingEvents(h, companyId)).map((event) => event.type);
      expect(types).toEqual(['CompanyPolicyFileAdded', 'CompanyPolicyFileAdded', 'CompanyPolicyFileRemoved']);
    });

    it('stores and serves the name without bidirectional or other control characters', async () => {
      const { owner, companyId } = await verifiedCompany(h);
      // U+202E shows "scan\u202Egnp.pdf" as "scanfdp.png"; the isolates and marks hide text the same way.
      const res = await upload(owner, companyId, PDF, '\u2067scan\u202Egnp\u200f\u2069\u061c.pdf');
      expect(res.status).toBe(200);
      expect(res.body.files.map((file: { name: string }) => file.name)).toEqual(['scangnp.pdf']);
      const [row] = await h.sql<{ name: string }>('select name from profiling_policy_file where company_id = ?', [companyId]);
      expect(row!.name).toBe('scangnp.pdf');
      const file = await request(h.app.getHttpServer()).get(res.body.files[0].url).set('userToken', owner.token).expect(200);
      expect(file.headers['content-disposition']).toBe(`attachment; filename="scangnp.pdf"; filename*=UTF-8''scangnp.pdf`);
    });

    it('refuses other types, renamed files, files over 10 MB and a name already there', async () => {
      const { owner, companyId } = await verifiedCompany(h);
      const png = await upload(owner, companyId, PNG, 'scan.png');
      expect(png.status).toBe(415);
      expect(png.body).toMatchObject({ code: 'FILE_TYPE_UNSUPPORTED', msg: 'Файл с типом "png" недопустим!' });
      const renamed = await upload(owner, companyId, PNG, 'policy.pdf');
      expect(renamed.status).toBe(415);
      expect(renamed.body.msg).toBe('Содержимое файла не соответствует формату "pdf": возможно, файл переименован');
      const big = await upload(owner, companyId, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf');
      expect(big.status).toBe(413);
      // The app-wide upload limit stops the stream at 10 MB, before the policy check sees the file.
      expect(big.body.code).toMatch(/^(PAYLOAD|FILE)_TOO_LARGE$/);
      expect((await upload(owner, companyId, PDF, 'policy.pdf')).status).toBe(200);
      const again = await upload(owner, companyId, PDF, 'POLICY.pdf');
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'FILE_NAME_TAKEN', msg: 'Файл с именем POLICY.pdf уже существует!' });
      const en = await upload(owner, companyId, PDF, 'policy.pdf').set('lang', 'en');
      expect(en.body.msg).toBe('A file named policy.pdf already exists!');
      expect((await upload(owner, companyId, PDF, 'x.pdf', 'edr')).status).toBe(400);
      expect(await h.sql('select 1 from profiling_policy_file where company_id = ?', [companyId])).toHaveLength(1);
    });

    it('lets only editors of a verified company upload', async () => {
      const { companyId } = await verifiedCompany(h);
      const user = await account(h);
      await addMember(h, companyId, user.id, 'user');
      expect((await upload(user, companyId, PDF, 'a.pdf')).body.code).toBe('COMPANY_FORBIDDEN');
      const stranger = await account(h);
      expect((await upload(stranger, companyId, PDF, 'a.pdf')).status).toBe(404);
      const unverified = await verifiedCompany(h, 3);
      expect((await upload(unverified.owner, unverified.companyId, PDF, 'a.pdf')).body.code).toBe('COMPANY_NOT_VERIFIED');
    });
  });

  describe('departments', () => {
    const manager = {
      manager_position: 'Директор з персоналу',
      manager_surname: 'Коваль',
      manager_name: 'Олена',
      manager_middle_name: 'Петрівна',
    };

    it('adds departments from tl_lists or a new local name with the company addresses, reads, edits and deletes them', async () => {
      const { owner, companyId } = await companyWithOffice();
      const [hr] = await listIds(h, 'tl_lists');
      const office = { city_id: h.kyiv, street_id: khreshchatyk, street_number: '22' };
      const added = await call(owner, 'add_new_department', { company_id: companyId, idItem: hr, ...manager, address: [office] }, 'uk');
      expect(added.status).toBe(200);
      expect(added.body.department).toMatchObject({
        idItem: hr,
        type: 'global',
        ...manager,
        address: [{ city_name: 'Київ', street_name: 'вулиця Хрещатик', street_number: '22' }],
        has_address: true,
        category: null,
      });
      const local = await call(owner, 'add_new_department', {
        company_id: companyId,
        name: 'Відділ інновацій',
        ...manager,
        is_new_address: true,
        address: [{ city_id: h.kyiv, street_id: volodymyrska, street_number: '3' }],
      });
      expect(local.status).toBe(200);
      expect(local.body.department).toMatchObject({ idItem: null, name: 'Відділ інновацій', type: 'local' });
      expect(local.body.data.tl_lists).toHaveLength(2);

      const list = await owner.c.get(`/profiling/get_list_departments?company_id=${companyId}`, { token: owner.token });
      expect(list.body.data.tl_lists.map((d: { id: string }) => d.id)).toEqual([added.body.department.id, local.body.department.id]);
      const info = await call(owner, 'get_info_department', { company_id: companyId, id: local.body.department.id });
      expect(info.body.department.manager_surname).toBe('Коваль');

      // The department's category: a functionality category of the catalogue, checked.
      const [{ id: category }] = (await h.sql<{ id: number }>('select id from catalogue_category order by id limit 1')) as [{ id: number }];
      const unknownCategory = await call(
        owner,
        'edit_department',
        { company_id: companyId, id: local.body.department.id, name: 'Відділ R&D', ...manager, address: [office], category: 999_999 },
        'en',
      );
      expect([unknownCategory.status, unknownCategory.body.fields]).toEqual([400, { category: 'No such value in the list' }]);
      expect(
        (await call(owner, 'get_info_department', { company_id: companyId, id: local.body.department.id })).body.department,
      ).toMatchObject({ name: 'Відділ інновацій', category: null });
      const edited = await call(owner, 'edit_department', {
        company_id: companyId,
        id: local.body.department.id,
        name: 'Відділ R&D',
        ...manager,
        manager_surname: 'Мельник',
        address: [office],
        category: String(category),
      });
      expect(edited.status).toBe(200);
      expect(edited.body.department).toMatchObject({
        name: 'Відділ R&D',
        manager_surname: 'Мельник',
        address: [{ street_number: '22' }],
        category,
      });

      const check = await call(owner, 'check_departments_adresses', { company_id: companyId });
      expect(check.body.data).toEqual({ complete: true, departments_without_address: [], s_offices_count: 1 });

      const deleted = await call(owner, 'delete_department', { company_id: companyId, id: added.body.department.id });
      expect(deleted.body.data.tl_lists.map((d: { name: string }) => d.name)).toEqual(['Відділ R&D']);
      expect((await call(owner, 'get_info_department', { company_id: companyId, id: added.body.department.id })).status).toBe(404);
      expect((await profilingEvents(h, companyId)).map((event) => event.type).filter((type) => type.startsWith('Department'))).toEqual([
        'DepartmentAdded',
        'DepartmentAdded',
        'DepartmentEdited',
        'DepartmentRemoved',
      ]);
    });

    it('refuses duplicate names (trimmed, any case), missing manager data and addresses that are not the company offices', async () => {
      const { owner, companyId } = await companyWithOffice();
      const office = { city_id: h.kyiv, street_id: khreshchatyk, street_number: '22' };
      expect(
        (await call(owner, 'add_new_department', { company_id: companyId, name: 'Склад', ...manager, address: [office] })).status,
      ).toBe(200);
      const duplicate = await call(owner, 'add_new_department', { company_id: companyId, name: '  сКЛАД ', ...manager, address: [office] });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toMatchObject({
        code: 'DEPARTMENT_DUPLICATE',
        msg: 'Это название уже существует в базе данных',
        fields: { name: 'Это название уже существует в базе данных' },
      });
      const [hr] = await listIds(h, 'tl_lists');
      expect((await call(owner, 'add_new_department', { company_id: companyId, idItem: hr, ...manager, address: [office] })).status).toBe(
        200,
      );
      expect(
        (await call(owner, 'add_new_department', { company_id: companyId, idItem: hr, ...manager, address: [office] })).body.code,
      ).toBe('DEPARTMENT_DUPLICATE');

      const empty = await call(owner, 'add_new_department', { company_id: companyId });
      expect(empty.status).toBe(400);
      expect(empty.body.fields).toEqual({
        name: 'Обязательное поле',
        manager_position: 'Обязательное поле',
        manager_surname: 'Обязательное поле',
        manager_name: 'Обязательное поле',
        address: 'Обязательное поле',
      });
      const elsewhere = await call(owner, 'add_new_department', {
        company_id: companyId,
        name: 'Цех',
        ...manager,
        address: [{ city_id: h.kyiv, street_id: volodymyrska, street_number: '3' }],
      });
      expect(elsewhere.body.fields).toEqual({ 'address.0': 'Адрес не входит в адреса компании' });
      const wrongCity = await call(owner, 'add_new_department', {
        company_id: companyId,
        name: 'Цех',
        ...manager,
        is_new_address: true,
        address: [{ city_id: h.bilaTserkva, street_id: khreshchatyk, street_number: '3' }],
      });
      expect(wrongCity.body.fields).toEqual({ 'address.0.street_id': 'Улица не найдена в этом городе' });
      const noNumber = await call(owner, 'add_new_department', {
        company_id: companyId,
        name: 'Цех',
        ...manager,
        is_new_address: true,
        address: [{ city_id: h.kyiv, street_id: khreshchatyk }],
      });
      expect(noNumber.body.fields).toEqual({ 'address.0.street_number': 'Обязательное поле' });

      // Renaming onto another department's name is a duplicate too.
      const list = (await owner.c.get(`/profiling/get_list_departments?company_id=${companyId}`, { token: owner.token })).body.data
        .tl_lists;
      const rename = await call(owner, 'edit_department', {
        company_id: companyId,
        id: list[1].id,
        name: 'СКЛАД',
        ...manager,
        address: [office],
      });
      expect(rename.body.code).toBe('DEPARTMENT_DUPLICATE');
    });

    it("keeps departments to the company: strangers 404, ordinary users 403, other companies' ids 404", async () => {
      const { owner, companyId } = await companyWithOffice();
      const office = { city_id: h.kyiv, street_id: khreshchatyk, street_number: '22' };
      const made = await call(owner, 'add_new_department', { company_id: companyId, name: 'Продажі', ...manager, address: [office] });
      const id = made.body.department.id as string;
      const stranger = await account(h);
      expect((await stranger.c.get(`/profiling/get_list_departments?company_id=${companyId}`, { token: stranger.token })).status).toBe(404);
      expect((await call(stranger, 'get_info_department', { company_id: companyId, id })).status).toBe(404);
      const user = await account(h);
      await addMember(h, companyId, user.id, 'user');
      expect((await call(user, 'get_info_department', { company_id: companyId, id })).status).toBe(200);
      expect((await call(user, 'delete_department', { company_id: companyId, id })).body.code).toBe('COMPANY_FORBIDDEN');
      expect((await call(user, 'add_new_department', { company_id: companyId, name: 'X', ...manager, address: [office] })).status).toBe(
        403,
      );
      const other = await companyWithOffice();
      const foreign = await call(other.owner, 'delete_department', { company_id: other.companyId, id });
      expect(foreign.status).toBe(404);
      expect(foreign.body.code).toBe('DEPARTMENT_NOT_FOUND');
      expect(
        (await call(other.owner, 'edit_department', { company_id: other.companyId, id, name: 'Y', ...manager, address: [office] })).status,
      ).toBe(404);
      expect((await call(owner, 'get_info_department', { company_id: companyId, id })).status).toBe(200);
    });

    it('lets only one of two simultaneous adds of one name through', async () => {
      const { owner, companyId } = await companyWithOffice();
      const office = { city_id: h.kyiv, street_id: khreshchatyk, street_number: '22' };
      const both = await Promise.all([
        call(owner, 'add_new_department', { company_id: companyId, name: 'Маркетинг', ...manager, address: [office] }),
        call(owner, 'add_new_department', { company_id: companyId, name: 'маркетинг ', ...manager, address: [office] }),
      ]);
      expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
      expect(await h.sql('select 1 from profiling_department where company_id = ?', [companyId])).toHaveLength(1);
    });

    it('reports departments that still lack an address or a manager', async () => {
      const { owner, companyId } = await companyWithOffice();
      const [workers] = await listIds(h, 's_workers');
      const [org] = await listIds(h, 's_organizational_structure');
      await call(owner, 'set_company_info/structure', {
        company_id: companyId,
        manager_surname: 'А',
        manager_first_name: 'Б',
        s_workers: workers,
        s_organizational_structure: org,
        tl_lists: [{ name: 'Логістика' }],
      });
      const check = await call(owner, 'check_departments_adresses', { company_id: companyId });
      expect(check.body.data).toEqual({
        complete: false,
        departments_without_address: [{ id: expect.any(String), name: 'Логістика' }],
        s_offices_count: 1,
      });
    });
  });
});
