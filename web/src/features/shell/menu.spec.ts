import { describe, expect, it } from '@jest/globals';
import { activeMenuKey, USER_MENU, VERIFIER_MENU } from './menu';

describe('user menu', () => {
  it('has the fifteen entries of the specification, in order, with their flags', () => {
    expect(USER_MENU.map((entry) => [entry.key, entry.route, entry.enabled])).toEqual([
      ['1', '/', true],
      ['2', '/testing', true],
      ['3', '/personne', false],
      ['4', '/staff-adaptation', false],
      ['5', '/staff-assessment', false],
      ['6', '/performers', false],
      ['7', '/culture', false],
      ['8', '/hr-administration', false],
      ['9', '/staff-traning', false],
      ['10', '/hr-analyrics', false],
      ['11', '/surveys', false],
      ['12', '/my-company', true],
      ['13', '/my-calendar', true],
      ['14', '/tasks', false],
      ['15', '/settings/myCompanies', true],
    ]);
  });

  it.each([
    ['/', '1'],
    ['/testing', '2'],
    ['/settings/password', '15'],
    ['/settings', '15'],
    ['/my-calendar/2026/11', '13'],
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
