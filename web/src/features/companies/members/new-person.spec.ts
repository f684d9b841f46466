import { describe, expect, it } from '@jest/globals';
import { checkPerson, EMPTY_PERSON, personFieldOf, toAdminCall, toDeputiesCall, type NewPersonRequest } from './new-person';

const REQUEST: NewPersonRequest = {
  company_id: 'c1',
  role: 'deputy',
  email: ' anna@example.com ',
  s_access_z: ['vacancies'],
  person: { last_name: ' Бондар ', first_name: 'Анна', middle_name: '', tel: '0671234567', consent: true },
};

describe('new-person', () => {
  it('asks the names and phone of the deputy form and the consent', () => {
    expect(Object.keys(checkPerson(EMPTY_PERSON)).sort()).toEqual(['consent', 'first_name', 'last_name', 'tel']);
    expect(checkPerson(REQUEST.person)).toEqual({});
    expect(checkPerson({ ...REQUEST.person, tel: '067' })).toEqual({ tel: { key: 'phone' } });
  });

  it("builds the onboarding's administrator and deputy calls", () => {
    expect(toAdminCall({ ...REQUEST, role: 'administrator' })).toEqual({
      company_id: 'c1',
      is_admin: 1,
      surname: 'Бондар',
      first_name: 'Анна',
      middle_name: '',
      tel: '0671234567',
      email: 'anna@example.com',
      agreement: true,
    });
    expect(toDeputiesCall(REQUEST)).toEqual({
      company_id: 'c1',
      deputies: [
        {
          last_name: 'Бондар',
          first_name: 'Анна',
          middle_name: '',
          tel: '0671234567',
          email: 'anna@example.com',
          s_access_z: ['vacancies'],
        },
      ],
    });
  });

  it("reads either call's field names as this form's", () => {
    expect(['surname', 'deputies.0.first_name', 'deputies.0.email', 'agreement', 'tel', 'company_id'].map(personFieldOf)).toEqual([
      'last_name',
      'first_name',
      'email',
      'consent',
      'tel',
      null,
    ]);
  });
});
