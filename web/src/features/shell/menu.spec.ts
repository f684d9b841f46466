import { describe, expect, it } from '@jest/globals';
import { activeMenuKey, allowedEntries, USER_MENU, VERIFIER_MENU } from './menu';

describe('user menu', () => {
  it('offers only the sections the product has, in the order of the specification', () => {
    // Testing, My calendar, My tasks and the seven other HR sections have no screens yet: an
    // entry for them would open a title or nothing, so none is shown.
    expect(USER_MENU.map((entry) => [entry.key, entry.label, entry.route])).toEqual([
      ['1', 'home', '/'],
      ['3', 'personnel', '/personne'],
      ['10', 'analytics', '/hr-analyrics'],
      ['12', 'myCompany', '/my-company'],
      ['15', 'settings', '/settings/myCompanies'],
    ]);
  });

  it('shows "Подбор персонала" only to a member who may see candidates', () => {
    expect(allowedEntries(USER_MENU, () => false).map((entry) => entry.key)).toEqual(['1', '12', '15']);
    expect(allowedEntries(USER_MENU, (action) => action === 'viewCandidates').map((entry) => entry.key)).toEqual(['1', '3', '12', '15']);
    // "HR-аналитика" (the hiring report) only with the right "reports".
    expect(allowedEntries(USER_MENU, (action) => action === 'viewReports').map((entry) => entry.key)).toEqual(['1', '10', '12', '15']);
    expect(allowedEntries(VERIFIER_MENU, () => false)).toBe(VERIFIER_MENU);
  });

  it.each([
    ['/', '1'],
    ['/personne/candidate/c1', '3'],
    ['/my-company', '12'],
    ['/hr-analyrics', '10'],
    ['/settings/password', '15'],
    ['/settings', '15'],
    ['/testing', null],
    ['/my-calendar/2026/11', null],
    ['/unknown', null],
  ])('%s → active key %s', (pathname, key) => {
    expect(activeMenuKey(pathname, USER_MENU)).toBe(key);
  });
});

describe('verifier menu', () => {
  it.each([
    ['/lc-companies/all', '1'],
    ['/lc-companies/company/5/history', '1'],
    ['/lc-settings', '2'],
    ['/', null],
  ])('%s → active key %s', (pathname, key) => {
    expect(activeMenuKey(pathname, VERIFIER_MENU)).toBe(key);
  });
});
