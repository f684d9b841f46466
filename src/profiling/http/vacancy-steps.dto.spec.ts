import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { collectFieldErrors } from '../../shared/http/validation.js';
import { registerMessages } from '../../shared/i18n/messages.js';
import { repeatedIndexes } from '../domain/vacancy.rules.js';
import { PROFILING_MESSAGES } from '../profiling.messages.js';
import {
  STEP_FIELDS,
  VacancyAgeFields,
  VacancyCarFields,
  VacancyConditionsFields,
  VacancyCriteriaFields,
  VacancyEducationFields,
  VacancyMainFields,
  VacancyRequirementsFields,
  VacancySkillsFields,
} from './vacancy-steps.dto.js';

/** What SaveVacancyStepCommand collects from a step body before it asks the catalogue (message keys). */
function fieldsOf<T extends object>(dto: new () => T, body: object): Record<string, string> {
  return collectFieldErrors(validateSync(plainToInstance(dto, body), { whitelist: true, forbidUnknownValues: false }));
}

beforeAll(() => registerMessages(PROFILING_MESSAGES));

const MAIN = {
  id_position: 7,
  level: '2',
  functionality: [{ id: 3 }, '4'],
  subordinates_type: '1',
  subordinates_number: '5',
  address_vacancy: { city_id: 1, street_id: '2', street_number: ' 22 ' },
  employment_type: 1,
  work_time: { from: '09:00', to: '18:00' },
  salary: { from: '20000', to: 30000 },
};
const STUDY = { id: 'a', name: 'KPI', year_start: '2010', year_end: '2015', specialty: 'Math' };

describe('the vacancy step fields', () => {
  it('read the main step as the forms send it: ids as text or {id}, one address as a list, Yes/No as text', () => {
    expect(fieldsOf(VacancyMainFields, MAIN)).toEqual({});
    const main = plainToInstance(VacancyMainFields, MAIN);
    expect(main).toMatchObject({
      level: 2,
      functionality: [3, 4],
      subordinates_type: 1,
      subordinates_number: 5,
      address_vacancy: [{ city_id: 1, street_id: 2, street_number: '22' }],
    });
    expect(plainToInstance(VacancyMainFields, {})).toMatchObject({ subordinates_type: 0, address_vacancy: [], functionality: [] });
  });

  it('answer every main step problem under its path with the spec messages', () => {
    expect(fieldsOf(VacancyMainFields, {})).toEqual({
      id_position: 'profiling.required',
      level: 'profiling.required',
      functionality: 'profiling.vacancy.selectFunctional',
      address_vacancy: 'profiling.required',
      employment_type: 'profiling.required',
      work_time: 'profiling.required',
      salary: 'profiling.required',
    });
    expect(
      fieldsOf(VacancyMainFields, {
        ...MAIN,
        department_id: 'not-a-uuid',
        position_type: 'x',
        id_position: 0,
        subordinates_number: 0,
        functionality: ['x'],
        address_vacancy: [{ city_id: 'a', street_id: 2, street_number: '' }, 'x'],
        work_time: { from: '09:03', to: '18:00' },
        salary: { from: 3, to: 2 },
      }),
    ).toEqual({
      department_id: 'profiling.departmentNotFound',
      position_type: 'validation.format',
      id_position: 'profiling.vacancy.count',
      subordinates_number: 'profiling.vacancy.count',
      functionality: 'validation.format',
      'address_vacancy.0.city_id': 'validation.format',
      'address_vacancy.0.street_number': 'validation.format',
      'address_vacancy.1': 'validation.format',
      work_time: 'profiling.vacancy.workTime',
      salary: 'profiling.vacancy.rangeOrder',
    });
    expect(
      fieldsOf(VacancyMainFields, {
        ...MAIN,
        work_time: { from: '18:00', to: '09:00' },
        salary: { from: -1, to: 2 },
        address_vacancy: Array.from({ length: 21 }, () => MAIN.address_vacancy),
      }),
    ).toEqual({
      work_time: 'profiling.vacancy.workTimeOrder',
      salary: 'profiling.vacancy.rangeBounds',
      address_vacancy: 'validation.tooMany',
    });
    // Subordinates No needs no count.
    expect(fieldsOf(VacancyMainFields, { ...MAIN, subordinates_type: 0, subordinates_number: 'x' })).toEqual({});
  });

  it('require the lists and texts of requirements, drop blank and repeated texts', () => {
    expect(fieldsOf(VacancyRequirementsFields, { interaction: [' '] })).toEqual({
      target: 'profiling.vacancy.selectTarget',
      result: 'profiling.vacancy.selectResult',
      kpi: 'profiling.vacancy.selectKpi',
      credentials: 'profiling.required',
      interaction: 'profiling.required',
    });
    expect(plainToInstance(VacancyRequirementsFields, { interaction: [' HR ', 'HR', '', 5] }).interaction).toEqual(['HR', '5']);
    expect(
      fieldsOf(VacancyRequirementsFields, { target: [1], result: [1], kpi: [1], credentials: [1], interaction: [{}, 'x'.repeat(201)] }),
    ).toEqual({ interaction: 'validation.format' });
    expect(
      fieldsOf(VacancyRequirementsFields, { target: [1], result: [1], kpi: [1], credentials: [1], interaction: ['x'.repeat(201)] }),
    ).toEqual({ interaction: 'validation.tooLong' });
  });

  it('require the notes of switches that are on, and read switches strictly', () => {
    expect(fieldsOf(VacancyConditionsFields, { compensation_package: [], career_growth: true, business_trips: 'maybe' })).toEqual({
      compensation_package: 'profiling.required',
      opportunities: 'profiling.required',
      business_trips: 'validation.format',
    });
    expect(fieldsOf(VacancyConditionsFields, { compensation_package: [1], career_growth: 'false', opportunities: {} })).toEqual({});
  });

  it('check the age range only while age is on, and kids within 0..20', () => {
    const age = { gender: 1, family_status: 1, age_enabled: true };
    expect(fieldsOf(VacancyAgeFields, { ...age, age: { from: 45, to: 25 }, kids: 21 })).toEqual({
      age: 'profiling.vacancy.rangeOrder',
      kids: 'profiling.vacancy.rangeBounds',
    });
    // Sex and family status are optional, and age is off unless sent on (PROTECTED_VACANCY_FIELDS).
    expect(fieldsOf(VacancyAgeFields, { age_enabled: true, age: { from: 13, to: 25 } })).toEqual({ age: 'profiling.vacancy.rangeBounds' });
    expect(fieldsOf(VacancyAgeFields, { age: { from: 13, to: 25 } })).toEqual({});
    expect(fieldsOf(VacancyAgeFields, {})).toEqual({});
    expect(fieldsOf(VacancyAgeFields, { ...age, age_enabled: false, age: { from: 80, to: 14 }, military_service: '1' })).toEqual({});
  });

  it('check each study entry: id, name, years in order, specialty', () => {
    expect(
      fieldsOf(VacancyEducationFields, {
        universities: [
          { ...STUDY, year_end: '2009' },
          { ...STUDY, name: '', year_start: '15' },
        ],
        courses: [{ ...STUDY, id: '' }, 'x'],
      }),
    ).toEqual({
      'universities.0.year_end': 'profiling.vacancy.yearOrder',
      'universities.1.name': 'profiling.required',
      'universities.1.year_start': 'profiling.vacancy.year',
      'courses.0.id': 'profiling.required',
      'courses.1': 'validation.format',
    });
    expect(fieldsOf(VacancyEducationFields, { universities: STUDY })).toEqual({ universities: 'validation.format' });
    expect(fieldsOf(VacancyEducationFields, {})).toEqual({});
  });

  it('check the car section only with a licence: categories and a real past date', () => {
    expect(fieldsOf(VacancyCarFields, { driver_license: 1, driver_categories: [], driving_experience: '31.02.2015' })).toEqual({
      driver_categories: 'profiling.required',
      driving_experience: 'profiling.vacancy.date',
    });
    expect(fieldsOf(VacancyCarFields, { driver_license: 1, driver_categories: [1], driving_experience: '01.01.2999' })).toEqual({
      driving_experience: 'profiling.vacancy.dateFuture',
    });
    expect(fieldsOf(VacancyCarFields, { driver_license: '0', driving_experience: 'x', car_available: 'x' })).toEqual({});
  });

  it('check criteria entries (priority also as priority_id) and skill entries (level also as levels)', () => {
    expect(fieldsOf(VacancyCriteriaFields, { criteria: [{ id: 4, priority_id: 1 }, { id: 'x', priority: 9 }, { id: 5 }] })).toEqual({
      'criteria.1.id': 'validation.format',
      'criteria.1.priority': 'profiling.vacancy.count',
      'criteria.2.priority': 'profiling.required',
    });
    expect(plainToInstance(VacancyCriteriaFields, { criteria: [{ id: 4, priority_id: '1' }] }).criteria).toMatchObject([
      { id: 4, priority: 1 },
    ]);
    expect(fieldsOf(VacancyCriteriaFields, { criteria: 'x' })).toEqual({ criteria: 'validation.format' });
    expect(
      fieldsOf(VacancySkillsFields, {
        education: 1,
        languages: [
          { id: 'a', name: 1, levels: 2 },
          { id: 'b', name: 2, level: null },
        ],
        programs: [{ id: '', name: 'x', level: 1 }],
      }),
    ).toEqual({
      'languages.1.level': 'profiling.required',
      'programs.0.id': 'profiling.required',
      'programs.0.name': 'validation.format',
    });
  });

  it('take nothing of their own on the review step', () => {
    expect(fieldsOf(STEP_FIELDS.review, { anything: 1 })).toEqual({});
  });
});

describe('repeatedIndexes', () => {
  it('names the entries an earlier one repeats, skipping empty ones', () => {
    expect(repeatedIndexes(['a', 'b', 'a', null, null, 'b'])).toEqual([2, 5]);
  });
});
