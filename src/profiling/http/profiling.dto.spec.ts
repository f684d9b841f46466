import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { collectFieldErrors } from '../../shared/http/validation.js';
import { registerMessages } from '../../shared/i18n/messages.js';
import { PROFILING_MESSAGES } from '../profiling.messages.js';
import { ContactsStepDto } from './contacts.dto.js';
import { DepartmentDto, GeneralStepDto, ManagementStepDto, MissionStepDto, SetProfileStepDto, StructureStepDto } from './profiling.dto.js';
import { MAX_APPROVERS, MAX_COMMENT } from '../domain/vacancy-approval.rules.js';
import { AnswerVacancyApprovalDto, SendVacancyDto } from './vacancy-approval.dto.js';

/** What the global validation pipe would answer in `fields` (message keys before translation). */
function fieldsOf<T extends object>(dto: new () => T, body: object): Record<string, string> {
  return collectFieldErrors(validateSync(plainToInstance(dto, body), { whitelist: true }));
}

const IDS = { company_id: 'c0b0c1d2-3f40-4a5b-8c6d-7e8f90a1b2c3', vacancy_id: 'v0b0c1d2-3f40-4a5b-8c6d-7e8f90a1b2c3' };
const A = '0b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const COMPANY = { company_id: IDS.company_id };

// The pipe keeps a rule's own message only when it is a known key, as the API's composed texts make it.
beforeAll(() => registerMessages(PROFILING_MESSAGES));

describe('sending and approval bodies', () => {
  it('take a list of approvers or none, at most MAX_APPROVERS', () => {
    expect(fieldsOf(SendVacancyDto, { ...IDS })).toEqual({});
    expect(fieldsOf(SendVacancyDto, { ...IDS, approvers: [A] })).toEqual({});
    expect(fieldsOf(SendVacancyDto, { ...IDS, approvers: 'x' })).toEqual({ approvers: 'validation.format' });
    expect(fieldsOf(SendVacancyDto, { ...IDS, approvers: Array.from({ length: MAX_APPROVERS + 1 }, () => A) })).toEqual({
      approvers: 'validation.tooMany',
    });
  });

  it('take approve or decline, and a comment of text up to MAX_COMMENT characters', () => {
    expect(fieldsOf(AnswerVacancyApprovalDto, { ...IDS, decision: 'approve' })).toEqual({});
    expect(fieldsOf(AnswerVacancyApprovalDto, { ...IDS, decision: 'decline', comment: ' why ' })).toEqual({});
    expect(fieldsOf(AnswerVacancyApprovalDto, { ...IDS, decision: 'maybe', comment: 5 })).toEqual({
      decision: 'validation.format',
      comment: 'validation.format',
    });
    expect(fieldsOf(AnswerVacancyApprovalDto, { ...IDS, decision: 'decline', comment: 'x'.repeat(MAX_COMMENT + 1) })).toEqual({
      comment: 'validation.tooLong',
    });
    expect(fieldsOf(AnswerVacancyApprovalDto, { ...IDS, decision: 'decline', comment: ` ${'x'.repeat(MAX_COMMENT)} ` })).toEqual({});
    expect(plainToInstance(AnswerVacancyApprovalDto, { ...IDS, decision: 'decline', comment: ' why ' }).comment).toBe('why');
  });
});

describe('profile wizard bodies', () => {
  it('take a wizard step from 1 to 5, also as text', () => {
    expect(fieldsOf(SetProfileStepDto, { ...COMPANY, step: '2' })).toEqual({});
    expect(plainToInstance(SetProfileStepDto, { ...COMPANY, step: '2' }).step).toBe(2);
    for (const step of [0, 6, 'x', 2.5, undefined])
      expect(fieldsOf(SetProfileStepDto, { ...COMPANY, step })).toEqual({ step: 'validation.invalid' });
  });

  it('check the general step only in the fields sent, with the company rules of name, code and website', () => {
    expect(fieldsOf(GeneralStepDto, { ...COMPANY })).toEqual({});
    expect(
      fieldsOf(GeneralStepDto, {
        ...COMPANY,
        name: '  ',
        code: '123',
        website: 'javascript:alert(1)',
        employees: 'x',
        companyBrand: 'b'.repeat(256),
      }),
    ).toEqual({
      name: 'validation.required',
      code: expect.any(String),
      website: 'validation.link',
      employees: 'validation.format',
      companyBrand: 'validation.tooLong',
    });
    expect(fieldsOf(GeneralStepDto, { ...COMPANY, code: '123456789' })).toEqual({ code: 'validation.tooLong' });
    const read = plainToInstance(GeneralStepDto, {
      ...COMPANY,
      code: 12345678,
      employees: '0',
      activity: '7',
      companyBrand: ' ',
      confirm_reverification: '1',
    });
    expect(read).toMatchObject({ code: '12345678', employees: null, activity: 7, companyBrand: null, confirm_reverification: true });
  });

  it('ask the structure step for the manager, both options and the department list, with the spec messages', () => {
    expect(fieldsOf(StructureStepDto, { ...COMPANY })).toEqual({
      manager_surname: 'profiling.surname',
      manager_first_name: 'profiling.firstName',
      s_workers: 'profiling.required',
      s_organizational_structure: 'profiling.required',
      tl_lists: 'profiling.required',
    });
    expect(
      fieldsOf(StructureStepDto, {
        ...COMPANY,
        manager_surname: 'Ш',
        manager_first_name: 'Т',
        s_workers: [1],
        s_organizational_structure: '2',
        tl_lists: [{ name: 'Склад' }, 5],
      }),
    ).toEqual({ s_workers: 'validation.format' });
  });

  it('ask for training items only while the training switch is on', () => {
    expect(fieldsOf(ManagementStepDto, { ...COMPANY, s_training: [] })).toEqual({
      s_selection_stages: 'profiling.required',
      s_training: 'profiling.required',
    });
    expect(fieldsOf(ManagementStepDto, { ...COMPANY, s_selection_stages: [{ id: 3 }], training: false })).toEqual({});
    expect(fieldsOf(ManagementStepDto, { ...COMPANY, s_selection_stages: ['a'], training: 'maybe', s_training: [1] })).toEqual({
      s_selection_stages: 'validation.format',
      training: 'validation.format',
    });
    expect(fieldsOf(MissionStepDto, { ...COMPANY, s_values: null, s_competence: Array.from({ length: 101 }, (_, i) => i + 1) })).toEqual({
      s_competence: 'validation.tooMany',
    });
  });

  it('ask the department form for a name or item, the manager and at least one full address', () => {
    expect(fieldsOf(DepartmentDto, { ...COMPANY })).toEqual({
      name: 'profiling.required',
      manager_position: 'profiling.required',
      manager_surname: 'profiling.surname',
      manager_name: 'profiling.firstName',
      address: 'profiling.required',
    });
    const manager = { manager_position: 'Head', manager_surname: 'Ш', manager_name: 'Т' };
    expect(
      fieldsOf(DepartmentDto, { ...COMPANY, idItem: '12', ...manager, address: { city_id: 1, street_id: 2, street_number: '3' } }),
    ).toEqual({});
    expect(
      fieldsOf(DepartmentDto, {
        ...COMPANY,
        idItem: 'x',
        ...manager,
        address: [{ city_id: 1, street_id: 2 }, { street_number: 'x'.repeat(21) }],
      }),
    ).toEqual({
      idItem: 'profiling.unknownItem',
      'address.0.street_number': 'profiling.required',
      'address.1.city_id': 'profiling.required',
      'address.1.street_id': 'profiling.required',
      'address.1.street_number': 'validation.tooLong',
    });
    expect(
      fieldsOf(DepartmentDto, {
        ...COMPANY,
        name: 'Склад',
        ...manager,
        category: 'x',
        address: Array.from({ length: 21 }, () => ({ city_id: 1, street_id: 2, street_number: '3' })),
      }),
    ).toEqual({
      category: 'validation.format',
      address: 'validation.tooMany',
    });
  });
});

describe('the contacts body', () => {
  const address = { city_id: 1, street_id: 2, street_number: '3' };

  it('asks for both addresses by their city, and takes no socials or offices as none', () => {
    expect(fieldsOf(ContactsStepDto, { ...COMPANY })).toEqual({
      'registeredOffice.city_id': 'profiling.required',
      'actualOffice.city_id': 'profiling.required',
    });
    expect(fieldsOf(ContactsStepDto, { ...COMPANY, registeredOffice: null, actualOffice: address, socials: null })).toEqual({
      'registeredOffice.city_id': 'profiling.required',
    });
    expect(plainToInstance(ContactsStepDto, { ...COMPANY, registeredOffice: address, actualOffice: address })).toMatchObject({
      socials: [],
      otherOffices: [],
    });
  });

  it('names every bad field of the body under its path', () => {
    expect(
      fieldsOf(ContactsStepDto, {
        ...COMPANY,
        registeredOffice: address,
        actualOffice: { city_id: 1, street_number: '9' },
        email: 'not-an-email',
        tel: '12345',
        website: 'javascript:alert(1)',
        socials: [
          { name: 'myspace', link: 'x' },
          { name: 'Facebook', link: 'data:text/html,x' },
        ],
        otherOffices: [{ nameOffice: '', registeredOffice: address, actualOffice: { city_id: 1, street_id: 2 } }],
      }),
    ).toEqual({
      'actualOffice.street_id': 'profiling.required',
      email: 'validation.email',
      tel: 'profiling.phone',
      website: 'validation.link',
      'socials.0.name': 'profiling.unknownItem',
      'socials.1.link': 'validation.link',
      'otherOffices.0.nameOffice': 'profiling.officeName',
      'otherOffices.0.actualOffice.street_number': 'profiling.required',
    });
  });
});

describe('texts people type', () => {
  const HIDDEN = '\u202e\u200b\u0007';

  it('are stored without bidi, zero-width and control characters; a name of nothing else is missing', () => {
    const department = {
      ...COMPANY,
      manager_position: `Керів${HIDDEN}ник`,
      manager_surname: 'Бондар',
      manager_name: 'Ірина',
      address: [{ city_id: 1, street_id: 2, street_number: '3' }],
    };
    expect(plainToInstance(DepartmentDto, { ...department, name: `Відділ${HIDDEN}продажів` })).toMatchObject({
      name: 'Відділ продажів',
      manager_position: 'Керів ник',
    });
    expect(fieldsOf(DepartmentDto, { ...department, name: HIDDEN })).toEqual({ name: 'profiling.required' });
    expect(plainToInstance(StructureStepDto, { ...COMPANY, manager_surname: `\u2066Бондар\u2069` }).manager_surname).toBe('Бондар');
  });

  it('keep the line breaks of a text of several lines (CR LF as LF) and lose the rest', () => {
    expect(plainToInstance(MissionStepDto, { ...COMPANY, mission: `Люди\r\n${HIDDEN}понад усе` }).mission).toBe('Люди\n понад усе');
    expect(plainToInstance(GeneralStepDto, { ...COMPANY, name: `ТОВ${HIDDEN}`, services: `Підбір\nнавчання\u200b` })).toMatchObject({
      name: 'ТОВ',
      services: 'Підбір\nнавчання',
    });
    expect(plainToInstance(AnswerVacancyApprovalDto, { ...IDS, decision: 'decline', comment: `Ні.\r\nЧому?\u202e` }).comment).toBe(
      'Ні.\nЧому?',
    );
  });
});
