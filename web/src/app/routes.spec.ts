import { describe, expect, it } from '@jest/globals';
import { APP_STATUSES } from '../shared/session/session';
import { isKnownPath, matchesPattern, STATUS_HOME } from './routes';

describe('matchesPattern', () => {
  it.each([
    ['/', '/', true],
    ['/', '/x', false],
    ['/auth', '/auth', true],
    ['/auth', '/auth/', true],
    ['/auth', '/auth/x', false],
    ['/settings/:tab?', '/settings', true],
    ['/settings/:tab?', '/settings/password', true],
    ['/settings/:tab?', '/settings/password/x', false],
    ['/companies/:sort?', '/companies/archive', true],
    ['/lc-companies/*', '/lc-companies', true],
    ['/lc-companies/*', '/lc-companies/company/5/files/view', true],
    ['/company-create/verification', '/company-create', false],
  ])('%s vs %s → %s', (pattern, pathname, expected) => {
    expect(matchesPattern(pattern, pathname)).toBe(expected);
  });
});

describe('known paths', () => {
  it('knows the menu routes, the planned sections (sent home, not to a 404) and every status home', () => {
    for (const path of [
      '/',
      '/testing',
      '/personne',
      '/staff-traning',
      '/hr-analyrics',
      '/my-calendar',
      '/settings/myCompanies',
      '/lc-settings',
      '/lc-settings/password',
    ]) {
      expect(isKnownPath(path)).toBe(true);
    }
    for (const status of APP_STATUSES) expect(isKnownPath(STATUS_HOME[status])).toBe(true);
  });

  it('knows the public and onboarding pages of spec 000, §2, so other statuses redirect instead of 404', () => {
    for (const path of ['/forgot', '/forgot-by-phone', '/recovery-password', '/confirm-email', '/confirm-phone', '/profile-create'])
      expect(isKnownPath(path)).toBe(true);
  });

  it('knows the positions pages, so a signed-out visitor of the approval link is not sent to a 404', () => {
    for (const path of ['/vacancies', '/vacancy-approvals', '/vacancy-approval/c1/v1']) expect(isKnownPath(path)).toBe(true);
    for (const path of ['/vacancy-approval/c1', '/vacancy-approval/c1/v1/x']) expect(isKnownPath(path)).toBe(false);
  });

  it('does not know anything else', () => {
    for (const path of ['/nope', '/testing/deeper', '/dev', '/auth/x', '/settings/a/b']) expect(isKnownPath(path)).toBe(false);
  });
});
