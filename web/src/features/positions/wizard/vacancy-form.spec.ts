import { describe, expect, it } from '@jest/globals';
import { emptyVacancyValues } from '../../../../../src/shared/contract/vacancy';
import { collapsed } from '../picker/chosen';
import { checkStep, EMPTY_FORM, formOf, isWorkTime, requestOf, serverField, withDepartment } from './vacancy-form';

describe('the position form', () => {
  it('work time is HH:mm on a five-minute step', () => {
    expect(['00:00', '09:05', '23:55'].map(isWorkTime)).toEqual([true, true, true]);
    expect(['9:00', '09:03', '24:00', '12:60', ''].map(isWorkTime)).toEqual([false, false, false, false, false]);
  });

  it('server field names land on the inputs that show them', () => {
    expect(
      [
        'salary',
        'salary.to',
        'work_time',
        'work_time.from',
        'age.to',
        'id_position',
        'universities.0.year_end',
        'kpi',
        'interaction.2',
        'address_vacancy.0.street_id',
      ].map(serverField),
    ).toEqual([
      'salary_from',
      'salary_to',
      'work_from',
      'work_from',
      'age_to',
      'name',
      'universities.0.year_end',
      'kpi',
      'interaction',
      'address_vacancy',
    ]);
  });

  it('a saved vacancy round-trips through the form into the same requests', () => {
    const values = {
      ...emptyVacancyValues(),
      department_id: 'd1',
      id_position: 70,
      position_type: 'global' as const,
      level: 2,
      functionality: [1],
      subordinates_type: 1 as const,
      subordinates_number: 3,
      address_vacancy: [{ city_id: 1, street_id: 2, street_number: '5' }],
      employment_type: 1,
      work_time: { from: '09:00', to: '18:00' },
      salary: { from: 100, to: 200 },
    };
    const form = formOf(values);
    expect(checkStep('main', form)).toEqual({});
    const { body } = requestOf('main', 'c1', 'v1', form);
    expect(body).toEqual({
      company_id: 'c1',
      vacancy_id: 'v1',
      department_id: 'd1',
      id_position: 70,
      position_type: 'global',
      level: 2,
      functionality: [1],
      subordinates_type: 1,
      subordinates_number: 3,
      address_vacancy: values.address_vacancy,
      employment_type: 1,
      work_time: values.work_time,
      salary: values.salary,
    });
  });

  it('years: YYYY, the end not before the start, an empty end allowed; required names and specialty', () => {
    const entry = { id: 'x', id_university: null, name: '', year_start: '20', year_end: '', specialty: '', educational_level: null };
    expect(checkStep('education', { ...EMPTY_FORM, courses: [entry] })).toEqual({
      'courses.0.name': { key: 'required' },
      'courses.0.year_start': { key: 'yearFormat' },
      'courses.0.specialty': { key: 'required' },
    });
    expect(
      requestOf('education', 'c1', 'v1', { ...EMPTY_FORM, courses: [{ ...entry, name: ' Курс ', year_start: '2020', specialty: 'HR' }] })
        .body,
    ).toMatchObject({ courses: [{ name: 'Курс', year_end: null }] });
  });

  it('the same department changes nothing', () => {
    const form = { ...EMPTY_FORM, department_id: 'd1', id_position: 1, functionality: [2] };
    expect(withDepartment(form, 'd1')).toBe(form);
  });

  it('the working day ends after it starts; years run from 1900 to next year', () => {
    const main = checkStep('main', { ...EMPTY_FORM, work_from: '18:00', work_to: '09:00', salary_from: '1', salary_to: '100000001' });
    expect(main).toMatchObject({ work_to: { key: 'timeOrder' }, salary_to: { key: 'salaryMax' } });
    const next = String(new Date().getUTCFullYear() + 2);
    const entry = { id: 'x', id_university: 1, name: 'КНУ', year_start: '1899', year_end: next, specialty: 'HR', educational_level: null };
    expect(checkStep('education', { ...EMPTY_FORM, universities: [entry] })).toEqual({
      'universities.0.year_start': { key: 'yearFormat' },
      'universities.0.year_end': { key: 'yearFormat' },
    });
  });

  it('kids are optional but 0..20; age off needs no ages', () => {
    expect(checkStep('age', { ...EMPTY_FORM, gender: 1, family_status: 1, age_enabled: false, kids: '21' })).toEqual({
      kids: { key: 'kidsRange' },
    });
    expect(checkStep('age', { ...EMPTY_FORM, gender: 1, family_status: 1, age_enabled: true, age_from: '13', age_to: '30' })).toEqual({
      age_from: { key: 'ageRange' },
    });
    // Nothing of the age step is demanded: the switch starts off, sex and family status may stay unchosen.
    expect(EMPTY_FORM.age_enabled).toBe(false);
    expect(checkStep('age', EMPTY_FORM)).toEqual({});
  });
});

describe('the chosen-items list', () => {
  it('shows every item up to three, else two and +N', () => {
    expect(collapsed([1, 2, 3], false)).toEqual({ shown: [1, 2, 3], hidden: 0 });
    expect(collapsed([1, 2, 3, 4, 5], false)).toEqual({ shown: [1, 2], hidden: 3 });
    expect(collapsed([1, 2, 3, 4, 5], true)).toEqual({ shown: [1, 2, 3, 4, 5], hidden: 0 });
  });
});
