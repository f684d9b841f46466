import { describe, expect, it } from '@jest/globals';
import { readCompanyInfo, readDepartments, type PolicyUploadAnswer } from './profiling';

// The mapping from the documented answers (openapi.d.ts) to the screens' shapes that stays: option
// items by id, absent texts as '' in the form fields, empty optional texts as null.

const address = { city_id: 1, city_name: 'Київ', street_id: 2, street_name: 'Хрещатик', street_number: '1' };
const department = {
  id: 'd1',
  idItem: null,
  name: 'Відділ кадрів',
  type: 'local' as const,
  manager_position: 'Head',
  manager_surname: 'Шевченко',
  manager_name: 'Тарас',
  manager_middle_name: '',
  address: [address],
  has_address: true,
  category: null,
};
const info: PolicyUploadAnswer['company_info'] = {
  company_id: 'c1',
  step: 3,
  completed: false,
  can_edit: true,
  actions: ['editProfile'],
  can_write_vacancies: false,
  general: {
    name: 'Acme',
    companyBrand: '',
    code: '12345678',
    activity: { id: 4 },
    employees: null,
    services: null,
    website: 'acme.ua',
    status: { id: 4, name: 'Verified' },
  },
  manager_surname: null,
  manager_first_name: 'Олена',
  manager_middle_name: null,
  s_workers: { id: 2, name: '10-50' },
  s_organizational_structure: null,
  tl_lists: [department],
  tel: null,
  email: 'hr@acme.ua',
  website: null,
  socials: [{ id: 1, name: 'facebook', link: '' }],
  registeredOffice: address,
  actualOffice: null,
  otherOffices: [{ id: 'o1', nameOffice: 'Lviv', email: '', tel: '+380', website: null, registeredOffice: address, actualOffice: address }],
  s_selection_stages: [
    { id: 5, name: 'Interview' },
    { id: 6, name: '' },
  ],
  training: false,
  s_training: [],
  policy_files: [
    { id: 'f1', name: 'policy.pdf', format: 'pdf', size: 10, url: '/api/v2/profiling/files/f1', date_upload: '2026-01-01T00:00:00.000Z' },
  ],
  mission: null,
  s_values: [{ id: 9, name: 'Honesty' }],
  s_competence: [],
};

describe('readCompanyInfo', () => {
  it('maps company_info into the wizard form: option items to ids, null texts to "", empty optional texts to null', () => {
    const read = readCompanyInfo({ company_info: info });
    expect(read.general).toEqual({
      name: 'Acme',
      companyBrand: null,
      activity: 4,
      employees: null,
      services: null,
      website: 'acme.ua',
      status: { id: 4, name: 'Verified' },
    });
    expect([read.manager_surname, read.manager_first_name, read.tel, read.email, read.mission]).toEqual([
      '',
      'Олена',
      '',
      'hr@acme.ua',
      '',
    ]);
    expect([read.s_workers, read.s_organizational_structure, read.s_selection_stages, read.s_values]).toEqual([2, null, [5, 6], [9]]);
    expect(read.otherOffices[0]).toEqual({
      id: 'o1',
      nameOffice: 'Lviv',
      email: null,
      tel: '+380',
      website: null,
      registeredOffice: address,
      actualOffice: address,
    });
    expect(read.policy_files).toEqual([{ id: 'f1', name: 'policy.pdf', format: 'pdf', size: 10, url: '/api/v2/profiling/files/f1' }]);
    expect(read.tl_lists[0]?.manager_middle_name).toBeNull();
    expect([read.step, read.training, read.can_edit]).toEqual([3, false, true]);
  });

  it("keeps the step within the wizard's five", () => {
    expect(readCompanyInfo({ company_info: { ...info, step: 0 } }).step).toBe(1);
    expect(readCompanyInfo({ company_info: { ...info, step: 9 } }).step).toBe(5);
  });
});

describe('readDepartments', () => {
  it('reads data.tl_lists, an empty manager text as none', () => {
    expect(readDepartments({ data: { tl_lists: [{ ...department, manager_position: '' }] } })).toEqual([
      { ...department, manager_position: null, manager_middle_name: null },
    ]);
  });
});
