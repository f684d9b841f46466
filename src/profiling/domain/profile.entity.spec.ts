import { COMPANY_STATUS, type CompanyAction, type CompanyMembership } from '../../company/company.contract.js';
import { pullEvents } from '../../shared/domain/aggregate-root.js';
import type { DomainError } from '../../shared/domain/domain-error.js';
import {
  CompanyProfile,
  Department,
  PolicyFile,
  type ContactsFields,
  type DepartmentFields,
  type StructureFields,
} from './profile.entity.js';
import { MAX_DEPARTMENTS, MAX_POLICY_FILES, nameKey } from './profile.rules.js';
import type { CompanyPolicyFileAdded, CompanyProfileStepSaved, DepartmentAdded } from './profiling.events.js';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const OLHA = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const NOW = new Date('2026-12-07T10:00:00Z');
const KYIV = { city_id: 1, street_id: 10, street_number: '1' };
const LVIV = { city_id: 2, street_id: 20, street_number: '5a' };

function aProfile(values: Partial<CompanyProfile> = {}): CompanyProfile {
  return Object.assign(new CompanyProfile(), { companyId: COMPANY, step: 1, completedAt: null, socials: [], otherOffices: [], ...values });
}

function aDepartment(name: string, values: Partial<Department> = {}): Department {
  return Object.assign(new Department(), {
    id: `d-${nameKey(name)}`,
    companyId: COMPANY,
    listItemId: null,
    name,
    nameKey: nameKey(name),
    addresses: [],
    sort: 1,
    ...values,
  });
}

function form(name: string, listItemId: number | null = null): DepartmentFields {
  return {
    listItemId,
    name,
    nameKey: nameKey(name),
    managerPosition: 'Head',
    managerSurname: 'Shevchenko',
    managerName: 'Olha',
    managerMiddleName: null,
    categoryId: null,
    addresses: [KYIV],
  };
}

function member(actions: CompanyAction[]): CompanyMembership {
  return { role: 'user', rights: [], actions, companyStatusId: COMPANY_STATUS.verified };
}

const EVERYTHING = member(['editProfile', 'manageDepartments', 'manageAddresses', 'manageHrDocuments']);
const types = (profile: CompanyProfile) => pullEvents(profile).map((event) => event.eventType);
const stepsSaved = (profile: CompanyProfile) =>
  (pullEvents(profile).filter((event) => event.eventType === 'CompanyProfileStepSaved') as CompanyProfileStepSaved[]).map((event) => [
    event.step,
    event.values,
  ]);

function refusal(fn: () => unknown): { code: string; fields: Record<string, string> } | null {
  try {
    fn();
  } catch (error) {
    return { code: (error as DomainError).code, fields: (error as DomainError).fields };
  }
  return null;
}

const STRUCTURE: StructureFields = {
  managerSurname: 'Shevchenko',
  managerFirstName: 'Olha',
  managerMiddleName: null,
  sWorkers: 3,
  sOrganizationalStructure: 7,
};
const CONTACTS: ContactsFields = {
  registeredOffice: KYIV,
  actualOffice: KYIV,
  tel: '+380991234567',
  email: 'hr@alpha.ua',
  website: 'https://alpha.ua/',
  socials: [],
  otherOffices: [{ id: 'o1', nameOffice: 'Lviv', email: null, tel: null, website: null, registeredOffice: LVIV, actualOffice: LVIV }],
};

describe('CompanyProfile: the wizard steps', () => {
  it('each saved step records its values and moves the resume point to the step after it (the last stays last)', () => {
    const profile = aProfile();
    profile.saveGeneral(OLHA, { name: 'Alpha' });
    expect(profile.step).toBe(2);
    profile.saveManagement(OLHA, { sSelectionStages: [1, 2], training: false, sTraining: [] });
    expect([profile.step, profile.sSelectionStages, profile.training]).toEqual([5, [1, 2], false]);
    profile.saveMission(OLHA, { mission: 'Hire well' });
    expect([profile.step, profile.mission]).toEqual([5, 'Hire well']);
    expect(stepsSaved(profile)).toEqual([
      ['general', { name: 'Alpha' }],
      ['management', { s_selection_stages: [1, 2], training: false, s_training: [] }],
      ['mission', { mission: 'Hire well' }],
    ]);
  });

  it('the mission step keeps what was left out', () => {
    const profile = aProfile({ mission: 'Old', sValues: [1] });
    profile.saveMission(OLHA, { sCompetence: [4] });
    expect([profile.mission, profile.sValues, profile.sCompetence]).toEqual(['Old', [1], [4]]);
  });

  it('completes once: the mission fields sent are a saved step, and a second completion records nothing new', () => {
    const profile = aProfile({ step: 3 });
    profile.complete(OLHA, { mission: 'Hire well' }, NOW);
    expect([profile.step, profile.completedAt, profile.mission]).toEqual([5, NOW, 'Hire well']);
    expect(types(profile)).toEqual(['CompanyProfileStepSaved', 'CompanyProfileCompleted']);
    profile.complete(OLHA, {}, new Date('2026-12-08T10:00:00Z'));
    expect(profile.completedAt).toBe(NOW);
    expect(types(profile)).toEqual([]);
  });

  it('showing a step (Back, another device) moves the resume point and records nothing', () => {
    const profile = aProfile({ step: 4 });
    profile.showStep(2);
    expect(profile.step).toBe(2);
    expect(types(profile)).toEqual([]);
  });

  it('Contacts: offices are the addresses right’s part, the rest the profile right’s (403 for a part changed without it)', () => {
    const profile = aProfile();
    expect(refusal(() => profile.saveContacts(OLHA, member(['editProfile']), CONTACTS))?.code).toBe('COMPANY_FORBIDDEN');
    expect(refusal(() => profile.saveContacts(OLHA, member(['manageAddresses']), CONTACTS))?.code).toBe('COMPANY_FORBIDDEN');
    expect(types(profile)).toEqual([]);
    profile.saveContacts(OLHA, EVERYTHING, CONTACTS);
    expect([profile.tel, profile.otherOffices.length, profile.step]).toEqual(['+380991234567', 1, 4]);
    // Offices sent again under new ids are the same offices: only the phone changed, which the profile right covers.
    profile.saveContacts(OLHA, member(['editProfile']), {
      ...CONTACTS,
      tel: '+380500000000',
      otherOffices: [{ ...CONTACTS.otherOffices[0]!, id: 'o2' }],
    });
    expect(profile.tel).toBe('+380500000000');
    expect(stepsSaved(profile).map(([step]) => step)).toEqual(['contacts', 'contacts']);
  });
});

describe('CompanyProfile: the Structure step and its department list', () => {
  it('keeps listed departments, removes the others and adds new names after the highest sort; records each and the step', () => {
    const sales = aDepartment('Sales', { sort: 4 });
    const hr = aDepartment('HR', { sort: 2 });
    const profile = aProfile();
    const wanted = [
      { keepId: sales.id },
      { chosen: { listItemId: null, name: 'Legal', key: 'legal' }, path: 'tl_lists.1' },
      { chosen: { listItemId: 7, name: 'IT', key: 'it' }, path: 'tl_lists.2' },
    ];
    const { removed, added } = profile.saveStructure(OLHA, EVERYTHING, STRUCTURE, [sales, hr], wanted);
    expect(removed).toEqual([hr]);
    expect(
      added.map((department) => [department.name, department.listItemId, department.nameKey, department.sort, department.companyId]),
    ).toEqual([
      ['Legal', null, 'legal', 5, COMPANY],
      ['IT', 7, 'it', 6, COMPANY],
    ]);
    expect([profile.managerSurname, profile.sWorkers, profile.step]).toEqual(['Shevchenko', 3, 3]);
    const events = pullEvents(profile);
    expect(events.map((event) => event.eventType)).toEqual([
      'DepartmentRemoved',
      'DepartmentAdded',
      'DepartmentAdded',
      'CompanyProfileStepSaved',
    ]);
    expect((events[3] as CompanyProfileStepSaved).values).toEqual({
      manager_surname: 'Shevchenko',
      manager_first_name: 'Olha',
      manager_middle_name: null,
      s_workers: 3,
      s_organizational_structure: 7,
      tl_lists: [sales.id, ...added.map((department) => department.id)],
    });
  });

  it('refuses a kept id that is not the company’s (400 at tl_lists) and a new name a kept one has (409 at its path)', () => {
    const sales = aDepartment('Sales');
    expect(refusal(() => aProfile().saveStructure(OLHA, EVERYTHING, STRUCTURE, [sales], [{ keepId: 'elsewhere' }]))).toEqual({
      code: 'VALIDATION_FAILED',
      fields: { tl_lists: 'profiling.unknownItem' },
    });
    const duplicate = [
      { keepId: sales.id },
      { chosen: { listItemId: null, name: ' sales ', key: nameKey(' sales ') }, path: 'tl_lists.1' },
    ];
    expect(refusal(() => aProfile().saveStructure(OLHA, EVERYTHING, STRUCTURE, [sales], duplicate))).toEqual({
      code: 'DEPARTMENT_DUPLICATE',
      fields: { 'tl_lists.1': 'profiling.duplicate' },
    });
  });

  it('the list is the departments right’s part of the step, the rest the profile right’s (403)', () => {
    const sales = aDepartment('Sales');
    const profile = aProfile({ ...STRUCTURE });
    // The same fields and list: nothing changes, so no right is asked beyond access to the step.
    expect(refusal(() => profile.saveStructure(OLHA, member([]), STRUCTURE, [sales], [{ keepId: sales.id }]))).toBeNull();
    expect(refusal(() => profile.saveStructure(OLHA, member(['editProfile']), STRUCTURE, [sales], []))?.code).toBe('COMPANY_FORBIDDEN');
    expect(
      refusal(() =>
        profile.saveStructure(OLHA, member(['manageDepartments']), { ...STRUCTURE, sWorkers: 9 }, [sales], [{ keepId: sales.id }]),
      )?.code,
    ).toBe('COMPANY_FORBIDDEN');
  });
});

describe('CompanyProfile: departments', () => {
  it('adds a department after the highest sort and records DepartmentAdded', () => {
    const profile = aProfile();
    const department = profile.addDepartment(OLHA, [aDepartment('Sales', { sort: 3 })], form('Legal'));
    expect([department.name, department.sort, department.managerSurname, department.addresses, department.companyId]).toEqual([
      'Legal',
      4,
      'Shevchenko',
      [KYIV],
      COMPANY,
    ]);
    expect(typeof department.id).toBe('string');
    const [event] = pullEvents(profile) as DepartmentAdded[];
    expect([event!.eventType, event!.departmentId, event!.name]).toEqual(['DepartmentAdded', department.id, 'Legal']);
  });

  it('refuses a name or catalogue item taken (409 at name or idItem) and more than the limit (400)', () => {
    const existing = [aDepartment('Sales'), aDepartment('IT', { listItemId: 7 })];
    expect(refusal(() => aProfile().addDepartment(OLHA, existing, form('SALES')))).toEqual({
      code: 'DEPARTMENT_DUPLICATE',
      fields: { name: 'profiling.duplicate' },
    });
    expect(refusal(() => aProfile().addDepartment(OLHA, existing, form('Information technology', 7)))).toEqual({
      code: 'DEPARTMENT_DUPLICATE',
      fields: { idItem: 'profiling.duplicate' },
    });
    const full = Array.from({ length: MAX_DEPARTMENTS }, (_, index) => aDepartment(`Unit ${index}`));
    expect(refusal(() => aProfile().addDepartment(OLHA, full, form('One more')))).toEqual({
      code: 'VALIDATION_FAILED',
      fields: { name: 'validation.tooMany' },
    });
  });

  it('edits one department of the company under the same uniqueness (its own name may stay), else 404', () => {
    const sales = aDepartment('Sales');
    const hr = aDepartment('HR');
    const profile = aProfile();
    expect(profile.editDepartment(OLHA, [sales, hr], sales.id, form('Sales'))).toBe(sales);
    expect(sales.managerPosition).toBe('Head');
    expect(types(profile)).toEqual(['DepartmentEdited']);
    expect(refusal(() => profile.editDepartment(OLHA, [sales, hr], sales.id, form('hr')))?.code).toBe('DEPARTMENT_DUPLICATE');
    expect(refusal(() => profile.editDepartment(OLHA, [sales, hr], 'elsewhere', form('Legal')))?.code).toBe('DEPARTMENT_NOT_FOUND');
  });

  it('removes a department of the company (recorded), else 404', () => {
    const sales = aDepartment('Sales');
    const profile = aProfile();
    expect(profile.removeDepartment(OLHA, sales)).toBe(sales);
    expect(types(profile)).toEqual(['DepartmentRemoved']);
    expect(refusal(() => profile.removeDepartment(OLHA, null))?.code).toBe('DEPARTMENT_NOT_FOUND');
  });
});

describe('CompanyProfile: HR policy files', () => {
  const FILE = { name: 'Policy.pdf', format: 'pdf', mime: 'application/pdf', size: 1200, storageKey: 'key' };

  it('adds a file up to the limit (409 TOO_MANY_FILES after it) and records it', () => {
    const profile = aProfile();
    const row = profile.addPolicyFile(OLHA, FILE, MAX_POLICY_FILES - 1, NOW);
    expect([row.companyId, row.name, row.size, row.storageKey, row.uploadedBy, row.createdAt]).toEqual([
      COMPANY,
      'Policy.pdf',
      1200,
      'key',
      OLHA,
      NOW,
    ]);
    const [event] = pullEvents(profile) as CompanyPolicyFileAdded[];
    expect([event!.eventType, event!.fileId, event!.size]).toEqual(['CompanyPolicyFileAdded', row.id, 1200]);
    expect(refusal(() => profile.addPolicyFile(OLHA, FILE, MAX_POLICY_FILES, NOW))?.code).toBe('TOO_MANY_FILES');
  });

  it('removes a file named in any case (or by id) and records it; another name is 404 FILE_NOT_FOUND', () => {
    const profile = aProfile();
    const file = Object.assign(new PolicyFile(), { id: 'f1', companyId: COMPANY, ...FILE });
    expect(profile.removePolicyFile(OLHA, [file], ' policy.PDF ')).toBe(file);
    expect(profile.removePolicyFile(OLHA, [file], 'f1')).toBe(file);
    expect(types(profile)).toEqual(['CompanyPolicyFileRemoved', 'CompanyPolicyFileRemoved']);
    expect(refusal(() => profile.removePolicyFile(OLHA, [file], 'Other.pdf'))?.code).toBe('FILE_NOT_FOUND');
  });
});
