import { describe, expect, it } from '@jest/globals';
import { addVacancyAccess } from './add-vacancy';

describe('home\'s "Add vacancy"', () => {
  it('opens the wizard for a member with the vacancies right of a verified company', () => {
    expect(addVacancyAccess({ id: 'c1', status: { id: 4 }, actions: ['view', 'vacancies'] })).toBe('open');
  });

  it('says why not otherwise', () => {
    expect(addVacancyAccess(null)).toBe('noCompany');
    expect(addVacancyAccess({ status: { id: 4 } })).toBe('noCompany');
    for (const id of [1, 2, 3]) expect(addVacancyAccess({ id: 'c1', status: { id }, actions: ['vacancies'] })).toBe('notVerified');
    expect(addVacancyAccess({ id: 'c1', status: { id: 4 }, actions: ['view'] })).toBe('noRight');
    expect(addVacancyAccess({ id: 'c1', status: { id: 4 } })).toBe('noRight');
  });
});
